/// A guard strategy's id: the name of a guard the run knows (a built-in, a
/// library guard, a loaded file), or several joined by `+`. Text becomes one
/// only by being checked against a `StrategyRegistry` (`parse`, `check`, with
/// a "did you mean"), so past the parser an id names a strategy: an unknown
/// one is a parse error, never a silent fall back on `none`.
public struct StrategyID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Text already checked against the ids a run knows (`StrategyName.check`,
    /// the script parser, or the guard loader for a file's name): one id, or
    /// a stack of them joined by `+`.
    public init(checked text: String) {
        self.rawValue = text
    }

    public var description: String { rawValue }

    /// The strategies stacked in this one, in order (itself when alone).
    public var members: [StrategyID] { GuardStack.memberIDs(of: rawValue).map(StrategyID.init(checked:)) }

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
    public static let none = StrategyID(checked: "none")

    /// `text` as one of `ids`, or a stack of them joined by `+`.
    public static func parse(_ text: String, among ids: [StrategyID]) -> Result<StrategyID, SettingProblem> {
        if let problem = StrategyName.check(text, among: ids.map(\.rawValue)) { return .failure(problem) }
        return .success(StrategyID(checked: text))
    }
}

extension GuardDefinition {
    /// The strategy id the file registers: its name.
    public var strategyID: StrategyID { StrategyID(checked: name) }
}
