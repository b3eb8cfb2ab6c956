import NavSandboxApps
import NavSandboxCore
import Testing

@testable import NavSandboxScript

/// `guard "FILE"` in a script, as `app "FILE"` is: read before the rest, its
/// name a strategy the script may name (alone or stacked), a file that does
/// not load reported at the script's line and then in its own words.
@Suite struct ScriptGuardLineTests {
    static let holdText = "guard: hold\nflags: { held: bool }\nrules:\n  - on: push\n    when: held\n    do: [drop: held]\n  - on: push\n    do: [set: held, allow]\n  - on: didShow\n    do: [clear: held]\n"
    static let logText = "guard: logger\nrules:\n  - on: push\n    do: [log: a push]\n"
    static let debounceText = "guard: debounce\nflags: { recent: bool }\nrules:\n  - on: sendEvent\n    when: recent\n    do: [drop: too soon]\n  - on: sendEvent\n    do: [set: recent, start-timer: {name: quiet, after: 500ms}, allow]\n  - on: timer quiet\n    do: [clear: recent]\n"
    static let timerText = "guard: no-timers\nrules:\n  - on: push\n    when: by timer\n    do: [drop: not from a timer]\n"
    static let hold2Text = "guard: hold2\nflags: { held: bool }\nrules:\n  - on: didShow\n    do: [set: held]\n"
    static let files = ["guards/hold2.yaml": hold2Text, "guards/no-timers.yaml": timerText, "guards/hold.yaml": holdText, "guards/logger.yaml": logText, "guards/debounce.yaml": debounceText]

    /// Loads `text` as `dir/script.nss` would be, its guard files from `files`.
    func load(
        _ text: String, guards: [GuardDefinition] = [], files: [String: String] = files
    ) -> Result<LoadedScript, ScriptFileProblem> {
        Script.parse(text, file: "dir/script.nss", app: .demo, guards: guards) { path in
            guard let source = files[path] else { return .failure(.load(.noSuchFile(path: path))) }
            return GuardFileLoader.loadWithWarnings(source, file: path).mapError(GuardLoadProblem.invalid)
        }
    }

    @Test("the guard's name is a strategy the script may name, stacked or alone")
    func namesTheGuard() throws {
        let loaded = try load(
            "guard \"guards/hold.yaml\"\nguard \"guards/logger.yaml\"\nstrategy delay+hold\nat 1s switch-strategy logger+hold\n"
        ).get()
        #expect(loaded.script.guardFiles.map(\.name) == ["hold", "logger"])
        #expect(loaded.script.strategy == "delay+hold")
        #expect(loaded.script.guardStack == "hold+logger")
        #expect(loaded.script.statements.first?.kind == .guardFile("guards/hold.yaml"))
        #expect(loaded.script.statements.first?.description == "guard \"guards/hold.yaml\"")
    }

    @Test("without a strategy line the script's guards stack in the order written, and decide")
    func guardsStackWithoutAStrategyLine() throws {
        let loaded = try load(
            "guard \"guards/logger.yaml\"\nguard \"guards/hold.yaml\"\nat 0ms double-tap \"Message 1\"\nsettle\nexpect stack = Inbox > Message 1\nexpect flag held = NO\n"
        ).get()
        let run = ScriptRunner().run(loaded.script)
        #expect(run.world.strategyID == "logger+hold")
        #expect(run.succeeded, "\(run.verdicts.filter { !$0.ok }.map(\.description))")
        let notes = run.world.log.entries.filter { $0.event == .guardNote("a push") }
        #expect(notes.count == 2, "logger, first in the stack, saw both pushes; hold dropped the second")
    }

    /// `on: sendEvent` is the app's `sendEvent(_:)` override: it sees every
    /// touch that UIKit's ignore check let through, after the hit test, and
    /// `drop` swallows it whole — no highlight, no action, LAST TAP says why.
    @Test("a sendEvent rule swallows a touch before it reaches the view, and lets the next one through")
    func sendEventSwallowsATouch() throws {
        let loaded = try load(
            "guard \"guards/debounce.yaml\"\nat 0ms double-tap \"Message 1\"\nafter 900ms tap 1,1\nsettle\n"
        ).get()
        let run = ScriptRunner().run(loaded.script)
        let events = run.world.log.entries.map(\.event)
        let dropped = events.filter { EventPattern("touch-dropped", ("cause", "send-event-dropped")).matches($0) }
        #expect(dropped.count == 1, "the double tap's second touch, within 500 ms")
        #expect(events.contains { EventPattern("touch-dropped", ("touch", "2"), ("cause", "send-event-dropped")).matches($0) })
        #expect(!events.contains { EventPattern("touch-highlighted", ("touch", "2")).matches($0) })
        let second = try #require(run.world.touches.history.first { $0.id == TouchID(2) })
        #expect(second.notes.contains { $0.fact == .beganDropped(.sendEventDropped(strategy: "debounce", reason: "too soon")) })
        #expect(second.disposition == .dropped)
        // 900 ms later the quiet timer has cleared the flag: back pops.
        #expect(run.world.stackTitles == ["Inbox"])
    }

    /// The app's `after:` runs as a timer: `by timer` tells its push from a
    /// tap's, and `by app` still holds for it.
    @Test("by timer holds for a call an app's after: made, not for a tap's")
    func byTimer() throws {
        let loaded = try load(
            "guard \"guards/no-timers.yaml\"\nat 0ms tap \"Open latest in 0.5s\"\nsettle\nafter 0ms tap \"Message 1\"\nsettle\n"
        ).get()
        let run = ScriptRunner().run(loaded.script)
        let events = run.world.log.entries.map(\.event)
        #expect(events.contains { EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3")).matches($0) },
            "the timer's push was dropped")
        #expect(run.world.stackTitles == ["Inbox", "Message 1"], "the tap's push went through")
    }

    /// Two stacked guards may both call a flag `held`: `hold2/held` names
    /// one, and the bare name is refused as ambiguous, saying how to write it.
    @Test("a flag two stacked guards publish is read as guard/flag")
    func sameNamedFlagsInAStack() throws {
        let loaded = try load(
            "guard \"guards/hold.yaml\"\nguard \"guards/hold2.yaml\"\nat 0ms tap \"Message 1\"\nsettle\nexpect flag hold2/held = YES\nexpect flag \"hold/held\" = NO\nexpect flag held = NO\n"
        ).get()
        let run = ScriptRunner().run(loaded.script)
        #expect(run.verdicts.map(\.ok) == [true, true, false], "\(run.verdicts.map(\.description))")
        #expect(run.verdicts.last?.actual == "`held` is published by hold and hold2; write `hold/held` or `hold2/held`")
    }

    @Test("the command line's strategy wins over the script's guards, as it does over its strategy line")
    func optionsWin() throws {
        let loaded = try load("guard \"guards/hold.yaml\"\nat 0ms double-tap \"Message 1\"\nsettle\n").get()
        let run = ScriptRunner(options: ScriptRunOptions(strategy: "none")).run(loaded.script)
        #expect(run.world.strategyID == "none")
        #expect(run.world.stackTitles == ["Inbox", "Message 1", "Message 1"])
    }

    @Test("a name the script's guards do not give is unknown, with the nearest")
    func unknownNameSuggests() {
        guard case .failure(.parse(let errors)) = load("guard \"guards/hold.yaml\"\nstrategy delay+hlod\n") else {
            Issue.record("accepted")
            return
        }
        let error = errors.errors[0]
        #expect(error.line == 2)
        #expect(error.column == 16, "the caret under the wrong member")
        #expect(error.message == "unknown strategy `hlod` in the stack `delay+hlod`")
        #expect(error.suggestion == "hold")
        guard case .failure(.parse(let twice)) = load("strategy delay+delay\n") else {
            Issue.record("a member twice was accepted")
            return
        }
        #expect(twice.errors[0].message == "`delay` is stacked twice")
    }

    @Test("a guard file that does not load is reported at the script's line, then in its own words")
    func badGuardFile() throws {
        let files = ["bad.yaml": "guard: bad\nrules:\n  - on: pushh\n    do: [allow]\n"]
        guard case .failure(let problem) = load("app \"x.yaml\"\n\n  guard \"bad.yaml\"\n", files: files) else {
            Issue.record("accepted")
            return
        }
        let text = problem.description
        #expect(text.hasPrefix("dir/script.nss:3:9: error: the guard file `bad.yaml` does not load"), "\(text)")
        #expect(text.contains("  guard \"bad.yaml\"\n        ^"), "the caret under the path: \(text)")
        #expect(text.contains("bad.yaml:3:9: error: unknown hook `pushh`"), "\(text)")
        #expect(problem.exitCode == ScriptExitCode.dataError)
        guard case .failure(let missing) = load("guard \"nope.yaml\"\n") else {
            Issue.record("a missing file was accepted")
            return
        }
        #expect(missing.description.contains("dir/script.nss:1:7: error: the guard file `nope.yaml` does not load"))
        #expect(missing.exitCode == ScriptExitCode.noInput)
    }

    @Test("the same guard from the command line and the script is one; another of its name is refused")
    func namesClash() throws {
        let hold = try GuardFileLoader.load(Self.holdText, file: "hold.yaml").get()
        let same = try load("guard \"guards/hold.yaml\"\n", guards: [hold]).get()
        #expect(same.script.guardFiles == [hold])
        let other = ["guards/hold.yaml": Self.logText.replacingOccurrences(of: "guard: logger", with: "guard: hold")]
        guard case .failure(.parse(let errors)) = load("guard \"guards/hold.yaml\"\n", guards: [hold], files: other) else {
            Issue.record("accepted")
            return
        }
        #expect(errors.errors[0].message.hasPrefix("a guard named `hold` is already loaded"))
    }

    @Test("guard lines come first (after `app`), each file once")
    func placement() {
        let late = parseErrors("strategy none\nguard \"a.yaml\"\n")
        #expect(late.first?.message == "`guard` after other statements")
        let twice = parseErrors("guard \"a.yaml\"\nguard \"a.yaml\"\n")
        #expect(twice.first?.message == "a second `guard` line for `a.yaml` (the first is on line 1)")
        #expect(parseErrors("app \"x.yaml\"\nguard \"a.yaml\"\nguard \"b.yaml\"\nstrategy none\n").isEmpty)
        #expect(parseErrors("guard a.yaml\n").first?.message.contains("the guard file") == true)
    }

    @Test("guard lines are found before the parse, a malformed one left to it")
    func prescan() {
        let lines = Script.guardLines(in: "# guard \"no.yaml\"\n\tguard \"a.yaml\"  # why\nguard b.yaml\nguards \"c\"\n")
        #expect(lines.map(\.path) == ["a.yaml"])
        #expect(lines.first?.line == 2)
        #expect(lines.first?.column == 8)
        #expect(Script.resolve("a.yaml", besideScript: "docs/x.nss") == "docs/a.yaml")
        #expect(Script.resolve("/abs/a.yaml", besideScript: "docs/x.nss") == "/abs/a.yaml")
        #expect(Script.resolve("a.yaml", besideScript: "x.nss") == "a.yaml")
    }

    @Test("the script's guards are rows of compare, and their stack one more")
    func compareRows() throws {
        let loaded = try load("guard \"guards/hold.yaml\"\nguard \"guards/logger.yaml\"\nat 0ms double-tap \"Message 1\"\nsettle\n").get()
        let ids = StrategyComparison.strategies(for: loaded.script, options: ScriptRunOptions(strategy: "delay+hold"))
        #expect(ids.map(\.rawValue) == StrategyID.builtIns.map(\.rawValue) + LibraryGuards.names + ["hold", "logger", "delay+hold", "hold+logger"])
        let comparison = StrategyComparison.run(loaded.script, options: ScriptRunOptions(strategy: "delay+hold"))
        #expect(comparison.rows.map(\.strategy) == ids.map(\.rawValue))
        #expect(comparison.rows.first { $0.strategy == "hold" }?.stack == ["Inbox", "Message 1"])
    }
}
