// Generated from docs/guards/*.yaml and docs/guards/library/*.yaml — edit
// those files, then run
//   NAVSANDBOX_RECORD_GUARDS=1 swift test --filter BundledGuardTests
// (BundledGuardTests fails while the two differ).

extension BundledGuards {
    /// Each shipped guard file's text, by its path in the package.
    static let sources: [String: String] = [
        "docs/guards/appear-flag.yaml": #"""
# The built-in strategy `appear-flag`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# UISkipControl's second workaround: a push marks the pushed controller
# `isAnimated`; a push or pop while the top controller is still
# `isAnimated` is dropped; that controller's viewDidAppear clears its flag.
# Present and dismiss are not covered — its documented flaw.
#
# `isAnimated` is a `screens` flag: every controller whose isAnimated is
# still YES (the Swift version's `isAnimated.set`, before this file became
# the strategy). The lock is held only while the top of the stack is one of
# them (`locked-when`): a pushed controller UIKit never showed stays marked
# without locking anything, as the Swift version did. The drop's reason is
# fixed text where the Swift version named the screen.
guard: appear-flag
summary: "a pushed controller is isAnimated until its viewDidAppear; push/pop meanwhile is dropped (the second workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"
source: "the second workaround in “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl"
flags:
  isAnimated: { kind: screens, note: "every controller whose isAnimated is YES: set by push, cleared in its viewDidAppear" }
locked-when: top-is isAnimated
rules:
  # The top controller's push has not reached viewDidAppear yet.
  - on: [push, pop, popTo, popToRoot]
    when: top-is isAnimated
    do:
      - drop: the top controller's isAnimated = YES (its viewDidAppear has not run yet)
  # A push that goes through marks the pushed controller.
  - on: push
    do: [hold-screen: isAnimated, allow]
  - on: viewDidAppear
    when: screen-is isAnimated
    do: [release-screen: isAnimated, log: "viewDidAppear {screen}: isAnimated = NO"]

"""#,
        "docs/guards/block-all.yaml": #"""
# The built-in strategy `block-all`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# The HUNavigationController article's HUNavigationController. Three processing flags, one per
# delegate that reports a transition: navigation calls are dropped while any
# is set. From the first transition callback the whole app ignores
# interaction (blockAllInteraction) until every flag is clear
# (restoreAllInteraction, retried every 2 s). A 100 ms check reports a lock
# that lasts over 10 s. The pop gesture is off from the start, because a
# swipe that is cancelled never sends didShow and the lock never ends. The
# back button pops through `super` itself, since this class's own pop would
# refuse once a flag is set.
#
# The article keeps `dateStartBlocking`; here `checkBlockingTicks` counts
# the 100 ms checks instead (the 101st is the first past 10 s). `superPop`
# lives only inside shouldPopItem: it remembers, before blocking, whether
# interaction was free. The log lines are shorter than the Swift version's
# were, before this file became the strategy.
guard: block-all
summary: "four flags, app-wide event ignoring, a 2 s restore and a 10 s lock report (HUNavigationController, from an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069)"
source: "HUNavigationController, from an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069"
pop-gesture: off
flags:
  isBarPushProcessing: { kind: bool, note: "shouldPushItem said YES, didPushItem not yet" }
  isBarPopProcessing: { kind: bool, note: "shouldPopItem said YES, didPopItem not yet" }
  isTransitionControllerProcessing: { kind: bool, note: "willShow came, didShow not yet" }
  isBlockedInteraction: { kind: bool, note: beginIgnoringInteractionEvents is in force }
  checkBlockingTicks: { kind: counter, note: 100 ms checks since interaction was blocked (reported past 10 s) }
  superPop: { kind: bool, note: "inside shouldPopItem: pop through super (never raised between hooks)" }
locked-when: isBlockedInteraction or isBarPushProcessing or isBarPopProcessing or isTransitionControllerProcessing
rules:
  # isNeedNavigationBarActionBlocking: the first raised flag is named.
  - on: [push, pop, popTo, popToRoot, setViewControllers]
    when: isTransitionControllerProcessing
    do: [drop: isNeedNavigationBarActionBlocking]
  - on: [push, pop, popTo, popToRoot, setViewControllers]
    when: isBarPopProcessing
    do: [drop: isNeedNavigationBarActionBlocking]
  - on: [push, pop, popTo, popToRoot, setViewControllers]
    when: isBarPushProcessing
    do: [drop: isNeedNavigationBarActionBlocking]

  - on: popGestureShouldBegin
    do: [log: "gestureRecognizerShouldBegin → NO (HUNavigationController disables the swipe)", drop: the swipe is disabled]

  # UINavigationBarDelegate: one bar animation at a time.
  - on: shouldPushItem
    when: isBarPopProcessing or isBarPushProcessing
    do: [log: "shouldPushItem → NO: a bar animation is processing", drop: a bar animation is processing]
  - on: shouldPushItem
    do: [set: isBarPushProcessing]
  - on: shouldPopItem
    when: isBarPopProcessing or isBarPushProcessing
    do: [log: "shouldPopItem → NO: a bar animation is processing", drop: a bar animation is processing]
  - on: shouldPopItem
    when: not (isTransitionControllerProcessing or isBlockedInteraction or ignoring-events)
    do: [set: superPop]
  - on: shouldPopItem
    do: [set: isBarPopProcessing]
  # UINavigationControllerDelegate.
  - on: willShow
    do: [set: isTransitionControllerProcessing, make-exclusive-touch]

  # blockAllInteraction, once: ignore events, try to restore in 2 s, check every 100 ms.
  - on: [shouldPushItem, shouldPopItem, willShow]
    when: not (isBlockedInteraction or ignoring-events)
    do:
      - set: isBlockedInteraction
      - clear: checkBlockingTicks
      - cancel-timer: restoreAllInteraction
      - begin-ignoring
      - start-timer: { name: restoreAllInteraction, after: 2s, watchdog: true }
      - start-timer: { name: checkBlocking, after: 100ms, watchdog: true }

  # The back button pops nothing by itself here: [super popViewControllerAnimated:YES].
  - on: shouldPopItem
    when: superPop
    do: [clear: superPop, log: "shouldPopItem: [super popViewControllerAnimated:YES]", perform: { call: pop, through: uikit }]

  # The ends of what the flags wait for.
  - on: didPushItem
    do: [clear: isBarPushProcessing]
  - on: didPopItem
    do: [clear: isBarPopProcessing]
  - on: didShow
    do: [clear: isTransitionControllerProcessing]

  # restoreAllInteraction: succeeds only when no processing flag is set,
  # otherwise tries again in 2 s.
  - on: [didPushItem, didPopItem, didShow, timer restoreAllInteraction]
    do: [cancel-timer: restoreAllInteraction]
  - on: [didPushItem, didPopItem, didShow, timer restoreAllInteraction]
    when: >-
      not (isBarPushProcessing or isBarPopProcessing or isTransitionControllerProcessing)
      and (isBlockedInteraction or ignoring-events)
    do:
      - clear: isBlockedInteraction
      - end-ignoring
      - log: "restore succeeded: interaction is back"
      - cancel-timer: checkBlocking
      - clear: checkBlockingTicks
  - on: [didPushItem, didPopItem, didShow, timer restoreAllInteraction]
    when: >-
      (isBarPushProcessing or isBarPopProcessing or isTransitionControllerProcessing)
      and (isBlockedInteraction or ignoring-events)
    do:
      - log: "restore failed: a processing flag is still YES; next attempt in 2 s"
      - start-timer: { name: restoreAllInteraction, after: 2s, watchdog: true }

  # The lock report: once, at the first check past 10 s.
  - on: timer checkBlocking
    when: isBlockedInteraction
    do: [increment: checkBlockingTicks]
  - on: timer checkBlocking
    when: isBlockedInteraction and checkBlockingTicks >= 101
    do: [log: "ERROR INTERFACE LOCK !!! controller {screen} block interaction; vars: isBarPopProcessing {isBarPopProcessing}, isBarPushProcessing {isBarPushProcessing}, isTransitionControllerProcessing {isTransitionControllerProcessing}, isBlockedInteraction {isBlockedInteraction}"]
  - on: timer checkBlocking
    when: isBlockedInteraction and not checkBlockingTicks >= 101
    do:
      - start-timer: { name: checkBlocking, after: 100ms, watchdog: true }

"""#,
        "docs/guards/coordinated.yaml": #"""
# The built-in strategy `coordinated`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# Our answer, assembled from the seeds' flaws and the fixes proposed in
# their comments:
# - one lock per window, released by the transition's completion for every
#   ending, a cancelled swipe included (the transition-coordinator fix
#   suggested under the HUNavigationController article), so nothing can strand it;
# - identity dedupe: a push for the model item already on top or already on
#   its way is dropped as done (the isEqual suggestion under the HUNavigationController article); so
#   is a push of an instance already in the stack, and a setViewControllers
#   that names one instance twice;
# - during a transition, taps that would navigate are dropped; must-complete
#   navigations queue and run in order;
# - exclusive touch everywhere and pass-through on the card's container;
#   never beginIgnoringInteractionEvents (deprecated since iOS 13).
#
# `transitionLock` remembers the call that holds the lock. The lock is held
# while that call's transition runs (a navigation, or a card coming or
# going): a call that started no transition at all does not keep it, and
# the next call finds it released. A setViewControllers that keeps the top
# runs no transition at all (rule set-view-controllers-same-top), so it
# takes no lock.
guard: coordinated
summary: one window lock released on every ending, identity dedupe, queued must-completes, exclusive touch, pass-through
source: "our answer to the published guards and their flaws (docs/strategies.md names them)"
exclusive-touch: on
pass-through: on
flags:
  transitionLock: { kind: call, note: "released by the transition coordinator's completion, cancelled or not" }
  mustCompleteQueue: { kind: queue, order: fifo, note: must-complete navigations waiting for the lock }
locked-when: transitionLock and (transition-running or presentation-running)
rules:
  # A lock whose call started nothing, or whose transition is over.
  - on: [push, pop, popTo, popToRoot, present, dismiss, setViewControllers]
    when: transitionLock and not (transition-running or presentation-running)
    do: [clear: transitionLock]

  # Calls that would fail or double up whatever the timing.
  - on: push
    when: target-in-stack
    do:
      - drop: { reason: "{screen} is already in the stack (same instance)", flag: identity }
  - on: push
    when: target-on-screen or target-in transitionLock or target-in mustCompleteQueue
    do:
      - satisfied: { reason: "{screen} is already on top or on its way (isEqual)", flag: identity }
  - on: setViewControllers
    when: same-screen-twice
    do:
      - drop: { reason: the same instance is in the list twice, flag: identity }
  - on: [pop, popToRoot]
    when: not stack >= 2
    do:
      - drop: { reason: nothing to pop, flag: stack }
  - on: popTo
    when: not target-below-top
    do:
      - drop: { reason: "{screen} is not below the top", flag: stack }
  - on: present
    when: presented
    do:
      - drop: { reason: a card is already presented, flag: presentedViewController }
  - on: present
    when: not presenter-in-window
    do:
      - drop: { reason: the presenting screen is not what the user sees, flag: window }
  - on: dismiss
    when: not presented or presentation-running
    do:
      - drop: { reason: nothing is fully presented, flag: presentedViewController }

  # Held lock, or UIKit mid-transition: must-complete calls wait, others drop.
  - on: [push, pop, popTo, popToRoot, present, dismiss, setViewControllers]
    when: (transition-running or transitionLock and presentation-running) and must-complete
    do:
      - queue: { into: mustCompleteQueue, flag: transitionLock, reason: "must-complete: runs after the running transition" }
  - on: [push, pop, popTo, popToRoot, present, dismiss, setViewControllers]
    when: transition-running or transitionLock and presentation-running
    do:
      - drop: { reason: "{transitionLock} is running", flag: transitionLock }
  # The top stays (in the stack, not below its top): nothing to lock.
  - on: setViewControllers
    when: target-in-stack and not target-below-top
    do: [log: "WILL — {call} (the top stays: nothing to lock)", allow]
  - on: [push, pop, popTo, popToRoot, present, dismiss, setViewControllers]
    do: [hold-call: transitionLock, window-lock: on, log: "WILL — {call}", allow]

  - on: popGestureShouldBegin
    when: transitionLock and (transition-running or presentation-running)
    do: [log: "swipe refused: transitionLock is held", drop: transitionLock is held]
  - on: shouldPopItem
    when: by back-button and (transition-running or transitionLock and presentation-running)
    do: [log: "IGNORED back — transitionLock: a transition is running", drop: a transition is running]

  # The completion, for every ending: release, then the next must-complete.
  - on: transitionFinished
    when: transitionLock
    do: [log: "DID — {transitionLock}", clear: transitionLock, window-lock: off, flush: mustCompleteQueue]
  - on: transitionCancelled
    when: transitionLock
    do:
      - log: "DID — {transitionLock} (cancelled: the completion still releases the lock)"
      - clear: transitionLock
      - window-lock: off
      - flush: mustCompleteQueue

"""#,
        "docs/guards/delay.yaml": #"""
# The built-in strategy `delay`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# UISkipControl's first criticised workaround: wrap every navigation a tap
# triggers in DispatchQueue.main.asyncAfter(deadline: .now() + 0.3).
# Nothing else: two delayed calls still overlap when their taps were close.
# The back button and the swipe are UIKit's own calls and are not wrapped.
#
# Differs from the Swift version it replaced only in what it shows: that
# one's LOCKS listed the pending asyncAfter calls (`asyncAfter`); a file has
# no flag for the scheduler's queue, and needs none to behave the same (the
# timeline and the log show the delayed calls).
guard: delay
summary: "every navigation a tap triggers runs 300 ms later (asyncAfter: the first workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"
source: "the first workaround in “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl"
rules:
  - on: [push, pop, popTo, popToRoot, present, dismiss, setViewControllers]
    when: by tap
    do:
      - delay: 300ms

"""#,
        "docs/guards/library/buffered-queue.yaml": #"""
# BufferedNavigationController (Plasma), modelled from its source as it was
# before the fix for its issue #5 — the version whose users hit that bug:
#   https://github.com/Plasma/BufferedNavigationController
#   commit 5c2ac948267f1cb73312f1de6766864f30b2eb1b, BufferedNavigationController.m
#   (willShow sets `transitioning`, L122–127; didShow clears it and runs the
#   next queued block, L129–136; the call overrides queue a block that calls
#   `super` while `transitioning` is set). Evidence: source (S); the line
#   numbers of HEAD 8dca72c1350344c18f4641271fd0ffbbfe802a3a are in
#   docs/guards/library-sources.md §3.
#
# What it does, in our words: the lock is not taken by the call but by the
# navigation delegate's willShow; a call made while it is held is queued
# (FIFO), and each didShow clears the lock and runs the oldest queued call
# through the stock UIKit call (`super`), whose own willShow takes the lock
# again — so the queue drains one transition at a time.
#
# Simplified:
# - the library's queue is an NSMutableArray called `stack`; `stack` is a
#   word of `when:`, so the flag is called `blocks` here;
# - setViewControllers is queued like the other calls (the library
#   overrides it the same way); the public pushCodeBlock: is not modelled
#   (the sandbox has no such call); pops that return nil to their caller
#   are simply queued;
# - the fix (b1fc75e, merged as PR #6: clear `transitioning` when the
#   coordinator's *interaction* ends cancelled, without flushing) is left
#   out: the language has no interaction-end hook, only the transition's end
#   (docs/guards/README.md, "What the language cannot express yet").
guard: buffered-queue
summary: the lock is set in willShow; calls made meanwhile wait in a FIFO queue, one runs per didShow through super
source: Plasma/BufferedNavigationController @5c2ac948 (before the issue #5 fix), BufferedNavigationController.m
flags:
  transitioning: { kind: bool, note: "set in willShow, cleared in didShow" }
  blocks: { kind: queue, order: fifo, note: "the library's stack array: calls waiting for a didShow" }
rules:
  - on: [push, pop, popTo, popToRoot, setViewControllers]
    when: transitioning
    do: [queue: blocks]
  - on: willShow
    do: [set: transitioning]
  - on: didShow
    do:
      - clear: transitioning
      - flush: { queue: blocks, through: uikit }

"""#,
        "docs/guards/library/epoxy-queue.yaml": #"""
# Airbnb Epoxy's EpoxyNavigationController and its NavigationQueue,
# modelled from the source:
#   https://github.com/airbnb/epoxy-ios
#   tag 0.11.0, commit 812f9b9e36ecfbb1d8a6a497a9e79c703e486393 (identical at
#   HEAD a2b0450e79e98f689aab27f39b4ce821943d3d76),
#   Sources/EpoxyNavigationController/NavigationQueue.swift
#   (one pending stack `next`, L86, overwritten by each enqueue made while
#   `isTransitioning`, L37–45; `isTransitioning` also true whenever UIKit has a
#   transition coordinator, L151–172; the coordinator's completion — finished
#   or cancelled — clears it and enqueues `next` again, L126–138 and
#   L176–184; pops made through the overrides in NavigationController.swift
#   L35–64 — pop, popTo and popToRoot, each calling `super` first, unqueued —
#   set it via `didPop`, L52–78). Evidence: source (S); details in
#   docs/guards/library-sources.md §5.
#
# What it does, in our words: while a transition runs, a navigation request
# is not run but kept as the one pending request, the newest replacing any
# older one; when the transition ends — completed or cancelled — the flag
# clears and the pending request is submitted again as if new, so it is
# diffed against the stack it now meets. A request that changes nothing
# (the same model on top) does nothing. Because the release is the
# coordinator's completion, a cancelled swipe-back cannot leave it stuck:
# the contrast with BufferedNavigationController #5.
#
# Simplified:
# - Epoxy takes a whole desired stack (`setStack`, models with a `dataID`);
#   the sandbox's apps make calls. A push stands for "the stack with this
#   screen on top", the pending slot holds that call, and the dataID diff is
#   `target-on-screen` (the same model item on top), checked when the
#   request is applied, not when it is queued (as Epoxy diffs in applyNext).
#   Epoxy diffs the whole stack (NavigationQueue.swift L266-330, keyed by
#   dataID through EpoxyCore's makeChangeset): a request for [Inbox,
#   Message 1] while Reply is on top pops Reply; here a push of Message 1
#   then is not on top, so it is pushed again. A raw pushViewController or
#   setViewControllers on Epoxy's controller is unavailable and only asserts
#   (NavigationController.swift L75-85): the push here is the setStack;
# - pop, popTo and popToRoot go straight to UIKit, even mid-transition, as
#   Epoxy's overrides do (NavigationController.swift L35-64; popTo's since
#   1cfcc07, for iOS 14's back-button menu), and set the flag when they pop
#   something animated, before the call instead of after `super` returns
#   (no after-call hook). A non-animated pop does not flush `next` at once
#   as Epoxy's didPop does (L61-66): the flush would run before the pop;
# - the pending stack is not filtered of screens a pop removed (applyPopped,
#   L204-210, which compares each removal with itself, so in effect by
#   dataID alone);
# - the flushed request keeps its own `animated`; Epoxy reuses the finishing
#   request's or the pop's (L176-184);
# - `transitionEnd` also fires after a card's presentation or dismissal.
guard: epoxy-queue
summary: while a transition runs, the newest request waits alone; the transition's end (finished or cancelled) applies it
source: airbnb/epoxy-ios 0.11.0 @812f9b9e, Sources/EpoxyNavigationController/NavigationQueue.swift
flags:
  isTransitioning: { kind: bool, note: "NavigationQueue.isTransitioning" }
  next: { kind: queue, order: latest, note: "the one pending stack: the newest wins" }
rules:
  - on: push
    when: isTransitioning or transition-running
    do: [set: isTransitioning, queue: next]
  - on: push
    when: target-on-screen
    do: [drop: "no change: the desired stack is the current one (dataID diff)"]
  - on: push
    when: animated
    do: [set: isTransitioning, allow]
  - on: [pop, popTo, popToRoot]
    when: animated and stack >= 2
    do: [set: isTransitioning, allow]
  - on: transitionEnd
    do:
      - clear: isTransitioning
      - flush: { queue: next, through: guard }

"""#,
        "docs/guards/library/fd-fullscreen-pop.yaml": #"""
# forkingdog/FDFullscreenPopGesture as CocoaPods installs it: the podspec
# pins tag 1.1, and no later release was ever made (issues #23, #122, #213
# ask for one), so `pod 'FDFullscreenPopGesture'` gets
#   https://github.com/forkingdog/FDFullscreenPopGesture
#   tag 1.1, commit 9230d646d0689bd76c148d9136a41318360e72f9 (2015-06-06),
#   FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m:
#   - the swizzled push, L112-135: the first time it runs for a navigation
#     controller (L114: its pan is not yet on the system recognizer's view)
#     it adds its own UIPanGestureRecognizer there, gives it the system
#     recognizer's own target (UIKit's private handleNavigationTransition:)
#     and disables the system recognizer (L127) — once: later pushes skip
#     the block, and something that enables the system recognizer again
#     afterwards is never undone. Then it forwards every push (L133-134);
#   - its gate, gestureRecognizerShouldBegin: of
#     _FDFullscreenPopGestureRecognizerDelegate, L34-58: NO at the root
#     (L37-39), NO for a screen that opted out with fd_interactivePopDisabled
#     (L42-45), NO while the navigation controller's private
#     `_isTransitioning` is YES (L47-50), NO for a pan whose x translation is
#     not positive (L52-56). No velocity test in any version.
# The main branch (HEAD 44ddc103fd7ce7ffd5250b5a39ee69aca4465c95, 2017)
# adds, unreleased: a push of an instance already on the stack is not
# forwarded (L176-179, commit c7cde5e — add `on: push, when:
# target-in-stack, do: [drop: …]` to model it), a maximum start distance
# from the left edge (L47-52), right-to-left layouts (L59-65).
# Evidence: source (S); docs/guards/library-sources.md §2.
#
# What it does, in our words: a back swipe that starts anywhere on the
# screen, driving UIKit's own interactive pop — same transition, same
# callbacks — but through a recognizer of its own, so code listening to the
# system interactivePopGestureRecognizer hears nothing (QMUI's release of
# its flag on a cancelled swipe: QMUI_iOS #275, #336). It holds no lock.
#
# Simplified:
# - the per-screen fd_interactivePopDisabled and the navigation-bar
#   appearance swizzles are left out (the language has no per-screen
#   property); the sandbox's swipe-back always pans towards the trailing
#   side, so the direction check never refuses;
# - `transition-running` stands for `_isTransitioning`;
# - `installed` is the pan being on the view: a fact, not a lock, so
#   `locked-when` never counts it.
guard: fd-fullscreen-pop
summary: FDFullscreenPopGesture 1.1 — from the first push, a full-screen pan drives the interactive pop in the edge swipe's place
source: forkingdog/FDFullscreenPopGesture tag 1.1 @9230d646d0689bd76c148d9136a41318360e72f9 (the CocoaPods release), UINavigationController+FDFullscreenPopGesture.m
flags:
  installed: { kind: bool, note: "the pan is on the system recognizer's view (L114): installed once" }
locked-when: installed and not installed
rules:
  - on: push
    when: not installed
    do: [set: installed, full-screen-pan: on, pop-gesture: off]
  - on: fullScreenPanShouldBegin
    when: not stack >= 2
    do: [drop: { reason: "the root is on top", flag: viewControllers.count }]
  - on: fullScreenPanShouldBegin
    when: transition-running
    do: [drop: { reason: "the navigation controller is transitioning", flag: _isTransitioning }]

"""#,
        "docs/guards/library/lifecycle-pop-gesture.yaml": #"""
# The pop-gesture recipe, as devxoul/SwipeBack 1.0.5 ships it — the one
# published form of the recipe followed here line by line:
#   https://github.com/devxoul/SwipeBack
#   commit cd9272ec34587893335205fe3d316cdb53bff34e (2015-05-17, released as
#   1.0.5), "Disable gesture recognizer for root view controller":
#   - SwipeBack/UINavigationController+SwipeBack.m: the swizzled viewDidLoad
#     makes the navigation controller interactivePopGestureRecognizer's
#     delegate (L47-51); the swizzled push calls the original push, then
#     turns the recognizer off (L53-57); gestureRecognizerShouldBegin:
#     answers NO at the root (viewControllers.count <= 1, L76-79, the fix
#     of its issue #3);
#   - SwipeBack/UIViewController+SwipeBack.m: every screen's swizzled
#     viewDidAppear: turns it back on (L44-48).
# Evidence: source (S); docs/guards/library-sources.md §6.
#
# What it does, in our words: a swipe-back cannot begin while a pushed screen
# comes in — on iOS 7, where a swipe during a push freezes the UI, that is
# the point — and is on again once a screen has appeared, a cancelled swipe's
# too (a cancelled swipe sends the staying screen viewDidAppear, not didShow).
#
# The recipe's other published forms, each a small edit of this file:
# - Kyle Truscott's CBNavigationController (2013; Stack Overflow answer
#   20330647, Baijia's MyNavigationController.swift @bba4967d L13-37): on
#   again in navigationController(_:didShow:animated:) instead of
#   viewDidAppear, and no gestureRecognizerShouldBegin: at all — with the
#   delegate replaced nothing refuses a swipe at the root, the root-swipe
#   freeze (SwipeBack #3, rule root-pop-gesture-stalls). To model it: `on:
#   didShow` for the last rule, drop the root rule, and run with `--set
#   pop-gesture-delegate=off`. SwipeBack 1.0.4 (a6faf45) is this file
#   without the root rule, with the same freeze.
# - AHKNavigationController (fastred @adf9f8a4, L45-80) never turns the
#   recognizer off: its gestureRecognizerShouldBegin: answers NO at the root
#   and while a flag set by every push and cleared by didShow is up.
# - RickeyBoy's per-screen form turns it off in one screen's viewWillAppear
#   and on in its viewWillDisappear; the swipe itself then calls the screen
#   beneath's viewWillAppear and turns the recognizer off mid-swipe.
guard: lifecycle-pop-gesture
summary: SwipeBack 1.0.5 — interactivePopGestureRecognizer off after each push, on in every viewDidAppear, refused at the root
source: devxoul/SwipeBack 1.0.5 @cd9272ec34587893335205fe3d316cdb53bff34e, UINavigationController+SwipeBack.m, UIViewController+SwipeBack.m
rules:
  - on: push
    do: [pop-gesture: off]
  - on: viewDidAppear
    do: [pop-gesture: on]
  - on: popGestureShouldBegin
    when: not stack >= 2
    do: [drop: { reason: "the root view controller is on top", flag: viewControllers.count }]

"""#,
        "docs/guards/library/qmui-transiting.yaml": #"""
# QMUI_iOS's QMUINavigationController `isViewControllerTransiting`, version
# 2.6.2 — the version of its issues #275 and #336 — modelled from the source:
#   https://github.com/Tencent/QMUI_iOS
#   commit 9215d0a1ffbb2e007866d67982e8b3be636c84ac (2.6.2, 2018-05-13),
#   QMUIKit/QMUIMainFrame/QMUINavigationController.m:
#   - push override, L325-355: a push while the flag is set is dropped with a
#     log line ("intercepted this push"); an animated push with no
#     presentedViewController sets it (issue #261);
#   - pop, popTo, popToRoot overrides, L181-207, L209-252, L254-: never
#     dropped (their checks are commented out); with something to pop they
#     remember the top screen as `viewControllerPopping` and, when animated,
#     set the flag;
#   - the navigation delegate's didShow, L470-474: clears both;
#   - viewDidLoad, L168: a target-action on the SYSTEM
#     interactivePopGestureRecognizer. At .began (L372-376) it adds a KVO
#     observer on the popping screen's "viewWillAppear happened" property
#     (set YES in the swizzled viewWillAppear, NO in viewDidDisappear,
#     L74-97); the observer (L415-424) removes itself at the first change
#     and, when the value is YES — the cancelled swipe's viewWillAppear on
#     the screen that stays — clears the flag.
# Evidence: source (S). docs/guards/library-sources.md §1 has the history
# (2.7.2 moved the release to the pop call; 4.2.2 no longer drops).
#
# What it does, in our words: one flag; a push made while any animated push
# or pop runs is thrown away. A completed transition releases it through
# didShow; a cancelled swipe-back sends no didShow, so QMUI listens to the
# system pop gesture and releases it when the screen that stays appears again.
# Under FDFullscreenPopGesture the swipe is FD's own pan and the system
# recognizer never begins: nothing releases the flag, and every later push is
# dropped (issue #336; stack `qmui-transiting+fd-fullscreen-pop`).
#
# Simplified:
# - the config switch PreventConcurrentNavigationControllerTransitions (the
#   getter, L363-369) is taken as on, its default;
# - popTo holds nothing in `viewControllerPopping` (QMUI holds the top
#   there too; only a pop's screen matters to the gesture);
# - popToRoot at the root does nothing in QMUI; here it is let through.
guard: qmui-transiting
summary: QMUI 2.6.2 — a push during an animated transition is dropped; didShow releases, or a cancelled system swipe's viewWillAppear
source: Tencent/QMUI_iOS 2.6.2 @9215d0a1ffbb2e007866d67982e8b3be636c84ac, QMUIKit/QMUIMainFrame/QMUINavigationController.m
flags:
  isViewControllerTransiting: { kind: bool, note: "set by an animated push or pop; cleared by didShow or the KVO release" }
  viewControllerPopping: { kind: screen, note: "the screen a pop is taking away" }
  observingPopping: { kind: bool, note: "KVO on viewControllerPopping's qmuiNav_isViewWillAppear, added at the system pop gesture's .began" }
locked-when: isViewControllerTransiting
rules:
  - on: push
    when: isViewControllerTransiting
    do:
      - log: "QMUINavigationController: the last transition has not finished; this push was intercepted"
      - drop: { reason: "the last transition has not finished", flag: isViewControllerTransiting }
  - on: push
    when: animated and not presented
    do: [set: isViewControllerTransiting, allow]
  - on: [pop, popToRoot]
    when: stack >= 2
    do: [hold-screen: viewControllerPopping]
  - on: [pop, popTo, popToRoot]
    when: animated and stack >= 2
    do: [set: isViewControllerTransiting, allow]
  - on: popGestureBegan
    do: [set: observingPopping]
  - on: viewWillAppear
    when: observingPopping and screen-is viewControllerPopping
    do:
      - clear: observingPopping
      - release-screen: viewControllerPopping
      - clear: isViewControllerTransiting
  - on: viewDidDisappear
    when: observingPopping and screen-is viewControllerPopping
    do: [clear: observingPopping]
  - on: didShow
    do: [clear: viewControllerPopping, clear: isViewControllerTransiting]

"""#,
        "docs/guards/switching-flag.yaml": #"""
# The built-in strategy `switching-flag`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# The push/pop-trap article's isSwitching subclass of UINavigationController (the article
# "UIViewController Push & Pop 的那些坑"): any animated push or pop sets
# isSwitching; while it is set an animated push is dropped and an animated
# pop or popTo waits in a queue; didShow clears it and runs the next queued
# pop. The pop gesture is off while a push runs. popToRoot and
# presentations are not overridden, so they pass straight through — and a
# cancelled swipe-back, which sends no didShow, leaves isSwitching set.
# (examples/switching-flag.yaml is the same guard under a name to edit.)
guard: switching-flag
summary: "isSwitching drops pushes and queues pops until didShow (“UIViewController Push & Pop 的那些坑”, https://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/)"
source: the article "UIViewController Push & Pop 的那些坑", its isSwitching subclass of UINavigationController
flags:
  isSwitching: { kind: bool, note: an animated push or pop is running }
  popVCAnimateQueue: { kind: queue, order: fifo, note: pops waiting for didShow }
locked-when: isSwitching
rules:
  - on: push
    when: animated and isSwitching
    do:
      - drop: an animated transition is running
  - on: push
    when: animated
    do: [set: isSwitching, pop-gesture: off, allow]
  - on: [pop, popTo]
    when: animated and isSwitching
    do:
      - queue: { into: popVCAnimateQueue, flag: isSwitching, reason: popVCAnimateQueue holds it until didShow }
  - on: [pop, popTo]
    when: animated
    do: [set: isSwitching, allow]
  - on: didShow
    do:
      - clear: isSwitching
      - pop-gesture: on
      - log: "didShow: isSwitching = NO"
      - flush: popVCAnimateQueue

"""#,
        "docs/guards/window-lock.yaml": #"""
# The built-in strategy `window-lock`. This file is the strategy: the binary ships
# it and runs it as it runs any guard file (`navsandbox list strategies`).
# To change it, copy it, give the copy a name of your own in `guard:`, and
# load it with --guard.
#
# UISkipControl: one transition per window across push, pop,
# popTo, popToRoot, present and dismiss. A free window is locked
# (UIWindow.isAnimated), WILL is logged and the call goes on; didShow (a
# navigation) or the completion (a presentation) unlocks it, logs DID and
# runs the next queued call. A locked window queues the calls that allow it
# (must-complete: allowQueued) and fails the rest. Faithful to the
# original, a queued call runs on `super` without taking the lock again,
# and a transition that never completes — a cancelled swipe, a presentation
# UIKit refused — keeps the window locked for good.
#
# `skipping` is what the Swift version called `current`: a transition of ours is on its
# way (the queued one runs unlocked, so the window lock alone cannot say).
# The Swift version showed the call in it; here it is YES or NO. `completing`
# lives only inside one hook: it lets the rules after the first see that
# this didShow or completion is ours.
guard: window-lock
summary: "one transition per window, WILL/QUEUED/FAILED/DID, a queue for must-complete calls (“iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"
source: "UISkipControl, “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl"
flags:
  skipping: { kind: bool, note: "a transition of ours holds the window, or runs from the queue" }
  skipAnimationQueue: { kind: queue, order: fifo, note: calls waiting for the window (allowQueued) }
  completing: { kind: bool, note: "inside didShow or a completion: it is ours (never raised between hooks)" }
locked-when: window-locked
rules:
  # UIWindow of the presenting controller: none, and the call fails.
  - on: present
    when: not presenter-in-window
    do:
      - fail: { reason: the presenting screen is not in a window, flag: windowForViewController }
  - on: [push, pop, popTo, popToRoot, present, dismiss]
    when: not window-locked
    do: [set: skipping, window-lock: on, log: "WILL — {call}", allow]
  - on: [push, pop, popTo, popToRoot, present, dismiss]
    when: must-complete
    do:
      - queue: { into: skipAnimationQueue, flag: window.isAnimated, reason: "allowQueued: runs when the window is free" }
  - on: [push, pop, popTo, popToRoot, present, dismiss]
    do:
      - fail: { reason: another transition holds the window, flag: window.isAnimated }

  # UINavigationControllerDidShowViewControllerNotification, and the
  # completion block of present/dismiss (not a push's or pop's).
  - on: didShow
    when: window-locked or skipping
    do: [set: completing]
  - on: transitionEnd
    when: presentation and (window-locked or skipping)
    do: [set: completing]
  # The free-completion block: unlock, DID, then the queue's next call,
  # straight to UIKit and without locking the window again.
  - on: [didShow, transitionEnd]
    when: completing
    do: [window-lock: off, log: DID, clear: skipping]
  - on: [didShow, transitionEnd]
    when: completing and skipAnimationQueue
    do:
      - set: skipping
      - log: "performAnimationBlock: runs the queued call (the window is not locked for it)"
      - flush: { queue: skipAnimationQueue, through: uikit }
  - on: [didShow, transitionEnd]
    do: [clear: completing]

"""#,
    ]

    /// Each shipped guard's summary, by name: `list strategies` and the
    /// palette show it without parsing the files (BundledGuardTests checks
    /// them against the parsed files).
    static let summaries: [String: String] = [
        "appear-flag": #"a pushed controller is isAnimated until its viewDidAppear; push/pop meanwhile is dropped (the second workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"#,
        "block-all": #"four flags, app-wide event ignoring, a 2 s restore and a 10 s lock report (HUNavigationController, from an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069)"#,
        "buffered-queue": #"the lock is set in willShow; calls made meanwhile wait in a FIFO queue, one runs per didShow through super"#,
        "coordinated": #"one window lock released on every ending, identity dedupe, queued must-completes, exclusive touch, pass-through"#,
        "delay": #"every navigation a tap triggers runs 300 ms later (asyncAfter: the first workaround of “iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"#,
        "epoxy-queue": #"while a transition runs, the newest request waits alone; the transition's end (finished or cancelled) applies it"#,
        "fd-fullscreen-pop": #"FDFullscreenPopGesture 1.1 — from the first push, a full-screen pan drives the interactive pop in the edge swipe's place"#,
        "lifecycle-pop-gesture": #"SwipeBack 1.0.5 — interactivePopGestureRecognizer off after each push, on in every viewDidAppear, refused at the root"#,
        "qmui-transiting": #"QMUI 2.6.2 — a push during an animated transition is dropped; didShow releases, or a cancelled system swipe's viewWillAppear"#,
        "switching-flag": #"isSwitching drops pushes and queues pops until didShow (“UIViewController Push & Pop 的那些坑”, https://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/)"#,
        "window-lock": #"one transition per window, WILL/QUEUED/FAILED/DID, a queue for must-complete calls (“iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl)"#,
    ]

    /// Each shipped guard's flags, in its file's order: the vocabulary
    /// knows them without parsing the files.
    static let flagNames: [String: [String]] = [
        "appear-flag": ["isAnimated"],
        "block-all": ["isBarPushProcessing", "isBarPopProcessing", "isTransitionControllerProcessing", "isBlockedInteraction", "checkBlockingTicks", "superPop"],
        "buffered-queue": ["transitioning", "blocks"],
        "coordinated": ["transitionLock", "mustCompleteQueue"],
        "delay": [],
        "epoxy-queue": ["isTransitioning", "next"],
        "fd-fullscreen-pop": ["installed"],
        "lifecycle-pop-gesture": [],
        "qmui-transiting": ["isViewControllerTransiting", "viewControllerPopping", "observingPopping"],
        "switching-flag": ["isSwitching", "popVCAnimateQueue"],
        "window-lock": ["skipping", "skipAnimationQueue", "completing"],
    ]
}
