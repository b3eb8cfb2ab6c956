/// A fingerprint of everything that decides what the world does next — the
/// log, the touch history and the counters aside — for searches that visit
/// each distinct world once. Hashed field by field in a fixed order with
/// FNV-1a (no dictionary order, no per-process hash seed), so the same world
/// gives the same key in every run, and fast: a search computes one per
/// schedule it tries.
///
/// Times are hashed relative to `now`: two worlds that will do the same
/// thing at the same offsets from now are one world to a search, whatever
/// the clock says (nothing in the model reads the absolute time). Every
/// stored field of the world is either hashed here or listed in
/// `stateKeyIgnores` with the reason, and StateKeyTests proves both: a world
/// changed in any hashed field gets another key, and a new field fails the
/// test until it is decided.
extension World {
    /// The stored fields the key leaves out, and why.
    public static let stateKeyIgnores: [String: String] = [
        "log": "what happened, not what happens next",
        "stepEvents": "set only while a step runs, to hand its events back",
        "window": "fixed at launch",
        "callStack": "empty between steps: only a crash in the middle of a call reads it",
        "counters": "ids only name things; worlds that differ in the next id to hand out behave alike",
        "guardTimerScope": "empty on every stored world: set only on the copy a stack member reads its timers from",
        "reclaim": "when memory was last reclaimed: nothing reachable changes with it",
        "views": "hashed through the views in the window; the others are not on screen and are rebuilt or reattached from their controllers",
        "controllers": "hashed through the stack's and the presented controller's appearance; the others are off screen",
    ]

    public var stateKey: UInt64 {
        var hash = StateDigest(origin: now)
        hash.add(configuration)
        hash.add(navigation)
        hash.add(bar)
        if let presentation {
            hash.add(1)
            hash.add(presentation.presented.raw)
            hash.add(presentation.presenting.raw)
            hash.add(presentation.container.raw)
            hash.add(presentation.dimming.raw)
            hash.add(presentation.phase.rawValue)
            hash.add(presentation.card.rawValue)
            hash.add(presentation.animationID)
            hash.add(presentation.request)
        } else {
            hash.add(0)
        }
        hash.add(ignoreCount)
        hash.add(windowIsAnimated)
        hash.add(isFrozen)
        hash.add(frozenBy?.rawValue ?? "-")
        hash.add(crash?.violation.rawValue ?? "-")
        hash.add(touches.active.count)
        for touch in touches.active {
            hash.add(touch.point.x)
            hash.add(touch.point.y)
            hash.addTime(touch.beganAt)
            hash.add(touch.hitView.raw)
            hash.add(touch.handler?.raw ?? -1)
        }
        hash.add(touches.swipeTouch?.raw ?? -1)
        hash.add(scheduler.events.count)
        for event in scheduler.events { hash.add(event) }
        // Strategies are small values; their description is their state.
        hash.add(guardBox.id)
        guardBox.strategy.digest(into: &hash)
        hash.add(violations.count)
        for violation in violations { hash.add(violation.rawValue) }
        hash.add(appState.root.raw)
        for (screen, controller) in appState.cached.sorted(by: { $0.key < $1.key }) {
            hash.add(screen)
            hash.add(controller.raw)
        }
        // The screen-view tracker's counts: a detector reads them.
        hash.add(analytics.count)
        for count in analytics {
            hash.add(count.screen)
            hash.add(count.count)
        }
        hash.add(idle)
        forEachViewInWindow { view in
            hash.add(view.id.raw)
            hash.add(view.frame)
            if let animation = view.animation {
                hash.add(animation.from)
                hash.addTime(animation.start)
                hash.add(animation.duration)
            } else {
                hash.add(-1)
            }
            // The flags in one word, and where the view hangs. Its text is
            // left out: the app's texts are fixed when built, and the bar's
            // follow its items.
            var flags = view.isHidden ? 1 : 0
            if view.isHighlighted { flags |= 2 }
            if view.isLoading { flags |= 4 }
            if view.isUserInteractionEnabled { flags |= 8 }
            if view.isExclusiveTouch { flags |= 16 }
            if view.isMultipleTouchEnabled { flags |= 32 }
            if view.clipsToBounds { flags |= 64 }
            if view.passesTouchesThrough { flags |= 128 }
            hash.add(flags | Int(view.alpha * 1_000_000) << 8)
            hash.add(view.superview?.raw ?? -1)
            return true
        }
        for id in navigation.stack + [presentation?.presented].compactMap({ $0 }) {
            hash.add(id.raw)
            hash.add(controllers[id.raw].appearance.rawValue)
        }
        return hash.value
    }
}

/// 64-bit FNV-1a: small, fast and the same everywhere (Swift's Hasher is
/// seeded per process). Strategies feed their state to it (`digest(into:)`).
public struct StateDigest {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The world's `now`: times are hashed as offsets from it.
    public let origin: Int

    public init(origin: Int = 0) { self.origin = origin }

    /// A moment, as its offset from `origin`; nil as a value no time has.
    public mutating func addTime(_ time: Int?) {
        add(time.map { $0 - origin } ?? Int.min)
    }

    private mutating func byte(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    public mutating func add(_ number: Int) {
        var bits = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            byte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    public mutating func add(_ flag: Bool) { byte(flag ? 1 : 0) }

    public mutating func add(_ text: String) {
        for unit in text.utf8 { byte(unit) }
        // A separator, so "ab"+"c" and "a"+"bc" differ.
        byte(0xff)
    }

    mutating func add(_ rect: Rect) {
        add(rect.x)
        add(rect.y)
        add(rect.width)
        add(rect.height)
    }

    public mutating func add(_ request: NavigationRequest) {
        add(request.id)
        add(request.summary)
        add(request.animated)
        add(request.mustComplete)
        add(request.isInteractive)
        add(request.touch?.raw ?? -1)
        add(String(describing: request.origin))
    }

    mutating func add(_ navigation: NavigationState) {
        add(navigation.stack.count)
        for id in navigation.stack { add(id.raw) }
        if let transition = navigation.transition {
            add(transition.id)
            add(transition.kind.rawValue)
            add(transition.from.raw)
            add(transition.to.raw)
            add(transition.removed.count)
            for id in transition.removed { add(id.raw) }
            addTime(transition.start)
            add(transition.duration)
            add(transition.animated)
            add(transition.leavesBlackScreen)
            add(transition.request)
            if let pop = transition.interactive {
                add(pop.phase.rawValue)
                add(pop.progress)
                add(pop.targetProgress)
                addTime(pop.trackingStart)
                addTime(pop.releaseAt)
                addTime(pop.releaseStart)
                add(pop.releaseDuration)
            } else {
                add(-1)
            }
        } else {
            add(-1)
        }
        add(navigation.deferred.count)
        for request in navigation.deferred { add(request) }
        add(navigation.popGestureState)
        add(navigation.corruption?.rawValue ?? "-")
    }

    /// What can change during a run: the app and the strategy are the
    /// search's own (the strategy is hashed with its state), the log limit
    /// only trims the log.
    mutating func add(_ configuration: Configuration) {
        add(configuration.profile.rawValue)
        let toggles = configuration.toggles
        add(toggles.exclusiveTouch)
        add(toggles.popGesture.map { $0 ? 1 : 0 } ?? -1)
        add(toggles.passThrough)
        add(toggles.allowInteractionDuringTransition)
        add(configuration.tapDuration)
        add(configuration.loadCosts.overrides.count)
        for (name, milliseconds) in configuration.loadCosts.overrides {
            add(name)
            add(milliseconds)
        }
    }

    mutating func add(_ idle: IdleState) {
        addTime(idle.quiescentSince)
        add(idle.checkScheduled)
        add(idle.stuckLockReported)
        add(idle.reportedHighlights.count)
        for id in idle.reportedHighlights { add(id.raw) }
        add(idle.reportedBarMismatch ?? "-")
    }

    mutating func add(_ bar: NavigationBarState) {
        add(bar.items.count)
        for id in bar.items { add(id.raw) }
        if let animation = bar.animation {
            add(animation.id)
            add(animation.kind.rawValue)
            add(animation.item.raw)
            addTime(animation.start)
            add(animation.duration)
            add(animation.previousTitle)
            add(animation.previousBackTitle ?? "-")
        } else {
            add(-1)
        }
        add(bar.backButtonPoppedItems.count)
        for id in bar.backButtonPoppedItems { add(id.raw) }
    }

    mutating func add(_ event: ScheduledEvent) {
        addTime(event.fireAt)
        add(event.isWatchdog)
        switch event.kind {
        case .touchEnded(let id): add("touchEnded"); add(id.raw)
        case .transitionEnded(let id): add("transitionEnded"); add(id)
        case .barAnimationEnded(let id): add("barAnimationEnded"); add(id)
        case .presentationEnded(let id): add("presentationEnded"); add(id)
        case .cardMoveEnded(let id): add("cardMoveEnded"); add(id)
        case .swipeReleased(let finish): add("swipeReleased"); add(finish)
        case .app(let app):
            add("app")
            add(app.summary)
            add(app.context.handler.raw)
            add(app.context.sender?.raw ?? -1)
            add(app.context.touch?.raw ?? -1)
            add(app.loadingView?.raw ?? -1)
            add(app.context.values.n ?? Int.min)
            add(app.context.values.arg ?? Int.min)
        case .delayedNavigation(let request): add("delayedNavigation"); add(request)
        case .guardTimer(let tag): add("guardTimer"); add(tag)
        case .idleCheck: add("idleCheck")
        }
    }
}
