/// The ids of the UIKit rules the model follows. Ids are a contract: log
/// lines, the JSON output, `navsandbox list rules` and docs/model.md name them.
public enum RuleID: String, Hashable, Sendable, CaseIterable, Comparable {
    // Hit-testing and touch delivery
    case hitTestOrder = "hit-test-order"
    case modelLayerHitTesting = "model-layer-hit-testing"
    case ignoreCounter = "ignore-counter"
    case trackedTouchDelivered = "tracked-touch-delivered"
    case removalCancelsTouch = "removal-cancels-touch"
    case exclusiveTouch = "exclusive-touch"
    case multipleTouch = "multiple-touch"
    case undeliveredEndStrandsHighlight = "undelivered-end-strands-highlight"
    case containerTakesTouches = "container-takes-touches"
    case responderChain = "responder-chain"
    case viewHierarchy = "view-hierarchy"

    // UIKit's own defences during transitions
    case transitionDisablesInteraction = "transition-disables-interaction"
    case backButtonDisabledDuringTransition = "back-button-disabled-during-transition"
    case backButtonPopDeferred = "back-button-pop-deferred"
    case presentationIgnoresEvents = "presentation-ignores-events"
    case interactiveDismissalTakesEvents = "interactive-dismissal-takes-events"
    case gestureObeysHitTesting = "gesture-obeys-hit-testing"
    case popGestureFromEdge = "pop-gesture-from-edge"
    case popGestureWaitsForTransition = "pop-gesture-waits-for-transition"
    case replacedDelegateSwipeDuringTransitionFreezes = "replaced-delegate-swipe-during-transition-freezes"
    case navigationCallDeferred = "navigation-call-deferred"
    case presentWaitsForTransition = "present-waits-for-transition"
    case rootPopGestureStalls = "root-pop-gesture-stalls"
    case busyMainThreadQueuesEvents = "busy-main-thread-queues-events"
    case fullScreenPanDrivesPop = "full-screen-pan-drives-pop"

    // iOS 26's interruptible transitions
    case backButtonInterrupts = "back-button-interrupts"
    case incomingScreenInteractive = "incoming-screen-interactive"
    case contentPopGesture = "content-pop-gesture"
    case contentPopSeparateFromEdge = "content-pop-separate-from-edge"
    case contentPopTakesAppPan = "content-pop-takes-app-pan"
    case appPanWinsAwayFromEdge = "app-pan-wins-away-from-edge"
    case contentPopOverScrollViews = "content-pop-over-scroll-views"
    case swipeInterrupts = "swipe-interrupts"

    // Tab bars
    case tabStacksIndependent = "tab-stacks-independent"
    case tabReselectPopsToRoot = "tab-reselect-pops-to-root"
    case tabShouldSelectGatesTap = "tab-should-select-gates-tap"
    case tabBarOutsideNavigationTransition = "tab-bar-outside-navigation-transition"
    case tabSwitchCompletesTransition = "tab-switch-completes-transition"
    case tabHiddenStackChangesAtOnce = "tab-hidden-stack-changes-at-once"

    // Interactive transitions an app drives
    case appDrivenInteractiveTransition = "app-driven-interactive-transition"
    case cancelledPushLifecycle = "cancelled-push-lifecycle"
    case cancelledInteractiveSetStackKeepsBoth = "cancelled-interactive-set-stack-keeps-both"

    // Zoom transitions
    case zoomTransition = "zoom-transition"
    case zoomInteractiveDismissal = "zoom-interactive-dismissal"
    case zoomDismissShouldBegin = "zoom-dismiss-should-begin"
    case zoomDismissalOutgoingTakesTaps = "zoom-dismissal-outgoing-takes-taps"

    // Button menus
    case buttonMenuPrimaryAction = "button-menu-primary-action"
    case buttonMenuLongPress = "button-menu-long-press"
    case menuOutsideTouchOnlyDismisses = "menu-outside-touch-only-dismisses"

    // What UIKit refuses, and how it fails
    case sameInstancePush = "same-instance-push"
    case presentWhilePresenting = "present-while-presenting"
    case presentNotInWindow = "present-not-in-window"
    case dismissDuringTransition = "dismiss-during-transition"
    case popReleasesCaller = "pop-releases-caller"

    // setViewControllers(_:animated:)
    case setViewControllersTransition = "set-view-controllers-transition"
    case setViewControllersSameTop = "set-view-controllers-same-top"
    case setViewControllersDeferred = "set-view-controllers-deferred"
    case setViewControllersDistinct = "set-view-controllers-distinct"

    // iOS 7, which had no protection
    case ios7NestedPush = "ios7-nested-push"
    case ios7CorruptedBar = "ios7-corrupted-bar"
    case ios7DoublePopCrash = "ios7-double-pop-crash"
    case ios7PopDuringPushFreezes = "ios7-pop-during-push-freezes"
    case ios7SwipeDuringPushFreezes = "ios7-swipe-during-push-freezes"

    // Lifecycle and the bar
    case lifecycleOrder = "lifecycle-order"
    case cancelledPopLifecycle = "cancelled-pop-lifecycle"
    case cancelledDismissalLifecycle = "cancelled-dismissal-lifecycle"
    case barAnimatesWithTransition = "bar-animates-with-transition"
    case backButtonTitle = "back-button-title"
    case backButtonMenu = "back-button-menu"
    case ignoringEventsDeprecated = "ignoring-events-deprecated"
    case barButtonItems = "bar-button-items"
    // Navigation calls during a presentation, by kind of presentation
    case alertTransitionDropsNavigationCall = "alert-transition-drops-navigation-call"
    case nonAnimatedCallRunsDuringPresentation = "non-animated-call-runs-during-presentation"
    case alertActionDismissesAlert = "alert-action-dismisses-alert"
    case alertDismissedByItsButtons = "alert-dismissed-by-its-buttons"

    // System sheets (UISheetPresentationController, iOS 15+)
    case sheetDetents = "sheet-detents"
    case sheetUndimmedDetent = "sheet-undimmed-detent"
    case modalInPresentation = "modal-in-presentation"
    case sheetRequiresIOS15 = "sheet-requires-ios15"

    // Scroll views and their content's touches
    case scrollViewDelaysContentTouches = "scroll-view-delays-content-touches"
    case scrollViewCancelsContentTouches = "scroll-view-cancels-content-touches"
    case controlTouchesNotCancelled = "control-touches-not-cancelled"

    // The run loop, and what ends an app that never returns to it
    case guardRecursionOverflowsStack = "guard-recursion-overflows-stack"
    case watchdogEndsHungApp = "watchdog-ends-hung-app"
    case runLoopTurnTakesTime = "run-loop-turn-takes-time"

    // What an app's own overrides see
    case sendEventPrecedesGestures = "send-event-precedes-gestures"
    case transitionCoordinatorCoversPresentations = "transition-coordinator-covers-presentations"
    case sendActionPerTarget = "send-action-per-target"

    public var rule: UIKitRule { UIKitRules.rule(self) }

    public static func < (a: RuleID, b: RuleID) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// How a decision names its rule at the end of a log line.
    public var tag: String { "(rule \(rawValue))" }
}
