/// The navigation controller's two pop gestures.
public enum PopGestureRecognizer: String, Hashable, Sendable, CaseIterable {
    /// The edge pan.
    case edge = "interactivePopGestureRecognizer"
    /// iOS 26: a pan anywhere on the content.
    case content = "interactiveContentPopGestureRecognizer"
}
