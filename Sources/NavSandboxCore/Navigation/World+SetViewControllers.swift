/// `setViewControllers(_:animated:)` once UIKit runs it: the stack is
/// replaced at once, and the new top comes in through the same transition
/// machinery as a push or a pop (rule set-view-controllers-transition), or
/// with none when it already was the top (rule set-view-controllers-same-top).
extension World {
    mutating func startSetViewControllers(_ stack: [ControllerID], request: NavigationRequest) {
        if Set(stack).count != stack.count {
            crash(
                .duplicateViewControllers, exception: "NSInternalInconsistencyException",
                message:
                    "All view controllers in a navigation controller must be distinct (\(stack.map { controllers[$0.raw].title }.joined(separator: ", ")))",
                rule: .setViewControllersDistinct)
            return
        }
        // The action reader refuses an empty list; the API has nothing to show.
        guard let top = stack.last, let from = navigation.stack.last else { return }
        if navigation.isCorrupted {
            crashCantAddSelfAsSubview()
            return
        }
        // Apple: a pop animation when the new top was in the stack, else a push.
        let kind: TransitionKind? = top == from ? nil : navigation.stack.contains(top) ? .pop : .push
        let previous = navigation.stack
        let removed = replaceStack(with: stack, request: request, transition: kind)
        guard let kind else {
            // Only the top's view is in the window, and it stays.
            for gone in removed {
                removeScreen(of: gone)
                controllers[gone.raw].parent = nil
            }
            bar.backButtonPoppedItems.removeAll { !navigation.stack.contains($0) }
            return
        }
        let topRoot = loadViewIfNeeded(top)
        let duration = Durations.navigationTransition + controllers[top.raw].loadCost
        emit(.transitionStarts(kind: kind, screen: screenRef(top), duration: request.animated ? duration : nil))
        if request.isInteractive { emit(.appInteraction(.began(kind: kind, screen: screenRef(top)))) }
        navigationDelegateWillShow(top, animated: request.animated)
        if crash != nil { return }
        sendLifecycle(.viewWillDisappear, to: from)
        sendLifecycle(.viewWillAppear, to: top)

        // The views move as a push's or a pop's do; the removed controllers'
        // views leave the window when the transition ends.
        let content = Phone.screenRootFrame
        let slide = request.animated && !request.isInteractive ? duration : 0
        let topWrapper = wrapperView(for: top)
        setFrame(of: topRoot, content)
        if kind == .push {
            addSubview(topWrapper, to: navigation.transitionView)
            animateFrame(of: topWrapper, to: content, from: content.offsetBy(dx: content.width, dy: 0), duration: slide)
            if let fromContainer = screenContainer(of: from) {
                animateFrame(of: fromContainer, to: content.offsetBy(dx: -Phone.parallax, dy: 0), duration: slide)
            }
        } else if let fromContainer = screenContainer(of: from),
            views[fromContainer.raw].superview == navigation.transitionView
        {
            insertSubview(topWrapper, below: fromContainer, in: navigation.transitionView)
            animateFrame(of: fromContainer, to: content.offsetBy(dx: content.width, dy: 0), duration: slide)
            animateFrame(of: topWrapper, to: content, from: content.offsetBy(dx: -Phone.parallax, dy: 0), duration: slide)
        } else {
            addSubview(topWrapper, to: navigation.transitionView)
            setFrame(of: topWrapper, content)
        }
        var transition = NavigationTransition(
            id: counters.transition, kind: kind, from: from, to: top, removed: removed, start: now,
            duration: request.animated ? duration : 0, animated: request.animated, request: request)
        if request.isInteractive {
            transition.interactive = World.appDrivenInteraction(at: now)
            transition.replacedStack = previous
        }
        counters.transition += 1
        begin(transition)
    }

    /// The stack and the bar's items become the new list; returns the
    /// controllers it left out, which the caller lets go of when their
    /// views have left.
    mutating func replaceStack(
        with stack: [ControllerID], request: NavigationRequest, transition: TransitionKind?
    ) -> [ControllerID] {
        let removed = navigation.stack.filter { !stack.contains($0) }
        navigation.stack = stack
        for controller in stack { controllers[controller.raw].parent = navigation.controller }
        emit(.stackReplaced(stack: stack.map { screenRef($0) }, removed: removed.map { screenRef($0) }, transition: transition))
        noteTouch(request.touch, .handled, .ran(request.call))
        // UINavigationBar's setItems: replaces the items without asking its
        // delegate about each push or pop.
        bar.items = stack
        refreshBarViews()
        checkDoublePush()
        return removed
    }
}
