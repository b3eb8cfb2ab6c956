import NavSandboxCore

/// LOCKS: the active strategy's flags by their original names (left; a
/// stack's under each member's name, in order) and UIKit's own state (right). A raised flag is marked ●; one that just
/// changed is highlighted for a moment.
///
/// A value is never cut: one that does not fit beside its name goes on the
/// lines below it. When the rows run short, flags at rest (○: their value
/// is the default) are named together on one line, and UIKit's flags may
/// run on into the left column's spare rows. Columns keep to a readable
/// width on wide terminals, so a value sits near its name.
enum LocksWidget {
    /// Wider than this, a column only spreads a flag from its value.
    static let maximumColumnWidth = 46

    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.locks
        let world = context.world
        painter.title("LOCKS", note: "\(world.strategyID.rawValue) flags · UIKit", in: rect)
        let flags = world.flags
        let strategyFlags = flags.filter { $0.owner != .universal }
        let universal = flags.filter { $0.owner == .universal }
        let columnWidth = min((rect.width - 2) / 2, maximumColumnWidth)
        // Both columns alike: UIKit's flags that run on below the strategy's
        // are laid out once and fit either.
        let rightWidth = columnWidth
        let rows = rect.height - 1
        guard rows > 0, columnWidth > 4 else { return }
        let left = Rect(x: rect.x, y: rect.y + 1, width: columnWidth, height: rows)
        let right = Rect(x: rect.x + columnWidth + 2, y: rect.y + 1, width: rightWidth, height: rows)

        // A stack's members each under their own name, in order; one
        // strategy's flags as they are.
        let members = world.strategyMembers
        let groups: [(name: String?, flags: [Flag])] =
            members.count > 1
            ? members.map { member in (member, strategyFlags.filter { $0.owner == .strategy(member) }) }
            : [(nil, strategyFlags)]
        func groupItems(collapsed: Bool) -> [[[Span]]] {
            groups.flatMap { group -> [[[Span]]] in
                var items = group.flags.map { lines(for: $0, width: columnWidth, context, glyphs: painter.glyphs) }
                if collapsed { items = collapsingResting(items, flags: group.flags, width: columnWidth, painter.glyphs) }
                if group.flags.isEmpty {
                    let who = group.name ?? world.strategyID.rawValue
                    return [TextFlow.wrap([Span("\(who): no flags of its own", .dim)], width: columnWidth, indent: 2)]
                }
                guard let name = group.name else { return items }
                return [TextFlow.wrap([Span(name, .dim)], width: columnWidth, indent: 2)] + items
            }
        }
        let queue = world.queuedSummaries
        let queueText = queue.isEmpty ? "—" : queue.joined(separator: ", ")
        let tail: [[[Span]]] = [
            TextFlow.wrap([Span("queue ", .flagName), Span(queueText, queue.isEmpty ? .dim : .flagRaised)], width: columnWidth, indent: 4),
            [togglesLine(world.toggles, width: columnWidth)],
        ]
        let expanded = groupItems(collapsed: false) + tail
        let leftLines = Array(
            (fits(expanded, rows) ? expanded : groupItems(collapsed: true) + tail).flatMap { $0 }.prefix(rows))
        let spare = max(0, rows - leftLines.count)
        // UIKit's flags fill the right column, then run on below the
        // strategy's: whole flags only, so a value is never a column away
        // from its name.
        let universalItems = universal.map { lines(for: $0, width: rightWidth, context, glyphs: painter.glyphs) }
        let collapsed = collapsingResting(universalItems, flags: universal, width: rightWidth, painter.glyphs)
        let placed =
            place(universalItems, capacities: [rows, spare]) ?? place(collapsed, capacities: [rows, spare])
            ?? [Array(collapsed.flatMap { $0 }.prefix(rows)), []]

        for (index, spans) in leftLines.enumerated() {
            painter.write(spans, x: left.x, y: left.y + index, clip: left)
        }
        for (index, spans) in placed[0].enumerated() {
            painter.write(spans, x: right.x, y: right.y + index, clip: right)
        }
        for (index, spans) in placed[1].enumerated() {
            painter.write(spans, x: left.x, y: left.y + leftLines.count + index, clip: left)
        }
    }

    static func fits(_ items: [[[Span]]], _ rows: Int) -> Bool {
        items.reduce(0) { $0 + $1.count } <= rows
    }

    /// Items, whole and in order, poured into columns of these heights; nil
    /// when they do not all fit.
    static func place(_ items: [[[Span]]], capacities: [Int]) -> [[[Span]]]? {
        var columns: [[[Span]]] = capacities.map { _ in [] }
        var column = 0
        for item in items {
            while column < capacities.count, columns[column].count + item.count > capacities[column] { column += 1 }
            guard column < capacities.count else { return nil }
            columns[column] += item
        }
        return columns
    }

    /// The flags at rest (○: their value is the default) named together on
    /// one wrapped line, where the first of them was; raised flags and the items
    /// after the flags (queue, toggles) keep their lines.
    static func collapsingResting(_ items: [[[Span]]], flags: [Flag], width: Int, _ glyphs: Glyphs) -> [[[Span]]] {
        let resting = flags.indices.filter { $0 < items.count && !flags[$0].isRaised }
        guard resting.count > 1 else { return items }
        let names = resting.map { flags[$0].name }.joined(separator: " · ")
        let summary = TextFlow.wrap(
            [Span(String(glyphs.clear) + " ", .flagClear), Span(names, .flagClear)],
            width: width, indent: 2)
        var result: [[[Span]]] = []
        for (index, item) in items.enumerated() {
            if index == resting[0] { result.append(summary) }
            if !resting.contains(index) { result.append(item) }
        }
        return result
    }

    /// The toggles, always shown, each with the key that flips it: `x`
    /// exclusive-touch, `g` pop-gesture, `o` pass-through, `A`
    /// allow-interaction-during-transition, `D` pop-gesture-delegate only
    /// while it is off, and `G` content-pop-gesture only while forced: the
    /// default is UIKit's own state, and the pane has no room for toggles
    /// that rarely move.
    /// Narrow panes (80×24) drop the word `toggles` rather than a value.
    static func togglesLine(_ toggles: Toggles, width: Int) -> [Span] {
        var keyed: [(String, ToggleID)] = [
            ("x", .exclusiveTouch), ("g", .popGesture), ("o", .passThrough), ("A", .allowInteractionDuringTransition),
        ]
        if !toggles.popGestureDelegate { keyed.append(("D", .popGestureDelegate)) }
        if toggles.contentPopGesture != nil { keyed.append(("G", .contentPopGesture)) }
        var values: [Span] = []
        for (key, id) in keyed {
            let value = toggles.displayValue(of: id)
            values += [Span(" \(key) ", .dim), Span(value, value == "off" ? .flagClear : .flagRaised)]
        }
        let length = values.reduce(0) { $0 + $1.text.count }
        return length + 7 <= width ? [Span("toggles", .flagName)] + values : values
    }

    /// `● isBarPushProcessing        YES`: value right-aligned when it fits
    /// beside the name; otherwise on the lines below, whole. A boolean's
    /// marker already says YES or NO, so its word goes rather than wrap.
    static func lines(for flag: Flag, width: Int, _ context: RenderContext, glyphs: Glyphs) -> [[Span]] {
        let flashing = context.ui.flagWatch.isFlashing(flag.name, wallNow: context.ui.wallClock)
        let marker = String(flag.isRaised ? glyphs.raised : glyphs.clear)
        let markerRole: StyleRole = flag.isRaised ? .flagRaised : .flagClear
        let valueRole: StyleRole = flag.isRaised ? .flagRaised : .flagClear
        var value = flag.displayValue
        let nameRoom = width - 2
        var name = flag.name
        // How long it has been held, when the strategy counts (guard files).
        let held = flag.isRaised ? flag.raisedFor.map { TimeFormat.duration($0) } : nil
        if let held { value += " · " + held }
        if case .bool = flag.value, name.count + 1 + value.count > nameRoom { value = held ?? "" }
        // A name longer than the column (isTransitionControllerProcessing at
        // 80 columns) breaks between its words, before a capital.
        var nameHead: [String] = []
        while name.count > nameRoom {
            let limit = name.index(name.startIndex, offsetBy: nameRoom)
            let cut = name[name.index(after: name.startIndex)..<limit].lastIndex { $0.isUppercase || $0 == "." } ?? limit
            nameHead.append(String(name[..<cut]))
            name = String(name[cut...])
        }
        var result: [[Span]]
        if name.count + 1 + value.count <= nameRoom {
            let gap = max(1, nameRoom - name.count - value.count)
            result = [[
                Span(marker + " ", markerRole), Span(name, .flagName), Span(String(repeating: " ", count: gap), .flagName),
                Span(value, valueRole),
            ]]
        } else if value.count <= width - 4 {
            // The value whole on its own line, right-aligned under the name,
            // rather than broken between its words ("… 200/350" / "ms").
            result = [
                [Span(marker + " ", markerRole), Span(name, .flagName)],
                [Span(String(repeating: " ", count: width - value.count), .flagName), Span(value, valueRole)],
            ]
        } else {
            // Longer than a line: it flows on after the name and onto
            // indented lines.
            result = TextFlow.wrap(
                [Span(marker + " ", markerRole), Span(name, .flagName), Span(" "), Span(value, valueRole)], width: width,
                indent: 4)
        }
        if !nameHead.isEmpty {
            // The name's first words lead; the marker goes with them.
            result[0][0] = Span("  ", markerRole)
            let heads = nameHead.enumerated().map { index, part in
                [Span(index == 0 ? marker + " " : "  ", markerRole), Span(part, .flagName)]
            }
            result = heads + result
        }
        if flashing { result = result.map { $0.map { Span($0.text, .flagFlash) } } }
        return result
    }
}
