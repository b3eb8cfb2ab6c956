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
        case .popGesture: "force the interactive pop gesture on or off whatever the strategy says"
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
    public var strategy: StrategyID = .none
    public var toggles = Toggles()
    /// A tap's touch ends this long after it began.
    public var tapDuration = 50
    public var loadCosts = LoadCosts()
    /// Bounds the event log in long interactive sessions; nil keeps everything.
    public var logLimit: Int? = nil
    /// Guard strategies written as files, named by `strategy` like the
    /// built-in ones (a file's name never shadows a built-in id).
    public var guardFiles: [GuardDefinition] = []

    /// A fresh strategy for an id: a built-in one, a guard file's, or a
    /// stack of them (`qmui-transiting+fd-fullscreen-pop`, each member
    /// once); nil for an id `checkStrategy` refuses.
    public func makeStrategy(_ id: StrategyID) -> (any GuardStrategy)? {
        let ids = StackedStrategy.memberIDs(of: id.rawValue)
        guard Set(ids).count == ids.count else { return nil }
        // One flat stack: a file that includes others brings its members in
        // place (a stack inside a stack would lose where `super` goes on).
        var members: [any GuardStrategy] = []
        var names: Set<String> = []
        for member in ids {
            guard let strategies = memberStrategies(member) else { return nil }
            for strategy in strategies where names.insert(strategy.strategyName).inserted {
                members.append(strategy)
            }
        }
        guard members.count > 1 else { return members.first }
        // Named as asked (`a+b`, or the including file's own name), not by
        // the members an include brought.
        let joined = members.map(\.strategyName).joined(separator: String(StackedStrategy.separator))
        return StackedStrategy(members, name: joined == id.rawValue ? nil : id.rawValue)
    }

    /// A built-in, a guard file, or a guard file's included guards and itself.
    private func memberStrategies(_ id: String) -> [any GuardStrategy]? {
        if let builtIn = StrategyCatalog.make(id) { return [builtIn] }
        guard let guardFile = guardFiles.first(where: { $0.name == id }) else { return nil }
        return guardFile.stackMembers.map { GuardProgram($0) }
    }

    /// Why this configuration cannot run a strategy id, or nil when it can.
    public func checkStrategy(_ id: String) -> SettingProblem? {
        StrategyName.check(id, among: strategyIDs.map(\.rawValue))
    }

    /// Every strategy id this configuration can run, built-in ones first.
    public var strategyIDs: [StrategyID] { StrategyID.builtIns + guardFiles.map(\.strategyID) }

    public init(
        app: AppDescription, profile: Profile = .default, strategy: StrategyID = .none, toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil
    ) {
        self.app = app
        self.profile = profile
        self.strategy = strategy
        self.toggles = toggles
        self.tapDuration = tapDuration
        self.loadCosts = loadCosts
        self.logLimit = logLimit
    }
}
