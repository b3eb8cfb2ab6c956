/// The swipe down that dismisses the topmost presented screen interactively,
/// step by step like the edge swipe's pop: begin, follow the finger, lift to
/// finish or cancel. It works on whatever `presentation` holds, so every
/// presentation style shares it.
///
/// UIKit does not ignore events during an interactive dismissal (rule
/// interactive-dismissal-takes-events); a cancelled one unwinds the
/// appearance calls and leaves the screen presented (rule
/// cancelled-dismissal-lifecycle).
extension World {
    /// The finger lands on the presented screen and starts dragging down:
    /// UIKit calls dismiss on it, interactively (a guard hears the call).
    mutating func beginDismissSwipe() {
        guard crash == nil else { return }
        defer { afterStep() }
        guard let current = presentation else {
            // Nothing presented: a zoomed push's own drag down, if any.
            beginZoomDismissal()
            return
        }
        guard dismissDragIsDelivered() else { return }
        guard current.phase == .shown else {
            emit(.dismissSwipeRefused(.transitionRunning(screenRef(current.presented)), rule: nil))
            return
        }
        if presentsAlert(current) {
            emit(.alertDragRefused(alert: screenRef(current.presented)))
            return
        }
        if let miss = presentedPanMiss(current) {
            emit(.dismissSwipeRefused(.missed(at: miss.point, landedOn: miss.landedOn), rule: .gestureObeysHitTesting))
            return
        }
        if preventsInteractiveDismissal(current) { return }
        if controllers[current.presented.raw].zoom != nil, !zoomDismissShouldBegin(current.presented) {
            emit(.dismissSwipeRefused(.zoomDismissRefused(screenRef(current.presented)), rule: .zoomDismissShouldBegin))
            return
        }
        var request = makeRequest(.dismiss(current.presented), origin: .gesture, touch: nil)
        request.isInteractive = true
        submit(request)
    }

    /// Whether UIKit delivers the drag's touch at all, and a guard's
    /// sendEvent passes it on before the screen's pan sees it (rule
    /// send-event-precedes-gestures); says why not when it does not.
    mutating func dismissDragIsDelivered() -> Bool {
        if let block = touchDeliveryBlocker() {
            emit(.dismissSwipeRefused(.dropped(block.reason), rule: block.rule))
            return false
        }
        let sent = askGuard(.sendEvent)
        apply(sent.effects)
        if !sent.allowed {
            let reason = TouchDropReason.sendEventDropped(strategy: strategyID.rawValue, reason: sent.reason ?? "")
            emit(.dismissSwipeRefused(.dropped(reason), rule: .sendEventPrecedesGestures))
            return false
        }
        return true
    }

    /// dismissStock's interactive branch: nothing animates yet, the view
    /// waits for the finger.
    mutating func beginInteractiveDismissal(of current: PresentationState, root: ViewID, request: NavigationRequest) {
        let start = views[root.raw].frame
        var end = start
        end.y = Phone.height
        setFrame(of: root, start)
        let animation = nextAnimationID()
        presentation?.phase = .dismissing
        presentation?.animationID = animation
        presentation?.request = request
        presentation?.interactive = InteractiveDismissal(
            startFrame: start, endFrame: end, startDimming: views[current.dimming.raw].alpha)
        emit(.interactiveDismissBegins(screen: screenRef(current.presented)))
        sendLifecycle(.viewWillDisappear, to: current.presented)
    }

    /// The finger moves: the presented view follows, 0–100 % of the way down.
    mutating func updateDismissSwipe(progress: Int) {
        if presentation == nil, isZoomDismissalTracking {
            updateEdgeSwipe(progress: progress)
            afterStep()
            return
        }
        guard let current = presentation, var interactive = current.interactive, interactive.phase == .tracking,
            let root = controllers[current.presented.raw].view
        else { return }
        interactive.progress = min(max(progress, 0), 100)
        presentation?.interactive = interactive
        setFrame(of: root, interactive.frame(at: interactive.progress))
        views[current.dimming.raw].alpha = interactive.startDimming * Double(100 - interactive.progress) / 100
        afterStep()
    }

    /// The finger lifts: the rest of the way down, or back up, animates for
    /// the share of the dismissal's duration that is left.
    mutating func endDismissSwipe(finish: Bool) {
        if presentation == nil, isZoomDismissalTracking {
            endEdgeSwipe(finish: finish)
            return
        }
        guard let current = presentation, var interactive = current.interactive, interactive.phase == .tracking,
            let root = controllers[current.presented.raw].view
        else { return }
        defer { afterStep() }
        interactive.phase = finish ? .finishing : .cancelling
        presentation?.interactive = interactive
        let remaining = finish ? 100 - interactive.progress : interactive.progress
        let duration = max(1, Durations.presentation * remaining / 100)
        animateFrame(of: root, to: finish ? interactive.endFrame : interactive.startFrame, duration: duration)
        views[current.dimming.raw].alpha = finish ? 0 : interactive.startDimming
        emit(.interactiveDismissReleased(screen: screenRef(current.presented), progress: interactive.progress, finish: finish))
        scheduler.schedule(.presentationEnded(animation: current.animationID), at: now + duration)
    }

    /// A cancelled interactive dismissal came back: the screen stays
    /// presented; it hears it will and did appear again, never did disappear.
    mutating func settleBack(_ current: PresentationState) {
        presentation?.phase = .shown
        presentation?.interactive = nil
        if let root = controllers[current.presented.raw].view { views[root.raw].animation = nil }
        emit(.interactiveDismissCancelled(screen: screenRef(current.presented)))
        sendLifecycle(.viewWillAppear, to: current.presented)
        sendLifecycle(.viewDidAppear, to: current.presented)
        presentationCompletion("interactive dismiss", request: current.request, cancelled: true)
    }
}
