public struct TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: TouchID, b: TouchID) -> Bool { a.raw < b.raw }
    public var description: String { "#\(raw)" }
}

public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    case push, pop, popTo, popToRoot
}

/// The edge swipe's interactive pop while the finger is down or releasing.
public struct InteractivePop: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable { case tracking, finishing, cancelling }
    public var phase: Phase
    /// Percent of the transition completed, 0...100, where the finger is (or
    /// was when released).
    public var progress: Int
    /// While tracking under a scripted swipe: the finger reaches
    /// `targetProgress` at `releaseAt`.
    public var targetProgress: Int
    public var trackingStart: Int
    public var releaseAt: Int?
    /// When releasing: the animation back or forward runs from here.
    public var releaseStart: Int = 0
    public var releaseDuration: Int = 0
    /// Which recognizer drives it: the edge pan, iOS 26's content pan, or
    /// a guard's full-screen pan. The log names it as the finger lifts.
    public var recognizer: PopGestureRecognizer = .edge
    /// Driven by the app's own UIPercentDrivenInteractiveTransition
    /// (`interactive: true`), not by a pop gesture's finger.
    public var isAppDriven = false
}

/// A running UINavigationController transition.
public struct NavigationTransition: Hashable, Sendable {
    public var id: Int
    public var kind: TransitionKind
    public var from: ControllerID
    public var to: ControllerID
    /// Controllers leaving the stack (pop, popTo): the last one is `from`.
    public var removed: [ControllerID]
    public var start: Int
    public var duration: Int
    public var animated: Bool
    public var request: NavigationRequest
    public var interactive: InteractivePop?
    /// iOS 7: the first pop after a nested push ends on a black screen.
    public var leavesBlackScreen = false
    /// setViewControllers only: the stack it replaced, for a cancel.
    public var replacedStack: [ControllerID]?

    /// 0...1000 of the way through, at `time`.
    public func permille(at time: Int) -> Int {
        if let interactive {
            switch interactive.phase {
            case .tracking:
                guard let releaseAt = interactive.releaseAt, releaseAt > interactive.trackingStart else {
                    return interactive.progress * 10
                }
                let span = releaseAt - interactive.trackingStart
                let elapsed = min(max(time - interactive.trackingStart, 0), span)
                return (interactive.progress + (interactive.targetProgress - interactive.progress) * elapsed / span) * 10
            case .finishing, .cancelling:
                let target = interactive.phase == .finishing ? 1000 : 0
                guard interactive.releaseDuration > 0 else { return target }
                let elapsed = min(max(time - interactive.releaseStart, 0), interactive.releaseDuration)
                let from = interactive.progress * 10
                return from + (target - from) * elapsed / interactive.releaseDuration
            }
        }
        guard duration > 0 else { return 1000 }
        return min(max(time - start, 0), duration) * 1000 / duration
    }
}

public struct NavigationState: Hashable, Sendable {
    /// The UINavigationController itself.
    public var controller: ControllerID
    /// The root views of stack controllers live in this UINavigationTransitionView.
    public var transitionView: ViewID
    public var stack: [ControllerID] = []
    public var transition: NavigationTransition?
    /// iOS 13+: calls made while a transition runs, waiting for it to end.
    public var deferred: [NavigationRequest] = []
    /// interactivePopGestureRecognizer.isEnabled as UIKit itself would set it.
    public var popGestureState: String = "possible"
    /// iOS 7: how far a nested push has corrupted the navigation controller
    /// (rule ios7-corrupted-bar).
    public var corruption: Corruption?
    /// A swipe at the root began an interactive pop with nothing to pop
    /// (the pop gesture's delegate is nil): UIKit holds every push and pop
    /// until another edge swipe ends it (rule root-pop-gesture-stalls).
    public var isStalledAtRoot = false

    public enum Corruption: String, Hashable, Sendable {
        /// A push landed on the stack while another transition ran; its view
        /// never entered the transition view.
        case nestedPush
        /// The first pop after it left a black screen below the bar; the next
        /// transition crashes.
        case blackScreen
    }

    public var isCorrupted: Bool { corruption != nil }
}

public struct BarAnimation: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case push, pop }
    public var id: Int
    public var kind: Kind
    public var item: ControllerID
    public var start: Int
    public var duration: Int
    /// What the bar showed before: the front end cross-fades from it.
    public var previousTitle: String
    public var previousBackTitle: String?
}

public struct NavigationBarState: Hashable, Sendable {
    public var view: ViewID
    public var backButton: ViewID
    public var titleLabel: ViewID
    /// UINavigationItems, one per controller the bar believes is on the stack.
    public var items: [ControllerID] = []
    public var animation: BarAnimation?
    /// Items the back button already popped (their shouldPop said YES) whose
    /// controller pop has not happened yet: that pop must not ask the bar again.
    public var backButtonPoppedItems: [ControllerID] = []
    /// The entries of the open back-button menu, newest first; nil when closed.
    public var backMenu: [ControllerID]?
    /// The views of the top item's left and right bar button items; nil
    /// when no screen of the app has one.
    public var leftButton: ViewID?
    public var rightButton: ViewID?
}

public enum CardState: String, Hashable, Sendable {
    case expanded, minimized
}

public struct PresentationState: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable { case presenting, shown, dismissing }
    public var presented: ControllerID
    public var presenting: ControllerID
    /// UITransitionView: the full-screen container UIKit adds over the window.
    public var container: ViewID
    public var dimming: ViewID
    public var phase: Phase
    public var card: CardState = .expanded
    public var animationID: Int
    public var request: NavigationRequest
    /// Set while the finger drives the dismissal (phase `.dismissing`).
    public var interactive: InteractiveDismissal?
    /// A system sheet's configuration and detent; nil for a custom card.
    public var sheet: SheetPresentation?
}

public struct ActiveTouch: Hashable, Sendable {
    public var id: TouchID
    public var point: Point
    public var beganAt: Int
    /// The hit-test view.
    public var hitView: ViewID
    /// The view that handles it: the hit view or the first control above it
    /// in the responder chain.
    public var handler: ViewID?
    /// The scroll view holding the touch-down back (delaysContentTouches);
    /// nil once the content has it.
    public var heldBy: ViewID? = nil
    /// The scroll view that took the touch over by scrolling: its end goes
    /// to no content.
    public var scrolledBy: ViewID? = nil
}

public enum TouchDisposition: String, Hashable, Sendable {
    case pending, handled, dropped, queued
}

/// What became of one touch, for the LAST TAP pane and the tap counts.
public struct TouchRecord: Hashable, Sendable {
    public var id: TouchID
    public var point: Point
    public var beganAt: Int
    public var walk: [HitTestStep] = []
    public var hitView: ViewID?
    public var handler: ViewID?
    /// The control's action reached no one: no responder implements it.
    public var actionUnhandled = false
    /// The responder chain from the hit view up to UIApplication.
    public var chain: [ResponderRef] = []
    /// The chain as LAST TAP words it.
    public var chainNames: [String] { chain.map(\.name) }
    public var disposition: TouchDisposition = .pending
    /// The UIKit rule that decided what became of the touch, when one did.
    public var rule: RuleID?
    /// What the handling view showed when the finger landed (the back
    /// button's `‹ Inbox`): its text changes as the bar moves on.
    public var handlerText: String?
    /// The control or label the user saw at the point when the finger
    /// landed: mid-animation it can differ from what hit-testing found.
    public var drawnView: ViewID?
    /// What happened on began, on ended, to its navigation: LAST TAP's lines.
    public var notes: [TouchNote] = []
}

public struct TouchState: Hashable, Sendable {
    public var active: [ActiveTouch] = []
    public var history: [TouchRecord] = []
    public var nextID = 1
    /// The edge swipe's finger, while the interactive pop gesture tracks it.
    public var swipeTouch: TouchID?
    /// Records LAST TAP can show in full. A sandbox (bounded log) keeps
    /// between this many and twice as many records; a headless run keeps
    /// every record but only these with their walk and chain.
    public static let historyLimit = 50
}

public struct AnalyticsCount: Hashable, Sendable {
    public var screen: String
    public var count: Int
}

/// Bookkeeping for the idle detectors.
/// Guard timers that keep arming timers sooner than a frame from their own
/// firing: the last to fire, and how many such fires in a row.
struct SpinningTimer: Hashable, Sendable {
    var tag: String
    var fires: Int
}

struct IdleState: Hashable, Sendable {
    var quiescentSince: Int?
    var checkScheduled = false
    var stuckLockReported = false
    /// Stuck highlights already reported, so each is reported once.
    var reportedHighlights: [ViewID] = []
    /// The bar/stack mismatch already warned about.
    var reportedBarMismatch: String?
    /// The coordinator/stack mismatch already reported.
    var reportedCoordinatorMismatch: String?
}

struct Counters: Hashable, Sendable {
    var request = 1
    var transition = 1
    var animation = 1
}
