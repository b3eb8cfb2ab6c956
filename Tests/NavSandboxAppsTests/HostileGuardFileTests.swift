import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxApps

/// Guard and app files from strangers (issue 34): reading one is linear in
/// its size whatever its aliases do, and `check` warns of the rules that
/// loop before anything runs.
@Suite struct HostileGuardFileTests {
    /// Mappings whose keys are aliases of the level below, ten to a level:
    /// before the limits, Yams hashed each key's whole expansion, ten times
    /// more per level.
    static func aliasKeyBomb(levels: Int, explicit: Bool) -> String {
        var lines = ["guard: bomb", "rules: []", "x:", "  a0: &a0 {x: 1}"]
        for level in 1...levels {
            let keys = (0..<10).map { explicit ? "? [*a\(level - 1), \($0)] : \($0)" : "*a\(level - 1) : \($0)" }
            lines.append("  a\(level): &a\(level) { \(keys.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Sequences of aliases of the level below, ten to a level: a few
    /// hundred bytes that name 10⁹ nodes once expanded.
    static func aliasValueBomb(levels: Int) -> String {
        var lines = ["guard: laughs", "rules: []", "x:", "  a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...levels {
            lines.append("  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("an alias as a mapping key is refused before Yams hashes it, where it is written", arguments: [false, true])
    func aliasKeysAreRefused(explicit: Bool) throws {
        let problems = try #require(GuardFileLoader.load(Self.aliasKeyBomb(levels: 9, explicit: explicit), file: "g.yaml").failure)
        let error = try #require(problems.errors.first)
        #expect(error.line == 5)
        #expect(error.message.contains(explicit ? "explicit key" : "alias (`*name`) used as a mapping key"))
        #expect(error.expected.contains(explicit ? "keys written as `key: value`" : "only as a value"))
    }

    @Test("aliases that expand past the file's share of nodes are refused, in guard and app files alike")
    func expansionIsCapped() throws {
        let text = Self.aliasValueBomb(levels: 9)
        let guardProblems = try #require(GuardFileLoader.load(text, file: "g.yaml").failure)
        #expect(guardProblems.errors.first?.message.contains("expand to more than") == true)
        let appText = text.replacingOccurrences(of: "guard: laughs\nrules: []\n", with: "app: Laughs\nroot: Inbox\nscreens: {}\n")
        let appProblems = try #require(AppFileLoader.load(appText, file: "a.yaml").failure)
        #expect(appProblems.errors.first?.message.contains("expand to more than") == true)
    }

    @Test("aliases as values load: a rule list shared by two rules")
    func valueAliasesLoad() throws {
        let text = """
            guard: shared
            flags:
              busy: bool
            rules:
              - on: push
                when: busy
                do: &refuse [drop: busy]
              - on: pop
                when: busy
                do: *refuse
              - on: push
                do: [set: busy]
            """
        let definition = try GuardFileLoader.load(text, file: "g.yaml").get()
        #expect(definition.rules[0].actions == definition.rules[1].actions)
    }

    @Test(
        "text that only looks like an alias is not one",
        arguments: [
            "summary: drops *every* push\nsource: \"*a: b\"\n",
            "summary: 'it''s *a: b'\n",
            "summary: |\n  *a: b\n  more *text\n",
            "summary: >-\n\n  *a: b\n   *c: d\n",
            "summary: x # *a: b\n",
            "summary: a*b: c\n",
        ])
    func notAliases(header: String) {
        #expect(YAMLAliasLimits.keyAlias(in: "guard: g\n" + header + "rules: []\n") == nil)
    }

    @Test(
        "every way an alias can be a key is found",
        arguments: [
            ("*a : 1\n", 1, 1), ("x: {*a: 1}\n", 1, 5), ("x: [*a: 1]\n", 1, 5), ("[*a, b]: 1\n", 1, 8),
            ("x: {[[*a]]: 1}\n", 1, 11), ("x: {\n  [*a,\n   b]: 1}\n", 3, 6), ("x: *a\n? y\n: 1\n", 2, 1),
            ("- k: |\n    text\n  *a : 1\n", 3, 3),
            // Found in review: a header alone on its line, a document marker,
            // an escaped line break in quotes (which must still count).
            ("s:\n  |\n  text\nk: {[*a]: 1}\n", 4, 9), ("--- {[*a, 2]: 2}\n", 1, 13),
            ("x: \"abc\\\n  def\"\nz: {*a: 1}\n", 3, 5),
            // A list entry's dash is not a document marker: nothing after it
            // is skipped (the scan once stepped three characters past any `-`).
            ("- *a : 1\n", 1, 3), ("x:\n  - {*a: 1}\n", 2, 6),
        ])
    func keyAliases(text: String, line: Int, column: Int) throws {
        let problem = try #require(YAMLAliasLimits.keyAlias(in: text))
        #expect(problem.line == line)
        #expect(problem.column == column)
    }

    @Test("`through: guard` on a guard's own call is refused with the rule it would break")
    func performThroughGuardIsRefused() throws {
        let text = """
            guard: g
            rules:
              - on: didShow
                do: [perform: {call: pop, through: guard}]
            """
        let problems = try #require(GuardFileLoader.load(text, file: "g.yaml").failure)
        let error = try #require(problems.errors.first)
        #expect(error.line == 4)
        #expect(error.message.contains("never goes back through the same guard"))
        #expect(error.expected.contains("through: super"))
    }

    @Test(
        "check warns, before any run, of a rule that performs its own call, a flush that chases itself and a timer that spins",
        arguments: [
            ("rules:\n  - on: pop\n    do: [perform: pop]\n", 4, "each one does it twice"),
            ("flags:\n  q: queue\nrules:\n  - on: pop\n    do: [flush: q, queue: q]\n", 6, "chase each other"),
            (
                "rules:\n  - on: push\n    do: [start-timer: {name: t, after: 0}]\n  - on: timer t\n    do: [start-timer: {name: t, after: 0}]\n",
                6, "re-arms itself after 0 ms"
            ),
        ])
    func loopWarnings(body: String, line: Int, words: String) throws {
        let loaded = try GuardFileLoader.loadWithWarnings("guard: g\n" + body, file: "g.yaml").get()
        let warning = try #require(loaded.warnings.first)
        #expect(warning.line == line)
        #expect(warning.message.contains(words))
    }

    @Test("a periodic timer and a flush at didShow draw no warning")
    func noWarningsForOrdinaryGuards() throws {
        let text = """
            guard: g
            flags:
              q: queue
            rules:
              - on: push
                do: [queue: q, start-timer: {name: t, after: 100ms}]
              - on: didShow
                do: [flush: q]
              - on: timer t
                do: [start-timer: {name: t, after: 100ms}]
            """
        let loaded = try GuardFileLoader.loadWithWarnings(text, file: "g.yaml").get()
        #expect(loaded.warnings.isEmpty)
    }

    @Test("a condition about a control's action is an error outside `sendAction`, where it would never hold")
    func controlConditionsOnlyAtSendAction() throws {
        let text = "guard: g\nrules:\n  - on: push\n    when: same-control and action-within 5000\n    do: [drop: again]\n"
        let problems = try #require(GuardFileLoader.load(text, file: "g.yaml").failure)
        let error = try #require(problems.errors.first)
        #expect(error.line == 4)
        #expect(error.message == "`same-control` reads the control a `sendAction` hook is about: at `push` it never holds")
        #expect(GuardFileLoader.load(text.replacingOccurrences(of: "on: push", with: "on: sendAction"), file: "g.yaml").failure == nil)
    }

    @Test("an unknown word in a long condition is pointed at where it stands")
    func unknownWordColumn() throws {
        let text = "guard: w\nrules:\n  - on: push\n    when: animated and (stack >= 2 or transitoin-running)\n    do: [drop: x]\n"
        let problems = try #require(GuardFileLoader.load(text, file: "w.yaml").failure)
        let error = try #require(problems.errors.first)
        #expect(error.line == 4)
        #expect(error.column == 39)
        #expect(error.suggestion == "transition-running")
    }
}
