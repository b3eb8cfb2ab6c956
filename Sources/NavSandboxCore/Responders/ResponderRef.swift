/// A responder in a recorded chain, as events name things: refs that keep
/// the names they had when the finger landed, so LAST TAP reads right after
/// the view or screen is gone and holds nothing alive. Worded only when shown.
public enum ResponderRef: Hashable, Sendable {
    case view(ViewRef)
    case controller(ScreenRef)
    case application
    case appDelegate

    /// `UITableViewCell "Message 1"`, `InboxViewController "Inbox"`, `UIApplication`.
    public var name: String {
        switch self {
        case .view(let view): view.name
        case .controller(let screen): screen.debugName
        case .application: "UIApplication"
        case .appDelegate: "AppDelegate"
        }
    }
}

extension World {
    /// The responder as a recorded chain names it, now.
    func responderRef(_ responder: Responder) -> ResponderRef {
        switch responder {
        case .view(let id): .view(viewRef(id))
        case .controller(let id): .controller(screenRef(id))
        case .application: .application
        case .appDelegate: .appDelegate
        }
    }
}
