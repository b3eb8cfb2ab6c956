import NavSandboxCore

/// The names a script may use. The parser knows the grammar but not the world:
/// every strategy, profile, toggle, screen, accessibility label, violation id and
/// flag name is injected here (the app builds the real vocabulary from the core),
/// so adding a strategy or a screen never means editing the parser.
public struct ScriptVocabulary: Equatable, Sendable {
    /// Strategy ids accepted by `strategy <id>` and `switch-strategy <id>`:
    /// the built-in ones and the loaded guard files'.
    public var strategies: [StrategyID]
    /// Profile ids accepted by `profile <id>` (e.g. ios7, ios12, ios17).
    public var profiles: [String]
    /// Toggle names accepted by `set <toggle> on|off`.
    public var toggles: [String]
    /// Screen names accepted by `load-cost <screen> <time>`.
    public var screens: [String]
    /// Every accessibility label a script may tap (`tap "Label"`).
    public var labels: [String]
    /// The app's tab titles, for `tap-tab` and `expect tab` (none without a tab bar).
    public var tabs: [String]
    /// Failure and detector ids accepted by `expect violation <id> …`.
    public var violations: [ViolationID]
    /// Flag names accepted by `expect flag <name> …`.
    public var flags: [String]
    /// Toggles that also accept `auto` besides `on`/`off` (by default only `pop-gesture`).
    public var togglesAcceptingAuto: [String]
    /// Ids that were once violations, with what to write instead.
    public var retiredViolations: [String: String]
    /// Whether the labels are the demo app's: a label it lacks most likely
    /// belongs to an app file the script was meant to run with.
    public var isDemoApp: Bool

    public init(
        strategies: [StrategyID],
        profiles: [String],
        toggles: [String],
        screens: [String],
        labels: [String],
        violations: [ViolationID],
        flags: [String],
        togglesAcceptingAuto: [String] = ToggleID.allCases.filter(\.acceptsAuto).map(\.rawValue),
        retiredViolations: [String: String] = [:],
        isDemoApp: Bool = false,
        tabs: [String] = []
    ) {
        self.tabs = tabs
        self.isDemoApp = isDemoApp
        self.strategies = strategies
        self.profiles = profiles
        self.toggles = toggles
        self.screens = screens
        self.labels = labels
        self.violations = violations
        self.flags = flags
        self.togglesAcceptingAuto = togglesAcceptingAuto
        self.retiredViolations = retiredViolations
    }
}
