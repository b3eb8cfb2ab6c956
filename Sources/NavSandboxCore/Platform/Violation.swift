/// Every failure the simulated UIKit can produce and every detector the
/// sandbox runs. The raw values are a contract: scripts and tests name them.
public enum ViolationID: String, Hashable, Sendable, CaseIterable, Comparable {
    case nestedPush = "nested-push"
    case cantAddSelfAsSubview = "cant-add-self-as-subview"
    case sameInstancePush = "same-instance-push"
    case frozenUI = "frozen-ui"
    case doublePopCrash = "double-pop-crash"
    case presentWhilePresenting = "present-while-presenting"
    case presentNotInWindow = "present-not-in-window"
    case dismissDuringTransition = "dismiss-during-transition"
    case deprecatedAPI = "deprecated-api"
    case doublePush = "double-push"
    case stuckLock = "stuck-lock"
    case lostNavigation = "lost-navigation"
    case swallowedTap = "swallowed-tap"
    case stuckHighlight = "stuck-highlight"

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
        case .cantAddSelfAsSubview, .sameInstancePush, .doublePopCrash: .crash
        case .nestedPush, .frozenUI, .presentWhilePresenting, .presentNotInWindow, .dismissDuringTransition,
            .deprecatedAPI:
            .failure
        case .doublePush, .stuckLock, .lostNavigation, .swallowedTap, .stuckHighlight: .detector
        }
    }

    public var summary: String {
        switch self {
        case .nestedPush:
            "iOS 7: a push while a push animates; the bar's items fall out of step with the stack"
        case .cantAddSelfAsSubview:
            "iOS 7: the transition after a nested push crashes with \"Can't add self as subview\""
        case .sameInstancePush:
            "crash: pushing a view controller instance that is already in the stack"
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
        case .deprecatedAPI:
            "iOS 13+: begin/endIgnoringInteractionEvents is deprecated (it still works)"
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
        }
    }

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
