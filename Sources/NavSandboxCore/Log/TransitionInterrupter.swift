/// iOS 26: what completes a running transition at once.
public enum TransitionInterrupter: Hashable, Sendable {
    /// The back swipe.
    case swipe
    /// A navigation call (the back button's pop).
    case call(NavigationCall)

    /// The log's wording.
    public var text: String {
        switch self {
        case .swipe: "the swipe"
        case .call(let call): call.text
        }
    }
}
