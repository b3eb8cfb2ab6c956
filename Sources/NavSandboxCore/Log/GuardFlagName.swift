/// The name of a guard's flag (`isTransitioning`, `windowLock`): the words a
/// strategy, and later a guard file, gives it. A built-in strategy writes
/// its flags as string literals.
public struct GuardFlagName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
