import NavSandboxCore

#if canImport(Testing)
import Testing
#endif

/// What a user would notice of a world: the stack and the bar, the card, the
/// transition and UIKit's held calls, the locks, the failures and the crash.
/// `assertChange` compares all of it, so a test says exactly what an input
/// changed and anything else that changed fails it — the exhaustive state
/// check of The Composable Architecture's TestStore, on the part of the world
/// a race is about.
public struct WorldSummary: Equatable, Sendable, CustomStringConvertible {
    public var stack: [String]
    public var bar: [String]
    public var presented: String?
    public var card: String
    public var transition: String?
    public var deferred: [String]
    public var ignoreCount: Int
    public var isLockHeld: Bool
    public var violations: [ViolationID]
    public var crash: ViolationID?
    public var isFrozen: Bool

    public init(_ world: World) {
        stack = world.stackTitles
        bar = world.barTitles
        presented = world.presentedTitle
        card = world.cardStateName
        transition = world.navigation.transition.map { "\($0.kind.rawValue) \(world.controller($0.to).title)" }
        deferred = world.navigation.deferred.map(\.summary)
        ignoreCount = world.ignoreCount
        isLockHeld = world.isLockHeld
        violations = world.violations
        crash = world.crash?.violation
        isFrozen = world.isFrozen
    }

    public var description: String {
        var parts = ["stack \(stack)", "bar \(bar)", "card \(card)"]
        if let presented { parts.append("presented \(presented)") }
        if let transition { parts.append("transition \(transition)") }
        if !deferred.isEmpty { parts.append("deferred \(deferred)") }
        if ignoreCount > 0 { parts.append("ignoreCount \(ignoreCount)") }
        if isLockHeld { parts.append("lock held") }
        if !violations.isEmpty { parts.append("violations \(violations.map(\.rawValue))") }
        if let crash { parts.append("crash \(crash.rawValue)") }
        if isFrozen { parts.append("frozen") }
        return parts.joined(separator: ", ")
    }
}

#if canImport(Testing)
/// Runs `input` on the world, then checks that its summary changed exactly
/// as `change` describes, starting from the summary before the input.
public func assertChange(
    _ world: inout World, by input: (inout World) -> Void, _ change: (inout WorldSummary) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var expected = WorldSummary(world)
    input(&world)
    change(&expected)
    let actual = WorldSummary(world)
    #expect(actual == expected, "world changed otherwise than described", sourceLocation: sourceLocation)
}
#endif
