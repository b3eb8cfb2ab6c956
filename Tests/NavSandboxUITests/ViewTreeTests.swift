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
        #expect(model.ui.showsViewTree)
        let text = model.screenText
        #expect(text.contains("VIEW TREE"))
        #expect(text.contains("● "), "the hit view is marked")
        #expect(text.contains("UIButton \"Share\""))
        #expect(!text.contains("LOG  newest first"))
        Snapshot.assert(text, named: "view-tree-share")
    }

    @Test func flagsShowWhenNotTheDefault() throws {
        var world = World()
        world.send(.tapLabel("Compose"))
        _ = world.settle()
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
        #expect(model.ui.treeScroll == 0)
        model.press("]")
        #expect(model.ui.treeScroll == 3)
        model.press(.key(.pageDown))
        #expect(model.ui.treeScroll > 3)
        model.press(.key(.pageUp))
        model.press("[")
        #expect(model.ui.treeScroll == 0)
        #expect(model.ui.logScroll == 0, "the log did not move")
        model.press("T")
        #expect(!model.ui.showsViewTree)
        #expect(model.screenText.contains("LOG"))
    }

    @Test func theTreeIsNeverGivenToAControl() {
        #expect(KeyBindings.reserved.contains("T"))
        #expect(!KeyBindings.controlKeys.contains("T"))
    }
}
