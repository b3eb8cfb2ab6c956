public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: ViewID, b: ViewID) -> Bool { a.raw < b.raw }
    public var description: String { "v\(raw)" }
}

/// A control's target-action pair. `target == nil` is a nil-targeted action:
/// UIKit sends it up the responder chain to the first responder that
/// implements the selector.
public struct ControlAction: Hashable, Sendable {
    public var selector: String
    public var target: ControllerID?
    /// Which item a row or button stands for (a message number), when it matters.
    public var argument: Int?

    public init(selector: String, target: ControllerID? = nil, argument: Int? = nil) {
        self.selector = selector
        self.target = target
        self.argument = argument
    }
}

/// One UIView. Plain values addressed by id, so copying the world copies the
/// whole hierarchy.
public struct View: Hashable, Sendable {
    public let id: ViewID
    public var viewClass: ViewClass { didSet { identityChanged() } }
    public var role: ViewRole { didSet { identityChanged() } }
    public var accessibilityLabel: String? { didSet { identityChanged() } }
    /// What the view draws (a button's title, a label's text).
    public var text: String?
    /// Model frame in the superview's coordinates: already the end value while
    /// an animation runs.
    public var frame: Rect
    public var animation: FrameAnimation?
    public var isHidden: Bool = false
    public var alpha: Double = 1
    public var isUserInteractionEnabled: Bool = true
    public var isExclusiveTouch: Bool = false
    public var isMultipleTouchEnabled: Bool = false
    public var clipsToBounds: Bool = false
    /// UIScrollView's two touch properties, read only on a scroll view (a
    /// table view is one): hold a touch-down until it is clear the finger
    /// is not scrolling (rule scroll-view-delays-content-touches), and cancel
    /// the content's touch when a drag starts scrolling (rule
    /// scroll-view-cancels-content-touches). Both default to true, as in UIKit.
    public var delaysContentTouches: Bool = true { didSet { identityChanged() } }
    public var canCancelContentTouches: Bool = true { didSet { identityChanged() } }
    /// What only a few views have, kept behind one reference: see ViewTraits.
    public var traits: ViewTraits? { didSet { identityChanged() } }
    /// A scroll view only: which way it scrolls. A horizontal one keeps a
    /// rightward drag from iOS 26's content pop (rule content-pop-over-scroll-views).
    @inlinable public var scrollAxis: ScrollAxis { traits?.scrollAxis ?? .vertical }
    /// The app's own pan recognizer on this view, if it has one.
    @inlinable public var pan: ViewPan? { traits?.pan }
    /// A UIButton's menu (iOS 14+), if it has one.
    @inlinable public var menu: ButtonMenu? { traits?.menu }
    /// Its `backgroundColor` from an app file; nil: clear (a plain UIView
    /// then draws nothing).
    public var background: ViewBackground?
    /// Seed 004's fix for a transparent presentation container: a hit that
    /// would land on the view itself returns nil, its subviews still get touches.
    public var passesTouchesThrough: Bool = false
    public var superview: ViewID?
    public var subviews: [ViewID] = []
    /// Set when this is a view controller's root view: that controller is its
    /// next responder.
    public var owner: ControllerID?
    public var action: ControlAction? { didSet { identityChanged() } }
    public var isHighlighted: Bool = false
    /// A row waiting for its simulated network load shows a spinner.
    public var isLoading: Bool = false

    public init(
        id: ViewID, viewClass: ViewClass, role: ViewRole = .content, label: String? = nil,
        text: String? = nil, frame: Rect, configure: (inout View) -> Void = { _ in }
    ) {
        self.id = id
        self.viewClass = viewClass
        self.role = role
        self.accessibilityLabel = label
        self.text = text
        self.frame = frame
        // UILabel and the dimming view's decoration do not take touches by default.
        if viewClass == .label { isUserInteractionEnabled = false }
        self.configure(configure)
    }

    /// What the view is, hashed once: its class, role, label, scroll
    /// properties, menu, pan and action but the action's target (an id,
    /// which the state key renumbers). Kept up to date by each of those
    /// fields as it is set, so the state key — computed for every world a
    /// search makes — hashes one word per view for them instead of three
    /// texts and a dozen fields.
    public private(set) var identityDigest: UInt64 = 0
    /// While `configure` runs: the fields it sets leave the digest to be
    /// worked out once, at its end (a view built from a template sets
    /// five of them).
    private var defersIdentity = false

    private mutating func identityChanged() {
        if !defersIdentity { identityDigest = identity() }
    }

    /// Sets fields in one go, the digest worked out once.
    public mutating func configure(_ body: (inout View) -> Void) {
        defersIdentity = true
        body(&self)
        defersIdentity = false
        identityDigest = identity()
    }

    private func identity() -> UInt64 {
        var hash = StateDigest()
        hash.add(viewClass.rawValue)
        hash.add(role.stateKeyCode)
        hash.add(accessibilityLabel ?? "")
        if !delaysContentTouches || !canCancelContentTouches {
            hash.add("scroll-touches")
            hash.add(delaysContentTouches)
            hash.add(canCancelContentTouches)
        }
        if scrollAxis != .vertical { hash.add("horizontal") }
        if let menu {
            hash.add("menu")
            hash.add(menu.isPrimaryAction)
            hash.add(menu.items.count)
            for item in menu.items {
                hash.add(item.title)
                hash.add(item.selector ?? "")
            }
        }
        if let pan {
            hash.add("pan")
            hash.add(pan.direction.rawValue)
            hash.add(pan.selector ?? "")
        }
        if let action {
            hash.add(action.selector)
            hash.add(action.argument ?? Int.min)
        } else {
            hash.add(-1)
        }
        return hash.value
    }

    /// A control is a view that handles touches itself: it highlights on
    /// touch-down and sends its action on touch-up (or, a button with a
    /// menu, opens it).
    public var isControl: Bool { action != nil || menu != nil }

    /// How the view is named in walks and logs: `UIButton "Reply"`.
    public var debugName: String {
        if let label = accessibilityLabel { return "\(viewClass.rawValue) \"\(label)\"" }
        return viewClass.rawValue
    }
}
