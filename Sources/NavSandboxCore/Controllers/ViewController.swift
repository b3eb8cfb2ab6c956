public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: ControllerID, b: ControllerID) -> Bool { a.raw < b.raw }
    public var description: String { "c\(raw)" }
}

/// Which screen of the demo app a controller is; decides its content and which
/// action selectors it implements.
public enum ScreenKind: Hashable, Sendable {
    case navigation
    case inbox
    case message(Int)
    case reply(Int)
    case detail
    case composeCard
    case shareCard
    case attachmentsCard

    /// The UIKit subclass name shown in responder chains.
    public var className: String {
        switch self {
        case .navigation: "UINavigationController"
        case .inbox: "InboxViewController"
        case .message: "MessageViewController"
        case .reply: "ReplyViewController"
        case .detail: "DetailViewController"
        case .composeCard: "ComposeViewController"
        case .shareCard: "ShareViewController"
        case .attachmentsCard: "AttachmentsViewController"
        }
    }

    public var isCard: Bool {
        switch self {
        case .composeCard, .shareCard, .attachmentsCard: true
        default: false
        }
    }
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
