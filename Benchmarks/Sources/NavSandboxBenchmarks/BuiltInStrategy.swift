import NavSandboxApps
import NavSandboxCore

extension Strategy {
    /// A shipped strategy the benchmarks name, resolved from the bundled
    /// registry: a typo stops the run at once rather than measuring `none`.
    static func builtIn(_ id: String) -> Strategy {
        if id == StrategyID.none.rawValue { return .none }
        guard let strategy = BundledGuards.registry.resolve(StrategyID(checked: id)) else {
            preconditionFailure("no shipped strategy \(id)")
        }
        return strategy
    }
}
