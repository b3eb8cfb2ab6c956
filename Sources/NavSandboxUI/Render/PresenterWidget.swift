import NavSandboxCore

/// Presenter mode's panes beside the phone: LOCKS and LAST TAP as one bold
/// line each — what an audience can read from the back of a room — and the
/// keystroke overlay, each key or click as a keycap for a second. The full
/// panes are one `K` away.
enum PresenterWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let layout = context.layout
        drawLocks(context, in: layout.locks, into: &painter)
        if let keys = layout.keystrokes { drawKeystrokes(context, in: keys, into: &painter) }
    }

    /// `LOCKS  block-all` over `● isPushing YES · queue: push Message 2`:
    /// only what is held (a flag at rest is the normal state, not news).
    static func drawLocks(_ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height >= 2 else { return }
        let world = context.world
        painter.title("LOCKS", note: world.strategyID.rawValue, in: rect)
        let glyphs = painter.glyphs
        var spans: [Span] = []
        for flag in world.flags where flag.isRaised {
            if !spans.isEmpty { spans.append(Span(glyphs.dot, .bold)) }
            let flashing = context.ui.flagWatch.isFlashing(flag.name, wallNow: context.ui.wallClock)
            spans += [
                Span(String(glyphs.raised) + " ", .flagRaised), Span(flag.name + " ", .bold),
                Span(flag.displayValue, flashing ? .flagFlash : .flagRaised),
            ]
        }
        let queue = world.queuedSummaries
        if !queue.isEmpty {
            if !spans.isEmpty { spans.append(Span(glyphs.dot, .bold)) }
            spans += [Span("queue ", .bold), Span(queue.joined(separator: ", "), .flagRaised)]
        }
        if spans.isEmpty { spans = [Span(String(glyphs.clear) + " nothing held", .bold)] }
        painter.write(oneLine(spans, width: rect.width, glyphs), x: rect.x, y: rect.y + 1, clip: rect)
    }

    /// `LAST TAP` over `HANDLED  UIButton "Reply"`, with what the user saw
    /// there when hit-testing found something else, and the last note (what became of it).
    static func drawLastTap(_ context: RenderContext, into painter: inout Painter) {
        let rect = context.layout.lastTap
        guard rect.height >= 2 else { return }
        let world = context.world
        guard let touch = world.lastTouch else {
            painter.title("LAST TAP", in: rect)
            painter.write("No touch yet.", x: rect.x, y: rect.y + 1, .bold, clip: rect)
            return
        }
        painter.title("LAST TAP", note: "touch \(touch.id) at \(touch.point), \(TimeFormat.seconds(touch.beganAt)) s", in: rect)
        let (badge, badgeRole) = LastTapWidget.badge(for: touch, in: world)
        var spans = [Span(badge, badgeRole), Span("  ", .bold)]
        let hit = touch.handler ?? touch.hitView
        spans.append(Span(hit.map { world.view($0).debugName } ?? "nothing hit", hit == nil ? .dispositionDropped : .walkHit))
        if let drawn = touch.drawnView, let meant = LastTapWidget.controlOrSelf(drawn, in: world), meant != hit {
            spans += [Span(" · drawn there: ", .bold), Span(world.view(meant).debugName, .bold)]
        }
        if let note = touch.notes.last {
            spans += [Span(" · ", .bold), Span(note.text, .bold)]
        }
        painter.write(oneLine(spans, width: rect.width, painter.glyphs), x: rect.x, y: rect.y + 1, clip: rect)
    }

    /// The keys and clicks of the last second, newest on the right, each a
    /// three-row keycap. The overlay has its own rows beside the phone: it
    /// never covers the phone, let alone a label on it.
    static func drawKeystrokes(_ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height >= 4 else { return }
        painter.title("KEYS", note: "each key and click, for a second", in: rect)
        var caps: [(text: String, width: Int)] = []
        var used = 0
        for stroke in context.ui.keystrokes.live(wallNow: context.ui.wallClock).reversed() {
            let text = painter.glyphs.text(stroke.text)
            let width = text.count + 4
            guard used + width <= rect.width else { break }
            caps.insert((text, width), at: 0)
            used += width + 1
        }
        var x = rect.x
        for cap in caps {
            painter.box(Rect(x: x, y: rect.y + 1, width: cap.width, height: 3), .overlayKey)
            painter.write(" \(cap.text) ", x: x + 1, y: rect.y + 2, .overlayKey)
            x += cap.width + 1
        }
    }

    /// The spans cut to one line, an ellipsis where they were cut.
    private static func oneLine(_ spans: [Span], width: Int, _ glyphs: Glyphs) -> [Span] {
        let total = spans.reduce(0) { $0 + $1.text.count }
        guard total > width, width > 1 else { return spans }
        var kept: [Span] = []
        var room = width - 1
        for span in spans where room > 0 {
            let part = String(span.text.prefix(room))
            kept.append(Span(part, span.role))
            room -= part.count
        }
        kept.append(Span("…", .bold))
        return kept
    }
}
