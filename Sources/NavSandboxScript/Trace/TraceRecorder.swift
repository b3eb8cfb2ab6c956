import NavSandboxCore

/// Builds a Trace Event Format document (Perfetto, chrome://tracing) from a
/// script run: it samples the world after every runner step and turns what is
/// in progress — transitions, bar animations, presentations, locks, timers,
/// touches — into duration events on their own tracks; log lines (touches,
/// guard decisions, failures, the rest) become instant events. Time stamps are
/// microseconds of virtual time.
public struct TraceRecorder: Sendable {
    struct Span: Sendable {
        var key: String
        var track: TraceTrack
        var name: String
        var start: Int
        var args: [(String, JSONValue)]
    }

    struct Event: Sendable {
        var ts: Int
        var order: Int
        var json: JSONValue
    }

    public static let pid = 1

    private var open: [Span] = []
    private var events: [Event] = []
    private var order = 0
    private var finalWorld: World?
    private var title: String

    public init(title: String) {
        self.title = title
    }

    /// Feed this every step of a run (`ScriptRunner.run(_:observe:)`).
    public mutating func observe(_ step: RunStep, _ world: World) {
        switch step {
        case .statement(let statement):
            if case .at(_, .relaunch) = statement.kind { closeAll(at: world.now, reason: "relaunch") }
            if case .after(_, .relaunch) = statement.kind { closeAll(at: world.now, reason: "relaunch") }
            instant(
                track: .script, ts: world.now, name: "line \(statement.line): \(LineParser.trimmed(Substring(statement.source)))",
                category: "script", args: [("line", .int(statement.line))])
        case .finished:
            sample(world)
            closeAll(at: world.now, reason: "still running when the script ended")
            finalWorld = world
            return
        case .launched, .events:
            break
        }
        sample(world)
    }

    /// Opens spans that appeared and closes those that ended.
    private mutating func sample(_ world: World) {
        let active = Self.activeSpans(in: world)
        var stillOpen: [Span] = []
        for span in open {
            if active.contains(where: { $0.key == span.key }) {
                stillOpen.append(span)
            } else {
                close(span, at: world.now, args: [])
            }
        }
        for span in active where !stillOpen.contains(where: { $0.key == span.key }) {
            stillOpen.append(span)
        }
        open = stillOpen
    }

    private mutating func closeAll(at time: Int, reason: String) {
        for span in open { close(span, at: time, args: [("open_at_end", .string(reason))]) }
        open = []
    }

    private mutating func close(_ span: Span, at time: Int, args: [(String, JSONValue)]) {
        let start = min(span.start, time)
        let allArgs = span.args + [("start_ms", .int(start)), ("end_ms", .int(time))] + args
        append(
            ts: start,
            .object([
                ("name", .string(span.name)), ("cat", .string(span.track.categoryName)), ("ph", .string("X")),
                ("ts", .int(start * 1000)), ("dur", .int((time - start) * 1000)), ("pid", .int(Self.pid)),
                ("tid", .int(span.track.rawValue)), ("args", .object(allArgs)),
            ]))
    }

    private mutating func instant(
        track: TraceTrack, ts: Int, name: String, category: String, args: [(String, JSONValue)]
    ) {
        append(
            ts: ts,
            .object([
                ("name", .string(name)), ("cat", .string(category)), ("ph", .string("i")), ("s", .string("t")),
                ("ts", .int(ts * 1000)), ("pid", .int(Self.pid)), ("tid", .int(track.rawValue)),
                ("args", .object(args)),
            ]))
    }

    private mutating func append(ts: Int, _ json: JSONValue) {
        events.append(Event(ts: ts, order: order, json: json))
        order += 1
    }

    // MARK: What is in progress

    /// Every span active in the world right now, with a key that stays the
    /// same for as long as the thing lasts.
    static func activeSpans(in world: World) -> [Span] {
        var spans: [Span] = []
        func add(_ key: String, _ track: TraceTrack, _ name: String, start: Int, _ args: [(String, JSONValue)] = []) {
            spans.append(Span(key: key, track: track, name: name, start: start, args: args))
        }
        for touch in world.touches.active {
            let handler = touch.handler.map { world.view($0).debugName } ?? world.view(touch.hitView).debugName
            add(
                "touch \(touch.id.raw)", .touches, "touch \(touch.id) on \(handler)", start: touch.beganAt,
                [("point", .string(touch.point.description))])
        }
        if let transition = world.navigation.transition {
            let to = world.controller(transition.to).title
            if let interactive = transition.interactive {
                add(
                    "transition \(transition.id) \(interactive.phase.rawValue)", .transition,
                    "interactive pop to \(to) (\(interactive.phase.rawValue))",
                    start: interactive.phase == .tracking ? transition.start : interactive.releaseStart,
                    [("request", .string(transition.request.summary))])
            } else {
                add(
                    "transition \(transition.id)", .transition, "\(transition.kind.rawValue) \(to)",
                    start: transition.start,
                    [("duration_ms", .int(transition.duration)), ("request", .string(transition.request.summary))])
            }
        }
        if let animation = world.bar.animation {
            add(
                "bar \(animation.id)", .barAnimation,
                "bar \(animation.kind.rawValue) \(world.controller(animation.item).title)", start: animation.start)
        }
        if let presentation = world.presentation {
            let title = world.controller(presentation.presented).title
            let name: String =
                switch presentation.phase {
                case .presenting: "present \(title)"
                case .shown: "\(title) shown (\(presentation.card.rawValue))"
                case .dismissing: "dismiss \(title)"
                }
            add(
                "presentation \(presentation.animationID) \(presentation.phase.rawValue) \(presentation.card.rawValue)",
                .presentation, name, start: world.now)
        }
        if world.ignoreCount > 0 {
            add("ignore \(world.ignoreCount)", .ignoreCount, "ignoring interaction (count \(world.ignoreCount))", start: world.now)
        }
        if world.windowIsAnimated {
            add("window", .windowLock, "window.isAnimated = YES", start: world.now)
        }
        if world.guardStack.holdsLock(in: world) {
            let raised = world.guardStack.flags(in: world).filter(\.isRaised)
                .map { "\($0.name) = \($0.displayValue)" }
            add(
                "lock \(world.strategyID)", .strategyLock, "\(world.strategyID) holds its lock", start: world.now,
                [("flags", .string(raised.joined(separator: "; ")))])
        }
        if world.isFrozen {
            add("frozen", .frozen, "UI frozen: nothing responds", start: world.now)
        }
        for event in world.scheduler.events {
            guard let name = timerName(event.kind) else { continue }
            add(
                "timer \(event.sequence) \(event.fireAt)", .timers, name, start: world.now,
                [("fires_at_ms", .int(event.fireAt)), ("watchdog", .bool(event.isWatchdog))])
        }
        return spans
    }

    /// An instant's arguments: its kind, and the rule that decided it.
    static func args(of entry: LogEntry) -> [(String, JSONValue)] {
        var args: [(String, JSONValue)] = [("kind", .string(entry.kind.rawValue))]
        if let rule = entry.event.rule { args.append(("rule", .string(rule.rawValue))) }
        return args
    }

    /// Timers worth a row of their own; the ends of transitions, animations
    /// and touches already show on their tracks.
    static func timerName(_ kind: ScheduledEventKind) -> String? {
        switch kind {
        case .app(let event): event.summary
        case .delayedNavigation(let request): "asyncAfter \(request.summary)"
        case .guardTimer(let tag): "guard timer \(tag)"
        case .idleCheck: "idle check"
        case .mainThreadFree: "main thread busy"
        case .swipeReleased(let finish): "swipe drag, then \(finish ? "finish" : "cancel")"
        case .heldTouchDelivered: "scroll view's touch delay"
        case .menuLongPress: "a menu button's long press"
        case .scrollDragStarts(_, let by): "scroll drag by \(by)"
        case .touchEnded, .transitionEnded, .barAnimationEnded, .presentationEnded, .cardMoveEnded: nil
        }
    }

    // MARK: The document

    /// The Trace Event Format document: metadata naming the process and each
    /// track, then every event in time order.
    public func document() -> TraceDocument {
        var all = events
        if let world = finalWorld {
            var order = self.order
            for entry in world.log.entries {
                let track: TraceTrack =
                    switch entry.kind {
                    case .touch, .hitTest: .touches
                    case .guardDecision: .guardDecisions
                    case .warning, .crash, .detector: .violations
                    default: .log
                    }
                let json = JSONValue.object([
                    ("name", .string(entry.text)), ("cat", .string(entry.kind.rawValue)), ("ph", .string("i")),
                    ("s", .string("t")), ("ts", .int(entry.time * 1000)), ("pid", .int(Self.pid)),
                    ("tid", .int(track.rawValue)), ("args", .object(Self.args(of: entry))),
                ])
                all.append(Event(ts: entry.time, order: order, json: json))
                order += 1
            }
        }
        all.sort { ($0.ts, $0.order) < ($1.ts, $1.order) }
        var metadata: [JSONValue] = [
            .object([
                ("name", .string("process_name")), ("ph", .string("M")), ("ts", .int(0)), ("pid", .int(Self.pid)),
                ("tid", .int(0)), ("args", .object([("name", .string(title))])),
            ])
        ]
        for track in TraceTrack.allCases {
            metadata.append(
                .object([
                    ("name", .string("thread_name")), ("ph", .string("M")), ("ts", .int(0)), ("pid", .int(Self.pid)),
                    ("tid", .int(track.rawValue)), ("args", .object([("name", .string(track.name))])),
                ]))
            metadata.append(
                .object([
                    ("name", .string("thread_sort_index")), ("ph", .string("M")), ("ts", .int(0)),
                    ("pid", .int(Self.pid)), ("tid", .int(track.rawValue)),
                    ("args", .object([("sort_index", .int(track.rawValue))])),
                ]))
        }
        return TraceDocument(events: metadata + all.map(\.json))
    }
}

/// `{"traceEvents": [...], "displayTimeUnit": "ms"}`, one event a line.
public struct TraceDocument: Equatable, Sendable {
    public var events: [JSONValue]

    public var json: JSONValue {
        .object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))])
    }

    /// The file's text: valid JSON, byte-identical for the same run.
    public var text: String {
        "{\"traceEvents\":[\n" + events.map(\.compact).joined(separator: ",\n") + "\n],\n\"displayTimeUnit\":\"ms\"}\n"
    }
}

extension TraceTrack {
    var categoryName: String {
        switch self {
        case .ignoreCount, .windowLock, .strategyLock: "lock"
        case .transition, .barAnimation, .presentation: "animation"
        case .timers: "timer"
        case .touches: "touch"
        default: "state"
        }
    }
}

extension ScriptRunner {
    /// Runs the script and records its trace.
    public func trace(_ script: Script, title: String? = nil) -> (run: ScriptRun, trace: TraceDocument) {
        var recorder = TraceRecorder(title: title ?? "navsandbox \(script.file)")
        let result = run(script) { step, world in recorder.observe(step, world) }
        return (result, recorder.document())
    }
}
