import NavSandboxApps
import NavSandboxCore

// Tests run the demo app unless they say otherwise: these overloads leave
// out the `app:` that production code must always give.

extension Configuration {
    public init(
        profile: Profile = .default, strategy: StrategyID = .none, toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil, guardFiles: [GuardDefinition] = []
    ) {
        self.init(
            app: .demo, profile: profile, strategy: strategy, toggles: toggles, tapDuration: tapDuration,
            loadCosts: loadCosts, logLimit: logLimit, guardFiles: guardFiles)
    }

    /// A strategy named by id (a test's own argument), resolved from the
    /// shipped guards and `guardFiles`, which the world may also switch to.
    public init(
        app: AppDescription, profile: Profile = .default, strategy: StrategyID, toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil, guardFiles: [GuardDefinition] = []
    ) {
        let registry = BundledGuards.registry(with: guardFiles)
        let found = registry.resolve(strategy)
        guard let resolved = found else { fatalError("a test names the unknown strategy `\(strategy)`") }
        self.init(
            app: app, profile: profile, strategy: resolved, toggles: toggles, tapDuration: tapDuration,
            loadCosts: loadCosts, logLimit: logLimit, strategies: registry)
    }

    /// The same, the strategy named as text.
    public init(
        app: AppDescription = .demo, profile: Profile = .default, strategy: String, toggles: Toggles = Toggles(),
        tapDuration: Int = 50, loadCosts: LoadCosts = LoadCosts(), logLimit: Int? = nil, guardFiles: [GuardDefinition] = []
    ) {
        self.init(
            app: app, profile: profile, strategy: StrategyID(checked: strategy), toggles: toggles,
            tapDuration: tapDuration, loadCosts: loadCosts, logLimit: logLimit, guardFiles: guardFiles)
    }
}

/// Tests name strategies by their ids as text (`strategy: "block-all"`);
/// production code gets a `StrategyID` only by checking text against a
/// registry (`StrategyRegistry.parse`), so this is the tests' alone.
extension StrategyID: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) {
        self = StrategyID(checked: name)
    }
}

extension StrategyID {
    /// `none` and the built-in strategies, in `list strategies`' order: the
    /// strategies that were Swift types and are now the bundled guard files
    /// docs/guards/<id>.yaml, for tests that go through each of them.
    public static var builtIns: [StrategyID] { [.none] + BundledGuards.builtInNames.map(StrategyID.init(checked:)) }
}

extension Strategy {
    /// A shipped strategy (or a stack of them) by id, for tests.
    public static func shipped(_ id: StrategyID) -> Strategy {
        let found = BundledGuards.registry.resolve(id)
        guard let strategy = found else { fatalError("a test names the unknown strategy `\(id)`") }
        return strategy
    }
}

extension World {
    /// The demo app, freshly launched with every default.
    public init() { self.init(configuration: Configuration()) }
}

/// The demo's own delays (docs/apps/demo.yaml), for tests that time a race.
public enum DemoDurations {
    /// A row's or "Next message"'s simulated network load.
    public static let load = 150
    /// "Open latest in 0.5s".
    public static let openLatestDelay = 500
    /// "Reply, pop in 0.1s".
    public static let replyPopDelay = 100
}

/// Tests name toggles as text too (`.setToggle("pass-through", true)`); a
/// name the core does not know stops the test that wrote it.
extension ToggleID: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) {
        guard let id = ToggleID(rawValue: name) else { fatalError("a test names the unknown toggle `\(name)`") }
        self = id
    }
}
