@testable import NavSandboxCore
import Testing

/// Where LAST TAP's wording is pinned: a representative note of every kind
/// of fact, rendered, and how each reads at a glance. Other tests assert
/// facts, so rewording a note changes this file and nothing else.
@Suite struct TouchNoteTextTests {
    static let message = ScreenRef(id: ControllerID(2), className: "MessageViewController", title: "Message 1")
    static let button = ViewRef(id: ViewID(8), viewClass: .button, label: "Reply")
    static let wrapper = ViewRef(id: ViewID(4), viewClass: .view, label: nil)
    static let push = NavigationCall(.push, screen: message)
    static let skipped = HitTestStep(
        view: ViewID(4), viewClass: .view, label: nil, depth: 2, localPoint: Point(x: 1, y: 2),
        verdict: .skippedByRule(.screen("Inbox", during: .animated(.pop, to: "Inbox"))))

    static let renderings: [(TouchNote, String, TouchNoteTone)] = [
        (TouchNote(.beganDropped(.ignoringInteractionEvents(count: 1)), rule: .ignoreCounter),
         "began dropped: UIApplication is ignoring interaction events (ignore count 1) (rule ignore-counter)", .dropped),
        (TouchNote(.notDelivered(skipped), rule: .transitionDisablesInteraction),
         "not delivered: skipped: Inbox takes no touches while the pop to Inbox animates (rule transition-disables-interaction)", .dropped),
        (TouchNote(.notDeliveredAround(skipped), rule: .transitionDisablesInteraction),
         "not delivered: UIView skipped: Inbox takes no touches while the pop to Inbox animates (rule transition-disables-interaction)", .dropped),
        (TouchNote(.noViewTookPoint), "no view took the point", .dropped),
        (TouchNote(.swallowedByPresentationContainer), "swallowed by the presentation container: nothing under it gets the tap", .dropped),
        (TouchNote(.exclusiveTouchTracking(button, touch: TouchID(1))), "exclusiveTouch: UIButton \"Reply\" is tracking touch #1", .dropped),
        (TouchNote(.exclusiveTouchWhileOtherDown(button, other: TouchID(1))), "exclusiveTouch: UIButton \"Reply\" is exclusive and touch #1 is down elsewhere", .dropped),
        (TouchNote(.multipleTouchDisabled(button, has: TouchID(1))), "isMultipleTouchEnabled = NO: UIButton \"Reply\" already has touch #1", .dropped),
        (TouchNote(.deliveredMidTransition(incoming: message), rule: .incomingScreenInteractive),
         "delivered mid-transition: Message 1 is coming in and takes touches (rule incoming-screen-interactive)", .plain),
        (TouchNote(.highlighted(button)), "began → UIButton \"Reply\" highlighted", .plain),
        (TouchNote(.deliveredToNonControl(wrapper)), "delivered to UIView; no control in its chain acts on it", .plain),
        (TouchNote(.endDropped(.appCrashed, control: button)), "ended dropped: the app has crashed (relaunch to continue); UIButton \"Reply\" stays highlighted", .dropped),
        (TouchNote(.endNotDelivered(disabledOwner: wrapper, control: button, ownerIsControl: false), rule: .undeliveredEndStrandsHighlight),
         "ended not delivered: UIView has isUserInteractionEnabled = NO; UIButton \"Reply\" stays highlighted (rule undelivered-end-strands-highlight)", .dropped),
        (TouchNote(.endNotDelivered(disabledOwner: button, control: button, ownerIsControl: true)),
         "ended not delivered: UIButton \"Reply\" has isUserInteractionEnabled = NO; it stays highlighted", .dropped),
        (TouchNote(.cancelledLeftWindow(button), rule: .removalCancelsTouch), "cancelled: UIButton \"Reply\" left the window; unhighlighted, no action (rule removal-cancels-touch)", .dropped),
        (TouchNote(.endDeliveredWhileGated(.interactionDisabled(owner: button)), rule: .trackedTouchDelivered), "ended → delivered to the view that tracks it, although UIButton \"Reply\" has isUserInteractionEnabled = NO (rule tracked-touch-delivered)", .plain),
        (TouchNote(.cancelled), "cancelled", .dropped),
        (TouchNote(.actionUnimplemented(selector: "share:")), "action share: — nobody implements it", .plain),
        (TouchNote(.actionSent(selector: "reply:", to: message)), "action reply: → MessageViewController \"Message 1\"", .plain),
        (TouchNote(.backShouldPopAnsweredNo), "back: shouldPop answered NO", .dropped),
        (TouchNote(.backGuardPoppedThroughSuper), "back: the guard popped through super", .plain),
        (TouchNote(.swipeDropped(.appCrashed)), "swipe dropped: the app has crashed (relaunch to continue)", .dropped),
        (TouchNote(.swipeRefused(.rootOnTop)), SwipeRefusal.rootOnTop.text, .dropped),
        (TouchNote(.nothingToPopRootOnTop), "nothing to pop: the root is on top", .dropped),
        (TouchNote(.recognizerDisabled(.edge, by: .toggle)), "interactivePopGestureRecognizer.isEnabled = NO (the pop-gesture toggle is off)", .dropped),
        (TouchNote(.recognizerDisabled(.content, by: .toggle)), "interactiveContentPopGestureRecognizer.isEnabled = NO (the content-pop-gesture toggle is off)", .dropped),
        (TouchNote(.gestureWaitsForTransition, rule: .popGestureWaitsForTransition),
         "a transition is running: the gesture does not begin (rule pop-gesture-waits-for-transition)", .dropped),
        (TouchNote(.popDidNotStart), "the pop did not start", .dropped),
        (TouchNote(.pushNotSentCallerPopped(pushed: message), rule: .popReleasesCaller),
         "push Message 1 not sent: its caller was popped (rule pop-releases-caller)", .dropped),
        (TouchNote(.guardIgnoredAlreadyHappening(push, flag: "isPushing")), "push Message 1 IGNORED (isPushing): already happening", .dropped),
        (TouchNote(.guardQueued(push, flag: "queue")), "push Message 1 QUEUED (queue)", .queued),
        (TouchNote(.guardRefused(push, verb: .failed, flag: "locked")), "push Message 1 FAILED (locked)", .dropped),
        (TouchNote(.guardDropped(push, reason: "stale")), "push Message 1 dropped: stale", .dropped),
        (TouchNote(.callWhileFrozen(push), rule: .ios7PopDuringPushFreezes),
         "push Message 1: the UI is frozen (rule ios7-pop-during-push-freezes)", .dropped),
        (TouchNote(.deferredByUIKit(push, until: .interactivePop), rule: .hitTestOrder),
         "push Message 1 deferred by UIKit until \(DeferralCause.interactivePop.text) completes (rule hit-test-order)", .queued),
        (TouchNote(.interruptedTransition(.swipe)), "\(TransitionInterrupter.swipe.text) interrupted the running transition", .plain),
        (TouchNote(.popDuringPushFroze(NavigationCall(.pop))), "pop during a push froze the UI", .plain),
        (TouchNote(.ranNested(push), rule: .ios7NestedPush), "push Message 1 ran, nested in the running transition (rule ios7-nested-push)", .plain),
        (TouchNote(.ran(push)), "push Message 1 ran", .plain),
        (TouchNote(.didNothingAtRoot(NavigationCall(.pop))), "pop did nothing (already at the root)", .plain),
        (TouchNote(.refusedByUIKit(push)), "push Message 1 refused by UIKit", .dropped),
    ]

    @Test(arguments: renderings.indices)
    func rendersTodaysWording(_ index: Int) {
        let (note, text, tone) = Self.renderings[index]
        #expect(note.text == text)
        #expect(note.fact.tone == tone)
    }
}
