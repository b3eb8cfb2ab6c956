import NavSandboxCore

/// What the SCRIPT pane shows of a script played live (`--script`): its
/// lines, the one just played, each expectation's verdict and the error
/// that stopped it. The playback fills it in; the render only reads it.
public struct ScriptPane: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The line's number in its file.
        public var number: Int
        /// The line as written (comments and blank lines are not lines here).
        public var text: String
        /// Set once an `expect` line has run.
        public var verdict: Verdict?
        /// The runtime error that stopped the script here.
        public var error: String?

        public init(number: Int, text: String, verdict: Verdict? = nil, error: String? = nil) {
            self.number = number
            self.text = text
            self.verdict = verdict
            self.error = error
        }
    }

    public enum Verdict: Hashable, Sendable {
        case held
        /// What the world showed instead.
        case failed(actual: String?)
    }

    public enum State: Hashable, Sendable {
        case playing
        /// Ran to its end (or its error): `✓ 3/3`, `✗ 2/3`, `done`.
        case finished(summary: String)
        /// The user took over; `R` plays it again from the start.
        case stopped(reason: String)
    }

    public var name: String
    public var lines: [Line]
    /// The line of the moment played last; nil before the first.
    public var current: Int?
    public var state: State
    /// The strategy and profile it plays under (the file's, or a re-run's).
    public var strategy: StrategyID
    public var profile: Profile

    public init(name: String, lines: [Line], current: Int?, state: State, strategy: StrategyID, profile: Profile) {
        self.name = name
        self.lines = lines
        self.current = current
        self.state = state
        self.strategy = strategy
        self.profile = profile
    }

    /// Whether Tab and p re-run the script rather than switch the live
    /// world: while it plays or has finished, not once the user took over.
    public var rerunsOnSwitch: Bool {
        if case .stopped = state { return false }
        return true
    }
}
