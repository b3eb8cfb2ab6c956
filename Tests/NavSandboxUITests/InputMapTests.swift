import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// Keys and clicks to intents: a pure function, tested without a terminal.
@Suite struct KeyToIntentTests {
    @Test func controlKeysComeFromTheScreenInReadingOrder() {
        let model = makeModel()
        let keys = InputMap.keyMap(for: model.world)
        #expect(keys.entries.map(\.label) == ["Message 1", "Message 2", "Message 3", "Compose", "Open latest in 0.5s", "Reuse detail"])
        #expect(keys.entries.map(\.key) == ["1", "2", "3", "4", "5", "6"])
        #expect(keys.back == nil, "the root screen has no back button")
    }

    @Test func aControlKeyTapsWhereTheControlIsDrawn() throws {
        let model = makeModel()
        let point = try #require(model.world.tapPoint(forLabel: "Message 2"))
        let intents = InputMap.intents(for: .key(.character("2")), model: model)
        #expect(intents.contains { $0.fingerPoint == point })
    }

    @Test func reservedKeysAreNeverGivenToControls() {
        #expect(KeyBindings.controlKeys.count == 9 + 17)
        for key in KeyBindings.controlKeys { #expect(!KeyBindings.reserved.contains(key)) }
        // Every screen of a run, even the busiest, keeps its keys unreserved.
        var model = makeModel()
        model.press("1")
        model.settle()
        let keys = InputMap.keyMap(for: model.world)
        #expect(keys.entries.map(\.label) == ["Reply", "Next message", "Back twice", "Pop to Inbox", "Share", "Reply, pop in 0.1s"])
        #expect(keys.back != nil)
        #expect(keys.entries.allSatisfy { !KeyBindings.reserved.contains($0.key) })
    }

    @Test func bTapsTheBackButtonWhereItIsDrawn() throws {
        var model = makeModel()
        model.press("1")
        model.settle()
        let back = try #require(model.world.backButtonPoint)
        #expect(InputMap.intents(for: .key(.character("b")), model: model).contains { $0.fingerPoint == back })
    }

    @Test func aKeyWithNoControlSaysSoInsteadOfTapping() {
        let model = makeModel()
        let intents = InputMap.intents(for: .key(.character("9")), model: model)
        #expect(intents == [.notice("no control shows 9 right now", warning: true)])
        #expect(InputMap.intents(for: .key(.character("b")), model: model) == [.notice("no back button on screen", warning: true)])
    }

    @Test func bangThenKeyDoubleTaps() throws {
        var model = makeModel()
        let point = try #require(model.world.tapPoint(forLabel: "Message 1"))
        #expect(InputMap.intents(for: .key(.character("!")), model: model).first == .setPrefix(.doubleTap))
        model.press("!")
        let intents = InputMap.intents(for: .key(.character("1")), model: model)
        #expect(intents.prefix(2) == [.setPrefix(nil), .doubleTap(point)])
    }

    /// The two taps are 100 ms apart in virtual time: the second is due when
    /// time gets there, so at ⅒× a person sees it a second later.
    @Test func doubleTapSecondTapLands100msLaterInVirtualTime() {
        var model = makeModel()
        model.press("!")
        model.press("1")
        #expect(model.world.touches.history.count == 1)
        #expect(model.ui.pendingInputs.count == 1)
        model.run(99)
        #expect(model.world.touches.history.count == 1)
        model.run(1)
        #expect(model.world.touches.history.map(\.beganAt) == [0, 100])
    }

    @Test func ampersandThenTwoKeysTouchesBothAtOnce() throws {
        var model = makeModel()
        let first = try #require(model.world.tapPoint(forLabel: "Message 1"))
        let second = try #require(model.world.tapPoint(forLabel: "Message 2"))
        model.press("&")
        model.press("1")
        #expect(model.ui.prefix == .twoFingers(first: first, firstLabel: "Message 1"))
        let intents = InputMap.intents(for: .key(.character("2")), model: model)
        #expect(intents.prefix(2) == [.setPrefix(nil), .world(.twoFinger(.point(first), .point(second)))])
        model.press("2")
        #expect(model.world.touches.history.count == 2)
        #expect(Set(model.world.touches.history.map(\.beganAt)) == [0])
    }

    @Test func escapeCancelsAPrefix() {
        var model = makeModel()
        model.press("!")
        model.press(.key(.escape))
        #expect(model.ui.prefix == nil)
        #expect(model.world.touches.history.isEmpty)
    }

    @Test func arrowsMoveTheCrosshairAndEnterTapsThere() {
        var model = makeModel()
        model.press(.key(.left))
        model.press(.key(.up))
        #expect(model.ui.showsCursor)
        let cursor = Point(x: Phone.width / 2 - 1, y: Phone.height / 2 - 1)
        #expect(model.ui.cursor == cursor)
        #expect(InputMap.intents(for: .key(.enter), model: model).contains { $0.fingerPoint == cursor })
        // The crosshair stays on the phone.
        for _ in 0..<40 { model.press(.key(.left)) }
        #expect(model.ui.cursor.x == 0)
    }

    @Test func whilePausedLeftAndRightTravelInTimeInstead() {
        var model = makeModel()
        model.press(" ")
        #expect(InputMap.intents(for: .key(.left), model: model) == [.rewind])
        #expect(InputMap.intents(for: .key(.right), model: model) == [.replay])
        #expect(InputMap.intents(for: .key(.up), model: model) == [.moveCursor(dx: 0, dy: -1)])
    }

    @Test func worldKeys() {
        let model = makeModel()
        func first(_ key: Key) -> Intent? { InputMap.intents(for: .key(key), model: model).first }
        #expect(first(.tab) == .world(.setStrategy("delay")))
        // Back from none: the last of the shipped guards, the library's.
        #expect(first(.backTab) == .world(.setStrategy("lifecycle-pop-gesture")))
        #expect(first(.character("p")) == .world(.setProfile(.ios26)))
        #expect(first(.character("P")) == .world(.setProfile(.ios12)))
        #expect(first(.character("x")) == .world(.setToggle("exclusive-touch", true)))
        #expect(first(.character("g")) == .world(.setToggle("pop-gesture", true)))
        #expect(first(.character("o")) == .world(.setToggle("pass-through", true)))
        #expect(first(.character("A")) == .world(.setToggle("allow-interaction-during-transition", true)))
        #expect(first(.character("r")) == .world(.relaunch))
        #expect(first(.character("s")) == .world(.swipeBack(finish: true)))
        #expect(first(.character("S")) == .world(.swipeBack(finish: false)))
        // No card yet: the card keys say so instead of doing nothing.
        #expect(first(.character("v")) == .notice("nothing is presented: no card to drag", warning: true))
        #expect(first(.character(" ")) == .togglePause)
        #expect(first(.character(".")) == .stepFrame)
        // At 1× already: + says so; - slows down.
        #expect(first(.character("+")) == .notice("already the fastest: 1×", warning: false))
        #expect(first(.character("-")) == .slower)
        #expect(first(.character("?")) == .toggleHelp)
        #expect(first(.character("q")) == .quit)
        #expect(first(.controlC) == .quit)
        #expect(first(.character("[")) == .scrollLog(3))
        #expect(InputMap.intents(for: .key(.tab), model: model).last == .notice("strategy delay", warning: false))
        #expect(first(.unknown(265)) == .notice("that key does nothing — press ? for every key", warning: true))
    }

    @Test func cardKeysDragAPresentedCard() {
        var model = makeModel()
        model.press(model.key(for: "Compose")!)
        model.settle()
        func first(_ key: Key) -> Intent? { InputMap.intents(for: .key(key), model: model).first }
        #expect(first(.character("v")) == .world(.dragCard(.down)))
        #expect(first(.character("^")) == .world(.dragCard(.up)))
        #expect(first(.character("V")) == .world(.dragCard(.dismiss)))
        var slowest = makeModel()
        slowest.ui.speed = .tenth
        #expect(InputMap.intents(for: .key(.character("-")), model: slowest).first == .notice("already the slowest: ⅒×", warning: false))
    }

    @Test func popGestureToggleCyclesAutoOnOff() {
        var model = makeModel()
        model.press("g")
        #expect(model.world.toggles.popGesture == true)
        model.press("g")
        #expect(model.world.toggles.popGesture == false)
        model.press("g")
        #expect(model.world.toggles.popGesture == nil)
    }

    /// G cycles iOS 26's content recognizer the same way, and leaves the
    /// edge one's toggle alone.
    @Test func contentPopGestureToggleCyclesAutoOnOff() {
        var model = makeModel()
        model.press("G")
        #expect(model.world.toggles.contentPopGesture == true)
        model.press("G")
        #expect(model.world.toggles.contentPopGesture == false)
        #expect(model.world.toggles.popGesture == nil)
        model.press("G")
        #expect(model.world.toggles.contentPopGesture == nil)
    }

    /// q closes the help rather than quitting (a reflex q after reading must
    /// not end the session); other keys are swallowed with a hint.
    @Test func helpClosesOnQEscAndQuestionMarkAndSwallowsTheRest() {
        var model = makeModel()
        model.press("?")
        for key in [Key.character("q"), .escape, .character("?"), .f1] {
            #expect(InputMap.intents(for: .key(key), model: model) == [.closeHelp], "\(key)")
        }
        #expect(InputMap.intents(for: .key(.controlC), model: model) == [.quit])
        let other = InputMap.intents(for: .key(.character("1")), model: model)
        #expect(!other.contains(.closeHelp) && !other.contains { if case .world = $0 { true } else { false } })
        let effects = model.press("q")
        #expect(!model.ui.showsHelp && effects.isEmpty)
    }

    @Test func f1OpensTheHelp() {
        var model = makeModel()
        model.press(.key(.f1))
        #expect(model.ui.showsHelp)
    }

    /// At 80x24 the help is taller than the screen: it scrolls, stays within
    /// its text at both ends, and opens at the top again.
    @Test func helpScrollsWithinItsText() {
        var model = makeModel(width: 80, height: 24)
        model.press("?")
        let limit = HelpOverlayWidget.Layout(screenWidth: 80, screenHeight: 24).maximumScroll
        #expect(limit > 0)
        model.press(.key(.down))
        #expect(model.ui.helpScroll == 1)
        model.press(.key(.pageDown))
        model.press(.key(.pageDown))
        model.press(.mouse(MouseEvent(kind: .wheelDown, x: 40, y: 10)))
        #expect(model.ui.helpScroll == limit)
        model.press(.key(.character("g")))
        #expect(model.ui.helpScroll == 0)
        model.press(.key(.up))
        #expect(model.ui.helpScroll == 0)
        model.press(.key(.character("G")))
        #expect(model.ui.helpScroll == limit)
        model.press("?")
        model.press("?")
        #expect(model.ui.showsHelp && model.ui.helpScroll == 0)
    }

    @Test func helpClickOutsideTheBoxClosesItAndInsideDoesNot() {
        var model = makeModel(width: 120, height: 40)
        model.press("?")
        let box = HelpOverlayWidget.Layout(screenWidth: 120, screenHeight: 40).box
        let inside = MouseEvent(kind: .press, x: box.x + 3, y: box.y + 3)
        let outside = MouseEvent(kind: .press, x: 0, y: 39)
        #expect(InputMap.intents(for: .mouse(inside), model: model) == [])
        #expect(InputMap.intents(for: .mouse(outside), model: model) == [.closeHelp])
    }

    @Test func pageKeysAndTheWheelScrollTheLog() {
        var model = makeModel()
        for key in "1b1b1b1b" { model.press(key); model.run(1000) }
        model.press(.key(.pageUp))
        #expect(model.ui.logScroll > 0)
        model.press(.key(.pageDown))
        #expect(model.ui.logScroll == 0)
        model.press(.mouse(MouseEvent(kind: .wheelUp, x: 60, y: 10)))
        #expect(model.ui.logScroll == 3)
    }

    /// The badge drawn on the phone and the key that taps a control are the
    /// same: the key map is built from the drawn scene.
    @Test func everyBadgeOnScreenIsTheKeyThatTapsIt() {
        var model = makeModel()
        model.press("1")
        model.run(DemoDurations.load + 120)
        let grid = Screen.render(model)
        let origin = model.ui.layout.phoneOrigin
        let keys = InputMap.keyMap(for: model)
        #expect(keys.entries.count > 5, "both screens show controls mid-push")
        for entry in keys.entries {
            guard let badge = entry.badge else { continue }
            #expect(grid[origin.x + badge.x, origin.y + badge.y].text == entry.key)
        }
    }

    /// Under an expanded card only what peeks out above it gets a key.
    @Test func coveredControlsGetNoKey() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Compose")))
        model.settle()
        let labels = InputMap.keyMap(for: model.world).entries.map(\.label)
        #expect(labels == ["Send", "Attach", "Minimize", "Message 1"])
    }
}

@Suite struct MouseToTapTests {
    /// Screen cell → phone cell: the phone's origin is inside its box.
    @Test func aClickTapsThatCell() {
        let model = makeModel()
        let origin = model.ui.layout.phoneOrigin
        let intents = InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: origin.x + 5, y: origin.y + 7)), model: model)
        #expect(intents.contains { $0.fingerPoint == Point(x: 5, y: 7) })
    }

    @Test func clicksOutsideThePhoneDoNothing() {
        let model = makeModel()
        #expect(InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: 60, y: 5)), model: model).isEmpty)
        #expect(InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: 0, y: 10)), model: model).isEmpty)
    }

    /// A click on an empty area still taps: it reaches whatever the model has there.
    @Test func aClickOnAnEmptyContainerAreaReachesTheModel() {
        var model = makeModel()
        let origin = model.ui.layout.phoneOrigin
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x + 12, y: origin.y + 19)))
        let touch = model.world.lastTouch
        #expect(touch?.point == Point(x: 12, y: 19))
        #expect(touch.flatMap(\.hitView).map { model.world.view($0).viewClass } == .view)
    }

    @Test func dragFromTheLeftEdgeFollowsThePointerAndFinishesPastHalfway() {
        var model = makeModel()
        model.press("1")
        model.settle()
        let origin = model.ui.layout.phoneOrigin
        let y = origin.y + 10
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x, y: y)))
        #expect(model.ui.drag == .edgePending(start: Point(x: 0, y: 10)))
        model.press(.mouse(MouseEvent(kind: .drag, x: origin.x + 6, y: y)))
        let transition = model.world.navigation.transition
        #expect(transition?.interactive != nil)
        #expect(transition?.permille(at: model.world.now) == 250)
        model.press(.mouse(MouseEvent(kind: .drag, x: origin.x + 15, y: y)))
        model.press(.mouse(MouseEvent(kind: .release, x: origin.x + 15, y: y)))
        #expect(model.ui.drag == nil)
        model.settle()
        #expect(model.world.stackTitles == ["Inbox"])
    }

    @Test func edgeDragReleasedBeforeHalfwayCancels() {
        var model = makeModel()
        model.press("1")
        model.settle()
        let origin = model.ui.layout.phoneOrigin
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x, y: origin.y + 10)))
        model.press(.mouse(MouseEvent(kind: .drag, x: origin.x + 5, y: origin.y + 10)))
        model.press(.mouse(MouseEvent(kind: .release, x: origin.x + 5, y: origin.y + 10)))
        model.settle()
        #expect(model.world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test func aClickOnTheEdgeWithoutMovingIsATap() {
        var model = makeModel()
        model.press("1")
        model.settle()
        let origin = model.ui.layout.phoneOrigin
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x, y: origin.y + 5)))
        #expect(model.world.lastTouch?.point != Point(x: 0, y: 5))
        model.press(.mouse(MouseEvent(kind: .release, x: origin.x, y: origin.y + 5)))
        #expect(model.world.lastTouch?.point == Point(x: 0, y: 5))
    }

    @Test func draggingTheGrabberMovesTheCard() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Compose")))
        model.settle()
        let origin = model.ui.layout.phoneOrigin
        let grabber = Point(x: Phone.width / 2, y: Phone.cardExpanded.y)
        func mouse(_ kind: MouseEvent.Kind, _ dy: Int) {
            model.press(.mouse(MouseEvent(kind: kind, x: origin.x + grabber.x, y: origin.y + grabber.y + dy)))
        }
        mouse(.press, 0)
        mouse(.drag, 3)
        mouse(.release, 3)
        model.settle()
        #expect(model.world.cardStateName == "minimized")
        // Up again from the minimized strip.
        let strip = Phone.cardMinimized.y
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x + grabber.x, y: origin.y + strip)))
        model.press(.mouse(MouseEvent(kind: .release, x: origin.x + grabber.x, y: origin.y + strip - 6)))
        model.settle()
        #expect(model.world.cardStateName == "expanded")
        // Far down dismisses.
        mouse(.press, 0)
        mouse(.release, 12)
        model.settle()
        #expect(model.world.cardStateName == "none")
    }

    @Test func cardDragDirections() {
        #expect(InputMap.cardDrag(dy: -2, card: .minimized) == .up)
        #expect(InputMap.cardDrag(dy: 3, card: .expanded) == .down)
        #expect(InputMap.cardDrag(dy: 12, card: .expanded) == .dismiss)
        #expect(InputMap.cardDrag(dy: 1, card: .minimized) == .dismiss)
        #expect(InputMap.cardDrag(dy: 0, card: .expanded) == nil)
    }

    @Test func bangThenClickDoubleTapsThere() {
        var model = makeModel()
        let origin = model.ui.layout.phoneOrigin
        model.press("!")
        let intents = InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: origin.x + 3, y: origin.y + 4)), model: model)
        #expect(intents.prefix(2) == [.setPrefix(nil), .doubleTap(Point(x: 3, y: 4))])
    }
}
