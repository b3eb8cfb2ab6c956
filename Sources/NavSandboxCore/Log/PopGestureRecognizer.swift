/// The navigation controller's two pop gestures.
public enum PopGestureRecognizer: String, Hashable, Sendable, CaseIterable {
    /// The edge pan.
    case edge = "interactivePopGestureRecognizer"
    /// iOS 26: a pan anywhere on the content.
    case content = "interactiveContentPopGestureRecognizer"
    /// A third-party pan on the navigation controller's view that drives
    /// UIKit's own interactive pop from anywhere on the content
    /// (FDFullscreenPopGesture's `fd_fullscreenPopGestureRecognizer`).
    case fullScreenPan = "fd_fullscreenPopGestureRecognizer"
    /// iOS 18+: the zoomed screen's own downward drag, which dismisses it
    /// (the recognizer class a view dump shows on a zoom push's screen).
    case zoomDismiss = "_UIContentSwipeDismissGestureRecognizer"

    /// The short name events and `expect event` use.
    public var word: String {
        switch self {
        case .edge: "edge"
        case .content: "content"
        case .fullScreenPan: "full-screen-pan"
        case .zoomDismiss: "zoom-dismiss"
        }
    }

    /// What the log calls the swipe it drives.
    public var swipeName: String {
        switch self {
        case .edge: "edge swipe"
        case .content: "content swipe"
        case .fullScreenPan: "full-screen pan"
        case .zoomDismiss: "zoom dismissal drag"
        }
    }
}
