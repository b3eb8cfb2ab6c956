import NavSandboxCore

/// LOCKS: the active strategy's flags by their original names (left) and
/// UIKit's own state (right). A raised flag is marked ●; one that just
/// changed is highlighted for a moment.
enum LocksWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.locks
        let world = context.world
        painter.title("LOCKS", note: "\(world.strategyID) flags · UIKit", in: rect)
        let flags = world.flags
        let strategyFlags = flags.filter { $0.owner != .universal }
        let universal = flags.filter { $0.owner == .universal }
        let columnWidth = (rect.width - 2) / 2
        let left = Rect(x: rect.x, y: rect.y + 1, width: columnWidth, height: rect.height - 1)
        let right = Rect(x: rect.x + columnWidth + 2, y: rect.y + 1, width: rect.width - columnWidth - 2, height: rect.height - 1)

        var leftLines = strategyFlags.map { line(for: $0, width: left.width, context, glyphs: painter.glyphs) }
        if strategyFlags.isEmpty {
            leftLines.append([Span("\(world.strategyID): no flags of its own", .dim)])
        }
        let queue = world.queuedSummaries
        let queueText = queue.isEmpty ? "—" : queue.joined(separator: ", ")
        leftLines.append([Span("queue ", .flagName), Span(TextFlow.truncate(queueText, left.width - 6), queue.isEmpty ? .dim : .flagRaised)])
        leftLines.append(togglesLine(world.toggles, width: left.width))
        let rightLines = universal.map { line(for: $0, width: right.width, context, glyphs: painter.glyphs) }

        for (index, spans) in leftLines.prefix(left.height).enumerated() {
            painter.write(spans, x: left.x, y: left.y + index, clip: left)
        }
        for (index, spans) in rightLines.prefix(right.height).enumerated() {
            painter.write(spans, x: right.x, y: right.y + index, clip: right)
        }
    }

    /// The toggles, always shown, each with the key that flips it: `x`
    /// exclusive-touch, `g` pop-gesture, `o` pass-through, `A`
    /// allow-interaction-during-transition.
    /// Narrow panes (80×24) drop the word `toggles` rather than a value.
    static func togglesLine(_ toggles: Toggles, width: Int) -> [Span] {
        let keyed = [
            ("x", "exclusive-touch"), ("g", "pop-gesture"), ("o", "pass-through"),
            ("A", "allow-interaction-during-transition"),
        ]
        var values: [Span] = []
        for (key, id) in keyed {
            let value = toggles.displayValue(of: id)
            values += [Span(" \(key) ", .dim), Span(value, value == "off" ? .flagClear : .flagRaised)]
        }
        let length = values.reduce(0) { $0 + $1.text.count }
        return length + 7 <= width ? [Span("toggles", .flagName)] + values : values
    }

    /// `● isBarPushProcessing        YES`: value right-aligned when it fits;
    /// a boolean's marker already says YES or NO, so its word goes first when
    /// space is short.
    static func line(for flag: Flag, width: Int, _ context: RenderContext, glyphs: Glyphs) -> [Span] {
        let flashing = context.ui.flagWatch.isFlashing(flag.name, wallNow: context.ui.wallClock)
        let marker = String(flag.isRaised ? glyphs.raised : glyphs.clear)
        let markerRole: StyleRole = flag.isRaised ? .flagRaised : .flagClear
        let valueRole: StyleRole = flag.isRaised ? .flagRaised : .flagClear
        var value = flag.displayValue
        let nameRoom = width - 2
        var name = flag.name
        if case .bool = flag.value, name.count + 1 + value.count > nameRoom { value = "" }
        if name.count > nameRoom { name = TextFlow.truncate(name, nameRoom) }
        let valueRoom = nameRoom - name.count - 1
        value = valueRoom >= 2 ? TextFlow.truncate(value, valueRoom) : ""
        let gap = max(1, nameRoom - name.count - value.count)
        var spans = [
            Span(marker + " ", markerRole), Span(name, .flagName), Span(String(repeating: " ", count: gap), .flagName),
            Span(value, valueRole),
        ]
        if flashing { spans = spans.map { Span($0.text, .flagFlash) } }
        return spans
    }
}
