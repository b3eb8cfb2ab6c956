import Testing

@testable import NavSandboxCore
import NavSandboxTestSupport

/// The hooks and conditions teams' guards use (issue 34): `sendEvent` sees
/// every touch, swipes and card drags included; `transition-coordinator`
/// holds during presentations too; `sendAction` with `same-control` and
/// `action-within` writes a per-button throttle.
@Suite struct GuardHookTests {
    /// A window-wide sendEvent throttle: a touch within 500 ms of the last
    /// one let through is swallowed.
    static let touchDebounce = GuardDefinition(
        name: "debounce",
        flags: [GuardFlagDeclaration("recent", .bool)],
        rules: [
            GuardRule(.sendEvent, when: .flag("recent"), [.drop(reason: "too soon")]),
            GuardRule(.sendEvent, [.set("recent"), .startTimer("quiet", milliseconds: 500), .allow]),
            GuardRule(.timer("quiet"), [.clear("recent")]),
        ])

    static let coordinator = GuardDefinition(
        name: "coordinator",
        rules: [GuardRule(.call([.push, .pop, .popToRoot]), when: .transitionCoordinator, [.drop(reason: "coordinator")])])

    static let runningFlag = GuardDefinition(
        name: "running",
        rules: [GuardRule(.call([.push, .pop, .popToRoot]), when: .transitionRunning, [.drop(reason: "running")])])

    /// A time kept per control, as FWFramework's and UIButtonIgnoreEvent's.
    static let buttonThrottle = GuardDefinition(
        name: "throttle",
        rules: [GuardRule(.sendAction, when: .actionWithin(500), [.drop(reason: "this button acted")])])

    /// Compared with the last control only.
    static let lastControlThrottle = GuardDefinition(
        name: "last-control",
        rules: [GuardRule(.sendAction, when: .all([.sameControl, .actionWithin(500)]), [.drop(reason: "again")])])

    static let classThrottle = GuardDefinition(
        name: "class-throttle",
        rules: [GuardRule(.sendAction, when: .anyActionWithin(500), [.drop(reason: "a button acted")])])

    func edgeSwipe250msAfterATap(_ strategy: String) -> World {
        var world = World.demo(strategy, .ios7, guardFiles: [Self.touchDebounce])
        world.tap("Message 1")
        world.advance(by: 250)
        world.step(.swipeBack(finish: true))
        world.settle()
        return world
    }

    @Test("a window-wide sendEvent throttle stops an edge swipe 250 ms after a tap, so iOS 7 does not freeze")
    func sendEventStopsTheSwipe() {
        let unguarded = edgeSwipe250msAfterATap("none")
        #expect(unguarded.isFrozen, "without the guard the swipe during the push freezes iOS 7")
        let guarded = edgeSwipe250msAfterATap("debounce")
        #expect(!guarded.isFrozen)
        #expect(guarded.stackTitles == ["Inbox", "Message 1"])
        #expect(guarded.logged {
            if case .swipeDropped(.sendEventDropped("debounce", "too soon"), .sendEventPrecedesGestures) = $0 { return true }
            return false
        })
    }

    @Test("a sendEvent drop stops a card's drag as well")
    func sendEventStopsTheCardDrag() {
        var world = World.demo("debounce", .ios17, guardFiles: [Self.touchDebounce])
        world.tap("Message 1")
        world.settle()
        world.tap("Share")
        world.advance(by: 200)
        world.settle()
        #expect(world.presentedTitle == "Share")
        world.tap("Share")  // a touch the throttle lets through, to arm it
        world.step(.dismissSwipeBegin)
        #expect(world.logged {
            if case .dismissSwipeRefused(.dropped(.sendEventDropped("debounce", _)), .sendEventPrecedesGestures) = $0 { return true }
            return false
        })
        world.settle()
        #expect(world.presentedTitle == "Share", "the card stays")
    }

    /// A push the app makes 0.5 s after a tap, while a card it presented
    /// is still coming in.
    func pushBehindAPresentation(_ strategy: String, guardFile: GuardDefinition) -> World {
        var world = World.demo(strategy, .ios17, guardFiles: [guardFile])
        world.tap("Open latest in 0.5s")
        world.advance(by: 300)
        world.tap("Compose")
        world.settle()
        return world
    }

    @Test("`transition-coordinator` refuses a push behind a presentation, which `transition-running` lets through")
    func coordinatorCoversPresentations() {
        let coordinator = pushBehindAPresentation("coordinator", guardFile: Self.coordinator)
        #expect(coordinator.stackTitles == ["Inbox"])
        #expect(coordinator.fired(.lostNavigation), "the must-complete push was dropped")
        let running = pushBehindAPresentation("running", guardFile: Self.runningFlag)
        #expect(running.stackTitles == ["Inbox", "Message 3"], "UIKit held the push until the card was in, then ran it")
    }

    @Test("`transition-coordinator` holds during an animated push and the swipe-back's pop, and not at rest")
    func coordinatorDuringNavigation() {
        var world = World.demo("coordinator", .ios17, guardFiles: [Self.coordinator])
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"], "the second push met the coordinator")
        world.tap("Reply")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"], "at rest, nothing holds")
    }

    @Test("a per-button throttle drops a second tap on the same row but not a tap on another")
    func perButtonThrottle() {
        var world = World.demo("throttle", .ios17, guardFiles: [Self.buttonThrottle])
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.logged {
            if case .actionDropped(_, "openMessage:", "throttle", "this button acted") = $0 { return true }
            return false
        })
        let dropped = world.touches.history.last { $0.disposition == .dropped }
        #expect(dropped?.notes.contains { if case .actionDropped = $0.fact { true } else { false } } == true, "LAST TAP says why")

        var twoRows = World.demo("throttle", .ios17, guardFiles: [Self.buttonThrottle])
        twoRows.tap("Message 1")
        twoRows.advance(by: 100)
        twoRows.tap("Message 2")
        twoRows.settle()
        #expect(twoRows.stackTitles.count == 3, "another row is another control: both push")
    }

    @Test("row 1, row 2, row 1 within the interval: a per-control time drops the second row 1, `same-control` lets it through")
    func perControlAgainstLastControl() {
        func run(_ name: String, _ definition: GuardDefinition) -> World {
            var world = World.demo(name, .ios17, guardFiles: [definition])
            world.tap("Message 1")
            world.advance(by: 60)
            world.tap("Message 2")
            world.advance(by: 60)
            world.tap("Message 1")
            world.settle()
            return world
        }
        let perControl = run("throttle", Self.buttonThrottle)
        #expect(perControl.count { if case .actionDropped = $0 { return true } else { return false } } == 1)
        let lastControl = run("last-control", Self.lastControlThrottle)
        #expect(lastControl.count { if case .actionDropped = $0 { return true } else { return false } } == 0)
    }

    @Test("a throttle kept once for every control drops the tap on another row too")
    func classWideThrottle() {
        var world = World.demo("class-throttle", .ios17, guardFiles: [Self.classThrottle])
        world.tap("Message 1")
        world.advance(by: 100)
        world.tap("Message 2")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("a control acting again after the interval goes through")
    func throttleInterval() {
        var world = World.demo("throttle", .ios17, guardFiles: [Self.buttonThrottle])
        world.tap("Message 1")
        world.settle()
        world.tapBack()
        world.settle()
        world.advance(by: 600)
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(!world.logged {
            if case .actionDropped = $0 { return true }
            return false
        })
    }
}
