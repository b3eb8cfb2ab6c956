import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// Keys that hold still: a key means one control for the control's whole
/// life in the window, and the keyboard is one finger.
@Suite struct KeyHoldTests {
    @Test func aKeyStaysOnItsRowWhileThePushRuns() throws {
        var model = makeModel()
        #expect(model.key(for: "Message 1") == "1")
        model.press("1")
        // Mid-push: both screens are in the window.
        model.run(DemoDurations.load + 120)
        #expect(model.world.navigation.transition != nil)
        let keys = InputMap.keyMap(for: model)
        #expect(keys.entry(for: "1")?.label == "Message 1", "1 still taps the row it tapped")
        let incoming = keys.entries.filter { ["Reply", "Share"].contains($0.label) }
        #expect(incoming.count == 2)
        #expect(incoming.allSatisfy { !["1", "2", "3", "4", "5", "6"].contains($0.key) }, "new controls take free keys")
        let replyKey = try #require(model.key(for: "Reply"))
        // The second press of 1 aims at the row again.
        let intents = InputMap.intents(for: .key(.character("1")), model: model)
        #expect(intents.contains { if case .fingerTap(let tap) = $0 { tap.label == "Message 1" } else { false } })
        model.settle()
        // The Inbox left the window: its keys are free; Reply kept its key.
        #expect(model.key(for: "Reply") == replyKey)
        #expect(model.key(for: "Message 1") == nil)
    }

    @Test func keysFreedByALeavingScreenGoToTheNextOne() {
        var model = makeModel()
        model.press("1")
        model.settle()
        model.press("b")
        model.settle()
        // Back on the Inbox: its rows took the lowest free keys again.
        #expect(model.key(for: "Message 1") == "1")
        #expect(model.world.stackTitles == ["Inbox"])
    }

    @Test func twoPressesCloserThanATapAreTwoTapsByOneFinger() {
        var model = makeModel()
        model.send(.togglePause)
        model.press("4")
        model.press("4")
        // The second waits for the first finger to lift.
        #expect(model.world.touches.history.count == 1)
        #expect(model.ui.pendingInputs.count == 1)
        let tapDuration = model.world.configuration.tapDuration
        #expect(model.ui.pendingInputs.first?.at == model.world.now + tapDuration)
        #expect(model.ui.toast?.text.contains("the finger is still down") == true)
        model.send(.stepTo(model.world.now + tapDuration))
        let began = model.world.touches.history.map(\.beganAt)
        #expect(began.count == 2)
        #expect(began[1] - began[0] == tapDuration, "one finger: the second begins as the first ends")
        #expect(model.world.touches.active.count <= 1)
    }

    @Test func commaTapsAgainWhereTheLastTapLanded() {
        var model = makeModel()
        #expect(InputMap.intents(for: .key(.character(",")), model: model).contains { if case .notice(_, true) = $0 { true } else { false } })
        model.press("4")
        model.settle()
        let first = model.world.touches.history.last?.point
        model.press(",")
        #expect(model.world.touches.history.count == 2)
        #expect(model.world.touches.history.last?.point == first)
        #expect(model.screenText.contains(", again: Compose"), "the hint bar names what , taps")
    }
}

@Suite struct RepeatAfterDoubleTapTests {
    @Test func commaRepeatsTheDoubleTappedPointOnce() throws {
        var model = makeModel()
        let compose = try #require(model.keyPoint("Compose"))
        model.press("!")
        model.press(try #require(model.key(for: "Compose")))
        model.settle()
        #expect(model.ui.lastFingerTap?.point == compose)
        let before = model.world.touches.history.count
        model.press(",")
        #expect(model.world.touches.history.count == before + 1, "one tap, not two")
    }
}

/// `s` / `S` say what became of the swipe, not what the key is for: the
/// header must agree with LAST TAP.
@Suite struct SwipeKeyMessageTests {
    @Test func aSwipeAtTheRootSaysItDidNotBegin() {
        var model = makeModel()
        model.press("s")
        #expect(model.ui.toast?.text.contains("did not begin: nothing to pop") == true, "\(String(describing: model.ui.toast))")
        #expect(model.ui.toast?.isWarning == true)
        #expect(model.world.lastTouch?.disposition == .dropped)
    }

    @Test func aSwipeThatBeginsSaysSo() {
        var model = makeModel()
        model.press("1")
        model.settle()
        model.press("S")
        #expect(model.ui.toast?.text == "swipe back, cancelling")
        model.settle()
        model.press("s")
        #expect(model.ui.toast?.text == "swipe back, finishing")
    }
}
