import NavSandboxCore

/// Shown instead of everything else while the terminal is below the minimum
/// size; the app keeps running and recovers as soon as the window grows.
enum TooSmallWidget {
    static func draw(width: Int, height: Int, into painter: inout Painter) {
        let need = "\(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight)"
        let message = "Terminal too small — need \(need), have \(width)×\(height)"
        // One line when it fits; otherwise split where a reader would.
        var lines =
            message.count <= width - 2
            ? [[Span(message, .tooSmall)]]
            : [[Span("Terminal too small —", .tooSmall)], [Span("need \(need), have \(width)×\(height)", .tooSmall)]]
        lines.append([])
        lines += TextFlow.wrap([Span("Enlarge the window · q quits", .dim)], width: max(1, width - 2))
        let top = max(0, (height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < height {
            let length = line.reduce(0) { $0 + $1.text.count }
            painter.write(line, x: max(0, (width - length) / 2), y: top + index)
        }
    }
}
