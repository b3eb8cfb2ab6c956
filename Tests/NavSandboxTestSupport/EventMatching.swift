import NavSandboxCore

/// Reading a world's events as data, so a test asserts what happened rather
/// than how the log words it (the wording is pinned once, in
/// WorldEventTextTests). Match with a pattern:
///
///     #expect(world.logged { if case .touchDropped(_, .uiFrozen, _) = $0 { true } else { false } })
extension World {
    /// Every event in the log, oldest first.
    public var events: [WorldEvent] { log.entries.map(\.event) }

    /// The events logged from log position `start` on (see `log.entries.count`).
    public func events(from start: Int) -> [WorldEvent] { log.entries[start...].map(\.event) }

    /// Whether any event logged (from `start` on) matches.
    public func logged(from start: Int = 0, _ matches: (WorldEvent) -> Bool) -> Bool {
        log.entries[start...].contains { matches($0.event) }
    }

    /// How many events logged (from `start` on) match.
    public func count(from start: Int = 0, _ matches: (WorldEvent) -> Bool) -> Int {
        log.entries[start...].reduce(0) { $0 + (matches($1.event) ? 1 : 0) }
    }

    /// The time of the first event that matches.
    public func time(of matches: (WorldEvent) -> Bool) -> Int? {
        log.entries.first { matches($0.event) }?.time
    }
}

extension WorldEvent {
    /// The title of the screen the event is about (a lifecycle call, a
    /// delegate call, a transition, a card), when it is about one.
    public var screenTitle: String? {
        switch self {
        case .lifecycle(_, let screen, _), .willShow(let screen, _), .didShow(let screen, _),
            .barShouldPush(let screen, _), .barDidPush(let screen), .barShouldPop(let screen, _, _),
            .barDidPop(let screen), .transitionStarts(_, let screen, _), .interactivePopBegins(let screen),
            .transitionCompletes(_, let screen), .interactivePopFinishes(let screen),
            .interactivePopCancelled(let screen), .transitionInterrupted(_, _, let screen, _),
            .touchReachesIncomingScreen(_, let screen), .presentationStarts(let screen, _, _),
            .presentationCompletes(let screen), .dismissStarts(let screen, _), .dismissCompletes(let screen):
            screen.title
        default: nil
        }
    }

    /// The navigation call the event is about (deferred, refused, queued by
    /// a guard, …), when it is about one.
    public var call: NavigationCall? {
        switch self {
        case .callDeferred(let call, _, _), .runsDeferredCall(let call), .callDoesNothing(let call, _),
            .guardQueued(let call, _, _), .guardDelayed(let call, _, _), .guardRefused(_, let call, _, _),
            .guardDropped(let call, _), .asyncAfterFires(let call):
            call
        case .transitionInterrupted(.call(let call), _, _, _): call
        default: nil
        }
    }

    /// The control a touch event names, when it names one.
    public var control: ViewRef? {
        switch self {
        case .touchHighlighted(_, let control), .touchEndDeliveredWhileGated(_, _, let control),
            .touchUpInside(_, let control), .actionSent(let control, _, _):
            control
        case .touchEndNotDelivered(_, let reason, _): reason.control
        default: nil
        }
    }
}

extension NavigationCall {
    /// The title of the screen pushed, popped to, presented or dismissed.
    public var screenTitle: String? { screen?.title }
}

extension WorldEvent {
    /// The event in a few words of data, for a test's table: its kind, the
    /// screen it is about, and its other named fields but the prose ones —
    /// `did-show Message 1 animated=yes`, `violation id=double-push`.
    public var brief: String {
        let record = record
        let prose: Set<String> = ["reason", "detail", "why", "behind", "by", "route", "text", "screen", "card"]
        var parts = [record.kind]
        if let screenTitle { parts.append(screenTitle) }
        for field in record.fields where !prose.contains(field.name) {
            parts.append("\(field.name)=\(field.value ?? "none")")
        }
        return parts.joined(separator: " ")
    }
}

extension World {
    /// `550 did-show Message 1 animated=yes` for each event of `kind` from
    /// `start` on, its time counted from `origin`.
    public func timeline(_ kind: LogKind, from start: Int = 0, since origin: Int = 0) -> [String] {
        log.entries[start...].filter { $0.kind == kind }.map { "\($0.time - origin) \($0.event.brief)" }
    }

    /// The violations logged as events of `kind` (a detector, a failure …), in order.
    public func violationEvents(_ kind: LogKind, from start: Int = 0) -> [ViolationID] {
        log.entries[start...].compactMap { entry in
            if entry.kind == kind, case .violation(let id, _, _) = entry.event { id } else { nil }
        }
    }
}
