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
        /// One of UIKit's own defences takes the view out of hit-testing for
        /// now (a running transition); the block says which, and its rule
        /// where that comes from.
        case skippedByRule(TransitionInteractionBlock)
    }

    public var view: ViewID
    public var viewClass: ViewClass
    public var label: String?
    public var depth: Int
    /// The point in the view's own coordinates.
    public var localPoint: Point
    public var verdict: Verdict

    /// How the view is named in walks and logs: `UIButton "Reply"`. Built
    /// when read, not for every view a hit test visits.
    public var name: String {
        if let label { return "\(viewClass.rawValue) \"\(label)\"" }
        return viewClass.rawValue
    }

    /// The view as events name it.
    public var viewRef: ViewRef { ViewRef(id: view, viewClass: viewClass, label: label) }

    /// Why UIKit's defence took the view out of the walk, when one did.
    public var transitionBlock: TransitionInteractionBlock? {
        if case .skippedByRule(let block) = verdict { return block }
        return nil
    }

    /// The reason, ending with the rule that decided it when one did.
    public var reason: String {
        rule.map { "\(plainReason) \($0.tag)" } ?? plainReason
    }

    /// The reason without its rule.
    public var plainReason: String {
        switch verdict {
        case .skippedHidden: "skipped: isHidden"
        case .skippedInteractionDisabled: "skipped: isUserInteractionEnabled = NO"
        case .skippedTransparent: "skipped: alpha < 0.01"
        case .skippedOutside: "skipped: point(inside:) = NO at \(localPoint)"
        case .entered: "point(inside:) at \(localPoint), trying subviews front to back"
        case .hit: "hit: no subview took the point"
        case .passedThrough: "passes touches through: returns nil so views beneath get the touch"
        case .skippedByRule(let block): "skipped: \(block.text)"
        }
    }

    /// The rule that took this view out of the walk, if one did.
    public var rule: RuleID? { transitionBlock?.rule }
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
        hitTest(point, keepingWalk: true)
    }

    /// `keepingWalk` false keeps only the steps a rule decided (what
    /// `touchBegan` decides by): a search reads no touch record, and
    /// building each step (its class and label) was a tenth of its time.
    func hitTest(_ point: Point, keepingWalk: Bool) -> HitTestResult {
        // Room for the walks a phone's screens make (6 to 17 views in the
        // demo app): the walk is kept in the touch's record, and a headless
        // run keeps every record, so room for 32 was half of a long run's
        // memory. A deeper walk grows once.
        var walk: [HitTestStep] = []
        if keepingWalk { walk.reserveCapacity(16) }
        let hit = hitTest(window, point - views[window.raw].frame.origin, depth: 0, keepingWalk: keepingWalk, walk: &walk)
        return HitTestResult(point: point, view: hit, walk: walk)
    }

    private func hitTest(_ id: ViewID, _ local: Point, depth: Int, keepingWalk: Bool, walk: inout [HitTestStep]) -> ViewID? {
        // Fields are read in place, not from a copy of the view: every tap
        // walks a few dozen views.
        func step(_ verdict: HitTestStep.Verdict) {
            if !keepingWalk {
                guard case .skippedByRule = verdict else { return }
            }
            walk.append(
                HitTestStep(
                    view: id, viewClass: views[id.raw].viewClass, label: views[id.raw].accessibilityLabel, depth: depth,
                    localPoint: local, verdict: verdict))
        }
        if views[id.raw].isHidden {
            step(.skippedHidden)
            return nil
        }
        if !views[id.raw].isUserInteractionEnabled {
            step(.skippedInteractionDisabled)
            return nil
        }
        if let block = interactionDisabledByTransition(id) {
            step(.skippedByRule(block))
            return nil
        }
        if views[id.raw].alpha < 0.01 {
            step(.skippedTransparent)
            return nil
        }
        if !views[id.raw].frame.boundsContain(local) {
            step(.skippedOutside)
            return nil
        }
        step(.entered)
        for child in views[id.raw].subviews.reversed() {
            let childLocal = local - views[child.raw].frame.origin
            if let hit = hitTest(child, childLocal, depth: depth + 1, keepingWalk: keepingWalk, walk: &walk) { return hit }
        }
        if passesTouchesThrough(id) {
            step(.passedThrough)
            return nil
        }
        step(.hit)
        return id
    }
}

extension World {
    /// UIKit disables interaction for the views a navigation transition
    /// animates, from its start to its completion (rule
    /// transition-disables-interaction); iOS 7 also disables the back button
    /// (rule back-button-disabled-during-transition). On iOS 26 the incoming
    /// screen takes touches at once (rule incoming-screen-interactive).
    /// `allow-interaction-during-transition` turns the screens' part off, as
    /// UINavigationController's own flag does; the back button has its own
    /// flag (enableBackButtonDuringTransition), which the toggle leaves alone.
    func interactionDisabledByTransition(_ id: ViewID) -> TransitionInteractionBlock? {
        // Only the back button and the screens' wrappers are ever disabled:
        // every other view returns before the transition is read, as binding
        // it copied the whole transition for each view a hit test visits.
        let role = views[id.raw].role
        guard role == .backButton || role == .controllerWrapper, let transition = navigation.transition else { return nil }
        let capabilities = profile.capabilities
        // Named only for a view it disables: a hit test asks of every view
        // it visits during a transition, and most are not disabled.
        var running: TransitionInteractionBlock.RunningTransition {
            transition.interactive != nil
                ? .interactivePop : .animated(transition.kind, to: controllers[transition.to.raw].title)
        }
        switch views[id.raw].role {
        case .backButton where capabilities.backDuringTransition == .disabled:
            return .backButton(during: running)
        case .controllerWrapper where !configuration.toggles.allowInteractionDuringTransition:
            guard let root = views[id.raw].subviews.first, let controller = views[root.raw].owner else { return nil }
            guard controller == transition.from || controller == transition.to || transition.removed.contains(controller)
            else { return nil }
            if controller == transition.to && capabilities.incomingScreenInteractive { return nil }
            // A zoomed screen being dismissed keeps taking touches while it
            // settles (rule zoom-dismissal-outgoing-takes-taps).
            if controller == transition.from, transition.kind != .push, controllers[controller.raw].zoom != nil { return nil }
            return .screen(controllers[controller.raw].title, during: running)
        default:
            return nil
        }
    }
}
