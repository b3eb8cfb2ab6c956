import NavSandboxApps
import NavSandboxCore

/// One script run once under every strategy (the registry's, in its
/// order: the built-ins, the library guards, then each guard file's) with the same profile and toggles:
/// what `compare` prints.
public struct StrategyComparison: Equatable, Sendable {
    public var file: String
    /// The profile every row ran under.
    public var profile: Profile
    public var rows: [ComparisonRow]

    public init(file: String, profile: Profile, rows: [ComparisonRow]) {
        self.file = file
        self.profile = profile
        self.rows = rows
    }

    /// Runs `script` under each strategy, the rows on up to `jobs` threads
    /// (the runs share nothing; the table is the same for any `jobs`).
    /// The profile and toggles apply to every row.
    public static func run(_ script: Script, options: ScriptRunOptions = ScriptRunOptions(), jobs: Int = 1) -> StrategyComparison {
        let results = parallelMap(strategies(for: script, options: options), jobs: jobs) { id in
            var rowOptions = options
            rowOptions.strategy = id
            let result = ScriptRunner(options: rowOptions).run(script)
            return (ComparisonRow(result), result.world.profile)
        }
        return StrategyComparison(file: script.file, profile: results.last?.1 ?? .default, rows: results.map(\.0))
    }

    /// The rows: the registry's strategies (none, the built-in and library guards), every guard file (the options',
    /// then the script's), then the stacks in force — `options.strategy`
    /// (`--strategy a+b`, or several `--guard` files) and the script's
    /// `guard` lines' — each once.
    public static func strategies(for script: Script, options: ScriptRunOptions) -> [StrategyID] {
        var ids = BundledGuards.registry.ids
        let stacks = [options.strategy, script.guardStack].compactMap { $0 }
        for id in options.guardFiles.map(\.strategyID) + script.guardFiles.map(\.strategyID) + stacks where !ids.contains(id) {
            ids.append(id)
        }
        return ids
    }
}

/// How one strategy fared.
public struct ComparisonRow: Equatable, Sendable {
    public var strategy: String
    public var stack: [String]
    /// The crash's violation id, if the app crashed.
    public var crash: String?
    public var frozen: Bool
    /// Every violation, in order of first firing.
    public var violations: [String]
    public var handled: Int
    public var dropped: Int
    public var queued: Int
    public var expectationsHeld: Int
    public var expectationsTotal: Int
    /// The `expect` lines that did not hold, in script order.
    public var failedExpectations: [ExpectationVerdict]
    /// The runtime error that stopped this row's run, if any.
    public var error: ScriptRuntimeError?

    public init(_ run: ScriptRun) {
        let world = run.world
        let counts = world.touchCounts
        strategy = world.strategyID.rawValue
        stack = world.stackTitles
        crash = world.crash?.violation.rawValue
        frozen = world.isFrozen
        violations = world.violations.map(\.rawValue)
        handled = counts.handled
        dropped = counts.dropped
        queued = counts.queued
        expectationsHeld = run.verdicts.filter(\.ok).count
        expectationsTotal = run.verdicts.count
        failedExpectations = run.verdicts.filter { !$0.ok }
        error = run.error
    }

    /// `Inbox > Message 1`, or where the run stopped.
    public var stackText: String {
        var text = ExpectationChecker.show(stack: stack)
        if let error { text += " (stopped at line \(error.line))" }
        return text
    }

    public var crashText: String { crash ?? (frozen ? "frozen" : "—") }

    public var violationsText: String { violations.isEmpty ? "—" : violations.joined(separator: ", ") }

    public var tapsText: String { "\(handled) / \(dropped) / \(queued)" }

    /// Whether the script's `expect` lines held under this strategy: `✓`,
    /// or `✗` with the lines that failed — a count such as "1/3" read as a
    /// score, and a strategy that does better than the one the script was
    /// written for "failed" it.
    public var expectText: String {
        if expectationsTotal == 0 { return "—" }
        if failedExpectations.isEmpty { return expectationsTotal == 1 ? "✓ held" : "✓ all \(expectationsTotal) held" }
        let lines = failedExpectations.map { String($0.line) }.joined(separator: ", ")
        return "✗ line\(failedExpectations.count == 1 ? "" : "s") \(lines)"
    }
}
