import NavSandboxCore

/// STACK: the navigation controller's stack beside the bar's items — when
/// they differ (iOS 7's corrupted bar, a refused back) the bar is shown in
/// warning colours — and, at the right, a strip of every violation and the
/// crash so far, which stays when the log has scrolled them away.
enum StackWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.stack
        guard rect.width > 0 else { return }
        let world = context.world
        let separator = " \(painter.glyphs.chevron) "
        let stack = world.stackTitles.map(TerminalText.visible).joined(separator: separator)
        var spans = [Span("STACK ", .paneTitle)]
        // With a tab bar the stack is the selected tab's, and says so.
        if let tab = world.selectedTabTitle { spans.append(Span("tab \(TerminalText.visible(tab)) \(painter.glyphs.chevron) ", .dim)) }
        spans.append(Span(stack, .plain))
        let bar = world.barTitles.map(TerminalText.visible).joined(separator: separator)
        if world.barTitles != world.stackTitles {
            spans += [Span("  bar ", .dim), Span(bar, .toastWarning)]
        }
        if world.isFrozen { spans.append(Span("  FROZEN", .dispositionDropped)) }

        // The strip gets at most half the row; the stack keeps the rest.
        let stripRoom = rect.width / 2
        var strip: [Span] = []
        if let crash = world.crash {
            strip.append(Span(TextFlow.truncate(" CRASH \(crash.violation.rawValue) ", stripRoom), .dispositionDropped))
        }
        // Violations from before the last relaunch or strategy change are
        // the earlier run's: marked so, not as this run's.
        let before = min(context.ui.violationsBeforeRun, world.violations.count)
        let failures = world.violations.dropFirst(before).filter { $0 != world.crash?.violation }
        let earlier = world.violations.prefix(before).filter { $0 != world.crash?.violation }
        var used = strip.reduce(0) { $0 + $1.text.count }
        if !failures.isEmpty, stripRoom - used > 4 {
            let text = " \(painter.glyphs.warning) " + failures.map(\.rawValue).joined(separator: " ") + " "
            strip.insert(Span(TextFlow.truncate(text, stripRoom - used), .toastWarning), at: 0)
            used = strip.reduce(0) { $0 + $1.text.count }
        }
        if !earlier.isEmpty, stripRoom - used > 12 {
            let text = " earlier run: " + earlier.map(\.rawValue).joined(separator: " ") + " "
            strip.insert(Span(TextFlow.truncate(text, stripRoom - used), .dim), at: 0)
        }
        let stripWidth = strip.reduce(0) { $0 + $1.text.count }
        let leftWidth = max(0, rect.width - stripWidth - 1)
        let leftText = spans.map(\.text).joined()
        if leftText.count > leftWidth {
            // Keep the title and cut the rest with an ellipsis.
            let rest = TextFlow.truncate(String(leftText.dropFirst(6)), max(1, leftWidth - 6))
            spans = [spans[0], Span(rest, world.barTitles != world.stackTitles ? .toastWarning : .plain)]
        }
        painter.write(spans, x: rect.x, y: rect.y, clip: Rect(x: rect.x, y: rect.y, width: leftWidth, height: 1))
        painter.write(strip, x: rect.maxX - stripWidth, y: rect.y, clip: rect)
    }
}
