import NavSandboxCore

/// Row 0: the sandbox's name, the strategy, profile, speed, run state and
/// virtual time, then the latest message, and `? help` at the right. A
/// message too long for the room between goes whole on the hint row.
enum HeaderWidget {
    /// The row's two ends and the room left between them for a message.
    struct Parts {
        var left: [Span]
        var right: [Span]
        var leftEnd: Int
        var rightStart: Int

        var room: Int { rightStart - leftEnd - 2 }
    }

    static func parts(_ context: RenderContext, glyphs: Glyphs) -> Parts {
        let rect = context.layout.header
        let ui = context.ui
        let world = context.world
        let state: String =
            ui.history.isRewound
            ? "\(glyphs.rewound) \(ui.history.positionLabel)"
            : ui.isPaused ? glyphs.paused : glyphs.running
        let time = TimeFormat.seconds(world.now) + " s"
        let full: [Span] = [
            Span(" NavSandbox ", .headerTitle), Span("  strategy ", .header), Span(world.strategyID.rawValue, .headerValue),
            Span("  profile ", .header), Span(world.profile.displayName, .headerValue),
            Span("  speed ", .header), Span(ui.speed.label, .headerValue), Span("  ", .header),
            Span(state, .headerValue), Span("  t ", .header), Span(time, .headerValue), Span("  ", .header),
        ]
        let compact: [Span] = [
            Span(" NavSandbox ", .headerTitle), Span(" ", .header), Span(world.strategyID.rawValue, .headerValue),
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
        // Chosen by width alone, so cycling strategies never reflows the row;
        // what is left in the middle is for messages.
        let left = rect.width >= 130 ? full : rect.width >= 96 ? compact : minimal
        let leftWidth = left.reduce(0) { $0 + $1.text.count }
        let rightWidth = right.reduce(0) { $0 + $1.text.count }
        return Parts(
            left: left, right: right, leftEnd: rect.x + min(leftWidth, rect.width), rightStart: rect.maxX - rightWidth)
    }

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.header
        painter.fill(rect, .header)
        let parts = parts(context, glyphs: painter.glyphs)
        painter.write(parts.left, x: rect.x, y: rect.y, clip: rect)
        painter.write(parts.right, x: parts.rightStart, y: rect.y, clip: rect)
        if let toast = liveToast(context), fits(toast, room: parts.room) {
            painter.write(" " + toast.text + " ", x: parts.leftEnd + 1, y: rect.y, toast.isWarning ? .toastWarning : .toast)
        }
    }

    static func liveToast(_ context: RenderContext) -> Toast? {
        guard let toast = context.ui.toast, toast.expiresAt > context.ui.wallClock else { return nil }
        return toast
    }

    static func fits(_ toast: Toast, room: Int) -> Bool {
        toast.text.count + 2 <= room
    }

    /// The message the hint row shows in place of its keys: one too long
    /// for the header at this width.
    static func toastForHints(_ context: RenderContext, glyphs: Glyphs) -> Toast? {
        guard let toast = liveToast(context), !fits(toast, room: parts(context, glyphs: glyphs).room) else { return nil }
        return toast
    }
}
