import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The phone at 2×: a projector's terminal gets a phone worth looking at,
/// and every click still lands on the phone cell under it.
@Suite struct PhoneZoomTests {
    @Test func autoPicksTwoTimesOnlyWhereItFits() {
        #expect(ScreenLayout(width: 100, height: 32).phoneScale == 1)
        #expect(ScreenLayout(width: 200, height: 60).phoneScale == 2)
        #expect(ScreenLayout(width: PhoneZoom.autoMinimumWidth - 1, height: 60).phoneScale == 1)
        #expect(ScreenLayout(width: 200, height: PhoneZoom.autoMinimumHeight - 1).phoneScale == 1)
        #expect(ScreenLayout(width: 200, height: 60, zoom: .one).phoneScale == 1)
        #expect(ScreenLayout(width: 110, height: 48, zoom: .two).phoneScale == 2)
        #expect(ScreenLayout(width: 100, height: 32, zoom: .two).phoneScale == 1, "too small: 1× rather than a cut phone")
        let big = ScreenLayout(width: 200, height: 60)
        #expect(big.phoneBox.width == Phone.width * 2 + 2)
        #expect(big.timeline != nil && big.crosshairLine != nil, "2× keeps every pane of the 1× layout")
    }

    @Test func aClickMapsBackToThePhoneCellUnderIt() {
        let layout = ScreenLayout(width: 200, height: 60)
        let origin = layout.phoneOrigin
        // Each of the four screen cells of phone cell (5, 7) is that cell.
        for dx in 0..<2 {
            for dy in 0..<2 {
                #expect(layout.phonePoint(screenX: origin.x + 10 + dx, y: origin.y + 14 + dy) == Point(x: 5, y: 7))
            }
        }
        #expect(layout.phonePoint(screenX: origin.x - 1, y: origin.y) == nil, "the box's edge is not column 0")
        #expect(layout.unclampedPhonePoint(screenX: origin.x - 1, y: origin.y).x == -1)
    }

    @Test func aClickAtTwoTimesTapsTheRowUnderIt() throws {
        var model = makeModel(width: 200, height: 60)
        let row = try #require(model.world.tapPoint(forLabel: "Message 2"))
        let screen = model.ui.layout.screenPoint(ofPhone: row)
        model.press(.mouse(MouseEvent(kind: .press, x: screen.x + 1, y: screen.y + 1)))
        #expect(model.world.touches.history.last?.point == row)
        model.settle()
        #expect(model.world.stackTitles == ["Inbox", "Message 2"])
    }

    @Test func zCyclesAndSaysWhenTwoTimesDoesNotFit() {
        var model = makeModel()
        model.press("Z")
        #expect(model.ui.phoneZoom == .one)
        model.press("Z")
        #expect(model.ui.phoneZoom == .two)
        #expect(model.ui.layout.phoneScale == 1)
        #expect(model.ui.toast?.isWarning == true)
        #expect(model.ui.toast?.text.contains("104×46") == true)
        model.press("Z")
        #expect(model.ui.phoneZoom == .auto)
    }

    @Test func twoTimesPhoneAt200x60() {
        var model = makeModel(width: 200, height: 60)
        model.press("1")
        model.run(DemoDurations.load + 160)
        Snapshot.assert(model.screenText, named: "zoom-2x-200x60-mid-push")
        model.settle()
        Snapshot.assert(model.screenText, named: "zoom-2x-200x60-message")
    }
}
