import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Guard files: the shipped example reads into the definition it documents,
/// and every way a file can be wrong says where, what and how to fix it.
@Suite struct GuardFileTests {
    static let examplePath = packageRoot + "/docs/guards/examples/switching-flag.yaml"

    @Test("the shipped example reads into seed 001's guard, rule for rule")
    func example() throws {
        let text = try String(contentsOfFile: Self.examplePath, encoding: .utf8)
        let definition = try GuardFileLoader.load(text, file: "switching-flag.yaml").get()
        #expect(definition.name == "my-switching-flag")
        #expect(definition.flags == [
            GuardFlagDeclaration("isSwitching", .bool, note: "an animated push or pop is running"),
            GuardFlagDeclaration("popVCAnimateQueue", .queue(.fifo), note: "pops waiting for didShow"),
        ])
        let rules = definition.rules.map { GuardRule($0.hook, when: $0.condition, $0.actions) }
        #expect(rules == [
            GuardRule(.call([.push]), when: .all([.animated, .flag("isSwitching")]), [.drop(reason: "an animated transition is running")]),
            GuardRule(.call([.push]), when: .animated, [.set("isSwitching"), .setPopGestureEnabled(false), .allow]),
            GuardRule(.call([.pop, .popTo]), when: .all([.animated, .flag("isSwitching")]), [.queue(into: "popVCAnimateQueue")]),
            GuardRule(.call([.pop, .popTo]), when: .animated, [.set("isSwitching"), .allow]),
            GuardRule(.didShow, [.clear("isSwitching"), .setPopGestureEnabled(true), .flush("popVCAnimateQueue", all: false, throughGuard: true)]),
        ])
        #expect(definition.rules.first?.origin == "switching-flag.yaml:12")
    }

    @Test("conditions: and binds tighter than or, not and parentheses, the words")
    func conditions() throws {
        let text = """
            guard: words
            flags: { a: bool, b: bool, held: screen }
            rules:
              - on: push
                when: a or b and not (animated or by app) or stack >= 2 or screen-is held or target-on-screen
                do: [allow]
            """
        let rule = try #require(try GuardFileLoader.load(text, file: "g.yaml").get().rules.first)
        #expect(rule.condition == .any([
            .flag("a"),
            .all([.flag("b"), .not(.any([.animated, .madeBy(.app)]))]),
            .stackAtLeast(2), .screenIs(flag: "held"), .targetIsOnScreen,
        ]))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var message: String
        var line: Int
        var column: Int
        var suggestion: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown hook", text: "guard: g\nrules:\n  - on: didshow\n    do: [allow]\n",
            message: "unknown hook `didshow`", line: 3, column: 9, suggestion: "didShow"),
        Case(
            name: "undeclared flag in when", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: bussy\n    do: [allow]\n",
            message: "`when` reads `bussy`", line: 5, column: 11, suggestion: "busy"),
        Case(
            name: "a decision outside a call", text: "guard: g\nrules:\n  - on: didShow\n    do: [drop: no]\n",
            message: "`drop` decides a navigation call", line: 4, column: 10),
        Case(
            name: "the wrong kind of flag", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    do: [queue: busy]\n",
            message: "`queue` needs a queue flag", line: 5, column: 17),
        Case(
            name: "a condition cut short", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: busy and\n    do: [allow]\n",
            message: "the condition ends too soon", line: 5, column: 19),
        Case(
            name: "a built-in's name", text: "guard: block-all\nrules: []\n",
            message: "`block-all` is a built-in strategy's name", line: 1, column: 8),
        Case(
            name: "a name with a control character", text: "guard: \"a\\e[2Jb\"\nrules: []\n",
            message: "is not a plain name", line: 1, column: 8),
        Case(
            name: "unknown action", text: "guard: g\nrules:\n  - on: push\n    do: [alow]\n",
            message: "unknown action `alow`", line: 4, column: 10, suggestion: "allow"),
        Case(
            name: "a timer nobody starts (a warning, with an error to fail on)",
            text: "guard: g\nrules:\n  - on: timer late\n    do: [log: hi]\n  - on: push\n    do: [nope]\n",
            message: "no rule starts the timer `late`", line: 3, column: 9),
        Case(
            name: "no rules", text: "guard: g\n", message: "has no `rules`", line: 1, column: 1),
    ]

    @Test("a wrong guard file says where, what and how to fix it", arguments: cases)
    func problems(_ c: Case) {
        switch GuardFileLoader.load(c.text, file: "g.yaml") {
        case .success: Issue.record("loaded")
        case .failure(let problems):
            let found = problems.problems.first { $0.message.contains(c.message) }
            #expect(found != nil, "messages: \(problems.problems.map(\.message))")
            #expect(found?.line == c.line && found?.column == c.column, "at \(found?.line ?? 0):\(found?.column ?? 0)")
            if let suggestion = c.suggestion { #expect(found?.suggestion == suggestion) }
            #expect(!problems.description.contains("\u{1B}"), "hostile text stays visible, never raw")
        }
    }
}
