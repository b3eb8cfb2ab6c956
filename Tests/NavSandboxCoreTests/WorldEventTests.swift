@testable import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// The core reports typed events; the log's text is rendered from them. So
/// a test can ask what happened without matching wording.
@Suite struct WorldEventTests {
    func events(_ world: World) -> [WorldEvent] { world.log.entries.map(\.event) }

    @Test func aPushReportsItsLifecycleAndDelegatesInOrder() {
        var world = World.demo()
        world.send(.tap(.label("Message 1")))
        _ = world.settle()
        let calls = events(world).compactMap { event -> String? in
            switch event {
            case .lifecycle(let e, let screen, _) where screen.title == "Message 1" || screen.title == "Inbox":
                "\(e.rawValue) \(screen.title)"
            case .willShow(let screen, _): "willShow \(screen.title)"
            case .didShow(let screen, _): "didShow \(screen.title)"
            case .barDidPush(let screen): "didPush \(screen.title)"
            default: nil
            }
        }
        // The order the model follows (rule lifecycle-order).
        #expect(
            Array(calls.drop { $0 != "viewDidLoad Message 1" }) == [
                "viewDidLoad Message 1", "willShow Message 1", "viewWillDisappear Inbox", "viewWillAppear Message 1",
                "didPush Message 1", "viewDidDisappear Inbox", "viewDidAppear Message 1", "didShow Message 1",
            ])
        #expect(
            events(world).contains {
                if case .transitionStarts(.push, let screen, 350) = $0 { screen.title == "Message 1" } else { false }
            })
        #expect(
            events(world).contains {
                if case .transitionCompletes(.push, let screen) = $0 { screen.title == "Message 1" } else { false }
            })
    }

    /// The rule that decided travels with the event, not only in its text.
    @Test func aTapMidPushCarriesTheRuleThatDroppedIt() throws {
        var world = World.demo()
        world.send(.tap(.label("Message 1")))
        world.advance(by: 300)
        #expect(world.navigation.transition != nil)
        world.send(.tap(.point(try #require(world.tapPoint(forLabel: "Message 2")))))
        let ruled = world.log.entries.filter { $0.event.rule == .transitionDisablesInteraction }
        #expect(!ruled.isEmpty)
        #expect(ruled.contains { EventPattern("touch-not-delivered", ("touch", "2")).matches($0.event) }, "the second tap's")
    }

    @Test func violationsAreEventsOfTheirCategory() {
        var world = World.demo()
        world.send(.doubleTap(.point(world.tapPoint(forLabel: "Message 1")!), gap: 100))
        _ = world.settle()
        let fired = world.log.entries.filter {
            if case .violation(.doublePush, _, _) = $0.event { true } else { false }
        }
        #expect(!fired.isEmpty)
        #expect(fired.allSatisfy { $0.kind == .detector })
    }

    /// Every event with a rule renders the rule's tag last; without one, no tag.
    @Test func textEndsWithTheRuleExactlyWhenThereIsOne() {
        var world = World.demo("none", .ios7)
        for label in ["Message 1", "Message 2", "Compose"] {
            world.send(.tap(.label(label)))
            world.advance(by: 120)
        }
        world.send(.swipeBack(finish: false))
        _ = world.settle()
        #expect(world.log.entries.count > 20)
        for entry in world.log.entries {
            if let rule = entry.event.rule {
                #expect(entry.text.hasSuffix(rule.tag), "\(entry.text)")
            } else {
                #expect(!entry.text.contains("(rule "), "\(entry.text)")
            }
        }
    }
}
