/// The name of a guard's flag (`isTransitioning`, `windowLock`): the words a
/// strategy, and later a guard file, gives it.
public struct GuardFlagName: Hashable, Sendable, CustomStringConvertible {
    public var name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}
