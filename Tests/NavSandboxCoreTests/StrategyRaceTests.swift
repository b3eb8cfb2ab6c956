import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// Issue 3's races under every strategy and profile: these tests are the
/// strategies' documentation. Each row says what the rules of that strategy
/// (docs/strategies.md) make of the race: the final stack, whether the app
/// crashed, every failure and detector that fired, how many touches were
/// handled, dropped and queued, and the event that shows the deciding step
/// (matched as data — its kind, the screens and calls it names, the rule —
/// not by the log's wording; but a guard's own lock, taken and let go, is
/// seen only in its guard-note, so coordinated's release after a cancelled
/// pop and block-all's failed restore are matched by the note's words:
/// LogWordingBudgetTests counts them).
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
    let event: EventPattern?

    init(
        _ race: RaceDriver, _ strategy: String, _ profiles: Profiles, stack: String, crash: ViolationID?,
        violations: [ViolationID], taps: (Int, Int, Int), event: EventPattern?
    ) {
        self.race = race
        self.strategy = strategy
        self.profiles = profiles
        self.stack = stack
        self.crash = crash
        self.violations = violations
        self.taps = taps
        self.event = event
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
            if let event {
                #expect(world.logged(event), "no event \(event)\n\(context.rawValue)")
            }
        }
    }
}

let raceOutcomes: [RaceOutcome] = [
        RaceOutcome(.doubleTapRow, "none", .only(.ios7), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))),
        RaceOutcome(.doubleTapRow, "none", .only(.ios12), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern(exactly: .app(.screenView(title: "Message 1", count: 2), rule: nil))),
        RaceOutcome(.doubleTapRow, "none", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern(exactly: .app(.screenView(title: "Message 1", count: 2), rule: nil))),
        RaceOutcome(.doubleTapRow, "none", .only(.ios26), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios7), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 1"))),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios12), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 1"))),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 1"))),
        RaceOutcome(.doubleTapRow, "delay", .only(.ios26), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.doubleTapRow, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isAnimated"))),
        RaceOutcome(.doubleTapRow, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isSwitching"))),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.doubleTapRow, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: nil),
        RaceOutcome(.doubleTapRow, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Message 1"), ("flag", "window.isAnimated"))),
        RaceOutcome(.doubleTapRow, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "identity"))),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios12), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios17), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "none", .only(.ios26), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("transition-interrupted", ("kind", "pop"), ("screen", "Message 1"), ("rule", "back-button-interrupts"))),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("transition-interrupted", ("kind", "pop"), ("screen", "Message 1"), ("rule", "back-button-interrupts"))),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.twoTapsOnBack, "appear-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [.doublePop], taps: (4, 0, 0), event: EventPattern("transition-interrupted", ("kind", "pop"), ("screen", "Message 1"), ("rule", "back-button-interrupts"))),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.twoTapsOnBack, "switching-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoTapsOnBack, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-dropped", ("touch", "4"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.twoTapsOnBack, "window-lock", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "4"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Message 1"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Message 1"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.twoTapsOnBack, "coordinated", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Message 1"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.backDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.backDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.backDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))),
        RaceOutcome(.backDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "back-button-interrupts"))),
        RaceOutcome(.backDuringPush, "delay", .only(.ios7), stack: "Inbox > Reply", crash: nil, violations: [.nestedPush], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Reply"))),
        RaceOutcome(.backDuringPush, "delay", .only(.ios12), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Reply"))),
        RaceOutcome(.backDuringPush, "delay", .only(.ios17), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Reply"))),
        RaceOutcome(.backDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "push Reply"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isAnimated"))),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isAnimated"))),
        RaceOutcome(.backDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isAnimated"))),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.backDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-dropped", ("touch", "3"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-dropped", ("touch", "3"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-dropped", ("touch", "3"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.backDuringPush, "block-all", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-dropped", ("touch", "3"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.backDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "back-button-disabled-during-transition"))),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Reply"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Reply"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.backDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("bar-should-pop", ("screen", "Reply"), ("allowed", "no"), ("from-back-button", "yes"))),
        RaceOutcome(.cancelledSwipeThenTap, "none", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))),
        RaceOutcome(.cancelledSwipeThenTap, "delay", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Reply"))),
        RaceOutcome(.cancelledSwipeThenTap, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))),
        RaceOutcome(.cancelledSwipeThenTap, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Reply"), ("flag", "isSwitching"))),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "recognizer-disabled"))),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "recognizer-disabled"))),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "recognizer-disabled"))),
        RaceOutcome(.cancelledSwipeThenTap, "block-all", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.cancelledSwipeThenTap, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Reply"), ("flag", "window.isAnimated"))),
        RaceOutcome(.cancelledSwipeThenTap, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("guard-note", ("text", "DID — interactive pop (cancelled: the completion still releases the lock)"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "none", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "delay", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Reply"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Reply"), ("flag", "isSwitching"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-note", ("text", "restore failed: a processing flag is still YES; next attempt in 2 s"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-note", ("text", "restore failed: a processing flag is still YES; next attempt in 2 s"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-note", ("text", "restore failed: a processing flag is still YES; next attempt in 2 s"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Reply"), ("flag", "window.isAnimated"))),
        RaceOutcome(.cancelledSwipeWithGestureForcedOn, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("guard-note", ("text", "DID — interactive pop (cancelled: the completion still releases the lock)"))),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios7), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios12), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios17), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.mustCompleteDuringTransition, "none", .only(.ios26), stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios7), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios12), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios17), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.mustCompleteDuringTransition, "delay", .only(.ios26), stack: "Inbox > Message 3 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.mustCompleteDuringTransition, "appear-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "isAnimated"))),
        RaceOutcome(.mustCompleteDuringTransition, "switching-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "isSwitching"))),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios7), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios12), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios17), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.mustCompleteDuringTransition, "block-all", .only(.ios26), stack: "Inbox > Message 2", crash: nil, violations: [.lostNavigation], taps: (2, 0, 0), event: nil),
        RaceOutcome(.mustCompleteDuringTransition, "window-lock", .all, stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-queued", ("request", "push Message 3"), ("flag", "window.isAnimated"))),
        RaceOutcome(.mustCompleteDuringTransition, "coordinated", .all, stack: "Inbox > Message 2 > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-queued", ("request", "push Message 3"), ("flag", "transitionLock"))),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios7), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios12), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios17), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.twoFingersOnTwoRows, "none", .only(.ios26), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios7), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios12), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios17), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.twoFingersOnTwoRows, "delay", .only(.ios26), stack: "Inbox > Message 1 > Message 2", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.twoFingersOnTwoRows, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isAnimated"))),
        RaceOutcome(.twoFingersOnTwoRows, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isSwitching"))),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.twoFingersOnTwoRows, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: nil),
        RaceOutcome(.twoFingersOnTwoRows, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Message 2"), ("flag", "window.isAnimated"))),
        RaceOutcome(.twoFingersOnTwoRows, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "2"), ("cause", "exclusive-touch-tracking"), ("rule", "exclusive-touch"))),
        RaceOutcome(.tapAboveMinimizedCard, "none", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "delay", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "block-all", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "window-lock", .all, stack: "Inbox", crash: nil, violations: [.swallowedTap], taps: (2, 1, 0), event: EventPattern("violation", ("id", "swallowed-tap"))),
        RaceOutcome(.tapAboveMinimizedCard, "coordinated", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "none", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "delay", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "appear-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "switching-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios7), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios12), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios17), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "block-all", .only(.ios26), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: nil),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "window-lock", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 2"), ("duration", "350"))),
        RaceOutcome(.tapAboveMinimizedCardWithPassThrough, "coordinated", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (3, 0, 0), event: nil),
        RaceOutcome(.backTwice, "none", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), event: nil),
        RaceOutcome(.backTwice, "none", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "none", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "none", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "delay", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), event: nil),
        RaceOutcome(.backTwice, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios7), stack: "Inbox > Message 1", crash: .doublePopCrash, violations: [.doublePopCrash], taps: (3, 0, 0), event: nil),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "appear-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.backTwice, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (2, 0, 1), event: EventPattern("guard-queued", ("request", "pop"), ("flag", "isSwitching"))),
        RaceOutcome(.backTwice, "block-all", .only(.ios7), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.backTwice, "block-all", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.backTwice, "block-all", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.backTwice, "block-all", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.backTwice, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "pop"), ("flag", "window.isAnimated"))),
        RaceOutcome(.backTwice, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "pop"), ("flag", "transitionLock"))),
        RaceOutcome(.reuseDetailTwice, "none", .all, stack: "Inbox > Detail", crash: .sameInstancePush, violations: [.sameInstancePush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "same-instance-push"), ("rule", "same-instance-push"))),
        RaceOutcome(.reuseDetailTwice, "delay", .all, stack: "Inbox > Detail", crash: .sameInstancePush, violations: [.sameInstancePush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "same-instance-push"), ("rule", "same-instance-push"))),
        RaceOutcome(.reuseDetailTwice, "appear-flag", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "isAnimated"))),
        RaceOutcome(.reuseDetailTwice, "switching-flag", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "isSwitching"))),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios7), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios12), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios17), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.reuseDetailTwice, "block-all", .only(.ios26), stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: nil),
        RaceOutcome(.reuseDetailTwice, "window-lock", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Detail"), ("flag", "window.isAnimated"))),
        RaceOutcome(.reuseDetailTwice, "coordinated", .all, stack: "Inbox > Detail", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Detail"), ("flag", "identity"))),
        RaceOutcome(.attachWhileComposeIsUp, "none", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "delay", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "block-all", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "window-lock", .all, stack: "Inbox", crash: nil, violations: [.presentWhilePresenting, .stuckLock], taps: (1, 1, 0), event: EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))),
        RaceOutcome(.attachWhileComposeIsUp, "coordinated", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "present Attachments from Inbox"), ("flag", "presentedViewController"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [.frozenUI], taps: (2, 1, 0), event: EventPattern("violation", ("id", "frozen-ui"), ("rule", "ios7-pop-during-push-freezes"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios12), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios17), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "delay", .only(.ios26), stack: "Inbox", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 1), event: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-dropped", ("touch", "3"), ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("touch-not-delivered", ("touch", "3"), ("cause", "walk-ended-around-skipped-view"), ("rule", "transition-disables-interaction"))),
        RaceOutcome(.tapIncomingScreenDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.tapDuringPresentation, "none", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios7), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios12), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "presentation-animating"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios17), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "presentation-animating"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapDuringPresentation, "delay", .only(.ios26), stack: "Inbox > Message 3", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 3"), ("cause", "presentation-animating"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.tapDuringPresentation, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.tapDuringPresentation, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.tapDuringPresentation, "block-all", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.tapDuringPresentation, "window-lock", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.tapDuringPresentation, "coordinated", .all, stack: "Inbox", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("touch-dropped", ("touch", "2"), ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))),
        RaceOutcome(.swipeUnderCard, "none", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "delay", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "appear-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "block-all", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "window-lock", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.swipeUnderCard, "coordinated", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "swipe-interrupts"))),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("call-deferred", ("request", "push Reply"), ("cause", "interactive-pop"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "appear-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "swipe-interrupts"))),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        // Its `pop-gesture: off` is the edge recognizer alone: the content
        // swipe still begins (rule content-pop-separate-from-edge).
        RaceOutcome(.contentSwipeDuringPush, "switching-flag", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "swipe-interrupts"))),
        RaceOutcome(.contentSwipeDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-dropped", ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "window-lock", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "swipe-interrupts"))),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios12), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("swipe-refused", ("cause", "not-from-edge"), ("rule", "pop-gesture-from-edge"))),
        RaceOutcome(.contentSwipeDuringPush, "coordinated", .only(.ios26), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: nil),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios7), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [.frozenUI], taps: (2, 0, 0), event: EventPattern("violation", ("id", "frozen-ui"), ("rule", "ios7-pop-during-push-freezes"))),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios12), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "none", .only(.ios26), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios7), stack: "Inbox > Reply", crash: nil, violations: [.nestedPush], taps: (2, 0, 0), event: EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios12), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Reply"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios17), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Reply"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "delay", .only(.ios26), stack: "Inbox > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Reply"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.popByCodeDuringPush, "appear-flag", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.popByCodeDuringPush, "switching-flag", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.popByCodeDuringPush, "block-all", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.popByCodeDuringPush, "window-lock", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.popByCodeDuringPush, "coordinated", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 0, 0), event: nil),
        RaceOutcome(.rootSwipeWithNilDelegate, "none", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "delay", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "appear-flag", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "switching-flag", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze, .stuckLock], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "window-lock", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze, .stuckLock], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "coordinated", .all, stack: "Inbox", crash: nil, violations: [.rootSwipeFreeze, .stuckLock], taps: (2, 0, 0), event: EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))),
        RaceOutcome(.rootSwipeWithNilDelegate, "block-all", .all, stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("swipe-refused", ("cause", "recognizer-disabled"))),
        RaceOutcome(.pushWhileAlertComesUp, "none", .only(.ios7), stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Trash"))),
        RaceOutcome(.pushWhileAlertComesUp, "none", .only(.ios12), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "none", .only(.ios17), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "none", .only(.ios26), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "appear-flag", .only(.ios7), stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Trash"))),
        RaceOutcome(.pushWhileAlertComesUp, "appear-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "appear-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "appear-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "block-all", .only(.ios7), stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Trash"))),
        RaceOutcome(.pushWhileAlertComesUp, "block-all", .only(.ios12), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "block-all", .only(.ios17), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "block-all", .only(.ios26), stack: "Inbox", crash: nil, violations: [.lostNavigation], taps: (1, 0, 0), event: EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))),
        RaceOutcome(.pushWhileAlertComesUp, "delay", .only(.ios7), stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("guard-delayed", ("request", "present Signed out from Inbox"))),
        RaceOutcome(.pushWhileAlertComesUp, "delay", .only(.ios12), stack: "Inbox > Trash", crash: nil, violations: [.presentNotInWindow], taps: (0, 1, 0), event: EventPattern("violation", ("id", "present-not-in-window"), ("rule", "present-not-in-window"))),
        RaceOutcome(.pushWhileAlertComesUp, "delay", .only(.ios17), stack: "Inbox > Trash", crash: nil, violations: [.presentNotInWindow], taps: (0, 1, 0), event: EventPattern("violation", ("id", "present-not-in-window"), ("rule", "present-not-in-window"))),
        RaceOutcome(.pushWhileAlertComesUp, "delay", .only(.ios26), stack: "Inbox > Trash", crash: nil, violations: [.presentNotInWindow], taps: (0, 1, 0), event: EventPattern("violation", ("id", "present-not-in-window"), ("rule", "present-not-in-window"))),
        RaceOutcome(.pushWhileAlertComesUp, "switching-flag", .only(.ios7), stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Trash"))),
        RaceOutcome(.pushWhileAlertComesUp, "switching-flag", .only(.ios12), stack: "Inbox", crash: nil, violations: [.lostNavigation, .stuckLock], taps: (1, 0, 0), event: EventPattern("violation", ("id", "stuck-lock"))),
        RaceOutcome(.pushWhileAlertComesUp, "switching-flag", .only(.ios17), stack: "Inbox", crash: nil, violations: [.lostNavigation, .stuckLock], taps: (1, 0, 0), event: EventPattern("violation", ("id", "stuck-lock"))),
        RaceOutcome(.pushWhileAlertComesUp, "switching-flag", .only(.ios26), stack: "Inbox", crash: nil, violations: [.lostNavigation, .stuckLock], taps: (1, 0, 0), event: EventPattern("violation", ("id", "stuck-lock"))),
        RaceOutcome(.pushWhileAlertComesUp, "window-lock", .all, stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("guard-queued", ("request", "push Trash"), ("flag", "window.isAnimated"))),
        RaceOutcome(.pushWhileAlertComesUp, "coordinated", .all, stack: "Inbox > Trash", crash: nil, violations: [], taps: (1, 0, 0), event: EventPattern("guard-queued", ("request", "push Trash"), ("flag", "transitionLock"))),
        // System sheets (docs/apps/sheet-settings.yaml): before iOS 15 the
        // sheet is the card, whose dimming takes the tap and the swipe
        // dismisses it before any push; from iOS 15 the undimmed medium
        // sheet lets Wi-Fi push under it.
        RaceOutcome(.tapAboveMediumSheet, "none", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "none", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "none", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "none", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "delay", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "delay", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "delay", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "delay", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "appear-flag", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "appear-flag", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "appear-flag", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "appear-flag", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "switching-flag", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "switching-flag", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "switching-flag", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "switching-flag", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "block-all", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "block-all", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "block-all", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "block-all", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "window-lock", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "window-lock", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "window-lock", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "window-lock", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "coordinated", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios7"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "coordinated", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", "ios12"), ("rule", "sheet-requires-ios15"))),
        RaceOutcome(.tapAboveMediumSheet, "coordinated", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.tapAboveMediumSheet, "coordinated", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "none", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "none", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "none", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "none", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "delay", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "delay", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "delay", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "delay", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "appear-flag", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "appear-flag", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "appear-flag", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "appear-flag", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "switching-flag", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "switching-flag", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "switching-flag", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "switching-flag", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "block-all", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "block-all", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "block-all", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("dismiss-swipe-refused", ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "block-all", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("dismiss-swipe-refused", ("cause", "ignoring-interaction-events"), ("rule", "ignore-counter"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "window-lock", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "window-lock", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "window-lock", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "dismiss Text Size"), ("flag", "window.isAnimated"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "window-lock", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "dismiss Text Size"), ("flag", "window.isAnimated"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "coordinated", .only(.ios7), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "coordinated", .only(.ios12), stack: "Settings", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "coordinated", .only(.ios17), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "dismiss Text Size"), ("flag", "transitionLock"))),
        RaceOutcome(.swipeDismissSheetDuringPush, "coordinated", .only(.ios26), stack: "Settings > Wi-Fi", crash: nil, violations: [], taps: (2, 0, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "dismiss Text Size"), ("flag", "transitionLock"))),
        RaceOutcome(.rowTappedInScrollingTable, "none", .only(.ios7), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 1, 0), event: EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))),
        RaceOutcome(.rowTappedInScrollingTable, "none", .only(.ios12), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("touch-cancelled-by-scrolling", ("touch", "1"), ("delivered", "yes"), ("rule", "scroll-view-cancels-content-touches"))),
        RaceOutcome(.rowTappedInScrollingTable, "none", .only(.ios17), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("touch-cancelled-by-scrolling", ("touch", "1"), ("delivered", "yes"), ("rule", "scroll-view-cancels-content-touches"))),
        RaceOutcome(.rowTappedInScrollingTable, "none", .only(.ios26), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))),
        RaceOutcome(.rowTappedInScrollingTable, "delay", .only(.ios7), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.nestedPush, .doublePush], taps: (2, 1, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.rowTappedInScrollingTable, "delay", .only(.ios12), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.rowTappedInScrollingTable, "delay", .only(.ios17), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.rowTappedInScrollingTable, "delay", .only(.ios26), stack: "Inbox > Message 2 > Message 2", crash: nil, violations: [.doublePush], taps: (2, 1, 0), event: EventPattern("async-after-fires", ("request", "push Message 2"))),
        RaceOutcome(.rowTappedInScrollingTable, "appear-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isAnimated"))),
        RaceOutcome(.rowTappedInScrollingTable, "switching-flag", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isSwitching"))),
        RaceOutcome(.rowTappedInScrollingTable, "block-all", .only(.ios7), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.rowTappedInScrollingTable, "block-all", .only(.ios12), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.rowTappedInScrollingTable, "block-all", .only(.ios17), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "isTransitionControllerProcessing"))),
        RaceOutcome(.rowTappedInScrollingTable, "block-all", .only(.ios26), stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("touch-cancelled-by-scrolling", ("touch", "1"), ("delivered", "yes"), ("rule", "scroll-view-cancels-content-touches"))),
        RaceOutcome(.rowTappedInScrollingTable, "window-lock", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Message 2"), ("flag", "window.isAnimated"))),
        RaceOutcome(.rowTappedInScrollingTable, "coordinated", .all, stack: "Inbox > Message 2", crash: nil, violations: [], taps: (1, 2, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 2"), ("flag", "identity"))),
]

func outcomes(of race: RaceDriver) -> [RaceOutcome] { raceOutcomes.filter { $0.race == race } }

@Suite("Guard strategies against the races")
struct StrategyRaceTests {
    @Test("every strategy is covered for every race under every profile")
    func tableIsComplete() {
        for race in RaceDriver.allCases {
            for strategy in StrategyID.builtIns.map(\.rawValue) {
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

    @Test("a swipe at the root with the pop gesture's delegate nil, then a tap", arguments: outcomes(of: .rootSwipeWithNilDelegate))
    func rootSwipeWithNilDelegate(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("a push while an alert comes up", arguments: outcomes(of: .pushWhileAlertComesUp))
    func pushWhileAlertComesUp(_ outcome: RaceOutcome) { outcome.verify() }
    @Test("a tap on the presenting screen above a medium sheet", arguments: outcomes(of: .tapAboveMediumSheet))
    func tapAboveMediumSheet(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("swipe-dismiss a sheet while a push runs under it", arguments: outcomes(of: .swipeDismissSheetDuringPush))
    func swipeDismissSheetDuringPush(_ outcome: RaceOutcome) { outcome.verify() }
    @Test("a row tapped in a scrolling table", arguments: outcomes(of: .rowTappedInScrollingTable))
    func rowTappedInScrollingTable(_ outcome: RaceOutcome) { outcome.verify() }

    @Test("coordinated comes through every race with no detector or failure, under every profile")
    func coordinatedHolds() {
        // Setting the delegate to nil removes the place where every strategy
        // answers for the gesture: the fix is the app's (keep UIKit's
        // delegate, or refuse the swipe at the root), and that race's rows
        // say so.
        for race in RaceDriver.allCases where race != .rootSwipeWithNilDelegate {
            for profile in Profile.allCases {
                let world = race.run(strategy: "coordinated", profile: profile)
                #expect(world.violations.isEmpty, "\(race.rawValue) on \(profile.rawValue): \(world.violations)")
            }
        }
    }
}
