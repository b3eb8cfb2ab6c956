import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Every statement form of the script language and the AST it parses to.
@Suite("Statement forms")
struct ScriptStatementTests {
    static let forms: [(String, StatementKind)] = [
        // Header lines
        ("strategy block-all", .strategy("block-all")),
        ("strategy \"block-all\"", .strategy("block-all")),
        ("profile ios12", .profile(.ios12)),
        ("set exclusive-touch on", .setToggle("exclusive-touch", true)),
        ("set pass-through off", .setToggle("pass-through", false)),
        ("set pop-gesture auto", .setToggle("pop-gesture", nil)),
        ("set pop-gesture off", .setToggle("pop-gesture", false)),
        ("load-cost Message 400ms", .loadCost(screen: "Message", milliseconds: 400)),
        ("load-cost \"Inbox\" 1.2s", .loadCost(screen: "Inbox", milliseconds: 1200)),
        // Times
        ("at 40ms tap \"Open\"", .at(milliseconds: 40, .tap(.label("Open")))),
        ("at 1.5s tap back", .at(milliseconds: 1500, .tap(.back))),
        ("at 0s tap 3,12", .at(milliseconds: 0, .tap(.point(x: 3, y: 12)))),
        ("at 0ms tap 0,0", .at(milliseconds: 0, .tap(.point(x: 0, y: 0)))),
        ("at 007ms tap back", .at(milliseconds: 7, .tap(.back))),
        ("at 1.250s tap back", .at(milliseconds: 1250, .tap(.back))),
        ("at 2.000s tap back", .at(milliseconds: 2000, .tap(.back))),
        ("at 0.001s tap back", .at(milliseconds: 1, .tap(.back))),
        ("at 1.0ms tap back", .at(milliseconds: 1, .tap(.back))),
        ("at 3600s tap back", .at(milliseconds: 3_600_000, .tap(.back))),
        // Actions
        ("after 40ms double-tap \"Open\"", .after(milliseconds: 40, .doubleTap(.label("Open"), gap: 100))),
        ("after 0ms double-tap back gap 30ms", .after(milliseconds: 0, .doubleTap(.back, gap: 30))),
        ("at 0ms two-finger \"Open\" & back", .at(milliseconds: 0, .twoFinger(.label("Open"), .back))),
        ("at 0ms two-finger \"Open\"&\"Send\"", .at(milliseconds: 0, .twoFinger(.label("Open"), .label("Send")))),
        ("at 0ms two-finger 1,2 & 30,40", .at(milliseconds: 0, .twoFinger(.point(x: 1, y: 2), .point(x: 30, y: 40)))),
        ("at 0ms swipe-back finish", .at(milliseconds: 0, .swipeBack(finish: true, releaseAt: 80))),
        ("at 0ms swipe-back cancel", .at(milliseconds: 0, .swipeBack(finish: false, releaseAt: 30))),
        ("at 0ms swipe-back finish at 55%", .at(milliseconds: 0, .swipeBack(finish: true, releaseAt: 55))),
        ("at 0ms swipe-back cancel at 1%", .at(milliseconds: 0, .swipeBack(finish: false, releaseAt: 1))),
        ("at 0ms swipe-back finish at 99%", .at(milliseconds: 0, .swipeBack(finish: true, releaseAt: 99))),
        ("at 0ms drag-card down", .at(milliseconds: 0, .dragCard(.down))),
        ("at 0ms drag-card up", .at(milliseconds: 0, .dragCard(.up))),
        ("at 0ms drag-card dismiss", .at(milliseconds: 0, .dragCard(.dismiss))),
        ("at 0ms drag-sheet medium", .at(milliseconds: 0, .dragSheet(.medium))),
        ("at 0ms drag-sheet large", .at(milliseconds: 0, .dragSheet(.large))),
        ("at 0ms drag-sheet dismiss", .at(milliseconds: 0, .dragSheet(.dismiss))),
        ("after 2s relaunch", .after(milliseconds: 2000, .relaunch)),
        ("at 0ms tap \"Message 1\"", .at(milliseconds: 0, .tap(.label("Message 1")))),
        ("at 0ms tap \"Say \\\"Hi\\\"\"", .at(milliseconds: 0, .tap(.label("Say \"Hi\"")))),
        ("at 0ms tap \"Item #3\"", .at(milliseconds: 0, .tap(.label("Item #3")))),
        // Time control
        ("wait 250ms", .wait(milliseconds: 250)),
        ("wait 2s", .wait(milliseconds: 2000)),
        ("settle", .settle),
    ]

    @Test("each statement form parses to its AST", arguments: forms)
    func statementFormParses(_ source: String, _ expected: StatementKind) throws {
        #expect(try kind(source) == expected)
    }

    @Test("canonical description parses back to the same statement", arguments: forms)
    func canonicalDescriptionRoundTrips(_ source: String, _ expected: StatementKind) throws {
        #expect(try kind(expected.description) == expected)
    }

    @Test("descriptions print canonical syntax, omitting defaults")
    func descriptionsAreCanonical() {
        #expect(UserInput.tap(.label("Open")).scriptText == "tap \"Open\"")
        #expect(UserInput.doubleTap(.back, gap: 100).scriptText == "double-tap back")
        #expect(UserInput.doubleTap(.back, gap: 30).scriptText == "double-tap back gap 30ms")
        #expect(UserInput.twoFinger(.label("A"), .point(x: 1, y: 2)).scriptText == "two-finger \"A\" & 1,2")
        #expect(UserInput.swipeBack(finish: true, releaseAt: 80).scriptText == "swipe-back finish")
        #expect(UserInput.swipeBack(finish: false, releaseAt: 10).scriptText == "swipe-back cancel at 10%")
        #expect(UserInput.dragCard(.dismiss).scriptText == "drag-card dismiss")
        #expect(UserInput.relaunch.scriptText == "relaunch")
        #expect(InputSyntax.text(of: .label("Say \"Hi\" \\o/")) == #""Say \"Hi\" \\o/""#)
        #expect(InputSyntax.text(of: .point(x: 3, y: 12)) == "3,12")
        #expect(StatementKind.at(milliseconds: 1500, .tap(.back)).description == "at 1500ms tap back")
        #expect(StatementKind.after(milliseconds: 2000, .relaunch).description == "after 2s relaunch")
        #expect(StatementKind.wait(milliseconds: 0).description == "wait 0ms")
        #expect(StatementKind.loadCost(screen: "Message", milliseconds: 400).description == "load-cost Message 400ms")
        #expect(StatementKind.setToggle("pop-gesture", nil).description == "set pop-gesture auto")
        #expect(ScriptTime.format(milliseconds: 60_000) == "60s")
    }

    @Test("a statement records its line, first column and source text")
    func statementPosition() throws {
        let script = try parseOK("# header\n\n\t  at 40ms tap back   # go back\nsettle")
        #expect(script.file == testFile)
        #expect(script.statements.count == 2)
        #expect(script.statements[0].line == 3)
        #expect(script.statements[0].column == 4)
        #expect(script.statements[0].source == "\t  at 40ms tap back   # go back")
        #expect(script.statements[1].line == 4)
        #expect(script.statements[1].column == 1)
    }

    @Test("strategy and profile lines are exposed as the script's defaults")
    func defaultsFromHeader() throws {
        let script = try parseOK("profile ios7\nstrategy delay\nsettle")
        #expect(script.strategy == "delay")
        #expect(script.profile == .ios7)
        let bare = try parseOK("settle")
        #expect(bare.strategy == nil)
        #expect(bare.profile == nil)
    }

    @Test("explicit virtual time: at sets, after and wait add, double-tap gap extends, settle is 0")
    func explicitVirtualTime() throws {
        let script = try parseOK("""
            at 1s tap back
            after 500ms double-tap back gap 200ms
            settle
            wait 1s
            at 100ms tap back
            """)
        #expect(script.explicitVirtualTimeMilliseconds == 2700)
    }
}

/// The `expect` forms: subjects, operators and typed values.
@Suite("Expect forms")
struct ScriptExpectTests {
    static let forms: [(String, ScriptExpectation.Check, Bool)] = [
        ("expect stack = Inbox > Message", .stack(["Inbox", "Message"]), false),
        ("expect stack = Inbox>Message", .stack(["Inbox", "Message"]), false),
        ("expect stack = \"Inbox > Message\"", .stack(["Inbox", "Message"]), false),
        ("expect stack != \"Inbox\" > \"Message 1\"", .stack(["Inbox", "Message 1"]), true),
        ("expect stack = Inbox > Message View  # trailing comment", .stack(["Inbox", "Message View"]), false),
        ("expect stack = Inbox", .stack(["Inbox"]), false),
        ("expect stack = \"\"", .stack([]), false),
        ("expect top = Message View", .top("Message View"), false),
        ("expect top = \"Inbox\"  # quoted", .top("Inbox"), false),
        ("expect top != Inbox", .top("Inbox"), true),
        ("expect top = Q&A > more", .top("Q&A > more"), false),
        ("expect presented = none", .presented(nil), false),
        ("expect presented != none", .presented(nil), true),
        ("expect presented = Compose", .presented("Compose"), false),
        ("expect presented = \"none\"", .presented("none"), false),
        ("expect presented = none of these", .presented("none of these"), false),
        ("expect card = expanded", .card(.expanded), false),
        ("expect card = minimized", .card(.minimized), false),
        ("expect card != none", .card(.none), true),
        ("expect crash = none", .crash(nil), false),
        ("expect crash = \"index out of range\"", .crash("index out of range"), false),
        ("expect crash != none", .crash(nil), true),
        ("expect frozen = yes", .frozen(true), false),
        ("expect frozen = true", .frozen(true), false),
        ("expect frozen = no", .frozen(false), false),
        ("expect frozen != false", .frozen(false), true),
        ("expect violation double-push = fired", .violation(id: .doublePush, fired: true), false),
        ("expect violation stuck-lock != fired", .violation(id: .stuckLock, fired: true), true),
        ("expect violation same-instance-push = no", .violation(id: .sameInstancePush, fired: false), false),
        ("expect violation nested-push = yes", .violation(id: .nestedPush, fired: true), false),
        ("expect flag lock-held = yes", .flag(name: "lock-held", value: "yes"), false),
        ("expect flag mode != \"two words\"", .flag(name: "mode", value: "two words"), true),
        ("expect log contains \"push Message\"", .logContains("push Message"), false),
        ("expect log !contains \"pop\"", .logContains("pop"), true),
    ]

    @Test("each expect form parses to its typed check", arguments: forms)
    func expectFormParses(_ source: String, _ check: ScriptExpectation.Check, _ negated: Bool) throws {
        let e = try expectation(source)
        #expect(e.check == check)
        #expect(e.isNegated == negated)
    }

    @Test("canonical expect description parses back to the same check", arguments: forms)
    func expectDescriptionRoundTrips(_ source: String, _ check: ScriptExpectation.Check, _ negated: Bool) throws {
        let e = try expectation(source)
        let again = try expectation("expect " + e.description)
        #expect(again.check == check)
        #expect(again.isNegated == negated)
    }

    @Test("expectation keeps its original text (after `expect`, comment stripped) for verdicts")
    func expectationText() throws {
        let e = try expectation("  expect   top = Message View   # why")
        #expect(e.text == "top = Message View")
        #expect(e.subject == .top)
        #expect(e.description == "top = \"Message View\"")
    }

    @Test("expect descriptions are canonical")
    func expectDescriptions() {
        #expect(ScriptExpectation(check: .stack(["A", "B"]), isNegated: false, text: "").description == "stack = \"A > B\"")
        #expect(ScriptExpectation(check: .stack(["A>B", "C"]), isNegated: false, text: "").description == "stack = \"A>B\" > \"C\"")
        #expect(ScriptExpectation(check: .presented(nil), isNegated: true, text: "").description == "presented != none")
        #expect(ScriptExpectation(check: .violation(id: .doublePush, fired: true), isNegated: false, text: "").description
                == "violation double-push = fired")
        #expect(ScriptExpectation(check: .flag(name: "mode", value: "a b"), isNegated: false, text: "").description == "flag mode = \"a b\"")
        #expect(ScriptExpectation(check: .flag(name: "mode", value: "fast"), isNegated: false, text: "").description == "flag mode = fast")
        #expect(ScriptExpectation(check: .logContains("x"), isNegated: true, text: "").description == "log !contains \"x\"")
        #expect(StatementKind.expect(ScriptExpectation(check: .crash(nil), isNegated: false, text: "")).description == "expect crash = none")
    }
}

/// Layout: comments, blank lines, BOM, CRLF, tabs.
@Suite("Script layout")
struct ScriptLayoutTests {
    @Test("comments and blank lines are skipped; # inside quotes is text")
    func commentsAndBlankLines() throws {
        let script = try parseOK("""
            # a whole-line comment

               \t
            strategy delay   # trailing comment
            at 0ms tap "Item #3"#comment right after
            # at 0ms tap "nothing"
            settle#
            """)
        #expect(script.statements.map(\.kind) == [
            .strategy("delay"),
            .at(milliseconds: 0, .tap(.label("Item #3"))),
            .settle,
        ])
        #expect(script.statements.map(\.line) == [4, 5, 7])
    }

    @Test("an empty script and a comment-only script parse to no statements")
    func emptyScripts() throws {
        #expect(try parseOK("").statements.isEmpty)
        #expect(try parseOK("\n\n# nothing\n").statements.isEmpty)
    }

    @Test("a UTF-8 BOM and CRLF line endings are accepted")
    func bomAndCRLF() throws {
        let script = try parseOK("\u{FEFF}strategy none\r\nat 0ms tap back\r\n\r\nsettle\r\n")
        #expect(script.statements.map(\.kind) == [.strategy("none"), .at(milliseconds: 0, .tap(.back)), .settle])
        #expect(script.statements.map(\.line) == [1, 2, 4])
        #expect(script.statements[0].column == 1)
        #expect(script.statements[1].source == "at 0ms tap back")
    }

    @Test("tabs separate tokens like spaces")
    func tabsAreWhitespace() throws {
        #expect(try kind("at\t40ms\ttap\t\"Open\"") == .at(milliseconds: 40, .tap(.label("Open"))))
        #expect(try kind("\texpect\tcard\t=\texpanded\t") == .expect(ScriptExpectation(check: .card(.expanded), isNegated: false, text: "card\t=\texpanded")))
    }

    @Test("a script of exactly 10,000 lines is accepted")
    func maximumLengthAccepted() throws {
        let text = Array(repeating: "settle", count: 10_000).joined(separator: "\n") + "\n"
        #expect(try parseOK(text).statements.count == 10_000)
    }
}
