import NavSandboxCore

/// The bottom row: the keys that matter now. The set follows the mode (a
/// pending `!` or `&`, paused, crashed), and items drop from the middle when
/// the terminal is narrow, so `? help` and `q quit` always show.
enum HintsWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.hints
        if let toast = HeaderWidget.toastForHints(context, glyphs: painter.glyphs) {
            // A long message, whole, for as long as it lives: wrapped at
            // spaces onto the rows above the hint row (over the timeline's
            // last ones) when one row cannot hold it; the keys come back after.
            let lines = wrap(" " + toast.text, width: max(1, rect.width), rows: maximumToastRows)
            let style: StyleRole = toast.isWarning ? .toastWarning : .toast
            for (index, line) in lines.enumerated() {
                let y = rect.y - (lines.count - 1) + index
                guard y >= 0 else { continue }
                let row = Rect(x: rect.x, y: y, width: rect.width, height: 1)
                painter.fill(row, style)
                painter.write([Span(line, style)], x: rect.x, y: y, clip: row)
            }
            return
        }
        let items = self.items(context)
        // Two spaces between items: keys are styled apart from their words,
        // and a narrower separator lets the whole brief set fit in 100 columns.
        let separator = "  "
        let tail = Array(items.suffix(2))
        var head = Array(items.dropLast(2))
        func width(_ list: [(String, String)]) -> Int {
            list.reduce(0) { $0 + $1.0.count + 1 + $1.1.count } + max(0, list.count - 1) * separator.count + 1
        }
        while !head.isEmpty && width(head + tail) > rect.width { head.removeLast() }
        var spans: [Span] = [Span(" ")]
        for (index, item) in (head + tail).enumerated() {
            if index > 0 { spans.append(Span(separator, .hintText)) }
            spans.append(Span(item.0, .hintKey))
            spans.append(Span(" " + item.1, .hintText))
        }
        painter.write(spans, x: rect.x, y: rect.y, clip: rect)
    }

    /// The most rows a message takes, the hint row included.
    static let maximumToastRows = 3

    /// The text in lines of at most `width` characters, broken at spaces
    /// where it can be, at most `rows` of them (the last ends in `…` when
    /// the text goes on).
    static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if lines.count == rows - 1, rest.count > width {
                lines.append(String(rest.prefix(max(0, width - 1))) + "…")
                break
            }
            guard rest.count > width else {
                lines.append(String(rest))
                break
            }
            let window = rest.prefix(width + 1)
            let cut = window.lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil } ?? rest.index(rest.startIndex, offsetBy: width)
            lines.append(String(rest[..<cut]))
            rest = rest[cut...].drop { $0 == " " }
        }
        return lines
    }

    /// The key table's hints for the mode the front end is in.
    static func items(_ context: RenderContext) -> [(String, String)] {
        KeyBindings.hints(for: context.model)
    }
}
