/// Every failure the simulated UIKit can produce and every detector the
/// sandbox runs. The raw values are a contract: scripts and tests name them.
public enum ViolationID: String, Hashable, Sendable, CaseIterable, Comparable {
    case nestedPush = "nested-push"
    case cantAddSelfAsSubview = "cant-add-self-as-subview"
    case sameInstancePush = "same-instance-push"
    case duplicateViewControllers = "duplicate-view-controllers"
    case frozenUI = "frozen-ui"
    case doublePopCrash = "double-pop-crash"
    case presentWhilePresenting = "present-while-presenting"
    case presentNotInWindow = "present-not-in-window"
    case dismissDuringTransition = "dismiss-during-transition"
    case doublePush = "double-push"
    case stuckLock = "stuck-lock"
    case lostNavigation = "lost-navigation"
    case swallowedTap = "swallowed-tap"
    case stuckHighlight = "stuck-highlight"
    case rootSwipeFreeze = "root-swipe-freeze"
    case doublePop = "double-pop"
    case appPanTaken = "app-pan-taken"
    case coordinatorOutOfStep = "coordinator-out-of-step"
    case guardRecursion = "guard-recursion"
    case mainThreadHang = "main-thread-hang"

    public enum Category: String, Sendable {
        /// The simulated app terminates.
        case crash
        /// UIKit misbehaves or refuses the call and says so in the console.
        case failure
        /// The sandbox notices a symptom users would report.
        case detector
    }

    public var category: Category {
        switch self {
        case .cantAddSelfAsSubview, .sameInstancePush, .duplicateViewControllers, .doublePopCrash, .guardRecursion,
            .mainThreadHang:
            .crash
        case .nestedPush, .frozenUI, .presentWhilePresenting, .presentNotInWindow, .dismissDuringTransition:
            .failure
        case .doublePush, .stuckLock, .lostNavigation, .swallowedTap, .stuckHighlight, .rootSwipeFreeze, .doublePop, .appPanTaken,
            .coordinatorOutOfStep:
            .detector
        }
    }

    public var summary: String {
        switch self {
        case .nestedPush:
            "iOS 7: a push while a transition animates; its view never shows and the navigation controller is corrupt"
        case .cantAddSelfAsSubview:
            "iOS 7: after a nested push, the second back crashes with \"Can't add self as subview\""
        case .sameInstancePush:
            "crash: pushing a view controller instance that is already in the stack"
        case .duplicateViewControllers:
            "crash: setViewControllers with the same view controller instance twice in the list"
        case .frozenUI:
            "iOS 7: a pop while a push animates leaves the UI unresponsive (unbalanced appearance calls)"
        case .doublePopCrash:
            "iOS 7: a second animated pop while one animates crashes"
        case .presentWhilePresenting:
            "present while a presentation exists or runs: UIKit refuses it with a warning"
        case .presentNotInWindow:
            "present from a controller whose view is not in the window: refused with a warning"
        case .dismissDuringTransition:
            "dismiss while a presentation or dismissal runs: refused with a warning"
        case .doublePush:
            "two screens for the same model item are adjacent in the stack (a double push)"
        case .stuckLock:
            "interaction still ignored or blocked 1 s after the world went idle"
        case .lostNavigation:
            "a navigation marked must-complete was dropped or can never run"
        case .swallowedTap:
            "a tap landed on the transparent presentation container and went nowhere"
        case .stuckHighlight:
            "a visible control is left highlighted when the world is idle"
        case .doublePop:
            "iOS 8+: a second tap on back while the first pop runs is held and then pops a second screen: one intent, two levels"
        case .guardRecursion:
            "crash: a guard's calls re-enter its hooks without end (on a device, a stack overflow: EXC_BAD_ACCESS)"
        case .mainThreadHang:
            "crash: the main thread never gets back to the run loop, so the watchdog ends the app (0x8badf00d)"
        case .rootSwipeFreeze:
            "a swipe at the root began a pop with nothing to pop (the pop gesture's delegate nil, or a full-screen pan without a root check): taps highlight but pushes do not happen"
        case .appPanTaken:
            "iOS 26: a drag on a view with its own pan was taken by the back swipe: the app's gesture never fired"
        case .coordinatorOutOfStep:
            "a coordinator's own list of its screens differs from the navigation stack once the world is idle"
        }
    }

    /// Ids that were once violations, with what to use instead, so a script
    /// naming one gets a clear message rather than a bare "unknown id".
    public static let retired: [String: String] = [
        "deprecated-api":
            "an id from `navsandbox list failures`: the deprecation of begin/endIgnoringInteractionEvents is a compile-time warning, not a violation; to check for it, `expect log contains \"deprecated since iOS 13\"`"
    ]

    public static func < (a: ViolationID, b: ViolationID) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The simulated app's termination: the process itself never crashes.
public struct Crash: Hashable, Sendable {
    public var violation: ViolationID
    public var exception: String
    public var message: String
    /// The short chain of calls that led there, outermost first.
    public var callStack: [String]
    public var time: Int
}
