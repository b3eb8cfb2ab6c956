import NavSandboxCore

/// SCRIPT: the `--script` being played, one row a line — the line just
/// played marked ▶, each expectation ✓ or ✗ with what the world showed,
/// the error that stopped it in place — scrolled to keep the current line
/// in view. The title says how it stands and the keys that replay it.
enum ScriptPaneWidget {
    static func draw(_ script: ScriptPane, _ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height > 0 else { return }
        let state: String
        switch script.state {
        case .playing: state = "playing"
        case .finished(let summary): state = summary
        case .stopped: state = "stopped: you took over"
        }
        let keys = script.rerunsOnSwitch ? "R again · ⇥ p re-run" : "R plays it again"
        painter.title(
            "SCRIPT", note: "\(script.name) · \(script.strategy) · \(script.profile.displayName) · \(state) · \(keys)", in: rect)
        let rows = rect.height - 1
        guard rows > 0 else { return }
        let currentIndex = script.current.flatMap { current in script.lines.lastIndex { $0.number <= current } }
        // The current line a third of the way down, so what comes next
        // shows; once it has ended, the first line that failed instead, so a
        // short pane never hides why it failed.
        var anchor = currentIndex ?? 0
        if case .finished = script.state,
            let failed = script.lines.firstIndex(where: { $0.error != nil || { if case .failed? = $0.verdict { true } else { false } }($0) })
        {
            anchor = failed
        }
        let first = max(0, min(anchor - rows / 3, script.lines.count - rows))
        for (row, index) in (first..<min(script.lines.count, first + rows)).enumerated() {
            let line = script.lines[index]
            let isCurrent = index == currentIndex
            let played = currentIndex.map { index <= $0 } ?? false
            var spans = [
                Span(isCurrent ? "▶" : " ", .walkHit), Span(TextFlow.pad("\(line.number)", 4), .dim),
                Span(line.text, isCurrent ? .bold : played ? .plain : .dim),
            ]
            switch line.verdict {
            case .held?: spans.append(Span("  ✓", .flagClear))
            case .failed(let actual)?: spans.append(Span("  ✗ actual: \(actual ?? "?")", .toastWarning))
            case nil: break
            }
            if let error = line.error { spans.append(Span("  ✗ stopped: \(error)", .toastWarning)) }
            painter.write(spans, x: rect.x, y: rect.y + 1 + row, clip: rect)
        }
    }
}
