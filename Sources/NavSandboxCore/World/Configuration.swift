/// The toggles a user flips independently of the strategy. Ids are a contract.
public struct Toggles: Hashable, Sendable {
    /// Seed 000's makeExclusiveTouchToSubviews on every view.
    public var exclusiveTouch: Bool = false
    /// Forces the interactive pop gesture on or off whatever the strategy says;
    /// nil lets the strategy decide.
    public var popGesture: Bool? = nil
    /// Seed 004's hit-test pass-through on the presentation container.
    public var passThrough: Bool = false
    /// UINavigationController's own allowUserInteractionDuringTransition
    /// (NO by default): on, the screens in a transition take touches, which
    /// shows what UIKit's blocking protects against.
    public var allowInteractionDuringTransition: Bool = false

    public init(
        exclusiveTouch: Bool = false, popGesture: Bool? = nil, passThrough: Bool = false,
        allowInteractionDuringTransition: Bool = false
    ) {
        self.exclusiveTouch = exclusiveTouch
        self.popGesture = popGesture
        self.passThrough = passThrough
        self.allowInteractionDuringTransition = allowInteractionDuringTransition
    }

    public static let ids = ["exclusive-touch", "pop-gesture", "pass-through", "allow-interaction-during-transition"]

    public static func summary(of id: String) -> String {
        switch id {
        case "exclusive-touch": "make every view exclusive-touch (seed 000's makeExclusiveTouchToSubviews)"
        case "pop-gesture": "force the interactive pop gesture on or off whatever the strategy says"
        case "pass-through": "hit-test pass-through on the presentation container (seed 004)"
        case "allow-interaction-during-transition":
            "UINavigationController's allowUserInteractionDuringTransition: the screens in a transition take touches"
        default: ""
        }
    }

    /// Sets a toggle by its id; false when the id is unknown or the value is
    /// `auto` (nil) for a toggle that has no automatic setting. The one place
    /// that maps ids to fields, for the sandbox, scripts and every command.
    @discardableResult
    public mutating func set(_ id: String, _ value: Bool?) -> Bool {
        switch id {
        case "pop-gesture": popGesture = value
        case "exclusive-touch" where value != nil: exclusiveTouch = value!
        case "pass-through" where value != nil: passThrough = value!
        case "allow-interaction-during-transition" where value != nil: allowInteractionDuringTransition = value!
        default: return false
        }
        return true
    }

    public func displayValue(of id: String) -> String {
        switch id {
        case "exclusive-touch": exclusiveTouch ? "on" : "off"
        case "pop-gesture": popGesture.map { $0 ? "on" : "off" } ?? "auto"
        case "pass-through": passThrough ? "on" : "off"
        case "allow-interaction-during-transition": allowInteractionDuringTransition ? "on" : "off"
        default: "?"
        }
    }
}

/// Simulated viewDidLoad + layout cost per kind of screen, in ms. The demo's
/// screens load instantly unless the user gives one a cost (seed 000: a slow
/// screen lengthens its transition).
public struct LoadCosts: Hashable, Sendable {
    public var inbox = 0
    public var message = 0
    public var reply = 0
    public var detail = 0
    public var card = 0

    public init() {}

    public static let screens = ["Inbox", "Message", "Reply", "Detail", "Card"]

    public func cost(of kind: ScreenKind) -> Int {
        switch kind {
        case .navigation: 0
        case .inbox: inbox
        case .message: message
        case .reply: reply
        case .detail: detail
        case .composeCard, .shareCard, .attachmentsCard: card
        }
    }

    /// Sets a cost by screen name (`Message`); false when the name is unknown.
    @discardableResult
    public mutating func set(_ screen: String, _ milliseconds: Int) -> Bool {
        switch screen.lowercased() {
        case "inbox": inbox = milliseconds
        case "message": message = milliseconds
        case "reply": reply = milliseconds
        case "detail": detail = milliseconds
        case "card": card = milliseconds
        default: return false
        }
        return true
    }
}

/// Everything a world starts from. Relaunch keeps it.
public struct Configuration: Hashable, Sendable {
    public var profile: Profile = .default
    public var strategy: String = "none"
    public var toggles = Toggles()
    /// A tap's touch ends this long after it began.
    public var tapDuration = 50
    public var loadCosts = LoadCosts()
    /// Bounds the event log in long interactive sessions; nil keeps everything.
    public var logLimit: Int? = nil

    public init(
        profile: Profile = .default, strategy: String = "none", toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil
    ) {
        self.profile = profile
        self.strategy = strategy
        self.toggles = toggles
        self.tapDuration = tapDuration
        self.loadCosts = loadCosts
        self.logLimit = logLimit
    }
}
