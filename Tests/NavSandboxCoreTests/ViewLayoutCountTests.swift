@testable import NavSandboxCore
import Testing

/// The views' layout change count (`ChunkedArray.layoutChangeCount`) lets a
/// reader of where views are drawn keep what it derived while the count
/// stands still. Only a highlight or a spinner may leave it alone; every
/// write that moves, hides, fades, animates or reorders a view must count,
/// or the runner's label memory would tap where a label no longer is.
@Suite("Views' layout change count")
struct ViewLayoutCountTests {
    /// The writes that change where or whether views are drawn, each on a
    /// settled demo world.
    static let layoutWrites: [(String, @Sendable (inout World) -> Void)] = [
        ("makeView", { world in world.makeView(.view, frame: Rect(x: 0, y: 0, width: 2, height: 2)) }),
        ("addSubview", { world in
            let view = world.makeView(.view, frame: Rect(x: 0, y: 0, width: 2, height: 2))
            world.settle()
            world.addSubview(view, to: world.window)
        }),
        ("insertSubview", { world in
            let view = world.makeView(.view, frame: Rect(x: 0, y: 0, width: 2, height: 2))
            world.settle()
            world.insertSubview(view, below: world.views[world.window.raw].subviews[0], in: world.window)
        }),
        ("removeFromSuperview", { world in world.removeFromSuperview(world.anyDrawnButton) }),
        ("setFrame", { world in world.setFrame(of: world.anyDrawnButton, Rect(x: 1, y: 1, width: 3, height: 1)) }),
        ("animateFrame", { world in
            world.animateFrame(of: world.anyDrawnButton, to: Rect(x: 1, y: 1, width: 3, height: 1), duration: 300)
        }),
        ("isHidden", { world in world.editView(world.anyDrawnButton, .isHidden(true)) }),
        ("alpha", { world in world.editView(world.anyDrawnButton, .alpha(0)) }),
        ("an element written in place", { world in world.views[world.anyDrawnButton.raw].clipsToBounds = true }),
        ("relaunch", { world in world.relaunch() }),
    ]

    @Test("every write that moves, hides, fades, animates or reorders a view counts", arguments: layoutWrites.indices)
    func layoutWritesCount(_ index: Int) {
        let (name, write) = Self.layoutWrites[index]
        var world = World.demo()
        world.settle()
        let before = world.views.layoutChangeCount
        write(&world)
        #expect(world.views.layoutChangeCount != before, "\(name) left the layout count at \(before)")
    }

    @Test("a highlight or a spinner changes no drawn position and no layout count")
    func appearanceWrites() {
        var world = World.demo()
        let drawnBefore = PhoneScene(world, coverage: false).drawn.map { "\($0.id) \($0.frame) \($0.visible)" }
        let layoutBefore = world.views.layoutChangeCount
        let changesBefore = world.views.changeCount
        for raw in world.views.indices {
            let before = world.views[raw]
            world.setHighlighted(true, before.id)
            world.setLoading(true, before.id)
            // Only the two appearance fields may differ.
            var after = world.views[raw]
            after.isHighlighted = before.isHighlighted
            after.isLoading = before.isLoading
            #expect(after == before, "view \(raw) changed more than its highlight and spinner")
        }
        #expect(world.views.layoutChangeCount == layoutBefore)
        #expect(world.views.changeCount > changesBefore)
        #expect(PhoneScene(world, coverage: false).drawn.map { "\($0.id) \($0.frame) \($0.visible)" } == drawnBefore)
    }

    @Test("a touch-down on a control highlights it without a layout change")
    func highlightOnly() throws {
        var world = World.demo()
        // A button outside the table, which would hold the touch first.
        let point = try #require(world.tapPoint(forLabel: "Compose"))
        let before = world.views.layoutChangeCount
        _ = world.touchBegan(at: point)
        #expect(world.views.contains { $0.isHighlighted && $0.accessibilityLabel == "Compose" })
        #expect(world.views.layoutChangeCount == before)
    }
}

extension World {
    /// A button on the demo's first screen that is drawn.
    fileprivate var anyDrawnButton: ViewID {
        PhoneScene(self, coverage: false).drawn.first { view($0.id).accessibilityLabel == "Message 1" }!.id
    }
}
