/// One line of LAST TAP's account of a touch, as data: what happened to it
/// and, when one did, the UIKit rule that decided. The front end words and
/// colours it from `fact`; nothing reads its text to learn what happened.
public struct TouchNote: Hashable, Sendable {
    public var fact: TouchFact
    public var rule: RuleID?

    public init(_ fact: TouchFact, rule: RuleID? = nil) {
        self.fact = fact
        self.rule = rule
    }

    /// The line LAST TAP and a lesson's explanation show, ending with the rule.
    public var text: String { rule.map { "\(fact.text) \($0.tag)" } ?? fact.text }
}

/// How a note reads at a glance: the touch went nowhere, waits, or neither.
public enum TouchNoteTone: Hashable, Sendable {
    case plain, dropped, queued
}

/// What became of a touch, one step at a time.
public enum TouchFact: Hashable, Sendable {
    // MARK: Beginning
    /// UIKit did not deliver the touch at all (ignoring events, frozen, crashed).
    case beganDropped(TouchDropReason)
    /// The walk ended on nothing because a rule took `step`'s view out.
    case notDelivered(HitTestStep)
    /// The walk went around a view a rule took out and ended on a container.
    case notDeliveredAround(HitTestStep)
    case noViewTookPoint
    case swallowedByPresentationContainer
    case exclusiveTouchTracking(ViewRef, touch: TouchID)
    case exclusiveTouchWhileOtherDown(ViewRef, other: TouchID)
    case multipleTouchDisabled(ViewRef, has: TouchID)
    case deliveredMidTransition(incoming: ScreenRef)
    /// Began while a presented screen is dismissed interactively: delivered.
    case deliveredDuringInteractiveDismissal(ScreenRef)
    case highlighted(ViewRef)
    case deliveredToNonControl(ViewRef)
    /// A scroll view holds the touch-down back (delaysContentTouches).
    case delayedByScrollView(ViewRef)
    /// A drag began scrolling: the content's touch is cancelled or, still
    /// held back, never reaches it.
    case cancelledByScrolling(ViewRef)
    /// A drag began but the content keeps the touch: no scroll.
    case keptDuringScroll(ViewRef, cause: ScrollViewTouchEvent.KeptCause)
    // MARK: Ending
    case endDropped(TouchDropReason, control: ViewRef)
    case endNotDelivered(disabledOwner: ViewRef, control: ViewRef, ownerIsControl: Bool)
    /// The end reached the tracking control although new touches are gated.
    case endDeliveredWhileGated(TrackedTouchGate)
    /// The tracking view left the window: touchesCancelled, unhighlighted.
    case cancelledLeftWindow(ViewRef)
    case cancelled
    case actionUnimplemented(selector: String)
    case actionSent(selector: String, to: ScreenRef)
    /// The guard's sendAction override did not call super.
    case actionDropped(selector: String, strategy: String, reason: String)
    // MARK: The back button and the swipe
    case backShouldPopAnsweredNo
    case backGuardPoppedThroughSuper
    case openedBackMenu
    case swipeDropped(TouchDropReason)
    /// The pop gesture did not begin, in the log's words.
    case swipeRefused(SwipeRefusal)
    case nothingToPopRootOnTop
    case recognizerDisabled(PopGestureRecognizer, by: SwipeRefusal.Disabler)
    case gestureWaitsForTransition
    case popDidNotStart
    /// With the delegate nil, a pop with nothing to pop began at the root.
    case popStalledAtRoot
    /// This swipe ended the stalled pop at the root.
    case endedRootStall
    /// The app's own pan on the view took the drag.
    case appPanRecognized(ViewRef)
    /// A pop gesture took the drag from the app's own pan on the view.
    case appPanLost(ViewRef, to: PopGestureRecognizer)
    // MARK: The tab bar
    case tabSelected(String)
    /// The button's menu opened and took the touch.
    case openedButtonMenu(ViewRef)
    /// The tab item took the tap while the tab's push or pop ran.
    case tabBarLiveDuringTransition(TransitionKind)
    case tabReselected(String)
    /// The delegate's shouldSelect answered NO.
    case tabRefused(String)
    // MARK: The navigation the touch caused
    case pushNotSentCallerPopped(pushed: ScreenRef)
    case guardIgnoredAlreadyHappening(NavigationCall, flag: GuardFlagName)
    case guardQueued(NavigationCall, flag: GuardFlagName)
    case guardRefused(NavigationCall, verb: GuardVerb, flag: GuardFlagName)
    /// `reason` is the strategy's own words.
    case guardDropped(NavigationCall, reason: String)
    case callWhileFrozen(NavigationCall)
    case deferredByUIKit(NavigationCall, until: DeferralCause)
    case interruptedTransition(TransitionInterrupter)
    case popDuringPushFroze(NavigationCall)
    case ranNested(NavigationCall)
    case ran(NavigationCall)
    case didNothingAtRoot(NavigationCall)
    case refusedByUIKit(NavigationCall)

    public var tone: TouchNoteTone {
        switch self {
        case .beganDropped, .notDelivered, .notDeliveredAround, .noViewTookPoint, .swallowedByPresentationContainer,
            .exclusiveTouchTracking, .exclusiveTouchWhileOtherDown, .multipleTouchDisabled, .endDropped, .endNotDelivered,
            .cancelled, .cancelledLeftWindow, .backShouldPopAnsweredNo, .swipeDropped, .swipeRefused, .nothingToPopRootOnTop,
            .recognizerDisabled, .gestureWaitsForTransition,
            .popDidNotStart, .popStalledAtRoot, .pushNotSentCallerPopped, .guardIgnoredAlreadyHappening, .guardRefused, .guardDropped,
            .callWhileFrozen, .refusedByUIKit, .cancelledByScrolling, .actionDropped, .tabRefused:
            .dropped
        case .guardQueued, .deferredByUIKit, .delayedByScrollView: .queued
        case .keptDuringScroll: .plain
        case .deliveredMidTransition, .deliveredDuringInteractiveDismissal, .endDeliveredWhileGated, .highlighted, .deliveredToNonControl, .actionUnimplemented, .actionSent,
            .backGuardPoppedThroughSuper, .openedBackMenu, .endedRootStall, .appPanRecognized, .appPanLost, .tabSelected, .tabReselected, .tabBarLiveDuringTransition, .openedButtonMenu, .interruptedTransition, .popDuringPushFroze, .ranNested, .ran, .didNothingAtRoot:
            .plain
        }
    }

    public var text: String {
        switch self {
        case .beganDropped(let reason): "began dropped: \(reason.text)"
        case .notDelivered(let step): "not delivered: \(step.plainReason)"
        case .notDeliveredAround(let step): "not delivered: \(step.name) \(step.plainReason)"
        case .noViewTookPoint: "no view took the point"
        case .swallowedByPresentationContainer: "swallowed by the presentation container: nothing under it gets the tap"
        case .exclusiveTouchTracking(let view, let touch): "exclusiveTouch: \(view.name) is tracking touch \(touch)"
        case .exclusiveTouchWhileOtherDown(let view, let other):
            "exclusiveTouch: \(view.name) is exclusive and touch \(other) is down elsewhere"
        case .multipleTouchDisabled(let view, let has): "isMultipleTouchEnabled = NO: \(view.name) already has touch \(has)"
        case .deliveredMidTransition(let incoming): "delivered mid-transition: \(incoming.title) is coming in and takes touches"
        case .highlighted(let control): "began → \(control.name) highlighted"
        case .deliveredDuringInteractiveDismissal(let screen):
            "delivered: \(screen.title) is being dismissed interactively, UIKit is not ignoring events"
        case .deliveredToNonControl(let view): "delivered to \(view.name); no control in its chain acts on it"
        case .delayedByScrollView(let scrollView): "touch delayed by the scroll view (\(scrollView.name))"
        case .cancelledByScrolling(let scrollView): "cancelled: the scroll view began scrolling (\(scrollView.name))"
        case .keptDuringScroll(let view, let cause):
            switch cause {
            case .cannotCancel: "kept by \(view.name): canCancelContentTouches = NO, the scroll view does not scroll"
            case .control: "kept by \(view.name): a UIControl is not cancelled, the scroll view does not scroll"
            }
        case .endDropped(let reason, let control): "ended dropped: \(reason.text); \(control.name) stays highlighted"
        case .endNotDelivered(let owner, let control, let ownerIsControl):
            "ended not delivered: \(owner.name) has isUserInteractionEnabled = NO; \(ownerIsControl ? "it" : control.name) stays highlighted"
        case .endDeliveredWhileGated(let gate): "ended → delivered to the view that tracks it, although \(gate.text)"
        case .cancelledLeftWindow(let view): "cancelled: \(view.name) left the window; unhighlighted, no action"
        case .cancelled: "cancelled"
        case .actionUnimplemented(let selector): "action \(selector) — nobody implements it"
        case .actionSent(let selector, let screen): "action \(selector) → \(screen.debugName)"
        case .actionDropped(let selector, let strategy, let reason):
            "action \(selector) not sent: \(strategy)'s sendAction override swallowed it" + (reason.isEmpty ? "" : ": \(reason)")
        case .backShouldPopAnsweredNo: "back: shouldPop answered NO"
        case .backGuardPoppedThroughSuper: "back: the guard popped through super"
        case .openedBackMenu: "held on back: the back-button menu opened"
        case .swipeDropped(let reason): "swipe dropped: \(reason.text)"
        case .swipeRefused(let refusal): refusal.text
        case .nothingToPopRootOnTop: "nothing to pop: the root is on top"
        case .recognizerDisabled(let recognizer, let by): "\(recognizer.rawValue).isEnabled = NO (\(by.text(for: recognizer)))"
        case .gestureWaitsForTransition: "a transition is running: the gesture does not begin"
        case .popDidNotStart: "the pop did not start"
        case .popStalledAtRoot: "a pop with nothing to pop began at the root: navigation is stalled"
        case .endedRootStall: "ended the stalled pop at the root: held calls run"
        case .openedButtonMenu(let button): "\(button.name)'s menu opened: the button sends no action"
        case .tabBarLiveDuringTransition(let kind): "the tab bar takes taps while the \(kind.rawValue) runs: it is not in the transition"
        case .tabSelected(let tab): "tab \(tab) selected: its stack shows as it was left"
        case .tabReselected(let tab): "tab \(tab) re-selected: its stack pops to the root"
        case .tabRefused(let tab): "tabBarController(_:shouldSelect: \(tab)) answered NO: nothing changes"
        case .appPanRecognized(let view): "the app's own pan on \(view.name) took the drag"
        case .appPanLost(let view, let recognizer): "\(recognizer.rawValue) took the drag: the app's pan on \(view.name) gets nothing"
        case .pushNotSentCallerPopped(let pushed): "push \(pushed.title) not sent: its caller was popped"
        case .guardIgnoredAlreadyHappening(let call, let flag): "\(call.text) IGNORED (\(flag.name)): already happening"
        case .guardQueued(let call, let flag): "\(call.text) QUEUED (\(flag.name))"
        case .guardRefused(let call, let verb, let flag): "\(call.text) \(verb.rawValue) (\(flag.name))"
        case .guardDropped(let call, let reason): "\(call.text) dropped: \(reason)"
        case .callWhileFrozen(let call): "\(call.text): the UI is frozen"
        case .deferredByUIKit(let call, let until): "\(call.text) deferred by UIKit until \(until.text) completes"
        case .interruptedTransition(let what): "\(what.text) interrupted the running transition"
        case .popDuringPushFroze(let call): "\(call.text) during a push froze the UI"
        case .ranNested(let call): "\(call.text) ran, nested in the running transition"
        case .ran(let call): "\(call.text) ran"
        case .didNothingAtRoot(let call): "\(call.text) did nothing (already at the root)"
        case .refusedByUIKit(let call): "\(call.text) refused by UIKit"
        }
    }
}
