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
    /// interactivePopGestureRecognizer keeps UIKit's own delegate (on, the
    /// default) or has it set to nil (off): the common recipe for keeping
    /// the swipe with a custom back button, which leaves nothing to refuse
    /// a swipe at the root (rule root-pop-gesture-stalls). Off, the
    /// strategy is not asked either: it stood in the delegate's place.
    public var popGestureDelegate: Bool = true
    /// iOS 26's interactiveContentPopGestureRecognizer forced on or off; nil
    /// leaves it as UIKit installs it (on, on the profiles that have it).
    /// Separate from `popGesture`, which is the edge recognizer alone: apps
    /// that disable one still have the other (rule
    /// content-pop-separate-from-edge).
    public var contentPopGesture: Bool? = nil

    public init(
        exclusiveTouch: Bool = false, popGesture: Bool? = nil, passThrough: Bool = false,
        allowInteractionDuringTransition: Bool = false, popGestureDelegate: Bool = true
    ) {
        self.exclusiveTouch = exclusiveTouch
        self.popGesture = popGesture
        self.passThrough = passThrough
        self.allowInteractionDuringTransition = allowInteractionDuringTransition
        self.popGestureDelegate = popGestureDelegate
    }

    /// The toggles' ids as text, in `ToggleID`'s order (for lists and help).
    public static let ids = ToggleID.allCases.map(\.rawValue)

    public static func summary(of id: ToggleID) -> String {
        switch id {
        case .exclusiveTouch: "make every view exclusive-touch (HUNavigationController's makeExclusiveTouchToSubviews)"
        case .popGesture:
            "force interactivePopGestureRecognizer (the edge swipe) on or off whatever the strategy says"
        case .contentPopGesture:
            "force iOS 26's interactiveContentPopGestureRecognizer (a back swipe anywhere on the content) on or off; auto: on where the profile has it"
        case .passThrough: "hit-test pass-through on the presentation container (the dropDown ViewController article's fix)"
        case .allowInteractionDuringTransition:
            "UINavigationController's allowUserInteractionDuringTransition: the screens in a transition take touches"
        case .popGestureDelegate:
            "off: interactivePopGestureRecognizer.delegate = nil (the custom-back-button recipe); a swipe at the root then stalls navigation"
        }
    }

    /// Sets a toggle by its id; false when the value is
    /// `auto` (nil) for a toggle that has no automatic setting. The one place
    /// that maps ids to fields, for the sandbox, scripts and every command.
    @discardableResult
    public mutating func set(_ id: ToggleID, _ value: Bool?) -> Bool {
        switch id {
        case .popGesture: popGesture = value
        case .contentPopGesture: contentPopGesture = value
        case .exclusiveTouch where value != nil: exclusiveTouch = value!
        case .passThrough where value != nil: passThrough = value!
        case .allowInteractionDuringTransition where value != nil: allowInteractionDuringTransition = value!
        case .popGestureDelegate where value != nil: popGestureDelegate = value!
        default: return false
        }
        return true
    }

    public func displayValue(of id: ToggleID) -> String {
        switch id {
        case .exclusiveTouch: exclusiveTouch ? "on" : "off"
        case .popGesture: popGesture.map { $0 ? "on" : "off" } ?? "auto"
        case .contentPopGesture: contentPopGesture.map { $0 ? "on" : "off" } ?? "auto"
        case .passThrough: passThrough ? "on" : "off"
        case .allowInteractionDuringTransition: allowInteractionDuringTransition ? "on" : "off"
        case .popGestureDelegate: popGestureDelegate ? "on" : "off"
        }
    }
}

/// The user's overrides of the app's simulated viewDidLoad + layout costs,
/// in ms (seed 000: a slow screen lengthens its transition). A screen without
/// one costs what the app file says.
public struct LoadCosts: Hashable, Sendable {
    /// Lowercased screen name → ms, in the order they were set.
    public private(set) var overrides: [(name: String, milliseconds: Int)] = []

    /// The name that sets every card at once.
    public static let allCards = "Card"

    public init() {}

    public func cost(of kind: ScreenKind, in app: AppDescription) -> Int {
        guard let index = kind.screen else { return 0 }
        let spec = app.screens[index]
        if let own = overrides.last(where: { $0.name == spec.name.lowercased() }) { return own.milliseconds }
        if spec.isCard, let cards = overrides.last(where: { $0.name == LoadCosts.allCards.lowercased() }) {
            return cards.milliseconds
        }
        return spec.loadCost
    }

    /// Sets a cost by screen name (`Message`, any case, or `Card`); false when
    /// the app has no such screen.
    @discardableResult
    public mutating func set(_ screen: String, _ milliseconds: Int, in app: AppDescription) -> Bool {
        let name = screen.lowercased()
        guard app.loadCostNames.contains(where: { $0.lowercased() == name }) else { return false }
        overrides.removeAll { $0.name == name }
        overrides.append((name, milliseconds))
        return true
    }

    public static func == (a: LoadCosts, b: LoadCosts) -> Bool {
        a.overrides.elementsEqual(b.overrides) { $0.name == $1.name && $0.milliseconds == $1.milliseconds }
    }

    public func hash(into hasher: inout Hasher) {
        for (name, milliseconds) in overrides {
            hasher.combine(name)
            hasher.combine(milliseconds)
        }
    }
}

/// Everything a world starts from. Relaunch keeps it.
public struct Configuration: Hashable, Sendable {
    /// The app the world runs (the built-in demo is one such description).
    public var app: AppDescription
    public var profile: Profile = .default
    /// The guards in force, resolved from `strategies` where the settings
    /// were read.
    public var strategy: Strategy = .none
    public var toggles = Toggles()
    /// A tap's touch ends this long after it began.
    public var tapDuration = 50
    public var loadCosts = LoadCosts()
    /// Bounds the event log in long interactive sessions; nil keeps everything.
    public var logLimit: Int? = nil
    /// Every strategy the run may switch to: the built-in and library
    /// guards, and the guard files it loaded (NavSandboxApps builds it).
    /// Only `none` when nothing gave it one.
    public var strategies = StrategyRegistry()

    public var strategyID: StrategyID { strategy.id }

    public init(
        app: AppDescription, profile: Profile = .default, strategy: Strategy = .none, toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil,
        strategies: StrategyRegistry = StrategyRegistry()
    ) {
        self.app = app
        self.profile = profile
        self.strategy = strategy
        self.toggles = toggles
        self.tapDuration = tapDuration
        self.loadCosts = loadCosts
        self.logLimit = logLimit
        self.strategies = strategies
    }
}
