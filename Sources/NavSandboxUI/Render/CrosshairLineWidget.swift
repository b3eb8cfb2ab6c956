import NavSandboxCore

/// Under the phone: what the MODEL says is under the crosshair. Mid-animation
/// it can differ from what is drawn there, and the line says so.
enum CrosshairLineWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        guard let rect = context.layout.crosshairLine else { return }
        guard context.ui.showsCursor, !context.world.isCrashed else {
            painter.write([Span("arrows ", .hintKey), Span("crosshair ", .hintText), Span("⏎ ", .hintKey), Span("tap", .hintText)], x: rect.x + 1, y: rect.y, clip: rect)
            return
        }
        let world = context.world
        let cursor = context.ui.cursor
        if case .choose? = context.ui.lesson?.prompt {
            // The lesson asks what a tap here hits: the line does not answer.
            painter.write(
                [Span("⌖\(cursor.x),\(cursor.y) ", .phoneBorderMarker), Span("answer first", .dim)], x: rect.x, y: rect.y, clip: rect)
            return
        }
        let hit = world.hitTest(cursor).view
        let name = hit.map { short(world.view($0)) } ?? "nothing"
        // The same comparison as LAST TAP's "drawn here": the control (or
        // view) the eye meets against the one hit-testing reaches.
        let differs = context.scene.topmostView(at: cursor).map { drawn in
            hit.map { LastTapWidget.controlOrSelf(drawn, in: world) != LastTapWidget.controlOrSelf($0, in: world) } ?? false
        } ?? false
        let one = spans(cursor: cursor, name: name, differs: differs, width: rect.width)
        if rect.height >= 2, one.contains(where: { $0.text.contains("…") || $0.text == "→" || $0.text == "→ " }) {
            // The name on a row of its own, whole; "≠ drawn" after it when
            // there is room, else on the first row.
            // A name wider than the row still ends in "…": cut, never clipped.
            let indent = name.count < rect.width ? " " : ""
            let markAfterName = differs && indent.count + name.count + " ≠ drawn".count <= rect.width
            var first = [Span("⌖\(cursor.x),\(cursor.y) ", .phoneBorderMarker), Span("hits", .dim)]
            if differs && !markAfterName { first.append(Span(" ≠ drawn", .toastWarning)) }
            var second = [Span(indent), Span(TextFlow.truncate(name, rect.width), .walkHit)]
            if markAfterName { second.append(Span(" ≠ drawn", .toastWarning)) }
            painter.write(first, x: rect.x, y: rect.y, clip: rect)
            painter.write(second, x: rect.x, y: rect.y + 1, clip: rect)
        } else {
            painter.write(one, x: rect.x, y: rect.y, clip: rect)
        }
    }

    /// The line in the phone's width, its parts shortened in turn — "hits"
    /// becomes an arrow, the UI prefix goes, then the name is cut — so the
    /// point, the hit view and "≠ drawn" always show.
    static func spans(cursor: Point, name: String, differs: Bool, width: Int) -> [Span] {
        let point = "⌖\(cursor.x),\(cursor.y) "
        let unprefixed = name.hasPrefix("UI") && name.count > 2 ? String(name.dropFirst(2)) : name
        let candidates: [(verb: String, name: String, mark: String)] = [
            ("hits ", name, " ≠ drawn"), ("→ ", name, " ≠ drawn"), ("→ ", unprefixed, " ≠ drawn"), ("→", unprefixed, "≠drawn"),
        ]
        for candidate in candidates {
            let mark = differs ? candidate.mark : ""
            guard point.count + candidate.verb.count + candidate.name.count + mark.count <= width else { continue }
            return line(point, candidate.verb, candidate.name, mark)
        }
        let mark = differs ? "≠drawn" : ""
        let room = width - point.count - 1 - mark.count
        return line(point, "→", TextFlow.truncate(unprefixed, room), mark)
    }

    private static func line(_ point: String, _ verb: String, _ name: String, _ mark: String) -> [Span] {
        var spans = [Span(point, .phoneBorderMarker), Span(verb, .dim), Span(name, .walkHit)]
        if !mark.isEmpty { spans.append(Span(mark, .toastWarning)) }
        return spans
    }

    /// `Reply`, or the class for unlabelled views. An imported view's label
    /// ends in its address in the dump (`0x7fa3e2044a00`,
    /// `Shop.CartItemRowView 0x7fa3e1d14a90`), which tells the eye nothing
    /// under the phone: what comes before it stands in, or the class.
    static func short(_ view: View) -> String {
        guard let label = view.accessibilityLabel else { return view.viewClass.rawValue }
        var words = label.split(separator: " ", omittingEmptySubsequences: false)
        guard let last = words.last, isDumpAddress(last) else { return label }
        words.removeLast()
        return words.isEmpty ? view.viewClass.rawValue : words.joined(separator: " ")
    }

    /// `0x` and at least eight hex digits: how a view dump prints an object.
    static func isDumpAddress(_ word: Substring) -> Bool {
        word.hasPrefix("0x") && word.count >= 10 && word.dropFirst(2).allSatisfy(\.isHexDigit)
    }
}
