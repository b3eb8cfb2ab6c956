import NavSandboxCore

/// `?` or F1: every key, in two columns, and a short primer on hit-testing
/// and the responder chain. Drawn over the screen; scrolls when the terminal
/// is too short for all of it; q, Esc, ? and F1 close it.
enum HelpOverlayWidget {
    /// Where the overlay goes and what it holds for a terminal size. Update
    /// reads it too, to keep the scroll offset within the text.
    struct Layout {
        /// Where to cut a list of section heights into a left and a right
        /// column so that the taller one is as short as it can be.
        static func balancedSplit(_ heights: [Int]) -> Int {
            let total = heights.reduce(0, +)
            var best = 1
            var bestTallest = Int.max
            var left = 0
            for index in 0..<max(0, heights.count - 1) {
                left += heights[index]
                let tallest = max(left, total - left)
                if tallest < bestTallest {
                    bestTallest = tallest
                    best = index + 1
                }
            }
            return best
        }

        var box: Rect
        var content: Rect
        var lines: [[Span]]

        var maximumScroll: Int { max(0, lines.count - content.height) }

        init(screenWidth: Int, screenHeight: Int) {
            let width = max(0, min(screenWidth - 2, 96))
            let inner = max(0, width - 4)
            let columnWidth = (inner - 2) / 2
            let keyWidth = 13

            // A description longer than its column wraps under itself
            // rather than ending in "…": help must say what a key does.
            let actionWidth = max(1, columnWidth - keyWidth)
            func column(_ list: ArraySlice<KeyBindings.Section>) -> [[Span]] {
                var out: [[Span]] = []
                for section in list {
                    out.append([Span(section.title, .overlayTitle)])
                    for row in section.rows {
                        let wrapped = TextFlow.wrap([Span(row.action, .overlay)], width: actionWidth)
                        for (index, part) in wrapped.enumerated() {
                            out.append([Span(TextFlow.pad(index == 0 ? row.keys : "", keyWidth), .overlayKey)] + part)
                        }
                    }
                }
                return out
            }
            // The sections in two columns, split where the taller is shortest.
            let split = Layout.balancedSplit(KeyBindings.sections.map { column([$0][...]).count })
            let left = column(KeyBindings.sections.prefix(split))
            let right = column(KeyBindings.sections.dropFirst(split))
            var lines: [[Span]] = []
            for row in 0..<max(left.count, right.count) {
                var line = row < left.count ? left[row] : []
                if row < right.count {
                    let used = line.reduce(0) { $0 + $1.text.count }
                    line.append(Span(String(repeating: " ", count: max(0, columnWidth + 2 - used)), .overlay))
                    line += right[row]
                }
                lines.append(line)
            }
            // What the badges mean is said in the title; the primer follows
            // the keys (one scroll down at 100×32, the border says so).
            lines.append([])
            lines += KeyBindings.primer.flatMap { TextFlow.wrap([Span($0, .dim)], width: inner, indent: 2) }
            self.lines = lines

            let height = max(0, min(screenHeight - 2, lines.count + 2))
            box = Rect(x: (screenWidth - width) / 2, y: max(0, (screenHeight - height) / 2), width: width, height: height)
            content = Rect(x: box.x + 2, y: box.y + 1, width: inner, height: max(0, height - 2))
        }
    }

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let layout = Layout(screenWidth: context.ui.width, screenHeight: context.ui.height)
        let box = layout.box
        let content = layout.content
        let scroll = min(context.ui.helpScroll, layout.maximumScroll)

        painter.fill(box, .overlay)
        painter.box(box, .phoneBorder)
        painter.write(" NavSandbox — keys · a badge on the phone is the key that taps it ", x: box.x + 2, y: box.y, .overlayTitle)
        for (offset, line) in layout.lines.dropFirst(scroll).prefix(content.height).enumerated() {
            painter.write(line, x: content.x, y: content.y + offset, clip: content)
        }
        // Say that there is more, and where, on the bottom border.
        if layout.maximumScroll > 0 {
            let above = scroll > 0 ? "↑" : " "
            let below = scroll < layout.maximumScroll ? "↓" : " "
            let label = " \(above)\(below) \(scroll + content.height)/\(layout.lines.count) · ↑↓ PgUp PgDn scroll "
            let x = box.maxX - 2 - label.count
            if x > box.x + 1 { painter.write(label, x: x, y: box.maxY - 1, .overlayTitle) }
        }
    }
}
