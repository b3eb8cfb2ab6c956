import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// `setViewControllers(_:animated:)`: a push-like or pop-like transition
/// chosen by whether the new top was in the stack, none when the top stays,
/// held like a push while UIKit is busy, and UIKit's throw on an instance
/// listed twice.
@Suite("setViewControllers")
struct SetViewControllersRules {
    /// The demo with Message 1 pushed and settled.
    private func onMessage1(_ profile: Profile = .ios17) -> World {
        World.demo(settledAfterTapping: "Message 1", "none", profile)
    }

    @Test("a new top comes in as a push; the screens left out leave the stack and the window")
    func newTopPushes() throws {
        var world = onMessage1()
        let message1 = try #require(world.stackController("Message 1"))
        let reply = world.instantiate(screenNamed: "Reply")!
        let start = world.mark
        world.setViewControllers([world.rootController, reply])
        world.settle()
        let events = world.events(from: start)
        #expect(events.contains { EventPattern("stack-replaced", ("removed", "Message 1"), ("transition", "push")).matches($0) })
        #expect(events.contains { EventPattern("transition-starts", ("kind", "push")).matches($0) })
        #expect(events.contains { EventPattern("did-show").matches($0) && $0.screenTitle == world.controller(reply).title })
        #expect(
            world.lifecycleCalls(from: start) == [
                "viewDidLoad \(world.controller(reply).title)",
                "viewWillDisappear Message 1", "viewWillAppear \(world.controller(reply).title)",
                "viewDidDisappear Message 1", "viewDidAppear \(world.controller(reply).title)",
            ])
        #expect(world.navigation.stack == [world.rootController, reply])
        #expect(world.bar.items == [world.rootController, reply])
        #expect(world.controller(message1).parent == nil)
        #expect(!world.isInWindow(try #require(world.rootView(of: message1))))
    }

    @Test("a top that was in the stack comes back as a pop")
    func oldTopPops() {
        var world = onMessage1()
        let start = world.mark
        world.setViewControllers([world.rootController])
        world.settle()
        let events = world.events(from: start)
        #expect(events.contains { EventPattern("stack-replaced", ("stack", "Inbox"), ("transition", "pop")).matches($0) })
        #expect(events.contains { EventPattern("transition-starts", ("kind", "pop"), ("screen", "Inbox")).matches($0) })
        #expect(events.contains { EventPattern("did-show", ("screen", "Inbox")).matches($0) })
        #expect(world.lifecycleCalls(from: start) == [
            "viewWillDisappear Message 1", "viewWillAppear Inbox", "viewDidDisappear Message 1", "viewDidAppear Inbox",
        ])
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("the same top: the stack beneath is replaced with no transition, appearance or delegate calls")
    func sameTopChangesNothingOnScreen() throws {
        var world = onMessage1()
        let message1 = try #require(world.stackController("Message 1"))
        let detail = world.instantiate(screenNamed: "Detail")!
        let start = world.mark
        world.setViewControllers([world.rootController, detail, message1])
        world.settle()
        let events = world.events(from: start)
        #expect(events.contains { EventPattern("stack-replaced", ("transition", nil), ("rule", "set-view-controllers-same-top")).matches($0) })
        #expect(!events.contains { EventPattern("transition-starts").matches($0) })
        #expect(!events.contains { EventPattern("will-show").matches($0) || EventPattern("did-show").matches($0) })
        #expect(world.lifecycleCalls(from: start).isEmpty)
        #expect(world.navigation.stack == [world.rootController, detail, message1])
    }

    @Test("during a push it is held like a push and runs when the push completes")
    func heldDuringTransition() {
        var world = World.demo("none", .ios17)
        world.tap("Message 1")
        world.advance(by: 250)  // the push runs from 200 to 550
        #expect(world.navigation.transition != nil)
        let start = world.mark
        world.setViewControllers([world.rootController])
        #expect(world.events(from: start).contains {
            EventPattern("call-deferred", ("rule", "set-view-controllers-deferred")).matches($0)
        })
        world.settle()
        #expect(world.logged(from: start, EventPattern("stack-replaced", ("stack", "Inbox"), ("transition", "pop"))))
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("iOS 7: a new top during a push is a nested push")
    func ios7NestedSet() {
        var world = World.demo("none", .ios7)
        world.tap("Message 1")
        world.advance(by: 250)
        let reply = world.instantiate(screenNamed: "Reply")!
        world.setViewControllers([world.rootController, reply])
        #expect(world.fired(.nestedPush))
        #expect(world.navigation.isCorrupted)
    }

    @Test("the same instance twice in the list throws")
    func duplicateThrows() {
        var world = onMessage1()
        world.setViewControllers([world.rootController, world.rootController])
        #expect(world.fired(.duplicateViewControllers))
        #expect(world.crash?.exception == "NSInternalInconsistencyException")
    }

    @Test("a guard's `same-screen-twice` drops a list naming one instance twice before UIKit throws")
    func guardDropsDuplicateList() throws {
        let definition = GuardDefinition(
            name: "distinct",
            rules: [GuardRule(.call([.setViewControllers]), when: .sameScreenTwice, [.drop(reason: "listed twice")])])
        var world = World.demo("distinct", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        let message1 = try #require(world.stackController("Message 1"))
        world.setViewControllers([world.rootController, message1])
        #expect(!world.fired(.duplicateViewControllers), "distinct instances pass")
        world.settle()
        let start = world.mark
        world.setViewControllers([world.rootController, world.rootController])
        #expect(world.logged(from: start, EventPattern("guard-refused", ("request", "setViewControllers [Inbox, Inbox]"))))
        #expect(!world.fired(.duplicateViewControllers))
        #expect(world.crash == nil)
    }

    @Test("a guard's `on: setViewControllers` sees the call; target-in-stack and target-on-screen ask about the new top")
    func guardHook() throws {
        let definition = GuardDefinition(
            name: "keep-top",
            rules: [
                GuardRule(.call([.setViewControllers]), when: .targetIsOnScreen, [.drop(reason: "the top stays")]),
                GuardRule(.call([.setViewControllers]), when: .targetInStack, [.log("back to a screen in the stack")]),
            ])
        var world = World.demo("keep-top", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        let message1 = try #require(world.stackController("Message 1"))
        let start = world.mark
        world.setViewControllers([message1])
        #expect(world.logged(from: start, EventPattern("guard-refused", ("request", "setViewControllers [Message 1]"))))
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        let popBack = world.mark
        world.setViewControllers([world.rootController])
        world.settle()
        #expect(world.events(from: popBack).contains(.guardNote("back to a screen in the stack")))
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("switching-flag lets it through; buffered-queue queues it behind a running push")
    func builtInsTreatment() {
        var switching = World.demo("switching-flag")
        switching.tap("Message 1")
        switching.advance(by: 250)
        let start = switching.mark
        switching.setViewControllers([switching.rootController])
        #expect(!switching.logged(from: start, EventPattern("guard-refused")))
        #expect(switching.logged(from: start, EventPattern("call-deferred", ("rule", "set-view-controllers-deferred"))))

        var buffered = World.demo("buffered-queue")
        buffered.tap("Message 1")
        buffered.advance(by: 250)
        let queuedAt = buffered.mark
        buffered.setViewControllers([buffered.rootController])
        #expect(buffered.logged(from: queuedAt, EventPattern("guard-queued", ("request", "setViewControllers [Inbox]"))))
        buffered.settle()
        #expect(buffered.stackTitles == ["Inbox"])
    }

    @Test("coordinated takes no lock for a setViewControllers that keeps the top: no transition would release it")
    func coordinatedSameTop() throws {
        var world = World.demo("coordinated")
        world.tap("Message 1")
        world.settle()
        let message1 = try #require(world.stackController("Message 1"))
        let detail = world.instantiate(screenNamed: "Detail")!
        world.setViewControllers([world.rootController, detail, message1])
        world.settle()
        #expect(!world.windowIsAnimated)
        #expect(!world.fired(.stuckLock))
        #expect(world.navigation.stack == [world.rootController, detail, message1])
    }
}
