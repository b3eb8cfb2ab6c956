import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// A busy main thread (rule busy-main-thread-queues-events): touches wait in
/// the event queue and come in one burst when the work returns; timers and
/// animation steps due meanwhile run late.
@Suite struct MainThreadTests {
    @Test func touchesDuringAStallWaitAndComeInOneBurst() {
        var world = World.demo()
        world.step(.stall(milliseconds: 400))
        #expect(world.flag("uikitBlocks") == "all touches: main thread busy 400 ms more (stall)")
        world.step(.wait(10))
        world.step(.doubleTap(.label("Message 1")))
        #expect(world.touches.history.isEmpty, "no touch began while the main thread was busy")
        #expect(world.flag("uikitBlocks") == "all touches: main thread busy 290 ms more (stall), 2 touches waiting")
        world.step(.settle(limit: 60_000))
        #expect(world.logged(EventPattern("input-waits", ("rule", "busy-main-thread-queues-events"))))
        #expect(world.logged(EventPattern("main-thread-free", ("dispatching", "2"))))
        // Both began and ended at the instant the work returned, in order,
        // on the row drawn there: two loads, two pushes.
        #expect(world.touches.history.map(\.beganAt) == [400, 400])
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 1"])
        #expect(world.mainThread.busyUntil == nil && world.mainThread.waiting.isEmpty)
    }

    @Test func aTimerDueDuringTheWorkRunsWhenItReturns() {
        var world = World.demo()
        // "Open latest in 0.5s" pushes from an asyncAfter 500 ms after its tap ends (50 ms).
        world.step(.tap(.label("Open latest in 0.5s")))
        world.step(.wait(100))
        world.step(.stall(milliseconds: 1_000))
        world.step(.settle(limit: 60_000))
        let start = world.log.entries.first {
            if case .transitionStarts(.push, _, _) = $0.event { true } else { false }
        }
        #expect(start?.time == 1_100, "the push was due at 550 ms, in the stall")
    }

    @Test func whatIsNotATouchDoesNotWait() {
        var world = World.demo()
        world.step(.stall(milliseconds: 400))
        world.step(.setToggle(.exclusiveTouch, true))
        #expect(world.toggles.exclusiveTouch == true)
        #expect(world.mainThread.waiting.isEmpty)
    }

    /// An app's `block` in a list: the rest of the list runs when the work
    /// returns, before the touches that waited for it.
    @Test func anAppsBlockRunsTheRestOfItsListFirst() throws {
        let yaml = """
            app: Slow
            root: Home
            screens:
              Home:
                title: Home
                views:
                  - { class: UIButton, label: Slow, frame: [1, 1, 10, 1], action: slow }
                  - { class: UIButton, label: Other, frame: [1, 3, 10, 1], action: other }
                actions:
                  slow:
                    - block: 300ms
                    - push: Next
                  other:
                    log: other tapped
              Next:
                title: Next
                views: []
            """
        let app = try AppFileLoader.load(yaml, file: "slow.yaml").get().app
        var world = World(configuration: Configuration(app: app))
        world.step(.tap(.label("Slow")))
        world.step(.wait(100))
        world.step(.tap(.label("Other")))
        world.step(.settle(limit: 60_000))
        #expect(world.logged(EventPattern("main-thread-busy", ("milliseconds", "300"))))
        let entries = world.log.entries
        let push = entries.firstIndex { if case .transitionStarts(.push, _, _) = $0.event { true } else { false } }
        let free = entries.firstIndex { if case .mainThread(.free) = $0.event { true } else { false } }
        #expect(push.map { entries[$0].time } == 350, "the tap's action returned at 50 ms, the block at 350")
        #expect(push != nil && free != nil && push! < free!, "the rest of the list ran before the waiting touch")
    }
}
