/// The one place log text is made: every event's kind and wording. A rule
/// that decided an event ends its line as `(rule id)`.
extension WorldEvent {
    public var kind: LogKind {
        switch self {
        case .touchBegan, .touchDropped, .touchNotDelivered, .touchReachesIncomingScreen, .touchHighlighted,
            .touchEnded, .touchEndNotDelivered, .touchUpInside, .touchCancelled,
            .touchEndDeliveredWhileGated, .touchCancelledLeftWindow, .touchDuringInteractiveDismissal, .dismissSwipeRefused,
            .swipeBegan, .swipeRefused, .swipeDropped, .swipeReleased, .cardDrag, .cardDragDropped, .cardDragMissed,
            .alertDragRefused, .sheetDrag, .sheetDragRefused:
            .touch
        case .sheetDetentChanged: .transition
        case .dismissAttemptPrevented: .delegate
        case .sheetUnavailable: .warning
        case .hitTest: .hitTest
        case .actionSent, .actionNilTargeted, .actionDropped: .action
        case .lifecycle: .lifecycle
        case .willShow, .didShow, .gestureShouldBegin: .delegate
        case .barShouldPush, .barDidPush, .barShouldPop, .barDidPop: .barDelegate
        case .transitionStarts, .interactivePopBegins, .transitionCompletes, .interactivePopFinishes,
            .interactivePopCancelled, .popStallsAtRoot, .rootStallEnds, .callDeferred, .runsDeferredCall, .transitionInterrupted, .callDoesNothing,
            .stackReplaced, .callRunsWithoutDeferring,
            .presentationStarts, .presentationCompletes, .dismissStarts, .dismissCompletes, .interactiveDismissBegins,
            .interactiveDismissReleased, .interactiveDismissCancelled:
            .transition
        case .guardNote, .ignoringInteractionEvents, .guardQueued, .guardDelayed, .guardRefused, .guardDropped,
            .asyncAfterFires:
            .guardDecision
        case .mainThread: .touch
        case .warning: .warning
        case .violation(let id, _, _):
            switch id.category {
            case .crash: .crash
            case .failure: .warning
            case .detector: .detector
            }
        case .crashFrame: .crash
        case .app: .app
        case .labelNotOnScreen, .backButtonNotOnScreen, .system, .viewEdited: .system
        case .backMenu(.noSuchEntry): .system
        case .backMenu: .touch
        case .scrollView(let event): event.isSystemNote ? .system : .touch
        case .appPan(.sentAction): .action
        case .appPan: .touch
        case .tabBar(.shouldSelect): .delegate
        case .tabBar: .transition
        case .buttonMenu: .touch
        case .appInteraction(let event): event.isSystemNote ? .system : .transition
        case .zoom(.unavailable): .warning
        case .zoom: .transition
        case .scriptNote(_, let isProblem): isProblem ? .warning : .system
        }
    }

    /// The UIKit rule that decided this event, when one did.
    public var rule: RuleID? {
        switch self {
        case .touchDropped(_, _, let rule), .touchNotDelivered(_, _, let rule), .touchEndNotDelivered(_, _, let rule),
            .swipeRefused(_, let rule), .swipeDropped(_, let rule), .cardDragDropped(_, let rule), .dismissSwipeRefused(_, let rule),
            .warning(_, let rule), .violation(_, _, let rule), .app(_, let rule):
            rule
        case .callDeferred(_, _, let rule), .transitionInterrupted(_, _, _, let rule): rule
        case .callRunsWithoutDeferring(_, _, let rule): rule
        case .touchReachesIncomingScreen: .incomingScreenInteractive
        case .cardDragMissed: .gestureObeysHitTesting
        case .alertDragRefused: .alertDismissedByItsButtons
        case .sheetDragRefused(_, let rule): rule
        case .sheetDetentChanged(_, _, let to, let dimmed): dimmed || to == .large ? .sheetDetents : .sheetUndimmedDetent
        case .dismissAttemptPrevented: .modalInPresentation
        case .sheetUnavailable: .sheetRequiresIOS15
        case .touchEndDeliveredWhileGated: .trackedTouchDelivered
        case .touchCancelledLeftWindow: .removalCancelsTouch
        case .touchDuringInteractiveDismissal: .interactiveDismissalTakesEvents
        case .interactiveDismissCancelled: .cancelledDismissalLifecycle
        case .backMenu(.noSuchEntry): nil
        case .backMenu: .backButtonMenu
        case .scrollView(let event): event.rule
        case .appPan(let event): event.rule
        case .tabBar(let event): event.rule
        case .buttonMenu(let event): event.rule
        case .appInteraction(let event): event.rule
        case .zoom(let event): event.rule
        case .interactivePopCancelled: .cancelledPopLifecycle
        case .popStallsAtRoot, .rootStallEnds: .rootPopGestureStalls
        case .stackReplaced(_, _, let transition):
            transition == nil ? .setViewControllersSameTop : .setViewControllersTransition
        case .mainThread(.inputWaits), .mainThread(.free): .busyMainThreadQueuesEvents
        case .ignoringInteractionEvents(_, _, _, let deprecated): deprecated ? .ignoringEventsDeprecated : nil
        default: nil
        }
    }

    public var text: String { line.string }

    /// The text's UTF-8, lent to `body` without making a String: what a
    /// writer that copies it into its output (the JSON of a run) needs.
    public func withTextUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try line.utf8.withUnsafeBufferPointer(body)
    }

    /// The wording, then the rule.
    private var line: LogText {
        var line = body
        if let rule { line.appendRuleTag(rule) }
        return line
    }

    private static func yesNo(_ allowed: Bool) -> String { allowed ? "YES" : "NO" }

    /// `Inbox, Message 2`: a list of screens as a log line names them.
    static func titles(_ screens: [ScreenRef]) -> String { screens.map(\.title).joined(separator: ", ") }

    /// The wording without the rule.
    private var body: LogText {
        switch self {
        case .touchBegan(let id, let point): "touch \(id) began at \(point)"
        case .touchDropped(let id, let reason, _): "touch \(id) dropped: \(reason.text)"
        case .touchNotDelivered(let id, let reason, _): "touch \(id) not delivered: \(reason)"
        case .touchReachesIncomingScreen(let id, let screen): "touch \(id) reaches \(screen.title) mid-transition"
        case .touchHighlighted(let id, let control): "touch \(id) → \(name: control) highlighted"
        case .touchEnded(let id): "touch \(id) ended"
        case .touchEndNotDelivered(let id, let reason, _): "touch \(id) ended — not delivered: \(reason.text)"
        case .touchUpInside(let id, let control): "touch \(id) ended → touch-up inside \(name: control)"
        case .touchCancelled(let id): "touch \(id) cancelled"
        case .touchEndDeliveredWhileGated(let id, let gate, let control):
            "touch \(id) ended → delivered to \(name: control), which tracks it, although \(gate.text)"
        case .touchCancelledLeftWindow(let id, let view):
            "touch \(id) cancelled: \(name: view) left the window (touchesCancelled); it unhighlights, no action"
        case .touchDuringInteractiveDismissal(let id, let screen):
            "touch \(id) is delivered: the dismissal of \(screen.title) is interactive, UIKit is not ignoring events"
        case .dismissSwipeRefused(let refusal, _): "dismiss swipe: no interactive dismissal: \(refusal.text)"
        case .swipeBegan(let id, let point, let fromEdge):
            fromEdge ? "edge swipe \(id) begins at \(point)" : "swipe \(id) begins on the content at \(point)"
        case .swipeRefused(let refusal, _): "\(refusal.text)"
        case .swipeDropped(let reason, _): "swipe dropped: \(reason.text)"
        case .swipeReleased(let progress, let finish, let recognizer):
            "\(recognizer.swipeName) released at \(progress) % → \(finish ? "finish" : "cancel")"
        case .cardDrag(let drag): "card drag \(drag.rawValue)"
        case .cardDragDropped(let reason, _): "card drag dropped: \(reason.text)"
        case .cardDragMissed(let point, let landed):
            "card drag: the finger at \(point) hit-tests to \(landed?.name ?? "nothing"), not the card: its pan never sees it"
        case .alertDragRefused(let alert):
            "drag on \(alert.title): an alert has no drag or swipe; only its buttons dismiss it"
        case .labelNotOnScreen(let label):
            "no visible view labelled \"\(TerminalText.visible(label))\": nothing tapped"
        case .backButtonNotOnScreen:
            "no back button on screen: nothing tapped"
        case .scrollView(let event): event.text
        case .appPan(let event): event.text
        case .tabBar(let event): event.text
        case .buttonMenu(let event): event.text
        case .appInteraction(let event): event.text
        case .zoom(let event): event.text
        case .backMenu(let change):
            switch change {
            case .opened(let titles):
                "back-button menu opens: \(titles.map { "\"\(TerminalText.visible($0))\"" }.joined(separator: ", "))"
            case .heldWithoutMenu: "back button held: no menu before iOS 14, lifting the finger taps back"
            case .chose(let screen): "back-button menu: \(screen.title) chosen → popToViewController"
            case .dismissed: "a touch outside closes the back-button menu and goes no further"
            case .noSuchEntry(let title, let open):
                open
                    ? "the back-button menu has no entry \"\(TerminalText.visible(title))\": nothing chosen"
                    : "no back-button menu is open: \"\(TerminalText.visible(title))\" not chosen"
            }
        case .hitTest(let point, let hit, let visited):
            hit.map { "hitTest \(point) → \(name: $0) (\(visited) views visited)" }
                ?? "hitTest \(point) → nil (no view takes the touch)"
        case .actionSent(let control, let selector, let target):
            "\(name: control) sends \(selector) to \(name: target)"
        case .actionDropped(let control, let selector, let strategy, let reason):
            "\(strategy)'s sendAction override swallows \(selector) from \(name: control)" + (reason.isEmpty ? "" : " — \(reason)")
        case .actionNilTargeted(let selector, let route, let handler):
            handler.map { "\(selector) is nil-targeted: \(route) — handled by \(name: $0)" }
                ?? "\(selector) is nil-targeted: \(route) — nobody implements it"
        case .lifecycle(let event, let screen, let cost):
            // One interpolation, not two joined: a line's joins copy it.
            event == .viewDidLoad && cost > 0
                ? "\(event.rawValue) \(screen.title) (takes \(cost) ms)" : "\(event.rawValue) \(screen.title)"
        case .willShow(let screen, let animated):
            "navigationController(_:willShow: \(screen.title), animated: \(animated))"
        case .didShow(let screen, let animated):
            "navigationController(_:didShow: \(screen.title), animated: \(animated))"
        case .gestureShouldBegin(let recognizer, let allowed):
            "gestureRecognizerShouldBegin(\(recognizer.rawValue)) → \(Self.yesNo(allowed))"
        case .barShouldPush(let screen, let allowed): "navigationBar(_:shouldPush: \(screen.title)) → \(Self.yesNo(allowed))"
        case .barDidPush(let screen): "navigationBar(_:didPush: \(screen.title))"
        case .barShouldPop(let screen, let allowed, let fromBackButton):
            "\(fromBackButton ? "back button: " : "")navigationBar(_:shouldPop: \(screen.title)) → \(Self.yesNo(allowed))"
        case .barDidPop(let screen): "navigationBar(_:didPop: \(screen.title))"
        case .transitionStarts(let kind, let screen, let duration):
            kind == .push
                ? duration.map { "push \(screen.title) starts (\($0) ms)" } ?? "push \(screen.title) (not animated)"
                : duration.map { "\(kind.rawValue) to \(screen.title) starts (\($0) ms)" }
                    ?? "\(kind.rawValue) to \(screen.title) (not animated)"
        case .interactivePopBegins(let screen): "interactive pop to \(screen.title) begins (follows the finger)"
        case .transitionCompletes(let kind, let screen): "\(kind.rawValue) to \(screen.title) completes"
        case .interactivePopFinishes(let screen): "interactive pop to \(screen.title) finishes"
        case .interactivePopCancelled(let screen): "interactive pop cancelled: \(screen.title) stays on top; no didShow"
        case .popStallsAtRoot(let screen):
            "interactive pop begins with nothing to pop: \(screen.title) is the root and nothing refused the swipe (the pop gesture's delegate nil, or a full-screen pan's gate without a root check); UIKit holds every push and pop until another swipe reaches its handler"
        case .rootStallEnds(let screen):
            "the edge swipe ends the stalled pop at \(screen.title): UIKit runs the calls it held"
        case .callDeferred(let request, let behind, _): "\(request.text) waits: UIKit defers it until \(behind.text) completes"
        case .runsDeferredCall(let request): "UIKit runs the deferred \(request.text)"
        case .callRunsWithoutDeferring(let request, let presented, _):
            "\(request.text) is not animated: UIKit runs it at once, under \(presented.title)'s presentation"
        case .transitionInterrupted(let by, let kind, let screen, _):
            "\(by.text) interrupts the running \(kind.rawValue) to \(screen.title): it completes at once"
        case .callDoesNothing(let request, let why): "\(request.text) does nothing: \(why.text)"
        case .stackReplaced(let stack, let removed, let transition):
            "the stack becomes [\(Self.titles(stack))]"
                + (removed.isEmpty ? "" : "; \(Self.titles(removed)) \(removed.count == 1 ? "leaves" : "leave")")
                + (transition.map { "; the new top comes in with a \($0.rawValue) transition" }
                    ?? "; the top stays, so nothing animates and no appearance calls are made")
        case .presentationStarts(let card, let presenter, let duration):
            "present \(card.title) from \(presenter.title) starts (\(duration) ms)"
        case .presentationCompletes(let card): "present \(card.title) completes"
        case .dismissStarts(let card, let duration): "dismiss \(card.title) starts (\(duration) ms)"
        case .dismissCompletes(let card): "dismiss \(card.title) completes"
        case .interactiveDismissBegins(let screen): "interactive dismissal of \(screen.title) begins: it follows the finger"
        case .interactiveDismissReleased(let screen, let progress, let finish):
            "dismiss swipe on \(screen.title) released at \(progress) % → \(finish ? "finish" : "cancel")"
        case .interactiveDismissCancelled(let screen): "interactive dismissal of \(screen.title) cancelled: it stays presented"
        case .guardNote(let text): "\(text)"
        case .ignoringInteractionEvents(let begin, let caller, let count, let deprecated):
            (begin ? "BLOCKED beginIgnoringInteractionEvents" : "endIgnoringInteractionEvents")
                + " (\(caller)) → ignore count \(count)"
                + (deprecated
                    ? " — '\(begin ? "begin" : "end")IgnoringInteractionEvents()' is deprecated since iOS 13 (a compile-time warning; it still works)"
                    : "")
        case .guardQueued(let request, let flag, let reason): "QUEUED \(request.text) — \(flag.name): \(reason)"
        case .guardDelayed(let request, let milliseconds, let reason):
            "DELAYED \(request.text) by \(milliseconds) ms — \(reason)"
        case .guardRefused(let verb, let request, let flag, let reason): "\(verb.rawValue) \(request.text) — \(flag.name): \(reason)"
        case .guardDropped(let request, let reason): "DROPPED \(request.text) — \(reason)"
        case .asyncAfterFires(let request): "asyncAfter fires: \(request.text)"
        case .mainThread(.busy(let milliseconds, let by)):
            "the main thread is busy for \(milliseconds) ms (\(by)): touches wait, timers and animations run late"
        case .mainThread(.inputWaits(let what)): "\(what) arrives while the main thread is busy: it waits in the event queue"
        case .mainThread(.free(let count)): "the main thread is free: \(count) waiting touch event\(count == 1 ? "" : "s") dispatched now, in order"
        case .warning(let note, _): "\(note.text)"
        case .violation(let id, let detail, _): "[\(id.rawValue)] \(detail.text)"
        case .crashFrame(let frame): "    at \(frame)"
        case .app(let note, _): "\(note)"
        case .system(let note): "\(note.text)"
        case .scriptNote(let text, _): "script: \(text)"
        case .viewEdited(let view, let property, let value): "edited: \(name: view).\(property) = \(value)"
        case .sheetDrag(let drag): drag == .dismiss ? "sheet drag: down to dismiss" : "sheet drag to \(drag.rawValue)"
        case .sheetDragRefused(let refusal, _): "sheet drag moves nothing: \(refusal.text)"
        case .sheetDetentChanged(let screen, let from, let to, let dimmed):
            "sheet \(screen.title): \(from.rawValue) → \(to.rawValue) (didChangeSelectedDetentIdentifier); "
                + (dimmed ? "the screen behind is dimmed" : "undimmed: the screen behind takes touches")
        case .dismissAttemptPrevented(let screen):
            "presentationControllerDidAttemptToDismiss: \(screen.title) is modal in presentation, the swipe down does not dismiss it"
        case .sheetUnavailable(let screen, let profile):
            "\(screen.title) asks for a sheet, which \(profile.displayName) lacks (UISheetPresentationController is iOS 15+): presented as the custom card"
        }
    }
}
