/// Interactive transitions an app drives itself: a push, pop or
/// setViewControllers whose navigation delegate returns a
/// UIPercentDrivenInteractiveTransition (`interactive: true` in an app
/// file). The app calls update(_:), then finish() or cancel(); the rest
/// animates from where it stood (rule app-driven-interactive-transition).
extension World {
    /// One step of the app's interaction controller.
    public enum InteractionStep: Hashable, Sendable {
        case update(percent: Int)
        case finish
        case cancel

        /// As a script writes it.
        public var word: String {
            switch self {
            case .update: "interaction-update"
            case .finish: "interaction-finish"
            case .cancel: "interaction-cancel"
            }
        }
    }

    /// The app-driven transition tracking now, if one is.
    public var isDrivingInteraction: Bool {
        navigation.transition?.interactive.map { $0.isAppDriven && $0.phase == .tracking } ?? false
    }

    mutating func driveInteraction(_ step: InteractionStep) {
        defer { afterStep() }
        guard var transition = navigation.transition, var interactive = transition.interactive, interactive.isAppDriven,
            interactive.phase == .tracking
        else {
            emit(.appInteraction(.nothingToDrive(step: step.word)))
            return
        }
        switch step {
        case .update(let percent):
            interactive.progress = min(max(percent, 0), 100)
            interactive.targetProgress = interactive.progress
            interactive.trackingStart = now
            interactive.releaseAt = nil
            transition.interactive = interactive
            navigation.transition = transition
            emit(.appInteraction(.updated(percent: interactive.progress)))
        case .finish, .cancel:
            let finish = step == .finish
            let progress = releaseInteractiveTransition(finish: finish)
            emit(.appInteraction(.released(progress: progress, finish: finish)))
        }
    }

    /// The interaction the app's call starts, tracking from 0 %.
    static func appDrivenInteraction(at time: Int) -> InteractivePop {
        var interactive = InteractivePop(phase: .tracking, progress: 0, targetProgress: 0, trackingStart: time, releaseAt: nil)
        interactive.isAppDriven = true
        return interactive
    }

    /// A cancelled push or setViewControllers the app drove. A push leaves
    /// the stack as it was, the pushed screen's appearance unwinding (rule
    /// cancelled-push-lifecycle). A setViewControllers that brought a new
    /// top leaves the old stack with the new top still on it, one more than
    /// before, while the old top shows (rule
    /// cancelled-interactive-set-stack-keeps-both, rdar 14794181); one
    /// whose new top was already in the stack goes back to the old stack.
    mutating func cancelAppDrivenTransition(_ transition: NavigationTransition) {
        scheduler.cancel { $0.kind == .transitionEnded(transition: transition.id) }
        navigation.transition = nil
        var restored = true
        if let previous = transition.replacedStack {
            if previous.contains(transition.to) {
                navigation.stack = previous
            } else {
                navigation.stack = previous + [transition.to]
                restored = false
            }
            for controller in navigation.stack { controllers[controller.raw].parent = navigation.controller }
            bar.items = previous
        } else {
            navigation.stack.removeAll { $0 == transition.to }
            controllers[transition.to.raw].parent = nil
            bar.items.removeAll { $0 == transition.to }
        }
        bar.animation = nil
        refreshBarViews()
        if let fromContainer = screenContainer(of: transition.from) { setFrame(of: fromContainer, Phone.screenRootFrame) }
        removeScreen(of: transition.to)
        emit(
            .appInteraction(
                .cancelled(
                    kind: transition.kind, screen: screenRef(transition.from), stack: navigation.stack.map { screenRef($0) },
                    restored: restored)))
        endCancelledTransition(transition)
    }
}
