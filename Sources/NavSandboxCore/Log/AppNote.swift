/// What an `app` event says: the app's own `log:` line (text that is text),
/// or what the app's code decided, as data the renderer words.
public enum AppNote: Hashable, Sendable {
    /// A `log:` action's line, its template filled in.
    case line(String)
    /// `minimizeCard` or a grabber drag when the card cannot move.
    case cardCannotMove(nothingPresented: Bool)
    case cardMoved(ScreenRef, to: CardState)
    /// The ScreenViewTracker behaviour counted a screen view.
    case screenView(title: String, count: Int)
    /// The caller left the stack, so `self.navigationController` is nil and
    /// the call is sent to nil.
    case navigationControllerNil(caller: ScreenRef, call: NavigationCall.Method)
    /// The handler has no action for the selector.
    case ignoresAction(handler: ScreenRef, selector: String)
    /// `reuse: true`: the same instance is pushed again.
    case pushesCachedInstance(ScreenRef)
    /// `popTo` a screen that is not in the stack.
    case popToMissingScreen(name: String)
    /// `present from: responder-chain` found no controller to present.
    case noPresenterInChain
    /// `viewControllerForPresentation` walked the chain (`path`, as the
    /// responders are described) to the presenter.
    case presenterFound(path: [String], presenter: ScreenRef)
    /// A push from a screen already popped: its `navigationController` is nil.
    case pushFromPoppedCaller(caller: ScreenRef, pushed: ScreenRef)

    /// The `cause` a script's `expect event app cause = …` names.
    public var name: String {
        switch self {
        case .line: "log"
        case .cardCannotMove: "card-cannot-move"
        case .cardMoved: "card-moved"
        case .screenView: "screen-view"
        case .navigationControllerNil: "navigation-controller-nil"
        case .ignoresAction: "ignores-action"
        case .pushesCachedInstance: "pushes-cached-instance"
        case .popToMissingScreen: "pop-to-missing-screen"
        case .noPresenterInChain: "no-presenter-in-chain"
        case .presenterFound: "presenter-found"
        case .pushFromPoppedCaller: "navigation-controller-nil"
        }
    }

    var text: String { ("\(self)" as LogText).string }
}

extension LogText.StringInterpolation {
    /// The note's wording, written into its line: a screen view is counted
    /// at every appearance.
    mutating func appendInterpolation(_ note: AppNote) {
        let line: LogText =
            switch note {
            case .line(let text): LogText(text)
            case .cardCannotMove(let nothingPresented):
                "the card cannot move: \(nothingPresented ? "nothing is presented" : "it is animating")"
            case .cardMoved(let card, let state):
                "card \(card.title) \(state == .minimized ? "minimized: only its header strip shows" : "expanded")"
            case .screenView(let title, let count):
                "analytics: screen_view \"\(title)\" (\(count) so far) — ScreenViewTracker.afterAppearing"
            case .navigationControllerNil(let caller, let call):
                "\(caller.title).navigationController is nil: \(call.rawValue) is never sent"
            case .ignoresAction(let handler, let selector): "\(name: handler) ignores \(selector)"
            case .pushesCachedInstance(let screen): "pushing the cached instance \(screen.id) of \(screen.title)"
            case .popToMissingScreen(let name): "popTo \(name): no such screen in the stack, nothing to pop to"
            case .noPresenterInChain: "no controller up the responder chain can present"
            case .presenterFound(let path, let presenter):
                "viewControllerForPresentation walks \(path.joined(separator: " ▸ ")) → \(name: presenter)"
            case .pushFromPoppedCaller(let caller, let pushed):
                "\(caller.title).navigationController is nil (it was popped): push \(pushed.title) is never sent"
            }
        appendInterpolation(line)
    }
}
