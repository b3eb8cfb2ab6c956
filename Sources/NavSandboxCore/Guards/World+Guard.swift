extension World {
    /// Runs the guards at a hook with a read-only view of the world and keeps
    /// their new state; the world is not changed until the caller applies
    /// the effects. The stack is taken out while it runs, so it is the only
    /// owner of its state and changes it in place.
    mutating func withGuards<R>(_ body: (inout GuardStack, World) -> R) -> R {
        var stack = guardStack
        guardStack = GuardStack.vacant
        let result = body(&stack, self)
        guardStack = stack
        return result
    }

    /// Asks the guards a question (`GuardHook.isQuestion`): YES unless one
    /// says NO. The caller applies the answer's effects.
    mutating func askGuard(_ hook: GuardHook, _ context: HookContext = HookContext()) -> GuardAnswer {
        guard guardStack.hears(hook) else { return .yes }
        // Swapped out by hand, not through `withGuards`: handing `self` to a
        // closure copied the whole world at every hook (perf: 8% of explore).
        var stack = guardStack
        guardStack = GuardStack.vacant
        let answer = stack.ask(hook, context, in: self)
        guardStack = stack
        return answer
    }

    /// Tells the guards of a UIKit moment, and applies what they do.
    mutating func notifyGuard(_ hook: GuardHook, _ context: HookContext = HookContext()) {
        guard guardStack.hears(hook) else { return }
        var stack = guardStack
        guardStack = GuardStack.vacant
        let effects = stack.notify(hook, context, in: self)
        guardStack = stack
        apply(effects)
    }

    mutating func apply(_ effects: [GuardEffect]) {
        for effect in effects { apply(effect) }
    }

    mutating func apply(_ effect: GuardEffect) {
        guard crash == nil else { return }
        switch effect {
        case .log(let text):
            emit(.guardNote(text))
        case .beginIgnoringInteractionEvents:
            beginIgnoringInteractionEvents(caller: strategyID.rawValue)
        case .endIgnoringInteractionEvents:
            endIgnoringInteractionEvents(caller: strategyID.rawValue)
        case .schedule(let tag, let delay, let watchdog):
            scheduler.cancel { $0.kind == .guardTimer(tag: tag) }
            // Never at the instant that armed it: the block runs on a later
            // turn of the run loop (rule run-loop-turn-takes-time).
            scheduler.schedule(.guardTimer(tag: tag), at: now + max(World.runLoopTurn, delay), watchdog: watchdog)
        case .cancelTimer(let tag):
            scheduler.cancel { $0.kind == .guardTimer(tag: tag) }
        case .makeExclusiveTouch(let controller):
            guard let root = controllers[controller.raw].view else { return }
            var pending = views[root.raw].subviews
            while let id = pending.popLast() {
                views[id.raw].isExclusiveTouch = true
                views[id.raw].isMultipleTouchEnabled = false
                pending.append(contentsOf: views[id.raw].subviews)
            }
        case .perform(let request, let route, let site):
            performGuardCall(request, route: route, site: site)
        case .setWindowLocked(let locked):
            windowIsAnimated = locked
        case .abandon(let request, let reason):
            emit(.guardDropped(request: request.call, reason: reason))
            noteTouch(request.touch, .dropped, .guardDropped(request.call, reason: reason))
            if request.mustComplete {
                fire(.lostNavigation, .lostNavigation(requests: [request.call], how: .droppedByGuard(reason: reason)))
            }
        }
    }

    /// How deep calls a guard makes may nest inside each other before the
    /// app is taken to have recursed without end. Real guards nest one or
    /// two (a flushed call that flushes the next); a device would go on
    /// until the thread's stack ran out, thousands deep. Kept low so the
    /// simulation's own stack, a worker thread's included, never comes close.
    public static let guardCallDepthLimit = 16

    /// A call a guard makes itself, by its route, one level deeper. Past the
    /// limit the app crashes as a stack overflow would end it, naming the
    /// guard, the hook and the rule that made the last call.
    mutating func performGuardCall(_ request: NavigationRequest, route: GuardCallRoute, site: GuardCallSite?) {
        let by = site ?? GuardCallSite(guardName: strategyID.rawValue, hook: request.operation.name, rule: nil)
        guard guardCallDepth < World.guardCallDepthLimit else {
            crash(
                .guardRecursion, exception: "EXC_BAD_ACCESS (SIGSEGV)",
                message:
                    "stack overflow: \(by.text) calls \(request.operation.name) \(World.guardCallDepthLimit) deep inside itself, and each call meets a rule that makes another; on a device the calls go on until the thread's stack runs out",
                rule: .guardRecursionOverflowsStack)
            return
        }
        guardCallDepth += 1
        defer { guardCallDepth -= 1 }
        withFrame("-[\(by.guardName) \(by.hook)]" + (by.rule.map { " (\($0))" } ?? "")) { world in
            switch route {
            case .guardInForce: world.submit(request)
            case .superOf(let member): world.submit(request, after: member)
            case .uikit: world.performStock(request)
            }
        }
    }

    /// The least time between a timer being armed and firing: one turn of
    /// the run loop (rule run-loop-turn-takes-time).
    public static let runLoopTurn = 1
    /// A timer that re-arms itself sooner than a frame this many times in a
    /// row, with no input between, is a busy loop: it is stopped.
    public static let spinningTimerLimit = 1_000
    /// Faster than this re-arm is a spin, not a periodic check (one frame).
    public static let spinInterval = 16

    /// A guard timer fired: its rules run. Timers that keep arming timers
    /// faster than a frame from their own firing — one re-arming itself, or
    /// two arming each other — are stopped after `spinningTimerLimit` such
    /// fires with no input between, with a warning, so the sandbox and a
    /// headless run never spin on them. A slower timer firing meanwhile does
    /// not reset the count: only input does.
    mutating func guardTimerFired(_ tag: String) {
        var effects = withGuards { $0.notify(.timer(tag), HookContext(), in: $1) }
        func armsFast(_ effect: GuardEffect) -> Bool {
            if case .schedule(_, let after, _) = effect { return after < World.spinInterval }
            return false
        }
        guard effects.contains(where: armsFast) else {
            apply(effects)
            return
        }
        let fires = (spinningTimer?.fires ?? 0) + 1
        spinningTimer = SpinningTimer(tag: tag, fires: fires)
        guard fires >= World.spinningTimerLimit else {
            apply(effects)
            return
        }
        effects.removeAll(where: armsFast)
        spinningTimer = nil
        apply(effects)
        emit(.warning(.guardTimerStopped(timer: tag, fires: fires), rule: .runLoopTurnTakesTime))
    }

    /// Whether the interactive pop gesture may begin: the toggle forces it;
    /// otherwise the strategy's `isEnabled`.
    public var isPopGestureEnabled: Bool {
        configuration.toggles.popGesture ?? guardStack.popGestureEnabled
    }

    /// iOS 26's content recognizer: on where the profile has it, unless the
    /// toggle or a guard's `content-pop-gesture` turns it off. A guard's
    /// `pop-gesture` sets interactivePopGestureRecognizer, the edge one,
    /// and leaves this one be (rule content-pop-separate-from-edge).
    public var isContentPopGestureEnabled: Bool {
        profile.capabilities.contentPopGesture
            && (configuration.toggles.contentPopGesture ?? guardStack.contentPopGestureEnabled)
    }

    /// Whether `recognizer` would begin, as far as being enabled goes.
    public func isEnabled(_ recognizer: PopGestureRecognizer) -> Bool {
        switch recognizer {
        case .edge: isPopGestureEnabled
        case .content: isContentPopGestureEnabled
        case .fullScreenPan, .zoomDismiss: true
        }
    }

    // MARK: Live switching

    /// Switches the guard strategy while the world runs: the old one releases
    /// its locks and forgets its state, and the log says so. False when the
    /// configuration's registry cannot resolve the id (ids are checked
    /// against it where they are read, so only a stale id).
    @discardableResult
    mutating func setStrategy(_ id: StrategyID) -> Bool {
        guard let fresh = configuration.strategies.resolve(id) else { return false }
        let old = strategyID
        guard old != id else { return true }
        let held = guardStack.queue
        let ignoreBefore = ignoreCount
        let effects = withGuards { $0.deactivate(in: $1) }
        apply(effects)
        scheduler.cancel {
            if case .guardTimer = $0.kind { return true }
            return false
        }
        windowIsAnimated = false
        guardStack = GuardStack(fresh)
        configuration.strategy = fresh
        emit(
            .system(
                .strategyChanged(
                    from: old.rawValue, to: id.rawValue, ignoreCountBefore: ignoreBefore, ignoreCountAfter: ignoreCount,
                    droppedQueue: held.map(\.call))))
        for request in held where request.mustComplete {
            fire(.lostNavigation, .lostNavigation(requests: [request.call], how: .queuedWhenStrategyChanged(from: old)))
        }
        afterStep()
        return true
    }

    mutating func setProfile(_ profile: Profile) {
        guard profile != configuration.profile else { return }
        emit(.system(.profileChanged(from: configuration.profile, to: profile)))
        configuration.profile = profile
    }

    /// Sets a toggle by its id; false when the id or value is not known.
    @discardableResult
    mutating func setToggle(_ id: ToggleID, _ value: Bool?) -> Bool {
        guard configuration.toggles.set(id, value) else { return false }
        emit(.system(.toggleChanged(id: id, value: configuration.toggles.displayValue(of: id))))
        return true
    }

    mutating func setLoadCost(_ screen: String, milliseconds: Int) -> Bool {
        guard configuration.loadCosts.set(screen, max(0, milliseconds), in: app) else { return false }
        // Controllers created from now on pick it up; existing ones too, so a
        // live change shows at once.
        for index in controllers.indices where controllers.holds(index) {
            controllers[index].loadCost = configuration.loadCosts.cost(of: controllers[index].kind, in: app)
        }
        emit(.system(.loadCostChanged(screen: screen, milliseconds: milliseconds)))
        return true
    }
}
