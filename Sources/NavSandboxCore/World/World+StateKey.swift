/// A fingerprint of everything that decides what the world does next — the
/// log, the touch history and the counters aside — for searches that visit
/// each distinct world once. Hashed field by field in a fixed order (no
/// dictionary order, no per-process hash seed), so the same world gives the
/// same key in every run, and fast: a search computes one per schedule it
/// tries.
///
/// Canonical up to the clock and the numbering, so a search merges worlds
/// that are one:
/// - Times are hashed relative to `now`: two worlds that will do the same
///   thing at the same offsets from now are one world, whatever the clock
///   says (nothing in the model reads the absolute time).
/// - Ids are hashed as their order of first appearance in the key
///   (`StateKeyNumbering`): two worlds alike but for how their views,
///   controllers, touches, transitions, animations and calls were numbered
///   are one world (nothing in the model orders things by id). What an id
///   named is hashed where the id first appears, or for controllers after
///   the fields that named them, so the numbers stop mattering without two
///   different things becoming one.
///
/// Every stored field of the world is either hashed here or listed in
/// `stateKeyIgnores` with the reason, and StateKeyTests proves both: a world
/// changed in any hashed field gets another key, and a new field fails the
/// test until it is decided.
extension World {
    /// The stored fields the key leaves out, and why.
    public static let stateKeyIgnores: [String: String] = [
        "log": "what happened, not what happens next",
        "stepEvents": "set only while a step runs, to hand its events back",
        "recordsTouchDetail": "what a touch's record notes for display, not what happens next",
        "recordsLog": "whether the log keeps what happened, not what happens next",
        "window": "fixed at launch",
        "callStack": "empty between steps: only a crash in the middle of a call reads it",
        "guardCallDepth": "zero between steps: it counts calls nested inside the one running",
        "counters": "ids only name things; worlds that differ in the next id to hand out behave alike",
        "reclaim": "when memory was last reclaimed: nothing reachable changes with it",
        "views": "hashed through the views in the window; the others are not on screen and are rebuilt or reattached from their controllers",
        "controllers": "hashed through every controller another hashed field names; the others are reached by nothing",
        "layout": "holds nothing: it only keeps the world address-only (AddressOnlyLayout)",
    ]

    public var stateKey: UInt64 {
        var hash = StateDigest(
            origin: now,
            numbering: StateKeyNumbering(
                views: views.count, controllers: controllers.count, touches: touches.nextID,
                transitions: counters.transition, animations: counters.animation, requests: counters.request))
        hash.add(configuration)
        hash.add(navigation)
        hash.add(bar)
        hash.add(buttonMenu)
        // The tabs not on screen wait as they were left: their stacks and
        // bars decide what selecting them shows.
        if let tabBar {
            hash.add("tabs")
            hash.add(tabBar.selected)
            for tab in tabBar.tabs {
                hash.add(tab.hasAppeared)
                if let parked = tab.parked {
                    hash.add(parked.navigation)
                    hash.add(parked.bar)
                } else {
                    hash.add("shown")
                }
            }
        }
        if let presentation {
            hash.add(1)
            hash.add(presentation.presented)
            hash.add(presentation.presenting)
            hash.add(presentation.container)
            hash.add(presentation.dimming)
            hash.add(presentation.phase.rawValue)
            hash.add(presentation.card.rawValue)
            hash.addAnimation(presentation.animationID)
            hash.add(presentation.request)
            if let interactive = presentation.interactive {
                hash.add(interactive.phase.rawValue)
                hash.add(interactive.progress)
                hash.add(interactive.startFrame)
                hash.add(interactive.endFrame)
                hash.add(String(interactive.startDimming))
            } else {
                hash.add("-")
            }
            hash.add(presentation.sheet?.detent.rawValue ?? "-")
        } else {
            hash.add(0)
        }
        hash.add(ignoreCount)
        hash.add(windowIsAnimated)
        hash.addTime(mainThread.busyUntil)
        hash.add(mainThread.busyBy)
        hash.add(mainThread.waiting.count)
        for input in mainThread.waiting { hash.add(String(describing: input)) }
        hash.add(isFrozen)
        hash.add(frozenBy?.rawValue ?? "-")
        hash.add(crash?.violation.rawValue ?? "-")
        hash.add(touches.active.count)
        for touch in touches.active {
            hash.add(touch.id)
            hash.add(touch.point.x)
            hash.add(touch.point.y)
            hash.addTime(touch.beganAt)
            hash.add(touch.hitView)
            hash.add(touch.handler)
            if touch.heldBy != nil || touch.scrolledBy != nil {
                hash.add("scroll")
                hash.add(touch.heldBy)
                hash.add(touch.scrolledBy)
            }
        }
        hash.add(touches.swipeTouch)
        hash.add(scheduler.events.count)
        for event in scheduler.events { hash.add(event) }
        // The strategy by its id, then the guards' own state.
        hash.add(guardStack.id.rawValue)
        guardStack.digest(into: &hash)
        hash.add(violations.count)
        for violation in violations { hash.add(violation.rawValue) }
        hash.add(appState.root)
        for (screen, controller) in appState.cached.sorted(by: { $0.key < $1.key }) {
            hash.add(screen)
            hash.add(controller)
        }
        // The screen-view tracker's counts: a detector reads them.
        hash.add(analytics.count)
        for count in analytics {
            hash.add(count.screen)
            hash.add(count.count)
        }
        hash.add(idle)
        // A spinning guard timer is stopped after so many fires: how many it
        // has had changes when.
        hash.add(spinningTimer?.tag ?? "")
        hash.add(spinningTimer?.fires ?? 0)
        // The views in the window in `forEachViewInWindow`'s order, each
        // read in place: handing each to a closure copied it, retaining
        // every text and array it holds.
        var pending = [window]
        while let id = pending.popLast() {
            hash.add(id)
            hash.add(views[id.raw])
            for subview in views[id.raw].subviews.reversed() { pending.append(subview) }
        }
        // What each controller named so far is; its links may name more.
        var index = 0
        while index < hash.numbering.controllers.count {
            let raw = hash.numbering.controllers[index]
            index += 1
            if controllers.holds(raw) { hash.add(controllers[raw]) } else { hash.add(-2) }
        }
        return hash.finished
    }
}

/// A 64-bit hash fed a word at a time (MurmurHash3's mixing step, one
/// lane): small, fast and the same everywhere (Swift's Hasher is seeded per
/// process). Strategies feed their state to it (`digest(into:)`), ids
/// through `add(_:)` for their kind, so they are renumbered. A search keys
/// every world it makes, so this is explore's innermost loop: byte by byte
/// (FNV-1a, as it was) a number cost eight multiplications in a chain, and
/// a view's label one per letter; now a number is one step and a text one
/// per eight bytes.
public struct StateDigest {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The world's `now`: times are hashed as offsets from it.
    public let origin: Int
    /// Ids as their order of first appearance.
    private(set) var numbering: StateKeyNumbering

    public init(origin: Int = 0) {
        self.origin = origin
        self.numbering = StateKeyNumbering()
    }

    init(origin: Int, numbering: StateKeyNumbering) {
        self.origin = origin
        self.numbering = numbering
    }

    /// A moment, as its offset from `origin`; nil as a value no time has.
    public mutating func addTime(_ time: Int?) {
        add(time.map { $0 - origin } ?? Int.min)
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        var bits = word &* 0x87c3_7b91_1142_53d5
        bits = (bits << 31) | (bits >> 33)
        bits &*= 0x4cf5_ad43_2745_937f
        value ^= bits
        value = ((value << 27) | (value >> 37)) &* 5 &+ 0x52dc_e729
    }

    /// The value with its bits spread (MurmurHash3's finaliser): the last
    /// words fed in reach every bit of the key.
    var finished: UInt64 {
        var bits = value
        bits ^= bits >> 33
        bits &*= 0xff51_afd7_ed55_8ccd
        bits ^= bits >> 33
        bits &*= 0xc4ce_b9fe_1a85_ec53
        bits ^= bits >> 33
        return bits
    }

    public mutating func add(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    public mutating func add(_ flag: Bool) { mix(flag ? 1 : 0) }

    public mutating func add(_ text: String) {
        // The length first, so "ab"+"c" and "a"+"bc" differ.
        var text = text
        let utf8 = text.utf8
        mix(UInt64(utf8.count))
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            addBytes(UnsafeRawBufferPointer(bytes))
        }
        guard hashed == nil else { return }
        // Not stored as UTF-8 (a bridged string): made contiguous once.
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in addBytes(UnsafeRawBufferPointer(bytes)) }
    }

    /// Eight bytes a word, little-endian, the last word padded with zeros.
    private mutating func addBytes(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < bytes.count else { return }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            word |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(word)
    }

    // MARK: Ids, renumbered

    public mutating func add(_ id: ViewID?) {
        add(id.map { numbering.ordinal($0.raw, .view) } ?? -1)
    }

    public mutating func add(_ id: ControllerID?) {
        add(id.map { numbering.ordinal($0.raw, .controller) } ?? -1)
    }

    public mutating func add(_ id: TouchID?) {
        add(id.map { numbering.ordinal($0.raw, .touch) } ?? -1)
    }

    public mutating func addTransition(_ id: Int) { add(numbering.ordinal(id, .transition)) }
    public mutating func addAnimation(_ id: Int) { add(numbering.ordinal(id, .animation)) }

    // MARK: The world's parts

    mutating func add(_ rect: Rect) {
        add(rect.x)
        add(rect.y)
        add(rect.width)
        add(rect.height)
    }

    public mutating func add(_ request: NavigationRequest) {
        add(numbering.ordinal(request.id, .request))
        switch request.operation {
        case .push(let controller): add(1); add(controller)
        case .pop: add(2)
        case .popTo(let controller): add(3); add(controller)
        case .popToRoot: add(4)
        case .present(let controller, let presenter): add(5); add(controller); add(presenter)
        case .dismiss(let controller): add(6); add(controller)
        case .setViewControllers(let stack):
            add(7)
            add(stack.count)
            for controller in stack { add(controller) }
        }
        add(request.summary)
        add(request.animated)
        add(request.mustComplete)
        add(request.isInteractive)
        add(request.heldBehindBackPop)
        add(request.touch)
        add(request.origin)
    }

    mutating func add(_ origin: RequestOrigin) {
        switch origin {
        case .tap: add(1)
        case .backButton: add(2)
        case .gesture: add(3)
        case .app: add(4)
        case .timer: add(5)
        }
    }

    /// Who an action runs for and with what.
    mutating func add(_ context: ActionContext) {
        add(context.handler)
        add(context.sender)
        add(context.touch)
        add(context.values.n ?? Int.min)
        add(context.values.arg ?? Int.min)
        add(context.origin)
        add(context.interactive)
        add(context.zoom.map { "zoom " + ($0.source ?? "") } ?? "-")
    }

    /// An app action from the app file, whole (it names no id). A switch
    /// over every case, so a new one is decided here.
    mutating func add(_ action: AppAction) {
        switch action {
        case .push(let screen, let animated, let reuse, let via, let mustComplete):
            add(1)
            add(screen)
            add(animated)
            add(reuse)
            add(via.rawValue)
            add(mustComplete)
        case .pop(let animated, let via):
            add(2)
            add(animated)
            add(via.rawValue)
        case .popTo(let screen, let animated, let via):
            add(3)
            add(screen)
            add(animated)
            add(via.rawValue)
        case .popToRoot(let animated, let via):
            add(4)
            add(animated)
            add(via.rawValue)
        case .setStack(let screens, let animated, let via):
            add(5)
            add(screens.count)
            for screen in screens { add(screen) }
            add(animated)
            add(via.rawValue)
        case .present(let screen, let presenter, let animated, let mustComplete):
            add(6)
            add(screen)
            add(presenter.rawValue)
            add(animated)
            add(mustComplete)
        case .dismiss(let animated):
            add(7)
            add(animated)
        case .alert(let spec):
            add(8)
            add(spec)
        case .minimizeCard:
            add(9)
        case .log(let text):
            add(10)
            add(text.description)
        case .sequence(let actions):
            add(11)
            add(actions.count)
            for inner in actions { add(inner) }
        case .after(let milliseconds, let inner):
            add(12)
            add(milliseconds)
            add(inner)
        case .load(let milliseconds, let showsSpinner, let inner):
            add(13)
            add(milliseconds)
            add(showsSpinner)
            add(inner)
        case .block(let milliseconds):
            add(14)
            add(milliseconds)
        case .interactive(let inner):
            add(15)
            add(inner)
        case .zoom(let inner, let source):
            add(16)
            add(inner)
            add(source?.description ?? "-")
        }
    }

    mutating func add(_ screen: ScreenReference) {
        add(screen.screen)
        add(screen.argument?.description ?? "-")
    }

    mutating func add(_ alert: AlertSpec) {
        add(alert.title.description)
        add(alert.message?.description ?? "-")
        add(alert.buttons.count)
        for button in alert.buttons {
            add(button.title.description)
            if let then = button.then {
                add(1)
                add(then)
            } else {
                add(0)
            }
        }
    }

    mutating func add(_ navigation: NavigationState) {
        add(navigation.stack.count)
        for id in navigation.stack { add(id) }
        if let transition = navigation.transition {
            addTransition(transition.id)
            add(transition.kind.rawValue)
            add(transition.from)
            add(transition.to)
            add(transition.removed.count)
            for id in transition.removed { add(id) }
            addTime(transition.start)
            add(transition.duration)
            add(transition.animated)
            add(transition.leavesBlackScreen)
            add(transition.request)
            if let stack = transition.replacedStack {
                add("replaced")
                add(stack.count)
                for id in stack { add(id) }
            }
            if let pop = transition.interactive {
                add(pop.phase.rawValue)
                add(pop.recognizer.rawValue)
                add(pop.isAppDriven)
                add(pop.progress)
                add(pop.targetProgress)
                addTime(pop.trackingStart)
                addTime(pop.releaseAt)
                // Set (and read) only once the finger has lifted: while it
                // tracks it holds 0, which as a time would tell worlds apart
                // by their clocks.
                if pop.phase == .tracking {
                    add(-1)
                } else {
                    addTime(pop.releaseStart)
                    add(pop.releaseDuration)
                }
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
        add(navigation.isStalledAtRoot)
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
        add(toggles.popGestureDelegate)
        add(toggles.contentPopGesture.map { $0 ? 1 : 0 } ?? -1)
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
        for id in idle.reportedHighlights { add(id) }
        add(idle.reportedBarMismatch ?? "-")
        add(idle.reportedCoordinatorMismatch ?? "-")
    }

    mutating func add(_ bar: NavigationBarState) {
        add(bar.items.count)
        for id in bar.items { add(id) }
        if let animation = bar.animation {
            addAnimation(animation.id)
            add(animation.kind.rawValue)
            add(animation.item)
            addTime(animation.start)
            add(animation.duration)
            add(animation.previousTitle)
            add(animation.previousBackTitle ?? "-")
        } else {
            add(-1)
        }
        add(bar.backButtonPoppedItems.count)
        for id in bar.backButtonPoppedItems { add(id) }
        add(bar.backMenu.map { $0.count } ?? -1)
        for id in bar.backMenu ?? [] { add(id) }
    }

    /// A view in the window: where it is, how it looks and takes touches,
    /// where it hangs, and what it is (with ids renumbered, its class, role,
    /// label, owner and action are what tell one template's view from
    /// another's: all but the ids hashed once, `View.identityDigest`). Its text is left out: the app's texts are fixed when
    /// built, and the bar's follow its items.
    mutating func add(_ view: View) {
        add(view.frame)
        if let animation = view.animation {
            add(animation.from)
            addTime(animation.start)
            add(animation.duration)
        } else {
            add(-1)
        }
        // The flags in one word.
        var flags = view.isHidden ? 1 : 0
        if view.isHighlighted { flags |= 2 }
        if view.isLoading { flags |= 4 }
        if view.isUserInteractionEnabled { flags |= 8 }
        if view.isExclusiveTouch { flags |= 16 }
        if view.isMultipleTouchEnabled { flags |= 32 }
        if view.clipsToBounds { flags |= 64 }
        if view.passesTouchesThrough { flags |= 128 }
        add(flags | Int(view.alpha * 1_000_000) << 8)
        add(view.superview)
        // Class, role, label, scroll properties, menu, pan and action.
        mix(view.identityDigest)
        add(view.owner)
        add(view.action?.target)
    }

    /// A controller some hashed field names: which screen it is (its title
    /// and model item follow from the screen and argument), where it is in
    /// its appearance cycle, what it is linked to, whether it zooms, and
    /// an alert's own state.
    mutating func add(_ controller: ViewController) {
        add(controller.kind.screen ?? -1)
        add(controller.kind.argument ?? Int.min)
        add(controller.kind.isCard)
        add(controller.loadCost)
        add(controller.appearance.rawValue)
        add(controller.behaviours.count)
        add(controller.view)
        add(controller.wrapperView)
        add(controller.parent)
        add(controller.presentedViewController)
        add(controller.presentingViewController)
        // Pushed or presented zooming, or not: its dismissal differs.
        add(controller.zoom.map { "zoom " + ($0.source ?? "") } ?? "-")
        // An alert: what it is, whose code its buttons run and with what,
        // and the button tapped, whose handler runs once it is gone.
        if let alert = controller.alert {
            add(alert.spec)
            add(alert.context)
            add(alert.chosen ?? -1)
        } else {
            add(-1)
        }
    }

    mutating func add(_ event: ScheduledEvent) {
        addTime(event.fireAt)
        add(event.isWatchdog)
        switch event.kind {
        case .touchEnded(let id): add("touchEnded"); add(id)
        case .transitionEnded(let id): add("transitionEnded"); addTransition(id)
        case .barAnimationEnded(let id): add("barAnimationEnded"); addAnimation(id)
        case .presentationEnded(let id): add("presentationEnded"); addAnimation(id)
        case .cardMoveEnded(let id): add("cardMoveEnded"); addAnimation(id)
        case .swipeReleased(let finish): add("swipeReleased"); add(finish)
        case .app(let app):
            add("app")
            // Whole: the summary a trace shows leaves out what tells two
            // actions apart (a push animated or not).
            add(app.action)
            add(app.context)
            add(app.loadingView)
        case .delayedNavigation(let request): add("delayedNavigation"); add(request)
        case .guardTimer(let tag): add("guardTimer"); add(tag)
        case .idleCheck: add("idleCheck")
        case .mainThreadFree: add("mainThreadFree")
        case .heldTouchDelivered(let id): add("heldTouchDelivered"); add(id)
        case .menuLongPress(let id): add("menuLongPress"); add(id)
        case .scrollDragStarts(let id, let by): add("scrollDragStarts"); add(id); add(by)
        }
    }
}

extension ViewRole {
    /// A number per role, for the state key.
    var stateKeyCode: Int {
        switch self {
        case .controllerRoot: 1
        case .controllerWrapper: 2
        case .backButton: 3
        case .navigationTitle: 4
        case .presentationContainer: 5
        case .dimming: 6
        case .tabBarItem: 10
        case .cardGrabber: 7
        case .content: 8
        case .barButtonItem: 9
        }
    }
}
