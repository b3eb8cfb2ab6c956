import NavSandboxCore

/// How big the phone is drawn: each phone cell as one terminal cell, or as
/// a 2×2 block so a projector shows a phone worth looking at. Text stays
/// the terminal's own size (a terminal cannot draw larger letters); the
/// frames double, so labels cut at 1× have room at 2×.
public enum PhoneZoom: String, Hashable, Sendable, CaseIterable {
    /// 2× when the terminal has room for it and a full status pane, else 1×.
    case auto
    case one = "1×"
    case two = "2×"

    /// `Z` cycles auto → 1× → 2× → auto.
    public var next: PhoneZoom {
        switch self {
        case .auto: .one
        case .one: .two
        case .two: .auto
        }
    }

    /// The status pane's width below which auto keeps 1×: the LOCKS pane's
    /// two columns and LAST TAP's walk need about this much.
    static let statusWidthForTwo = 100

    /// The terminal size at which auto picks 2×: the doubled phone in its
    /// box, the status pane, and every row the 1× layout has (header,
    /// crosshair line, the timeline's four rows, hints).
    public static let autoMinimumWidth = Phone.width * 2 + 2 + 1 + statusWidthForTwo
    public static let autoMinimumHeight = Phone.height * 2 + 2 + 1 + 1 + 4 + 1

    /// The smallest terminal a forced 2× fits: the phone unboxed and a
    /// status pane as narrow as at 80 columns.
    public static let forcedMinimumWidth = Phone.width * 2 + 2 + 1 + (ScreenLayout.minimumWidth - Phone.width - 3)
    public static let forcedMinimumHeight = Phone.height * 2 + 2

    /// The cell scale for a terminal of this size.
    public func scale(width: Int, height: Int) -> Int {
        switch self {
        case .one: 1
        case .auto: width >= Self.autoMinimumWidth && height >= Self.autoMinimumHeight ? 2 : 1
        case .two: width >= Self.forcedMinimumWidth && height >= Self.forcedMinimumHeight ? 2 : 1
        }
    }
}
