import NavSandboxCore

/// `?`: every key, in two columns, and a two-line primer on hit-testing and
/// the responder chain. Drawn over the screen; any key closes it.
enum HelpOverlayWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let screenWidth = context.ui.width
        let screenHeight = context.ui.height
        let width = min(screenWidth - 2, 96)
        let inner = width - 4
        let columnWidth = (inner - 2) / 2
        let keyWidth = 13

        let sections = KeyBindings.sections
        let split = 2
        func lines(_ list: ArraySlice<KeyBindings.Section>) -> [[Span]] {
            var out: [[Span]] = []
            for section in list {
                out.append([Span(section.title, .overlayTitle)])
                for row in section.rows {
                    out.append([
                        Span(TextFlow.pad(row.keys, keyWidth), .overlayKey),
                        Span(TextFlow.truncate(row.action, columnWidth - keyWidth), .overlay),
                    ])
                }
            }
            return out
        }
        let left = lines(sections.prefix(split))
        let right = lines(sections.dropFirst(split))
        let primer = KeyBindings.primer.flatMap { TextFlow.wrap([Span($0, .dim)], width: inner, indent: 2) }
        let bodyRows = max(left.count, right.count)
        let height = min(screenHeight - 2, 2 + 2 + bodyRows + 1 + primer.count)
        let box = Rect(x: (screenWidth - width) / 2, y: max(0, (screenHeight - height) / 2), width: width, height: height)

        painter.fill(box, .overlay)
        painter.box(box, .phoneBorder)
        painter.write(" NavSandbox — keys ", x: box.x + 2, y: box.y, .overlayTitle)
        let content = Rect(x: box.x + 2, y: box.y + 1, width: inner, height: height - 2)
        // On a short terminal the primer matters more than the intro line.
        let roomy = content.height >= 2 + bodyRows + 1 + primer.count
        if roomy {
            painter.write("Keys with a badge on the phone tap that control; everything else is below.", x: content.x, y: content.y, .dim, clip: content)
        }
        var y = content.y + (roomy ? 2 : 0)
        for row in 0..<bodyRows where y < content.maxY {
            if row < left.count { painter.write(left[row], x: content.x, y: y, clip: content) }
            if row < right.count { painter.write(right[row], x: content.x + columnWidth + 2, y: y, clip: content) }
            y += 1
        }
        y += 1
        for line in primer where y < content.maxY {
            painter.write(line, x: content.x, y: y, clip: content)
            y += 1
        }
    }
}
