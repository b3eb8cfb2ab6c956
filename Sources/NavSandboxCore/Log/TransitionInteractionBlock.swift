/// Why a running navigation transition took a view out of the hit-test walk,
/// as data: the rule that did it follows from the case, and the sentence
/// the walk, LAST TAP and the log show is worded in `text`, the one place.
/// Holds titles rather than ids, like the log's refs: a walk is read after
/// the screens it names are gone.
public enum TransitionInteractionBlock: Hashable, Sendable {
    /// iOS 7 disables the back button until the transition completes.
    case backButton(during: RunningTransition)
    /// A screen the transition animates (titled `screen`) takes no touches
    /// until it completes.
    case screen(String, during: RunningTransition)

    /// The transition, as the sentence names it.
    public enum RunningTransition: Hashable, Sendable {
        /// The edge swipe's interactive pop.
        case interactivePop
        /// An animated push or pop to the screen titled `to`.
        case animated(TransitionKind, to: String)

        var text: String { ("\(self)" as LogText).string }
    }

    /// The UIKit rule the block comes from.
    public var rule: RuleID {
        switch self {
        case .backButton: .backButtonDisabledDuringTransition
        case .screen: .transitionDisablesInteraction
        }
    }

    /// The walk's and the log's wording.
    public var text: String { ("\(self)" as LogText).string }
}

/// The wording, written into the line that names the block: a touch that
/// lands on a screen mid-transition is a line of nearly every tap script.
extension LogText.StringInterpolation {
    public mutating func appendInterpolation(_ block: TransitionInteractionBlock) {
        switch block {
        case .backButton(let running):
            appendLiteral("the back button is disabled while ")
            appendInterpolation(running)
            appendLiteral(" runs")
        case .screen(let title, let running):
            appendInterpolation(title)
            appendLiteral(" takes no touches while ")
            appendInterpolation(running)
            appendLiteral(" animates")
        }
    }

    public mutating func appendInterpolation(_ running: TransitionInteractionBlock.RunningTransition) {
        switch running {
        case .interactivePop: appendLiteral("the interactive pop")
        case .animated(let kind, let to):
            appendLiteral("the ")
            appendInterpolation(kind.rawValue)
            appendLiteral(" to ")
            appendInterpolation(to)
        }
    }
}
