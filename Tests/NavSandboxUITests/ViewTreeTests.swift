import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// VIEW TREE: `T` swaps the log for the window's hierarchy with the last
/// walk marked on it; the scroll keys move it; `T` brings the log back.
@Suite struct ViewTreeTests {
    /// Message 1's Share button sits four views deep: the walk enters each
    /// container and skips the siblings the point is outside of.
    @Test func treeAfterTappingShare() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Message 1")))
        model.settle()
        model.press(try #require(model.key(for: "Share")))
        model.run(60)
        model.press("T")
        #expect(model.ui.viewTree != nil)
        let text = model.screenText
        #expect(text.contains("VIEW TREE"))
        #expect(text.contains("● "), "the hit view is marked")
        #expect(text.contains("UIButton \"Share\""))
        #expect(!text.contains("LOG  newest first"))
        Snapshot.assert(text, named: "view-tree-share")
    }

    @Test func flagsShowWhenNotTheDefault() throws {
        var world = World()
        world.step(.tap(.label("Compose")))
        _ = world.step(.settle(limit: 60_000))
        let rows = ViewTree(world).rows
        let dimming = try #require(rows.first { world.view($0.view).viewClass == .dimmingView })
        #expect(ViewTreeWidget.flagWords(world.view(dimming.view), world: world).contains("α0.4"))
        let root = try #require(rows.first { world.view($0.view).role == .controllerRoot && world.view($0.view).clipsToBounds })
        #expect(ViewTreeWidget.flagWords(world.view(root.view), world: world) == ["clips"])
        // Every view in the window is listed once, the window first.
        #expect(rows.first?.view == world.window)
        #expect(Set(rows.map(\.view)).count == rows.count)
    }

    @Test func scrollKeysMoveTheTreeAndTBringsTheLogBack() {
        var model = makeModel()
        model.press("T")
        #expect(model.ui.viewTree?.scroll == 0)
        model.press("]")
        #expect(model.ui.viewTree?.scroll == 3)
        model.press(.key(.pageDown))
        #expect((model.ui.viewTree?.scroll ?? 0) > 3)
        model.press(.key(.pageUp))
        model.press("[")
        #expect(model.ui.viewTree?.scroll == 0)
        #expect(model.ui.logScroll == 0, "the log did not move")
        model.press("T")
        #expect(model.ui.viewTree == nil)
        #expect(model.screenText.contains("LOG"))
    }

    @Test func theTreeIsNeverGivenToAControl() {
        #expect(KeyBindings.reserved.contains("T"))
        #expect(!KeyBindings.controlKeys.contains("T"))
    }
}

/// Live editing: select a view in the tree, change what hitTest reads, see
/// the next tap take another path, undo.
@Suite struct ViewEditTests {
    /// Opens the tree and selects the view labelled `label`.
    func select(_ label: String, in model: inout AppModel) throws {
        if model.ui.viewTree == nil { model.press("T") }
        let tree = ViewTree(model.world)
        let target = try #require(tree.rows.firstIndex { model.world.view($0.view).accessibilityLabel == label })
        let current = tree.rows.firstIndex { $0.view == model.ui.viewTree?.selection } ?? 0
        let key: Key = target > current ? .down : .up
        for _ in 0..<abs(target - current) { model.press(.key(key)) }
        #expect(model.world.view(try #require(model.ui.viewTree?.selection)).accessibilityLabel == label)
    }

    @Test func hidingAButtonTakesItOutOfHitTestingAndUndoBringsItBack() throws {
        var model = makeModel()
        try select("Compose", in: &model)
        let id = try #require(model.ui.viewTree?.selection)
        let point = try #require(model.world.tapPoint(forLabel: "Compose"))
        model.press("H")
        #expect(model.world.view(id).isHidden)
        #expect(
            model.world.log.entries.last?.event
                == .viewEdited(view: ViewRef(id: id, viewClass: .button, label: "Compose"), property: "isHidden", value: "true"))
        #expect(model.world.hitTest(point).view != id, "a hidden view is skipped")
        model.press("U")
        #expect(!model.world.view(id).isHidden)
        #expect(model.world.hitTest(point).view == id)
    }

    @Test func alphaCyclesThroughTheThreshold() throws {
        var model = makeModel()
        try select("Compose", in: &model)
        let id = try #require(model.ui.viewTree?.selection)
        let point = try #require(model.world.tapPoint(forLabel: "Compose"))
        model.press("O")
        #expect(model.world.view(id).alpha == 0.5)
        #expect(model.world.hitTest(point).view == id, "0.5 still takes touches")
        model.press("O")
        #expect(model.world.view(id).alpha == 0.005)
        #expect(model.world.hitTest(point).view != id, "below 0.01 hitTest skips it")
        model.press("O")
        #expect(model.world.view(id).alpha == 1)
        model.press("U")
        model.press("U")
        model.press("U")
        #expect(model.world.view(id).alpha == 1)
        #expect(model.ui.editUndo.isEmpty)
    }

    @Test func interactionOffOnARowSendsTheTapToTheTable() throws {
        var model = makeModel()
        try select("Message 1", in: &model)
        model.press("I")
        model.press(try #require(model.key(for: "Message 1")))
        model.settle()
        #expect(model.world.stackTitles == ["Inbox"], "the row no longer takes the tap")
        #expect(model.world.lastTouch?.walk.contains { $0.verdict == .skippedInteractionDisabled } == true)
    }

    @Test func editKeysNeedTheTreeAndAreReserved() {
        var model = makeModel()
        model.press("H")
        #expect(model.ui.toast?.text.contains("open the view tree first (T)") == true)
        for key in "HOIEMU" { #expect(KeyBindings.reserved.contains(key)) }
    }

    @Test func theSelectionIsUnderlinedOnThePhone() throws {
        var model = makeModel()
        try select("Compose", in: &model)
        model.press("O")
        let grid = Screen.render(model)
        let origin = model.ui.layout.phoneOrigin
        let point = try #require(model.world.tapPoint(forLabel: "Compose"))
        #expect(grid[origin.x + point.x, origin.y + point.y].style.underline)
        Snapshot.assert(grid.text, named: "view-tree-edit")
    }
}

@Suite struct WalkSteppingTests {
    @Test func wStepsThroughTheLastWalkInOrder() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Compose")))
        model.run(60)
        model.press("T")
        let walk = try #require(model.world.lastTouch?.walk)
        #expect(walk.count > 3)
        for (index, step) in walk.enumerated() {
            model.press("W")
            #expect(model.ui.viewTree?.selection == step.view)
            #expect(model.ui.toast?.text.hasPrefix("walk \(index + 1)/\(walk.count) · \(step.name)") == true)
        }
        model.press("W")
        #expect(model.ui.viewTree?.selection == walk[0].view, "it wraps round")
    }

    @Test func enteredRowsSayWhereThePointWas() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Compose")))
        model.run(60)
        let hit = try #require(model.world.lastTouch?.walk.first { $0.verdict == .hit })
        let row = try #require(ViewTree(model.world).rows.first { $0.view == hit.view })
        let text = ViewTreeWidget.spans(for: row, in: model.world).map(\.text).joined()
        #expect(text.contains("at \(hit.localPoint)"))
    }
}

@Suite struct ViewTreeFollowsTests {
    @Test func aNewTapMovesTheSelectionToItsHitView() throws {
        var model = makeModel()
        model.press("T")
        model.press(try #require(model.key(for: "Reuse detail")))
        model.run(60)
        let hit = try #require(model.world.lastTouch?.hitView)
        #expect(model.ui.viewTree?.selection == hit)
        let rows = model.ui.layout.viewTree.height - 1
        let row = try #require(ViewTree(model.world).hitRow)
        let scroll = try #require(model.ui.viewTree?.scroll)
        #expect(row >= scroll && row < scroll + rows, "the ● is in the pane")
    }

    @Test func theTreeTakesLastTapsRowsToo() {
        var model = makeModel()
        model.press("T")
        let text = model.screenText
        #expect(!text.contains("LAST TAP"))
        #expect(model.ui.layout.viewTree.height > model.ui.layout.log.height)
    }
}
