@testable import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// `World.send(_:)` is the one door for user input: each input does what
/// the call it stands for does, and the same inputs give the same world.
@Suite struct UserInputTests {
    @Test func tapLabelTapsWhereTheLabelIsDrawn() throws {
        var byLabel = World.demo()
        byLabel.send(.tap(.label("Compose")))
        var byPoint = World.demo()
        byPoint.send(.tap(.point(try #require(byPoint.tapPoint(forLabel: "Compose")))))
        _ = byLabel.settle()
        _ = byPoint.settle()
        #expect(byLabel == byPoint)
        #expect(byLabel.presentedTitle == "Compose")
    }

    @Test func aLabelNotOnScreenTapsNothingAndSaysSo() {
        var world = World.demo()
        world.send(.tap(.label("Send")))
        #expect(world.touches.history.isEmpty)
        #expect(world.logged(EventPattern("label-not-on-screen", ("label", "Send"))))
    }

    @Test func targetsNotOnScreenTapNothingAndSaySo() throws {
        var world = World.demo()
        world.send(.tap(.back))
        world.send(.twoFinger(.label("Message 1"), .label("Send")))
        world.send(.swipeBack(finish: true, from: .label("Send")))
        #expect(world.touches.history.isEmpty, "nothing touched the phone")
        #expect(world.logged(EventPattern("back-button-not-on-screen")))
        #expect(world.logged(EventPattern("label-not-on-screen", ("label", "Send"))))
        #expect(!world.canReach(.tap(.back)) && world.canReach(.tap(.label("Message 1"))))

        world.send(.tap(.label("Message 1")))
        _ = world.settle()
        #expect(world.canReach(.tap(.back)))
        world.send(.tap(.back))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox"], "the back button is tapped where it is drawn")
    }

    @Test func doubleTapIsTwoTapsAtOnePointGapApart() throws {
        var world = World.demo()
        let row = try #require(world.tapPoint(forLabel: "Message 1"))
        world.send(.doubleTap(.point(row), gap: 100))
        #expect(world.now == 100)
        #expect(world.touches.history.count == 2)
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 1"])
    }

    @Test func waitAndSettingsAreInputsToo() {
        var world = World.demo()
        world.send(.setStrategy("block-all"))
        world.send(.setProfile(.ios12))
        world.send(.setToggle("pass-through", true))
        world.send(.setLoadCost("Message", milliseconds: 200))
        world.step(.wait(1_500))
        #expect(world.strategyID == "block-all")
        #expect(world.profile == .ios12)
        #expect(world.toggles.passThrough)
        #expect(world.now == 1_500)
        world.send(.tap(.label("Message 1")))
        _ = world.settle()
        #expect(world.controller(try! #require(world.topViewController)).loadCost == 200)
    }

    @Test func swipeBackAndCardDragThroughSend() {
        var world = World.demo()
        world.send(.tap(.label("Message 1")))
        _ = world.settle()
        world.send(.swipeBack(finish: true))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox"])
        world.send(.tap(.label("Compose")))
        _ = world.settle()
        world.send(.dragCard(.dismiss))
        _ = world.settle()
        #expect(world.presentedTitle == nil)
    }
}
