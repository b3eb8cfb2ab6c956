/// Which navigation controller app code talks to. The difference is seed
/// 001's: a screen that was popped has no `navigationController` any more,
/// while the app's shared one is always there.
public enum NavigatorChoice: String, Hashable, Sendable, CaseIterable {
    /// `self.navigationController?` — nil, and the call silently dropped, once
    /// the screen was popped.
    case `self`
    /// `AppDelegate.shared.navigationController`.
    case shared
}

/// Who presents a card.
public enum PresenterChoice: String, Hashable, Sendable, CaseIterable {
    /// The controller that handled the action.
    case `self`
    /// The app's root screen, wherever it is (the "already presenting" mistake
    /// when something else is on screen).
    case root
    /// Seed 002: walk the responder chain up from the control to the first
    /// controller that can present.
    case responderChain = "responder-chain"
}

/// A screen an action makes: which one (by index in the app's screens) and
/// the argument it is made with.
public struct ScreenReference: Hashable, Sendable {
    public var screen: Int
    public var argument: IntTemplate?

    public init(screen: Int, argument: IntTemplate? = nil) {
        self.screen = screen
        self.argument = argument
    }
}

/// What a controller does when an action selector reaches it: UIKit calls in
/// the app's own order, with the app's own delays.
public indirect enum AppAction: Hashable, Sendable {
    /// `pushViewController(_:animated:)` of a new instance, or of the one
    /// cached instance when `reuse` (pushing it twice crashes).
    case push(ScreenReference, animated: Bool, reuse: Bool, via: NavigatorChoice, mustComplete: Bool)
    case pop(animated: Bool, via: NavigatorChoice)
    /// `popToViewController(_:animated:)` to the topmost instance of a screen.
    case popTo(screen: Int, animated: Bool, via: NavigatorChoice)
    case popToRoot(animated: Bool, via: NavigatorChoice)
    /// `setViewControllers(_:animated:)`: the whole stack, bottom to top. An
    /// entry is the instance of its screen already in the stack when there
    /// is one (with an argument, the one made with it), else a new one.
    case setStack([ScreenReference], animated: Bool, via: NavigatorChoice)
    case present(ScreenReference, from: PresenterChoice, animated: Bool, mustComplete: Bool)
    /// The handling card dismisses itself.
    case dismiss(animated: Bool)
    /// `present(UIAlertController(…), animated: true)` from the handling
    /// controller: an alert whose buttons run their own actions.
    case alert(AlertSpec)
    /// The handling card moves down to its minimized detent.
    case minimizeCard
    /// The app's own log line (a print statement).
    case log(TextTemplate)
    /// Several calls in one turn of the run loop (seed 001's "Back twice").
    case sequence([AppAction])
    /// `DispatchQueue.main.asyncAfter`: runs later, as the app, not the tap.
    case after(milliseconds: Int, AppAction)
    /// Simulated async work on behalf of the tap (a network load), after which
    /// the action runs with the tap's origin; the sending control shows a
    /// spinner meanwhile when asked to.
    case load(milliseconds: Int, showsSpinner: Bool, AppAction)
    /// Synchronous work on the main thread this long (a big layout, a
    /// database read): touches meanwhile wait, and the actions after it in
    /// its list run when it returns (rule busy-main-thread-queues-events).
    case block(milliseconds: Int)
    /// A push, pop or setStack whose transition the app drives itself
    /// (`interactive: true`): the navigation delegate returns a
    /// UIPercentDrivenInteractiveTransition, and scripts move it with
    /// `interaction-update`, `interaction-finish`, `interaction-cancel`.
    case interactive(AppAction)
    /// A push or present of a screen whose `preferredTransition` is
    /// `.zoom(sourceViewProvider:)` from the view labelled `source`
    /// (`transition: zoom`, `zoomSource:`), iOS 18+.
    case zoom(AppAction, source: TextTemplate?)
}

/// Who an action runs for: kept with a delayed or loading action so it runs
/// later exactly as it would have run at once.
public struct ActionContext: Hashable, Sendable {
    public var handler: ControllerID
    public var sender: ViewID?
    public var values: TemplateValues
    public var touch: TouchID?
    public var origin: RequestOrigin
    /// Inside `.interactive`: the navigation call it makes is interactive.
    public var interactive = false
    /// Inside `.zoom`: the screen it pushes or presents zooms.
    public var zoom: ZoomTransition?

    public init(
        handler: ControllerID, sender: ViewID?, values: TemplateValues, touch: TouchID?, origin: RequestOrigin
    ) {
        self.handler = handler
        self.sender = sender
        self.values = values
        self.touch = touch
        self.origin = origin
    }
}

/// The app's own asynchronous work, as a scheduled event: an action waiting
/// for its delay or its load.
public struct AppEvent: Hashable, Sendable {
    public var action: AppAction
    public var context: ActionContext
    /// The control showing a spinner until the load ends.
    public var loadingView: ViewID?
    /// How a trace names the wait (`load Message 2`).
    public var summary: String

    public init(action: AppAction, context: ActionContext, loadingView: ViewID?, summary: String) {
        self.action = action
        self.context = context
        self.loadingView = loadingView
        self.summary = summary
    }
}

extension AppAction {
    /// A push, pop, popTo, popToRoot or setViewControllers sent to
    /// `self.navigationController`: where the screen's own stack matters.
    var isNavigationCallThroughSelf: Bool {
        switch self {
        case .push(_, _, _, let via, _), .pop(_, let via), .popTo(_, _, let via), .popToRoot(_, let via), .setStack(_, _, let via):
            via == .self
        case .interactive(let inner), .zoom(let inner, _): inner.isNavigationCallThroughSelf
        default: false
        }
    }
}
