import NavSandboxCore

/// `L` — the log in full, over the right-hand panes from the STACK row down
/// to the log's last row. The phone, the crosshair line and the timeline
/// stay in sight: time keeps running while the user reads, and the point of
/// reading the log is usually what just happened on the phone.
///
/// Every entry is wrapped to the width, continuation lines indented under
/// its text; newest first, as in the small pane. The title says the kind
/// filter and how many entries it keeps; the bottom row is the search line.
enum LogViewWidget {
    /// Time and kind take this many columns; wrapped lines start under the text.
    static let textColumn = 18

    /// What the view shows for a model; the input map reads it for the
    /// size of a page.
    struct Layout {
        var rect: Rect
        /// Rows between the title and the search line.
        var body: Rect
        var lines: [[Span]]
        /// Entries shown whole, from the top row down: PgDn moves by one
        /// less, so the last of them stays in sight as the new top.
        var fullyShown: Int
        /// Newer entries that fit above the top one on one page: PgUp moves
        /// by this many, so the old top entry ends up at the bottom.
        var pageUp: Int
        /// Kept by the filter.
        var shownCount: Int
        /// Kept entries newer than the top row.
        var newerAbove: Int

        init(_ model: AppModel) {
            let layout = model.ui.layout
            rect = Rect(x: layout.stack.x, y: layout.stack.y, width: layout.stack.width, height: max(0, layout.log.maxY - layout.stack.y))
            body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: max(0, rect.height - 2))
            let view = model.ui.logView ?? LogView()
            let log = model.world.log
            let shown = view.shown(in: log)
            shownCount = shown.count
            lines = []
            fullyShown = 0
            pageUp = 0
            newerAbove = 0
            guard let top = view.topPosition(in: shown, log: log) else { return }
            newerAbove = shown.count - 1 - top
            let width = body.width
            func wrapped(_ position: Int) -> [[Span]] {
                let index = shown[position]
                let current = view.match == index + log.discarded
                return TextFlow.wrap(
                    LogViewWidget.spans(log.entries[index], search: view.search, current: current), width: width,
                    indent: LogViewWidget.textColumn)
            }
            var position = top
            while position >= 0, lines.count < body.height {
                let entry = wrapped(position)
                if lines.count + entry.count <= body.height { fullyShown += 1 }
                lines += entry
                position -= 1
            }
            var above = lines.isEmpty ? 0 : wrapped(top).count
            while top + pageUp + 1 < shown.count {
                above += wrapped(top + pageUp + 1).count
                guard above <= body.height else { break }
                pageUp += 1
            }
            // Past the oldest entry kept: say that older ones were dropped.
            if position < 0, log.discarded > 0, lines.count < body.height {
                lines.append([
                    Span(
                        "— \(log.discarded) older entries were discarded: the sandbox keeps about the newest \(log.limit ?? log.entries.count) —",
                        .dim)
                ])
            }
            lines = Array(lines.prefix(body.height))
        }
    }

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        guard let view = context.ui.logView else { return }
        let layout = Layout(context.model)
        let log = context.world.log
        painter.fill(layout.rect, .plain)

        let kind = view.filter.map { "kind \($0.rawValue): \(layout.shownCount) of \(log.entries.count)" } ?? "every kind: \(log.entries.count)"
        var note = kind
        note += layout.newerAbove > 0 ? " · \(layout.newerAbove) newer above" : " · newest first"
        if log.discarded > 0 { note += " · \(log.discarded) older discarded" }
        painter.title("LOG", note: note, in: layout.rect)

        for (offset, line) in layout.lines.enumerated() {
            painter.write(line, x: layout.body.x, y: layout.body.y + offset, clip: layout.body)
        }
        if layout.shownCount == 0 {
            let what = view.filter.map { "no \($0.rawValue) entries yet · f or 0 for other kinds" } ?? "nothing logged yet"
            painter.write(what, x: layout.body.x, y: layout.body.y, .dim, clip: layout.body)
        }
        drawSearchLine(view, log: log, layout: layout, into: &painter)
    }

    private static func drawSearchLine(_ view: LogView, log: EventLog, layout: Layout, into painter: inout Painter) {
        let y = layout.rect.maxY - 1
        let line = Rect(x: layout.rect.x, y: y, width: layout.rect.width, height: 1)
        guard line.height > 0, layout.rect.height >= 3 else { return }
        if let typing = view.typing {
            let end = painter.write([Span("/", .hintKey), Span(typing, .bold)], x: line.x, y: y, clip: line)
            if end < line.maxX { painter.write(" ", x: end, y: y, style: CellStyle(reverse: true)) }
            painter.write("  ⏎ search · esc cancels", x: end + 1, y: y, .dim, clip: line)
            return
        }
        if let search = view.search {
            let matches = view.matchSequences(in: log)
            var spans = [Span("/", .hintKey), Span(search, .bold), Span("  ")]
            if matches.isEmpty {
                let among = view.filter.map { " among \($0.rawValue) entries" } ?? ""
                spans.append(Span("no match\(among)", .toastWarning))
            } else {
                let number = view.match.flatMap { matches.firstIndex(of: $0) }.map { "match \(matches.count - $0) of \(matches.count)" }
                spans.append(Span(number ?? "\(matches.count) matches", .toast))
                spans.append(Span(" · n older · N newer", .dim))
            }
            painter.write(spans, x: line.x, y: y, clip: line)
            return
        }
        painter.write(
            [Span("/", .hintKey), Span(" search · ", .dim), Span("f F 0", .hintKey), Span(" kind · ", .dim),
             Span("L esc", .hintKey), Span(" close", .dim)], x: line.x, y: y, clip: line)
    }

    /// One entry as the small pane writes it, the search's hits marked.
    static func spans(_ entry: LogEntry, search: String?, current: Bool) -> [Span] {
        var spans = [
            Span(TextFlow.pad(TimeFormat.seconds(entry.time), 8), .dim),
            // Always a space after the kind, even the long bar-delegate.
            Span(TextFlow.pad(entry.kind.rawValue + " ", textColumn - 8), .log(entry.kind)),
        ]
        let text = entry.text
        let role = LogWidget.textRole(entry.kind)
        guard let search, !search.isEmpty else { return spans + [Span(text, role)] }
        let characters = Array(text)
        var offset = 0
        for range in LogView.ranges(of: search, in: text) {
            if range.lowerBound > offset { spans.append(Span(String(characters[offset..<range.lowerBound]), role)) }
            spans.append(Span(String(characters[range]), current ? .searchMatchCurrent : .searchMatch))
            offset = range.upperBound
        }
        if offset < characters.count { spans.append(Span(String(characters[offset...]), role)) }
        return spans
    }
}
