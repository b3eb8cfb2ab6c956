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

/// A view's rarer properties — a scroll view's axis, an app's own pan, a
/// button's menu — set when the view is built and never changed, held
/// behind one shared reference.
///
/// Why a class: a forked world copies whole chunks of views the first time
/// it changes one, and each of these fields inline made every view's copy
/// dearer (explore at depth 2 on iOS 26: +4 % instructions, the view's
/// value-witness copy +32 %, docs/performance.md). Behind a reference a
/// view without them copies as before, and one with them costs a retain.
public final class ViewTraits: Hashable, Sendable {
    public let scrollAxis: ScrollAxis
    public let pan: ViewPan?
    public let menu: ButtonMenu?

    /// Nil when the view has none of them: most views.
    public convenience init?(scrollAxis: ScrollAxis, pan: ViewPan?, menu: ButtonMenu?) {
        guard scrollAxis != .vertical || pan != nil || menu != nil else { return nil }
        self.init(scrollAxis, pan, menu)
    }

    private init(_ scrollAxis: ScrollAxis, _ pan: ViewPan?, _ menu: ButtonMenu?) {
        self.scrollAxis = scrollAxis
        self.pan = pan
        self.menu = menu
    }

    public static func == (a: ViewTraits, b: ViewTraits) -> Bool {
        a === b || (a.scrollAxis == b.scrollAxis && a.pan == b.pan && a.menu == b.menu)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scrollAxis)
        hasher.combine(pan)
        hasher.combine(menu)
    }
}
