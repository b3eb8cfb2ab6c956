import NavSandboxCore

/// LOG: the world's event log, newest first. `[` and `]` scroll; while
/// scrolled back, new entries do not move the view.
enum LogWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        draw(context, in: context.layout.log, into: &painter)
    }

    static func draw(_ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        let log = context.world.log
        let scroll = context.ui.logScroll
        var note = "newest first · [ ] scroll"
        if scroll > 0 { note = "\(scroll) newer above · ] returns" }
        if log.discarded > 0 && scroll == 0 { note += " · \(log.totalCount) events" }
        painter.title("LOG", note: note, in: rect)
        let rows = rect.height - 1
        let entries = log.entries
        guard rows > 0 else { return }
        var row = 0
        var index = entries.count - 1 - scroll
        while row < rows, index >= 0 {
            let entry = entries[index]
            let kind = TextFlow.pad(entry.kind.rawValue, 9)
            let spans = [
                Span(TextFlow.pad(TimeFormat.seconds(entry.time), 7), .dim), Span(kind + " ", .log(entry.kind)),
                Span(entry.text, textRole(entry.kind)),
            ]
            painter.write(spans, x: rect.x, y: rect.y + 1 + row, clip: rect)
            row += 1
            index -= 1
        }
    }

    static func textRole(_ kind: LogKind) -> StyleRole {
        switch kind {
        case .warning, .crash, .detector, .guardDecision: .log(kind)
        case .system, .lifecycle: .dim
        default: .plain
        }
    }
}
