import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// The built-in strategies were Swift types, each also written as a guard
/// file (docs/guards/<id>.yaml) that a test held to the same outcomes. The
/// files are now the strategies (BundledGuards), and the Swift types are
/// gone; what the types did is kept here as a record, and the files must
/// still do it.
///
/// The record (BundledGuardRecord.swift) was written by the last binary
/// with the Swift built-ins (navsandbox at 3c80736, `run --strategy S
/// --profile P --json`), from the same races the two used to be compared
/// on: every scenario in docs/scenarios on its own app, every example app's
/// script (docs/apps/*.nss), three setViewControllers races and three
/// scripts that switch strategies mid-way, each under every built-in but
/// `none` and every profile. For each run it says the final stack, the
/// card, the crash, the violations, the taps' fates (handled/dropped/
/// queued), UIKit's ignore count and a frozen UI when not zero, where a run
/// stopped, and every call the guard decided — dropped, failed, queued or
/// delayed — with its time and the flag it named; profiles that end alike
/// share a line. A guard's own words (its notes, its reasons) are not
/// recorded: the files say them in their own.
///
/// The run's strategy is forced, as `--strategy` forces it, whatever the
/// script's `strategy` line says: every scenario is a race for every guard.
@Suite("the bundled guards decide as the built-in strategies did")
struct BundledGuardRecordTests {
    static let builtIns = BundledGuards.builtInNames

    /// The built-ins' summaries as `list strategies` printed them.
    static let builtInSummaries: [String: String] = [
        "delay": "every navigation a tap triggers runs 300 ms later (asyncAfter: the first workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)",
        "appear-flag": "a pushed controller is isAnimated until its viewDidAppear; push/pop meanwhile is dropped (the second workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)",
        "switching-flag": "isSwitching drops pushes and queues pops until didShow (“UIViewController Push & Pop 的那些坑”, https://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/)",
        "block-all": "four flags, app-wide event ignoring, a 2 s restore and a 10 s lock report (HUNavigationController, from an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069)",
        "window-lock": "one transition per window, WILL/QUEUED/FAILED/DID, a queue for must-complete calls (“iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)",
        "coordinated": "one window lock released on every ending, identity dedupe, queued must-completes, exclusive touch, pass-through",
    ]

    @Test("every built-in is its file, under its own name, saying what the built-in said")
    func everyBuiltInIsItsFile() throws {
        #expect(Self.builtIns == ["delay", "appear-flag", "switching-flag", "block-all", "window-lock", "coordinated"])
        for id in Self.builtIns {
            let definition = try #require(BundledGuards.definition(named: id), "\(id) does not load")
            #expect(BundledGuards.path(of: id) == "docs/guards/\(id).yaml")
            #expect(definition.name == id)
            #expect(definition.summary == Self.builtInSummaries[id], "\(id): the file says what the built-in said")
            #expect(BundledGuards.registry.entry(named: id)?.kind == .builtIn)
        }
    }

    @Test("each scenario ends under a bundled guard as under the built-in, on every profile", arguments: builtIns)
    func scenarios(_ id: String) throws {
        let scenarios = try exampleScripts().map { name in
            (name, try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get())
        }
        let blocks = parallelMap(scenarios, jobs: 2) { name, loaded in
            Self.block("scenarios/\(name)", id, script: loaded.script, app: loaded.app)
        }
        Self.check(blocks, against: Self.scenarioRecord, id)
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

    @Test("each example app's script ends under a bundled guard as under the built-in, on every profile", arguments: builtIns)
    func exampleApps(_ id: String) throws {
        let scripts = try Self.appScripts()
        #expect(scripts.contains { $0.name == "set-stack.nss" }, "setViewControllers is recorded")
        let blocks = scripts.map { name, app, script in Self.block("apps/\(name)", id, script: script, app: app) }
        Self.check(blocks, against: Self.appRecord, id)
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

    @Test("setViewControllers races end under a bundled guard as under the built-in, on every profile", arguments: builtIns)
    func setViewControllersRaces(_ id: String) throws {
        let app = try AppFileLoader.load(Self.setStackApp, file: "set-stack-races.yaml").get().app
        let script = try Script.parse(Self.setStackScript, file: "set-stack-races.nss", vocabulary: .navSandbox(for: app)).get()
        Self.check([Self.block("races/set-stack-races", id, script: script, app: app)], against: Self.raceRecord, id)
    }

    /// Races that switch strategies mid-way, which no scenario does: away
    /// with a must-complete call queued, away with ignoring or a lock held
    /// mid-transition, and back again (`BUILT-IN`: the strategy of the run).
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

    @Test("switching away from a bundled guard, and back, releases and ends as the built-in did", arguments: builtIns)
    func switching(_ id: String) throws {
        let blocks = try Self.switchingScripts.enumerated().map { index, text in
            let script = try Script.parse(text.replacingOccurrences(of: "BUILT-IN", with: id), file: "switch-\(index + 1).nss").get()
            return Self.block("switching/switch-\(index + 1)", id, script: script, app: .demo)
        }
        Self.check(blocks, against: Self.switchingRecord, id)
    }

    // MARK: The record

    /// Records each block that differs from the record's, both in full.
    static func check(_ blocks: [(key: String, text: String)], against record: String, _ id: String) {
        let expected = Self.blocks(in: record)
        for (key, actual) in blocks {
            guard let wanted = expected[key] else {
                Issue.record("the record has no `\(key)`; this run ends:\n\(actual)")
                continue
            }
            if actual != wanted {
                Issue.record("docs/guards/\(id).yaml no longer does what the built-in did:\nrecorded:\n\(wanted)\nnow:\n\(actual)")
            }
        }
    }

    /// The record's blocks by their first line (`scenarios/x.nss · delay`).
    static func blocks(in record: String) -> [String: String] {
        var blocks: [String: String] = [:]
        var key: String?
        var lines: [String] = []
        func close() {
            if let key { blocks[key] = lines.joined(separator: "\n") }
        }
        for line in record.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) where !line.isEmpty {
            if !line.hasPrefix(" ") {
                close()
                key = line
                lines = [line]
            } else {
                lines.append(line)
            }
        }
        close()
        return blocks
    }

    /// One script under one strategy on every profile, as the record writes
    /// it: profiles that end alike share a line.
    static func block(_ name: String, _ id: String, script: Script, app: AppDescription) -> (key: String, text: String) {
        let key = "\(name) · \(id)"
        var groups: [(outcome: [String], profiles: [Profile])] = []
        for profile in Profile.allCases {
            let lines = outcome(of: script, strategy: id, profile: profile, app: app)
            if let index = groups.firstIndex(where: { $0.outcome == lines }) {
                groups[index].profiles.append(profile)
            } else {
                groups.append((lines, [profile]))
            }
        }
        var text = [key]
        for group in groups {
            let label = group.profiles.count == Profile.allCases.count ? "all" : group.profiles.map(\.rawValue).joined(separator: " ")
            text.append("  \(label): \(group.outcome[0])")
            text += group.outcome.dropFirst().map { "    " + $0 }
        }
        return (key, text.joined(separator: "\n"))
    }

    /// A run's end and the calls its guard decided, one per line.
    static func outcome(of script: Script, strategy: String, profile: Profile, app: AppDescription) -> [String] {
        var options = ScriptRunOptions(app: app)
        options.strategy = StrategyID(checked: strategy)
        options.profile = profile
        let run = ScriptRunner(options: options).run(script)
        let world = run.world
        let counts = world.touchCounts
        var parts = [
            "stack " + world.stackTitles.joined(separator: " > "),
            "card " + (world.presentedTitle ?? "-"),
            "crash " + (world.crash?.violation.rawValue ?? "-"),
            "violations " + (world.violations.isEmpty ? "-" : world.violations.map(\.rawValue).joined(separator: ", ")),
            "taps \(counts.handled)/\(counts.dropped)/\(counts.queued)",
        ]
        if world.ignoreCount != 0 { parts.append("ignoring \(world.ignoreCount)") }
        if world.isFrozen { parts.append("frozen") }
        if let error = run.error { parts.append("stopped \(error.kind.rawValue) at line \(error.line)") }
        let decisions = world.log.entries.compactMap { entry -> String? in
            switch entry.event {
            case .guardRefused(let verb, let request, let flag, _): "\(entry.time) \(verb.rawValue) \(request.text) (\(flag.name))"
            case .guardQueued(let request, let flag, _): "\(entry.time) QUEUED \(request.text) (\(flag.name))"
            case .guardDelayed(let request, let milliseconds, _): "\(entry.time) DELAYED \(request.text) by \(milliseconds) ms"
            case .guardDropped(let request, _): "\(entry.time) DROPPED \(request.text)"
            default: nil
            }
        }
        return [parts.joined(separator: " · ")] + decisions
    }
}
