/// What a `warning` event warns of, as data: the renderer words it, a script
/// matches its `cause`.
public enum WarningNote: Hashable, Sendable {
    /// A call made while the navigation controller is stuck mid-transition.
    case callWhileFrozen(NavigationCall)
    /// The idle check found the bar's items and the stack disagreeing.
    case barOutOfStep(bar: [String], stack: [String])
    /// `navigationBar(_:shouldPop:)` said NO to a pop that went ahead.
    case barKeepsItems(shows: String?, top: ScreenRef)
    /// iOS 7: a push nested in a running transition.
    case nestedPushNeverEntersView(pushed: ScreenRef, onScreen: ScreenRef)
    /// UIKit's own console message when a transition ends in a corrupted state.
    case unexpectedTransitionState
    /// iOS 7: the transition view lost the incoming screen's view.
    case blackScreen(ScreenRef)
    case endIgnoringWithoutBegin(caller: String)
    /// `settle` gave up after `limit` ms of virtual time.
    case didNotSettle(limit: Int)
    /// UIKit's console line when a navigation call meets a transition that
    /// conflicts with navigation transitions (an alert's): the call is dropped.
    case navigationStackNotUpdated(NavigationCall)
    /// A guard timer re-armed itself faster than a frame `fires` times with
    /// no input between: stopped, so the sandbox does not spin.
    case guardTimerStopped(timer: String, fires: Int)

    /// The `cause` a script's `expect event warning cause = …` names.
    public var name: String {
        switch self {
        case .callWhileFrozen: "call-while-frozen"
        case .barOutOfStep: "bar-out-of-step"
        case .barKeepsItems: "bar-keeps-items"
        case .nestedPushNeverEntersView: "nested-push-never-enters-view"
        case .unexpectedTransitionState: "unexpected-transition-state"
        case .blackScreen: "black-screen"
        case .endIgnoringWithoutBegin: "end-ignoring-without-begin"
        case .didNotSettle: "did-not-settle"
        case .navigationStackNotUpdated: "navigation-stack-not-updated"
        case .guardTimerStopped: "guard-timer-stopped"
        }
    }

    var text: String {
        switch self {
        case .callWhileFrozen(let call):
            "\(call.text) does nothing: the navigation controller is stuck mid-transition (frozen-ui)"
        case .barOutOfStep(let bar, let stack):
            "the navigation bar is out of step with the stack: bar \(bar.joined(separator: " > ")), stack \(stack.joined(separator: " > "))"
        case .barKeepsItems(let shows, let top):
            "the bar keeps its items: it shows \(shows ?? "?") while the stack's top is \(top.title)"
        case .nestedPushNeverEntersView(let pushed, let onScreen):
            "\(pushed.title) is on the stack but its view never enters the transition view: \(onScreen.title) stays on screen"
        case .unexpectedTransitionState:
            "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
        case .blackScreen(let screen):
            "the screen below the bar is black: \(screen.title)'s view is gone; the next transition crashes"
        case .endIgnoringWithoutBegin(let caller):
            "endIgnoringInteractionEvents (\(caller)) without a matching begin: ignored"
        case .didNotSettle(let limit):
            "did not settle within \(TimeFormat.duration(limit)) of virtual time"
        case .navigationStackNotUpdated(let call):
            "\(call.text) called while an existing transition or presentation is occurring; the navigation stack will not be updated"
        case .guardTimerStopped(let timer, let fires):
            "guard timer `\(timer)` stopped: guard timers armed each other faster than a frame \(fires) times with no input between, a busy loop"
        }
    }
}
