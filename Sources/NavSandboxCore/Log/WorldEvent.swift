/// Everything the world reports, as data: what happened, to what, and the
/// UIKit rule that decided it when one did. The log's text is rendered from
/// these in one place (`WorldEvent+Text.swift`), so tests, the trace and any
/// other reader can match on the event rather than on its wording.
public enum WorldEvent: Hashable, Sendable {
    // MARK: Touches
    case touchBegan(TouchID, at: Point)
    /// The touch never reached hitTest (UIKit ignores events, the UI froze).
    case touchDropped(TouchID, reason: String, rule: RuleID?)
    /// hitTest found a view but the touch does not reach a control.
    case touchNotDelivered(TouchID, detail: String, rule: RuleID?)
    /// iOS 26: the incoming screen of a running transition takes the touch.
    case touchReachesIncomingScreen(TouchID, screen: String)
    case touchHighlighted(TouchID, control: String)
    case touchEnded(TouchID)
    /// The end never arrives: the control stays highlighted.
    case touchEndNotDelivered(TouchID, detail: String, rule: RuleID?)
    case touchEndedOutsideWindow(TouchID, control: String)
    case touchUpInside(TouchID, control: String)
    case touchCancelled(TouchID)
    case swipeBegan(TouchID, at: Point, fromEdge: Bool)
    /// The pop gesture did not begin (disabled, refused, nothing to pop).
    case swipeRefused(String, rule: RuleID?)
    case swipeDropped(reason: String, rule: RuleID?)
    case swipeReleased(progress: Int, finish: Bool)
    case cardDrag(CardDrag)
    case cardDragDropped(reason: String, rule: RuleID?)
    /// The finger on the grabber hit-tests elsewhere: the card's pan never sees it.
    case cardDragMissed(at: Point, landedOn: String)
    /// `UserInput.tapLabel` for a label that is not on screen.
    case labelNotOnScreen(String)

    // MARK: Hit-testing and actions
    /// `hit` is nil when no view takes the point.
    case hitTest(Point, hit: String?, visited: Int)
    /// UIControl.sendAction to an explicit target.
    case actionSent(control: String, selector: String, target: String)
    /// A nil-targeted action up the responder chain; `handler` nil when
    /// nobody implements it.
    case actionNilTargeted(selector: String, route: String, handler: String?)

    // MARK: Lifecycle and delegates
    case lifecycle(LifecycleEvent, screen: String, loadCost: Int)
    case willShow(String, animated: Bool)
    case didShow(String, animated: Bool)
    case gestureShouldBegin(recognizer: String, allowed: Bool)
    case barShouldPush(String, allowed: Bool)
    case barDidPush(String)
    /// `fromBackButton`: asked by the back button rather than by a pop call.
    case barShouldPop(String, allowed: Bool, fromBackButton: Bool)
    case barDidPop(String)

    // MARK: Transitions and presentations
    /// `kind` is push, pop, popTo or popToRoot; `duration` nil when not animated.
    case transitionStarts(kind: String, screen: String, duration: Int?)
    case interactivePopBegins(screen: String)
    case transitionCompletes(kind: String, screen: String)
    case interactivePopFinishes(screen: String)
    case interactivePopCancelled(screen: String)
    /// UIKit holds a call until something running completes.
    case callDeferred(request: String, behind: String, rule: RuleID)
    case runsDeferredCall(request: String)
    /// iOS 26: a back tap or swipe completes the running transition at once.
    case transitionInterrupted(by: String, kind: String, screen: String, rule: RuleID)
    /// A navigation call UIKit accepts but that changes nothing.
    case callDoesNothing(request: String, why: String)
    case presentationStarts(card: String, presenter: String, duration: Int)
    case presentationCompletes(card: String)
    case dismissStarts(card: String, duration: Int)
    case dismissCompletes(card: String)

    // MARK: Guards and UIKit's counter
    /// A strategy's own words (its log effect).
    case guardNote(String)
    case ignoringInteractionEvents(begin: Bool, caller: String, count: Int, deprecated: Bool)
    case guardQueued(request: String, flag: String, reason: String)
    case guardDelayed(request: String, milliseconds: Int, reason: String)
    /// IGNORED or FAILED by the strategy.
    case guardRefused(verb: String, request: String, flag: String, reason: String)
    case guardDropped(request: String, reason: String)
    case asyncAfterFires(request: String)

    // MARK: Warnings, failures, crashes
    case warning(String, rule: RuleID?)
    /// A failure, detector or crash that fired.
    case violation(ViolationID, detail: String, rule: RuleID?)
    /// One frame of the crashing call stack, innermost first.
    case crashFrame(String)

    // MARK: The app and the sandbox
    /// The app's own lines: its log statements and what its code decided.
    case app(String, rule: RuleID?)
    case system(String)
    /// A property set by hand in the sandbox (the view tree's edit keys).
    case viewEdited(view: String, property: String, value: String)
    /// A script played live says how a line went (an expectation's verdict,
    /// the error that stopped it): the watcher's note, not the app's.
    case scriptNote(String, isProblem: Bool)
}
