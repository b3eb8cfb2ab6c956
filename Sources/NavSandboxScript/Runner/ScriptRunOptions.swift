import NavSandboxApps
import NavSandboxCore

/// What the command line (or a test) imposes on a script run. Everything set
/// here wins over the script's own `strategy`, `profile` and `set` lines.
public struct ScriptRunOptions: Equatable, Sendable {
    /// The app the script runs against (the demo unless `--app`).
    public var app: AppDescription
    /// Overrides the script's `strategy` line; nil keeps it (or `none`).
    public var strategy: StrategyID?
    /// Overrides the script's `profile` line; nil keeps it (or the default).
    public var profile: Profile?
    /// Toggles forced for the whole run, applied at launch. A script's `set`
    /// line for one of these is skipped (and noted).
    public var toggles: [ToggleOverride]
    /// The cap on one `settle` (World.settle's limit), in ms.
    public var settleLimit: Int
    /// No run may go past this virtual time, in ms (1 hour).
    public var timeLimit: Int
    /// Bounds the world's event log (as the interactive sandbox does); nil,
    /// for headless runs, keeps every line.
    public var logLimit: Int?
    /// Guard strategies written as files (`--guard`): each is one more
    /// strategy id the run may name.
    public var guardFiles: [GuardDefinition] = []
    /// An `at` time already passed runs now instead of stopping the run: a
    /// lesson in the sandbox, where time passes while the learner reads.
    public var pastAtRunsNow = false
    public init(
        app: AppDescription = .demo, strategy: StrategyID? = nil, profile: Profile? = nil, toggles: [ToggleOverride] = [],
        settleLimit: Int = 60_000, timeLimit: Int = ScriptTime.limitMilliseconds, logLimit: Int? = nil
    ) {
        self.app = app
        self.strategy = strategy
        self.profile = profile
        self.toggles = toggles
        self.settleLimit = settleLimit
        self.timeLimit = timeLimit
        self.logLimit = logLimit
    }

    /// The value forced for a toggle, if any (the last override wins).
    func override(of toggle: ToggleID) -> ToggleOverride? {
        toggles.last { $0.id == toggle }
    }
}

/// `--set pass-through=on` for a run: the core's one toggle assignment, so
/// the sandbox, the commands and the scripts accept the same spellings.
public typealias ToggleOverride = ToggleAssignment
