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
#   L36–63 set it via `didPop`, L52–78). Evidence: source (S); details in
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
#   the sandbox's apps make calls. A push or popTo stands for "the stack
#   with this screen on top", the pending slot holds that call, and the dataID
#   diff is `target-on-screen` (the same model item on top), checked when the
#   request is applied, not when it is queued (as Epoxy diffs in applyNext);
# - pops go straight to UIKit as in Epoxy's overrides, and set the flag
#   before the call instead of after `super` returns (no after-call hook);
# - the flushed request keeps its own `animated`; Epoxy reuses the finishing
#   transition's (L176–184);
# - `transitionEnd` also fires after a card's presentation or dismissal.
guard: epoxy-queue
summary: while a transition runs, the newest request waits alone; the transition's end (finished or cancelled) applies it
source: airbnb/epoxy-ios 0.11.0 @812f9b9e, Sources/EpoxyNavigationController/NavigationQueue.swift
flags:
  isTransitioning: { kind: bool, note: "NavigationQueue.isTransitioning" }
  next: { kind: queue, order: latest, note: "the one pending stack: the newest wins" }
rules:
  - on: [push, popTo]
    when: isTransitioning or transition-running
    do: [set: isTransitioning, queue: next]
  - on: [push, popTo]
    when: target-on-screen
    do: [drop: "no change: the desired stack is the current one (dataID diff)"]
  - on: [push, popTo]
    when: animated
    do: [set: isTransitioning, allow]
  - on: [pop, popToRoot]
    when: animated and stack >= 2
    do: [set: isTransitioning, allow]
  - on: transitionEnd
    do:
      - clear: isTransitioning
      - flush: { queue: next, through: guard }

"""#,
        "fd-fullscreen-pop": #"""
# forkingdog/FDFullscreenPopGesture, modelled from the source:
#   https://github.com/forkingdog/FDFullscreenPopGesture
#   HEAD, commit 44ddc103fd7ce7ffd5250b5a39ee69aca4465c95 (2017-06-13),
#   FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m:
#   - the swizzled push, L155-180: at the first push it adds its own
#     UIPanGestureRecognizer to the system recognizer's view, gives it the
#     system recognizer's own target (UIKit's private
#     handleNavigationTransition:) and disables the system recognizer
#     (L157-171); then it pushes only a screen not already on the stack
#     (L177-179, added in c7cde5e);
#   - its gate, gestureRecognizerShouldBegin: of
#     _FDFullscreenPopGestureRecognizerDelegate, L34-68: NO at the root
#     (L37-39), NO while the navigation controller's private
#     `_isTransitioning` is YES (L55-57), NO for a pan that is not towards the
#     trailing side (L60-65) or a screen that opted out (L42-52).
# Evidence: source (S); docs/guards/library-sources.md §2.
#
# What it does, in our words: a back swipe that starts anywhere on the
# screen, driving UIKit's own interactive pop — same transition, same
# callbacks — but through a recognizer of its own, so code listening to the
# system interactivePopGestureRecognizer hears nothing (QMUI's release of
# its flag on a cancelled swipe: QMUI_iOS #275, #336). It holds no lock.
#
# Simplified:
# - the per-screen properties (fd_interactivePopDisabled, the maximum start
#   distance) and the navigation-bar appearance swizzles are left out; the
#   sandbox's swipe-back always pans towards the trailing side;
# - `transition-running` stands for `_isTransitioning`;
# - the CocoaPods tag 1.1 (9230d64) lacks the same-instance check: drop the
#   second rule to model it.
guard: fd-fullscreen-pop
summary: FDFullscreenPopGesture — from the first push, a full-screen pan drives the interactive pop in the edge swipe's place
source: forkingdog/FDFullscreenPopGesture @44ddc103fd7ce7ffd5250b5a39ee69aca4465c95, UINavigationController+FDFullscreenPopGesture.m
rules:
  - on: push
    do: [full-screen-pan: on, pop-gesture: off]
  - on: push
    when: target-in-stack
    do: [drop: { reason: "the screen is already on the stack", flag: viewControllers }]
  - on: fullScreenPanShouldBegin
    when: not stack >= 2
    do: [drop: { reason: "the root is on top", flag: viewControllers.count }]
  - on: fullScreenPanShouldBegin
    when: transition-running
    do: [drop: { reason: "the navigation controller is transitioning", flag: _isTransitioning }]

"""#,
        "lifecycle-pop-gesture": #"""
# The "turn the pop gesture off while a screen comes in" recipe, in the form
# issue 21 names: interactivePopGestureRecognizer off before a push and in
# viewWillAppear, on again in viewDidAppear. Modelled from:
#   - tiktiger852/Baijia, Baijia/Common/MyNavigationController.swift at
#     bba4967de131003a645a742de6fe2321211fad67: the push override turns the
#     recognizer off before `super`, and didShow turns it on (S);
#   - fastred/AHKNavigationController, Classes/AHKNavigationController.m at
#     adf9f8a4f61352701612e00ac78efd5c633c8d00, L45–65: the same moments, as a
#     flag its shouldBegin reads (S);
#   - RickeyBoy, "interactivePopGestureRecognizer 导致页面卡死" (Rickey-iOS-Notes
#     at d3a6bbed1cf33a362ae588ff7b7de5af035240a9): the per-screen form,
#     off in viewWillAppear, and the freeze it causes (B);
#   - Stack Overflow question 18927878: which appearance callbacks a completed
#     and a cancelled swipe make (B).
# docs/guards/library-sources.md §6 has the addresses and what each shows.
#
# What it does, in our words: no swipe-back can begin while a screen is
# coming in — neither during a push (the iOS 7 "nested pop animation"
# corruption and freeze these recipes were written against) nor during the
# swipe's own transition; the screen that has finished appearing turns it
# back on. It does nothing about double pushes or pops.
#
# Simplified, and where the sandbox disagrees with a report:
# - "on" is viewDidAppear, not Baijia's didShow: in the model the two come at
#   the same instant for a completed transition, but a cancelled swipe makes
#   no didShow (so Baijia's form relies on never turning the gesture off at
#   a swipe) while it does call the staying screen's viewDidAppear;
# - the per-screen conditions of the real recipe (only screens that opt in)
#   cannot be written: the rules apply to every screen;
# - RickeyBoy reports that turning the recognizer off in viewWillAppear
#   *while it is recognising* (the swipe calls the screen beneath's
#   viewWillAppear) cancels the gesture and freezes the UI. The sandbox does
#   not model that: a recognizer turned off mid-swipe carries on, so the
#   scenario beside this file shows the swipe completing.
guard: lifecycle-pop-gesture
summary: interactivePopGestureRecognizer off before a push and in viewWillAppear, on in viewDidAppear
source: the pop-gesture recipe (Baijia MyNavigationController.swift @bba4967d; AHKNavigationController @adf9f8a4; RickeyBoy's note)
rules:
  - on: push
    do: [pop-gesture: off, allow]
  - on: viewWillAppear
    do: [pop-gesture: off]
  - on: viewDidAppear
    do: [pop-gesture: on]

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
        "fd-fullscreen-pop": [],
        "lifecycle-pop-gesture": [],
        "qmui-transiting": ["isViewControllerTransiting", "viewControllerPopping", "observingPopping"],
    ]
}
