import NavSandboxCore

/// VIEW TREE (`T`, in place of the log): the window's hierarchy with each
/// view's class, label, frame and the flags hitTest reads, and the last tap's
/// walk marked on it — ● the hit, › entered, ✗ skipped and why, ○ passed through.
enum ViewTreeWidget {
    static func draw(_ pane: ViewTreePane, _ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.viewTree
        let tree = ViewTree(context.world)
        let rows = max(0, rect.height - 1)
        let scroll = min(pane.scroll, max(0, tree.rows.count - rows))
        var note = "\(tree.rows.count) views · ● hit › entered ✗ skipped · ↑↓ W select · H O I E M U edit"
        if context.world.lastTouch == nil { note = "\(tree.rows.count) views · ↑↓ select · H O I E M U edit · T log" }
        painter.title("VIEW TREE", note: note, in: rect)
        guard rows > 0 else { return }
        for (offset, row) in tree.rows.dropFirst(scroll).prefix(rows).enumerated() {
            let y = rect.y + 1 + offset
            painter.write(spans(for: row, in: context.world), x: rect.x, y: y, clip: rect)
            if row.view == pane.selection {
                painter.grid.restyle(x: rect.x, y: y, width: rect.width) { $0.reverse = true }
            }
        }
    }

    /// The view on the tree row drawn at (x, y), for a click: the row under
    /// the pointer — a cell's row selects that cell, not its table.
    static func view(atScreenY y: Int, x: Int, model: AppModel) -> ViewID? {
        guard let pane = model.ui.viewTree else { return nil }
        let rect = model.ui.layout.viewTree
        guard rect.contains(Point(x: x, y: y)), y > rect.y else { return nil }
        let tree = ViewTree(model.world)
        let rows = max(0, rect.height - 1)
        let scroll = min(pane.scroll, max(0, tree.rows.count - rows))
        let index = scroll + (y - rect.y - 1)
        return tree.rows.indices.contains(index) ? tree.rows[index].view : nil
    }

    static func spans(for row: ViewTree.Row, in world: World) -> [Span] {
        let view = world.view(row.view)
        var spans: [Span] = [mark(row.step)]
        spans.append(Span(String(repeating: " ", count: row.depth)))
        let nameRole: StyleRole = row.step?.verdict == .hit ? .walkHit : (row.step == nil ? .plain : .walkEntered)
        spans.append(Span(view.viewClass.rawValue, nameRole))
        if let label = view.accessibilityLabel { spans.append(Span(" \"\(TerminalText.visible(label))\"", nameRole)) }
        let frame = view.frame
        spans.append(Span("  (\(frame.x),\(frame.y)) \(frame.width)×\(frame.height)", .dim))
        let flags = flagWords(view, world: world)
        if !flags.isEmpty { spans.append(Span("  " + flags.joined(separator: " "), .log(.warning))) }
        if let step = row.step {
            if let why = skipReason(step) {
                if !why.isEmpty { spans.append(Span("  " + why, .walkSkipped)) }
            } else {
                // The point in the view's own coordinates, where point(inside:) said yes.
                spans.append(Span("  at \(step.localPoint)", .dim))
            }
        }
        return spans
    }

    private static func mark(_ step: HitTestStep?) -> Span {
        guard let step else { return Span("  ") }
        switch step.verdict {
        case .hit: return Span("● ", .walkHit)
        case .entered: return Span("› ", .walkEntered)
        case .passedThrough: return Span("○ ", .walkSkipped)
        default: return Span("✗ ", .walkSkipped)
        }
    }

    /// The flags hitTest reads, when they are not the default.
    static func flagWords(_ view: View, world: World) -> [String] {
        var words: [String] = []
        if view.isHidden { words.append("hidden") }
        if view.alpha < 1 { words.append("α\(ViewEdit.alphaText(view.alpha))") }
        if !view.isUserInteractionEnabled { words.append("no-interaction") }
        if world.isExclusiveTouch(view.id) { words.append("exclusive") }
        if view.isMultipleTouchEnabled { words.append("multi-touch") }
        if world.passesTouchesThrough(view.id) { words.append("pass-through") }
        if view.clipsToBounds { words.append("clips") }
        return words
    }


    /// Why the walk skipped a view, when its flags do not already say it.
    private static func skipReason(_ step: HitTestStep) -> String? {
        switch step.verdict {
        case .skippedHidden, .skippedInteractionDisabled, .skippedTransparent: ""
        case .skippedOutside: "outside: the point is \(step.localPoint) here"
        case .skippedByRule(let block): block.rule.rawValue
        case .entered, .hit, .passedThrough: nil
        }
    }
}
