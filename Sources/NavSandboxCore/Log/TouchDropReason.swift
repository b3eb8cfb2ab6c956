/// Why UIApplication delivers no touch event at all right now: a touch, a
/// swipe or a card drag is dropped before hitTest.
public enum TouchDropReason: Hashable, Sendable {
    /// The app crashed; nothing runs until it relaunches.
    case appCrashed
    /// The UI froze mid-transition (frozen-ui).
    case uiFrozen
    /// UIKit ignores interaction events while a card's presentation
    /// (`presenting`) or dismissal animates.
    case presentationAnimating(presenting: Bool, card: ScreenRef)
    /// UIApplication's beginIgnoringInteractionEvents counter is above zero.
    case ignoringInteractionEvents(count: Int)
    /// The guard's `sendEvent(_:)` override swallowed the touch; `reason` is
    /// the guard's own words.
    case sendEventDropped(strategy: String, reason: String)

    /// The case as a script names it (`expect event touch-dropped cause = ui-frozen`).
    public var name: String {
        switch self {
        case .appCrashed: "app-crashed"
        case .uiFrozen: "ui-frozen"
        case .presentationAnimating: "presentation-animating"
        case .ignoringInteractionEvents: "ignoring-interaction-events"
        case .sendEventDropped: "send-event-dropped"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .appCrashed: "the app has crashed (relaunch to continue)"
        case .uiFrozen: "the UI is frozen (frozen-ui): nothing responds"
        case .presentationAnimating(let presenting, let card):
            "UIKit ignores interaction events while the \(presenting ? "presentation" : "dismissal") of \(card.title) animates"
        case .ignoringInteractionEvents(let count):
            "UIApplication is ignoring interaction events (ignore count \(count))"
        case .sendEventDropped(let strategy, let reason):
            "\(strategy)'s sendEvent override swallowed it" + (reason.isEmpty ? "" : ": \(reason)")
        }
    }
}
