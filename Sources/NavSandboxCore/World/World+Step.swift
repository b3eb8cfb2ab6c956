/// What can move the world from outside: what a user does, and time.
/// Everything the sandbox, the script runner, explore and the lessons do to
/// a world is one of these, given to `World.step`.
public enum WorldInput: Hashable, Sendable {
    /// A tap, a swipe, a toggle, a hand edit: what a person does.
    case user(UserInput)
    /// Virtual time passes by this many ms; everything due meanwhile happens.
    case wait(Int)
    /// Runs every event due up to `time`, in order, then sets the clock there.
    case advance(to: Int)
    /// Runs until nothing is left to happen (watchdogs aside), at most
    /// `limit` ms of virtual time.
    case runUntilIdle(limit: Int)
    /// `runUntilIdle`, a warning if the limit came first, then the idle
    /// detectors' grace second (`World.idleGrace`).
    case settle(limit: Int)
    /// The warning `settle` logs when its limit came first, for a caller
    /// that steps through a settle an instant at a time.
    case noteDidNotSettle(limit: Int)
    /// A live script's note (an expectation's verdict, the error that
    /// stopped it): in the log, nothing else changes.
    case scriptNote(String, isProblem: Bool)
    /// A watched guard file that did not load: in the log, nothing else changes.
    case guardNotReloaded(problem: String)
}

extension World {
    /// Applies one input and returns the events it caused, in the order they
    /// happened: what the log gained, as data, whatever the log keeps. The
    /// way callers move a world, so each change comes with what it did.
    @discardableResult
    public mutating func step(_ input: WorldInput) -> StepEvents {
        let outer = stepEvents
        let loggedBefore = log.entries.count + log.discarded
        // An unbounded log (every headless run) holds all the step wrote: its
        // tail is the answer, and nothing is collected on the way. A bounded
        // one (the sandbox's) may drop lines a long step wrote: there the
        // events are collected as they come.
        let collecting = log.limit != nil || outer != nil
        stepEvents = collecting ? [] : nil
        takeInput(input)
        let events: StepEvents
        if collecting {
            events = StepEvents(collected: stepEvents ?? [])
        } else {
            let written = log.entries.count + log.discarded - loggedBefore
            events = StepEvents(log: log.entries, from: log.entries.count - written)
        }
        // A step inside a step (a copy stepping in a detector) adds to the outer one.
        stepEvents = outer.map { $0 + events }
        if outer == nil { reclaimIfDue() }
        return events
    }

    /// `step(.user(input))`.
    @discardableResult
    public mutating func step(_ input: UserInput) -> StepEvents { step(.user(input)) }

    /// Does what the input says, inside whatever step is running (`step`
    /// collects what it caused; `walkTime` moves with it by default).
    public mutating func takeInput(_ input: WorldInput) {
        switch input {
        case .user(let user):
            // Input between a timer's fires means it is not spinning unseen.
            spinningTimer = nil
            send(user)
        case .wait(let milliseconds): advance(by: max(0, milliseconds))
        case .advance(let time): advance(to: time)
        case .runUntilIdle(let limit): runUntilIdle(limit: limit)
        case .settle(let limit): settle(limit: limit)
        case .noteDidNotSettle(let limit): noteDidNotSettle(limit: limit)
        case .scriptNote(let text, let isProblem): noteFromScript(text, isProblem: isProblem)
        case .guardNotReloaded(let problem): emit(.system(.guardNotReloaded(problem: TerminalText.visible(problem))))
        }
    }
}

/// The events one step caused, in order. A headless run's are the tail of
/// its log, shared rather than copied (most callers never read them, and a
/// run steps thousands of times); a bounded log's were collected as they came.
public struct StepEvents: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case log(ChunkedArray<LogEntry>, from: Int)
        case collected([WorldEvent])
    }

    private let storage: Storage

    init(log: ChunkedArray<LogEntry>, from start: Int) { storage = .log(log, from: start) }
    init(collected events: [WorldEvent]) { storage = .collected(events) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .log(let entries, let start): entries.count - start
        case .collected(let events): events.count
        }
    }

    public subscript(position: Int) -> WorldEvent {
        switch storage {
        case .log(let entries, let start): entries[start + position].event
        case .collected(let events): events[position]
        }
    }
}
