/// Why the interactive pop gesture did not begin.
public enum SwipeRefusal: Hashable, Sendable {
    /// Who set the recognizer's isEnabled = NO.
    public enum Disabler: Hashable, Sendable {
        /// The sandbox's toggle for that recognizer (pop-gesture, or
        /// content-pop-gesture for iOS 26's).
        case toggle
        /// The guard strategy (its id).
        case strategy(String)
    }

    /// The touch hit-tests outside the navigation controller's view (to
    /// `landedOn`, nil for nothing): the recognizer never sees it.
    case outsideNavigationView(landedOn: ViewRef?, recognizer: PopGestureRecognizer)
    /// Before iOS 26 only the edge pan pops; the swipe starts `distance`
    /// cells from the edge, on `view`.
    case notFromEdge(distance: Int, view: ViewRef)
    case recognizerDisabled(PopGestureRecognizer, by: Disabler)
    /// gestureRecognizerShouldBegin answered NO (the strategy's id, and
    /// the check that refused, in the guard's words, where it named one).
    case shouldBeginAnsweredNo(strategy: String, check: GuardCheck? = nil)
    /// The root view controller is on top: nothing to pop.
    case rootOnTop
    /// iOS 26: the swipe interrupted a transition that left nothing to pop.
    case interruptionLeftNothingToPop
    /// A transition is running: UIKit's gesture does not begin.
    case transitionRunning
    /// iOS 26: the drag starts on a horizontal scroll view, which scrolls;
    /// the content pop does not begin (rule content-pop-over-scroll-views).
    case horizontalScrollView(ViewRef)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .outsideNavigationView: "outside-navigation-view"
        case .notFromEdge: "not-from-edge"
        case .recognizerDisabled: "recognizer-disabled"
        case .shouldBeginAnsweredNo: "should-begin-answered-no"
        case .rootOnTop: "root-on-top"
        case .interruptionLeftNothingToPop: "interruption-left-nothing-to-pop"
        case .transitionRunning: "transition-running"
        case .horizontalScrollView: "horizontal-scroll-view"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .outsideNavigationView(let landed, let recognizer):
            "the swipe's touch hit-tests to \(landed?.name ?? "nothing"), outside the navigation controller's view: \(recognizer.rawValue) never sees it"
        case .notFromEdge(let distance, let view):
            "the swipe starts \(distance) cells from the left edge: only the edge pan can pop before iOS 26; \(view.name) gets the drag (its own pan, if it has one)"
        case .recognizerDisabled(let recognizer, let disabler):
            "\(recognizer.rawValue) is disabled (\(disabler.text(for: recognizer))): the swipe does nothing"
        case .shouldBeginAnsweredNo(let strategy, nil): "gestureRecognizerShouldBegin answered NO (\(strategy))"
        case .shouldBeginAnsweredNo(let strategy, let check?): "gestureRecognizerShouldBegin answered NO (\(strategy): \(check.text))"
        case .rootOnTop: "swipe: the root view controller is on top, the gesture fails"
        case .interruptionLeftNothingToPop: "the interrupted transition left nothing to pop"
        case .transitionRunning: "swipe: a transition is running, UIKit's gesture does not begin"
        case .horizontalScrollView(let view):
            "\(view.name) scrolls horizontally and keeps the drag: the content pop does not begin (only the edge swipe pops over it)"
        }
    }
}

/// Which of a guard's checks answered NO: what it read, and why, in the
/// guard's own words — FDFullscreenPopGesture's gate refuses at the root
/// and while the controller transitions, and a user stuck behind it needs
/// to know which.
public struct GuardCheck: Hashable, Sendable {
    /// `_isTransitioning`, `viewControllers.count`.
    public var flag: String?
    /// `the navigation controller is transitioning`.
    public var reason: String

    public init(flag: String?, reason: String) {
        self.flag = flag
        self.reason = reason
    }

    /// From a guard's NO; nil when it gave no reason.
    public init?(_ answer: GuardAnswer) {
        guard let reason = answer.reason, !reason.isEmpty else { return nil }
        self.init(flag: answer.flag, reason: reason)
    }

    /// `_isTransitioning: the navigation controller is transitioning`.
    public var text: String { flag.map { "\($0): \(reason)" } ?? reason }
}

extension SwipeRefusal.Disabler {
    /// `the pop-gesture toggle is off`, `block-all disabled it`: each
    /// recognizer has its toggle (content-pop-gesture for iOS 26's).
    public func text(for recognizer: PopGestureRecognizer) -> String {
        switch self {
        case .toggle: "the \(recognizer == .content ? ToggleID.contentPopGesture : ToggleID.popGesture) toggle is off"
        case .strategy(let id): "\(id) disabled it"
        }
    }
}
