/// What UIKit waits for before it runs a call it deferred.
public enum DeferralCause: Hashable, Sendable {
    /// The edge swipe's interactive pop, until the finger lifts and it settles.
    case interactivePop
    /// A push or pop animating to `screen`.
    case runningTransition(TransitionKind, to: ScreenRef)
    /// A card's presentation (`presenting`) or dismissal.
    case presentationAnimating(presenting: Bool, card: ScreenRef)
    /// The interactive pop a swipe began at the root with nothing to pop
    /// (rule root-pop-gesture-stalls): only another edge swipe ends it.
    case stalledPopAtRoot

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .interactivePop: "interactive-pop"
        case .runningTransition: "running-transition"
        case .presentationAnimating: "presentation-animating"
        case .stalledPopAtRoot: "stalled-pop-at-root"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .interactivePop: "the interactive pop"
        case .runningTransition(let kind, let screen): "the running \(kind.rawValue) to \(screen.title)"
        case .presentationAnimating(let presenting, let card):
            "the \(presenting ? "presentation" : "dismissal") of \(card.title)"
        case .stalledPopAtRoot: "the interactive pop with nothing to pop"
        }
    }
}
