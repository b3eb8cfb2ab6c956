/// Virtual time. Nothing here reads a clock: time moves only when a caller
/// advances it, and events at the same millisecond run in scheduling order.
extension World {
    mutating func advance(by milliseconds: Int) {
        advance(to: now + max(0, milliseconds))
    }

    /// `eventsPerInstantLimit` is a test's seam: no guard file can make
    /// work that never lets time move (a guard's timers and delays take a
    /// run-loop turn), so a test reaches the watchdog with a low limit.
    mutating func advance(to time: Int, eventsPerInstantLimit: Int = World.eventsPerInstantLimit) {
        // Events run at one instant in a row: work that never lets time move
        // is ended as the watchdog ends a hung app.
        var instant = now
        var eventsAtInstant = 0
        while let next = scheduler.next, next.fireAt <= time {
            if next.fireAt == instant {
                eventsAtInstant += 1
                if eventsAtInstant > eventsPerInstantLimit {
                    crash(
                        .mainThreadHang, exception: "EXC_CRASH (SIGKILL)",
                        message:
                            "0x8badf00d: \(eventsPerInstantLimit) events ran at \(TimeFormat.duration(instant)) without time moving (the last: \(next.kind.name)); the main thread never got back to its run loop and the watchdog ended the app",
                        rule: .watchdogEndsHungApp)
                    break
                }
            } else {
                instant = next.fireAt
                eventsAtInstant = 1
            }
            _ = scheduler.popNext()
            // Due while the main thread works: it runs when the work returns,
            // after the touches that waited (rule busy-main-thread-queues-events).
            if let until = mainThread.busyUntil, next.fireAt < until, next.kind != .mainThreadFree {
                scheduler.schedule(next.kind, at: until, watchdog: next.isWatchdog)
                continue
            }
            now = max(now, next.fireAt)
            handle(next)
            afterStep()
        }
        if time > now { now = time }
    }

    /// How many scheduled events may run at one virtual instant before the
    /// app counts as hung (rule watchdog-ends-hung-app). A busy instant of a
    /// real run has tens.
    public static let eventsPerInstantLimit = 100_000

    /// No transition running, no pending timer other than watchdogs, and
    /// nothing queued.
    /// `other` is this world at another moment, with nothing else changed:
    /// what a clock tick with no work due does.
    public func equalsIgnoringClock(_ other: World) -> Bool {
        var moved = other
        moved.now = now
        return moved == self
    }

    public var isIdle: Bool {
        // A crashed app runs nothing more: what its guard still holds waits
        // for nothing.
        crash != nil || (isQuiescent && guardStack.queueIsEmpty)
    }

    /// Nothing will happen by itself except watchdogs: queues may still hold
    /// work that nothing is going to drain.
    var isQuiescent: Bool {
        if crash != nil { return true }
        // Optional chaining reads one field in place; comparing the
        // transition with nil, or `presentation.map`, copied the whole
        // struct, twice a step.
        return navigation.transition?.id == nil && !scheduler.hasWork && touches.active.isEmpty
            // Calls held behind a stalled pop at the root wait for a swipe
            // that may never come: nothing runs them by itself.
            && (navigation.deferred.isEmpty || navigation.isStalledAtRoot)
            && (presentation?.phase ?? .shown) == .shown
    }

    /// The next moment, at or before `target`, at which something happens:
    /// a scheduled event falls due, or the caller's own next input (`input`,
    /// its time) comes. nil when nothing does. The one time loop every
    /// driver runs — the runner, the sandbox, this file — is "step to the
    /// next instant, look, repeat, then step to the target".
    public func nextInstant(upTo target: Int, orInputAt input: Int? = nil) -> Int? {
        let instant = min(scheduler.next?.fireAt ?? Int.max, input ?? Int.max)
        return instant <= target ? instant : nil
    }

    /// Runs until idle or until `limit` ms of virtual time have passed.
    /// Returns whether the world became idle.
    @discardableResult
    mutating func runUntilIdle(limit: Int = 60_000) -> Bool {
        walkTime(to: .idle(limit: limit))
    }

    /// Time the idle detectors wait after the world goes idle.
    public static let idleGrace = 1_000

    /// Runs until idle, then lets the idle detectors look (stuck locks,
    /// stuck highlights, lost navigations). Returns whether it became idle.
    @discardableResult
    mutating func settle(limit: Int = 60_000) -> Bool {
        walkTime(to: .settled(limit: limit))
    }

    // MARK: The one time loop

    /// This world, leaving an empty one in its place (no app, never
    /// launched, made once): a caller walks a world out of a larger value
    /// (the sandbox's model) so that the walk changes the only copy.
    public mutating func takeOut() -> World {
        var taken = World.shell
        swap(&self, &taken)
        return taken
    }

    /// What `takeOut` leaves behind: built once, not each frame.
    private static let shell = World(
        configuration: Configuration(app: AppDescription(name: "", screens: [], root: 0)), quietAt: 0)

    /// Where a walk through virtual time ends.
    public enum TimeGoal: Hashable, Sendable {
        /// At this time: every event due by then has run.
        case time(Int)
        /// Once nothing is left to happen (watchdogs aside), or `limit` ms on.
        case idle(limit: Int)
        /// `idle`, a warning when the limit came first, then the idle
        /// detectors' grace second (`idleGrace`): what a script's `settle` is.
        case settled(limit: Int)
    }

    /// The time loop every driver runs — this file's `runUntilIdle` and
    /// `settle`, the script runner's driver, the sandbox's frame update —
    /// written once: step to the next instant (an event falling due, or the
    /// caller's own next input, `inputAt`), let the caller look
    /// (`atInstant`: its inputs due then, its observers), repeat; then step
    /// to the goal's time. `move` is how the world takes an input: by
    /// default at once, inside whatever step is running; a caller that
    /// collects each instant's events passes `{ $0.step($1) }`. Stepping an
    /// instant at a time runs the same events in the same order as one
    /// `advance(to:)`. Returns whether the world is idle at the end (for
    /// `idle` and `settled`: whether it became idle before the limit).
    @discardableResult
    public mutating func walkTime(
        to goal: TimeGoal,
        inputAt nextInput: (World) -> Int? = { _ in nil },
        move: (inout World, WorldInput) -> Void = { $0.takeInput($1) },
        atInstant: (inout World) -> Void = { _ in }
    ) -> Bool {
        switch goal {
        case .time(let target):
            walk(upTo: target, inputAt: nextInput, move: move, atInstant: atInstant)
            return isIdle
        case .idle(let limit):
            return walkUntilIdle(limit: limit, inputAt: nextInput, move: move, atInstant: atInstant)
        case .settled(let limit):
            let becameIdle = walkUntilIdle(limit: limit, inputAt: nextInput, move: move, atInstant: atInstant)
            if !becameIdle { move(&self, .noteDidNotSettle(limit: limit)) }
            walk(upTo: now + World.idleGrace, inputAt: nextInput, move: move, atInstant: atInstant)
            return becameIdle
        }
    }

    private mutating func walk(
        upTo target: Int, inputAt nextInput: (World) -> Int?, move: (inout World, WorldInput) -> Void,
        atInstant: (inout World) -> Void
    ) {
        while let instant = nextInstant(upTo: target, orInputAt: nextInput(self)) {
            move(&self, .advance(to: instant))
            atInstant(&self)
        }
        move(&self, .advance(to: target))
    }

    private mutating func walkUntilIdle(
        limit: Int, inputAt nextInput: (World) -> Int?, move: (inout World, WorldInput) -> Void,
        atInstant: (inout World) -> Void
    ) -> Bool {
        let deadline = now + max(0, limit)
        while !isIdle {
            guard let instant = nextInstant(upTo: deadline, orInputAt: nextInput(self)) else {
                walk(upTo: deadline, inputAt: nextInput, move: move, atInstant: atInstant)
                return isIdle
            }
            move(&self, .advance(to: instant))
            atInstant(&self)
        }
        return true
    }

    /// The warning `settle` logs when the limit came first; public so a
    /// caller that steps through a settle itself logs the same line.
    mutating func noteDidNotSettle(limit: Int) {
        emit(.warning(.didNotSettle(limit: limit), rule: nil))
    }

    private mutating func handle(_ event: ScheduledEvent) {
        guard crash == nil else { return }
        switch event.kind {
        case .touchEnded(let id):
            touchEnded(id)
        case .transitionEnded(let id):
            transitionEnded(id)
        case .barAnimationEnded(let id):
            barAnimationEnded(id)
        case .presentationEnded(let id):
            presentationEnded(id)
        case .cardMoveEnded:
            if let presentation, let root = controllers[presentation.presented.raw].view {
                views[root.raw].animation = nil
            }
        case .swipeReleased(let finish):
            endEdgeSwipe(finish: finish)
        case .app(let event):
            handle(event)
        case .delayedNavigation(let request):
            emit(.asyncAfterFires(request: request.call))
            withFrame("__dispatch_after_block_invoke") { world in world.performStock(request) }
        case .guardTimer(let tag):
            guardTimerFired(tag)
        case .idleCheck:
            idle.checkScheduled = false
            runIdleDetectors()
        case .mainThreadFree:
            mainThreadFree()
        case .heldTouchDelivered(let id):
            deliverHeldTouch(id)
        case .scrollDragStarts(let id, let by):
            startScrollDrag(id, by: by)
        case .menuLongPress(let id):
            menuLongPressFired(id)
        }
    }

    // MARK: Relaunch

    /// Kills and relaunches the simulated app: a fresh world with the same
    /// configuration (strategy, profile, toggles, costs). Virtual time, the log
    /// and the list of violations carry on, so a script can relaunch mid-way.
    mutating func relaunch() {
        emit(.system(.relaunch))
        let nextTouch = touches.nextID
        let oldViews = views
        self = World(configuration: configuration, startingAt: now, log: log, violations: violations)
        // Touch numbers go on, so the log never shows two different #1s.
        touches.nextID = nextTouch
        // So do the counts of changes to the views: a reader that compares
        // them with what it saw before the relaunch sees a change.
        views.continueCounts(after: oldViews)
    }

    init(configuration: Configuration, startingAt time: Int, log: EventLog, violations: [ViolationID]) {
        self.init(configuration: configuration, quietAt: time)
        self.log = log
        self.violations = violations
        launchApp()
        afterStep()
    }
}
