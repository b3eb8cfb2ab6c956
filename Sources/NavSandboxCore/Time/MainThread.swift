/// The main thread running synchronous work: an app action's `block`, a
/// script's `stall`. While it runs nothing else on the main thread can:
/// touches wait in UIApplication's first-in first-out event queue and are
/// dispatched one after another, in one burst, when it returns; timers and
/// animation steps due meanwhile run late, after them (rule
/// busy-main-thread-queues-events). That is how two quick taps can both
/// reach a row before its push begins.
public struct MainThreadState: Hashable, Sendable {
    /// When the work running now returns; nil while the main thread is free.
    public internal(set) var busyUntil: Int?
    /// Who made it busy (an app's action, a script's stall), for LOCKS.
    public internal(set) var busyBy = ""
    /// What the user did meanwhile, in order: taps as the points their
    /// fingers landed on, so they hit what was drawn there then.
    public internal(set) var waiting: [UserInput] = []

    public init() {}
}

/// What the log says about the main thread.
public enum MainThreadNote: Hashable, Sendable {
    /// Synchronous work began and will run this long.
    case busy(milliseconds: Int, by: String)
    /// A touch arrived while it ran: it waits in the event queue.
    case inputWaits(String)
    /// The work returned; this many waiting inputs are dispatched now.
    case free(dispatching: Int)
}

extension World {
    /// Runs synchronous work on the main thread for `milliseconds` from now
    /// (longer work already running is not cut short).
    mutating func blockMainThread(for milliseconds: Int, by who: String) {
        let until = max(mainThread.busyUntil ?? now, now + max(0, milliseconds))
        emit(.mainThread(.busy(milliseconds: until - now, by: who)))
        scheduler.cancel { $0.kind == .mainThreadFree }
        mainThread.busyUntil = until
        mainThread.busyBy = who
        scheduler.schedule(.mainThreadFree, at: until)
        afterStep()
    }

    /// Whether `input` is the user's touch, which a busy main thread keeps
    /// waiting (switching a strategy or a toggle is the sandbox's, not the app's).
    static func waitsForMainThread(_ input: UserInput) -> Bool {
        switch input {
        case .tap, .doubleTap, .twoFinger, .swipeBack, .edgeSwipeBegin, .edgeSwipeMove, .edgeSwipeEnd, .dragCard, .dragSheet,
            .dismissSwipeBegin, .dismissSwipeMove, .dismissSwipeEnd, .press, .scroll:
            true
        default: false
        }
    }

    /// Queues a touch that arrived while the main thread is busy. A tap is
    /// kept as the point its finger landed on; a double tap's second tap
    /// arrives `gap` later and waits too if the work still runs then.
    mutating func waitForMainThread(_ input: UserInput) {
        switch input {
        case .tap(let target):
            guard let point = reach(target) else { return }
            enqueueWaiting(.tap(.point(point)))
        case .twoFinger(let first, let second):
            guard let a = reach(first), let b = reach(second) else { return }
            enqueueWaiting(.twoFinger(.point(a), .point(b)))
        case .doubleTap(let target, let gap):
            guard let point = reach(target) else { return }
            enqueueWaiting(.tap(.point(point)))
            advance(by: max(0, gap))
            send(.tap(.point(point)))
        default:
            enqueueWaiting(input)
        }
    }

    private mutating func enqueueWaiting(_ input: UserInput) {
        mainThread.waiting.append(input)
        emit(.mainThread(.inputWaits(Self.waitingText(input))))
        afterStep()
    }

    private static func waitingText(_ input: UserInput) -> String {
        switch input {
        case .tap(.point(let p)): "a tap at (\(p.x),\(p.y))"
        case .twoFinger: "two fingers"
        case .swipeBack, .edgeSwipeBegin, .edgeSwipeMove, .edgeSwipeEnd: "a swipe"
        case .dragCard: "a card drag"
        case .dragSheet: "a sheet drag"
        case .dismissSwipeBegin, .dismissSwipeMove, .dismissSwipeEnd: "a dismiss swipe"
        default: "a touch"
        }
    }

    /// The work returned: every waiting touch is dispatched, in order, at
    /// this instant — a tap's began and ended together, as both wait in the
    /// queue — before the timers and animation steps that fell due meanwhile.
    mutating func mainThreadFree() {
        let waiting = mainThread.waiting
        mainThread = MainThreadState()
        emit(.mainThread(.free(dispatching: waiting.count)))
        for input in waiting {
            guard crash == nil else { break }
            switch input {
            case .tap(.point(let point)):
                let id = touchBegan(at: point)
                if crash == nil { touchEnded(id) }
            case .twoFinger(.point(let a), .point(let b)):
                let first = touchBegan(at: a)
                let second = touchBegan(at: b)
                if crash == nil { touchEnded(first) }
                if crash == nil { touchEnded(second) }
            default:
                send(input)
            }
        }
        afterStep()
    }
}
