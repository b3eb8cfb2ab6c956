extension World {
    /// Creates a view (not yet in any hierarchy) and returns its id.
    @discardableResult
    mutating func makeView(
        _ viewClass: ViewClass, role: ViewRole = .content, label: String? = nil, text: String? = nil,
        frame: Rect, in superview: ViewID? = nil, configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        let id = ViewID(views.count)
        views.append(View(id: id, viewClass: viewClass, role: role, label: label, text: text, frame: frame, configure: configure))
        if let superview { addSubview(id, to: superview) }
        return id
    }

    mutating func addSubview(_ child: ViewID, to parent: ViewID) {
        removeFromSuperview(child)
        views[child.raw].superview = parent
        views[parent.raw].subviews.append(child)
    }

    /// Inserts below `sibling` in z-order (UIKit's insertSubview(_:belowSubview:)).
    mutating func insertSubview(_ child: ViewID, below sibling: ViewID, in parent: ViewID) {
        removeFromSuperview(child)
        views[child.raw].superview = parent
        let index = views[parent.raw].subviews.firstIndex(of: sibling) ?? 0
        views[parent.raw].subviews.insert(child, at: index)
    }

    mutating func removeFromSuperview(_ child: ViewID) {
        guard let parent = views[child.raw].superview else { return }
        views[parent.raw].subviews.removeAll { $0 == child }
        views[child.raw].superview = nil
    }

    /// Moves a view's model frame at once and animates its drawing from
    /// `from` (or from where it is drawn now) over `duration`.
    mutating func animateFrame(of id: ViewID, to target: Rect, from: Rect? = nil, duration: Int) {
        let start = from ?? presentationFrame(of: id)
        views[id.raw].frame = target
        views[id.raw].animation = duration > 0 ? FrameAnimation(from: start, start: now, duration: duration) : nil
    }

    mutating func setFrame(of id: ViewID, _ frame: Rect) {
        views[id.raw].frame = frame
        views[id.raw].animation = nil
    }

    // MARK: Reading the tree

    public func superviews(of id: ViewID) -> [ViewID] {
        var chain: [ViewID] = []
        var current = views[id.raw].superview
        while let c = current {
            chain.append(c)
            current = views[c.raw].superview
        }
        return chain
    }

    /// In the window's hierarchy: UIKit's `view.window != nil`.
    public func isInWindow(_ id: ViewID) -> Bool {
        if id == window { return true }
        // Up to the topmost superview without collecting the chain: every
        // step with a finger down asks this of each touch's view.
        var top = id
        while let superview = views[top.raw].superview { top = superview }
        return top == window
    }

    /// The model frame (what hit-testing uses) in window coordinates.
    public func windowFrame(of id: ViewID) -> Rect {
        var frame = views[id.raw].frame
        for ancestor in superviews(of: id) where ancestor != window {
            frame = frame.offsetBy(dx: views[ancestor.raw].frame.x, dy: views[ancestor.raw].frame.y)
        }
        return frame
    }

    /// Where the view is drawn now (the presentation layer), in its
    /// superview's coordinates.
    @inline(__always)
    public func presentationFrame(of id: ViewID, at time: Int? = nil) -> Rect {
        ScenePlacement(self).presentationFrame(of: id, at: time ?? now)
    }

    /// Where an interactive pop draws the two screens' wrappers: the
    /// outgoing one follows the finger, the one beneath slides back from the
    /// parallax. Nil for every other view.
    public func interactivePopOffset(of id: ViewID, at time: Int) -> Int? {
        ScenePlacement(self).interactivePopOffset(of: id, at: time)
    }

    /// Where the view is drawn now, in window coordinates: what the front end
    /// draws, which differs from `windowFrame` while an animation runs.
    public func windowPresentationFrame(of id: ViewID, at time: Int? = nil) -> Rect {
        var frame = presentationFrame(of: id, at: time)
        // Up the superviews without collecting them: the runner asks this of
        // the back button after every step.
        var ancestor = views[id.raw].superview
        while let current = ancestor {
            if current != window {
                let origin = presentationFrame(of: current, at: time)
                frame = frame.offsetBy(dx: origin.x, dy: origin.y)
            }
            ancestor = views[current.raw].superview
        }
        return frame
    }

    /// Whether the view would be seen: in the window, not hidden, not
    /// transparent, with no hidden ancestor.
    public func isVisible(_ id: ViewID) -> Bool {
        // One climb, no arrays: false at a hidden or transparent view, else
        // whether the climb ended at the window (isInWindow).
        var current = id
        while true {
            if views[current.raw].isHidden || views[current.raw].alpha < 0.01 { return false }
            guard let parent = views[current.raw].superview else { return current == window }
            current = parent
        }
    }

    /// Every view in the window, back to front (drawing order).
    public func viewsInDrawingOrder() -> [ViewID] {
        var order: [ViewID] = []
        forEachViewInWindow { order.append($0.id); return true }
        return order
    }

    /// Visits every visible view in the window, back to front, with where it
    /// is drawn now in window coordinates (`windowPresentationFrame`): one
    /// walk that carries its ancestors' positions down, instead of a climb
    /// to the window per view. Hidden or transparent subtrees are skipped.
    public func forEachVisibleViewInWindow(_ body: (View, Rect) -> Void) {
        var pending: [(ViewID, Point)] = [(window, Point(x: 0, y: 0))]
        pending.reserveCapacity(32)
        while let (id, origin) = pending.popLast() {
            guard !views[id.raw].isHidden, views[id.raw].alpha >= 0.01 else { continue }
            var frame = presentationFrame(of: id)
            if id == window {
                frame.x = 0
                frame.y = 0
            } else {
                frame = frame.offsetBy(dx: origin.x, dy: origin.y)
            }
            body(views[id.raw], frame)
            let childOrigin = id == window ? Point(x: 0, y: 0) : frame.origin
            let subviews = views[id.raw].subviews
            var index = subviews.count
            while index > 0 {
                index -= 1
                pending.append((subviews[index], childOrigin))
            }
        }
    }

    /// The topmost control or text the user sees at `point` (drawn frames,
    /// not the model): what they meant to tap.
    public func drawnView(at point: Point) -> ViewID? {
        var found: ViewID?
        // The phone scene's walk, front to back: the same views with the same
        // drawn frames, and the first that matches is the topmost. Fields are
        // read in place, not from a copy of the view: every tap records this.
        // The closure reads the views it is handed, nothing it captures: one
        // that read `self` made the optimizer copy the whole world at every
        // view it visited, and one that captured the views retained them.
        PhoneScene.walkFrontToBack(self) { drawn, views in
            // What the eye meets there: a control, a text, or a view that
            // paints its frame over them (a card over the screen beneath).
            let id = drawn.id
            guard views[id.raw].viewClass != .window, drawn.frame.contains(point) else { return false }
            if views[id.raw].isControl || views[id.raw].text != nil
                || PhoneScene.paintsItsFrame(
                    views[id.raw].viewClass, role: views[id.raw].role, background: views[id.raw].background)
            {
                found = id
                return true
            }
            return false
        }
        return found
    }

    /// Visits the views in the window, back to front, until `body` returns
    /// false. Only what is on the phone is visited: views of screens that
    /// left the stack cost nothing, however many a long session made.
    public func forEachViewInWindow(_ body: (View) -> Bool) {
        var pending = [window]
        while let id = pending.popLast() {
            let view = views[id.raw]
            guard body(view) else { return }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The topmost visible view with this accessibility label, the way a
    /// script or a key finds "the button labelled Reply".
    public func topmostVisibleView(labelled label: String) -> ViewID? {
        viewsInDrawingOrder().last { views[$0.raw].accessibilityLabel == label && isVisible($0) }
    }

    /// The controller whose root view contains this view, if any.
    public func owningController(of id: ViewID) -> ControllerID? {
        for v in [id] + superviews(of: id) {
            if let owner = views[v.raw].owner { return owner }
        }
        return nil
    }

    /// Effective exclusive touch: the view's own flag, the toggle, or the
    /// strategy asking for it.
    public func isExclusiveTouch(_ id: ViewID) -> Bool {
        views[id.raw].isExclusiveTouch || configuration.toggles.exclusiveTouch
            || guardStack.wantsExclusiveTouch
    }

    /// Effective pass-through: the view's own flag, or the presentation
    /// container under the toggle or a strategy that turns it on.
    public func passesTouchesThrough(_ id: ViewID) -> Bool {
        let view = views[id.raw]
        if view.passesTouchesThrough { return true }
        return view.role == .presentationContainer
            && (configuration.toggles.passThrough || guardStack.wantsPassThrough)
    }
}

extension World {
    /// Where a finger lands to tap the view labelled `label`: the centre of
    /// the visible part of the topmost one, where the phone scene draws it now
    /// (the user taps what they see; hit-testing then uses the model).
    public func tapPoint(forLabel label: String) -> Point? {
        var found: Rect?
        forEachDrawnView { drawn in
            if drawn.visible.width > 0, drawn.visible.height > 0, views[drawn.id.raw].accessibilityLabel == label {
                found = drawn.visible
            }
        }
        return found?.center
    }

    /// The centre of the part of `frame` that is on the phone; nil when none is.
    public func onPhoneCentre(of frame: Rect) -> Point? {
        let x = max(frame.x, 0)
        let y = max(frame.y, 0)
        let maxX = min(frame.x + frame.width, Phone.width)
        let maxY = min(frame.y + frame.height, Phone.height)
        guard maxX > x, maxY > y else { return nil }
        return Rect(x: x, y: y, width: maxX - x, height: maxY - y).center
    }

    /// Where the navigation bar's back button is drawn, if it shows.
    public var backButtonPoint: Point? {
        isVisible(bar.backButton) ? windowPresentationFrame(of: bar.backButton).center : nil
    }
}
