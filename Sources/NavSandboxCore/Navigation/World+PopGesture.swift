/// interactivePopGestureRecognizer: the edge swipe. It begins an interactive
/// transition through the public pop (seed 001: the swipe is a pop too), then
/// follows the finger and finishes or cancels on release.
extension World {
    /// The finger touches the left edge and starts dragging. Returns whether
    /// an interactive pop began.
    @discardableResult
    public mutating func beginEdgeSwipe() -> Bool {
        guard crash == nil else { return false }
        let touchID = TouchID(touches.nextID)
        touches.nextID += 1
        var record = TouchRecord(id: touchID, point: Point(x: 0, y: Phone.height / 2), beganAt: now)
        defer {
            touches.history.append(record)
            trimTouchHistory()
            afterStep()
        }
        self.record(.touch, "edge swipe \(touchID) begins at the left edge")
        if let reason = touchDeliveryBlocker() {
            record.disposition = .dropped
            record.notes.append("swipe dropped: \(reason)")
            self.record(.touch, "edge swipe dropped: \(reason)")
            return false
        }
        if !isPopGestureEnabled {
            let why = configuration.toggles.popGesture == false ? "the pop-gesture toggle is off" : "\(strategyID) disabled it"
            record.disposition = .dropped
            record.notes.append("interactivePopGestureRecognizer.isEnabled = NO (\(why))")
            self.record(.touch, "interactivePopGestureRecognizer is disabled (\(why)): the swipe does nothing")
            navigation.popGestureState = "failed"
            return false
        }
        if configuration.toggles.popGesture != true {
            let answer = askGuard { $0.popGestureShouldBegin(in: $1) }
            apply(answer.effects)
            self.record(.delegate, "gestureRecognizerShouldBegin(interactivePopGestureRecognizer) → \(answer.allowed ? "YES" : "NO")")
            if !answer.allowed {
                record.disposition = .dropped
                record.notes.append("gestureRecognizerShouldBegin answered NO (\(strategyID))")
                navigation.popGestureState = "failed"
                return false
            }
        }
        guard navigation.stack.count >= 2 else {
            record.disposition = .dropped
            record.notes.append("nothing to pop: the root is on top")
            self.record(.touch, "edge swipe: the root view controller is on top, the gesture fails")
            navigation.popGestureState = "failed"
            return false
        }
        if let running = navigation.transition {
            if profile == .ios7 && running.kind == .push {
                // Seed 001 §4: on iOS 7 the swipe during a push is a pop
                // during a push.
                isFrozen = true
                fire(
                    .frozenUI,
                    "Unbalanced calls to begin/end appearance transitions for <\(controllers[running.to.raw].kind.className): \(controllers[running.to.raw].title)>: edge swipe during a push")
                record.disposition = .handled
                return false
            }
            self.record(.touch, "edge swipe: a transition is running, UIKit's gesture does not begin")
            record.disposition = .dropped
            record.notes.append("a transition is running: the gesture does not begin")
            navigation.popGestureState = "failed"
            return false
        }
        var request = makeRequest(.pop, origin: .gesture, touch: touchID)
        request.isInteractive = true
        request.summary = "interactive pop"
        touches.swipeTouch = touchID
        navigation.popGestureState = "began"
        touches.history.append(record)
        submit(request)
        record = touches.history.removeLast()
        guard let transition = navigation.transition, transition.interactive != nil else {
            touches.swipeTouch = nil
            navigation.popGestureState = "failed"
            record.notes.append("the pop did not start")
            return false
        }
        record.disposition = .handled
        return true
    }

    /// Moves the finger: the transition follows (0...100 percent).
    public mutating func updateEdgeSwipe(progress: Int) {
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
    public mutating func endEdgeSwipe(finish: Bool) {
        guard var transition = navigation.transition, var interactive = transition.interactive,
            interactive.phase == .tracking
        else { return }
        let progress = transition.permille(at: now) / 10
        interactive.progress = progress
        interactive.phase = finish ? .finishing : .cancelling
        interactive.releaseStart = now
        let remaining = finish ? 100 - progress : progress
        interactive.releaseDuration = max(1, transition.duration * remaining / 100)
        transition.interactive = interactive
        navigation.transition = transition
        navigation.popGestureState = finish ? "ended" : "cancelled"
        touches.swipeTouch = nil
        record(.touch, "edge swipe released at \(progress) % → \(finish ? "finish" : "cancel")")
        scheduler.schedule(.transitionEnded(transition: transition.id), at: now + interactive.releaseDuration)
        afterStep()
    }

    /// A scripted or keyed swipe: the finger drags to `percent` and lets go.
    @discardableResult
    public mutating func swipeBack(finish: Bool, releaseAt percent: Int? = nil) -> Bool {
        let target = min(max(percent ?? (finish ? 80 : 30), 1), 99)
        guard beginEdgeSwipe(), var transition = navigation.transition, var interactive = transition.interactive else {
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
