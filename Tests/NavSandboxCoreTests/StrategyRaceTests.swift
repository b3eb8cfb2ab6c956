import Testing
@testable import NavSandboxCore

/// Issue 3's races under every strategy and profile: these tests are the
/// strategies' documentation. Each row says what the rules of that strategy
/// (docs/strategies.md) make of the race: the final stack, whether the app
/// crashed, every failure and detector that fired, how many touches were
/// handled, dropped and queued, and a log line that shows the deciding step.
struct RaceOutcome: Sendable, CustomTestStringConvertible {
    enum Profiles: Sendable {
        case all
        case only(Profile)

        var profiles: [Profile] {
            switch self {
            case .all: Profile.allCases
            case .only(let profile): [profile]
            }
        }
    }

    let race: RaceDriver
    let strategy: String
    let profiles: Profiles
    let stack: String
    let crash: ViolationID?
    let violations: [ViolationID]
    let taps: (handled: Int, dropped: Int, queued: Int)
    let logs: String?

    init(
        _ race: RaceDriver, _ strategy: String, _ profiles: Profiles, stack: String, crash: ViolationID?,
        violations: [ViolationID], taps: (Int, Int, Int), logs: String?
    ) {
        self.race = race
        self.strategy = strategy
        self.profiles = profiles
        self.stack = stack
        self.crash = crash
        self.violations = violations
        self.taps = taps
        self.logs = logs
    }

    var testDescription: String {
        let on: String
        switch profiles {
        case .all: on = "every profile"
        case .only(let profile): on = profile.displayName
        }
        var text = "\(strategy) on \(on): \(stack)"
        if let crash { text += ", crash \(crash.rawValue)" }
        let others = violations.filter { $0 != crash }
        if !others.isEmpty { text += ", " + others.map(\.rawValue).joined(separator: ", ") }
        return text
    }

    func verify() {
        for profile in profiles.profiles {
            let world = race.run(strategy: strategy, profile: profile)
            let context = Comment(rawValue: "\(race.rawValue) · \(strategy) · \(profile.rawValue)\n\(world.log.entries.suffix(40).map(\.formatted).joined(separator: "\n"))")
            let actualStack = world.stackTitles.joined(separator: " > ")
            let actualCrash = world.crash?.violation
            let actualViolations = world.violations
            #expect(actualStack == stack, context)
            #expect(actualCrash == crash, context)
            #expect(actualViolations == violations, context)
            let counts = world.touchCounts
            #expect(counts.handled == taps.handled && counts.dropped == taps.dropped && counts.queued == taps.queued, "taps \(counts)\n\(context.rawValue)")
            if let logs {
                let found = world.logContains(logs)
                #expect(found, "log should contain: \(logs)\n\(context.rawValue)")
            }
        }
    }
}

let raceOutcomes: [RaceOutcome] = [
        RaceOutcome(.doubleTapRow, "none", .only(.ios7), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 0, 0), logs: "[nested-push] nested push animation can result in corrupted navigation bar (push"),
        RaceOutcome(.doubleTapRow, "none", .only(.ios12), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "analytics: screen_view \"Message 1\" (2 so far)"),
        RaceOutcome(.doubleTapRow, "none", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "analytics: screen_view \"Message 1\" (2 so far)"),
        RaceOutcome(.doubleTapRow, "none", .only(.ios26), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "push Message 1 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios7), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 1"),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios12), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 1"),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 1"),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios26), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), logs: "push Message 1 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.doubleTapRow, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — isAnimated"),
        RaceOutcome(.doubleTapRow, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — isSwitching"),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — isTransitionControllerProcessing"),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — isTransitionControllerProcessing"),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — isTransitionControllerProcessing"),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: nil),
        RaceOutcome(.doubleTapRow, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "FAILED push Message 1 — window.isAnimated"),
        RaceOutcome(.doubleTapRow, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 1 — identity"),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop interrupts the running pop to Message 1: it completes at once (rule back-but"),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop interrupts the running pop to Message 1: it completes at once (rule back-but"),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule ba"),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (4, 0, 0), logs: "pop interrupts the running pop to Message 1: it completes at once (rule back-but"),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 dropped: UIApplication is ignoring interaction events (ignore count 1) "),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "touch #4 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.backDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.backDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule back-"),
        RaceOutcome(.backDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule back-"),
        RaceOutcome(.backDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop interrupts the running push to Reply: it completes at once (rule back-button"),
        RaceOutcome(.backDuringPush, "delay", .only(.ios7), stack: "Inbox > Reply", crash: nil, violations: [.nestedPush], taps: (3, 0, 0), logs: "asyncAfter fires: push Reply"),
        RaceOutcome(.backDuringPush, "delay", .only(.ios12), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "asyncAfter fires: push Reply"),
        RaceOutcome(.backDuringPush, "delay", .only(.ios17), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "asyncAfter fires: push Reply"),
        RaceOutcome(.backDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Reply waits: UIKit defers it until the running pop to Inbox completes (rule"),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isAnimated"),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isAnimated"),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isAnimated"),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "dropped: UIApplication is ignoring interaction events"),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "dropped: UIApplication is ignoring interaction events"),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "dropped: UIApplication is ignoring interaction events"),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 dropped: UIApplication is ignoring interaction events (ignore count 1) "),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: _UIButtonBarButton \"Back\" skipped: the back button is di"),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED back — transitionLock"),
        RaceOutcome(.cancelledSwipeThenTap, "none", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-po"),
        RaceOutcome(.cancelledSwipeThenTap, "delay", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "asyncAfter fires: push Reply"),
        RaceOutcome(.cancelledSwipeThenTap, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-po"),
        RaceOutcome(.cancelledSwipeThenTap, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "IGNORED push Reply — isSwitching"),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "interactivePopGestureRecognizer is disabled (block-all disabled it)"),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "interactivePopGestureRecognizer is disabled (block-all disabled it)"),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "interactivePopGestureRecognizer is disabled (block-all disabled it)"),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.cancelledSwipeThenTap, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "FAILED push Reply — window.isAnimated"),
        RaceOutcome(.cancelledSwipeThenTap, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "(cancelled: the completion still releases the lock)"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "none", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-po"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "delay", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "asyncAfter fires: push Reply"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-po"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "IGNORED push Reply — isSwitching"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "restore failed: isTransitionControllerProcessing = YES"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "restore failed: isTransitionControllerProcessing = YES"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "restore failed: isTransitionControllerProcessing = YES"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-po"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), logs: "FAILED push Reply — window.isAnimated"),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "(cancelled: the completion still releases the lock)"),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios7), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), logs: "[nested-push] nested push animation can result in corrupted navigation bar (push"),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios12), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the running push to Message 2 comple"),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios17), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the running push to Message 2 comple"),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios26), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the running push to Message 2 comple"),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios7), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios12), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios17), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios26), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 2 waits: UIKit defers it until the running push to Message 3 comple"),
        RaceOutcome(.mustCompleteDuringTransition, "appear-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: "IGNORED push Message 3 — isAnimated"),
        RaceOutcome(.mustCompleteDuringTransition, "switching-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: "IGNORED push Message 3 — isSwitching"),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios7), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: "IGNORED push Message 3 — isTransitionControllerProcessing"),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios12), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: "IGNORED push Message 3 — isTransitionControllerProcessing"),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios17), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: "IGNORED push Message 3 — isTransitionControllerProcessing"),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios26), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.mustCompleteDuringTransition, "window-lock", .all, stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "QUEUED push Message 3 — window.isAnimated"),
        RaceOutcome(.mustCompleteDuringTransition, "coordinated", .all, stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "QUEUED push Message 3 — transitionLock"),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios7), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), logs: "[nested-push] nested push animation can result in corrupted navigation bar (push"),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios12), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 2 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios17), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 2 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios26), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 2 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios7), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios12), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios17), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios26), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 2 waits: UIKit defers it until the running push to Message 1 comple"),
        RaceOutcome(.twoFingersOnTwoRows, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 2 — isAnimated"),
        RaceOutcome(.twoFingersOnTwoRows, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 2 — isSwitching"),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 2 — isTransitionControllerProcessing"),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 2 — isTransitionControllerProcessing"),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Message 2 — isTransitionControllerProcessing"),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: nil),
        RaceOutcome(.twoFingersOnTwoRows, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "FAILED push Message 2 — window.isAnimated"),
        RaceOutcome(.twoFingersOnTwoRows, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), logs: "not delivered: exclusiveTouch"),
        RaceOutcome(.tapAboveMinimizedCard, "none", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "delay", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "block-all", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "window-lock", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), logs: "landed on the transparent UITransitionView"),
        RaceOutcome(.tapAboveMinimizedCard, "coordinated", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "none", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "delay", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "asyncAfter fires: push Message 2"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "appear-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "switching-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios7), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios12), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios17), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios26), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: nil),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "window-lock", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Message 2 starts"),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "coordinated", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), logs: nil),
        RaceOutcome(.backTwice, "none", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), logs: nil),
        RaceOutcome(.backTwice, "none", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "none", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "none", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "delay", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), logs: nil),
        RaceOutcome(.backTwice, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), logs: nil),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running pop to Message 1 completes (rule na"),
        RaceOutcome(.backTwice, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (2, 0, 1), logs: "QUEUED pop — isSwitching"),
        RaceOutcome(.backTwice, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.backTwice, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.backTwice, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — isTransitionControllerProcessing"),
        RaceOutcome(.backTwice, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.backTwice, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "FAILED pop — window.isAnimated"),
        RaceOutcome(.backTwice, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "IGNORED pop — transitionLock"),
        RaceOutcome(.reuseDetailTwice, "none", .all, stack: "Inbox > Detail", crash: .sameInstancePush, violations: [.sameInstancePush], taps: (2, 0, 0), logs: "Pushing the same view controller instance more than once is not supported"),
        RaceOutcome(.reuseDetailTwice, "delay", .all, stack: "Inbox > Detail", crash: .sameInstancePush, violations: [.sameInstancePush], taps: (2, 0, 0), logs: "Pushing the same view controller instance more than once is not supported"),
        RaceOutcome(.reuseDetailTwice, "appear-flag", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — isAnimated"),
        RaceOutcome(.reuseDetailTwice, "switching-flag", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — isSwitching"),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios7), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — isTransitionControllerProcessing"),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios12), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — isTransitionControllerProcessing"),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios17), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — isTransitionControllerProcessing"),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios26), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: nil),
        RaceOutcome(.reuseDetailTwice, "window-lock", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "FAILED push Detail — window.isAnimated"),
        RaceOutcome(.reuseDetailTwice, "coordinated", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED push Detail — identity"),
        RaceOutcome(.attachWhileComposeIsUp, "none", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "delay", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "block-all", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "window-lock", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting, .stuckLock], taps: (1, 1, 0), logs: "which is already presenting"),
        RaceOutcome(.attachWhileComposeIsUp, "coordinated", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "IGNORED present Attachments from Inbox — presentedViewController"),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [.frozenUI], taps: (2, 1, 0), logs: "[frozen-ui] Unbalanced calls to begin/end appearance transitions for <ReplyViewC"),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), logs: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 dropped: UIApplication is ignoring interaction events (ignore count 1) "),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "touch #3 not delivered: UIViewControllerWrapperView skipped: Reply takes no touc"),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.tapDuringPresentation, "none", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios7), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios12), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the presentation of Compose complete"),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios17), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the presentation of Compose complete"),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios26), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Message 3 waits: UIKit defers it until the presentation of Compose complete"),
        RaceOutcome(.tapDuringPresentation, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.tapDuringPresentation, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.tapDuringPresentation, "block-all", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.tapDuringPresentation, "window-lock", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.tapDuringPresentation, "coordinated", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), logs: "touch #2 dropped: UIKit ignores interaction events while the presentation of Com"),
        RaceOutcome(.swipeUnderCard, "none", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "delay", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "block-all", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.swipeUnderCard, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe's touch hit-tests to UIView, outside the navigation controller's view:"),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "the swipe interrupts the running push to Reply: it completes at once (rule swipe"),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), logs: "push Reply waits: UIKit defers it until the interactive pop completes (rule navi"),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "the swipe interrupts the running push to Reply: it completes at once (rule swipe"),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.contentSwipeDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "swipe dropped: UIApplication is ignoring interaction events (ignore count 1) (ru"),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), logs: "the swipe interrupts the running push to Reply: it completes at once (rule swipe"),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: "the swipe starts 12 cells from the left edge: only the edge pan can pop before i"),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), logs: nil),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [.frozenUI], taps: (2, 0, 0), logs: "[frozen-ui] Unbalanced calls to begin/end appearance transitions for <ReplyViewC"),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), logs: "pop waits: UIKit defers it until the running push to Reply completes (rule navig"),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios7), stack: "Inbox > Reply", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), logs: "[nested-push] nested push animation can result in corrupted navigation bar (push"),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios12), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Reply waits: UIKit defers it until the running pop to Inbox completes (rule"),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios17), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Reply waits: UIKit defers it until the running pop to Inbox completes (rule"),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: "push Reply waits: UIKit defers it until the running pop to Inbox completes (rule"),
        RaceOutcome(.popByCodeDuringPush, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.popByCodeDuringPush, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.popByCodeDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.popByCodeDuringPush, "window-lock", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
        RaceOutcome(.popByCodeDuringPush, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), logs: nil),
]

func outcomes(of race: RaceDriver) -> [RaceOutcome] { raceOutcomes.filter { $0.race == race } }

@Suite("Guard strategies against the races")
struct StrategyRaceTests {
    @Test("every strategy is covered for every race under every profile")
    func tableIsComplete() {
        for race in RaceDriver.allCases {
            for strategy in StrategyCatalog.ids {
                let profiles = outcomes(of: race).filter { $0.strategy == strategy }.flatMap(\.profiles.profiles)
                #expect(Set(profiles) == Set(Profile.allCases), "\(race.rawValue) · \(strategy)")
            }
        }
    }

    @Test("double tap on a row", arguments: outcomes(of: .doubleTapRow))
    func doubleTapOnARow(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("two taps on back", arguments: outcomes(of: .twoTapsOnBack))
    func twoTapsOnBack(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("back during a push", arguments: outcomes(of: .backDuringPush))
    func backDuringAPush(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a cancelled swipe-back, then a tap", arguments: outcomes(of: .cancelledSwipeThenTap))
    func cancelledSwipeThenTap(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a cancelled swipe-back, then a tap, with the pop gesture forced on", arguments: outcomes(of: .cancelledSwipeWithGestureForcedOn))
    func cancelledSwipeGestureForcedOn(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a must-complete push arriving during a transition", arguments: outcomes(of: .mustCompleteDuringTransition))
    func mustCompleteDuringTransition(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("two fingers on two rows at once", arguments: outcomes(of: .twoFingersOnTwoRows))
    func twoFingersOnTwoRows(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a tap above a minimized card", arguments: outcomes(of: .tapAboveMinimizedCard))
    func tapAboveMinimizedCard(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a tap above a minimized card, pass-through on", arguments: outcomes(of: .tapAboveMinimizedCardWithPassThrough))
    func tapAboveMinimizedCardPassThrough(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("\"Back twice\"", arguments: outcomes(of: .backTwice))
    func backTwice(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("\"Reuse detail\" tapped twice", arguments: outcomes(of: .reuseDetailTwice))
    func reuseDetailTwice(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("\"Attach\" while Compose is up", arguments: outcomes(of: .attachWhileComposeIsUp))
    func attachWhileComposeIsUp(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a tap on the incoming screen mid-push", arguments: outcomes(of: .tapIncomingScreenDuringPush))
    func tapIncomingScreenDuringPush(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a tap on the card mid-presentation", arguments: outcomes(of: .tapDuringPresentation))
    func tapDuringPresentation(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("an edge swipe under a presented card", arguments: outcomes(of: .swipeUnderCard))
    func swipeUnderCard(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a content swipe mid-push", arguments: outcomes(of: .contentSwipeDuringPush))
    func contentSwipeDuringPush(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("the app pops mid-push", arguments: outcomes(of: .popByCodeDuringPush))
    func popByCodeDuringPush(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("coordinated comes through every race with no detector or failure, under every profile")
    func coordinatedHolds() {
        for race in RaceDriver.allCases {
            for profile in Profile.allCases {
                let world = race.run(strategy: "coordinated", profile: profile)
                #expect(world.violations.isEmpty, "\(race.rawValue) on \(profile.rawValue): \(world.violations)")
            }
        }
    }
}
