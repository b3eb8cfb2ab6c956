/// interactivePopGestureRecognizer: the edge swipe. It begins an interactive
/// transition through the public pop (seed 001: the swipe is a pop too), then
/// follows the finger and finishes or cancels on release.
extension World {
    /// Where an edge swipe's finger lands unless told otherwise: the left
    /// edge, halfway down.
    public static let edgeSwipeStart = Point(x: 0, y: Phone.height / 2)

    /// How close to the left edge a swipe must start for
    /// interactivePopGestureRecognizer (a screen-edge pan) to see it.
    public static let edgeWidth = 2

    /// The finger lands at `point` (the left edge by default) and starts
    /// dragging right. Returns whether an interactive pop began.
    ///
    /// The pop gestures live on the navigation controller's view, so they see
    /// the finger only when it hit-tests into that view (rule
    /// gesture-obeys-hit-testing). The edge pan needs the left edge; iOS 26's
    /// interactiveContentPopGestureRecognizer takes a swipe anywhere on the
    /// content (rule content-pop-gesture).
    @discardableResult
    mutating func beginEdgeSwipe(at point: Point = World.edgeSwipeStart) -> Bool {
        guard crash == nil else { return false }
        let touchID = TouchID(touches.nextID)
        touches.nextID += 1
        var record = TouchRecord(id: touchID, point: point, beganAt: now)
        defer {
            touches.history.append(record)
            trimTouchHistory()
            afterStep()
        }
        let fromEdge = point.x < World.edgeWidth
        // A guard's full-screen pan (FDFullscreenPopGesture) sits on the
        // same view and turned the system recognizer off when it was
        // installed: it takes the swipe wherever it starts (rule
        // full-screen-pan-drives-pop).
        let byPan = guardStack.installsFullScreenPan
        let recognizer: PopGestureRecognizer = byPan ? .fullScreenPan : fromEdge ? .edge : .content
        emit(.swipeBegan(touchID, at: point, fromEdge: fromEdge))
        // The app's own rightward pan on the view the drag starts on, if
        // any: it gets the drag when no pop gesture begins.
        var appPan: ViewID?
        /// `note` is LAST TAP's; nil when it says what the log says.
        func refuse(_ refusal: SwipeRefusal, rule: RuleID?, note: TouchFact? = nil) {
            record.drop(TouchNote(note ?? .swipeRefused(refusal), rule: rule))
            emit(.swipeRefused(refusal, rule: rule))
            navigation.popGestureState = "failed"
            guard let appPan else { return }
            let panRule: RuleID? =
                if case .notFromEdge = refusal { .appPanWinsAwayFromEdge } else if profile.capabilities.contentPopGesture {
                    .contentPopTakesAppPan
                } else { nil }
            appPanRecognizes(appPan, touch: touchID, rule: panRule, record: &record)
        }
        if let block = touchDeliveryBlocker() {
            record.drop(TouchNote(.swipeDropped(block.reason), rule: block.rule))
            emit(.swipeDropped(reason: block.reason, rule: block.rule))
            return false
        }
        let result = hitTest(point)
        record.walked(result)
        // The swipe's touch passes sendEvent before the window feeds it to
        // any gesture recognizer: an override that swallows it stops the
        // swipe too (rule send-event-precedes-gestures).
        let sent = askGuard(.sendEvent)
        apply(sent.effects)
        if !sent.allowed {
            let reason = TouchDropReason.sendEventDropped(strategy: strategyID.rawValue, reason: sent.reason ?? "")
            record.drop(TouchNote(.swipeDropped(reason), rule: .sendEventPrecedesGestures))
            emit(.swipeDropped(reason: reason, rule: .sendEventPrecedesGestures))
            return false
        }
        appPan = appPanView(under: result.view, direction: .right)
        let navigationView = controllers[navigation.controller.raw].view
        guard let hit = result.view, let navigationView, hit == navigationView || superviews(of: hit).contains(navigationView)
        else {
            refuse(
                .outsideNavigationView(landedOn: result.view.map { viewRef($0) }, recognizer: recognizer),
                rule: .gestureObeysHitTesting)
            return false
        }
        if byPan {
            record.rule = .fullScreenPanDrivesPop
            let answer = askGuard(.fullScreenPanShouldBegin)
            apply(answer.effects)
            emit(.gestureShouldBegin(recognizer: recognizer, allowed: answer.allowed))
            if !answer.allowed {
                refuse(.shouldBeginAnsweredNo(strategy: strategyID.rawValue, check: GuardCheck(answer)), rule: .fullScreenPanDrivesPop)
                return false
            }
        } else if !fromEdge && !profile.capabilities.contentPopGesture {
            refuse(.notFromEdge(distance: point.x, view: viewRef(hit)), rule: .popGestureFromEdge)
            return false
        }
        if !fromEdge && !byPan {
            record.rule = .contentPopGesture
            // The content recognizer waits for a horizontal scroll view's
            // pan to fail, which it does not: the scroll view scrolls.
            if let scroller = horizontalScrollView(under: hit) {
                refuse(.horizontalScrollView(viewRef(scroller)), rule: .contentPopOverScrollViews)
                return false
            }
        }
        if !isEnabled(recognizer) {
            // The edge recognizer is the one a guard's `pop-gesture` sets;
            // the content one only the toggle turns off.
            let forcedOff = (recognizer == .content ? configuration.toggles.contentPopGesture : configuration.toggles.popGesture) == false
            let by: SwipeRefusal.Disabler = forcedOff ? .toggle : .strategy(strategyID.rawValue)
            refuse(
                .recognizerDisabled(recognizer, by: by), rule: recognizer == .content ? .contentPopSeparateFromEdge : nil,
                note: .recognizerDisabled(recognizer, by: by))
            return false
        }
        // The other recognizer being off changes nothing for this one.
        if !byPan, profile.capabilities.contentPopGesture, !isEnabled(recognizer == .edge ? .content : .edge) {
            record.rule = .contentPopSeparateFromEdge
        }
        // A swipe UIKit's handler hears again ends the stall: the system
        // edge recognizer, or a pan whose target is that same handler.
        if navigation.isStalledAtRoot && (fromEdge || byPan) {
            endStallAtRoot(&record)
            return false
        }
        // The recipe sets the edge recognizer's delegate; iOS 26's content
        // recognizer keeps its own, and a third-party pan has its own.
        let delegateIsNil = !configuration.toggles.popGestureDelegate && fromEdge && !byPan
        // With the delegate nil nobody is asked: the strategy's answer stood
        // in for the delegate's.
        let forcedOn = (recognizer == .content ? configuration.toggles.contentPopGesture : configuration.toggles.popGesture) == true
        if !byPan, !forcedOn && !delegateIsNil {
            let answer = askGuard(.popGestureShouldBegin)
            apply(answer.effects)
            emit(.gestureShouldBegin(recognizer: recognizer, allowed: answer.allowed))
            if !answer.allowed {
                refuse(.shouldBeginAnsweredNo(strategy: strategyID.rawValue, check: GuardCheck(answer)), rule: nil)
                return false
            }
        }
        guard navigation.stack.count >= 2 else {
            // Nobody refused at the root: the recipe's nil delegate, a
            // replacement delegate with no root check (JTNavigationController
            // @62bdbe8), or a pan driving UIKit's handleNavigationTransition:
            // whose gate lacks one (GKNavigationBarViewController 2.1.0–2.1.6).
            let replaced = guardStack.replacesPopGestureDelegate && recognizer == .edge
            if (delegateIsNil || replaced || byPan) && navigation.transition == nil {
                stallAtRoot(&record)
            } else {
                refuse(.rootOnTop, rule: nil, note: .nothingToPopRootOnTop)
            }
            return false
        }
        if let running = navigation.transition {
            switch profile.capabilities.swipeDuringTransition {
            case .freezesDuringPush where running.kind == .push && running.interactive == nil:
                // Seed 001 §4: on iOS 7 the swipe during a push is a pop
                // during a push.
                isFrozen = true
                frozenBy = .ios7SwipeDuringPushFreezes
                record.rule = .ios7SwipeDuringPushFreezes
                fire(.frozenUI, .unbalancedAppearance(screen: screenRef(running.to), cause: .edgeSwipeDuringPush), rule: .ios7SwipeDuringPushFreezes)
                record.disposition = .handled
                return false
            case .interrupts where running.interactive == nil:
                record.rule = .swipeInterrupts
                interrupt(running, by: .swipe, touch: nil, rule: .swipeInterrupts)
                if navigation.transition != nil || navigation.stack.count < 2 {
                    refuse(.interruptionLeftNothingToPop, rule: .swipeInterrupts)
                    return false
                }
            case .refused where guardStack.replacesPopGestureDelegate && recognizer == .edge && running.interactive == nil:
                // UIKit's refusal lived in its own delegate, which the guard
                // replaced and asked above: the swipe begins mid-transition.
                isFrozen = true
                frozenBy = .replacedDelegateSwipeDuringTransitionFreezes
                record.rule = .replacedDelegateSwipeDuringTransitionFreezes
                fire(
                    .frozenUI,
                    .unbalancedAppearance(screen: screenRef(running.to), cause: .edgeSwipeLetThroughDuring(running.kind)),
                    rule: .replacedDelegateSwipeDuringTransitionFreezes)
                record.disposition = .handled
                return false
            default:
                refuse(
                    .transitionRunning, rule: .popGestureWaitsForTransition,
                    note: .gestureWaitsForTransition)
                return false
            }
        }
        var request = makeRequest(.pop, origin: .gesture, touch: touchID)
        request.isInteractive = true
        request.call.caller = .interactivePopGesture
        touches.swipeTouch = touchID
        navigation.popGestureState = "began"
        touches.history.append(record)
        submit(request)
        record = touches.history.removeLast()
        guard let transition = navigation.transition, transition.interactive != nil else {
            touches.swipeTouch = nil
            navigation.popGestureState = "failed"
            record.notes.append(TouchNote(.popDidNotStart))
            return false
        }
        navigation.transition?.interactive?.recognizer = recognizer
        record.disposition = .handled
        if recognizer == .content, let appPan { appPanLoses(appPan, touch: touchID, to: recognizer, record: &record) }
        // The system recognizer's other targets hear `.began` after UIKit's
        // own began the pop; a swipe the pan drives never reaches them.
        if recognizer == .edge { notifyGuard(.popGestureBegan) }
        return true
    }

    /// UIKit's own delegate answers NO at the root; with it set to nil the
    /// recognizer begins and the navigation controller starts an
    /// interactive pop with nothing to pop, which never completes (rule
    /// root-pop-gesture-stalls). Taps still reach controls; push and pop
    /// calls wait behind it.
    private mutating func stallAtRoot(_ record: inout TouchRecord) {
        navigation.isStalledAtRoot = true
        navigation.popGestureState = "began"
        record.rule = .rootPopGestureStalls
        record.notes.append(TouchNote(.popStalledAtRoot, rule: .rootPopGestureStalls))
        record.disposition = .handled
        emit(.popStallsAtRoot(screen: screenRef(navigation.stack[0])))
    }

    /// Another edge swipe ends the stalled pop (react-native-navigation
    /// #645: "swiping at the left of the screen again makes the problem go
    /// away"); the calls UIKit held run, in order.
    private mutating func endStallAtRoot(_ record: inout TouchRecord) {
        navigation.isStalledAtRoot = false
        navigation.popGestureState = "ended"
        record.rule = .rootPopGestureStalls
        record.notes.append(TouchNote(.endedRootStall, rule: .rootPopGestureStalls))
        record.disposition = .handled
        emit(.rootStallEnds(screen: screenRef(navigation.stack[0])))
        runDeferredNavigation()
    }

    /// Moves the finger: the transition follows (0...100 percent).
    mutating func updateEdgeSwipe(progress: Int) {
        guard var transition = navigation.transition, var interactive = transition.interactive,
            interactive.phase == .tracking
        else { return }
        interactive.progress = min(max(progress, 0), 100)
        interactive.targetProgress = interactive.progress
        interactive.trackingStart = now
        interactive.releaseAt = nil
        transition.interactive = interactive
        navigation.transition = transition
        navigation.popGestureState = "changed"
    }

    /// Lifts the finger: the transition finishes or animates back.
    mutating func endEdgeSwipe(finish: Bool) {
        guard let interactive = navigation.transition?.interactive, interactive.phase == .tracking else { return }
        let progress = releaseInteractiveTransition(finish: finish)
        navigation.popGestureState = finish ? "ended" : "cancelled"
        touches.swipeTouch = nil
        emit(.swipeReleased(progress: progress, finish: finish, recognizer: interactive.recognizer))
        afterStep()
    }

    /// The tracking interactive transition is let go where it stands: the
    /// rest, forward or back, animates for the share of its duration left.
    /// Returns the percent it was let go at.
    mutating func releaseInteractiveTransition(finish: Bool) -> Int {
        guard var transition = navigation.transition, var interactive = transition.interactive else { return 0 }
        let progress = transition.permille(at: now) / 10
        interactive.progress = progress
        interactive.phase = finish ? .finishing : .cancelling
        interactive.releaseStart = now
        let remaining = finish ? 100 - progress : progress
        interactive.releaseDuration = max(1, transition.duration * remaining / 100)
        transition.interactive = interactive
        navigation.transition = transition
        scheduler.schedule(.transitionEnded(transition: transition.id), at: now + interactive.releaseDuration)
        return progress
    }

    /// A scripted or keyed swipe: the finger drags to `percent` and lets go.
    @discardableResult
    mutating func swipeBack(
        finish: Bool, releaseAt percent: Int? = nil, from point: Point = World.edgeSwipeStart
    ) -> Bool {
        let target = min(max(percent ?? (finish ? 80 : 30), 1), 99)
        guard beginEdgeSwipe(at: point), var transition = navigation.transition, var interactive = transition.interactive else {
            return false
        }
        let drag = max(1, Durations.swipeDragFull * target / 100)
        interactive.targetProgress = target
        interactive.releaseAt = now + drag
        transition.interactive = interactive
        navigation.transition = transition
        scheduler.schedule(.swipeReleased(finish: finish), at: now + drag)
        afterStep()
        return true
    }
}
