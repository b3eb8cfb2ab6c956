/// Which UIKit the world behaves like. Only the behaviours that differ between
/// releases depend on it, and they are read from `capabilities`, one table
/// (see docs/model.md, "Platform profiles"). Ids are a contract: `ios12`
/// stands for iOS 8–12, `ios17` for iOS 13–18.
public enum Profile: String, Hashable, Sendable, CaseIterable {
    case ios7
    case ios12
    case ios17
    case ios26

    public static let `default` = Profile.ios17

    public var displayName: String {
        switch self {
        case .ios7: "iOS 7"
        case .ios12: "iOS 12"
        case .ios17: "iOS 17"
        case .ios26: "iOS 26"
        }
    }

    public var summary: String {
        switch self {
        case .ios7:
            "iOS 7: overlapping transitions corrupt the bar, freeze the UI or crash (rules ios7-*)"
        case .ios12:
            "iOS 8–12: a navigation call during a transition waits for it; the back button works mid-transition"
        case .ios17:
            "iOS 13–18: as iOS 8–12; begin/endIgnoringInteractionEvents is deprecated"
        case .ios26:
            "iOS 26: interruptible transitions; back and the content swipe pop at once, the incoming screen takes touches"
        }
    }

    public var capabilities: ProfileCapabilities { ProfileCapabilities.table(self) }
}

/// What a UIKit release does when calls and touches overlap a running
/// transition. Adding a profile is one entry in `table`.
public struct ProfileCapabilities: Hashable, Sendable {
    /// What UIKit does with a navigation call made while a transition runs.
    public enum Overlap: Hashable, Sendable {
        /// iOS 7: no protection; the outcome depends on what overlaps what.
        case unprotected
        /// iOS 8–18 (and code on iOS 26): held until the transition completes.
        case deferred
    }

    /// What the back button does while a navigation transition runs.
    public enum BackDuringTransition: Hashable, Sendable {
        /// Takes no touches (iOS 7).
        case disabled
        /// Works; its pop waits for the running transition (iOS 8–18).
        case deferredPop
        /// Works; the running transition completes at once and the pop starts (iOS 26).
        case interrupts
    }

    /// What an edge swipe does while a navigation transition runs.
    public enum SwipeDuringTransition: Hashable, Sendable {
        /// During a push it freezes the UI (iOS 7); otherwise it does not begin.
        case freezesDuringPush
        /// The gesture does not begin.
        case refused
        /// The running transition completes at once and the interactive pop begins.
        case interrupts
    }

    public var overlap: Overlap
    public var backDuringTransition: BackDuringTransition
    public var swipeDuringTransition: SwipeDuringTransition
    /// The incoming screen takes touches during the transition (iOS 26).
    public var incomingScreenInteractive: Bool
    /// interactiveContentPopGestureRecognizer: a swipe anywhere on the content pops (iOS 26).
    public var contentPopGesture: Bool
    /// Pushing an instance already in the stack during a transition throws at
    /// the call (iOS 7) rather than when the deferred push runs.
    public var sameInstanceThrowsAtCall: Bool
    /// begin/endIgnoringInteractionEvents are deprecated (iOS 13+).
    public var ignoringEventsDeprecated: Bool
    /// An unbalanced appearance transition freezes the UI (iOS 7) rather than
    /// only logging a warning.
    public var unbalancedAppearanceFreezes: Bool

    public static func table(_ profile: Profile) -> ProfileCapabilities {
        switch profile {
        case .ios7:
            ProfileCapabilities(
                overlap: .unprotected, backDuringTransition: .disabled, swipeDuringTransition: .freezesDuringPush,
                incomingScreenInteractive: false, contentPopGesture: false, sameInstanceThrowsAtCall: true,
                ignoringEventsDeprecated: false, unbalancedAppearanceFreezes: true)
        case .ios12:
            ProfileCapabilities(
                overlap: .deferred, backDuringTransition: .deferredPop, swipeDuringTransition: .refused,
                incomingScreenInteractive: false, contentPopGesture: false, sameInstanceThrowsAtCall: false,
                ignoringEventsDeprecated: false, unbalancedAppearanceFreezes: false)
        case .ios17:
            ProfileCapabilities(
                overlap: .deferred, backDuringTransition: .deferredPop, swipeDuringTransition: .refused,
                incomingScreenInteractive: false, contentPopGesture: false, sameInstanceThrowsAtCall: false,
                ignoringEventsDeprecated: true, unbalancedAppearanceFreezes: false)
        case .ios26:
            ProfileCapabilities(
                overlap: .deferred, backDuringTransition: .interrupts, swipeDuringTransition: .interrupts,
                incomingScreenInteractive: true, contentPopGesture: true, sameInstanceThrowsAtCall: false,
                ignoringEventsDeprecated: true, unbalancedAppearanceFreezes: false)
        }
    }
}
