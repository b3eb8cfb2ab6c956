/// Which way an app's own UIPanGestureRecognizer wants the finger to go.
/// A pan recognizer sees every direction; an app that wants one answers
/// `gestureRecognizerShouldBegin(_:)` from the velocity, which is what the
/// direction stands for.
public enum PanDirection: String, Hashable, Sendable, CaseIterable {
    case right, left, up, down
}

/// An app's own pan on a view (`pan:` and `panAction:` in an app file):
/// swipe-to-reply, a chart scrubber, a touch pad. It competes with the
/// navigation controller's pop gestures for a rightward drag (rules
/// content-pop-takes-app-pan and app-pan-wins-away-from-edge).
public struct ViewPan: Hashable, Sendable {
    public var direction: PanDirection
    /// The selector its target-action sends to the screen's controller when
    /// it recognizes; nil when the file gives none.
    public var selector: String?

    public init(direction: PanDirection, selector: String? = nil) {
        self.direction = direction
        self.selector = selector
    }
}

/// Which way a scroll view's content is larger than its frame, so which way
/// it scrolls. UIKit derives it from contentSize; an app file says it.
public enum ScrollAxis: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
}
