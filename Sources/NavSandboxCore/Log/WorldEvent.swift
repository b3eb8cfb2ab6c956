/// Everything the world reports, as data: what happened, to what, and the
/// UIKit rule that decided it when one did. The log's text is rendered from
/// these in one place (`WorldEvent+Text.swift`), so tests, the trace and any
/// other reader can match on the event rather than on its wording.
///
/// Payloads are data: screens and views as `ScreenRef`/`ViewRef` (the id and
/// the name they had when the event happened, so a line still renders after
/// the thing is freed), navigation calls as `NavigationCall`, and why
/// something did not happen as an enum of reasons. A String is left only
/// where the payload is text: an app's `log:` line, a label, a strategy's
/// own words, a warning or a failure's message, a crash frame, a script note.
public enum WorldEvent: Hashable, Sendable {
    // MARK: Touches
    case touchBegan(TouchID, at: Point)
    /// The touch never reached hitTest (UIKit ignores events, the UI froze).
    case touchDropped(TouchID, reason: TouchDropReason, rule: RuleID?)
    /// hitTest found a view but the touch does not reach a control.
    case touchNotDelivered(TouchID, reason: TouchNotDeliveredReason, rule: RuleID?)
    /// iOS 26: the incoming screen of a running transition takes the touch.
    case touchReachesIncomingScreen(TouchID, screen: ScreenRef)
    case touchHighlighted(TouchID, control: ViewRef)
    case touchEnded(TouchID)
    /// The end never arrives: the control stays highlighted.
    case touchEndNotDelivered(TouchID, reason: TouchEndNotDeliveredReason, rule: RuleID?)
    case touchUpInside(TouchID, control: ViewRef)
    case touchCancelled(TouchID)
    /// A touch already tracked gets its end although a touch beginning now
    /// would not be delivered (rule tracked-touch-delivered).
    case touchEndDeliveredWhileGated(TouchID, gate: TrackedTouchGate, control: ViewRef)
    /// The view tracking the touch left the window: UIKit cancels the touch
    /// (rule removal-cancels-touch).
    case touchCancelledLeftWindow(TouchID, view: ViewRef)
    /// A touch began while a presented screen is dismissed interactively:
    /// UIKit is not ignoring events (rule interactive-dismissal-takes-events).
    case touchDuringInteractiveDismissal(TouchID, screen: ScreenRef)
    case swipeBegan(TouchID, at: Point, fromEdge: Bool)
    /// The pop gesture did not begin (disabled, refused, nothing to pop).
    case swipeRefused(SwipeRefusal, rule: RuleID?)
    case swipeDropped(reason: TouchDropReason, rule: RuleID?)
    case swipeReleased(progress: Int, finish: Bool, recognizer: PopGestureRecognizer)
    case cardDrag(CardDrag)
    case cardDragDropped(reason: TouchDropReason, rule: RuleID?)
    /// The finger on the grabber hit-tests elsewhere: the card's pan never sees it.
    case cardDragMissed(at: Point, landedOn: ViewRef?)
    /// A card drag or a dismiss swipe on an alert: only its buttons dismiss it.
    case alertDragRefused(alert: ScreenRef)
    /// A tap on a label that is not on screen.
    case labelNotOnScreen(String)
    /// A tap on the back button when the navigation bar shows none.
    case backButtonNotOnScreen
    /// The back button's long-press menu opened, was used or closed.
    case backMenu(BackMenuChange)
    /// A scroll view held, took over or left alone a touch on its content.
    case scrollView(ScrollViewTouchEvent)
    /// An app's own pan took a drag, lost it to a pop gesture, or acted.
    case appPan(AppPanEvent)
    /// A tap on a tab's item: the delegate asked, a tab selected.
    case tabBar(TabBarEvent)
    /// A button's menu opened, was used or closed.
    case buttonMenu(ButtonMenuEvent)
    /// An interactive transition the app drives began, moved or ended.
    case appInteraction(AppInteractionEvent)
    /// A zoom transition was asked for, or a zoomed screen's drag began.
    case zoom(ZoomEvent)

    // MARK: Hit-testing and actions
    /// `hit` is nil when no view takes the point.
    case hitTest(Point, hit: ViewRef?, visited: Int)
    /// UIControl.sendAction to an explicit target.
    case actionSent(control: ViewRef, selector: String, target: ScreenRef)
    /// A guard's `UIControl.sendAction(_:to:for:)` override returned without
    /// calling super: the action is not sent.
    case actionDropped(control: ViewRef, selector: String, strategy: String, reason: String)
    /// A nil-targeted action up the responder chain; `handler` nil when
    /// nobody implements it.
    case actionNilTargeted(selector: String, route: String, handler: ScreenRef?)

    // MARK: Lifecycle and delegates
    case lifecycle(LifecycleEvent, screen: ScreenRef, loadCost: Int)
    case willShow(ScreenRef, animated: Bool)
    case didShow(ScreenRef, animated: Bool)
    case gestureShouldBegin(recognizer: PopGestureRecognizer, allowed: Bool)
    case barShouldPush(ScreenRef, allowed: Bool)
    case barDidPush(ScreenRef)
    /// `fromBackButton`: asked by the back button rather than by a pop call.
    case barShouldPop(ScreenRef, allowed: Bool, fromBackButton: Bool)
    case barDidPop(ScreenRef)

    // MARK: Transitions and presentations
    /// `screen` is the one shown at the end; `duration` nil when not animated.
    case transitionStarts(kind: TransitionKind, screen: ScreenRef, duration: Int?)
    case interactivePopBegins(screen: ScreenRef)
    case transitionCompletes(kind: TransitionKind, screen: ScreenRef)
    case interactivePopFinishes(screen: ScreenRef)
    case interactivePopCancelled(screen: ScreenRef)
    /// A swipe at the root with the pop gesture's delegate nil: an
    /// interactive pop with nothing to pop begins and never ends.
    case popStallsAtRoot(screen: ScreenRef)
    /// Another edge swipe ends the stalled pop at the root.
    case rootStallEnds(screen: ScreenRef)
    /// UIKit holds a call until something running completes.
    case callDeferred(request: NavigationCall, behind: DeferralCause, rule: RuleID)
    case runsDeferredCall(request: NavigationCall)
    /// A non-animated call made while a presentation animates runs at once,
    /// under the presentation, instead of waiting for it.
    case callRunsWithoutDeferring(request: NavigationCall, presented: ScreenRef, rule: RuleID)
    /// iOS 26: a back tap or swipe completes the running transition at once.
    case transitionInterrupted(by: TransitionInterrupter, kind: TransitionKind, screen: ScreenRef, rule: RuleID)
    /// A navigation call UIKit accepts but that changes nothing.
    case callDoesNothing(request: NavigationCall, why: CallDoesNothingReason)
    /// setViewControllers replaced the stack: `removed` leave it, and the new
    /// top comes in with a push or pop transition, or with none when it was
    /// already the top.
    case stackReplaced(stack: [ScreenRef], removed: [ScreenRef], transition: TransitionKind?)
    case presentationStarts(card: ScreenRef, presenter: ScreenRef, duration: Int)
    case presentationCompletes(card: ScreenRef)
    case dismissStarts(card: ScreenRef, duration: Int)
    case dismissCompletes(card: ScreenRef)
    /// A swipe down on the presented screen begins its interactive dismissal.
    case interactiveDismissBegins(screen: ScreenRef)
    /// The finger lifts at `progress` %: the dismissal finishes or settles back.
    case interactiveDismissReleased(screen: ScreenRef, progress: Int, finish: Bool)
    /// The screen settled back: it stays presented (rule cancelled-dismissal-lifecycle).
    case interactiveDismissCancelled(screen: ScreenRef)
    /// The swipe began no interactive dismissal.
    case dismissSwipeRefused(DismissSwipeRefusal, rule: RuleID?)

    // MARK: Guards and UIKit's counter
    /// A strategy's own words (its log effect).
    case guardNote(String)
    case ignoringInteractionEvents(begin: Bool, caller: String, count: Int, deprecated: Bool)
    /// `reason` is the strategy's own words (user text in a guard file).
    case guardQueued(request: NavigationCall, flag: GuardFlagName, reason: String)
    case guardDelayed(request: NavigationCall, milliseconds: Int, reason: String)
    /// IGNORED or FAILED by the strategy.
    case guardRefused(verb: GuardVerb, request: NavigationCall, flag: GuardFlagName, reason: String)
    case guardDropped(request: NavigationCall, reason: String)
    case asyncAfterFires(request: NavigationCall)
    /// The main thread's synchronous work, and the touches that wait for it.
    case mainThread(MainThreadNote)

    // MARK: Warnings, failures, crashes
    case warning(WarningNote, rule: RuleID?)
    /// A failure, detector or crash that fired.
    case violation(ViolationID, detail: ViolationDetail, rule: RuleID?)
    /// One frame of the crashing call stack, innermost first.
    case crashFrame(String)

    // MARK: The app and the sandbox
    /// The app's own lines: its log statements and what its code decided.
    case app(AppNote, rule: RuleID?)
    case system(SystemNote)
    /// A property set by hand in the sandbox (the view tree's edit keys).
    case viewEdited(view: ViewRef, property: String, value: String)
    /// A script played live says how a line went (an expectation's verdict,
    /// the error that stopped it): the watcher's note, not the app's.
    case scriptNote(String, isProblem: Bool)

    // MARK: System sheets (UISheetPresentationController, iOS 15+)
    /// A swipe on the sheet toward a detent or down (a script's `drag-sheet`).
    case sheetDrag(SheetDrag)
    /// The swipe moved nothing: no sheet, no touch delivered, a detent it lacks.
    case sheetDragRefused(SheetDragRefusal, rule: RuleID?)
    /// The sheet moves to another detent (its delegate's
    /// sheetPresentationControllerDidChangeSelectedDetentIdentifier); `dimmed`
    /// says whether the screen behind is dimmed there.
    case sheetDetentChanged(screen: ScreenRef, from: SheetDetent, to: SheetDetent, dimmed: Bool)
    /// isModalInPresentation refused a swipe down: UIKit calls the
    /// delegate's presentationControllerDidAttemptToDismiss instead.
    case dismissAttemptPrevented(screen: ScreenRef)
    /// A `presentation: sheet` screen presented where UISheetPresentationController
    /// does not exist (before iOS 15): the app's fallback presents the card.
    case sheetUnavailable(screen: ScreenRef, profile: Profile)
}
