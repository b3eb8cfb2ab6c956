import NavSandboxCore

/// TIMELINE: the last few seconds of virtual time, 50 ms a column, newest at
/// the right: when a transition ran, when something was locked, and every
/// tap (▲ handled, ✗ dropped, ◆ queued). Races show as taps inside bars.
enum TimelineWidget {
    static let millisecondsPerColumn = 50
    static let labelWidth = 11

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        guard let rect = context.layout.timeline else { return }
        let world = context.world
        let track = Rect(x: rect.x + labelWidth, y: rect.y, width: rect.width - labelWidth - 1, height: rect.height)
        guard track.width > 4 else { return }
        let columns = track.width
        let now = world.now
        // Column c covers (start + c·50, start + (c+1)·50]; the last holds now.
        let start = now - columns * millisecondsPerColumn

        painter.write("TIMELINE", x: rect.x, y: rect.y, .paneTitle)
        drawAxis(columns: columns, now: now, track: track, into: &painter)
        drawLegend(track: track, into: &painter)
        let labels = ["transition", "locks", "taps"]
        for (index, label) in labels.enumerated() where index + 1 < rect.height {
            painter.write(label, x: rect.x, y: rect.y + 1 + index, .dim)
        }
        let samples = context.ui.timeline.samples.filter { $0.time <= now }
        drawSpans(samples, \.transition, start: start, now: now, row: rect.y + 1, track: track, .timelineTransition, into: &painter)
        drawSpans(samples, \.locked, start: start, now: now, row: rect.y + 2, track: track, .timelineLock, into: &painter)
        if rect.height > 3 { drawTaps(world, start: start, now: now, row: rect.y + 3, track: track, into: &painter) }
    }

    private static func drawAxis(columns: Int, now: Int, track: Rect, into painter: inout Painter) {
        painter.write(String(repeating: painter.glyphs.horizontal, count: columns), x: track.x, y: track.y, .timelineAxis)
        painter.write("now", x: track.maxX - 3, y: track.y, .timelineAxis)
        var seconds = 1
        while true {
            let column = columns - 1 - seconds * 1000 / millisecondsPerColumn
            guard column >= 0 else { break }
            painter.write("-\(seconds)s", x: track.x + column, y: track.y, .timelineAxis)
            seconds += 1
        }
    }

    /// What the marks mean, over the oldest stretch of the axis (the news is
    /// at the right): the bars are "running" on the transition row and
    /// "held" on the locks row.
    private static func drawLegend(track: Rect, into painter: inout Painter) {
        let glyphs = painter.glyphs
        let legend: [Span] = [
            Span(" \(glyphs.bar) running/held ", .dim), Span(String(glyphs.tap), .tapHandled), Span(" handled ", .dim),
            Span(String(glyphs.drop), .tapDropped), Span(" dropped ", .dim), Span(String(glyphs.queued), .tapQueued),
            Span(" queued ", .dim),
        ]
        let width = legend.reduce(0) { $0 + $1.text.count }
        guard track.width >= width + 12 else { return }
        painter.write(legend, x: track.x, y: track.y, clip: track)
    }

    private static func column(of time: Int, start: Int) -> Int {
        (time - start - 1) / millisecondsPerColumn
    }

    private static func drawSpans(
        _ samples: [TimelineRecord.Sample], _ on: KeyPath<TimelineRecord.Sample, Bool>, start: Int, now: Int, row: Int,
        track: Rect, _ role: StyleRole, into painter: inout Painter
    ) {
        for (index, sample) in samples.enumerated() where sample[keyPath: on] {
            let end = index + 1 < samples.count ? samples[index + 1].time : now + 1
            guard end > start else { continue }
            let first = max(0, column(of: max(sample.time, start + 1), start: start))
            let last = min(track.width - 1, column(of: max(end - 1, sample.time), start: start))
            guard first <= last else { continue }
            let bar = String(repeating: painter.glyphs.bar, count: last - first + 1)
            painter.write(bar, x: track.x + first, y: row, role, clip: track)
        }
    }

    private static func drawTaps(
        _ world: World, start: Int, now: Int, row: Int, track: Rect, into painter: inout Painter
    ) {
        for touch in world.touches.history where touch.beganAt > start && touch.beganAt <= now {
            let x = track.x + column(of: touch.beganAt, start: start)
            let (glyph, role): (Character, StyleRole) =
                switch touch.disposition {
                case .dropped: (painter.glyphs.drop, .tapDropped)
                case .queued: (painter.glyphs.queued, .tapQueued)
                case .handled, .pending: (painter.glyphs.tap, .tapHandled)
                }
            // A dropped tap sharing a column with a handled one wins: the
            // drop is the news.
            if painter.grid[x, row].text == painter.glyphs.drop { continue }
            painter.put(glyph, x: x, y: row, role)
        }
    }
}
