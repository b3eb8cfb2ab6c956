/// A guard strategy's id: a built-in one (`StrategyCatalog`) or the name a
/// loaded guard file registers (`GuardDefinition.strategyID`). Text becomes
/// one only by being checked against the ids a run knows (`parse(_:among:)`,
/// with a "did you mean"), so past the parser an id names a strategy: an
/// unknown one is a parse error, never a silent fall back on `none`.
public struct StrategyID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A built-in strategy's id; nil for any other text.
    public init?(rawValue: String) {
        guard StrategyCatalog.ids.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Text already checked against the ids a run knows (`StrategyName.check`,
    /// the script parser, or the guard loader for a file's name): one id, or
    /// a stack of them joined by `+`.
    public init(checked text: String) {
        self.rawValue = text
    }

    public var description: String { rawValue }

    /// The strategies stacked in this one, in order (itself when alone).
    public var members: [StrategyID] { StackedStrategy.memberIDs(of: rawValue).map(StrategyID.init(checked:)) }

    /// Several strategies as the one stack they make; nil for none.
    public static func stacking(_ ids: [StrategyID]) -> StrategyID? {
        StrategyName.stacking(ids.map(\.rawValue)).map(StrategyID.init(checked:))
    }

    /// The same strategy with one member renamed (a guard file saved under
    /// a new `guard:` name): `a+old` becomes `a+new`.
    public func renaming(from old: String, to new: String) -> StrategyID {
        StrategyID(checked: StrategyName.renaming(rawValue, from: old, to: new))
    }

    /// The strategy that guards nothing: UIKit on its own.
    public static let none = StrategyID(checked: NoGuard.id)

    /// The built-in strategies, in the catalog's order.
    public static var builtIns: [StrategyID] { StrategyCatalog.ids.map(StrategyID.init(checked:)) }

    /// `text` as one of `ids` (the built-in ones by default), or a stack of
    /// them joined by `+`.
    public static func parse(_ text: String, among ids: [StrategyID] = builtIns) -> Result<StrategyID, SettingProblem> {
        if let problem = StrategyName.check(text, among: ids.map(\.rawValue)) { return .failure(problem) }
        return .success(StrategyID(checked: text))
    }
}

extension GuardDefinition {
    /// The strategy id the file registers: its name.
    public var strategyID: StrategyID { StrategyID(checked: name) }
}
