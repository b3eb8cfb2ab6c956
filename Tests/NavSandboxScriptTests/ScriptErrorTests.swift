import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// One single-line script that must fail with exactly one error.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var column: Int
    var message: String
    var suggestion: String?
    var expected: String?

    init(_ source: String, column: Int, _ message: String, suggestion: String? = nil, expected: String? = nil) {
        self.source = source
        self.column = column
        self.message = message
        self.suggestion = suggestion
        self.expected = expected
    }

    var testDescription: String { source }
}

func check(_ c: ErrorCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let e = try singleError(c.source)
    #expect(e.file == testFile, sourceLocation: sourceLocation)
    #expect(e.line == 1, sourceLocation: sourceLocation)
    #expect(e.column == c.column, "column", sourceLocation: sourceLocation)
    #expect(e.message == c.message, sourceLocation: sourceLocation)
    #expect(e.suggestion == c.suggestion, sourceLocation: sourceLocation)
    if let expected = c.expected { #expect(e.expected == expected, sourceLocation: sourceLocation) }
    #expect(!e.expected.isEmpty, sourceLocation: sourceLocation)
    #expect(e.sourceLine == c.source, sourceLocation: sourceLocation)
}

@Suite("Unknown names suggest the nearest valid one")
struct UnknownNameErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase("strategy blok-all", column: 10, "unknown strategy `blok-all`", suggestion: "block-all",
                  expected: "one of none, delay, block-all, debounce, lock-until-settled"),
        ErrorCase("strategy Delay", column: 10, "unknown strategy `Delay`", suggestion: "delay"),
        ErrorCase("strategy zzzzzzzz", column: 10, "unknown strategy `zzzzzzzz`", suggestion: nil),
        ErrorCase("profile iOS17", column: 9, "unknown profile `iOS17`", suggestion: "ios17"),
        ErrorCase("profile ios8", column: 9, "unknown profile `ios8`", suggestion: "ios7"),
        ErrorCase("set exclusiv-touch on", column: 5, "unknown toggle `exclusiv-touch`", suggestion: "exclusive-touch"),
        ErrorCase("load-cost Mesage 400ms", column: 11, "unknown screen `Mesage`", suggestion: "Message"),
        ErrorCase("at 0ms tap \"Opn\"", column: 12, "unknown label `\"Opn\"`", suggestion: "\"Open\""),
        ErrorCase("at 0ms tap \"send\"", column: 12, "unknown label `\"send\"`", suggestion: "\"Send\""),
        ErrorCase("expect violation duble-push = fired", column: 18, "unknown violation id `duble-push`", suggestion: "double-push"),
        ErrorCase("expect flag lok-held = yes", column: 13, "unknown flag `lok-held`", suggestion: "lock-held"),
        ErrorCase("atr 40ms tap back", column: 1, "unknown statement `atr`", suggestion: "at",
                  expected: "one of app, guard, strategy, profile, set, load-cost, at, after, wait, settle, expect"),
        ErrorCase("Settle", column: 1, "unknown statement `Settle`", suggestion: "settle"),
        ErrorCase("at 40ms tapp back", column: 9, "unknown action `tapp`", suggestion: "tap",
                  expected: "one of tap, double-tap, two-finger, swipe-back, drag-card, drag-sheet, relaunch, switch-strategy, switch-profile, set, edit, swipe-begin, …"),
        ErrorCase("at 40ms swipeback finish", column: 9, "unknown action `swipeback`", suggestion: "swipe-back"),
        ErrorCase("expect tpo = Inbox", column: 8, "unknown expect subject `tpo`", suggestion: "top"),
        ErrorCase("at 40sec tap back", column: 6, "unknown time unit `sec` in `40sec`", suggestion: "s", expected: "`ms` or `s`"),
        ErrorCase("at 40m tap back", column: 6, "unknown time unit `m` in `40m`", suggestion: "ms"),
        ErrorCase("at 40MS tap back", column: 6, "unknown time unit `MS` in `40MS`", suggestion: "ms"),
        ErrorCase("at 40minutes tap back", column: 6, "unknown time unit `minutes` in `40minutes`", suggestion: nil),
        ErrorCase("set pop-gesture On", column: 17, "unknown setting `On`", suggestion: "on", expected: "one of `on`, `off`, `auto`"),
        ErrorCase("set exclusive-touch of", column: 21, "unknown setting `of`", suggestion: "off", expected: "`on` or `off`"),
        ErrorCase("set exclusive-touch yes", column: 21, "unknown setting `yes`", suggestion: nil),
        ErrorCase("no", column: 1, "unknown statement `no`", suggestion: nil),
        ErrorCase("at 0ms swipe-back finsh", column: 19, "unknown swipe-back outcome `finsh`", suggestion: "finish"),
        ErrorCase("at 0ms drag-card dwn", column: 18, "unknown card drag `dwn`", suggestion: "down"),
        ErrorCase("expect card = expandd", column: 15, "unknown card state `expandd`", suggestion: "expanded"),
        ErrorCase("expect frozen = maybe", column: 17, "unknown frozen state `maybe`", suggestion: nil),
        ErrorCase("expect violation stuck-lock = fird", column: 31, "unknown violation state `fird`", suggestion: "fired"),
        ErrorCase("expect log contans \"x\"", column: 12, "unknown log operator `contans`", suggestion: "contains"),
    ]

    @Test("unknown names are errors with a nearest-name suggestion", arguments: cases)
    func unknownName(_ c: ErrorCase) throws { try check(c) }

    @Test("the suggestion rule: case-insensitive edit distance, at most max(2, length/3)")
    func suggestionRule() {
        #expect(NameSuggester.nearest("BLOCK-ALL", in: ["none", "block-all"]) == "block-all")
        #expect(NameSuggester.nearest("blk-al", in: ["block-all"]) == nil)                // distance 3 > max(2, 6/3)
        #expect(NameSuggester.nearest("blk-all", in: ["block-all"]) == "block-all")       // distance 2
        #expect(NameSuggester.nearest("lock-until-setld", in: ["lock-until-settled"]) == "lock-until-settled") // distance 2
        #expect(NameSuggester.nearest("xyz", in: ["delay"]) == nil)
        #expect(NameSuggester.nearest("no", in: ["at"]) == nil)                             // a complete rewrite
        #expect(NameSuggester.nearest("m", in: ["ms", "s"]) == "ms")                        // prefix wins the tie
        #expect(NameSuggester.nearest("of", in: ["on", "off"]) == "off")
        #expect(NameSuggester.nearest("", in: ["delay"]) == nil)
        #expect(NameSuggester.nearest(String(repeating: "a", count: 500), in: ["aaa"]) == nil)
        #expect(NameSuggester.distance(Array("kitten"), Array("sitting")) == 3)
    }
}

@Suite("Bad values: times, percentages, points, quotes")
struct BadValueErrorTests {
    static let cases: [ErrorCase] = [
        // Times
        ErrorCase("at 1.5ms tap back", column: 4, "`1.5ms` is not a whole number of milliseconds"),
        ErrorCase("at 0.0005s tap back", column: 4, "`0.0005s` is not a whole number of milliseconds"),
        ErrorCase("at -5ms tap back", column: 4, "negative time `-5ms`"),
        ErrorCase("wait -1s", column: 6, "negative time `-1s`"),
        ErrorCase("at 40 tap back", column: 6, "missing unit in `40`", suggestion: "40ms"),
        ErrorCase("wait 2 s", column: 6, "the unit is written apart from the number in `2 s`", suggestion: "2s"),
        ErrorCase("after 150 ms tap back", column: 7, "the unit is written apart from the number in `150 ms`", suggestion: "150ms"),
        ErrorCase("at 99999999999999999999ms tap back", column: 4, "time `99999999999999999999ms` is longer than 1 hour"),
        ErrorCase("at 3600001ms tap back", column: 4, "time `3600001ms` is longer than 1 hour"),
        ErrorCase("wait 3600.001s", column: 6, "time `3600.001s` is longer than 1 hour"),
        ErrorCase("wait 1.s", column: 7, "`1.s` has a decimal point but no digits after it"),
        ErrorCase("wait .5s", column: 6, "`.5s` is not a time", expected: "a time such as `40ms` or `1.5s`"),
        ErrorCase("wait soon", column: 6, "`soon` is not a time"),
        ErrorCase("wait \"40ms\"", column: 6, "expected a time, found `\"40ms\"`"),
        ErrorCase("load-cost Message 1e3ms", column: 20, "unknown time unit `e3ms` in `1e3ms`", suggestion: "ms"),
        // Percentages
        ErrorCase("at 0ms swipe-back finish at 100%", column: 29, "percentage `100%` is out of range"),
        ErrorCase("at 0ms swipe-back cancel at 0%", column: 29, "percentage `0%` is out of range"),
        ErrorCase("at 0ms swipe-back cancel at 99999999999999999999%", column: 29,
                  "percentage `99999999999999999999%` is out of range"),
        ErrorCase("at 0ms swipe-back finish at 50", column: 31, "missing `%` after `50`", suggestion: "50%"),
        ErrorCase("at 0ms swipe-back finish at 50.5%", column: 29, "`50.5%` is not a whole percentage"),
        ErrorCase("at 0ms swipe-back finish at -5%", column: 29, "`-5%` is not a whole percentage"),
        // Points
        ErrorCase("at 0ms tap 1,2,3", column: 12, "`1,2,3` is not a point"),
        ErrorCase("at 0ms tap -1,2", column: 12, "negative coordinate in `-1,2`"),
        ErrorCase("at 0ms tap 3,-4", column: 14, "negative coordinate in `3,-4`"),
        ErrorCase("at 0ms tap 3,x", column: 14, "`3,x` is not a point"),
        ErrorCase("at 0ms tap 1,", column: 14, "`1,` is not a point"),
        ErrorCase("at 0ms tap 10000,1", column: 12, "coordinate `10000` is too large"),
        ErrorCase("at 0ms tap 1,99999999999999999999999", column: 14, "coordinate `99999999999999999999999` is too large"),
        // Targets
        ErrorCase("at 0ms tap Open", column: 12, "expected a target, found `Open`", suggestion: "\"Open\""),
        ErrorCase("at 0ms tap bak", column: 12, "expected a target, found `bak`", suggestion: "back"),
        ErrorCase("at 0ms tap =", column: 12, "expected a target, found `=`"),
        // Strings
        ErrorCase("at 0ms tap \"Open", column: 12, "unterminated string", expected: "a closing `\"` on the same line"),
        ErrorCase("at 0ms tap \"Open\\\"", column: 12, "unterminated string"),
        ErrorCase("at 0ms tap \"O\\pen\"", column: 14, "unknown escape `\\p` in a string"),
        ErrorCase("expect top = \"Inbox  # the quote is never closed", column: 14, "unterminated string"),
        // Settings and expect values
        ErrorCase("set pass-through auto", column: 18, "`pass-through` cannot be `auto` (only `pop-gesture`, `content-pop-gesture` can)", expected: "`on` or `off`"),
        ErrorCase("expect top == Inbox", column: 12, "`==` is not an operator", suggestion: "="),
        ErrorCase("expect top Inbox", column: 12, "expected `=` or `!=`, found `Inbox`"),
        ErrorCase("expect log = \"x\"", column: 12, "`log` takes `contains` or `!contains`, not `=`", suggestion: "contains"),
        ErrorCase("expect log contains push", column: 21, "expected a quoted string, found `push`", suggestion: "\"push\""),
        ErrorCase("expect crash = index out of range", column: 16, "expected `none` or a quoted string, found `index`",
                  suggestion: "\"index out of range\""),
        ErrorCase("expect top = Say \"Hi\"", column: 18, "a bare title cannot contain a quoted string"),
        ErrorCase("expect top = = Inbox", column: 14, "expected a title, found `=`"),
        ErrorCase("expect stack = Inbox > > Message", column: 24, "empty title in stack"),
        ErrorCase("expect stack = Inbox >", column: 23, "empty title in stack"),
        ErrorCase("expect stack = \"Inbox > \"", column: 16, "empty title in stack `\"Inbox > \"`"),
        ErrorCase("expect flag mode = &", column: 20, "expected a flag value, found `&`"),
        ErrorCase("\"strategy\" none", column: 1, "expected a statement, found `\"strategy\"`"),
        ErrorCase("= 3", column: 1, "expected a statement, found `=`"),
        ErrorCase("tap back", column: 1, "`tap` needs a time", expected: "`at <time> tap …` or `after <time> tap …`"),
        ErrorCase("at 0ms two-finger \"Open\" \"Send\"", column: 26, "expected `&` between the two targets, found `\"Send\"`"),
        ErrorCase("at 0ms expect top = Inbox", column: 8, "unknown action `expect`"),
    ]

    @Test("bad values are errors pointing at the offending token", arguments: cases)
    func badValue(_ c: ErrorCase) throws { try check(c) }
}

@Suite("Missing arguments and trailing garbage")
struct ShapeErrorTests {
    static let cases: [ErrorCase] = [
        // Missing arguments point just past the last token.
        ErrorCase("strategy", column: 9, "missing strategy"),
        ErrorCase("profile   ", column: 8, "missing profile"),
        ErrorCase("set", column: 4, "missing toggle"),
        ErrorCase("set pop-gesture", column: 16, "missing setting"),
        ErrorCase("load-cost Message", column: 18, "missing time"),
        ErrorCase("at", column: 3, "missing time"),
        ErrorCase("at 40ms", column: 8, "missing action"),
        ErrorCase("after 40ms tap", column: 15, "missing target"),
        ErrorCase("at 0ms double-tap back gap", column: 27, "missing time"),
        ErrorCase("at 0ms two-finger \"Open\"", column: 25, "missing `&` and the second target"),
        ErrorCase("at 0ms two-finger \"Open\" &", column: 27, "missing target"),
        ErrorCase("at 0ms swipe-back", column: 18, "missing swipe-back outcome"),
        ErrorCase("at 0ms swipe-back finish at", column: 28, "missing percentage"),
        ErrorCase("at 0ms drag-card   # comment", column: 17, "missing card drag"),
        ErrorCase("wait", column: 5, "missing time"),
        ErrorCase("expect", column: 7, "missing expect subject"),
        ErrorCase("expect top", column: 11, "missing `=` or `!=`"),
        ErrorCase("expect top =", column: 13, "missing title"),
        ErrorCase("expect stack !=", column: 16, "missing stack"),
        ErrorCase("expect presented =", column: 19, "missing title"),
        ErrorCase("expect crash =", column: 15, "missing crash value"),
        ErrorCase("expect violation", column: 17, "missing violation id"),
        ErrorCase("expect violation double-push =", column: 31, "missing violation state"),
        ErrorCase("expect flag mode =", column: 19, "missing flag value"),
        ErrorCase("expect log contains", column: 20, "missing the text to look for"),
        ErrorCase("expect log", column: 11, "missing log operator"),
        // Anything after a complete statement is an error at its first token.
        ErrorCase("settle now", column: 8, "unexpected `now` after the end of the statement",
                  expected: "the end of the line (comments start with `#`)"),
        ErrorCase("at 0ms tap back please", column: 17, "unexpected `please` after the end of the statement"),
        ErrorCase("at 0ms relaunch \"x\"", column: 17, "unexpected `\"x\"` after the end of the statement"),
        ErrorCase("strategy none delay", column: 15, "unexpected `delay` after the end of the statement"),
        ErrorCase("expect card = expanded x", column: 24, "unexpected `x` after the end of the statement"),
        ErrorCase("expect top = \"Inbox\" extra", column: 22, "unexpected `extra` after the end of the statement"),
        ErrorCase("expect flag mode = a b", column: 22, "unexpected `b` after the end of the statement"),
        ErrorCase("expect log contains \"a\" \"b\"", column: 25, "unexpected `\"b\"` after the end of the statement"),
        ErrorCase("wait 10ms 20ms", column: 11, "unexpected `20ms` after the end of the statement"),
        ErrorCase("at 0ms swipe-back finish 50%", column: 26, "unexpected `50%` after the end of the statement"),
        ErrorCase("at 0ms double-tap back 30ms", column: 24, "unexpected `30ms` after the end of the statement"),
    ]

    @Test("missing arguments and trailing garbage", arguments: cases)
    func shape(_ c: ErrorCase) throws { try check(c) }
}

@Suite("Whole-script errors")
struct ScriptWideErrorTests {
    @Test("all errors of a script are collected, one per line, sorted by line")
    func collectsAllErrors() {
        let errors = parseErrors("""
            strategy none
            strategy blok-all extra
            at 0ms tap back
            at 40sec tap "Opn"
            # fine
            expect tpo = x
            settle
            wait
            """)
        #expect(errors.map(\.line) == [2, 4, 6, 8])
        #expect(errors.map(\.column) == [10, 6, 8, 5])
    }

    @Test("a second strategy or profile line is an error naming the first")
    func duplicateHeader() throws {
        let e = try singleError("strategy none\nsettle\n  strategy delay")
        #expect(e.line == 3)
        #expect(e.column == 3)
        #expect(e.message == "a second `strategy` line (the first is on line 1)")
        let p = try singleError("profile ios7\nprofile ios7")
        #expect(p.line == 2)
        #expect(p.message == "a second `profile` line (the first is on line 1)")
    }

    @Test("a script over 10,000 lines is refused with one clear error")
    func overLongScript() throws {
        let text = Array(repeating: "settle", count: 10_001).joined(separator: "\n")
        let e = try singleError(text)
        #expect(e.line == 10_001)
        #expect(e.column == 1)
        #expect(e.message == "script is too long (10001 lines)")
        #expect(e.expected == "at most 10000 lines")
        #expect(e.sourceLine == "settle")
    }

    @Test("explicit virtual time over 1 hour is refused at the line that crosses it, once")
    func overLongTime() throws {
        let e = try singleError("wait 3600s\nwait 1ms\nwait 1ms")
        #expect(e.line == 2)
        #expect(e.column == 6)
        #expect(e.message == "the script's explicit virtual time reaches 1h0m0.001s here, over the 1 hour limit")

        let gap = try singleError("at 3600s double-tap back gap 1ms")
        #expect(gap.line == 1)
        #expect(gap.column == 4)

        let after = try singleError("at 1800s tap back\nafter 1800s tap back\nafter 1s tap back")
        #expect(after.line == 3)

        // settle counts as 0, and `at` may go back in time without adding up.
        #expect(throws: Never.self) { try parseOK("wait 3600s\nsettle\nat 10ms tap back\nat 3600s tap back") }
    }

    @Test("description formats like a compiler diagnostic, caret under the token")
    func diagnosticFormat() throws {
        let e = try singleError("strategy blok-all")
        #expect(e.description == """
            test.nav:1:10: error: unknown strategy `blok-all`; expected one of none, delay, block-all, debounce, lock-until-settled
            strategy blok-all
                     ^
            did you mean `block-all`?
            """)
    }

    @Test("the caret line keeps tabs so it lines up under a tab-indented token")
    func caretWithTabs() throws {
        let e = try singleError("\t\tat 40 tap back")
        #expect(e.column == 8)
        #expect(e.description == """
            test.nav:1:8: error: missing unit in `40`; expected a unit, `ms` or `s`
            \t\tat 40 tap back
            \t\t     ^
            did you mean `40ms`?
            """)
    }

    @Test("ScriptErrors prints every error and a count")
    func errorsDescription() {
        guard case .failure(let errors) = parse("settle x\nwait") else {
            Issue.record("expected failure")
            return
        }
        #expect(errors.errors.count == 2)
        #expect(errors.description.hasPrefix("test.nav:1:8: error: unexpected `x`"))
        #expect(errors.description.hasSuffix("\n2 errors"))
    }

    @Test("10,000 errors print the first 100 and a count of the rest; only those get a suggestion")
    func manyErrorsAreCut() {
        // 1,000 labels, and a script that taps 10,000 near misses of them.
        var vocabulary = ScriptVocabulary.test
        vocabulary.labels = (0..<1_000).map { "Row \($0)" }
        let text = (0..<10_000).map { "after 10ms tap \"Rwo \($0 % 1_000)\"" }.joined(separator: "\n")
        guard case .failure(let errors) = ScriptParser.parse(text, file: testFile, vocabulary: vocabulary) else {
            Issue.record("expected failure")
            return
        }
        #expect(errors.errors.count == 10_000)
        #expect(errors.errors[0].suggestion == "\"Row 0\"")
        #expect(errors.errors[99].suggestion == "\"Row 99\"")
        #expect(errors.errors[100...].allSatisfy { $0.suggestion == nil }, "not shown, so not searched")
        let printed = errors.description
        #expect(printed.components(separatedBy: ": error: ").count - 1 == SourceDiagnostic.maximumShown)
        #expect(printed.hasSuffix("test.nav:100:16: error: unknown label `\"Rwo 99\"`; expected one of Row 0, Row 1, Row 2, Row 3, Row 4, Row 5, Row 6, Row 7, Row 8, Row 9, Row 10, Row 11, …\nafter 10ms tap \"Rwo 99\"\n               ^\ndid you mean `\"Row 99\"`?\n…and 9900 more errors\n10000 errors"))
    }

    @Test("a long line is cut with … around the error, the caret still under it")
    func longLineIsCut() throws {
        let line = "settle" + String(repeating: " ", count: 3_000) + "x # " + String(repeating: "c", count: 3_000)
        let e = try singleError(line)
        #expect(e.column == 3_007)
        let printed = e.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed[0] == "test.nav:1:3007: error: unexpected `x` after the end of the statement; expected the end of the line (comments start with `#`)")
        let shown = Array(printed[1])
        #expect(shown.first == "…" && shown.last == "…")
        #expect(shown.count <= SourceDiagnostic.maximumLineWidth + 2)
        let caret = Array(printed[2])
        #expect(caret.last == "^")
        #expect(shown[caret.count - 1] == "x", "the caret sits under the x")
        #expect(caret.dropLast().allSatisfy { $0 == " " })
    }

    @Test("huge numbers anywhere produce errors, never an overflow trap")
    func hugeNumbers() {
        let huge = String(repeating: "9", count: 400)
        let lines = [
            "at \(huge)ms tap back",
            "at \(huge).\(huge)s tap back",
            "at 0ms tap \(huge),\(huge)",
            "at 0ms swipe-back finish at \(huge)%",
            "at 0ms double-tap back gap \(huge)s",
            "load-cost Message \(huge)ms",
            "wait 0.\(huge)s",
        ]
        let errors = parseErrors(lines.joined(separator: "\n"))
        #expect(errors.map(\.line) == Array(1...lines.count))
    }
}

/// The actions a saved sandbox session writes: each parses back to itself,
/// and each mistake in them is a clear error at its column.
@Suite("Session actions")
struct SessionActionTests {
    static let vocabulary = ScriptVocabulary.navSandbox(for: .demo)

    @Test(arguments: [
        "at 1s switch-strategy block-all", "at 1s switch-profile ios7", "at 1s set pop-gesture auto",
        "at 1s edit view 12 alpha = 0.005", "at 1s edit view 3 isHidden = true", "at 1s swipe-begin 0,10",
        "at 1s swipe-move 100%", "at 1s swipe-end cancel",
    ])
    func roundTrips(line: String) throws {
        let script = try ScriptParser.parse(line, file: "s.nss", vocabulary: Self.vocabulary).get()
        #expect("\(script.statements[0].kind)" == line)
    }

    @Test(arguments: [
        ("at 1s edit view x alpha = 1", "is not a view number"), ("at 1s edit view 3 opacity = 1", "property"),
        ("at 1s edit view 3 alpha = 2", "is not an alpha"), ("at 1s edit view 3 isHidden = maybe", "is not a boolean"),
        ("at 1s edit view 3 alpha 1", "expected `=`"), ("at 1s swipe-move 101%", "from 0% to 100%"),
        ("at 1s switch-strategy blockall", "strategy"),
    ])
    func mistakes(line: String, message: String) {
        guard case .failure(let errors) = ScriptParser.parse(line, file: "s.nss", vocabulary: Self.vocabulary) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(errors.errors.first.map { "\($0.message) \($0.expected)".contains(message) } == true, "\(errors)")
    }

    @Test func anEditOfAViewTheWorldHasNotMadeIsARuntimeError() throws {
        let script = try ScriptParser.parse("at 1s edit view 99999 alpha = 0", file: "s.nss", vocabulary: Self.vocabulary).get()
        let run = ScriptRunner().run(script)
        #expect(run.error?.kind == .unknownView)
        #expect(run.error?.diagnostic.message.contains("no view 99999") == true)
    }
}

/// A script written for an app file, run without `--app`: the labels it
/// taps are not the demo's, and the error says what was likely forgotten.
@Suite struct DemoLabelHintTests {
    @Test func aLabelTheDemoLacksAsksAboutAppFile() throws {
        let result = ScriptParser.parse("at 0ms tap \"Settings\"", file: testFile, vocabulary: .navSandbox)
        guard case .failure(let errors) = result else {
            Issue.record("a label the demo lacks parsed")
            return
        }
        let message = try #require(errors.errors.first?.message)
        #expect(message.hasPrefix("unknown label `\"Settings\"`"))
        #expect(message.contains("did you mean to run it with --app FILE"))
    }

    @Test func anAppFilesOwnVocabularyDoesNotBlameTheDemo() throws {
        guard case .failure(let errors) = parse("at 0ms tap \"Nowhere\"") else {
            Issue.record("an unknown label parsed")
            return
        }
        #expect(!(errors.errors.first?.message.contains("--app") ?? true))
    }
}
