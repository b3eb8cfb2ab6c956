/// UIScrollView between the finger and its content: the touch-down held
/// back while the scroll view tells a tap from a scroll (delaysContentTouches)
/// and the content's touch cancelled when a drag starts scrolling
/// (canCancelContentTouches, touchesShouldCancel(in:)). A table view is a
/// scroll view. The model does not move the content (rule
/// scroll-view-cancels-content-touches says so).
extension World {
    /// How long a scroll view holds a touch-down: Apple does not document
    /// it; 150 ms is the figure public write-ups give (rule
    /// scroll-view-delays-content-touches).
    public static let contentTouchDelay = 150
    /// How long a `scroll`'s drag lasts from its first movement to the lift.
    public static let scrollDragDuration = 200

    /// The scroll view the touch lands in: the hit view itself when it is
    /// one, or the nearest scroll view above it.
    func scrollView(under hit: ViewID) -> ViewID? {
        var candidate: ViewID? = hit
        while let current = candidate {
            if views[current.raw].viewClass.isScrollView { return current }
            candidate = views[current.raw].superview
        }
        return nil
    }

    /// The scroll view that holds back a touch-down on `hit`, its content:
    /// the nearest scroll view above it whose delaysContentTouches is on.
    func scrollViewDelayingTouches(on hit: ViewID) -> ViewID? {
        var candidate = views[hit.raw].superview
        while let current = candidate {
            if views[current.raw].viewClass.isScrollView, views[current.raw].delaysContentTouches { return current }
            candidate = views[current.raw].superview
        }
        return nil
    }

    /// Whether a touch-down on the view would be held back by a scroll view.
    public func isHeldByScrollView(_ id: ViewID) -> Bool { scrollViewDelayingTouches(on: id) != nil }

    /// The touch-down is held: the content learns of it when the delay ends
    /// or the finger lifts, whichever is first.
    mutating func holdTouch(_ id: TouchID, by scrollView: ViewID, record: inout TouchRecord) {
        let ref = viewRef(scrollView)
        if let index = touches.active.lastIndex(where: { $0.id == id }) { touches.active[index].heldBy = scrollView }
        record.notes.append(TouchNote(.delayedByScrollView(ref), rule: .scrollViewDelaysContentTouches))
        emit(.scrollView(.delayed(id, scrollView: ref, milliseconds: World.contentTouchDelay)))
        scheduler.schedule(.heldTouchDelivered(id), at: now + World.contentTouchDelay)
    }

    /// The delay ended with the finger still down and not scrolling: the
    /// content gets touchesBegan, a control highlights.
    mutating func deliverHeldTouch(_ id: TouchID) {
        defer { afterStep() }
        guard let index = touches.active.firstIndex(where: { $0.id == id }), touches.active[index].heldBy != nil else { return }
        releaseHeldTouch(at: index)
    }

    /// Hands a held touch-down to the content now (its delay ended, or the
    /// finger lifts first and the began goes just before the end).
    mutating func releaseHeldTouch(at index: Int) {
        let id = touches.active[index].id
        touches.active[index].heldBy = nil
        scheduler.cancel { $0.kind == .heldTouchDelivered(id) }
        guard let handler = touches.active[index].handler else { return }
        setHighlighted(true, handler)
        noteTouch(id, nil, .highlighted(viewRef(handler)))
        emit(.touchHighlighted(id, control: viewRef(handler)))
        if views[handler.raw].menu != nil {
            var none: TouchRecord?
            menuButtonTouchedDown(id, control: handler, record: &none)
        }
    }

    /// A finger held on the point for `milliseconds`, then lifted.
    mutating func press(at point: Point, for milliseconds: Int) {
        let id = touchBegan(at: point)
        scheduleEnd(of: id, at: now + max(0, milliseconds))
        afterStep()
    }

    /// A finger lands on the point, rests `hold` ms, drags `by` cells and
    /// lifts `scrollDragDuration` later. A point in no scroll view touches
    /// nothing: there is nothing to drag.
    mutating func scroll(at point: Point, by distance: Int, holdingFirst hold: Int) {
        let landing = hitTest(point).view
        guard let landing, scrollView(under: landing) != nil else {
            emit(.scrollView(.noScrollView(at: point, landedOn: landing.map { viewRef($0) })))
            afterStep()
            return
        }
        let id = touchBegan(at: point)
        guard crash == nil, touches.active.contains(where: { $0.id == id }) else { return }
        if hold > 0 {
            scheduler.schedule(.scrollDragStarts(id, by: distance), at: now + hold)
            afterStep()
        } else {
            startScrollDrag(id, by: distance)
        }
    }

    /// The finger starts to move: the scroll view takes the touch over and
    /// scrolls, unless the content already tracks it and may keep it.
    mutating func startScrollDrag(_ id: TouchID, by distance: Int) {
        defer { afterStep() }
        guard let index = touches.active.firstIndex(where: { $0.id == id }),
            let scrollView = scrollView(under: touches.active[index].hitView)
        else { return }
        scheduler.schedule(.touchEnded(id), at: now + World.scrollDragDuration)
        let touch = touches.active[index]
        let content = touch.hitView
        let scroller = viewRef(scrollView)
        if content == scrollView {
            // A drag on the scroll view itself: no content to ask.
            touches.active[index].scrolledBy = scrollView
            emit(.scrollView(.scrolled(scrollView: scroller, by: distance)))
            return
        }
        if touch.heldBy != nil {
            // Still within the delay: the content never hears of the touch.
            scheduler.cancel { $0.kind == .heldTouchDelivered(id) }
            touches.active[index].heldBy = nil
            takeOver(index, by: scrollView, delivered: false, distance: distance)
            return
        }
        if !views[scrollView.raw].canCancelContentTouches {
            keep(id, content: content, scrollView: scroller, cause: .cannotCancel)
            return
        }
        if views[content.raw].viewClass.isUIControl {
            keep(id, content: content, scrollView: scroller, cause: .control)
            return
        }
        if let handler = touch.handler { setHighlighted(false, handler) }
        takeOver(index, by: scrollView, delivered: true, distance: distance)
    }

    private mutating func takeOver(_ index: Int, by scrollView: ViewID, delivered: Bool, distance: Int) {
        let touch = touches.active[index]
        touches.active[index].handler = nil
        touches.active[index].scrolledBy = scrollView
        let scroller = viewRef(scrollView)
        let rule: RuleID = delivered ? .scrollViewCancelsContentTouches : .scrollViewDelaysContentTouches
        noteTouch(touch.id, .dropped, .cancelledByScrolling(scroller), rule: rule)
        emit(
            .scrollView(
                .cancelledByScrolling(touch.id, view: viewRef(touch.handler ?? touch.hitView), scrollView: scroller, delivered: delivered)))
        emit(.scrollView(.scrolled(scrollView: scroller, by: distance)))
    }

    private mutating func keep(_ id: TouchID, content: ViewID, scrollView: ViewRef, cause: ScrollViewTouchEvent.KeptCause) {
        let event = ScrollViewTouchEvent.keptByContent(id, view: viewRef(content), scrollView: scrollView, cause: cause)
        noteTouch(id, nil, .keptDuringScroll(viewRef(content), cause: cause), rule: event.rule)
        emit(.scrollView(event))
    }
}
