import NavSandboxCore

/// Row 0: the sandbox's name, the strategy, profile, speed, run state and
/// virtual time, then the latest message, and `? help` at the right.
enum HeaderWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.header
        let ui = context.ui
        let world = context.world
        let glyphs = painter.glyphs
        painter.fill(rect, .header)

        let state: String =
            ui.history.isRewound
            ? "\(glyphs.rewound) \(ui.history.positionLabel)"
            : ui.isPaused ? glyphs.paused : glyphs.running
        let time = TimeFormat.seconds(world.now) + " s"
        let full: [Span] = [
            Span(" NavSandbox ", .headerTitle), Span("  strategy ", .header), Span(world.strategyID, .headerValue),
            Span("  profile ", .header), Span(world.profile.displayName, .headerValue),
            Span("  speed ", .header), Span(ui.speed.label, .headerValue), Span("  ", .header),
            Span(state, .headerValue), Span("  t ", .header), Span(time, .headerValue), Span("  ", .header),
        ]
        let compact: [Span] = [
            Span(" NavSandbox ", .headerTitle), Span(" ", .header), Span(world.strategyID, .headerValue),
            Span(glyphs.dot, .header), Span(world.profile.displayName, .headerValue), Span(glyphs.dot, .header),
            Span(ui.speed.label, .headerValue), Span(glyphs.dot, .header), Span(state, .headerValue),
            Span(glyphs.dot, .header), Span(time, .headerValue), Span(" ", .header),
        ]
        let minimal = Array(compact.dropFirst())
        var right: [Span] = []
        if let script = ui.scriptStatus {
            right.append(Span(" " + TextFlow.truncate(script, max(8, rect.width / 3)) + " ", .headerValue))
        }
        if ui.recordingPath != nil { right.append(Span(" \(glyphs.recording) ", .headerRecording)) }
        right.append(Span(" ? help ", .headerTitle))
        let rightWidth = right.reduce(0) { $0 + $1.text.count }
        // Chosen by width alone, so cycling strategies never reflows the row;
        // what is left in the middle is for messages.
        let left = rect.width >= 130 ? full : rect.width >= 96 ? compact : minimal
        let end = painter.write(left, x: rect.x, y: rect.y, clip: rect)
        let rightStart = rect.maxX - rightWidth
        painter.write(right, x: rightStart, y: rect.y, clip: rect)

        if let toast = ui.toast, toast.expiresAt > ui.wallClock {
            let room = rightStart - end - 2
            if room >= 8 {
                painter.write(
                    " " + TextFlow.truncate(toast.text, room - 2) + " ", x: end + 1, y: rect.y,
                    toast.isWarning ? .toastWarning : .toast)
            }
        }
    }
}
