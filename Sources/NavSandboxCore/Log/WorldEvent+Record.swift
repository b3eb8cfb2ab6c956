/// An event as named fields: what `expect event` in a script matches, what
/// `navsandbox list events` lists. A kind is the event's case in kebab case
/// (`touch-dropped`); its fields use UIKit's words (`screen`, `control`,
/// `rule`). Every value is text as a script writes it — numbers as digits,
/// booleans `yes`/`no`, a missing value `none` — so a check never depends on
/// the log's wording.
public struct EventRecord: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public let name: String
        /// nil: the event has no value there (`none` in a script).
        public let value: String?
    }

    public let kind: String
    public let fields: [Field]

    public func value(of name: String) -> String?? {
        fields.first { $0.name == name }.map(\.value)
    }
}

/// One kind of event: its name, its fields and what it means.
public struct EventKind: Hashable, Sendable {
    public let name: String
    public let fields: [String]
    public let summary: String
}

extension WorldEvent {
    /// The event as a kind and fields (see EventRecord).
    public var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        func touch(_ id: TouchID) -> String { String(id.raw) }
        func point(_ p: Point) -> String { "\(p.x),\(p.y)" }
        func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
        switch self {
        case .touchBegan(let id, let at): return r("touch-began", ("touch", touch(id)), ("at", point(at)))
        case .touchDropped(let id, let reason, let rule):
            return r("touch-dropped", ("touch", touch(id)), ("reason", reason.text), ("cause", reason.name), ("rule", rule?.rawValue))
        case .touchNotDelivered(let id, let reason, let rule):
            return r("touch-not-delivered", ("touch", touch(id)), ("detail", reason.text), ("cause", reason.name), ("rule", rule?.rawValue))
        case .touchReachesIncomingScreen(let id, let screen):
            return r("touch-reaches-incoming-screen", ("touch", touch(id)), ("screen", screen.title))
        case .touchHighlighted(let id, let control): return r("touch-highlighted", ("touch", touch(id)), ("control", control.name))
        case .touchEnded(let id): return r("touch-ended", ("touch", touch(id)))
        case .touchEndNotDelivered(let id, let reason, let rule):
            return r("touch-end-not-delivered", ("touch", touch(id)), ("detail", reason.text), ("cause", reason.name), ("rule", rule?.rawValue))
        case .touchUpInside(let id, let control): return r("touch-up-inside", ("touch", touch(id)), ("control", control.name))
        case .touchCancelled(let id): return r("touch-cancelled", ("touch", touch(id)))
        case .touchEndDeliveredWhileGated(let id, let gate, let control):
            return r("touch-end-delivered-while-gated", ("touch", touch(id)), ("gate", gate.text), ("cause", gate.name), ("control", control.name))
        case .touchCancelledLeftWindow(let id, let view):
            return r("touch-cancelled-left-window", ("touch", touch(id)), ("view", view.name))
        case .touchDuringInteractiveDismissal(let id, let screen):
            return r("touch-during-interactive-dismissal", ("touch", touch(id)), ("screen", screen.title))
        case .dismissSwipeRefused(let why, let rule):
            return r("dismiss-swipe-refused", ("why", why.text), ("cause", why.name), ("rule", rule?.rawValue))
        case .swipeBegan(let id, let at, let fromEdge):
            return r("swipe-began", ("touch", touch(id)), ("at", point(at)), ("from-edge", yesNo(fromEdge)))
        case .swipeRefused(let why, let rule): return r("swipe-refused", ("why", why.text), ("cause", why.name), ("rule", rule?.rawValue))
        case .swipeDropped(let reason, let rule): return r("swipe-dropped", ("reason", reason.text), ("cause", reason.name), ("rule", rule?.rawValue))
        case .swipeReleased(let progress, let finish, let recognizer):
            return r(
                "swipe-released", ("progress", String(progress)), ("finish", yesNo(finish)), ("recognizer", recognizer.word))
        case .cardDrag(let drag): return r("card-drag", ("drag", drag.rawValue))
        case .cardDragDropped(let reason, let rule): return r("card-drag-dropped", ("reason", reason.text), ("cause", reason.name), ("rule", rule?.rawValue))
        case .cardDragMissed(let at, let landedOn): return r("card-drag-missed", ("at", point(at)), ("landed-on", landedOn?.name ?? "nothing"))
        case .alertDragRefused(let alert): return r("alert-drag-refused", ("alert", alert.title))
        case .labelNotOnScreen(let label): return r("label-not-on-screen", ("label", label))
        case .backButtonNotOnScreen: return r("back-button-not-on-screen")
        case .scrollView(let event): return event.record
        case .appPan(let event): return event.record
        case .tabBar(let event): return event.record
        case .buttonMenu(let event): return event.record
        case .appInteraction(let event): return event.record
        case .zoom(let event): return event.record
        case .backMenu(let change):
            switch change {
            case .opened(let titles):
                return r("back-menu-opened", ("titles", titles.joined(separator: " | ")), ("rule", rule?.rawValue))
            case .heldWithoutMenu: return r("back-held-without-menu", ("rule", rule?.rawValue))
            case .chose(let screen): return r("back-menu-chose", ("screen", screen.title), ("rule", rule?.rawValue))
            case .dismissed: return r("back-menu-dismissed", ("rule", rule?.rawValue))
            case .noSuchEntry(let title, let open):
                return r("back-menu-no-entry", ("title", title), ("menu-open", yesNo(open)))
            }
        case .hitTest(let at, let hit, let visited):
            return r("hit-test", ("at", point(at)), ("hit", hit?.name), ("visited", String(visited)))
        case .actionSent(let control, let selector, let target):
            return r("action-sent", ("control", control.name), ("selector", selector), ("target", target.debugName))
        case .actionDropped(let control, let selector, let strategy, let reason):
            return r("action-dropped", ("control", control.name), ("selector", selector), ("strategy", strategy), ("reason", reason))
        case .actionNilTargeted(let selector, let route, let handler):
            return r("action-nil-targeted", ("selector", selector), ("route", route), ("handler", handler?.debugName))
        case .lifecycle(let event, let screen, let loadCost):
            return r("lifecycle", ("method", event.rawValue), ("screen", screen.title), ("load-cost", String(loadCost)))
        case .willShow(let screen, let animated): return r("will-show", ("screen", screen.title), ("animated", yesNo(animated)))
        case .didShow(let screen, let animated): return r("did-show", ("screen", screen.title), ("animated", yesNo(animated)))
        case .gestureShouldBegin(let recognizer, let allowed):
            return r("gesture-should-begin", ("recognizer", recognizer.rawValue), ("allowed", yesNo(allowed)))
        case .barShouldPush(let screen, let allowed): return r("bar-should-push", ("screen", screen.title), ("allowed", yesNo(allowed)))
        case .barDidPush(let screen): return r("bar-did-push", ("screen", screen.title))
        case .barShouldPop(let screen, let allowed, let fromBackButton):
            return r(
                "bar-should-pop", ("screen", screen.title), ("allowed", yesNo(allowed)), ("from-back-button", yesNo(fromBackButton)))
        case .barDidPop(let screen): return r("bar-did-pop", ("screen", screen.title))
        case .transitionStarts(let kind, let screen, let duration):
            return r("transition-starts", ("kind", kind.rawValue), ("screen", screen.title), ("duration", duration.map(String.init)))
        case .interactivePopBegins(let screen): return r("interactive-pop-begins", ("screen", screen.title))
        case .transitionCompletes(let kind, let screen): return r("transition-completes", ("kind", kind.rawValue), ("screen", screen.title))
        case .interactivePopFinishes(let screen): return r("interactive-pop-finishes", ("screen", screen.title))
        case .interactivePopCancelled(let screen): return r("interactive-pop-cancelled", ("screen", screen.title))
        case .popStallsAtRoot(let screen): return r("pop-stalls-at-root", ("screen", screen.title), ("rule", RuleID.rootPopGestureStalls.rawValue))
        case .rootStallEnds(let screen): return r("root-stall-ends", ("screen", screen.title), ("rule", RuleID.rootPopGestureStalls.rawValue))
        case .callDeferred(let request, let behind, let rule):
            return r("call-deferred", ("request", request.text), ("behind", behind.text), ("cause", behind.name), ("rule", rule.rawValue))
        case .runsDeferredCall(let request): return r("runs-deferred-call", ("request", request.text))
        case .callRunsWithoutDeferring(let request, let presented, let rule):
            return r(
                "call-runs-without-deferring", ("request", request.text), ("presented", presented.title), ("rule", rule.rawValue))
        case .transitionInterrupted(let by, let kind, let screen, let rule):
            return r(
                "transition-interrupted", ("by", by.text), ("kind", kind.rawValue), ("screen", screen.title), ("rule", rule.rawValue))
        case .callDoesNothing(let request, let why): return r("call-does-nothing", ("request", request.text), ("why", why.text), ("cause", why.name))
        case .stackReplaced(let stack, let removed, let transition):
            return r(
                "stack-replaced", ("stack", WorldEvent.titles(stack)), ("removed", removed.isEmpty ? nil : WorldEvent.titles(removed)),
                ("transition", transition?.rawValue),
                ("rule", (transition == nil ? RuleID.setViewControllersSameTop : .setViewControllersTransition).rawValue))
        case .presentationStarts(let card, let presenter, let duration):
            return r("presentation-starts", ("card", card.title), ("presenter", presenter.title), ("duration", String(duration)))
        case .presentationCompletes(let card): return r("presentation-completes", ("card", card.title))
        case .dismissStarts(let card, let duration): return r("dismiss-starts", ("card", card.title), ("duration", String(duration)))
        case .dismissCompletes(let card): return r("dismiss-completes", ("card", card.title))
        case .interactiveDismissBegins(let screen): return r("interactive-dismiss-begins", ("screen", screen.title))
        case .interactiveDismissReleased(let screen, let progress, let finish):
            return r("interactive-dismiss-released", ("screen", screen.title), ("progress", String(progress)), ("finish", yesNo(finish)))
        case .interactiveDismissCancelled(let screen): return r("interactive-dismiss-cancelled", ("screen", screen.title))
        case .guardNote(let text): return r("guard-note", ("text", text))
        case .ignoringInteractionEvents(let begin, let caller, let count, let deprecated):
            return r(
                "ignoring-interaction-events", ("begin", yesNo(begin)), ("caller", caller), ("count", String(count)),
                ("deprecated", yesNo(deprecated)))
        case .guardQueued(let request, let flag, let reason):
            return r("guard-queued", ("request", request.text), ("flag", flag.name), ("reason", reason))
        case .guardDelayed(let request, let milliseconds, let reason):
            return r("guard-delayed", ("request", request.text), ("by", String(milliseconds)), ("reason", reason))
        case .guardRefused(let verb, let request, let flag, let reason):
            return r(
                "guard-refused", ("verb", verb.rawValue), ("request", request.text), ("flag", flag.name), ("reason", reason))
        case .guardDropped(let request, let reason): return r("guard-dropped", ("request", request.text), ("reason", reason))
        case .asyncAfterFires(let request): return r("async-after-fires", ("request", request.text))
        case .mainThread(.busy(let milliseconds, let by)):
            return r("main-thread-busy", ("milliseconds", String(milliseconds)), ("by", by))
        case .mainThread(.inputWaits(let what)):
            return r("input-waits", ("input", what), ("rule", RuleID.busyMainThreadQueuesEvents.rawValue))
        case .mainThread(.free(let count)):
            return r("main-thread-free", ("dispatching", String(count)), ("rule", RuleID.busyMainThreadQueuesEvents.rawValue))
        case .warning(let note, let rule): return r("warning", ("text", note.text), ("cause", note.name), ("rule", rule?.rawValue))
        case .violation(let id, let detail, let rule):
            return r("violation", ("id", id.rawValue), ("detail", detail.text), ("rule", rule?.rawValue))
        case .crashFrame(let frame): return r("crash-frame", ("frame", frame))
        case .app(let note, let rule): return r("app", ("text", note.text), ("cause", note.name), ("rule", rule?.rawValue))
        case .system(let note): return r("system", ("text", note.text), ("cause", note.name))
        case .viewEdited(let view, let property, let value):
            return r("view-edited", ("view", view.name), ("property", property), ("value", value))
        case .scriptNote(let text, let isProblem): return r("script-note", ("text", text), ("problem", yesNo(isProblem)))
        case .sheetDrag(let drag): return r("sheet-drag", ("drag", drag.rawValue))
        case .sheetDragRefused(let why, let rule):
            return r("sheet-drag-refused", ("why", why.text), ("cause", why.name), ("rule", rule?.rawValue))
        case .sheetDetentChanged(let screen, let from, let to, let dimmed):
            return r(
                "sheet-detent-changed", ("screen", screen.title), ("from", from.rawValue), ("to", to.rawValue),
                ("dimmed", yesNo(dimmed)), ("rule", rule?.rawValue))
        case .dismissAttemptPrevented(let screen):
            return r("dismiss-attempt-prevented", ("screen", screen.title), ("rule", RuleID.modalInPresentation.rawValue))
        case .sheetUnavailable(let screen, let profile):
            return r("sheet-unavailable", ("screen", screen.title), ("profile", profile.rawValue), ("rule", RuleID.sheetRequiresIOS15.rawValue))
        }
    }

    /// One event of every case, so the kinds and their fields are listed
    /// from `record` itself rather than written twice (EventExpectationTests
    /// checks that each kind appears once and that the scenarios' events
    /// are all listed).
    static let examples: [(WorldEvent, String)] = {
        let screen = ScreenRef(id: ControllerID(0), className: "", title: "")
        let view = ViewRef(id: ViewID(0), viewClass: .view, label: nil)
        let call = NavigationCall(.pop)
        return [
            (.touchBegan(TouchID(1), at: Point(x: 0, y: 0)), "a finger touched the screen"),
            (.touchDropped(TouchID(1), reason: .appCrashed, rule: nil), "the touch never reached hitTest (UIKit ignores events, the UI froze)"),
            (.touchNotDelivered(TouchID(1), reason: .multipleTouchDisabled(view), rule: nil), "hitTest found a view, but the touch reaches no control"),
            (.touchReachesIncomingScreen(TouchID(1), screen: screen), "iOS 26: the incoming screen of a running transition takes the touch"),
            (.touchHighlighted(TouchID(1), control: view), "a control took the touch and highlights"),
            (.touchEnded(TouchID(1)), "the finger lifted"),
            (.touchEndNotDelivered(TouchID(1), reason: .dropped(.appCrashed, control: view), rule: nil), "the end never arrives: the control stays highlighted"),
            (.touchUpInside(TouchID(1), control: view), "touch-up inside a control: it sends its action"),
            (.touchCancelled(TouchID(1)), "the touch was cancelled"),
            (.touchEndDeliveredWhileGated(TouchID(1), gate: .interactionDisabled(owner: view), control: view), "a tracked touch's end is delivered although a new touch would not be"),
            (.touchCancelledLeftWindow(TouchID(1), view: view), "the view tracking the touch left the window: touchesCancelled"),
            (.touchDuringInteractiveDismissal(TouchID(1), screen: screen), "a touch is delivered while a presented screen is dismissed interactively"),
            (.dismissSwipeRefused(.nothingPresented, rule: nil), "a dismiss swipe began no interactive dismissal"),
            (.swipeBegan(TouchID(1), at: Point(x: 0, y: 0), fromEdge: true), "a back swipe began"),
            (.swipeRefused(.rootOnTop, rule: nil), "the pop gesture did not begin"),
            (.swipeDropped(reason: .appCrashed, rule: nil), "a swipe never reached the gesture"),
            (.swipeReleased(progress: 0, finish: true, recognizer: .edge), "the back swipe's finger lifted"),
            (.cardDrag(.down), "the card's grabber was dragged"),
            (.cardDragDropped(reason: .appCrashed, rule: nil), "a card drag never reached the card"),
            (.cardDragMissed(at: Point(x: 0, y: 0), landedOn: nil), "the finger on the grabber hit-tests elsewhere"),
            (.alertDragRefused(alert: screen), "a card drag or dismiss swipe on an alert moved nothing"),
            (.labelNotOnScreen(""), "a tap by label found no such view on screen"),
            (.backButtonNotOnScreen, "a tap on the back button found none on screen"),
            (.backMenu(.opened(titles: [])), "a long press on back opened the back-button menu (iOS 14+)"),
            (.backMenu(.heldWithoutMenu), "a long press on back before iOS 14: lifting it taps back"),
            (.backMenu(.chose(screen)), "an entry of the back-button menu was chosen: popToViewController"),
            (.backMenu(.dismissed), "a touch outside closed the back-button menu"),
            (.backMenu(.noSuchEntry("", menuOpen: false)), "tap-menu named no entry of an open menu"),
            (.hitTest(Point(x: 0, y: 0), hit: nil, visited: 0), "UIWindow.hitTest(_:with:) ran; hit none when no view takes the point"),
            (.actionSent(control: view, selector: "", target: screen), "a control sent its action to an explicit target"),
            (.actionNilTargeted(selector: "", route: "", handler: nil), "a nil-targeted action went up the responder chain"),
            (.actionDropped(control: view, selector: "", strategy: "", reason: ""), "a guard's sendAction override swallowed a control's action"),
            (.lifecycle(.viewDidLoad, screen: screen, loadCost: 0), "a view controller's viewDidLoad, viewWillAppear, …"),
            (.willShow(screen, animated: true), "navigationController(_:willShow:animated:)"),
            (.didShow(screen, animated: true), "navigationController(_:didShow:animated:)"),
            (.gestureShouldBegin(recognizer: .edge, allowed: true), "gestureRecognizerShouldBegin(_:) answered"),
            (.barShouldPush(screen, allowed: true), "navigationBar(_:shouldPush:) answered"),
            (.barDidPush(screen), "navigationBar(_:didPush:)"),
            (.barShouldPop(screen, allowed: true, fromBackButton: false), "navigationBar(_:shouldPop:) answered"),
            (.barDidPop(screen), "navigationBar(_:didPop:)"),
            (.transitionStarts(kind: .push, screen: screen, duration: nil), "a push or pop starts (duration none when not animated)"),
            (.interactivePopBegins(screen: screen), "an interactive pop follows the finger"),
            (.transitionCompletes(kind: .push, screen: screen), "a push or pop completes"),
            (.interactivePopFinishes(screen: screen), "an interactive pop finishes"),
            (.interactivePopCancelled(screen: screen), "an interactive pop is cancelled"),
            (.popStallsAtRoot(screen: screen), "a swipe at the root (delegate nil) begins a pop with nothing to pop; navigation stalls"),
            (.rootStallEnds(screen: screen), "another edge swipe ends the stalled pop; held calls run"),
            (.callDeferred(request: call, behind: .interactivePop, rule: .hitTestOrder), "UIKit holds a call until something running completes"),
            (.runsDeferredCall(request: call), "UIKit runs a deferred call"),
            (.callRunsWithoutDeferring(request: call, presented: screen, rule: .hitTestOrder), "a non-animated call made during a presentation runs at once"),
            (.transitionInterrupted(by: .swipe, kind: .push, screen: screen, rule: .hitTestOrder), "iOS 26: a back tap or swipe completes the running transition"),
            (.callDoesNothing(request: call, why: .nothingPresented), "a navigation call UIKit accepts that changes nothing"),
            (.stackReplaced(stack: [screen], removed: [], transition: .push), "setViewControllers replaced the stack (transition none when the top stays)"),
            (.presentationStarts(card: screen, presenter: screen, duration: 0), "a card's presentation starts"),
            (.presentationCompletes(card: screen), "a card's presentation completes"),
            (.dismissStarts(card: screen, duration: 0), "a card's dismissal starts"),
            (.dismissCompletes(card: screen), "a card's dismissal completes"),
            (.interactiveDismissBegins(screen: screen), "an interactive dismissal of the presented screen begins"),
            (.interactiveDismissReleased(screen: screen, progress: 0, finish: true), "the finger driving a dismissal lifted"),
            (.interactiveDismissCancelled(screen: screen), "an interactive dismissal settled back: the screen stays presented"),
            (.guardNote(""), "a guard strategy's own words"),
            (.ignoringInteractionEvents(begin: true, caller: "", count: 0, deprecated: false), "begin/endIgnoringInteractionEvents"),
            (.guardQueued(request: call, flag: GuardFlagName(""), reason: ""), "a guard queued a navigation"),
            (.guardDelayed(request: call, milliseconds: 0, reason: ""), "a guard delayed a navigation"),
            (.guardRefused(verb: .ignored, request: call, flag: GuardFlagName(""), reason: ""), "a guard IGNORED or FAILED a navigation"),
            (.guardDropped(request: call, reason: ""), "a guard dropped a navigation"),
            (.asyncAfterFires(request: call), "a DispatchQueue.main.asyncAfter fired"),
            (.mainThread(.busy(milliseconds: 0, by: "")), "the main thread began synchronous work (an app's block, a script's stall)"),
            (.mainThread(.inputWaits("")), "a touch arrived while the main thread was busy: it waits in the event queue"),
            (.mainThread(.free(dispatching: 0)), "the main thread's work returned: the waiting touches are dispatched in one burst"),
            (.warning(.unexpectedTransitionState, rule: nil), "a warning"),
            (.violation(.doublePush, detail: .swallowedTap(at: Point(x: 0, y: 0)), rule: nil), "a failure, detector or crash fired (id from `navsandbox list failures`)"),
            (.crashFrame(""), "one frame of a crash's call stack"),
            (.app(.line(""), rule: nil), "the app's own log line or decision"),
            (.system(.relaunch), "the sandbox's own note (launch, a setting changed)"),
            (.viewEdited(view: view, property: "", value: ""), "a view's property set by hand"),
            (.scriptNote("", isProblem: false), "a script played live notes a verdict"),
            (.sheetDrag(.medium), "a swipe on a system sheet toward a detent or down to dismiss"),
            (.sheetDragRefused(.noSheet, rule: nil), "a sheet drag moved nothing"),
            (.sheetDetentChanged(screen: screen, from: .medium, to: .large, dimmed: true), "a sheet moved to another detent"),
            (.dismissAttemptPrevented(screen: screen), "isModalInPresentation refused a swipe down (presentationControllerDidAttemptToDismiss)"),
            (.sheetUnavailable(screen: screen, profile: .ios12), "a sheet screen presented before iOS 15 falls back to the card"),
        ] + ScrollViewTouchEvent.examples.map { (WorldEvent.scrollView($0.0), $0.1) }
            + AppPanEvent.examples.map { (WorldEvent.appPan($0.0), $0.1) }
            + TabBarEvent.examples.map { (WorldEvent.tabBar($0.0), $0.1) }
            + ButtonMenuEvent.examples.map { (WorldEvent.buttonMenu($0.0), $0.1) }
            + AppInteractionEvent.examples.map { (WorldEvent.appInteraction($0.0), $0.1) }
            + ZoomEvent.examples.map { (WorldEvent.zoom($0.0), $0.1) }
    }()

    /// Every kind of event, in log order of appearance in the model.
    public static let kinds: [EventKind] = examples.map { event, summary in
        let record = event.record
        return EventKind(name: record.kind, fields: record.fields.map(\.name), summary: summary)
    }
}
