public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: ControllerID, b: ControllerID) -> Bool { a.raw < b.raw }
    public var description: String { "c\(raw)" }
}

/// Which screen of the app a controller is: its spec, the argument it was
/// made with, and the class name responder chains show.
public struct ScreenKind: Hashable, Sendable {
    /// Index into the app's screens; nil for the navigation controller.
    public var screen: Int?
    /// Message N's N.
    public var argument: Int?
    /// The UIKit subclass name shown in responder chains.
    public var className: String
    public var isCard: Bool

    public init(screen: Int?, argument: Int? = nil, className: String, isCard: Bool = false) {
        self.screen = screen
        self.argument = argument
        self.className = className
        self.isCard = isCard
    }

    public static let navigation = ScreenKind(screen: nil, className: "UINavigationController")
    public static let tabBarController = ScreenKind(screen: nil, className: "UITabBarController")
}

/// A view controller's zoom transition: the source view it zooms from, by
/// its accessibility label (nil when the file names none).
public struct ZoomTransition: Hashable, Sendable {
    public var source: String?

    public init(source: String?) { self.source = source }
}

/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// One UIViewController.
public struct ViewController: Hashable, Sendable {
    public let id: ControllerID
    public var kind: ScreenKind
    public var title: String
    /// navigationItem.backButtonTitle, shown by the next screen's back button.
    public var backButtonTitle: String?
    /// The model object the screen shows (`message:1`), for identity checks:
    /// two controllers for the same item are a double push.
    public var modelItem: String?
    /// The root view; nil until `loadView` runs (views load lazily).
    public var view: ViewID?
    /// The UIViewControllerWrapperView that holds the root view while the
    /// controller is in a navigation stack; made once and reused.
    public var wrapperView: ViewID?
    /// Simulated cost of viewDidLoad and layout: a slow screen lengthens its
    /// push transition (seed 000).
    public var loadCost: Int
    public var appearance: AppearanceState = .disappeared
    public var behaviours: [LifecycleBehaviour] = []
    public var parent: ControllerID?
    public var presentedViewController: ControllerID?
    public var presentingViewController: ControllerID?
    /// Set when this controller is a UIAlertController.
    public var alert: AlertInstance?
    /// `preferredTransition = .zoom(sourceViewProvider:)` (iOS 18+): it is
    /// pushed or presented by zooming from the source view, and dismissed
    /// by dragging it down.
    public var zoom: ZoomTransition?

    public init(id: ControllerID, kind: ScreenKind, title: String, modelItem: String? = nil, loadCost: Int = 0) {
        self.id = id
        self.kind = kind
        self.title = title
        self.modelItem = modelItem
        self.loadCost = loadCost
    }

    public var isViewLoaded: Bool { view != nil }

    /// `MessageViewController "Message 1"`
    public var debugName: String { "\(kind.className) \"\(title)\"" }
}
