/// A guard strategy resolved for a run: its id and the guards it stands for,
/// loaded. It is made only by a `StrategyRegistry` (or as `none`), once, where
/// a run's settings are read, so the world never looks a name up and has
/// nothing to fall back on.
public struct Strategy: Hashable, Sendable, CustomStringConvertible {
    /// As the header, LOCKS, scripts and reports name it: one guard's name,
    /// `a+b` for a stack, or an including file's own name.
    public let id: StrategyID
    /// The guards in force, first asked first, flat: a file's included
    /// guards come before it, each guard once.
    public let members: [GuardDefinition]

    init(id: StrategyID, members: [GuardDefinition]) {
        self.id = id
        self.members = members
    }

    /// No guard at all: UIKit on its own.
    public static let none = Strategy(id: .none, members: [])

    /// What `none` does, as `list strategies` says it.
    public static let noneSummary = "no protection: UIKit on its own"

    public var description: String { id.rawValue }
}
