/// A plain view's `backgroundColor`, from a small fixed palette a terminal
/// can show, or a pattern that reads without colour: a view with one paints
/// its frame, so it hides (and visibly covers) what is beneath it.
public enum ViewBackground: String, CaseIterable, Hashable, Sendable {
    case red, green, blue, yellow, magenta, cyan, white, gray
    /// `·` in every cell.
    case dots
    /// `╱` in every cell.
    case hatch

    /// A pattern of marks rather than a colour: it reads without colours.
    public var isPattern: Bool { self == .dots || self == .hatch }
}
