import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// The sandbox's own detectors: symptoms a user would report, noticed as they
/// happen or one second after the world goes idle.
@Suite("Detectors")
struct DetectorRules {
    @Test("double-push: two screens for the same item end up adjacent in the stack")
    func doublePush() {
        var world = World.demo()
        world.doubleTap("Message 1")
        world.advance(to: 549)
        #expect(!world.fired(.doublePush))
        world.advance(to: 550)  // the deferred second push starts
        #expect(world.firingTimes() == [
            "550 double-push"
        ])
        #expect(ViolationID.doublePush.category == .detector)
    }

    @Test("double-push stays quiet for two different messages")
    func noDoublePushForDifferentItems() {
        var world = World.demo()
        world.tap("Message 1")
        world.advance(by: 100)
        world.tap("Message 2")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
        #expect(world.violations.isEmpty)
    }

    @Test("stuck-lock: switching-flag's isSwitching stays YES after a cancelled swipe, and pushes are ignored from then on")
    func stuckLockAfterCancelledSwipe() {
        var world = World.demo("switching-flag")
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: false)
        let idle = world.runUntilIdle()
        #expect(idle)
        let idleSince = world.now
        #expect(world.flag("isSwitching") == "YES")
        world.advance(by: World.idleGrace - 1)
        #expect(!world.fired(.stuckLock))
        world.advance(by: 1)
        #expect(world.firingTimes(since: idleSince) == [
            "1000 stuck-lock"
        ])
        world.tap("Reply")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.entries(.guardDecision).last.map { EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Reply"), ("flag", "isSwitching")).matches($0.event) } == true)
        // Reported once for as long as the lock is held, however many idle
        // periods pass: the ignored tap does not report it again.
        #expect(world.firings(.stuckLock) == 1)
        #expect(world.violations == [.stuckLock])
    }

    @Test("stuck-lock stays quiet when the swipe finishes and didShow clears the flag")
    func noStuckLockAfterFinishedSwipe() {
        var world = World.demo("switching-flag")
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: true)
        world.settle()
        #expect(world.flag("isSwitching") == "NO")
        #expect(world.stackTitles == ["Inbox"])
        #expect(world.violations.isEmpty)
    }

    @Test("stuck-lock: the app's own beginIgnoringInteractionEvents without an end")
    func stuckLockFromIgnoring() {
        var world = World.demo("none", .ios12)
        world.beginIgnoringInteractionEvents()
        world.settle()
        #expect(world.violationEvents(.detector) == [.stuckLock])
        #expect(world.entries(.detector).map(\.time) == [1_000])
    }

    @Test("lost-navigation: a must-complete push a guard drops")
    func lostNavigationDropped() {
        var world = World.demo("switching-flag")
        world.tap("Open latest in 0.5s")  // fires at 550 and must complete
        world.advance(to: 300)
        world.tap("Message 2")  // pushes at 500: isSwitching is YES at 550
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 2"])
        #expect(world.firingTimes() == [
            "550 lost-navigation"
        ])
    }

    @Test("lost-navigation: a must-complete push stranded in a queue nothing will drain")
    func lostNavigationStranded() {
        // window-lock: Compose presents, then Attach is refused by UIKit, so
        // the window stays locked; the must-complete push queues behind it.
        var world = World.demo("window-lock")
        world.tap("Open latest in 0.5s")
        world.advance(to: 60)
        world.tap("Compose")
        world.advance(to: 470)
        world.tap("Attach")
        world.advance(to: 550)
        #expect(world.queuedSummaries == ["push Message 3"])
        let idle = world.runUntilIdle(limit: 5_000)
        #expect(!idle)
        #expect(world.fired(.lostNavigation))
        #expect(world.firingTimes() == [
            "1550 stuck-lock",
            "1550 lost-navigation",
        ])
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("lost-navigation stays quiet when the must-complete push waits and then runs")
    func noLostNavigationWhenQueuedPushRuns() {
        var world = World.demo("window-lock")
        world.tap("Open latest in 0.5s")
        world.advance(to: 300)
        world.tap("Message 2")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 2", "Message 3"])
        #expect(world.violations.isEmpty)
    }

    @Test("swallowed-tap: Compose, Minimize, then a tap above the card lands on the transparent container")
    func swallowedTap() {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.tap("Minimize")
        world.settle()
        #expect(world.cardStateName == "minimized")
        world.tap("Message 2")
        #expect(world.violationEvents(.detector) == [.swallowedTap])
        #expect(world.lastTouch?.disposition == .dropped)
        #expect(world.lastTouch?.notes.map(\.fact) == [.swallowedByPresentationContainer])
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("swallowed-tap stays quiet above an expanded card: the dimming view takes the tap, as UIKit means it to")
    func noSwallowedTapOverDimming() throws {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.tap(at: Point(x: 12, y: 2))
        #expect(world.lastTouch?.hitView == world.presentation?.dimming)
        #expect(!world.fired(.swallowedTap))
    }

    @Test("stuck-highlight: a control left highlighted with no finger on it, reported once when the world is idle")
    func stuckHighlight() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let back = world.bar.backButton
        let touch = world.touchBegan(at: try #require(world.backButtonPoint))
        // Seed 000's warning: disable the bar, not the app, and the back
        // button stays lit (rule undelivered-end-strands-highlight).
        world.views[world.bar.view.raw].isUserInteractionEnabled = false
        world.touchEnded(touch)
        #expect(world.view(back).isHighlighted)
        #expect(world.violationEvents(.detector) == [.stuckHighlight])
        world.settle()
        world.advance(by: 5_000)
        world.settle()
        #expect(world.firings(.stuckHighlight) == 1)
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("stuck-highlight stays quiet while the finger is still down")
    func noStuckHighlightWhileTracked() throws {
        var world = World.demo()
        world.touchBegan(at: try #require(world.tapPoint(forLabel: "Compose")))
        world.advance(by: 10_000)
        #expect(world.view(try #require(world.viewID("Compose"))).isHighlighted)
        #expect(!world.fired(.stuckHighlight))
    }

    @Test("every detector is a detector, and every id is spelled as scripts name it")
    func catalog() {
        let detectors = ViolationID.allCases.filter { $0.category == .detector }
        #expect(detectors == [.doublePush, .stuckLock, .lostNavigation, .swallowedTap, .stuckHighlight, .rootSwipeFreeze, .doublePop, .appPanTaken, .coordinatorOutOfStep])
        #expect(
            detectors.map(\.rawValue) == [
                "double-push", "stuck-lock", "lost-navigation", "swallowed-tap", "stuck-highlight", "root-swipe-freeze", "double-pop",
                "app-pan-taken", "coordinator-out-of-step",
            ])
        #expect(
            ViolationID.allCases.filter { $0.category == .crash } == [
                .cantAddSelfAsSubview, .sameInstancePush, .duplicateViewControllers, .doublePopCrash, .guardRecursion,
                .mainThreadHang,
            ])
    }
}

@Suite("Detectors on an already idle world")
struct IdleWorldDetectorTests {
    @Test("stuck-lock: a lock taken while the world is already idle is reported one second later")
    func lockTakenWhileIdle() {
        var world = World.demo()
        world.settle()
        world.beginIgnoringInteractionEvents()
        world.advance(by: World.idleGrace - 1)
        #expect(!world.fired(.stuckLock))
        world.advance(by: 1)
        #expect(world.fired(.stuckLock))
    }

    @Test("a bar left out of step with the stack is called out once the world settles")
    func barOutOfStep() {
        // Back during a push whose pop UIKit defers on iOS 17: the back button
        // pops Message 1's item at once, the deferred pop later removes
        // Message 2 — the bar ends one item short.
        var world = World.demo()
        world.tap("Message 1")
        world.advance(by: 100)
        world.tap("Message 2")
        world.advance(by: 300)
        world.tapBack()
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.barTitles == ["Inbox"])
        #expect(world.logged { $0 == .warning(.barOutOfStep(bar: ["Inbox"], stack: ["Inbox", "Message 1"]), rule: nil) })
    }
}

extension World {
    /// `550 double-push` for each detector that fired: when, and which, from the events.
    fileprivate func firingTimes(since origin: Int = 0) -> [String] {
        entries(.detector).compactMap { entry in
            if case .violation(let id, _, _) = entry.event { "\(entry.time - origin) \(id.rawValue)" } else { nil }
        }
    }
}
