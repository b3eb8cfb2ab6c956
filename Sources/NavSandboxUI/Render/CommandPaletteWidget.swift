import NavSandboxCore

/// `:` — the command palette, a box near the top centre over the phone and
/// the panes: the query, then the matching items best first, the selected
/// one reversed, the query's characters marked in each title, the key that
/// does the same on the right.
enum CommandPaletteWidget {
    /// Where the box and its list go. The input map reads it too, so a
    /// click lands on the row it is drawn on.
    struct Layout {
        /// Rows of items at most: enough to scan, short enough that the
        /// phone stays half in view behind it.
        static let maximumRows = 12

        var box: Rect
        var input: Rect
        var list: Rect
        /// The index of the match on the list's first row.
        var first: Int

        init(screenWidth: Int, screenHeight: Int, matchCount: Int, selection: Int) {
            let width = max(0, min(screenWidth - 4, 78))
            // The header stays visible above it and the hint bar below.
            let top = 2
            let room = max(1, screenHeight - top - 1 - 4)
            let rows = max(1, min(matchCount, Layout.maximumRows, room))
            box = Rect(x: (screenWidth - width) / 2, y: top, width: width, height: rows + 4)
            input = Rect(x: box.x + 2, y: box.y + 1, width: max(0, width - 4), height: 1)
            list = Rect(x: box.x + 1, y: box.y + 3, width: max(0, width - 2), height: rows)
            // The selection stays on screen, at the bottom row when the list
            // has scrolled.
            first = max(0, min(selection - rows + 1, matchCount - rows))
        }
    }

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        guard let palette = context.ui.palette else { return }
        let matches = CommandPalette.matches(for: context.model)
        let selection = min(palette.selection, max(0, matches.count - 1))
        let layout = Layout(
            screenWidth: context.ui.width, screenHeight: context.ui.height, matchCount: matches.count, selection: selection)
        let box = layout.box

        painter.fill(box, .overlay)
        painter.box(box, .phoneBorder)
        painter.write(" : run a command ", x: box.x + 2, y: box.y, .overlayTitle)
        // The query, with a block for the cursor.
        let end = painter.write([Span("› ", .overlayKey), Span(palette.query, .bold)], x: layout.input.x, y: layout.input.y, clip: layout.input)
        if end < layout.input.maxX { painter.write(" ", x: end, y: layout.input.y, style: CellStyle(reverse: true)) }
        painter.write(
            String(repeating: painter.glyphs.horizontal, count: max(0, box.width - 2)), x: box.x + 1, y: box.y + 2, .phoneBorder)

        if matches.isEmpty {
            painter.write("no command matches “\(palette.query)”", x: layout.list.x + 1, y: layout.list.y, .dim, clip: layout.list)
        }
        let keyWidth = matches.dropFirst(layout.first).prefix(layout.list.height).map { $0.item.key?.count ?? 0 }.max() ?? 0
        for (row, match) in matches.dropFirst(layout.first).prefix(layout.list.height).enumerated() {
            let y = layout.list.y + row
            let line = Rect(x: layout.list.x, y: y, width: layout.list.width, height: 1)
            let text = Rect(x: line.x + 1, y: y, width: max(0, line.width - 2 - (keyWidth > 0 ? keyWidth + 2 : 0)), height: 1)
            var column = painter.write(titleSpans(match), x: text.x, y: y, clip: text)
            column = painter.write("  ", x: column, y: y, .dim, clip: text)
            let detailRoom = text.maxX - column
            if detailRoom > 3 { painter.write(TextFlow.truncate(match.item.detail, detailRoom), x: column, y: y, .dim, clip: text) }
            if let key = match.item.key {
                painter.write(key, x: line.maxX - 1 - key.count, y: y, .overlayKey, clip: line)
            }
            if layout.first + row == selection { painter.restyle(line) { $0.reverse = true } }
        }
        let more = matches.count > layout.list.height ? " ↑↓ " : " "
        let count = "\(more)\(matches.count) of \(PaletteItems.items(for: context.model).count) · ⏎ runs · esc closes "
        let x = box.maxX - 2 - count.count
        if x > box.x + 1 { painter.write(count, x: x, y: box.maxY - 1, .overlayTitle) }
    }

    /// The title with the query's characters marked.
    private static func titleSpans(_ match: PaletteMatch) -> [Span] {
        let marked = Set(match.positions)
        var spans: [Span] = []
        for (offset, character) in match.item.title.enumerated() {
            let role: StyleRole = marked.contains(offset) ? .overlayMatch : .overlay
            if let last = spans.last, last.role == role {
                spans[spans.count - 1].text.append(character)
            } else {
                spans.append(Span(String(character), role))
            }
        }
        return spans
    }
}
