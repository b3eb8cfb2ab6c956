/// Why the end of a touch never reaches its control, which stays highlighted.
public enum TouchEndNotDeliveredReason: Hashable, Sendable {
    /// No touch event is delivered at all right now.
    case dropped(TouchDropReason, control: ViewRef)
    /// `owner` (the control or one of its superviews) has
    /// isUserInteractionEnabled = NO.
    case interactionDisabled(owner: ViewRef, control: ViewRef)

    /// The highlighted control.
    public var control: ViewRef {
        switch self {
        case .dropped(_, let control), .interactionDisabled(_, let control): control
        }
    }

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .dropped(let reason, _): reason.name
        case .interactionDisabled: "interaction-disabled"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .dropped(let reason, let control): "\(reason.text); \(control.name) stays highlighted"
        case .interactionDisabled(let owner, let control):
            "\(owner.name) has user interaction disabled; \(owner.id == control.id ? "it" : control.name) stays highlighted"
        }
    }
}
