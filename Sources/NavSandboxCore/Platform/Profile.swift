/// Which UIKit the world behaves like. Only the behaviours that differ between
/// releases depend on it (see docs/model.md, "Platform profiles").
public enum Profile: String, Hashable, Sendable, CaseIterable {
    case ios7
    case ios12
    case ios17

    public static let `default` = Profile.ios17

    public var displayName: String {
        switch self {
        case .ios7: "iOS 7"
        case .ios12: "iOS 12"
        case .ios17: "iOS 17"
        }
    }

    public var summary: String {
        switch self {
        case .ios7:
            "iOS 7: overlapping transitions corrupt the bar, freeze the UI or crash (seed 001, seed 003)"
        case .ios12:
            "iOS 8–12: a navigation call during a transition cuts the running one short and runs at once"
        case .ios17:
            "iOS 13+: a navigation call during a transition waits for it; begin/endIgnoringInteractionEvents is deprecated"
        }
    }
}
