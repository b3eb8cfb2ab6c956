/// What a failure, detector or crash saw when it fired, as data: the screens,
/// calls and views it concerns, captured when it fired. The log's sentence is
/// worded from it in `text`, the one place; `violation` events carry it.
public enum ViolationDetail: Hashable, Sendable {
    /// `present` while a card is shown (`existing`) or still animating in (nil).
    case presentWhilePresenting(card: ScreenRef, presenter: ScreenRef, existing: ScreenRef?)
    case presentNotInWindow(card: ScreenRef, presenter: ScreenRef)
    case dismissDuringTransition(presenter: ScreenRef)
    /// iOS 7's appearance callbacks out of balance: the screen being pushed
    /// when `cause` came.
    case unbalancedAppearance(screen: ScreenRef, cause: UnbalancedAppearanceCause)
    /// iOS 7: `request` while a `running` transition to `to` animates.
    case nestedPush(request: NavigationCall, running: TransitionKind, to: ScreenRef)
    /// A crash: UIKit's exception and its reason, as the console prints them.
    case uncaughtException(exception: String, reason: String)
    /// Still locked `milliseconds` after the world went idle, held by each of `holders`.
    case stuckLock(milliseconds: Int, holders: [LockHolder])
    /// Must-complete navigation that will never run.
    case lostNavigation(requests: [NavigationCall], how: LostNavigation)
    case stuckHighlight(ViewRef)
    /// The same model item twice in a row on top of `stack` (titles, bottom first).
    case doublePush(screen: ScreenRef, stack: [String])
    /// A second back-button pop, held until the first ended (iOS 8–17) or
    /// ending it at once (iOS 26, `interrupted`), took `second` off too.
    case doublePop(second: ScreenRef, stack: [String], interrupted: Bool)
    case swallowedTap(at: Point)
    /// The first call held behind a pop that began at the root with the
    /// pop gesture's delegate nil.
    case rootSwipeFreeze(held: NavigationCall)
    /// iOS 26: a back swipe's recognizer took the drag meant for the app's
    /// own pan on `view`, whose action never ran.
    case appPanTaken(view: ViewRef, recognizer: PopGestureRecognizer, action: String?)
    /// A coordinator guard's list of the screens it pushed (titles) against
    /// the stack's screens above the root.
    case coordinatorOutOfStep(guard: String, believed: [String], stack: [String])

    public enum UnbalancedAppearanceCause: Hashable, Sendable {
        case callDuringPush(NavigationCall)
        case edgeSwipeDuringPush
        /// An edge swipe a replaced delegate let begin during a transition.
        case edgeSwipeLetThroughDuring(TransitionKind)
    }

    /// What keeps the screen locked once everything else went quiet.
    public enum LockHolder: Hashable, Sendable {
        case ignoringInteractionEvents(count: Int)
        case windowAnimated
        /// The guard strategy, with its raised flags as `name = value`.
        case guardStrategy(StrategyID, raisedFlags: [String])
    }

    /// How must-complete navigation was lost.
    public enum LostNavigation: Hashable, Sendable {
        case refusedByUIKit
        case refusedByGuard(verb: GuardVerb, strategy: StrategyID, flag: GuardFlagName)
        case droppedByGuard(reason: String)
        case queuedWhenStrategyChanged(from: StrategyID)
        case strandedInQueue(strategy: StrategyID)
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .presentWhilePresenting(let card, let presenter, let existing?):
            "Attempt to present \(card.consoleName) on \(presenter.consoleName) which is already presenting \(existing.consoleName)"
        case .presentWhilePresenting(let card, let presenter, nil):
            "Attempt to present \(card.consoleName) on \(presenter.consoleName) while a presentation is in progress"
        case .presentNotInWindow(let card, let presenter):
            "Attempt to present \(card.consoleName) on \(presenter.consoleName) whose view is not in the window hierarchy!"
        case .dismissDuringTransition(let presenter):
            "Attempt to dismiss from view controller \(presenter.consoleName) while a presentation or dismiss is in progress!"
        case .unbalancedAppearance(let screen, .callDuringPush(let request)):
            "Unbalanced calls to begin/end appearance transitions for \(screen.consoleName). \(request.text) during a push: nothing responds any more"
        case .unbalancedAppearance(let screen, .edgeSwipeDuringPush):
            "Unbalanced calls to begin/end appearance transitions for \(screen.consoleName): edge swipe during a push"
        case .unbalancedAppearance(let screen, .edgeSwipeLetThroughDuring(let kind)):
            "Unbalanced calls to begin/end appearance transitions for \(screen.consoleName): an edge swipe the replaced delegate let begin during a \(kind.rawValue); the \(kind.rawValue) never finishes and nothing responds"
        case .nestedPush(let request, let running, let to):
            "nested push animation can result in corrupted navigation bar (\(request.text) during \(running.rawValue) \(to.title))"
        case .uncaughtException(let exception, let reason):
            "*** Terminating app due to uncaught exception '\(exception)', reason: '\(reason)'"
        case .stuckLock(let milliseconds, let holders):
            "still locked \(TimeFormat.duration(milliseconds)) after the world went idle: \(holders.map(\.text).joined(separator: "; "))"
        case .lostNavigation(let requests, let how):
            "must-complete \(requests.map(\.text).joined(separator: ", ")) \(how.text)"
        case .stuckHighlight(let view):
            "\(view.name) is still highlighted with no finger on it: its touch's end was never delivered"
        case .doublePush(let screen, let stack):
            "\(screen.title) is on the stack twice in a row (\(stack.joined(separator: " > ")))"
        case .doublePop(let second, let stack, let interrupted):
            "a second back tap during the pop \(interrupted ? "ended it at once" : "was held") and then popped \(second.title) too: two levels for one back (now \(stack.joined(separator: " > ")))"
        case .swallowedTap(let point):
            "tap at \(point) landed on the transparent UITransitionView above the card; the screen beneath never sees it"
        case .rootSwipeFreeze(let held):
            "\(held.text) does not happen: a swipe at the root began a pop with nothing to pop (nothing refused it: the pop gesture's delegate nil, or a full-screen pan's gate without a root check) and UIKit holds every push and pop until another swipe reaches its handler"
        case .coordinatorOutOfStep(let name, let believed, let stack):
            "\(name)'s coordinator believes its screens are [\(believed.joined(separator: ", "))] but the stack above the root is [\(stack.joined(separator: ", "))]"
                + (believed.isEmpty && !stack.isEmpty ? ": it finished while its screen is still shown, and what it handles is gone" : "")
        case .appPanTaken(let view, let recognizer, let action):
            "\(view.name)'s own pan never began\(action.map { " (its action \($0) never ran)" } ?? ""): \(recognizer.rawValue) took the drag for a back swipe (turn it off on this screen, as NativePHP and deltachat-ios did: content-pop-gesture: off)"
        }
    }
}

extension ViolationDetail.LockHolder {
    var text: String {
        switch self {
        case .ignoringInteractionEvents(let count): "UIApplication is ignoring interaction events (count \(count))"
        case .windowAnimated: "window.isAnimated = YES"
        case .guardStrategy(let id, let raised): "\(id) holds its lock (\(raised.joined(separator: ", ")))"
        }
    }
}

extension ViolationDetail.LostNavigation {
    var text: String {
        switch self {
        case .refusedByUIKit: "was refused by UIKit"
        case .refusedByGuard(let verb, let strategy, let flag): "was \(verb.rawValue.lowercased()) by \(strategy) (\(flag))"
        case .droppedByGuard(let reason): "was dropped: \(reason)"
        case .queuedWhenStrategyChanged(let old): "was in \(old)'s queue when the strategy changed"
        case .strandedInQueue(let strategy): "sits in \(strategy)'s queue and nothing will run it"
        }
    }
}

extension ScreenRef {
    /// `<MessageViewController: Message 1>`: how UIKit's console names a controller.
    var consoleName: String { "<\(className): \(title)>" }
}
