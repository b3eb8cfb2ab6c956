import NavSandboxApps
import NavSandboxCore
import Testing

/// Every way an app file can be wrong gets a message that says where
/// (line:col), what was expected and, for names, the nearest valid one.
@Suite struct AppFileErrorTests {
    /// A small valid app; each case breaks one thing in it.
    static let base = """
        app: Test
        root: Home
        screens:
          Home:
            title: Home
            views:
              - { class: UIButton, label: Go, frame: [1, 1, 10, 1], action: go }
            actions:
              go:
                push: Next
          Next:
            title: Next
          Sheet:
            title: Sheet
            card: true
        """

    typealias Case = AppFileErrorCase

    static let cases: [Case] = [
        Case(name: "unknown top-level key", replace: "root: Home", with: "roots: Home", position: "2:1",
             message: "unknown key `roots` in the app file", suggestion: "root"),
        Case(name: "unknown screen pushed", replace: "push: Next", with: "push: Nxt", position: "10:15",
             message: "unknown screen `Nxt`", suggestion: "Next"),
        Case(name: "unknown view class", replace: "class: UIButton", with: "class: UIButon", position: "7:18",
             message: "unknown view class `UIButon`", suggestion: "UIButton"),
        Case(name: "unknown background", replace: "label: Go", with: "label: Go, background: grene", position: "7:51",
             message: "unknown background `grene`", suggestion: "green"),
        Case(name: "unknown view key", replace: "label: Go", with: "lable: Go", position: "7:28",
             message: "unknown key `lable` in a view", suggestion: "label"),
        Case(name: "frame with three numbers", replace: "frame: [1, 1, 10, 1]", with: "frame: [1, 1, 10]",
             position: "7:46", message: "the frame has 3 numbers, not 4"),
        Case(name: "negative width", replace: "frame: [1, 1, 10, 1]", with: "frame: [1, 1, -3, 1]",
             position: "7:53", message: "width -3 is out of range"),
        Case(name: "pushing a card", replace: "push: Next", with: "push: Sheet", position: "10:15",
             message: "`Sheet` is a card"),
        Case(name: "presenting a screen", replace: "push: Next", with: "present: Next", position: "10:18",
             message: "`Next` is not a card"),
        Case(name: "a card in setStack", replace: "push: Next", with: "setStack: [Home, Sheet]", position: "10:26",
             message: "`Sheet` is a card"),
        Case(name: "setStack with no list", replace: "push: Next", with: "setStack: Next", position: "10:19",
             message: "`setStack` needs a list of screens"),
        Case(name: "an unknown screen in setStack", replace: "push: Next", with: "setStack: [Home, Nxt]", position: "10:26",
             message: "unknown screen `Nxt`", suggestion: "Next"),
        Case(name: "an unknown key in a setStack entry", replace: "push: Next", with: "setStack: [{ screen: Next, arg: 2 }]",
             position: "10:36", message: "unknown key `arg` in a `setStack` entry", suggestion: "argument"),
        Case(name: "unknown verb", replace: "push: Next", with: "pusj: Next", position: "10:9",
             message: "unknown verb `pusj`", suggestion: "push"),
        Case(name: "two verbs", replace: "push: Next", with: "{ push: Next, pop: }", position: "10:9",
             message: "an action with 2 verbs"),
        Case(name: "root is a card", replace: "root: Home", with: "root: Sheet", position: "2:7",
             message: "the root screen `Sheet` is a card"),
        Case(name: "unknown root", replace: "root: Home", with: "root: Hom", position: "2:7",
             message: "unknown screen `Hom`", suggestion: "Home"),
        Case(name: "malformed placeholder", replace: "title: Next", with: "title: Next {m}", position: "12:12",
             message: "`title`: unknown placeholder `{m}`"),
        Case(name: "unclosed placeholder", replace: "title: Next", with: "title: Next {n", position: "12:12",
             message: "`title`: a `{` with no closing `}`"),
        Case(name: "alpha out of range", replace: "label: Go,", with: "label: Go, alpha: 2,", position: "7:46",
             message: "`alpha` is `2`"),
        Case(name: "YAML syntax", replace: "title: Next", with: "title: [Next", position: "13:8",
             message: "not valid YAML"),
        Case(name: "a key twice", replace: "    title: Next\n", with: "    title: Next\n    title: Again\n",
             position: "13:5", message: "the same key twice in one mapping: `title` (first on line 12)"),
        Case(name: "a screen twice", replace: "  Sheet:", with: "  next:", position: "13:3",
             message: "a second screen named `next`"),
        Case(name: "missing title", replace: "    title: Next\n", with: "    class: NextViewController\n",
             position: "12:5", message: "screen `Next` has no `title`"),
        Case(name: "bare verb that needs a screen", replace: "push: Next", with: "present", position: "10:9",
             message: "`present` is not an action on its own"),
        Case(name: "after without then", replace: "push: Next", with: "{ after: 100 }", position: "10:9",
             message: "`after` has no `then`"),
        Case(name: "bad time", replace: "push: Next", with: "{ after: soon, then: pop }", position: "10:18",
             message: "`after` `soon` is not a time"),
        Case(name: "time over the limit", replace: "push: Next", with: "{ after: 61s, then: pop }", position: "10:18",
             message: "`after` `61s` is outside 0 to 60 s"),
        Case(name: "a number too large", replace: "frame: [1, 1, 10, 1]", with: "frame: [1, 1, 99999999999999999999, 1]",
             position: "7:53", message: "width `99999999999999999999` is too large"),
        Case(name: "pass-through on a screen", replace: "    title: Next\n", with: "    title: Next\n    passesTouchesThrough: true\n",
             position: "13:5", message: "`passesTouchesThrough` on screen `Next`, which is not a card"),
        Case(name: "unknown via", replace: "push: Next", with: "{ push: Next, via: app }", position: "10:28",
             message: "unknown `via` `app`"),
    ]

    @Test(arguments: cases)
    func reportsWhereAndWhat(_ c: Case) throws {
        try c.verify(against: Self.base)
    }

    @Test func baseAppLoads() throws {
        let loaded = try AppFileLoader.load(Self.base, file: "app.yaml").get()
        #expect(loaded.app.screens.count == 3)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func duplicateLabelOnOneScreen() throws {
        let text = Self.base.replacingOccurrences(
            of: "      - { class: UIButton, label: Go, frame: [1, 1, 10, 1], action: go }\n",
            with: "      - { class: UIButton, label: Go, frame: [1, 1, 10, 1], action: go }\n"
                + "      - { class: UIButton, label: Go, frame: [1, 3, 10, 1], action: go }\n")
        guard case .failure(let problems) = AppFileLoader.load(text, file: "app.yaml") else {
            Issue.record("two views labelled Go on one screen loaded")
            return
        }
        #expect(problems.errors.first?.message == "a second view labelled `Go` on screen `Home`")
        #expect(problems.errors.first?.line == 8)
    }

    @Test func warningsDoNotStopTheLoad() throws {
        let text = Self.base
            .replacingOccurrences(of: "frame: [1, 1, 10, 1]", with: "frame: [20, 1, 10, 1]")
            .replacingOccurrences(of: "action: go }", with: "action: og }")
        let loaded = try AppFileLoader.load(text, file: "app.yaml").get()
        let messages = loaded.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the frame (20,1) 10×1") || $0.contains("reaches outside its superview's bounds") })
        let unimplemented = try #require(loaded.warnings.first { $0.message.hasPrefix("no screen implements `og:`") })
        #expect(unimplemented.suggestion == "go")
        #expect(unimplemented.severity == .warning)
        #expect(unimplemented.description.contains("app.yaml:7:"))
    }

    /// One mistake, one message: a misspelt required key is not also
    /// "missing", and screens differing only in case cause no more errors.
    @Test func noKnockOnErrors() throws {
        let misspelt = Self.base.replacingOccurrences(of: "    title: Next\n", with: "    tittle: Next\n")
        guard case .failure(let one) = AppFileLoader.load(misspelt, file: "app.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(one.errors.count == 1, "\(one)")
        #expect(one.errors.first?.suggestion == "title")
        let twins = Self.base.replacingOccurrences(of: "  Sheet:", with: "  next:\n    title: x\n  Sheet:")
            .replacingOccurrences(of: "push: Next", with: "present: Sheet")
        guard case .failure(let dup) = AppFileLoader.load(twins, file: "app.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(dup.errors.map(\.message) == ["a second screen named `next`"], "\(dup)")
    }

    @Test func emptyAndOversizedFiles() {
        guard case .failure(let empty) = AppFileLoader.load("", file: "e.yaml") else {
            Issue.record("an empty file loaded")
            return
        }
        #expect(empty.errors.first?.message == "the file is empty")
        let huge = String(repeating: "# padding\n", count: AppFileLoader.maximumBytes / 10 + 1)
        guard case .failure(let large) = AppFileLoader.load(huge, file: "h.yaml") else {
            Issue.record("an oversized file loaded")
            return
        }
        #expect(large.errors.first?.message.hasPrefix("the file is larger than") == true)
    }

    /// Aliases that multiply a subtree cannot make the loader walk millions
    /// of views: the expansion cap (YAMLAliasLimits) stops it with one clear
    /// error before any screen is read, on one screen or spread over many.
    @Test func aliasBombIsBounded() {
        var text = "app: Bomb\nroot: Home\nscreens:\n  Home:\n    title: Home\n    views:\n"
        text += "      - &v0 { class: UIView, frame: [0, 0, 1, 1] }\n"
        for level in 1...12 {
            text += "      - &v\(level) { class: UIView, frame: [0, 0, 1, 1], subviews: [*v\(level - 1), *v\(level - 1), *v\(level - 1), *v\(level - 1)] }\n"
        }
        guard case .failure(let problems) = AppFileLoader.load(text, file: "bomb.yaml") else {
            Issue.record("the alias bomb loaded")
            return
        }
        // The aliases' expansion is capped before any screen is read.
        #expect(problems.errors.map(\.message) == ["its aliases expand to more than 10000 nodes, more than a file of its size can hold"])

        // Spread over screens that would each stay under their own cap.
        var spread = "app: Bomb\nroot: S0\nscreens:\n  S0: &s\n    title: Home\n    views:\n"
        spread += "      - &v0 { class: UIView, frame: [0, 0, 1, 1] }\n"
        for level in 1...4 {
            spread += "      - &v\(level) { class: UIView, frame: [0, 0, 1, 1], subviews: [*v\(level - 1), *v\(level - 1), *v\(level - 1), *v\(level - 1)] }\n"
        }
        spread += "      - *v4\n"
        for screen in 1...40 { spread += "  S\(screen): *s\n" }
        guard case .failure(let spreadProblems) = AppFileLoader.load(spread, file: "bomb.yaml") else {
            Issue.record("the spread alias bomb loaded")
            return
        }
        #expect(spreadProblems.errors.map(\.message) == ["its aliases expand to more than 10000 nodes, more than a file of its size can hold"])
    }

    /// Found by the app-file fuzzer: an entry without its required key was
    /// reported and then read anyway, a force unwrap that trapped.
    @Test(arguments: [
        "setStack: [{argument: 1}]", "alert: {title: T, actions: [{then: popToRoot}]}", "push: {animated: false}",
    ])
    func entriesMissingTheirRequiredKeyAreErrors(action: String) {
        let text = "app: X\nroot: A\nscreens:\n  A:\n    title: A\n    views:\n      - { class: UIButton, label: Go, frame: [0, 0, 4, 1], action: go }\n    actions:\n      go: { \(action) }\n"
        guard case .failure(let problems) = AppFileLoader.load(text, file: "x.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(!problems.errors.isEmpty)
    }

    /// Escape sequences in a file never reach the terminal through a message.
    @Test func controlCharactersAreShownEscaped() {
        let text = "app: X\nroot: \u{1B}]0;owned\u{07}\nscreens:\n  A:\n    title: A\n"
        guard case .failure(let problems) = AppFileLoader.load(text, file: "x.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(!problems.description.contains("\u{1B}"))
    }
}
