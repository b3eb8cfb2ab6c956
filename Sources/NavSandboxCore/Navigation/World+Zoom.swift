/// Zoom transitions, iOS 18+: a screen whose preferredTransition is
/// `.zoom(sourceViewProvider:)` is pushed or presented by zooming from a
/// source view, and a downward drag dismisses it interactively unless its
/// zoom options' interactiveDismissShouldBegin says no (rules
/// zoom-transition, zoom-interactive-dismissal, zoom-dismiss-should-begin).
/// On iOS 26 the content swipe pops a zoomed push like any other screen.
extension World {
    /// The screen the app is about to push or present asks for a zoom.
    mutating func prepareZoom(_ controller: ControllerID, _ zoom: ZoomTransition) {
        guard RuleID.zoomTransition.rule.applies(to: profile) else {
            emit(.zoom(.unavailable(screen: screenRef(controller))))
            return
        }
        controllers[controller.raw].zoom = zoom
        emit(.zoom(.prepared(screen: screenRef(controller), source: zoom.source)))
    }

    /// Whether the zoomed screen's options let an interactive dismissal begin.
    func zoomDismissShouldBegin(_ controller: ControllerID) -> Bool {
        guard let index = controllers[controller.raw].kind.screen else { return true }
        return app.screens[index].interactiveDismissShouldBegin
    }

    /// `dismiss-swipe-begin` with nothing presented: on a zoom-pushed top
    /// screen the drag down begins its dismissal, an interactive pop driven
    /// by the screen's own recognizer.
    mutating func beginZoomDismissal() {
        guard let top = navigation.stack.last, controllers[top.raw].zoom != nil, navigation.stack.count >= 2 else {
            // Nothing presented, and no zoomed screen on top to drag away.
            emit(.dismissSwipeRefused(.nothingPresented, rule: nil))
            return
        }
        guard dismissDragIsDelivered() else { return }
        if navigation.transition != nil {
            emit(.dismissSwipeRefused(.transitionRunning(screenRef(top)), rule: nil))
            return
        }
        guard zoomDismissShouldBegin(top) else {
            emit(.dismissSwipeRefused(.zoomDismissRefused(screenRef(top)), rule: .zoomDismissShouldBegin))
            return
        }
        emit(.zoom(.dismissalBegan(screen: screenRef(top))))
        var request = makeRequest(.pop, origin: .gesture, touch: nil)
        request.isInteractive = true
        request.call.caller = .interactivePopGesture
        submit(request)
        guard navigation.transition?.interactive != nil else { return }
        navigation.transition?.interactive?.recognizer = .zoomDismiss
        navigation.popGestureState = "began"
    }

    /// Whether the running pop is a zoomed screen's drag-down dismissal,
    /// which `dismiss-swipe-move` and `-end` drive.
    public var isZoomDismissalTracking: Bool {
        navigation.transition?.interactive.map { $0.recognizer == .zoomDismiss && $0.phase == .tracking } ?? false
    }
}
