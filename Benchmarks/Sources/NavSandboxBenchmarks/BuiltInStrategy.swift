import NavSandboxCore

extension StrategyID {
    /// A built-in strategy the benchmarks name: a typo stops the run at
    /// once rather than measuring `none`.
    static func builtIn(_ id: String) -> StrategyID {
        guard let strategy = StrategyID(rawValue: id) else { preconditionFailure("no built-in strategy \(id)") }
        return strategy
    }
}
