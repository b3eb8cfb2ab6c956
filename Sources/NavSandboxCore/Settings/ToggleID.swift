/// A toggle the user flips independently of the strategy. The raw values are
/// a contract: scripts, `--set` and the sandbox's palette name them.
public enum ToggleID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case exclusiveTouch = "exclusive-touch"
    case popGesture = "pop-gesture"
    case passThrough = "pass-through"
    case allowInteractionDuringTransition = "allow-interaction-during-transition"
    case popGestureDelegate = "pop-gesture-delegate"
    /// iOS 26's interactiveContentPopGestureRecognizer, apart from the edge
    /// one (rule content-pop-separate-from-edge).
    case contentPopGesture = "content-pop-gesture"

    public var description: String { rawValue }

    /// Takes `auto` (let the strategy decide) besides `on` and `off`.
    public var acceptsAuto: Bool { self == .popGesture || self == .contentPopGesture }
}
