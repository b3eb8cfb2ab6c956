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

    static func items(_ context: RenderContext) -> [(String, String)] {
        let ui = context.ui
        let quit = [("?", "help"), ("q", "quit")]
        if ui.showsHelp {
            let scrolls = HelpOverlayWidget.Layout(screenWidth: ui.width, screenHeight: ui.height).maximumScroll > 0
            return [("q esc ?", "close help")] + (scrolls ? [("↑↓ PgUp PgDn", "scroll")] : []) + [("Ctrl-C", "quit")]
        }
        if ui.palette != nil {
            return [("type", "to filter"), ("↑↓", "select"), ("⏎", "run"), ("click", "run"), ("esc", "close"), ("Ctrl-C", "quit")]
        }
        if let view = ui.logView {
            if view.typing != nil {
                return [("type", "the search"), ("⌫", "delete"), ("⏎", "search"), ("esc", "cancel"), ("Ctrl-C", "quit")]
            }
            // In order of importance: the narrowest terminals keep the first ones.
            return [
                ("↑↓ PgUp PgDn", "scroll"), ("/", "search"), ("f F 0", "kind"), ("n N", "match"), ("g G", "newest/oldest"),
                ("space", ui.isPaused ? "resume" : "pause"), ("L esc", "close log"), ("Ctrl-C", "quit"),
            ]
        }
        switch ui.prefix {
        case .doubleTap?:
            return [("!", "double-tap:"), ("key", "a control"), ("b", "back"), ("⏎", "crosshair"), ("click", "a cell"), ("esc", "cancel")] + quit
        case .twoFingers(nil, _)?:
            return [("&", "two fingers:"), ("key", "first control"), ("esc", "cancel")] + quit
        case .twoFingers(_?, let label)?:
            return [("&", "first finger on \(label ?? "?"):"), ("key", "second control"), ("esc", "cancel")] + quit
        case nil:
            break
        }
        if context.world.isCrashed {
            return [("r", "relaunch"), ("⇥", "strategy"), ("p", "profile"), ("space", ui.isPaused ? "resume" : "pause")] + quit
        }
        if ui.isPaused {
            return [
                ("space", "resume"), (".", "step"), ("←/→", "rewind/replay"), ("1-9 a-z", "tap"), ("b", "back"),
                ("↑/↓", "crosshair"), ("+/-", "speed"), ("⇥", "strategy"),
            ] + quit
        }
        let again = ui.lastFingerTap.map { [(",", "again: \($0.label)")] } ?? []
        // In order of importance: the narrowest terminals keep the first ones.
        return [("1-9 a-z", "tap"), ("b", "back")] + again + [
            (":", "commands"), ("s", "swipe"), ("!", "double"), ("&", "two fingers"), ("⇥", "strategy"),
            ("space", "pause"), ("p", "profile"), ("+/-", "speed"), ("arrows", "crosshair"), ("x g o", "toggles"),
            ("r", "relaunch"),
        ] + quit
    }
}
