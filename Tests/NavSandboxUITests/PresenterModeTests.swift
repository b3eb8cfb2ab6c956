import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// Presenter mode: the phone takes the terminal, the panes shrink to a
/// line each, and the audience sees each key for a second.
@Suite struct PresenterModeTests {
    func presenting(width: Int, height: Int) -> AppModel {
        var model = makeModel(width: width, height: height)
        model.send(.togglePresenter)
        return model
    }

    @Test(arguments: [(200, 60, 2), (120, 50, 2), (115, 70, 3), (250, 80, 3), (100, 32, 1), (80, 24, 1)])
    func thePhoneTakesTheLargestWholeScaleThatFits(width: Int, height: Int, scale: Int) throws {
        let layout = ScreenLayout(width: width, height: height, presenting: true)
        #expect(layout.phoneScale == scale)
        // One more would not fit: across with the 40-column pane, or down
        // between the header and the hint row.
        let across = Phone.width * (scale + 1) + 3 + ScreenLayout.presenterColumnWidth
        let down = Phone.height * (scale + 1) + 2 + 2
        #expect(across > width || down > height)
        #expect(layout.phoneBox.maxY <= height - 1, "the phone stays above the hint row")
        #expect(layout.phoneBox.width == Phone.width * scale + 2)
        let keys = try #require(layout.keystrokes)
        #expect(keys.x >= layout.phoneBox.maxX, "the overlay is beside the phone, never on it")
        #expect(layout.locks.height == 2 && layout.lastTap.height == 2, "LOCKS and LAST TAP: a title and one line")
        #expect(layout.timeline == nil && layout.crosshairLine == nil)
    }

    @Test func kTogglesPresenterModeAndSaysTheScale() {
        var model = makeModel(width: 200, height: 60)
        model.press("K")
        #expect(model.ui.isPresenting)
        #expect(model.ui.layout.isPresenting)
        #expect(model.ui.toast?.text.contains("2×") == true)
        model.press("K")
        #expect(!model.ui.isPresenting)
        #expect(model.ui.keystrokes.strokes.isEmpty, "leaving clears the overlay")
    }

    @Test(arguments: [(200, 60), (120, 50)])
    func thePresenterScreen(width: Int, height: Int) {
        var model = presenting(width: width, height: height)
        model.press("1")
        model.run(DemoDurations.load + 160)
        let text = model.screenText
        #expect(text.contains("LOCKS") && text.contains("LAST TAP") && text.contains("KEYS"))
        #expect(!text.contains("TIMELINE") && !text.contains("STACK"), "reduced to what an audience reads")
        Snapshot.assert(text, named: "presenter-\(width)x\(height)-mid-push")
        model.settle()
        model.run(1_000)
        Snapshot.assert(model.screenText, named: "presenter-\(width)x\(height)-message")
    }

    @Test func theOverlayShowsEachKeyAndClickForASecond() throws {
        var model = presenting(width: 200, height: 60)
        model.press("1")
        #expect(model.ui.keystrokes.live(wallNow: model.ui.wallClock).map(\.text) == ["1"])
        #expect(model.screenText.contains("│ 1 │"), "the key as a keycap")
        model.run(400)
        let row = try #require(model.world.tapPoint(forLabel: "Reply") ?? model.world.tapPoint(forLabel: "Message 2"))
        let screen = model.ui.layout.screenPoint(ofPhone: row)
        model.press(.mouse(MouseEvent(kind: .press, x: screen.x, y: screen.y)))
        model.press(.mouse(MouseEvent(kind: .release, x: screen.x, y: screen.y)))
        #expect(model.ui.keystrokes.live(wallNow: model.ui.wallClock).map(\.text) == ["1", "click"], "a release is part of the click")
        model.run(600)
        #expect(model.ui.keystrokes.live(wallNow: model.ui.wallClock).map(\.text) == ["click"], "the 1 came down after its second")
        model.run(400)
        #expect(model.ui.keystrokes.strokes.isEmpty)
        #expect(!model.screenText.contains("│ click │"))
    }

    @Test func withoutPresenterModeNoKeyIsShown() {
        let model = makeModel(width: 200, height: 60)
        let intents = InputMap.intents(for: .key(.character("1")), model: model)
        #expect(!intents.contains { if case .showKeystroke = $0 { true } else { false } })
    }

    /// The overlay's second is one scheduled wake, not a poll: paused with
    /// nothing else due, the loop sleeps until the key comes down, then
    /// blocks.
    @Test func aKeyComingDownIsOneWakeNotAPoll() {
        var model = presenting(width: 200, height: 60)
        model.send(.togglePause)
        model.ui.toast = nil
        #expect(WakePolicy.timeout(for: model) == nil, "paused with nothing shown: block")
        model.send(.showKeystroke("space"))
        #expect(WakePolicy.timeout(for: model) == KeystrokeOverlay.showMilliseconds)
        model.run(700)
        #expect(WakePolicy.timeout(for: model) == 300)
        model.run(300)
        #expect(model.ui.keystrokes.strokes.isEmpty)
        #expect(WakePolicy.timeout(for: model) == nil)
    }

    @Test func slowMotionIsOneKeyAwayAndBack() {
        var model = makeModel()
        model.press("-")
        #expect(model.ui.speed == .half)
        model.press("~")
        #expect(model.ui.speed == .tenth)
        model.press("~")
        #expect(model.ui.speed == .half, "back to the speed before slow motion")
        model.press("-")
        model.press("-")
        #expect(model.ui.speed == .tenth)
        model.press("~")
        #expect(model.ui.speed == .normal, "from a ⅒× set by -, ~ goes to 1×")
    }

    /// Every frame of a push (each virtual millisecond from the tap to the
    /// settled screen), at every scale: a frame with its key badges differs
    /// from the same frame without them only on cells that were blank, so
    /// no badge ever covers a letter of a label. (With the key map's cell
    /// taken as it is, the Inbox's buttons sliding off the left edge put
    /// badge 4 on the C of Compose at every one of these sizes.)
    @Test(arguments: [(200, 60, true), (120, 50, true), (250, 80, true), (100, 32, false), (80, 24, false)])
    func keyBadgesNeverCoverALabelMidPush(width: Int, height: Int, presenting: Bool) {
        var model = makeModel(width: width, height: height)
        if presenting { model.send(.togglePresenter) }
        model.press("1")
        var frames = 0
        var badgeCells = 0
        var covered: [String] = []
        while !model.world.isIdle && frames < 3_000 {
            let withBadges = Screen.render(model, theme: .standard, drawsKeyBadges: true)
            let without = Screen.render(model, theme: .standard, drawsKeyBadges: false)
            for y in 0..<without.height {
                for x in 0..<without.width where withBadges[x, y] != without[x, y] {
                    badgeCells += 1
                    let under = without[x, y].text
                    if under != " " && under != "·" && under != "╱" {
                        covered.append("t=\(model.world.now) (\(x),\(y)): badge \(withBadges[x, y].text) over \(under)")
                    }
                }
            }
            model.run(1)
            frames += 1
        }
        #expect(model.world.isIdle)
        #expect(frames > 350, "the push's every frame was rendered")
        #expect(badgeCells > frames, "badges were drawn: the check is not vacuous")
        #expect(covered.isEmpty, "\(covered.prefix(5))")
    }
}
