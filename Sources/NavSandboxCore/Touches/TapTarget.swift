/// Where a finger lands, as a person names it: a view by its accessibility
/// label, the navigation bar's back button, or a cell of the phone. The
/// world finds a label or the back button where it is drawn now; a script
/// run may resolve it first from where it was last seen (its label memory).
public enum TapTarget: Hashable, Sendable {
    /// The topmost visible view with this accessibility label.
    case label(String)
    /// The navigation bar's back button.
    case back
    /// A cell of the phone.
    case point(Point)
    /// A tab bar item, by its tab's title.
    case tab(String)

    /// The cell at `x,y`.
    public static func point(x: Int, y: Int) -> TapTarget { .point(Point(x: x, y: y)) }
}

extension World {
    /// Where a target is drawn now; nil when it is not on screen (a point
    /// always is: hit-testing decides what it lands on).
    public func point(of target: TapTarget) -> Point? {
        switch target {
        case .point(let point): point
        case .back: backButtonPoint
        case .label(let label): tapPoint(forLabel: label)
        case .tab(let title): tabItemPoint(title: title)
        }
    }

    /// Whether every target of the input is on screen now: what `send`
    /// would tap somewhere rather than log as not on screen.
    public func canReach(_ input: UserInput) -> Bool {
        input.targets.allSatisfy { point(of: $0) != nil }
    }
}
