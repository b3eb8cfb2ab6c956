/// One view visited by a hit test, and what the test decided there.
public struct HitTestStep: Hashable, Sendable {
    public enum Verdict: Hashable, Sendable {
        case skippedHidden
        case skippedInteractionDisabled
        case skippedTransparent
        case skippedOutside
        /// Inside and eligible: its subviews are tried, front to back.
        case entered
        /// No subview took the point, so the view itself is the hit.
        case hit
        /// Seed 004's pass-through container: it would be the hit, returns nil.
        case passedThrough
    }

    public var view: ViewID
    public var name: String
    public var depth: Int
    /// The point in the view's own coordinates.
    public var localPoint: Point
    public var verdict: Verdict

    public var reason: String {
        switch verdict {
        case .skippedHidden: "skipped: isHidden"
        case .skippedInteractionDisabled: "skipped: isUserInteractionEnabled = NO"
        case .skippedTransparent: "skipped: alpha < 0.01"
        case .skippedOutside: "skipped: point(inside:) = NO at \(localPoint)"
        case .entered: "point(inside:) at \(localPoint), trying subviews front to back"
        case .hit: "hit: no subview took the point"
        case .passedThrough: "passes touches through: returns nil so views beneath get the touch"
        }
    }
}

public struct HitTestResult: Hashable, Sendable {
    public var point: Point
    public var view: ViewID?
    public var walk: [HitTestStep]
}

extension World {
    /// UIWindow's hitTest(_:with:) on the model layer: hidden, interaction
    /// disabled or nearly transparent views and points outside the bounds
    /// return nil; otherwise subviews are asked in reverse order; otherwise the
    /// view itself. Every visited view is recorded for teaching.
    public func hitTest(_ point: Point) -> HitTestResult {
        var walk: [HitTestStep] = []
        let hit = hitTest(window, point - views[window.raw].frame.origin, depth: 0, walk: &walk)
        return HitTestResult(point: point, view: hit, walk: walk)
    }

    private func hitTest(_ id: ViewID, _ local: Point, depth: Int, walk: inout [HitTestStep]) -> ViewID? {
        let view = views[id.raw]
        func step(_ verdict: HitTestStep.Verdict) {
            walk.append(HitTestStep(view: id, name: view.debugName, depth: depth, localPoint: local, verdict: verdict))
        }
        if view.isHidden {
            step(.skippedHidden)
            return nil
        }
        if !view.isUserInteractionEnabled {
            step(.skippedInteractionDisabled)
            return nil
        }
        if view.alpha < 0.01 {
            step(.skippedTransparent)
            return nil
        }
        if !view.frame.boundsContain(local) {
            step(.skippedOutside)
            return nil
        }
        step(.entered)
        for child in view.subviews.reversed() {
            let childLocal = local - views[child.raw].frame.origin
            if let hit = hitTest(child, childLocal, depth: depth + 1, walk: &walk) { return hit }
        }
        if passesTouchesThrough(id) {
            step(.passedThrough)
            return nil
        }
        step(.hit)
        return id
    }
}
