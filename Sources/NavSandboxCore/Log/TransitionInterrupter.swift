/// What completes a running transition at once: on iOS 26 a back tap or
/// swipe; on any profile a switch to another tab.
public enum TransitionInterrupter: Hashable, Sendable {
    /// The back swipe.
    case swipe
    /// A navigation call (the back button's pop).
    case call(NavigationCall)
    /// A tap that selects another tab (rule tab-switch-completes-transition).
    case tabSwitch(to: String)

    /// The log's wording.
    public var text: String {
        switch self {
        case .swipe: "the swipe"
        case .call(let call): call.text
        case .tabSwitch(let tab): "the switch to tab \(tab)"
        }
    }
}
