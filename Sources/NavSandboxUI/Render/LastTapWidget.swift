import NavSandboxCore

/// LAST TAP: how UIKit routed the most recent touch. The hit-test walk with
/// the reason each view was skipped, the hit view, the responder chain up to
/// UIApplication, and what became of the touch.
enum LastTapWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.lastTap
        let world = context.world
        guard let touch = world.lastTouch else {
            painter.title("LAST TAP", in: rect)
            // Wrapped, so a narrow pane (80 columns) never cuts the sentence.
            let lines = TextFlow.wrap([Span("No touch yet. Press a key shown on the phone, or click it.", .dim)], width: rect.width)
            for (row, spans) in lines.prefix(max(0, rect.height - 1)).enumerated() {
                painter.write(spans, x: rect.x, y: rect.y + 1 + row, clip: rect)
            }
            return
        }
        let glyphs = painter.glyphs
        painter.title(
            "LAST TAP", note: "touch \(touch.id) at \(touch.point), \(TimeFormat.seconds(touch.beganAt)) s", in: rect)
        let (badge, badgeRole) = badge(for: touch, in: world)
        painter.write(badge, x: rect.maxX - badge.count, y: rect.y, badgeRole, clip: rect)

        let width = rect.width
        let indent = 6
        var walk = [Span("walk  ", .dim)]
        for (index, item) in summarize(touch.walk).enumerated() {
            if index > 0 { walk.append(Span(glyphs.separator, .dim)) }
            walk += item
        }
        if touch.walk.isEmpty {
            // Dropped before UIWindow hit-tested it (or an edge swipe, which
            // goes to the gesture recognizer); the notes below say why.
            walk.append(Span("none: the touch never reached hitTest", .dim))
        }

        var hit: [Span] = [Span("hit   ", .dim)]
        if let view = touch.hitView {
            hit.append(Span(world.view(view).debugName, .walkHit))
            if let handler = touch.handler, handler != view {
                hit += [Span("  handled by ", .dim), Span(world.view(handler).debugName, .walkHit)]
            }
            // What the control showed then: which back button, `‹ Inbox` or `‹ Message 1`.
            if let shown = touch.handlerText, shown != world.view(touch.handler ?? view).accessibilityLabel {
                hit.append(Span(" " + TerminalText.visible(shown), .chain))
            }
        } else {
            hit.append(Span("nil", .dispositionDropped))
        }
        // Mid-animation the user sees one control and hit-testing finds another.
        if let drawn = touch.drawnView, let meant = controlOrSelf(drawn, in: world),
            meant != (touch.handler ?? touch.hitView)
        {
            let hitName = (touch.handler ?? touch.hitView).map { world.view($0).debugName } ?? "nothing"
            hit += [
                Span("  drawn here: ", .dim), Span(world.view(meant).debugName, .plain),
                Span(" · hit-tested: ", .dim), Span(hitName, .walkHit),
            ]
        }
        // The chain starts at the hit view, already named on the line above.
        var chain = [Span("chain ", .dim)]
        let above = touch.chainNames.dropFirst()
        chain.append(Span(above.isEmpty ? "—" : "↑ " + above.joined(separator: glyphs.separator), .chain))

        // The UIKit rule that decided, with how strong its evidence is.
        var ruleLine: [[Span]] = []
        if let rule = touch.rule {
            ruleLine = TextFlow.wrap(
                [Span("rule  ", .dim), Span(rule.rawValue, .chain), Span(" (\(rule.rule.evidence.tag))", .dim)],
                width: width, indent: indent)
        }
        let walkLines = TextFlow.wrap(walk, width: width, indent: indent)
        let hitLines = TextFlow.wrap(hit, width: width, indent: indent)
        let chainLines = TextFlow.wrap(chain, width: width, indent: indent)
        let noteLines = touch.notes.flatMap { note in
            TextFlow.wrap([Span("→ ", .dim), Span(note.text, noteRole(note.fact.tone))], width: width, indent: 2)
        }

        // Everything fits at the reference size; on a short terminal the
        // outcome and the chain win over the full walk.
        var room = rect.height - 1
        let notesShown = min(noteLines.count, max(1, min(3, room - 3)))
        room -= notesShown
        let hitShown = min(hitLines.count, max(0, room))
        room -= hitShown
        let ruleShown = min(ruleLine.count, max(0, room - 1))
        room -= ruleShown
        let chainShown = min(chainLines.count, max(0, min(3, room - 1)))
        room -= chainShown
        let walkShown = min(walkLines.count, max(0, room))
        var lines =
            clipped(walkLines, walkShown) + Array(hitLines.prefix(hitShown)) + Array(ruleLine.prefix(ruleShown))
            + clipped(chainLines, chainShown)
        lines += noteLines.suffix(notesShown)

        for (index, spans) in lines.prefix(rect.height - 1).enumerated() {
            painter.write(spans, x: rect.x, y: rect.y + 1 + index, clip: rect)
        }
    }

    /// The first `count` lines, the last marked with `…` when some were cut.
    private static func clipped(_ lines: [[Span]], _ count: Int) -> [[Span]] {
        guard count < lines.count else { return lines }
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        kept[count - 1].append(Span(" …", .dim))
        return kept
    }

    /// The walk, one item per visited view. Neighbours skipped for the same
    /// reason collapse into one item (`✗3×UIButton outside`) so the path to
    /// the hit stays readable; a lone skipped view keeps its name.
    static func summarize(_ walk: [HitTestStep]) -> [[Span]] {
        var items: [[Span]] = []
        var index = 0
        while index < walk.count {
            let step = walk[index]
            switch step.verdict {
            case .entered:
                items.append([Span(step.name, .walkEntered)])
                index += 1
            case .hit:
                // The view was just named as entered; the hit line names it again.
                items.append([Span("hit", .walkHit)])
                index += 1
            case .passedThrough:
                items.append([Span("✗\(step.name) passes through", .walkSkipped)])
                index += 1
            default:
                var end = index + 1
                while end < walk.count, walk[end].verdict == step.verdict, walk[end].depth == step.depth { end += 1 }
                let run = walk[index..<end]
                let reason = shortReason(step.verdict)
                if run.count >= 2 {
                    let classes = Set(run.map { $0.name.split(separator: " ").first.map(String.init) ?? $0.name })
                    let what = classes.count == 1 ? "\(run.count)×\(classes.first!)" : "\(run.count) views"
                    items.append([Span("✗\(what) \(reason)", .walkSkipped)])
                } else {
                    for skipped in run { items.append([Span("✗\(skipped.name) \(reason)", .walkSkipped)]) }
                }
                index = end
            }
        }
        return items
    }

    static func shortReason(_ verdict: HitTestStep.Verdict) -> String {
        switch verdict {
        case .skippedHidden: "hidden"
        case .skippedInteractionDisabled: "interaction off"
        case .skippedTransparent: "alpha<0.01"
        case .skippedOutside: "outside"
        case .passedThrough: "passes through"
        case .skippedByRule(.backButton): "disabled mid-transition"
        case .skippedByRule(.screen): "in transition"
        case .entered, .hit: ""
        }
    }

    /// The control a drawn view belongs to (a row's label → the row), or
    /// the view itself when it is a plain one with text.
    static func controlOrSelf(_ view: ViewID, in world: World) -> ViewID? {
        ([view] + world.superviews(of: view)).first { world.view($0).isControl } ?? view
    }

    /// The badge: what became of the touch, and two cases users ask about —
    /// the tap that crashed the app, and a tap delivered to a view with
    /// nothing to do (HANDLED would be a lie).
    static func badge(for touch: TouchRecord, in world: World) -> (String, StyleRole) {
        if let crash = world.crash, touch.beganAt <= crash.time, world.lastTouch?.id == touch.id {
            return ("CRASHED", .dispositionDropped)
        }
        if touch.disposition == .handled && (touch.handler == nil && touch.hitView != nil || touch.actionUnhandled) {
            return ("NO ACTION", .dim)
        }
        return disposition(touch.disposition)
    }

    static func disposition(_ disposition: TouchDisposition) -> (String, StyleRole) {
        switch disposition {
        case .handled: ("HANDLED", .dispositionHandled)
        case .dropped: ("DROPPED", .dispositionDropped)
        case .queued: ("QUEUED", .dispositionQueued)
        case .pending: ("FINGER DOWN", .dispositionPending)
        }
    }

    private static func noteRole(_ tone: TouchNoteTone) -> StyleRole {
        switch tone {
        case .dropped: .dispositionDropped
        case .queued: .dispositionQueued
        case .plain: .plain
        }
    }
}
