/// A view as an event names it: its id, and its class and accessibility
/// label as they were when the event happened (the view may be freed later).
public struct ViewRef: Hashable, Sendable {
    public var id: ViewID
    public var viewClass: ViewClass
    public var label: String?

    public init(id: ViewID, viewClass: ViewClass, label: String?) {
        self.id = id
        self.viewClass = viewClass
        self.label = label
    }

    /// `UIButton "Reply"`, or the bare class: what the log shows (the same
    /// as `View.debugName`). Built when read.
    public var name: String {
        if let label { return "\(viewClass.rawValue) \"\(label)\"" }
        return viewClass.rawValue
    }
}

extension World {
    /// The view as events name it, now.
    func viewRef(_ id: ViewID) -> ViewRef {
        // The two fields read in place, not a copy of the whole view.
        ViewRef(id: id, viewClass: views[id.raw].viewClass, label: views[id.raw].accessibilityLabel)
    }
}
