/// What would stop a touch that began now, but does not stop the end of one
/// already tracked (rule tracked-touch-delivered).
public enum TrackedTouchGate: Hashable, Sendable {
    /// UIApplication ignores events (the counter, or a presentation animating).
    case ignoring(TouchDropReason)
    /// `owner`, the control or one of its superviews, has
    /// isUserInteractionEnabled = NO since the touch began.
    case interactionDisabled(owner: ViewRef)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .ignoring(let reason): reason.name
        case .interactionDisabled: "interaction-disabled"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .ignoring(let reason): reason.text
        case .interactionDisabled(let owner): "\(owner.name) has isUserInteractionEnabled = NO"
        }
    }
}
