import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// The library guards shipped in the binary (LibraryGuards) against the
/// races their users reported, alone and stacked as apps ship them. Every
/// race under every library guard is in docs/strategies.md's outcome tables
/// (StrategyTableDocTests); these rows pin the deciding step of the ones the
/// libraries' issues are about.
let libraryRaceOutcomes: [RaceOutcome] = [
    // A double tap on a row: QMUI drops the second push; FD pushes the new
    // instance (its check is by instance); BufferedNavigationController runs
    // it after the first push (still two); Epoxy finds it on screen already.
    RaceOutcome(.doubleTapRow, "qmui-transiting", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 1"), ("flag", "isViewControllerTransiting"))),
    RaceOutcome(.doubleTapRow, "fd-fullscreen-pop", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (2, 0, 0), event: nil),
    RaceOutcome(.doubleTapRow, "buffered-queue", .only(.ios17), stack: "Inbox > Message 1 > Message 1", crash: nil, violations: [.doublePush], taps: (1, 0, 1), event: EventPattern("guard-queued", ("request", "push Message 1"), ("flag", "blocks"))),
    RaceOutcome(.doubleTapRow, "epoxy-queue", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [], taps: (1, 1, 0), event: EventPattern("guard-queued", ("request", "push Message 1"), ("flag", "next"))),
    // A cancelled edge swipe, then a tap: QMUI alone hears the system
    // recognizer begin and releases on the popping screen's viewWillAppear;
    // stacked with FD, FD's pan takes the swipe and nothing releases it
    // (QMUI_iOS #275, #336). BufferedNavigationController stays locked (#5).
    RaceOutcome(.cancelledSwipeThenTap, "qmui-transiting", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("gesture-should-begin", ("recognizer", "interactivePopGestureRecognizer"), ("allowed", "yes"))),
    RaceOutcome(.cancelledSwipeThenTap, "fd-fullscreen-pop", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: EventPattern("gesture-should-begin", ("recognizer", "fd_fullscreenPopGestureRecognizer"), ("allowed", "yes"))),
    RaceOutcome(.cancelledSwipeThenTap, "qmui-transiting+fd-fullscreen-pop", .all, stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 1, 0), event: EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Reply"), ("flag", "isViewControllerTransiting"))),
    RaceOutcome(.cancelledSwipeThenTap, "buffered-queue", .only(.ios17), stack: "Inbox > Message 1", crash: nil, violations: [.stuckLock], taps: (2, 0, 1), event: EventPattern("guard-queued", ("request", "push Reply"), ("flag", "blocks"))),
    RaceOutcome(.cancelledSwipeThenTap, "epoxy-queue", .only(.ios17), stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (3, 0, 0), event: nil),
    // FD's pan refuses while a transition runs (`_isTransitioning`): a swipe
    // from the content mid-push does nothing, where iOS 26's own content
    // gesture interrupts the push.
    RaceOutcome(.contentSwipeDuringPush, "fd-fullscreen-pop", .all, stack: "Inbox > Message 1 > Reply", crash: nil, violations: [], taps: (2, 1, 0), event: EventPattern("gesture-should-begin", ("recognizer", "fd_fullscreenPopGestureRecognizer"), ("allowed", "no"))),
]

@Suite("Library guards against the races")
struct LibraryGuardRaceTests {
    @Test("a library guard's race", arguments: libraryRaceOutcomes)
    func race(_ outcome: RaceOutcome) { outcome.verify() }

    /// #336 as its reporter met it, from anywhere on the screen: only FD's
    /// pan takes a swipe that starts on the content before iOS 26, so QMUI
    /// alone never sees it begin; stacked with FD the flag is stranded.
    @Test("QMUI_iOS #336: a swipe from the content, cancelled, then a tap", arguments: Profile.allCases)
    func issue336(_ profile: Profile) throws {
        func run(_ strategy: String) -> World {
            var world = World.demo(strategy, profile)
            world.tap("Message 1"); world.settle()
            let from = world.tapPoint(forLabel: "Next message")!
            world.swipeBack(finish: false, releaseAt: 30, from: from); world.settle()
            world.tap("Reply"); world.settle()
            return world
        }
        let stacked = run("qmui-transiting+fd-fullscreen-pop")
        #expect(stacked.stackTitles == ["Inbox", "Message 1"])
        #expect(stacked.violations == [.stuckLock])
        #expect(stacked.logged(EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))))
        #expect(stacked.logged(EventPattern("guard-refused", ("request", "push Reply"), ("flag", "isViewControllerTransiting"))))
        // Alone, before iOS 26 the content swipe begins nothing. On iOS 26
        // interactiveContentPopGestureRecognizer takes it: a system recognizer,
        // but not the one QMUI 2.6.2 added its target to, so it strands too.
        let alone = run("qmui-transiting")
        if profile == .ios26 {
            #expect(alone.stackTitles == ["Inbox", "Message 1"])
            #expect(alone.violations == [.stuckLock])
        } else {
            #expect(alone.stackTitles == ["Inbox", "Message 1", "Reply"])
            #expect(alone.violations.isEmpty)
            #expect(alone.logged(EventPattern("swipe-refused", ("cause", "not-from-edge"))))
        }
    }
}
