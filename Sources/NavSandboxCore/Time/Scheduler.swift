/// Everything the world will do later, keyed by virtual time. Events at the
/// same millisecond run in the order they were scheduled (`sequence`), which
/// is what makes a run reproducible byte for byte.
public struct ScheduledEvent: Hashable, Sendable {
    public let sequence: Int
    public let fireAt: Int
    public let kind: ScheduledEventKind
    /// Watchdog timers (a lock's restore attempt, a periodic check) never keep
    /// the world from counting as idle.
    public let isWatchdog: Bool
}

public enum ScheduledEventKind: Hashable, Sendable {
    case touchEnded(TouchID)
    case transitionEnded(transition: Int)
    case barAnimationEnded(animation: Int)
    case presentationEnded(animation: Int)
    case cardMoveEnded(animation: Int)
    case swipeReleased(finish: Bool)
    case app(AppEvent)
    /// A navigation that a guard asked to run later (the `delay` strategy's
    /// asyncAfter); it does not pass through the guard again.
    case delayedNavigation(NavigationRequest)
    case guardTimer(tag: String)
    case idleCheck
    /// The main thread's synchronous work returns (MainThread.swift).
    case mainThreadFree
    /// A scroll view's touch delay ends: the held touch-down reaches the content.
    case heldTouchDelivered(TouchID)
    /// The finger of a `scroll` starts dragging, `by` cells.
    case scrollDragStarts(TouchID, by: Int)
    /// A finger held on a button with a menu has been down for a long press.
    case menuLongPress(TouchID)
}

extension ScheduledEventKind {
    /// What the event is, in a few words, for the hang crash's message.
    var name: String {
        switch self {
        case .touchEnded: "a touch ending"
        case .transitionEnded: "a transition ending"
        case .barAnimationEnded: "the bar's animation ending"
        case .presentationEnded: "a presentation ending"
        case .cardMoveEnded: "the card's move ending"
        case .swipeReleased: "a swipe let go"
        case .app: "the app's own work"
        case .delayedNavigation(let request): "a delayed \(request.summary)"
        case .guardTimer(let tag): "guard timer `\(tag)`"
        case .idleCheck: "the idle check"
        case .mainThreadFree: "the main thread coming free"
        case .heldTouchDelivered: "a held touch delivered"
        case .scrollDragStarts: "a scroll drag starting"
        case .menuLongPress: "a long press on a menu button"
        }
    }
}

public struct Scheduler: Hashable, Sendable {
    public private(set) var events: [ScheduledEvent] = []
    private var nextSequence = 0

    public init() {}

    @discardableResult
    public mutating func schedule(_ kind: ScheduledEventKind, at time: Int, watchdog: Bool = false) -> Int {
        let event = ScheduledEvent(sequence: nextSequence, fireAt: time, kind: kind, isWatchdog: watchdog)
        nextSequence += 1
        // Binary search for the first event that fires strictly later: equal
        // times keep scheduling order.
        var low = 0
        var high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].fireAt <= time { low = mid + 1 } else { high = mid }
        }
        events.insert(event, at: low)
        return event.sequence
    }

    public var next: ScheduledEvent? { events.first }

    public mutating func popNext() -> ScheduledEvent? {
        events.isEmpty ? nil : events.removeFirst()
    }

    public mutating func cancel(where predicate: (ScheduledEvent) -> Bool) {
        events.removeAll(where: predicate)
    }

    public func contains(where predicate: (ScheduledEvent) -> Bool) -> Bool {
        events.contains(where: predicate)
    }

    public func first(where predicate: (ScheduledEvent) -> Bool) -> ScheduledEvent? {
        events.first(where: predicate)
    }

    /// True when something other than a watchdog is pending.
    /// By index, each event read in place: a closure over the events
    /// copied each one (its kind's strings retained and released).
    public var hasWork: Bool {
        for index in events.indices where !events[index].isWatchdog { return true }
        return false
    }

    public mutating func removeAll() { events.removeAll() }
}
