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
}
