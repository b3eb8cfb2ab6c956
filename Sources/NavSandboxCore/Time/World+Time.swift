/// Virtual time. Nothing here reads a clock: time moves only when a caller
/// advances it, and events at the same millisecond run in scheduling order.
extension World {
    mutating func advance(by milliseconds: Int) {
        advance(to: now + max(0, milliseconds))
    }

    mutating func advance(to time: Int) {
        // Events run at one instant in a row: work that never lets time move
        // is ended as the watchdog ends a hung app.
        var instant = now
        var eventsAtInstant = 0
        while let next = scheduler.next, next.fireAt <= time {
            if next.fireAt == instant {
                eventsAtInstant += 1
                if eventsAtInstant > World.eventsPerInstantLimit {
                    crash(
                        .mainThreadHang, exception: "EXC_CRASH (SIGKILL)",
                        message:
                            "0x8badf00d: \(World.eventsPerInstantLimit) events ran at \(TimeFormat.duration(instant)) without time moving (the last: \(next.kind.name)); the main thread never got back to its run loop and the watchdog ended the app",
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
        crash != nil || (isQuiescent && guardBox.strategy.queue.isEmpty)
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
        let deadline = now + max(0, limit)
        while !isIdle {
            guard let instant = nextInstant(upTo: deadline) else {
                advance(to: deadline)
                return isIdle
            }
            advance(to: instant)
        }
        return true
    }

    /// Time the idle detectors wait after the world goes idle.
    public static let idleGrace = 1_000

    /// Runs until idle, then lets the idle detectors look (stuck locks,
    /// stuck highlights, lost navigations). Returns whether it became idle.
    @discardableResult
    mutating func settle(limit: Int = 60_000) -> Bool {
        let becameIdle = runUntilIdle(limit: limit)
        if !becameIdle { noteDidNotSettle(limit: limit) }
        advance(by: World.idleGrace)
        return becameIdle
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
