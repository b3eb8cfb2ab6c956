/// A navigation call as events name it: which UIKit method, on which screen,
/// how it was made. Fixed when the request is made, so a log line names the
/// screens as they were then. Its text is the log's `push Message 1`.
public struct NavigationCall: Hashable, Sendable {
    /// The UIKit method: pushViewController, popViewController, …
    public enum Method: String, Hashable, Sendable {
        case push, pop, popTo, popToRoot, present, dismiss, setViewControllers
    }

    /// Who made the call: app code, the edge swipe's interactive pop, or a
    /// guard calling `super` itself.
    public enum Caller: Hashable, Sendable {
        case app
        case interactivePopGesture
        case guardSuper
    }

    public var method: Method
    /// The screen pushed, popped to, presented or dismissed.
    public var screen: ScreenRef?
    /// The presenting screen of a present.
    public var presenter: ScreenRef?
    /// The new stack of a setViewControllers, bottom to top.
    public var screens: [ScreenRef]
    public var animated: Bool
    public var caller: Caller

    public init(
        _ method: Method, screen: ScreenRef? = nil, presenter: ScreenRef? = nil, screens: [ScreenRef] = [],
        animated: Bool = true, caller: Caller = .app
    ) {
        self.method = method
        self.screen = screen
        self.presenter = presenter
        self.screens = screens
        self.animated = animated
        self.caller = caller
    }

    /// `push Message 1`, `present Compose from Inbox`, `interactive pop`,
    /// `setViewControllers [Inbox, Message 2]`.
    public var text: String {
        switch caller {
        case .interactivePopGesture: return "interactive pop"
        case .guardSuper: return "\(method.rawValue) (super)"
        case .app: break
        }
        switch method {
        case .pop, .popToRoot: return method.rawValue
        case .present:
            return "present \(screen?.title ?? "?") from \(presenter?.title ?? "?")"
        case .push, .popTo, .dismiss: return "\(method.rawValue) \(screen?.title ?? "?")"
        case .setViewControllers: return "setViewControllers [\(screens.map(\.title).joined(separator: ", "))]"
        }
    }
}

extension NavigationOperation {
    var method: NavigationCall.Method {
        switch self {
        case .push: .push
        case .pop: .pop
        case .popTo: .popTo
        case .popToRoot: .popToRoot
        case .present: .present
        case .dismiss: .dismiss
        case .setViewControllers: .setViewControllers
        }
    }
}
