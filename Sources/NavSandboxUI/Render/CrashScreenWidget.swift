import NavSandboxCore

/// Replaces the phone's screen once the simulated app has terminated: the
/// exception, its reason, the calls that led there, and the way back.
enum CrashScreenWidget {
    static func draw(_ context: RenderContext, in screen: Rect, into painter: inout Painter) {
        guard let crash = context.world.crash else { return }
        let width = screen.width - 2
        var lines: [[Span]] = []
        lines.append([Span("APP CRASHED", .crashTitle)])
        lines.append([Span("at \(TimeFormat.seconds(crash.time)) s", .dim)])
        lines.append([])
        lines += TextFlow.wrap([Span(crash.exception, .bold)], width: width)
        lines += TextFlow.wrap([Span(crash.message, .crashText)], width: width)
        lines.append([])
        lines.append([Span("call stack:", .dim)])
        for frame in crash.callStack.reversed() {
            lines.append([Span(TextFlow.truncate(frame, width), .dim)])
        }
        let hint: [Span] = [Span("press r to relaunch", .crashHint)]
        // Keep the way out visible whatever the stack's length.
        let room = screen.height - 2
        if lines.count > room { lines = Array(lines.prefix(room - 1)) + [[Span("…", .dim)]] }

        let title = Rect(x: screen.x, y: screen.y + 1, width: screen.width, height: 1)
        painter.fill(title, .crashTitle)
        for (index, line) in lines.enumerated() {
            painter.write(line, x: screen.x + 1, y: screen.y + 1 + index, clip: screen)
        }
        painter.write(hint, x: screen.x + 1, y: screen.maxY - 1, clip: screen)
    }
}
