import NavSandboxCore

/// Everything a script run produced: the final world, each expectation's
/// verdict, and the runtime error that stopped it, if one did. `run`,
/// `compare`, `trace` and the tests all read this.
public struct ScriptRun: Equatable, Sendable {
    public var script: Script
    public var options: ScriptRunOptions
    /// The world when the script ended (or stopped).
    public var world: World
    /// One per `expect` line reached, in script order.
    public var verdicts: [ExpectationVerdict]
    /// Set when the run stopped early; the world is as it was then.
    public var error: ScriptRuntimeError?
    /// What the runner did besides the script, e.g. a `set` line skipped
    /// because the command line forced that toggle.
    public var notes: [String]

    public init(
        script: Script, options: ScriptRunOptions, world: World, verdicts: [ExpectationVerdict],
        error: ScriptRuntimeError?, notes: [String]
    ) {
        self.script = script
        self.options = options
        self.world = world
        self.verdicts = verdicts
        self.error = error
        self.notes = notes
    }

    /// True when the script ran to its end and every expectation held.
    public var succeeded: Bool { error == nil && verdicts.allSatisfy(\.ok) }

    public var failedVerdicts: [ExpectationVerdict] { verdicts.filter { !$0.ok } }
}
