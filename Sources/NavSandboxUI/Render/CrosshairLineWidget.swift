import NavSandboxCore

/// Under the phone: what the MODEL says is under the crosshair. Mid-animation
/// it can differ from what is drawn there, and the line says so.
enum CrosshairLineWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        guard let rect = context.layout.crosshairLine else { return }
        guard context.ui.showsCursor, !context.world.isCrashed else {
            painter.write([Span("arrows ", .hintKey), Span("crosshair ", .hintText), Span("⏎ ", .hintKey), Span("tap", .hintText)], x: rect.x + 1, y: rect.y, clip: rect)
            return
        }
        let world = context.world
        let cursor = context.ui.cursor
        let hit = world.hitTest(cursor).view
        let name = hit.map { short(world.view($0)) } ?? "nothing"
        var spans = [Span("⌖\(cursor.x),\(cursor.y) ", .phoneBorderMarker), Span("hits ", .dim), Span(name, .walkHit)]
        if let drawn = context.scene.topmostView(at: cursor), let hit, !related(drawn, hit, world) {
            spans.append(Span(" ≠ drawn", .toastWarning))
        }
        painter.write(spans, x: rect.x, y: rect.y, clip: rect)
    }

    /// `Reply`, or the class for unlabelled views.
    static func short(_ view: View) -> String {
        view.accessibilityLabel ?? view.viewClass.rawValue
    }

    /// Drawn and hit agree when one contains the other (a label inside the
    /// cell that was hit, say).
    static func related(_ a: ViewID, _ b: ViewID, _ world: World) -> Bool {
        a == b || PhoneScene.isDescendant(a, of: b, in: world) || PhoneScene.isDescendant(b, of: a, in: world)
    }
}
