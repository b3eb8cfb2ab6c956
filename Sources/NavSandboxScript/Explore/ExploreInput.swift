import NavSandboxCore

/// One thing a finger does in a search: what `explore` tries at each moment,
/// named the way a scenario script writes it.
public enum ExploreInput: Hashable, Sendable {
    case tap(String)
    case back
    case doubleTap(String)
    case twoFingers(String, String)
    case swipe(finish: Bool)
    case dragCard(CardDrag)

    /// The action as a script line writes it (`tap "Reply"`, `swipe-back cancel`).
    public var scriptText: String {
        switch self {
        case .tap(let label): "tap \(ScriptSyntax.quoted(label))"
        case .back: "tap back"
        case .doubleTap(let label): "double-tap \(ScriptSyntax.quoted(label))"
        case .twoFingers(let a, let b): "two-finger \(ScriptSyntax.quoted(a)) & \(ScriptSyntax.quoted(b))"
        case .swipe(let finish): "swipe-back \(finish ? "finish" : "cancel")"
        case .dragCard(let drag): "drag-card \(drag.rawValue)"
        }
    }

    /// Everything a user could do now, in a fixed order: taps on the visible
    /// controls in drawing order, back, swipes, card drags, double taps, and
    /// two fingers on every pair of controls when asked.
    public static func available(in world: World, twoFingers: Bool) -> [ExploreInput] {
        var labels: [String] = []
        world.forEachDrawnView { drawn in
            let view = world.view(drawn.id)
            guard view.isControl, view.role != .backButton, let label = view.accessibilityLabel,
                drawn.visible.width > 0, drawn.visible.height > 0, !labels.contains(label)
            else { return }
            labels.append(label)
        }
        var inputs = labels.map(ExploreInput.tap)
        if world.backButtonPoint != nil { inputs.append(.back) }
        if world.navigation.stack.count >= 2 { inputs += [.swipe(finish: true), .swipe(finish: false)] }
        if world.presentation != nil { inputs += [.dragCard(.down), .dragCard(.up), .dragCard(.dismiss)] }
        inputs += labels.map(ExploreInput.doubleTap)
        if twoFingers {
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] { inputs.append(.twoFingers(a, b)) }
            }
        }
        return inputs
    }

    /// Does it to the world; false when it cannot be done there (the label
    /// is not on screen).
    func apply(to world: inout World) -> Bool {
        switch self {
        case .tap(let label):
            guard let point = world.tapPoint(forLabel: label) else { return false }
            world.step(.tap(.point(point)))
        case .back:
            guard let point = world.backButtonPoint else { return false }
            world.step(.tap(.point(point)))
        case .doubleTap(let label):
            guard let point = world.tapPoint(forLabel: label) else { return false }
            world.step(.doubleTap(.point(point)))
        case .twoFingers(let a, let b):
            guard let first = world.tapPoint(forLabel: a), let second = world.tapPoint(forLabel: b) else { return false }
            world.step(.twoFinger(.point(first), .point(second)))
        case .swipe(let finish):
            world.step(.swipeBack(finish: finish))
        case .dragCard(let drag):
            world.step(.dragCard(drag))
        }
        return true
    }
}

/// An input and how long after the previous one (after its second tap, for
/// a double tap) it comes.
public struct ExploreStep: Hashable, Sendable {
    public var delay: Int
    public var input: ExploreInput

    public init(delay: Int, input: ExploreInput) {
        self.delay = delay
        self.input = input
    }
}
