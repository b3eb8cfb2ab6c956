/// An app's own pan recognizer (`pan:` on a view) against the navigation
/// controller's pop gestures, for a rightward drag (`swipe-back … from`).
/// Before iOS 26 only the edge pan pops, so a drag away from the edge is
/// the app's (rule app-pan-wins-away-from-edge); on iOS 26 the content pop
/// takes it on a pushed screen (rule content-pop-takes-app-pan), unless it
/// does not begin, and then the app's pan gets it after all.
extension World {
    /// The view whose own pan in `direction` a drag starting on `hit`
    /// reaches: the hit view, or the nearest view above it with one.
    func appPanView(under hit: ViewID?, direction: PanDirection) -> ViewID? {
        var candidate = hit
        while let current = candidate {
            if views[current.raw].pan?.direction == direction { return current }
            candidate = views[current.raw].superview
        }
        return nil
    }

    /// The nearest horizontal scroll view at or above `hit`: it keeps a
    /// rightward drag from iOS 26's content pop (rule content-pop-over-scroll-views).
    func horizontalScrollView(under hit: ViewID) -> ViewID? {
        var candidate: ViewID? = hit
        while let current = candidate {
            let view = views[current.raw]
            if view.viewClass.isScrollView, view.scrollAxis == .horizontal { return current }
            candidate = view.superview
        }
        return nil
    }

    /// No pop gesture began, so the app's pan on `view` recognizes the
    /// drag, and its target-action sends its selector to the controller of
    /// the screen the view is on (where a storyboard connects it). A
    /// gesture's action is not a control's: no sendAction, no guard hook.
    mutating func appPanRecognizes(_ view: ViewID, touch: TouchID, rule: RuleID?, record: inout TouchRecord) {
        let ref = viewRef(view)
        record.disposition = .handled
        if let rule { record.rule = rule }
        record.notes.append(TouchNote(.appPanRecognized(ref), rule: rule))
        emit(.appPan(.recognized(touch, view: ref, direction: views[view.raw].pan?.direction ?? .right, rule: rule)))
        guard let selector = views[view.raw].pan?.selector, let owner = owningController(of: view) else { return }
        guard implements(selector, controller: owner) else {
            emit(.appPan(.sentAction(view: ref, selector: selector, target: nil)))
            record.notes.append(TouchNote(.actionUnimplemented(selector: selector)))
            return
        }
        emit(.appPan(.sentAction(view: ref, selector: selector, target: screenRef(owner))))
        record.notes.append(TouchNote(.actionSent(selector: selector, to: screenRef(owner))))
        // The action's navigation notes go on this touch's record, which
        // noteTouch finds in the history.
        touches.history.append(record)
        withFrame("-[UIGestureRecognizer _updateGestureForActiveEvents]") { world in
            world.withFrame("-[\(world.controllers[owner.raw].kind.className) \(selector)]") { world in
                world.performAction(ControlAction(selector: selector, target: owner), on: owner, sender: view, touch: touch)
            }
        }
        record = touches.history.removeLast()
    }

    /// A pop gesture began: the app's pan on `view` gets nothing.
    mutating func appPanLoses(_ view: ViewID, touch: TouchID, to recognizer: PopGestureRecognizer, record: inout TouchRecord) {
        record.rule = .contentPopTakesAppPan
        record.notes.append(TouchNote(.appPanLost(viewRef(view), to: recognizer), rule: .contentPopTakesAppPan))
        emit(.appPan(.lostToPop(touch, view: viewRef(view), recognizer: recognizer)))
        fire(.appPanTaken, .appPanTaken(view: viewRef(view), recognizer: recognizer, action: views[view.raw].pan?.selector), rule: .contentPopTakesAppPan)
    }
}
