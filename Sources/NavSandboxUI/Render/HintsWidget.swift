import NavSandboxCore

/// The bottom row: the keys that matter now. The set follows the mode (a
/// pending `!` or `&`, paused, crashed), and items drop from the middle when
/// the terminal is narrow, so `? help` and `q quit` always show.
enum HintsWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.hints
        if let toast = HeaderWidget.toastForHints(context, glyphs: painter.glyphs) {
            // A long message, whole, for as long as it lives; the keys come back after.
            painter.write([Span(" " + toast.text, toast.isWarning ? .toastWarning : .toast)], x: rect.x, y: rect.y, clip: rect)
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

    /// The key table's hints for the mode the front end is in.
    static func items(_ context: RenderContext) -> [(String, String)] {
        KeyBindings.hints(for: context.model)
    }
}
