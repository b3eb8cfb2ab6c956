import NavSandboxTestSupport
@testable import NavSandboxCore

/// Small drivers so tests read like the races they reproduce.
extension World {
    static func demo(
        _ strategy: String = "none", _ profile: Profile = .ios17, toggles: Toggles = Toggles(),
        guardFiles: [GuardDefinition] = []
    ) -> World {
        World(configuration: Configuration(profile: profile, strategy: strategy, toggles: toggles, guardFiles: guardFiles))
    }

    /// The demo after one tap on `label`, settled: the screen a test starts on.
    static func demo(settledAfterTapping label: String, _ strategy: String = "none", _ profile: Profile = .ios17) -> World {
        var world = demo(strategy, profile)
        world.tap(label)
        world.settle()
        return world
    }

    mutating func tap(_ label: String) {
        guard let point = tapPoint(forLabel: label) else {
            Issue.record("no visible view labelled \(label); stack \(stackTitles)")
            return
        }
        tap(at: point)
    }

    mutating func tapBack() {
        guard let point = backButtonPoint else {
            Issue.record("no back button on \(stackTitles)")
            return
        }
        tap(at: point)
    }

    /// Taps `label`, then again `gap` ms later where it was (a quick double tap).
    mutating func doubleTap(_ label: String, gap: Int = 100) {
        guard let point = tapPoint(forLabel: label) else {
            Issue.record("no visible view labelled \(label)")
            return
        }
        tap(at: point)
        advance(by: gap)
        tap(at: point)
    }

    var logText: String { log.entries.map(\.formatted).joined(separator: "\n") }

    func fired(_ violation: ViolationID) -> Bool { violations.contains(violation) }

    func flag(_ name: String) -> String? { flags.first { $0.name == name }?.displayValue }

    /// The time left on a guard timer by its scheduled tag (a stack member's
    /// as `member/tag`); nil when none is scheduled.
    func timeLeft(onGuardTimer tag: String) -> Int? {
        scheduler.first { $0.kind == .guardTimer(tag: tag) }.map { $0.fireAt - now }
    }

    // MARK: Reading the log from a point on

    /// `viewWillAppear Inbox` for each lifecycle call from `start` on: the
    /// method and the screen's title, read from the events.
    func lifecycleCalls(from start: Int = 0) -> [String] {
        events(from: start).compactMap {
            if case .lifecycle(let method, let screen, _) = $0 { "\(method.rawValue) \(screen.title)" } else { nil }
        }
    }

    /// The touch events from `start` on, as their kind, touch and the name of
    /// the control they name: `touch-up-inside #1 UIButton "Compose"`.
    func touchEvents(from start: Int = 0) -> [String] {
        events(from: start).filter { $0.kind == .touch }.map { event in
            let record = event.record
            let touch = record.value(of: "touch").flatMap { $0 }.map { " #\($0)" } ?? ""
            return record.kind + touch + (event.control.map { " \($0.name)" } ?? "")
        }
    }

    /// Where the log stands now: pass it to `events(from:)` to read only what follows.
    var mark: Int { log.entries.count }

    /// The last event of `kind`, in brief (`WorldEvent.brief`): its kind and fields but the prose.
    func lastBrief(_ kind: LogKind) -> String? { entries(kind).last?.event.brief }

    func entries(from start: Int = 0, _ kind: LogKind? = nil) -> [LogEntry] {
        log.entries[start...].filter { kind == nil || $0.kind == kind }
    }

    /// How many log lines a violation has produced (it is logged each time it fires).
    func firings(_ violation: ViolationID) -> Int {
        count { if case .violation(violation, _, _) = $0 { true } else { false } }
    }

    // MARK: Finding things

    /// The topmost visible view labelled `label`.
    func viewID(_ label: String) -> ViewID? { topmostVisibleView(labelled: label) }

    /// The stack's topmost controller titled `title`.
    func stackController(_ title: String) -> ControllerID? {
        navigation.stack.last { controller($0).title == title }
    }

    /// A controller's root view, which must be loaded.
    func rootView(of id: ControllerID?) -> ViewID? { id.flatMap { controller($0).view } }
}

import Testing
