import NavSandboxCore

/// What a race ended with, in the terms two strategies that should behave
/// alike are compared by: the stack, what fired, each tap's fate, UIKit's
/// ignore count and the pop gesture.
public struct StrategyOutcome: Equatable {
    public var stack: [String]
    public var violations: [ViolationID]
    public var crash: ViolationID?
    public var dispositions: [TouchDisposition]
    public var ignoreCount: Int
    public var popGestureEnabled: Bool

    public init(_ world: World) {
        stack = world.stackTitles
        violations = world.violations
        crash = world.crash?.violation
        dispositions = world.touches.history.map(\.disposition)
        ignoreCount = world.ignoreCount
        popGestureEnabled = world.isPopGestureEnabled
    }
}
