import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// UIApplication and UIWindow delivering touches: highlight and touch-up,
/// the ignore counter, exclusive and multiple touch.
@Suite("Touch delivery")
struct TouchDeliveryRules {
    @Test("a control highlights when the finger lands and sends its action when it lifts")
    func highlightThenTouchUp() throws {
        var world = World.demo()
        let compose = try #require(world.viewID("Compose"))
        let start = world.mark
        let touch = world.touchBegan(at: try #require(world.tapPoint(forLabel: "Compose")))
        #expect(world.view(compose).isHighlighted)
        #expect(world.touches.active.map(\.id) == [touch])
        #expect(world.presentation == nil)

        world.touchEnded(touch)
        #expect(!world.view(compose).isHighlighted)
        #expect(world.touches.active.isEmpty)
        #expect(world.presentation?.phase == .presenting)
        #expect(
            world.touchEvents(from: start) == [
                "touch-began #1", "touch-highlighted #1 UIButton \"Compose\"", "touch-up-inside #1 UIButton \"Compose\"",
            ])
        #expect(world.lastTouch?.disposition == .handled)
    }

    @Test("a tap ends tapDuration after it began")
    func tapEndsAfterTapDuration() throws {
        var world = World(configuration: Configuration(tapDuration: 120))
        world.tap("Compose")
        world.advance(by: 119)
        #expect(world.touches.active.count == 1)
        world.advance(by: 1)
        #expect(world.touches.active.isEmpty)
        #expect(world.entries(.touch).last?.time == 120)
    }

    @Test("a cancelled touch unhighlights its control and sends nothing")
    func cancelledTouch() throws {
        var world = World.demo()
        let compose = try #require(world.viewID("Compose"))
        let touch = world.touchBegan(at: try #require(world.tapPoint(forLabel: "Compose")))
        world.touchCancelled(touch)
        #expect(!world.view(compose).isHighlighted)
        #expect(world.touches.active.isEmpty)
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.lastTouch?.disposition == .dropped)
        #expect(world.lastTouch?.notes.last?.fact == .cancelled)
        #expect(world.lastBrief(.touch) == "touch-cancelled touch=1")
        // The end that follows a cancel finds nothing to deliver.
        world.touchEnded(touch)
        #expect(world.presentation == nil)
    }

    @Test("a touch that lands on no control is delivered to the hit view and nothing acts on it")
    func touchOnPlainView() throws {
        var world = World.demo()
        world.tap(at: Point(x: 12, y: 9))
        #expect(world.lastTouch?.handler == nil)
        #expect(world.lastTouch?.disposition == .handled)
        let hit = try #require(world.lastTouch?.hitView)
        #expect(world.lastTouch?.notes.map(\.fact) == [.deliveredToNonControl(world.viewRef(hit))])
        world.settle()
        #expect(world.lastBrief(.touch) == "touch-ended touch=1")
    }

    @Test("a touch on a cell's label is handled by the cell: the first control up the chain")
    func labelForwardsToCell() throws {
        var world = World.demo()
        let cell = try #require(world.viewID("Message 1"))
        // Held past the table's touch delay, so the highlight shows.
        world.send(.press(.point(Point(x: 6, y: 3)), milliseconds: 400))
        world.advance(by: World.contentTouchDelay)
        #expect(world.view(try #require(world.lastTouch?.hitView)).viewClass == .tableViewCellContentView)
        #expect(world.lastTouch?.handler == cell)
        #expect(world.view(cell).isHighlighted)
    }

    @Test("while the ignore counter is above zero a touch is dropped, and the log says why")
    func droppedWhileIgnoring() throws {
        var world = World.demo()
        world.beginIgnoringInteractionEvents()
        let start = world.mark
        world.tap("Compose")
        #expect(
            world.events(from: start) == [
                .touchBegan(TouchID(1), at: Point(x: 12, y: 10)),
                .touchDropped(TouchID(1), reason: .ignoringInteractionEvents(count: 1), rule: .ignoreCounter),
            ])
        #expect(world.lastTouch?.rule == .ignoreCounter)
        #expect(world.lastTouch?.disposition == .dropped)
        #expect(world.lastTouch?.notes == [TouchNote(.beganDropped(.ignoringInteractionEvents(count: 1)), rule: .ignoreCounter)])
        #expect(world.touches.active.isEmpty)
        #expect(!world.view(try #require(world.viewID("Compose"))).isHighlighted)
        world.advance(by: 1_000)
        #expect(world.presentation == nil)
    }

    @Test("begin/endIgnoringInteractionEvents nest: a count of 2 needs two ends")
    func ignoringNests() {
        var world = World.demo()
        world.beginIgnoringInteractionEvents()
        world.beginIgnoringInteractionEvents()
        #expect(world.ignoreCount == 2)
        world.endIgnoringInteractionEvents()
        #expect(world.ignoreCount == 1)
        world.tap("Compose")
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.lastTouch?.disposition == .dropped)

        world.endIgnoringInteractionEvents()
        #expect(world.ignoreCount == 0)
        world.tap("Compose")
        world.settle()
        #expect(world.presentedTitle == "Compose")
        #expect(
            world.entries(.guardDecision).map(\.event) == [
                .ignoringInteractionEvents(begin: true, caller: "app", count: 1, deprecated: true),
                .ignoringInteractionEvents(begin: true, caller: "app", count: 2, deprecated: true),
                .ignoringInteractionEvents(begin: false, caller: "app", count: 1, deprecated: true),
                .ignoringInteractionEvents(begin: false, caller: "app", count: 0, deprecated: true),
            ])
    }

    @Test("an unbalanced endIgnoringInteractionEvents is a warning and the count stays 0")
    func unbalancedEnd() {
        var world = World.demo()
        world.endIgnoringInteractionEvents()
        #expect(world.ignoreCount == 0)
        #expect(world.entries().last?.kind == .warning)
        #expect(world.entries().last?.event == .warning(.endIgnoringWithoutBegin(caller: "app"), rule: nil))
        // It did not go negative: one begin is enough to block again.
        world.beginIgnoringInteractionEvents()
        #expect(world.ignoreCount == 1)
        world.tap("Compose")
        #expect(world.lastTouch?.disposition == .dropped)
    }

    @Test("an end that arrives while events are ignored still reaches the control tracking it: it unhighlights and acts (rule tracked-touch-delivered)")
    func ignoredEndStillDelivered() throws {
        var world = World.demo()
        let compose = try #require(world.viewID("Compose"))
        world.tap("Compose")  // its end is due at 50
        world.beginIgnoringInteractionEvents()
        world.advance(to: 50)
        #expect(
            world.entries(.touch).contains {
                $0.event
                    == .touchEndDeliveredWhileGated(
                        TouchID(1), gate: .ignoring(.ignoringInteractionEvents(count: 1)), control: world.viewRef(compose))
            })
        #expect(world.logged(EventPattern("touch-up-inside", ("touch", "1"))))
        #expect(!world.view(compose).isHighlighted)
        #expect(world.lastTouch?.notes.contains(TouchNote(.endDeliveredWhileGated(.ignoring(.ignoringInteractionEvents(count: 1))), rule: .trackedTouchDelivered)) == true)
        // A touch that begins now is still dropped.
        world.tap("Compose")
        #expect(world.lastTouch?.disposition == .dropped)
        world.endIgnoringInteractionEvents()
        world.settle()
        #expect(!world.fired(.stuckHighlight))
        #expect(world.presentation != nil)
    }

    @Test("a control whose own isUserInteractionEnabled went NO before touch-up still gets the end: the flag is read at hit-testing (rule tracked-touch-delivered)")
    func controlDisabledBeforeTouchUp() throws {
        var world = World.demo()
        let compose = try #require(world.viewID("Compose"))
        let touch = world.touchBegan(at: try #require(world.tapPoint(forLabel: "Compose")))
        world.views[compose.raw].isUserInteractionEnabled = false
        world.touchEnded(touch)
        #expect(!world.view(compose).isHighlighted)
        #expect(
            world.entries(.touch).contains {
                $0.event
                    == .touchEndDeliveredWhileGated(
                        TouchID(1), gate: .interactionDisabled(owner: world.viewRef(compose)), control: world.viewRef(compose))
            })
        world.settle()
        #expect(!world.fired(.stuckHighlight))
        #expect(world.presentation != nil)
    }
}

@Suite("Touch delivery: follow-ups")
struct TouchFollowUpTests {
    @Test("a disabled ancestor keeps a touch's end from its control: the back button stays highlighted (seed 000)")
    func disabledBarStrandsBackHighlight() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let back = world.backButtonPoint!
        let touch = world.touchBegan(at: back)
        #expect(world.view(world.bar.backButton).isHighlighted)
        world.views[world.bar.view.raw].isUserInteractionEnabled = false
        world.touchEnded(touch)
        #expect(world.view(world.bar.backButton).isHighlighted)
        #expect(world.logged(EventPattern("touch-end-not-delivered", ("touch", "2"), ("cause", "interaction-disabled"), ("rule", "undelivered-end-strands-highlight"))))
        world.settle()
        #expect(world.fired(.stuckHighlight))
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("touch numbers go on across a relaunch")
    func touchIDsSurviveRelaunch() {
        var world = World.demo()
        world.tap(at: Point(x: 1, y: 1))
        world.relaunch()
        let next = world.tap(at: Point(x: 1, y: 1))
        #expect(next == TouchID(2))
    }
}
