/// Stock UIKit: what UINavigationController does with a call once no guard
/// stands in the way, under the active platform profile.
extension World {
    mutating func performStock(_ request: NavigationRequest) {
        guard crash == nil else { return }
        switch request.operation {
        case .present: presentStock(request)
        case .dismiss: dismissStock(request)
        default: navigateStock(request)
        }
    }

    private mutating func navigateStock(_ request: NavigationRequest) {
        if isFrozen {
            let rule = frozenBy ?? .ios7PopDuringPushFreezes
            emit(.warning(.callWhileFrozen(request.call), rule: rule))
            noteTouch(request.touch, .dropped, .callWhileFrozen(request.call), rule: rule)
            return
        }
        if navigation.isStalledAtRoot {
            holdBehindRootStall(request)
            return
        }
        let capabilities = profile.capabilities
        if let running = navigation.transition {
            if case .push(let pushed) = request.operation, navigation.stack.contains(pushed),
                capabilities.sameInstanceThrowsAtCall
            {
                // iOS 7 checks the instance at the call.
                start(request)
                return
            }
            if running.interactive != nil {
                // UIKit holds every call until the finger lifts and the
                // interactive transition settles.
                deferUntilUIKitIsIdle(request, behind: .interactivePop, rule: deferralRule(for: request))
                return
            }
            switch capabilities.overlap {
            case .unprotected:
                overlapOnIOS7(request, running: running)
            case .deferred:
                if request.origin == .backButton && capabilities.backDuringTransition == .interrupts {
                    interrupt(running, for: request, rule: .backButtonInterrupts)
                    let before = navigation.stack
                    start(request)
                    // iOS 26: the second back tap finishes the first pop at
                    // once and starts its own: two levels for one back.
                    if request.operation == .pop, running.request.origin == .backButton, running.request.operation == .pop,
                        navigation.transition?.request.id == request.id, let leaving = before.last
                    {
                        fire(
                            .doublePop,
                            .doublePop(second: screenRef(leaving), stack: stackTitles, interrupted: true),
                            rule: .backButtonInterrupts)
                    }
                } else {
                    var held = request
                    held.heldBehindBackPop =
                        request.origin == .backButton && request.operation == .pop && running.request.origin == .backButton
                        && running.request.operation == .pop
                    deferUntilUIKitIsIdle(
                        held, behind: .runningTransition(running.kind, to: screenRef(running.to)),
                        rule: request.origin == .backButton ? .backButtonPopDeferred : deferralRule(for: request))
                }
            }
            return
        }
        if let presentation, presentation.phase != .shown, capabilities.overlap == .deferred {
            navigateDuringPresentation(request, presentation)
            return
        }
        start(request)
    }

    /// A setViewControllers is held like a push, but no source shows one
    /// held: its own, inferred rule says so.
    func deferralRule(for request: NavigationRequest) -> RuleID {
        if case .setViewControllers = request.operation { .setViewControllersDeferred } else { .navigationCallDeferred }
    }

    /// The stalled pop at the root holds the call like any interactive pop,
    /// but nothing will end it by itself: the user's push does not happen,
    /// the symptom `root-swipe-freeze` names (once per stall).
    private mutating func holdBehindRootStall(_ request: NavigationRequest) {
        let firstHeld = navigation.deferred.isEmpty
        deferUntilUIKitIsIdle(request, behind: .stalledPopAtRoot, rule: .rootPopGestureStalls)
        if firstHeld {
            fire(.rootSwipeFreeze, .rootSwipeFreeze(held: request.call), rule: .rootPopGestureStalls)
        }
    }

    /// UIKit holds the call and runs it when what it is busy with completes
    /// (needsDeferredTransition; the completion blocks of the running
    /// transition).
    mutating func deferUntilUIKitIsIdle(_ request: NavigationRequest, behind what: DeferralCause, rule: RuleID) {
        navigation.deferred.append(request)
        emit(.callDeferred(request: request.call, behind: what, rule: rule))
        noteTouch(request.touch, nil, .deferredByUIKit(request.call, until: what), rule: rule)
    }

    /// iOS 26: the running transition completes at once (its callbacks and
    /// completion run, the bar's animation with it) so the interrupting one
    /// can start. Calls UIKit held stay held until that one ends: running
    /// them first would let the interruption undo a call the user never saw.
    mutating func interrupt(_ running: NavigationTransition, by what: TransitionInterrupter, touch: TouchID?, rule: RuleID) {
        emit(.transitionInterrupted(by: what, kind: running.kind, screen: screenRef(running.to), rule: rule))
        noteTouch(touch, nil, .interruptedTransition(what), rule: rule)
        completeRunningBarAnimation()
        finishTransition(running, runningDeferredCalls: false)
    }

    private mutating func interrupt(_ running: NavigationTransition, for request: NavigationRequest, rule: RuleID) {
        interrupt(running, by: .call(request.call), touch: request.touch, rule: rule)
    }

    /// iOS 7 had no protection against overlapping transitions (seed 001,
    /// seed 003): the outcome depends on what overlaps what.
    private mutating func overlapOnIOS7(_ request: NavigationRequest, running: NavigationTransition) {
        switch (running.kind, request.operation) {
        case (_, .setViewControllers(let stack)):
            overlapSetOnIOS7(request, stack: stack, running: running)
        case (.push, .pop), (.push, .popTo), (.push, .popToRoot):
            popDuringPushFreezes(request, running: running)
        case (_, .pop), (_, .popTo), (_, .popToRoot):
            secondPopCrashes(method: "-[UINavigationController popViewControllerAnimated:]")
        default:
            fire(.nestedPush, .nestedPush(request: request.call, running: running.kind, to: screenRef(running.to)), rule: .ios7NestedPush)
            nestedPush(request, during: running)
        }
    }

    private mutating func popDuringPushFreezes(_ request: NavigationRequest, running: NavigationTransition) {
        isFrozen = true
        frozenBy = .ios7PopDuringPushFreezes
        noteTouch(request.touch, nil, .popDuringPushFroze(request.call), rule: .ios7PopDuringPushFreezes)
        fire(.frozenUI, .unbalancedAppearance(screen: screenRef(running.to), cause: .callDuringPush(request.call)), rule: .ios7PopDuringPushFreezes)
    }

    private mutating func secondPopCrashes(method: String) {
        withFrame(method) { world in
            world.withFrame("-[UIResponder(Internal) _canBecomeFirstResponder]") { world in
                world.crash(
                    .doublePopCrash, exception: "EXC_BAD_ACCESS (SIGSEGV)",
                    message: "a second animated pop while one animates sends a message to a released view controller",
                    rule: .ios7DoublePopCrash)
            }
        }
    }

    /// iOS 7 and a setViewControllers during a transition (rule
    /// set-view-controllers-deferred, inferred): one that brings back a
    /// screen in the stack overlaps like a pop, one with a new top like a
    /// nested push, and one that keeps the top animates nothing to overlap.
    private mutating func overlapSetOnIOS7(
        _ request: NavigationRequest, stack: [ControllerID], running: NavigationTransition
    ) {
        guard let top = stack.last, top != navigation.stack.last, Set(stack).count == stack.count else {
            start(request)
            return
        }
        if navigation.stack.contains(top) {
            if running.kind == .push {
                popDuringPushFreezes(request, running: running)
            } else {
                secondPopCrashes(method: "-[UINavigationController setViewControllers:animated:]")
            }
            return
        }
        fire(.nestedPush, .nestedPush(request: request.call, running: running.kind, to: screenRef(running.to)), rule: .ios7NestedPush)
        if navigation.isCorrupted {
            crashCantAddSelfAsSubview()
            return
        }
        let removed = replaceStack(with: stack, request: request, transition: .push)
        for gone in removed { controllers[gone.raw].parent = nil }
        loadViewIfNeeded(top)
        emit(.warning(.nestedPushNeverEntersView(pushed: screenRef(top), onScreen: screenRef(running.to)), rule: .ios7NestedPush))
        navigation.corruption = .nestedPush
    }

    /// iOS 7's nested push: the controller goes on the stack and its item on
    /// the bar, but its view never enters the transition view, so the screen
    /// the running transition brings stays on screen. The navigation
    /// controller is now corrupt (rule ios7-corrupted-bar).
    /// A push on a stack already corrupt nests the same way: every report
    /// with steps crashes at a back, none at a push (rule ios7-corrupted-bar).
    private mutating func nestedPush(_ request: NavigationRequest, during running: NavigationTransition) {
        guard case .push(let controller) = request.operation else { return }
        if navigation.stack.contains(controller) {
            start(request)
            return
        }
        loadViewIfNeeded(controller)
        navigation.stack.append(controller)
        controllers[controller.raw].parent = navigation.controller
        checkDoublePush()
        noteTouch(request.touch, .handled, .ranNested(request.call), rule: .ios7NestedPush)
        navigationBarPushItem(controller, animated: true, duration: running.duration)
        emit(.warning(.nestedPushNeverEntersView(pushed: screenRef(controller), onScreen: screenRef(running.to)), rule: .ios7NestedPush))
        navigation.corruption = .nestedPush
    }

    // MARK: Starting

    mutating func start(_ request: NavigationRequest) {
        switch request.operation {
        case .push(let controller):
            withFrame("-[UINavigationController pushViewController:animated:]") { world in
                world.startPush(controller, request: request)
            }
        case .pop:
            withFrame("-[UINavigationController popViewControllerAnimated:]") { world in
                world.startPop(to: nil, kind: .pop, request: request)
            }
        case .popTo(let target):
            withFrame("-[UINavigationController popToViewController:animated:]") { world in
                world.startPop(to: target, kind: .popTo, request: request)
            }
        case .popToRoot:
            withFrame("-[UINavigationController popToRootViewControllerAnimated:]") { world in
                world.startPop(to: world.navigation.stack.first, kind: .popToRoot, request: request)
            }
        case .setViewControllers(let stack):
            withFrame("-[UINavigationController setViewControllers:animated:]") { world in
                world.startSetViewControllers(stack, request: request)
            }
        case .present, .dismiss:
            performStock(request)
        }
    }

    /// The frames real crash logs show above the transition's start, as
    /// printed innermost first: the parallax transition's animation block
    /// adds a view to itself (WordPress-iOS #1955 on iOS 7.1.2, #20849; the
    /// logs are cut below these). The call that started the transition is
    /// the model's outermost frame.
    static let cantAddSelfAsSubviewFrames = [
        "__53-[_UINavigationParallaxTransition animateTransition:]_block_invoke",
        "+[UIView(Animation) performWithoutAnimation:]",
        "__53-[_UINavigationParallaxTransition animateTransition:]_block_invoke_2",
        "-[UIView(Internal) _addSubview:positioned:relativeTo:]",
        "+[NSException raise:format:]",
    ]

    mutating func crashCantAddSelfAsSubview() {
        let depth = callStack.count
        callStack.append(contentsOf: Self.cantAddSelfAsSubviewFrames)
        defer { callStack.removeLast(callStack.count - depth) }
        crash(.cantAddSelfAsSubview, exception: "NSInvalidArgumentException", message: "Can't add self as subview", rule: .ios7CorruptedBar)
    }

    private mutating func startPush(_ controller: ControllerID, request: NavigationRequest) {
        // A push on a corrupt stack runs (no report crashes at a push); the
        // corruption waits for the backs (rule ios7-corrupted-bar).
        if navigation.stack.contains(controller) {
            crash(
                .sameInstancePush, exception: "NSInvalidArgumentException",
                message:
                    "Pushing the same view controller instance more than once is not supported (<\(controllers[controller.raw].kind.className): \(controllers[controller.raw].title)>)",
                rule: .sameInstancePush)
            return
        }
        guard let from = navigation.stack.last else { return }
        let root = loadViewIfNeeded(controller)
        navigation.stack.append(controller)
        controllers[controller.raw].parent = navigation.controller
        checkDoublePush()
        let duration = Durations.navigationTransition + controllers[controller.raw].loadCost
        emit(
            .transitionStarts(kind: .push, screen: screenRef(controller), duration: request.animated ? duration : nil))
        if request.isInteractive { emit(.appInteraction(.began(kind: .push, screen: screenRef(controller)))) }
        noteTouch(request.touch, .handled, .ran(request.call))
        navigationDelegateWillShow(controller, animated: request.animated)
        if crash != nil { return }
        navigationBarPushItem(controller, animated: request.animated, duration: duration)
        sendLifecycle(.viewWillDisappear, to: from)
        sendLifecycle(.viewWillAppear, to: controller)

        // The incoming screen's wrapper is already at its final frame for
        // hit-testing; it is only drawn sliding in from the right.
        let content = Phone.screenRootFrame
        let wrapper = wrapperView(for: controller)
        setFrame(of: root, content)
        addSubview(wrapper, to: navigation.transitionView)
        // An interactive push follows the app's updates, not an animation.
        let slide = request.animated && !request.isInteractive ? duration : 0
        animateFrame(of: wrapper, to: content, from: content.offsetBy(dx: content.width, dy: 0), duration: slide)
        if let fromWrapper = screenContainer(of: from) {
            animateFrame(of: fromWrapper, to: content.offsetBy(dx: -Phone.parallax, dy: 0), duration: slide)
        }
        var transition = NavigationTransition(
            id: counters.transition, kind: .push, from: from, to: controller, removed: [], start: now,
            duration: request.animated ? duration : 0, animated: request.animated, request: request)
        if request.isInteractive { transition.interactive = World.appDrivenInteraction(at: now) }
        counters.transition += 1
        begin(transition)
    }

    private mutating func startPop(to target: ControllerID?, kind: TransitionKind, request: NavigationRequest) {
        let stack = navigation.stack
        guard stack.count >= 2, let from = stack.last else {
            emit(.callDoesNothing(request: request.call, why: .rootViewController(stack.last.map { screenRef($0) })))
            noteTouch(request.touch, .handled, .didNothingAtRoot(request.call))
            return
        }
        let destinationIndex: Int
        if let target {
            guard let index = stack.firstIndex(of: target), index < stack.count - 1 else {
                emit(.callDoesNothing(request: request.call, why: .notBelowTop(screenRef(target))))
                return
            }
            destinationIndex = index
        } else {
            destinationIndex = stack.count - 2
        }
        if navigation.corruption == .blackScreen {
            crashCantAddSelfAsSubview()
            return
        }
        // The first pop after a nested push runs, but ends on a black screen.
        let leavesBlackScreen = navigation.corruption == .nestedPush
        let to = stack[destinationIndex]
        let removed = Array(stack[(destinationIndex + 1)...])
        navigation.stack.removeLast(removed.count)
        let toRoot = loadViewIfNeeded(to)
        let duration = Durations.navigationTransition + controllers[to.raw].loadCost
        let interactive = request.isInteractive
        // A pop gesture's finger, or the app's own interaction controller.
        let appDriven = interactive && request.call.caller != .interactivePopGesture
        if interactive && !appDriven {
            emit(.interactivePopBegins(screen: screenRef(to)))
        } else {
            emit(.transitionStarts(kind: kind, screen: screenRef(to), duration: request.animated ? duration : nil))
            if appDriven { emit(.appInteraction(.began(kind: kind, screen: screenRef(to)))) }
        }
        noteTouch(request.touch, .handled, .ran(request.call))
        navigationDelegateWillShow(to, animated: request.animated, interactive: request.isInteractive)
        if crash != nil { return }
        navigationBarPopItems(
            to: to, removing: removed, animated: request.animated, interactive: interactive, duration: duration)
        sendLifecycle(.viewWillDisappear, to: from)
        sendLifecycle(.viewWillAppear, to: to)

        // The outgoing view slides off to the right (its model frame is
        // already off-screen); the one beneath slides back from the left.
        let content = Phone.screenRootFrame
        if leavesBlackScreen {
            // The top controller's view never made it into the transition
            // view: nothing slides, and what shows at the end is not its view.
        } else if let fromContainer = screenContainer(of: from),
            views[fromContainer.raw].superview == navigation.transitionView
        {
            let toWrapper = wrapperView(for: to)
            setFrame(of: toRoot, content)
            insertSubview(toWrapper, below: fromContainer, in: navigation.transitionView)
            let slide = request.animated && !interactive ? duration : 0
            // A zoomed screen shrinks back into its source where it is: its
            // frame stays, and it takes taps until it is gone (rule
            // zoom-dismissal-outgoing-takes-taps).
            let zoomsOut = controllers[from.raw].zoom != nil
            animateFrame(of: fromContainer, to: zoomsOut ? content : content.offsetBy(dx: content.width, dy: 0), duration: slide)
            animateFrame(of: toWrapper, to: content, from: content.offsetBy(dx: -Phone.parallax, dy: 0), duration: slide)
        } else {
            let toWrapper = wrapperView(for: to)
            addSubview(toWrapper, to: navigation.transitionView)
            setFrame(of: toRoot, content)
            setFrame(of: toWrapper, content)
        }
        var transition = NavigationTransition(
            id: counters.transition, kind: kind, from: from, to: to, removed: removed, start: now,
            duration: request.animated ? duration : 0, animated: request.animated, request: request)
        transition.leavesBlackScreen = leavesBlackScreen
        counters.transition += 1
        if interactive {
            transition.interactive = appDriven
                ? World.appDrivenInteraction(at: now)
                : InteractivePop(phase: .tracking, progress: 0, targetProgress: 0, trackingStart: now, releaseAt: nil)
        }
        begin(transition)
    }

    /// Registers the transition and schedules its end; a non-animated one
    /// completes at once.
    mutating func begin(_ transition: NavigationTransition) {
        navigation.transition = transition
        guard transition.interactive == nil else { return }
        if transition.animated {
            scheduler.schedule(.transitionEnded(transition: transition.id), at: now + transition.duration)
        } else {
            finishTransition(transition)
        }
    }

    // MARK: Ending

    mutating func transitionEnded(_ id: Int) {
        guard let transition = navigation.transition, transition.id == id else { return }
        if let interactive = transition.interactive, interactive.phase == .cancelling {
            cancelInteractiveTransition(transition)
        } else {
            finishTransition(transition)
        }
    }

    /// The transition completes: the outgoing view leaves the window, the
    /// appearance callbacks finish, and the delegate hears didShow.
    mutating func finishTransition(_ transition: NavigationTransition, runningDeferredCalls: Bool = true) {
        scheduler.cancel { $0.kind == .transitionEnded(transition: transition.id) }
        navigation.transition = nil
        if let toContainer = screenContainer(of: transition.to) {
            setFrame(of: toContainer, Phone.screenRootFrame)
        }
        for gone in transition.removed + [transition.from] where gone != transition.to {
            removeScreen(of: gone)
        }
        for gone in transition.removed {
            controllers[gone.raw].parent = nil
        }
        let appDriven = transition.interactive?.isAppDriven == true
        if transition.interactive != nil && !appDriven {
            emit(.interactivePopFinishes(screen: screenRef(transition.to)))
        } else if transition.animated {
            emit(.transitionCompletes(kind: transition.kind, screen: screenRef(transition.to)))
        }
        sendLifecycle(.viewDidDisappear, to: transition.from)
        sendLifecycle(.viewDidAppear, to: transition.to)
        if navigation.isCorrupted {
            emit(.warning(.unexpectedTransitionState, rule: nil))
        }
        if transition.leavesBlackScreen {
            if let toView = controllers[transition.to.raw].view { removeFromSuperview(toView) }
            navigation.corruption = .blackScreen
            emit(.warning(.blackScreen(screenRef(transition.to)), rule: .ios7CorruptedBar))
        }
        // setViewControllers replaced the bar's items at once: no item pop.
        if transition.interactive != nil, transition.replacedStack == nil, let item = transition.removed.last {
            // The bar's interactive item pop completes with the transition.
            emit(.barDidPop(screenRef(item)))
            notifyGuard(.barDidPop, HookContext(screen: item))
        }
        bar.backButtonPoppedItems.removeAll { !navigation.stack.contains($0) }
        navigationDelegateDidShow(transition.to, animated: transition.animated)
        notifyGuard(.transitionEnd(cancelled: false))
        if runningDeferredCalls { runDeferredNavigation() }
    }

    /// A cancelled interactive pop: the stack and bar go back, the appearance
    /// callbacks unwind, and — as in UIKit — the delegate never hears didShow.
    mutating func cancelInteractiveTransition(_ transition: NavigationTransition) {
        if transition.kind == .push || transition.replacedStack != nil {
            cancelAppDrivenTransition(transition)
            return
        }
        scheduler.cancel { $0.kind == .transitionEnded(transition: transition.id) }
        navigation.transition = nil
        navigation.stack.append(contentsOf: transition.removed)
        if let item = transition.removed.last, bar.items.last != item {
            bar.items.append(item)
            refreshBarViews()
        }
        bar.animation = nil
        if let fromContainer = screenContainer(of: transition.from) { setFrame(of: fromContainer, Phone.screenRootFrame) }
        removeScreen(of: transition.to)
        emit(.interactivePopCancelled(screen: screenRef(transition.from)))
        endCancelledTransition(transition)
    }

    /// What every cancelled interactive transition ends with: the screen
    /// that was coming in disappears again, the one that was leaving
    /// appears again (rules cancelled-pop-lifecycle, cancelled-push-lifecycle),
    /// the guards hear the cancelled end, and the calls UIKit held run.
    mutating func endCancelledTransition(_ transition: NavigationTransition) {
        sendLifecycle(.viewWillDisappear, to: transition.to)
        sendLifecycle(.viewDidDisappear, to: transition.to)
        sendLifecycle(.viewWillAppear, to: transition.from)
        sendLifecycle(.viewDidAppear, to: transition.from)
        notifyGuard(.transitionEnd(cancelled: true))
        runDeferredNavigation()
    }

    /// The calls UIKit held while it was busy run now, in order. One that
    /// starts nothing (a pop at the root, a refused present) must not strand
    /// the calls behind it, so this goes on until UIKit is busy again or none
    /// is left.
    mutating func runDeferredNavigation() {
        while navigation.transition == nil, !navigation.isStalledAtRoot, !navigation.deferred.isEmpty, crash == nil,
            presentation.map({ $0.phase == .shown }) ?? true
        {
            let request = navigation.deferred.removeFirst()
            emit(.runsDeferredCall(request: request.call))
            let before = navigation.stack
            performStock(request)
            // One quick double tap on back: the held second pop takes a
            // second screen off (rule back-button-pop-deferred).
            if request.heldBehindBackPop, navigation.stack.count < before.count, let leaving = before.last {
                fire(.doublePop, .doublePop(second: screenRef(leaving), stack: stackTitles, interrupted: false), rule: .backButtonPopDeferred)
            }
        }
    }

    // MARK: Delegate

    mutating func navigationDelegateWillShow(_ controller: ControllerID, animated: Bool, interactive: Bool = false) {
        emit(.willShow(screenRef(controller), animated: animated))
        var context = HookContext(screen: controller, animated: animated)
        context.interactive = interactive
        notifyGuard(.willShow, context)
    }

    private mutating func navigationDelegateDidShow(_ controller: ControllerID, animated: Bool) {
        emit(.didShow(screenRef(controller), animated: animated))
        notifyGuard(.didShow, HookContext(screen: controller, animated: animated))
    }
}
