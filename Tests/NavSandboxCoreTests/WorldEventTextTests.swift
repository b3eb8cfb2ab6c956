import NavSandboxCore
import Testing

/// The one place the log's wording is pinned: a representative event of
/// every case, rendered. Every other test asserts events, so rewording a
/// line changes this file and nothing else.
@Suite struct WorldEventTextTests {
    static let inbox = ScreenRef(id: ControllerID(1), className: "InboxViewController", title: "Inbox")
    static let message = ScreenRef(id: ControllerID(2), className: "MessageViewController", title: "Message 1")
    static let compose = ScreenRef(id: ControllerID(3), className: "ComposeViewController", title: "Compose")
    static let cell = ViewRef(id: ViewID(7), viewClass: .tableViewCell, label: "Message 1")
    static let button = ViewRef(id: ViewID(8), viewClass: .button, label: "Reply")
    static let bar = ViewRef(id: ViewID(9), viewClass: .navigationBar, label: nil)
    static let table = ViewRef(id: ViewID(10), viewClass: .tableView, label: nil)
    static let push = NavigationCall(.push, screen: message)
    static let touch = TouchID(3)
    static let point = Point(x: 12, y: 5)

    static let renderings: [(WorldEvent, String)] = [
        (.touchBegan(touch, at: point), "touch #3 began at (12,5)"),
        (.touchDropped(touch, reason: .appCrashed, rule: nil), "touch #3 dropped: the app has crashed (relaunch to continue)"),
        (
            .touchDropped(touch, reason: .uiFrozen, rule: .ios7PopDuringPushFreezes),
            "touch #3 dropped: the UI is frozen (frozen-ui): nothing responds (rule ios7-pop-during-push-freezes)"
        ),
        (
            .touchDropped(touch, reason: .presentationAnimating(presenting: true, card: compose), rule: .presentationIgnoresEvents),
            "touch #3 dropped: UIKit ignores interaction events while the presentation of Compose animates (rule presentation-ignores-events)"
        ),
        (
            .touchDropped(touch, reason: .ignoringInteractionEvents(count: 2), rule: .ignoreCounter),
            "touch #3 dropped: UIApplication is ignoring interaction events (ignore count 2) (rule ignore-counter)"
        ),
        (
            .touchNotDelivered(
                touch, reason: .viewSkipped(cell, why: .screen("Inbox", during: .animated(.push, to: "Message 1"))),
                rule: .transitionDisablesInteraction),
            "touch #3 not delivered: UITableViewCell \"Message 1\" was skipped: Inbox takes no touches while the push to Message 1 animates (rule transition-disables-interaction)"
        ),
        (
            .touchNotDelivered(touch, reason: .walkEndedAroundSkippedView(cell, why: .backButton(during: .interactivePop)), rule: nil),
            "touch #3 not delivered: UITableViewCell \"Message 1\" skipped: the back button is disabled while the interactive pop runs"
        ),
        (
            .touchNotDelivered(touch, reason: .exclusiveTouchTracking(button, touch: TouchID(1)), rule: nil),
            "touch #3 not delivered: exclusiveTouch UIButton \"Reply\" is tracking touch #1"
        ),
        (
            .touchNotDelivered(touch, reason: .exclusiveTouchWhileOtherDown(button, other: TouchID(1), trackedBy: cell), rule: nil),
            "touch #3 not delivered: UIButton \"Reply\" is exclusive-touch and touch #1 is tracked by UITableViewCell \"Message 1\""
        ),
        (
            .touchNotDelivered(touch, reason: .multipleTouchDisabled(button), rule: nil),
            "touch #3 not delivered: UIButton \"Reply\" takes only the first touch"
        ),
        (.touchReachesIncomingScreen(touch, screen: message), "touch #3 reaches Message 1 mid-transition (rule incoming-screen-interactive)"),
        (.touchHighlighted(touch, control: cell), "touch #3 → UITableViewCell \"Message 1\" highlighted"),
        (.touchEnded(touch), "touch #3 ended"),
        (
            .touchEndNotDelivered(touch, reason: .dropped(.appCrashed, control: button), rule: nil),
            "touch #3 ended — not delivered: the app has crashed (relaunch to continue); UIButton \"Reply\" stays highlighted"
        ),
        (
            .touchEndNotDelivered(touch, reason: .interactionDisabled(owner: bar, control: button), rule: nil),
            "touch #3 ended — not delivered: UINavigationBar has user interaction disabled; UIButton \"Reply\" stays highlighted"
        ),
        (
            .touchEndNotDelivered(touch, reason: .interactionDisabled(owner: button, control: button), rule: nil),
            "touch #3 ended — not delivered: UIButton \"Reply\" has user interaction disabled; it stays highlighted"
        ),
        (
            .touchEndDeliveredWhileGated(touch, gate: .ignoring(.ignoringInteractionEvents(count: 1)), control: button),
            "touch #3 ended → delivered to UIButton \"Reply\", which tracks it, although UIApplication is ignoring interaction events (ignore count 1) (rule tracked-touch-delivered)"
        ),
        (
            .touchCancelledLeftWindow(touch, view: button),
            "touch #3 cancelled: UIButton \"Reply\" left the window (touchesCancelled); it unhighlights, no action (rule removal-cancels-touch)"
        ),
        (
            .touchDuringInteractiveDismissal(touch, screen: message),
            "touch #3 is delivered: the dismissal of Message 1 is interactive, UIKit is not ignoring events (rule interactive-dismissal-takes-events)"
        ),
        (.dismissSwipeRefused(.nothingPresented, rule: nil), "dismiss swipe: no interactive dismissal: nothing is presented"),
        (.interactiveDismissBegins(screen: message), "interactive dismissal of Message 1 begins: it follows the finger"),
        (.interactiveDismissReleased(screen: message, progress: 40, finish: false), "dismiss swipe on Message 1 released at 40 % → cancel"),
        (
            .interactiveDismissCancelled(screen: message),
            "interactive dismissal of Message 1 cancelled: it stays presented (rule cancelled-dismissal-lifecycle)"
        ),
        (.touchUpInside(touch, control: button), "touch #3 ended → touch-up inside UIButton \"Reply\""),
        (.touchCancelled(touch), "touch #3 cancelled"),
        (.swipeBegan(touch, at: point, fromEdge: true), "edge swipe #3 begins at (12,5)"),
        (.swipeBegan(touch, at: point, fromEdge: false), "swipe #3 begins on the content at (12,5)"),
        (
            .swipeRefused(.outsideNavigationView(landedOn: nil, recognizer: .edge), rule: nil),
            "the swipe's touch hit-tests to nothing, outside the navigation controller's view: interactivePopGestureRecognizer never sees it"
        ),
        (
            .swipeRefused(.notFromEdge(distance: 12, view: cell), rule: nil),
            "the swipe starts 12 cells from the left edge: only the edge pan can pop before iOS 26; UITableViewCell \"Message 1\" gets the drag (its own pan, if it has one)"
        ),
        (
            .swipeRefused(.recognizerDisabled(.content, by: .toggle), rule: nil),
            "interactiveContentPopGestureRecognizer is disabled (the content-pop-gesture toggle is off): the swipe does nothing"
        ),
        (
            .swipeRefused(.recognizerDisabled(.edge, by: .strategy("block-all")), rule: nil),
            "interactivePopGestureRecognizer is disabled (block-all disabled it): the swipe does nothing"
        ),
        (.swipeRefused(.shouldBeginAnsweredNo(strategy: "flag"), rule: nil), "gestureRecognizerShouldBegin answered NO (flag)"),
        (
            .swipeRefused(
                .shouldBeginAnsweredNo(strategy: "fd", check: GuardCheck(flag: "_isTransitioning", reason: "it is transitioning")), rule: nil),
            "gestureRecognizerShouldBegin answered NO (fd: _isTransitioning: it is transitioning)"
        ),
        (.swipeRefused(.rootOnTop, rule: nil), "swipe: the root view controller is on top, the gesture fails"),
        (.swipeRefused(.interruptionLeftNothingToPop, rule: nil), "the interrupted transition left nothing to pop"),
        (.swipeRefused(.transitionRunning, rule: nil), "swipe: a transition is running, UIKit's gesture does not begin"),
        (.swipeDropped(reason: .appCrashed, rule: nil), "swipe dropped: the app has crashed (relaunch to continue)"),
        (.swipeReleased(progress: 40, finish: false, recognizer: .edge), "edge swipe released at 40 % → cancel"),
        (.swipeReleased(progress: 80, finish: true, recognizer: .content), "content swipe released at 80 % → finish"),
        (.cardDrag(.down), "card drag down"),
        (.cardDragDropped(reason: .appCrashed, rule: nil), "card drag dropped: the app has crashed (relaunch to continue)"),
        (
            .cardDragMissed(at: point, landedOn: button),
            "card drag: the finger at (12,5) hit-tests to UIButton \"Reply\", not the card: its pan never sees it (rule gesture-obeys-hit-testing)"
        ),
        (
            .alertDragRefused(alert: ScreenRef(id: ControllerID(4), className: "UIAlertController", title: "Delete all?")),
            "drag on Delete all?: an alert has no drag or swipe; only its buttons dismiss it (rule alert-dismissed-by-its-buttons)"
        ),
        (.labelNotOnScreen("Nope"), "no visible view labelled \"Nope\": nothing tapped"),
        (.backButtonNotOnScreen, "no back button on screen: nothing tapped"),
        (.backMenu(.opened(titles: ["Message 1", "Inbox"])), "back-button menu opens: \"Message 1\", \"Inbox\" (rule back-button-menu)"),
        (.backMenu(.heldWithoutMenu), "back button held: no menu before iOS 14, lifting the finger taps back (rule back-button-menu)"),
        (.backMenu(.chose(inbox)), "back-button menu: Inbox chosen → popToViewController (rule back-button-menu)"),
        (.backMenu(.dismissed), "a touch outside closes the back-button menu and goes no further (rule back-button-menu)"),
        (.backMenu(.noSuchEntry("Nope", menuOpen: true)), "the back-button menu has no entry \"Nope\": nothing chosen"),
        (.backMenu(.noSuchEntry("Nope", menuOpen: false)), "no back-button menu is open: \"Nope\" not chosen"),
        (.hitTest(point, hit: cell, visited: 9), "hitTest (12,5) → UITableViewCell \"Message 1\" (9 views visited)"),
        (.hitTest(point, hit: nil, visited: 9), "hitTest (12,5) → nil (no view takes the touch)"),
        (
            .actionSent(control: cell, selector: "showMessage:", target: inbox),
            "UITableViewCell \"Message 1\" sends showMessage: to InboxViewController \"Inbox\""
        ),
        (
            .actionNilTargeted(selector: "share:", route: "UIButton ▸ UIView", handler: message),
            "share: is nil-targeted: UIButton ▸ UIView — handled by MessageViewController \"Message 1\""
        ),
        (.actionNilTargeted(selector: "share:", route: "UIButton", handler: nil), "share: is nil-targeted: UIButton — nobody implements it"),
        (.lifecycle(.viewDidLoad, screen: message, loadCost: 200), "viewDidLoad Message 1 (takes 200 ms)"),
        (.lifecycle(.viewWillAppear, screen: message, loadCost: 200), "viewWillAppear Message 1"),
        (.willShow(message, animated: true), "navigationController(_:willShow: Message 1, animated: true)"),
        (.didShow(message, animated: false), "navigationController(_:didShow: Message 1, animated: false)"),
        (.gestureShouldBegin(recognizer: .edge, allowed: false), "gestureRecognizerShouldBegin(interactivePopGestureRecognizer) → NO"),
        (.barShouldPush(message, allowed: true), "navigationBar(_:shouldPush: Message 1) → YES"),
        (.barDidPush(message), "navigationBar(_:didPush: Message 1)"),
        (.barShouldPop(message, allowed: true, fromBackButton: true), "back button: navigationBar(_:shouldPop: Message 1) → YES"),
        (.barDidPop(message), "navigationBar(_:didPop: Message 1)"),
        (.transitionStarts(kind: .push, screen: message, duration: 350), "push Message 1 starts (350 ms)"),
        (.transitionStarts(kind: .push, screen: message, duration: nil), "push Message 1 (not animated)"),
        (.transitionStarts(kind: .popToRoot, screen: inbox, duration: 350), "popToRoot to Inbox starts (350 ms)"),
        (.transitionStarts(kind: .pop, screen: inbox, duration: nil), "pop to Inbox (not animated)"),
        (.interactivePopBegins(screen: inbox), "interactive pop to Inbox begins (follows the finger)"),
        (.transitionCompletes(kind: .popTo, screen: inbox), "popTo to Inbox completes"),
        (.interactivePopFinishes(screen: inbox), "interactive pop to Inbox finishes"),
        (
            .interactivePopCancelled(screen: message),
            "interactive pop cancelled: Message 1 stays on top; no didShow (rule cancelled-pop-lifecycle)"
        ),
        (
            .popStallsAtRoot(screen: inbox),
            "interactive pop begins with nothing to pop: Inbox is the root and nothing refused the swipe (the pop gesture's delegate nil, or a full-screen pan's gate without a root check); UIKit holds every push and pop until another swipe reaches its handler (rule root-pop-gesture-stalls)"
        ),
        (
            .rootStallEnds(screen: inbox),
            "the edge swipe ends the stalled pop at Inbox: UIKit runs the calls it held (rule root-pop-gesture-stalls)"
        ),
        (
            .callDeferred(request: push, behind: .stalledPopAtRoot, rule: .rootPopGestureStalls),
            "push Message 1 waits: UIKit defers it until the interactive pop with nothing to pop completes (rule root-pop-gesture-stalls)"
        ),
        (
            .callDeferred(request: push, behind: .runningTransition(.push, to: message), rule: .navigationCallDeferred),
            "push Message 1 waits: UIKit defers it until the running push to Message 1 completes (rule navigation-call-deferred)"
        ),
        (
            .callDeferred(request: NavigationCall(.pop), behind: .interactivePop, rule: .navigationCallDeferred),
            "pop waits: UIKit defers it until the interactive pop completes (rule navigation-call-deferred)"
        ),
        (
            .callDeferred(
                request: NavigationCall(.present, screen: compose, presenter: inbox),
                behind: .presentationAnimating(presenting: false, card: compose), rule: .navigationCallDeferred),
            "present Compose from Inbox waits: UIKit defers it until the dismissal of Compose completes (rule navigation-call-deferred)"
        ),
        (.runsDeferredCall(request: push), "UIKit runs the deferred push Message 1"),
        (.callRunsWithoutDeferring(request: push, presented: Self.compose, rule: .nonAnimatedCallRunsDuringPresentation), "push Message 1 is not animated: UIKit runs it at once, under Compose's presentation (rule non-animated-call-runs-during-presentation)"),
        (.warning(.navigationStackNotUpdated(push), rule: .alertTransitionDropsNavigationCall), "push Message 1 called while an existing transition or presentation is occurring; the navigation stack will not be updated (rule alert-transition-drops-navigation-call)"),
        (
            .transitionInterrupted(by: .swipe, kind: .push, screen: message, rule: .swipeInterrupts),
            "the swipe interrupts the running push to Message 1: it completes at once (rule swipe-interrupts)"
        ),
        (
            .transitionInterrupted(by: .call(NavigationCall(.pop)), kind: .push, screen: message, rule: .backButtonInterrupts),
            "pop interrupts the running push to Message 1: it completes at once (rule back-button-interrupts)"
        ),
        (.callDoesNothing(request: NavigationCall(.dismiss, screen: compose), why: .nothingPresented), "dismiss Compose does nothing: nothing is presented"),
        (.callDoesNothing(request: NavigationCall(.pop), why: .rootViewController(inbox)), "pop does nothing: Inbox is the root view controller"),
        (
            .callDoesNothing(request: NavigationCall(.popTo, screen: message), why: .notBelowTop(message)),
            "popTo Message 1 does nothing: Message 1 is not below the top"
        ),
        (
            .stackReplaced(stack: [inbox, message], removed: [compose], transition: .push),
            "the stack becomes [Inbox, Message 1]; Compose leaves; the new top comes in with a push transition (rule set-view-controllers-transition)"
        ),
        (
            .stackReplaced(stack: [inbox], removed: [message, compose], transition: .pop),
            "the stack becomes [Inbox]; Message 1, Compose leave; the new top comes in with a pop transition (rule set-view-controllers-transition)"
        ),
        (
            .stackReplaced(stack: [message, inbox], removed: [], transition: nil),
            "the stack becomes [Message 1, Inbox]; the top stays, so nothing animates and no appearance calls are made (rule set-view-controllers-same-top)"
        ),
        (
            .callDeferred(
                request: NavigationCall(.setViewControllers, screen: message, screens: [inbox, message]),
                behind: .runningTransition(.push, to: message), rule: .setViewControllersDeferred),
            "setViewControllers [Inbox, Message 1] waits: UIKit defers it until the running push to Message 1 completes (rule set-view-controllers-deferred)"
        ),
        (.presentationStarts(card: compose, presenter: inbox, duration: 400), "present Compose from Inbox starts (400 ms)"),
        (.presentationCompletes(card: compose), "present Compose completes"),
        (.dismissStarts(card: compose, duration: 400), "dismiss Compose starts (400 ms)"),
        (.dismissCompletes(card: compose), "dismiss Compose completes"),
        (.guardNote("flag: isTransitioning = YES"), "flag: isTransitioning = YES"),
        (
            .ignoringInteractionEvents(begin: true, caller: "block-all", count: 1, deprecated: false),
            "BLOCKED beginIgnoringInteractionEvents (block-all) → ignore count 1"
        ),
        (
            .ignoringInteractionEvents(begin: false, caller: "app", count: 0, deprecated: true),
            "endIgnoringInteractionEvents (app) → ignore count 0 — 'endIgnoringInteractionEvents()' is deprecated since iOS 13 (a compile-time warning; it still works) (rule ignoring-events-deprecated)"
        ),
        (
            .guardQueued(request: push, flag: GuardFlagName("windowLock"), reason: "a transition is running"),
            "QUEUED push Message 1 — windowLock: a transition is running"
        ),
        (.guardDelayed(request: push, milliseconds: 300, reason: "debounce"), "DELAYED push Message 1 by 300 ms — debounce"),
        (
            .guardRefused(verb: .ignored, request: push, flag: GuardFlagName("isTransitioning"), reason: "a transition is running"),
            "IGNORED push Message 1 — isTransitioning: a transition is running"
        ),
        (
            .guardRefused(verb: .failed, request: NavigationCall(.pop, caller: .guardSuper), flag: GuardFlagName("f"), reason: "r"),
            "FAILED pop (super) — f: r"
        ),
        (.guardDropped(request: NavigationCall(.pop, caller: .interactivePopGesture), reason: "r"), "DROPPED interactive pop — r"),
        (.asyncAfterFires(request: NavigationCall(.popToRoot)), "asyncAfter fires: popToRoot"),
        (.warning(.callWhileFrozen(push), rule: .ios7PopDuringPushFreezes), "push Message 1 does nothing: the navigation controller is stuck mid-transition (frozen-ui) (rule ios7-pop-during-push-freezes)"),
        (.warning(.barOutOfStep(bar: ["Inbox", "Message 1"], stack: ["Inbox"]), rule: nil), "the navigation bar is out of step with the stack: bar Inbox > Message 1, stack Inbox"),
        (.warning(.barKeepsItems(shows: "Message 1", top: inbox), rule: nil), "the bar keeps its items: it shows Message 1 while the stack's top is Inbox"),
        (.warning(.barKeepsItems(shows: nil, top: inbox), rule: nil), "the bar keeps its items: it shows ? while the stack's top is Inbox"),
        (
            .warning(.nestedPushNeverEntersView(pushed: compose, onScreen: message), rule: .ios7NestedPush),
            "Compose is on the stack but its view never enters the transition view: Message 1 stays on screen (rule ios7-nested-push)"
        ),
        (.warning(.unexpectedTransitionState, rule: nil), "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."),
        (.warning(.blackScreen(message), rule: .ios7CorruptedBar), "the screen below the bar is black: Message 1's view is gone; the next transition crashes (rule ios7-corrupted-bar)"),
        (.warning(.endIgnoringWithoutBegin(caller: "app"), rule: nil), "endIgnoringInteractionEvents (app) without a matching begin: ignored"),
        (.warning(.didNotSettle(limit: 2000), rule: nil), "did not settle within 2.0 s of virtual time"),
        (.violation(.doublePush, detail: .doublePush(screen: message, stack: ["Inbox", "Message 1", "Message 1"]), rule: nil),
         "[double-push] Message 1 is on the stack twice in a row (Inbox > Message 1 > Message 1)"),
        (.violation(.presentWhilePresenting, detail: .presentWhilePresenting(card: compose, presenter: inbox, existing: message), rule: nil),
         "[present-while-presenting] Attempt to present <ComposeViewController: Compose> on <InboxViewController: Inbox> which is already presenting <MessageViewController: Message 1>"),
        (.violation(.presentWhilePresenting, detail: .presentWhilePresenting(card: compose, presenter: inbox, existing: nil), rule: nil),
         "[present-while-presenting] Attempt to present <ComposeViewController: Compose> on <InboxViewController: Inbox> while a presentation is in progress"),
        (.violation(.presentNotInWindow, detail: .presentNotInWindow(card: compose, presenter: message), rule: nil),
         "[present-not-in-window] Attempt to present <ComposeViewController: Compose> on <MessageViewController: Message 1> whose view is not in the window hierarchy!"),
        (.violation(.dismissDuringTransition, detail: .dismissDuringTransition(presenter: inbox), rule: nil),
         "[dismiss-during-transition] Attempt to dismiss from view controller <InboxViewController: Inbox> while a presentation or dismiss is in progress!"),
        (.violation(.frozenUI, detail: .unbalancedAppearance(screen: message, cause: .callDuringPush(NavigationCall(.pop))), rule: nil),
         "[frozen-ui] Unbalanced calls to begin/end appearance transitions for <MessageViewController: Message 1>. pop during a push: nothing responds any more"),
        (.violation(.frozenUI, detail: .unbalancedAppearance(screen: message, cause: .edgeSwipeDuringPush), rule: nil),
         "[frozen-ui] Unbalanced calls to begin/end appearance transitions for <MessageViewController: Message 1>: edge swipe during a push"),
        (.violation(.nestedPush, detail: .nestedPush(request: NavigationCall(.push, screen: compose), running: .push, to: message), rule: nil),
         "[nested-push] nested push animation can result in corrupted navigation bar (push Compose during push Message 1)"),
        (.violation(.cantAddSelfAsSubview, detail: .uncaughtException(exception: "NSInvalidArgumentException", reason: "Can't add self as subview"), rule: nil),
         "[cant-add-self-as-subview] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'"),
        (.violation(.stuckLock, detail: .stuckLock(milliseconds: 1500, holders: [
            .ignoringInteractionEvents(count: 1), .windowAnimated,
            .guardStrategy(StrategyID(checked: "switching-flag"), raisedFlags: ["isSwitching = YES"]),
        ]), rule: nil),
         "[stuck-lock] still locked 1.5 s after the world went idle: UIApplication is ignoring interaction events (count 1); window.isAnimated = YES; switching-flag holds its lock (isSwitching = YES)"),
        (.violation(.lostNavigation, detail: .lostNavigation(requests: [push], how: .refusedByUIKit), rule: nil),
         "[lost-navigation] must-complete push Message 1 was refused by UIKit"),
        (.violation(.lostNavigation, detail: .lostNavigation(requests: [push], how: .refusedByGuard(verb: .ignored, strategy: StrategyID(checked: "block-all"), flag: "locked")), rule: nil),
         "[lost-navigation] must-complete push Message 1 was ignored by block-all (locked)"),
        (.violation(.lostNavigation, detail: .lostNavigation(requests: [push], how: .droppedByGuard(reason: "duplicate")), rule: nil),
         "[lost-navigation] must-complete push Message 1 was dropped: duplicate"),
        (.violation(.lostNavigation, detail: .lostNavigation(requests: [push], how: .queuedWhenStrategyChanged(from: StrategyID(checked: "window-lock"))), rule: nil),
         "[lost-navigation] must-complete push Message 1 was in window-lock's queue when the strategy changed"),
        (.violation(.lostNavigation, detail: .lostNavigation(requests: [push, NavigationCall(.pop)], how: .strandedInQueue(strategy: StrategyID(checked: "window-lock"))), rule: nil),
         "[lost-navigation] must-complete push Message 1, pop sits in window-lock's queue and nothing will run it"),
        (.violation(.stuckHighlight, detail: .stuckHighlight(button), rule: nil),
         "[stuck-highlight] UIButton \"Reply\" is still highlighted with no finger on it: its touch's end was never delivered"),
        (.violation(.rootSwipeFreeze, detail: .rootSwipeFreeze(held: push), rule: .rootPopGestureStalls),
         "[root-swipe-freeze] push Message 1 does not happen: a swipe at the root began a pop with nothing to pop (nothing refused it: the pop gesture's delegate nil, or a full-screen pan's gate without a root check) and UIKit holds every push and pop until another swipe reaches its handler (rule root-pop-gesture-stalls)"),
        (.violation(.swallowedTap, detail: .swallowedTap(at: Point(x: 10, y: 20)), rule: nil),
         "[swallowed-tap] tap at (10,20) landed on the transparent UITransitionView above the card; the screen beneath never sees it"),
        (.crashFrame("-[UINavigationController pushViewController:animated:]"), "    at -[UINavigationController pushViewController:animated:]"),
        (.app(.line("message 1 loaded"), rule: nil), "message 1 loaded"),
        (.app(.cardCannotMove(nothingPresented: true), rule: nil), "the card cannot move: nothing is presented"),
        (.app(.cardCannotMove(nothingPresented: false), rule: nil), "the card cannot move: it is animating"),
        (.app(.cardMoved(compose, to: .minimized), rule: nil), "card Compose minimized: only its header strip shows"),
        (.app(.cardMoved(compose, to: .expanded), rule: nil), "card Compose expanded"),
        (.app(.screenView(title: "Inbox", count: 2), rule: nil), "analytics: screen_view \"Inbox\" (2 so far) — ScreenViewTracker.afterAppearing"),
        (
            .app(.navigationControllerNil(caller: message, call: .popTo), rule: .popReleasesCaller),
            "Message 1.navigationController is nil: popTo is never sent (rule pop-releases-caller)"
        ),
        (
            .app(.pushFromPoppedCaller(caller: message, pushed: compose), rule: .popReleasesCaller),
            "Message 1.navigationController is nil (it was popped): push Compose is never sent (rule pop-releases-caller)"
        ),
        (.app(.ignoresAction(handler: inbox, selector: "share:"), rule: nil), "InboxViewController \"Inbox\" ignores share:"),
        (.app(.pushesCachedInstance(message), rule: nil), "pushing the cached instance c2 of Message 1"),
        (.app(.popToMissingScreen(name: "settings"), rule: nil), "popTo settings: no such screen in the stack, nothing to pop to"),
        (.app(.noPresenterInChain, rule: nil), "no controller up the responder chain can present"),
        (
            .app(.presenterFound(path: ["UIButton \"Reply\"", "UIView"], presenter: message), rule: nil),
            "viewControllerForPresentation walks UIButton \"Reply\" ▸ UIView → MessageViewController \"Message 1\""
        ),
        (.system(.relaunch), "relaunch: the app starts again"),
        (.system(.launch(root: inbox, profile: .ios12, strategy: "none")), "launch: UIWindow with UINavigationController, root Inbox (iOS 12, strategy none)"),
        (
            .system(.strategyChanged(from: "none", to: "block-all", ignoreCountBefore: 0, ignoreCountAfter: 0, droppedQueue: [])),
            "strategy none → block-all: nothing to release"
        ),
        (
            .system(.strategyChanged(from: "queue", to: "none", ignoreCountBefore: 2, ignoreCountAfter: 0, droppedQueue: [push, NavigationCall(.pop)])),
            "strategy queue → none: ignore count 2 → 0; dropped its queue (push Message 1, pop)"
        ),
        (.system(.profileChanged(from: .ios12, to: .ios7)), "profile ios12 → ios7"),
        (.system(.toggleChanged(id: "exclusive-touch", value: "on")), "toggle exclusive-touch = on"),
        (.system(.loadCostChanged(screen: "Message", milliseconds: 300)), "load cost of Message screens = 300 ms"),
        (.viewEdited(view: button, property: "alpha", value: "0.5"), "edited: UIButton \"Reply\".alpha = 0.5"),
        (.scriptNote("expect held", isProblem: false), "script: expect held"),
        (.mainThread(.busy(milliseconds: 300, by: "stall")), "the main thread is busy for 300 ms (stall): touches wait, timers and animations run late"),
        (.mainThread(.inputWaits("a tap at (12,4)")), "a tap at (12,4) arrives while the main thread is busy: it waits in the event queue (rule busy-main-thread-queues-events)"),
        (.mainThread(.free(dispatching: 1)), "the main thread is free: 1 waiting touch event dispatched now, in order (rule busy-main-thread-queues-events)"),
        (.mainThread(.free(dispatching: 2)), "the main thread is free: 2 waiting touch events dispatched now, in order (rule busy-main-thread-queues-events)"),
        (.sheetDrag(.medium), "sheet drag to medium"),
        (.sheetDrag(.dismiss), "sheet drag: down to dismiss"),
        (.sheetDragRefused(.detentNotOffered(.medium), rule: .sheetDetents), "sheet drag moves nothing: the sheet has no medium detent (rule sheet-detents)"),
        (.sheetDragRefused(.noSheet, rule: nil), "sheet drag moves nothing: no sheet is presented"),
        (
            .sheetDetentChanged(screen: inbox, from: .medium, to: .large, dimmed: true),
            "sheet Inbox: medium → large (didChangeSelectedDetentIdentifier); the screen behind is dimmed (rule sheet-detents)"
        ),
        (
            .sheetDetentChanged(screen: inbox, from: .large, to: .medium, dimmed: false),
            "sheet Inbox: large → medium (didChangeSelectedDetentIdentifier); undimmed: the screen behind takes touches (rule sheet-undimmed-detent)"
        ),
        (
            .dismissAttemptPrevented(screen: inbox),
            "presentationControllerDidAttemptToDismiss: Inbox is modal in presentation, the swipe down does not dismiss it (rule modal-in-presentation)"
        ),
        (
            .sheetUnavailable(screen: inbox, profile: .ios12),
            "Inbox asks for a sheet, which iOS 12 lacks (UISheetPresentationController is iOS 15+): presented as the custom card (rule sheet-requires-ios15)"
        ),
        (
            .scrollView(.delayed(touch, scrollView: table, milliseconds: 150)),
            "touch #3 delayed by UITableView: held 150 ms or until the finger lifts, while it tells a tap from a scroll (rule scroll-view-delays-content-touches)"
        ),
        (
            .scrollView(.cancelledByScrolling(touch, view: cell, scrollView: table, delivered: true)),
            "touch #3 cancelled: UITableView began scrolling; UITableViewCell \"Message 1\" gets touchesCancelled, no action (rule scroll-view-cancels-content-touches)"
        ),
        (
            .scrollView(.cancelledByScrolling(touch, view: cell, scrollView: table, delivered: false)),
            "touch #3 cancelled: UITableView began scrolling before the delay ended; UITableViewCell \"Message 1\" never gets it (rule scroll-view-delays-content-touches)"
        ),
        (
            .scrollView(.keptByContent(touch, view: button, scrollView: table, cause: .control)),
            "UITableView does not scroll: touchesShouldCancel(in:) is NO for a UIControl, UIButton \"Reply\" keeps touch #3 (rule control-touches-not-cancelled)"
        ),
        (
            .scrollView(.keptByContent(touch, view: cell, scrollView: table, cause: .cannotCancel)),
            "UITableView does not scroll: canCancelContentTouches = NO, UITableViewCell \"Message 1\" keeps touch #3 (rule scroll-view-cancels-content-touches)"
        ),
        (.scrollView(.scrolled(scrollView: table, by: -3)), "UITableView scrolls by -3"),
        (
            .actionDropped(control: button, selector: "reply:", strategy: "my-throttle", reason: "this button acted"),
            "my-throttle's sendAction override swallows reply: from UIButton \"Reply\" — this button acted"
        ),
        (.scrollView(.noScrollView(at: point, landedOn: button)), "scroll at (12,5): UIButton \"Reply\" is in no scroll view: nothing touched"),
        (
            .appPan(.recognized(touch, view: button, direction: .right, rule: .appPanWinsAwayFromEdge)),
            "the app's pan on UIButton \"Reply\" (right) recognizes drag #3 (rule app-pan-wins-away-from-edge)"
        ),
        (
            .appPan(.lostToPop(touch, view: button, recognizer: .content)),
            "interactiveContentPopGestureRecognizer took drag #3: the app's pan on UIButton \"Reply\" gets nothing (rule content-pop-takes-app-pan)"
        ),
        (.zoom(.prepared(screen: message, source: "Beach")), "Message 1.preferredTransition = .zoom from \"Beach\" (rule zoom-transition)"),
        (
            .zoom(.unavailable(screen: message)),
            "Message 1 asks for a zoom transition, which needs iOS 18: it comes in the default way (rule zoom-transition)"
        ),
        (
            .zoom(.dismissalBegan(screen: message)),
            "a downward drag begins Message 1's zoom dismissal: it follows the finger (rule zoom-interactive-dismissal)"
        ),
        (
            .appInteraction(.began(kind: .push, screen: message)),
            "the app's interaction controller drives the push to Message 1 (UIPercentDrivenInteractiveTransition) (rule app-driven-interactive-transition)"
        ),
        (.appInteraction(.updated(percent: 40)), "interaction update(40 %) (rule app-driven-interactive-transition)"),
        (
            .appInteraction(.released(progress: 40, finish: false)),
            "interaction cancel() at 40 %: the rest animates (rule app-driven-interactive-transition)"
        ),
        (
            .appInteraction(.cancelled(kind: .push, screen: message, stack: [message], restored: true)),
            "the cancelled push leaves Message 1 on top; the stack is as it was: Message 1 (rule cancelled-push-lifecycle)"
        ),
        (
            .appInteraction(.cancelled(kind: .push, screen: message, stack: [message, message], restored: false)),
            "the cancelled setViewControllers leaves Message 1 on screen, but the stack keeps the old screens and the new top: Message 1 > Message 1 (rule cancelled-interactive-set-stack-keeps-both)"
        ),
        (.appInteraction(.nothingToDrive(step: "interaction-finish")), "interaction-finish: no interactive transition the app drives is running"),
        (
            .buttonMenu(.opened(button: button, titles: ["Reply", "Flag"], byLongPress: false)),
            "UIButton \"Reply\"'s menu opens on touch-down, as its primary action: Reply | Flag (rule button-menu-primary-action)"
        ),
        (
            .buttonMenu(.opened(button: button, titles: ["A"], byLongPress: true)),
            "UIButton \"Reply\"'s menu opens after a long press: A (rule button-menu-long-press)"
        ),
        (
            .buttonMenu(.chose(button: button, item: "Flag")),
            "menu item \"Flag\" of UIButton \"Reply\" chosen: the menu closes, its action runs (rule button-menu-primary-action)"
        ),
        (
            .buttonMenu(.dismissed(button: button)),
            "a touch outside closes UIButton \"Reply\"'s menu, and goes no further (rule menu-outside-touch-only-dismisses)"
        ),
        (
            .buttonMenu(.unavailable(button: button)),
            "UIButton \"Reply\" has a menu, but button menus need iOS 14: the touch is a plain tap (rule button-menu-primary-action)"
        ),
        (.tabBar(.shouldSelect(tab: "Feed", allowed: false)), "tabBarController(_:shouldSelect: Feed) → NO (rule tab-should-select-gates-tap)"),
        (
            .tabBar(.selected(tab: "Chats", reselected: true)),
            "tab Chats re-selected: tabBarController(_:didSelect:), and its stack pops to the root (rule tab-reselect-pops-to-root)"
        ),
        (
            .tabBar(.callOnHiddenTab(tab: "Chats")),
            "the call goes to tab Chats's navigation controller, which is not on screen: its stack changes at once, without animation (rule tab-hidden-stack-changes-at-once)"
        ),
        (.appPan(.sentAction(view: button, selector: "reply:", target: message)), "the pan on UIButton \"Reply\" sends reply: to Message 1"),
        (.appPan(.sentAction(view: button, selector: "reply:", target: nil)), "the pan on UIButton \"Reply\" sends reply:, which its screen does not implement"),
    ]

    @Test(arguments: renderings.indices)
    func rendersTodaysWording(_ index: Int) {
        let (event, expected) = Self.renderings[index]
        #expect(event.text == expected)
    }

    @Test func everyKindOfEventIsRendered() {
        let rendered = Set(Self.renderings.map(\.0.record.kind))
        let kinds = Set(WorldEvent.kinds.map(\.name))
        #expect(kinds.subtracting(rendered).isEmpty, "kinds with no golden rendering")
    }

    /// A script's `expect event` fields keep the log's words: the screen's
    /// title, the control's name, the request's text.
    @Test func recordFieldsAreTheRenderedNames() {
        let record = WorldEvent.guardRefused(
            verb: .ignored, request: Self.push, flag: GuardFlagName("isTransitioning"), reason: "busy"
        ).record
        #expect(record.value(of: "verb") == "IGNORED")
        #expect(record.value(of: "request") == "push Message 1")
        #expect(record.value(of: "flag") == "isTransitioning")
        #expect(WorldEvent.touchUpInside(Self.touch, control: Self.button).record.value(of: "control") == "UIButton \"Reply\"")
        #expect(WorldEvent.cardDragMissed(at: Self.point, landedOn: nil).record.value(of: "landed-on") == "nothing")
    }
}
