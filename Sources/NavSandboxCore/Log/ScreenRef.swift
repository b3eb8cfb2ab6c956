/// A view controller as an event names it: its id, and its class and title
/// as they were when the event happened. The renderer needs no world, and
/// the event still reads right after the controller is gone.
public struct ScreenRef: Hashable, Sendable {
    public var id: ControllerID
    /// `UITableViewController`, `UINavigationController`, or the app's class.
    public var className: String
    public var title: String

    public init(id: ControllerID, className: String, title: String) {
        self.id = id
        self.className = className
        self.title = title
    }

    /// `MessageViewController "Message 1"`: how an action names its target.
    public var debugName: String { "\(className) \"\(title)\"" }
}

extension World {
    /// The controller as events name it, now.
    func screenRef(_ id: ControllerID) -> ScreenRef {
        let controller = controllers[id.raw]
        return ScreenRef(id: id, className: controller.kind.className, title: controller.title)
    }
}
