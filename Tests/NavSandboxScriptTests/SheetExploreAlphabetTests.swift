import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
@testable import NavSandboxScript
import Testing

/// Explore tries `drag-sheet` only where a system sheet is on screen, to
/// the detents it has; a card keeps its `drag-card` moves; an alert has no
/// drag at all (rule alert-dismissed-by-its-buttons).
@Suite struct SheetExploreAlphabetTests {
    private func sheetDrags(_ world: World) -> [UserInput] {
        ExploreAlphabet.inputs(in: world, twoFingers: false).filter {
            if case .dragSheet = $0 { true } else { false }
        }
    }

    @Test func noSheetNoSheetDrag() {
        let world = World.sheetSettings()
        #expect(sheetDrags(world).isEmpty)
    }

    @Test func aSheetOffersItsDetentsAndTheSwipeDown() {
        var world = World.sheetSettings()
        _ = world.step(.tap(.point(world.tapPoint(forLabel: "Text size")!)))
        _ = world.step(.settle(limit: 60_000))
        #expect(sheetDrags(world) == [.dragSheet(.medium), .dragSheet(.large), .dragSheet(.dismiss)])
        #expect(!ExploreAlphabet.inputs(in: world, twoFingers: false).contains(.dragCard(.down)))
    }

    @Test func aSingleDetentSheetOffersOnlyThatOne() {
        var world = World.sheetSettings()
        _ = world.step(.tap(.point(world.tapPoint(forLabel: "Account")!)))
        _ = world.step(.settle(limit: 60_000))
        #expect(sheetDrags(world) == [.dragSheet(.large), .dragSheet(.dismiss)])
    }

    @Test func beforeIOS15TheCardKeepsItsDrags() {
        var world = World.sheetSettings("none", .ios12)
        _ = world.step(.tap(.point(world.tapPoint(forLabel: "Text size")!)))
        _ = world.step(.settle(limit: 60_000))
        #expect(sheetDrags(world).isEmpty)
        #expect(ExploreAlphabet.inputs(in: world, twoFingers: false).contains(.dragCard(.down)))
    }

    @Test func anAlertOffersNoDrag() throws {
        let source = try String(contentsOfFile: packageRoot + "/docs/apps/alert.yaml", encoding: .utf8)
        var world = World(configuration: Configuration(app: try AppFileLoader.load(source, file: "alert.yaml").get().app))
        _ = world.step(.tap(.point(world.tapPoint(forLabel: "Delete all")!)))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.presentation != nil)
        let inputs = ExploreAlphabet.inputs(in: world, twoFingers: false)
        #expect(!inputs.contains { if case .dragCard = $0 { true } else if case .dragSheet = $0 { true } else { false } })
        #expect(inputs.contains(.doubleTap(.label("Cancel"))), "its buttons are its moves")
    }
}
