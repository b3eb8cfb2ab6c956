import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// Every built-in strategy but `none` is also written as a guard file,
/// docs/guards/<id>.yaml, and the two must behave the same: each scenario in
/// docs/scenarios, under every profile, run once with the built-in and once
/// with its file, gives the same final stack, card, crash, violations, touch
/// fates and — event by event, at the same times — the same log, but for
/// what only a strategy's own words or name say.
///
/// How the file stands in for the built-in: the run's strategy is forced
/// (as `--strategy` forces it) to the file's guard for the built-in's run
/// and to the built-in for the other, whatever the script's `strategy` line
/// says; a `switch-strategy` to the built-in inside a script switches to the
/// file instead. So a scenario written for another strategy still runs
/// under the one being compared: every scenario is a race for every guard.
@Suite("built-in strategies as guard files")
struct GuardFileEquivalenceTests {
    static let builtIns = StrategyCatalog.ids.filter { $0 != "none" }

    static func path(of id: String) -> String { packageRoot + "/docs/guards/\(id).yaml" }

    static func mirror(of id: String) throws -> GuardDefinition {
        let text = try String(contentsOfFile: path(of: id), encoding: .utf8)
        return try GuardFileLoader.load(text, file: "\(id).yaml").get()
    }

    @Test("every built-in but none has its file, named apart from it")
    func everyBuiltInHasItsFile() throws {
        let names = (try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs/guards"))
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names == Self.builtIns.map { "\($0).yaml" }.sorted(), "docs/guards holds a file per built-in and no other")
        for id in Self.builtIns {
            let definition = try Self.mirror(of: id)
            #expect(definition.name == "\(id)-file")
            #expect(definition.summary == StrategyCatalog.summary(of: id), "\(id): the file says what the built-in says")
        }
    }

    @Test("a built-in and its guard file decide every scenario alike, under every profile", arguments: builtIns)
    func sameOutcomes(_ id: String) throws {
        let definition = try Self.mirror(of: id)
        let scenarios = try exampleScripts().map { name in
            (name, try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get())
        }
        let runs = scenarios.flatMap { scenario in Profile.allCases.map { (scenario.0, scenario.1, $0) } }
        let differences = parallelMap(runs, jobs: 2) { name, loaded, profile in
            let script = loaded.script
            let builtIn = Self.outcome(of: script, strategy: id, profile: profile, file: definition, builtIn: id, app: loaded.app)
            let file = Self.outcome(
                of: script, strategy: definition.name, profile: profile, file: definition, builtIn: id, app: loaded.app)
            let place = "\(name) on \(profile.displayName)"
            if builtIn.strategy != id || file.strategy != definition.name {
                return Optional("\(place): ran under \(builtIn.strategy) and \(file.strategy)")
            }
            return builtIn.difference(from: file).map { "\(place): \($0)" }
        }
        for difference in differences.compactMap({ $0 }) {
            Issue.record("docs/guards/\(id).yaml differs from the built-in: \(difference)")
        }
    }

    /// The example apps' scripts (docs/apps/*.nss, each on its own app):
    /// calls the demo has no button for, such as setViewControllers.
    static func appScripts() throws -> [(name: String, app: AppDescription, script: Script)] {
        let directory = packageRoot + "/docs/apps"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".nss") }.sorted()
        return try names.map { name in
            let app = try AppDescription.load(path: directory + "/" + name.replacingOccurrences(of: ".nss", with: ".yaml")).get().app
            let script = try Script.load(path: directory + "/" + name, vocabulary: .navSandbox(for: app)).get()
            return (name, app, script)
        }
    }

    @Test("a built-in and its guard file decide the example apps' scripts alike, under every profile", arguments: builtIns)
    func sameOutcomesOnExampleApps(_ id: String) throws {
        let definition = try Self.mirror(of: id)
        let scripts = try Self.appScripts()
        #expect(scripts.contains { $0.name == "set-stack.nss" }, "setViewControllers is compared")
        for (name, app, script) in scripts {
            for profile in Profile.allCases {
                let builtIn = Self.outcome(of: script, strategy: id, profile: profile, file: definition, builtIn: id, app: app)
                let file = Self.outcome(
                    of: script, strategy: definition.name, profile: profile, file: definition, builtIn: id, app: app)
                if let difference = builtIn.difference(from: file) {
                    Issue.record("docs/guards/\(id).yaml differs from the built-in: \(name) on \(profile.displayName): \(difference)")
                }
            }
        }
    }

    /// setViewControllers races no example script makes: a second call while
    /// the first still animates, one that keeps the top, and one that keeps
    /// the top made by a timer while a pop runs.
    static let setStackApp = """
        app: set-stack races
        root: Inbox
        screens:
          Inbox:
            title: Inbox
            views:
              - { class: UIButton, label: Open, frame: [1, 0, 22, 1], action: open }
            actions:
              open: { push: Message }
          Message:
            title: Message
            views:
              - { class: UIButton, label: Jump, frame: [1, 0, 22, 1], action: jump }
            actions:
              jump: { setStack: [Inbox, Thread] }
          Thread:
            title: Thread
            views:
              - { class: UIButton, label: Keep, frame: [1, 0, 22, 1], action: keep }
              - { class: UIButton, label: Keep later, frame: [1, 2, 22, 1], action: keepLater }
            actions:
              keep: { setStack: [Inbox, Thread] }
              keepLater:
                - after: 200ms
                  then: { setStack: [Inbox, Thread] }
        """

    static let setStackScript = """
        at 0ms tap "Open"
        settle
        after 0ms double-tap "Jump"
        settle
        after 0ms tap "Keep"
        settle
        after 0ms tap "Keep later"
        after 100ms tap back
        settle
        """

    @Test("a built-in and its guard file decide setViewControllers races alike, under every profile", arguments: builtIns)
    func sameOutcomesForSetViewControllers(_ id: String) throws {
        let definition = try Self.mirror(of: id)
        let app = try AppFileLoader.load(Self.setStackApp, file: "set-stack-races.yaml").get().app
        let script = try Script.parse(Self.setStackScript, file: "set-stack-races.nss", vocabulary: .navSandbox(for: app)).get()
        for profile in Profile.allCases {
            let builtIn = Self.outcome(of: script, strategy: id, profile: profile, file: definition, builtIn: id, app: app)
            let file = Self.outcome(
                of: script, strategy: definition.name, profile: profile, file: definition, builtIn: id, app: app)
            if let difference = builtIn.difference(from: file) {
                Issue.record("docs/guards/\(id).yaml differs from the built-in: set-stack races on \(profile.displayName): \(difference)")
            }
        }
    }

    /// Races that switch strategies mid-way, which no scenario does: away
    /// with a must-complete call queued, away with ignoring or a lock held
    /// mid-transition, and back again (`BUILT-IN`: the built-in, which the
    /// file's run redirects to the file).
    static let switchingScripts = [
        """
        at 0ms tap "Open latest in 0.5s"
        after 250ms tap "Message 1"
        wait 350ms
        after 0ms switch-strategy none
        settle
        """,
        """
        at 0ms double-tap "Message 1"
        wait 200ms
        after 0ms switch-strategy none
        after 100ms tap "Compose"
        settle
        after 0ms switch-strategy BUILT-IN
        after 0ms double-tap "Message 2"
        settle
        """,
        """
        at 0ms tap "Message 1"
        settle
        after 0ms swipe-back cancel
        wait 100ms
        after 0ms switch-strategy none
        settle
        after 0ms switch-strategy BUILT-IN
        after 0ms tap "Reply"
        after 100ms tap back
        settle
        """,
    ]

    @Test("switching away from a built-in and from its file, and back, releases and behaves the same", arguments: builtIns)
    func sameWhenSwitching(_ id: String) throws {
        let definition = try Self.mirror(of: id)
        for (index, text) in Self.switchingScripts.enumerated() {
            let script = try Script.parse(text.replacingOccurrences(of: "BUILT-IN", with: id), file: "switch-\(index + 1).nss").get()
            for profile in Profile.allCases {
                let builtIn = Self.outcome(of: script, strategy: id, profile: profile, file: definition, builtIn: id)
                let file = Self.outcome(of: script, strategy: definition.name, profile: profile, file: definition, builtIn: id)
                if let difference = builtIn.difference(from: file) {
                    Issue.record("switching script \(index + 1) on \(profile.displayName): \(difference)")
                }
            }
        }
    }

    /// The run's outcome, with the file loaded in both runs (so the two
    /// worlds differ only in the strategy in force).
    static func outcome(
        of script: Script, strategy: String, profile: Profile, file: GuardDefinition, builtIn: String,
        app: AppDescription = .demo
    ) -> Outcome {
        var options = ScriptRunOptions(app: app)
        options.guardFiles = [file]
        options.strategy = StrategyID(checked: strategy)
        options.profile = profile
        let substituted = Script(
            file: script.file,
            statements: script.statements.map { statement in
                var statement = statement
                statement.kind = redirect(statement.kind, from: builtIn, to: strategy)
                return statement
            })
        let run = ScriptRunner(options: options).run(substituted)
        return Outcome(run.world, strategyName: strategy, standsFor: builtIn)
    }

    static func redirect(_ kind: StatementKind, from builtIn: String, to strategy: String) -> StatementKind {
        switch kind {
        case .at(let time, .setStrategy(StrategyID(checked: builtIn))):
            .at(milliseconds: time, .setStrategy(StrategyID(checked: strategy)))
        case .after(let time, .setStrategy(StrategyID(checked: builtIn))):
            .after(milliseconds: time, .setStrategy(StrategyID(checked: strategy)))
        default: kind
        }
    }

    /// What a run ended with and how it got there, in terms that do not
    /// depend on which of the two wrote it.
    struct Outcome: Equatable, Sendable {
        /// The strategy in force at the end (not compared: it is the point).
        var strategy: String
        var stack: [String]
        var presented: String?
        var crash: ViolationID?
        var violations: [ViolationID]
        var touches: [TouchDisposition]
        var events: [String]

        init(_ world: World, strategyName: String, standsFor builtIn: String) {
            strategy = world.strategyID
            stack = world.stackTitles
            presented = world.presentedTitle
            crash = world.crash?.violation
            violations = world.violations
            touches = world.touches.history.map(\.disposition)
            events = world.log.entries.compactMap { entry in
                Self.comparable(entry, strategyName: strategyName, standsFor: builtIn)
            }
        }

        /// An event as its kind and fields, the strategy's name read as the
        /// built-in's, without a strategy's own words: its notes, the reason
        /// it gives for a decision (the flag it names stays), a violation's
        /// detail (its id and rule stay).
        static func comparable(_ entry: LogEntry, strategyName: String, standsFor builtIn: String) -> String? {
            let record = entry.event.record
            if record.kind == "guard-note" { return nil }
            let ownWords: Set<String> =
                switch record.kind {
                case "guard-queued", "guard-delayed", "guard-refused", "guard-dropped": ["reason"]
                case "violation": ["detail"]
                default: []
                }
            let fields = record.fields.filter { !ownWords.contains($0.name) }.map { field in
                "\(field.name)=\((field.value ?? "none").replacingOccurrences(of: strategyName, with: builtIn))"
            }
            return "\(entry.time) \(record.kind) \(fields.joined(separator: " "))"
        }

        /// The first thing that differs, said briefly; nil when nothing does.
        func difference(from other: Outcome) -> String? {
            if stack != other.stack { return "stack \(stack) vs \(other.stack)" }
            if presented != other.presented { return "presented \(presented ?? "none") vs \(other.presented ?? "none")" }
            if crash != other.crash { return "crash \(String(describing: crash)) vs \(String(describing: other.crash))" }
            if violations != other.violations { return "violations \(violations) vs \(other.violations)" }
            if touches != other.touches { return "touch fates \(touches) vs \(other.touches)" }
            guard events != other.events else { return nil }
            let index = (0..<min(events.count, other.events.count)).first { events[$0] != other.events[$0] } ?? min(events.count, other.events.count)
            func at(_ list: [String]) -> String { index < list.count ? list[index] : "(the log ends)" }
            return "event \(index + 1): built-in `\(at(events))`, file `\(at(other.events))`"
        }
    }
}
