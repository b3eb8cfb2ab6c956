import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// The swipe down that dismisses the presented screen interactively, step by
/// step: what UIKit calls, and that it keeps taking touches meanwhile.
@Suite("Interactive dismissal")
struct InteractiveDismissalTests {
    /// The demo with Compose presented and settled.
    private func composed() -> World {
        World.demo(settledAfterTapping: "Compose")
    }

    @Test("a finished dismiss swipe dismisses: viewWillDisappear at the drag, viewDidDisappear at the end")
    func finished() {
        var world = composed()
        let start = world.mark
        world.send(.dismissSwipeBegin)
        #expect(world.logged(from: start, EventPattern("interactive-dismiss-begins", ("screen", "Compose"))))
        #expect(world.presentation?.phase == .dismissing)
        world.send(.dismissSwipeMove(progress: 60))
        world.send(.dismissSwipeEnd(finish: true))
        #expect(world.logged(from: start, EventPattern("interactive-dismiss-released", ("progress", "60"), ("finish", "yes"))))
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.logged(from: start, EventPattern("dismiss-completes", ("card", "Compose"))))
        #expect(world.lifecycleCalls(from: start) == ["viewWillDisappear Compose", "viewDidDisappear Compose"])
    }

    @Test("a cancelled dismiss swipe leaves the screen presented: will/did appear again, never viewDidDisappear (rule cancelled-dismissal-lifecycle)")
    func cancelled() {
        var world = composed()
        let start = world.mark
        world.send(.dismissSwipeBegin)
        world.send(.dismissSwipeMove(progress: 30))
        world.send(.dismissSwipeEnd(finish: false))
        world.settle()
        #expect(world.presentation?.phase == .shown)
        #expect(world.presentation?.interactive == nil)
        #expect(world.presentedTitle == "Compose")
        #expect(world.logged(from: start, EventPattern("interactive-dismiss-cancelled", ("screen", "Compose"))))
        #expect(world.events(from: start).contains { $0.rule == .cancelledDismissalLifecycle })
        #expect(
            world.lifecycleCalls(from: start) == ["viewWillDisappear Compose", "viewWillAppear Compose", "viewDidAppear Compose"])
        // Back where it was: its own Send dismisses it as usual.
        world.tap("Send")
        world.settle()
        #expect(world.presentation == nil)
    }

    @Test("a tap during the drag is delivered, unlike one during the animated dismissal (rules interactive-dismissal-takes-events, presentation-ignores-events)")
    func tapDuringDrag() {
        var world = composed()
        world.send(.dismissSwipeBegin)
        world.send(.dismissSwipeMove(progress: 10))
        let start = world.mark
        world.tap("Attach")
        #expect(world.logged(from: start, EventPattern("touch-during-interactive-dismissal", ("screen", "Compose"))))
        #expect(world.lastTouch?.notes.contains { $0.rule == .interactiveDismissalTakesEvents } == true)
        world.settle()
        // Attach's present, made mid-dismissal, is refused by UIKit (rule present-while-presenting).
        #expect(world.logged(from: start, EventPattern("touch-up-inside", ("control", "UIButton \"Attach\""))))
        #expect(world.events(from: start).contains { $0.rule == .presentWhilePresenting })

        // The non-interactive dismissal ignores events while it animates.
        var animated = composed()
        animated.send(.dragCard(.dismiss))
        let mark = animated.mark
        animated.tap(at: Point(x: 2, y: 8))
        #expect(animated.logged(from: mark, EventPattern("touch-dropped", ("rule", "presentation-ignores-events"))))
    }

    @Test("a dismiss swipe with nothing presented, or during a presentation's animation, begins nothing")
    func refused() {
        var world = World.demo()
        world.send(.dismissSwipeBegin)
        #expect(world.logged(EventPattern("dismiss-swipe-refused", ("cause", "nothing-presented"))))
        world.tap("Compose")
        world.advance(by: 100)  // still animating in
        let start = world.mark
        world.send(.dismissSwipeBegin)
        #expect(world.logged(from: start, EventPattern("dismiss-swipe-refused", ("cause", "presentation-animating"), ("rule", "presentation-ignores-events"))))
        world.settle()
        #expect(world.presentedTitle == "Compose")
    }

    @Test("a finger on a control in the card when the card is dismissed is cancelled, not stranded (rule removal-cancels-touch)")
    func touchOnDismissedCardIsCancelled() throws {
        var world = composed()
        let attach = try #require(world.viewID("Attach"))
        _ = world.touchBegan(at: try #require(world.tapPoint(forLabel: "Attach")))
        #expect(world.view(attach).isHighlighted)
        world.send(.dismissSwipeBegin)
        world.send(.dismissSwipeEnd(finish: true))
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.logged(EventPattern("touch-cancelled-left-window", ("view", "UIButton \"Attach\""))))
        #expect(!world.view(attach).isHighlighted)
        #expect(!world.fired(.stuckHighlight))
    }
}
