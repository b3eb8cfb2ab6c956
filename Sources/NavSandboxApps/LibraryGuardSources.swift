// Generated from docs/guards/library/*.yaml — edit those files, then run
//   NAVSANDBOX_RECORD_GUARDS=1 swift test --filter LibraryGuardTests
// (LibraryGuardTests fails while the two differ).

extension LibraryGuards {
    /// Each shipped guard file's text, by its name.
    static let sources: [String: String] = [
        "buffered-queue": #"""
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
        "epoxy-queue": #"""
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
        "fd-fullscreen-pop": #"""
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
        "lifecycle-pop-gesture": #"""
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
        "qmui-transiting": #"""
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
    ]

    /// Each shipped guard's flags, in its file's order: the vocabulary
    /// knows them without parsing the files (LibraryGuardTests checks
    /// them against the parsed files).
    static let flagNames: [String: [String]] = [
        "buffered-queue": ["transitioning", "blocks"],
        "epoxy-queue": ["isTransitioning", "next"],
        "fd-fullscreen-pop": ["installed"],
        "lifecycle-pop-gesture": [],
        "qmui-transiting": ["isViewControllerTransiting", "viewControllerPopping", "observingPopping"],
    ]
}
