import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// A scroll view between the finger and its content (rules
/// scroll-view-delays-content-touches, scroll-view-cancels-content-touches,
/// control-touches-not-cancelled), on the demo's Inbox table and the
/// Message screen's scroll view with its Share button.
@Suite struct ScrollViewTouchTests {
    /// The Inbox table, found by class.
    static func table(in world: World) -> ViewID {
        world.views.first { $0.viewClass == .tableView && world.isInWindow($0.id) }!.id
    }

    @Test func aQuickTapOnARowIsHeldThenDeliveredAsTheFingerLifts() {
        var world = World.demo()
        world.send(.tap(.label("Message 1")))
        #expect(world.logged(EventPattern("touch-delayed-by-scroll-view", ("touch", "1"), ("scroll-view", "UITableView"), ("delay", "150"), ("rule", "scroll-view-delays-content-touches"))))
        #expect(world.viewID("Message 1").map { world.views[$0.raw].isHighlighted } == false, "no highlight during the delay")
        _ = world.settle()
        // The tap lasts 50 ms, less than the delay: the began arrives with the end.
        #expect(world.time { if case .touchHighlighted = $0 { true } else { false } } == world.configuration.tapDuration)
        #expect(world.stackTitles == ["Inbox", "Message 1"], "the row still fires")
        #expect(world.lastTouch?.notes.map(\.fact).contains(.delayedByScrollView(ViewRef(id: Self.table(in: World.demo()), viewClass: .tableView, label: nil))) == true)
    }

    @Test func aPressLongerThanTheDelayHighlightsAt150msAndFiresOnLift() {
        var world = World.demo()
        world.send(.press(.label("Message 1"), milliseconds: 400))
        world.advance(by: 149)
        #expect(!world.logged(EventPattern("touch-highlighted")))
        world.advance(by: 1)
        #expect(world.logged(EventPattern("touch-highlighted", ("touch", "1"), ("control", "UITableViewCell \"Message 1\""))))
        #expect(world.stackTitles == ["Inbox"])
        world.advance(by: 250)
        #expect(world.logged(EventPattern("touch-up-inside", ("touch", "1"))))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test func withoutTheDelayARowHighlightsAtOnce() {
        var world = World.demo()
        world.views[Self.table(in: world).raw].delaysContentTouches = false
        world.send(.tap(.label("Message 1")))
        #expect(!world.logged(EventPattern("touch-delayed-by-scroll-view")))
        #expect(world.time { if case .touchHighlighted = $0 { true } else { false } } == 0)
    }

    @Test func aFlickFromARowScrollsAndTheRowNeverGetsTheTouch() {
        var world = World.demo()
        world.send(.scroll(.label("Message 1"), by: -3))
        _ = world.settle()
        #expect(world.logged(EventPattern("touch-cancelled-by-scrolling", ("touch", "1"), ("delivered", "no"), ("rule", "scroll-view-delays-content-touches"))))
        #expect(world.logged(EventPattern("scrolled", ("scroll-view", "UITableView"), ("by", "-3"))))
        #expect(!world.logged(EventPattern("touch-highlighted")))
        #expect(!world.logged(EventPattern("touch-up-inside")))
        #expect(world.stackTitles == ["Inbox"])
        let facts = world.lastTouch?.notes.map(\.fact) ?? []
        let table = ViewRef(id: Self.table(in: World.demo()), viewClass: .tableView, label: nil)
        #expect(facts.contains(.delayedByScrollView(table)))
        #expect(facts.contains(.cancelledByScrolling(table)))
        #expect(world.lastTouch?.disposition == .dropped)
    }

    @Test func aDragAfterTheDelayCancelsTheHighlightedRow() {
        var world = World.demo()
        world.send(.scroll(.label("Message 2"), by: 2, holdingFirst: 300))
        _ = world.settle()
        #expect(world.logged(EventPattern("touch-highlighted", ("touch", "1"))))
        #expect(world.logged(EventPattern("touch-cancelled-by-scrolling", ("touch", "1"), ("view", "UITableViewCell \"Message 2\""), ("delivered", "yes"), ("rule", "scroll-view-cancels-content-touches"))))
        #expect(!world.logged(EventPattern("touch-up-inside")))
        #expect(world.viewID("Message 2").map { world.views[$0.raw].isHighlighted } == false)
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test func aButtonAlreadyTrackingIsNotCancelledAndFires() {
        var world = World.demo(settledAfterTapping: "Message 1")
        let before = world.log.entries.count
        world.send(.scroll(.label("Share"), by: -2, holdingFirst: 300))
        _ = world.settle()
        #expect(world.logged(from: before, EventPattern("scroll-kept-by-content", ("view", "UIButton \"Share\""), ("scroll-view", "UIScrollView"), ("cause", "control"), ("rule", "control-touches-not-cancelled"))))
        #expect(!world.logged(from: before, EventPattern("scrolled")))
        #expect(world.logged(from: before, EventPattern("touch-up-inside", ("control", "UIButton \"Share\""))))
    }

    @Test func aFlickFromAButtonStillScrollsWithinTheDelay() {
        var world = World.demo(settledAfterTapping: "Message 1")
        let before = world.log.entries.count
        world.send(.scroll(.label("Share"), by: -2))
        _ = world.settle()
        #expect(world.logged(from: before, EventPattern("touch-cancelled-by-scrolling", ("delivered", "no"))))
        #expect(!world.logged(from: before, EventPattern("touch-up-inside")))
    }

    @Test func withCanCancelOffTheRowKeepsTheTouchAndFires() {
        var world = World.demo()
        world.views[Self.table(in: world).raw].canCancelContentTouches = false
        world.send(.scroll(.label("Message 1"), by: -3, holdingFirst: 200))
        _ = world.settle()
        #expect(world.logged(EventPattern("scroll-kept-by-content", ("cause", "cannot-cancel"), ("rule", "scroll-view-cancels-content-touches"))))
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test func aScrollOutsideAnyScrollViewTouchesNothing() {
        var world = World.demo()
        world.send(.scroll(.label("Compose"), by: 2))
        _ = world.settle()
        #expect(world.logged(EventPattern("no-scroll-view", ("landed-on", "UIButton \"Compose\""))))
        #expect(world.lastTouch == nil)
    }
}
