// Generated from docs/lessons/*.lesson and the apps they name — edit
// those files, then run
//   NAVSANDBOX_RECORD_LESSONS=1 swift test --filter bundledLessonsMatchTheirFiles
// (the test fails while they differ).

/// The lessons built into the binary, each the text of its file, read
/// by the same loader as a teacher's own.
public enum BundledLessons {
    /// Name (the file's, without `.lesson`) and text, in name order.
    public static let lessons: [(name: String, source: String)] = [
        ("busy-main-thread", #"""
# A busy main thread: taps wait in the event queue, then arrive in one burst.
#
# Taps that come while the main thread works reach the app together when it
# is free, before any transition can begin.
#
# UIKit delivers touches from the main run loop; while the main thread runs
# synchronous work (decoding an image, a synchronous network call, a big
# layout), nothing is delivered, and the touches wait (rule
# busy-main-thread-queues-events: navsandbox list rules). Reports of “Can't
# add self as subview” crashes often begin with a double tap while the app
# was busy.

say "First, an idle main thread. You tap Message 1's row, and 250 ms later tap it again — a slow double tap. The row loads its message for 150 ms, then pushes; the second tap lands while that push runs."
predict stack
at 0ms tap "Message 1"
after 250ms tap "Message 1"
settle

say "One push: the second tap came while the push ran, and UIKit keeps touches from the screens in a transition until it ends (rule transition-disables-interaction)."
after 0ms relaunch

say "Now the same two taps, but the main thread is busy for 500 ms from the first one — the app decodes a large image on the main thread."
predict stack
after 0ms stall 500ms
after 0ms tap "Message 1"
after 250ms tap "Message 1"
settle
expect violation double-push = fired

ask "Why did the slow double tap push twice this time?" choices "the second tap was faster" | "both taps waited in the event queue and reached the row together, before any push had begun" | "UIKit retries a tap it dropped" answer "both taps waited in the event queue and reached the row together, before any push had begun" because "while the main thread is busy, touches wait in the event queue; when it is free they are delivered in order, in one burst, so nothing was running yet to keep the second tap out"

say "A guard that relies on timing sees the same burst. *coordinated* drops a second push of the same model item, whatever the timing."
after 0ms relaunch
after 0ms switch-strategy coordinated
predict stack
after 0ms stall 500ms
after 0ms tap "Message 1"
after 250ms tap "Message 1"
settle

say "LOCKS shows *mainThread busy* while the main thread works; the script action stall and an app's block: action make it busy (docs/scripts.md). The explore command finds the shortest schedule that beats a guard, a stall included when you add it to the script."
"""#),
        ("double-tap", #"""
# Why a quick double tap pushes twice, and why a tap mid-transition does nothing.
#
# A row that loads its message first (150 ms of simulated network, as in
# “UIViewController Push & Pop 的那些坑”)
# pushes when the load ends: two taps inside that window start two loads,
# and each ends in a push. Once a push runs UIKit disables the screens in the
# transition (rule transition-disables-interaction: navsandbox list rules).

say "Each tap on a row of the Inbox starts a 150 ms load; the push comes when it ends. A double tap lands both taps inside that window."
predict stack
at 0ms double-tap "Message 1"
settle
expect violation double-push = fired

say "The same message is on the stack twice: the *double-push* detector fired. UIKit did not refuse the second push: from iOS 8 it holds back a push that arrives while another runs, then performs it once the first ends."
after 0ms tap "Pop to Inbox"
settle

say "Now a tap once a push is running: the Reply screen slides in over Message 1."
after 0ms tap "Message 1"
settle
after 0ms tap "Reply"
ask "150 ms after tapping Reply, while its push runs, you tap where Back twice is drawn. What happens?" choices "Back twice pops two screens" | "the Reply screen's button under the finger fires" | "nothing: UIKit keeps touches from both screens until the push ends" answer "nothing: UIKit keeps touches from both screens until the push ends" because "UINavigationController turns off interaction on the screens in a transition: its private allowUserInteractionDuringTransition flag is NO by default (a reverse-engineered header; rule transition-disables-interaction)"
after 150ms tap 12,9
settle
expect stack = Inbox > Message 1 > Reply

try "Go back to Message 1." hint "b taps the back button, or swipe from the left edge." until top = "Message 1"
solution tap back

say "Apps guard against the double push. The guards lesson, next in the course, races those guards."
"""#),
        ("guards", #"""
# The guards compared: one double tap under each, then the races that beat the ones that hold.
#
# Each strategy is a guard teams ship against double pushes (navsandbox list
# strategies). The lesson predicts the stack under each before it runs: the
# model decides, not the lesson.

say "The race: a double tap on Message 1's row, two loads, two pushes. First with *no guard*."
predict stack
at 0ms double-tap "Message 1"
settle

say "*block-all* (HUNavigationController, a published fix) raises four flags and ignores interaction events app-wide while a navigation runs."
after 0ms relaunch
after 0ms switch-strategy block-all
predict stack
after 0ms double-tap "Message 1"
settle

say "*delay* (a published first workaround) runs every navigation a tap triggers 300 ms later, with asyncAfter."
after 0ms relaunch
after 0ms switch-strategy delay
predict stack
after 0ms double-tap "Message 1"
settle

say "*coordinated* holds one window lock, released on every ending, and drops a second call for the same screen as a duplicate."
after 0ms relaunch
after 0ms switch-strategy coordinated
predict stack
after 0ms double-tap "Message 1"
settle

ask "Which guards kept the stack at Inbox › Message 1?" choices "block-all and coordinated" | "delay and coordinated" | "all three" answer "block-all and coordinated" because "the stacks above: under delay both pushes still ran, only later — postponing a call does not make it a duplicate"

say "A guard that holds on one race can lose another. *block-all* ignores events from willShow until didShow — and a cancelled back swipe never sends didShow (the published fix turns the pop gesture off for this reason)."
after 0ms relaunch
after 0ms switch-strategy block-all
after 0ms set pop-gesture on
after 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
ask "The swipe was cancelled, so Message 1 is still on screen. What does a tap on Reply do now?" choices "pushes Reply" | "nothing: block-all still ignores every event" answer "nothing: block-all still ignores every event" because "the cancelled pop sent no didShow, so isTransitionControllerProcessing stays YES and the ignore count never goes back to 0"
after 0ms tap "Reply"
settle
expect violation stuck-lock = fired

say "And *switching-flag* drops pushes while a transition runs: a push that must happen (a notification opening Message 3) is lost if it lands mid-push."
after 0ms relaunch
after 0ms switch-strategy switching-flag
after 0ms tap "Open latest in 0.5s"
after 250ms tap "Message 1"
predict stack
settle
expect violation lost-navigation = fired

say "To find the shortest run of taps that beats a guard, run navsandbox explore; docs/strategies.md shows every guard against every race."
"""#),
        ("hit-testing", #"""
# Hit-testing in six steps: hidden, interaction, alpha, bounds, order, pass-through.
#
# On the teaching app, docs/apps/hit-testing.yaml.
# The rule every step shows is UIView.hitTest(_:with:) as Apple documents it
# (developer.apple.com/documentation/uikit/uiview/hittest(_:with:)): a view
# that is hidden, has user interaction off or an alpha below 0.01 returns
# nil, and so does a point outside its bounds (point(inside:with:));
# otherwise its subviews are asked, the frontmost (last added) first; if
# none takes the point, the view itself is the hit. `navsandbox list rules`
# gives each rule with its sources.
app "../apps/hit-testing.yaml"

say "When a finger lands, UIWindow calls *hitTest(_:with:)*. Each view asks its subviews *front to back* and skips one that is hidden, has user interaction off, has an alpha below 0.01, or does not contain the point."

say "Step 1 — hidden. A hidden cover lies over button A."
predict hit at "A under hidden"
at 0ms tap "A under hidden"
wait 100ms
expect log contains "A got the tap"

say "Step 2 — interaction off. A UILabel lies over the right half of B, and labels have isUserInteractionEnabled = NO by default."
predict hit at 12,5
after 100ms tap 12,5
wait 100ms
expect log contains "B got the tap"

say "Step 3 — alpha. Below 0.01 a view is as good as hidden; a cover at 0.005 lies over C, one at 0.02 over D."
ask "Who gets a tap on D's row, under its cover at alpha 0.02?" choices "D" | "the cover" | "nobody" answer "the cover" because "hitTest skips only views with alpha below 0.01: at 0.02 the cover takes the touch, though you can hardly see it"
after 100ms tap 12,9
wait 100ms
expect log !contains "D got the tap"

say "Step 4 — bounds. H sticks out of its 12-cell box. The part outside is drawn, since the box does not clip, but the box's point(inside:) fails there first, so H is never asked."
predict hit at 18,15
after 100ms tap 18,15
wait 100ms
expect log !contains "H got the tap"

say "Step 5 — order. E and F overlap; F was added after E, so it is in front and asked first."
predict hit at 12,11
after 100ms tap 12,11
wait 100ms
expect log contains "F got the tap"

say "Step 6 — pass-through. The sieve over J returns nil for its own area (a published fix for cards that swallow taps), so the views beneath it get the touch; its subview I still takes taps."
try "Make J get a tap through the sieve." hint "Tap J's row, where the sieve covers it." until log contains "J got the tap"
solution tap 12,17

say "That is the whole walk: hidden, interaction, alpha, bounds, order, and a view that passes touches through. Open the view tree (T) in the sandbox to change any of them and tap again."
"""#),
        ("ios26", #"""
# What changed on iOS 26: the back swipe from anywhere, and a push that takes touches as it slides in.
#
# iOS 26 adds UINavigationController.interactiveContentPopGestureRecognizer,
# which "recognizes a gesture on the entire content area" and pops
# (developer.apple.com/documentation/uikit/uinavigationcontroller/
# interactivecontentpopgesturerecognizer, iOS 26.0+); on iOS 26 the incoming
# screen of a push takes touches while it slides in (the profile's
# capabilities, with their sources: navsandbox list profiles, docs/model.md).
profile ios26

say "Before iOS 26 only a swipe from the left edge pops. On iOS 26 a swipe from the middle of the content does too."
at 0ms tap "Message 1"
settle
predict stack
after 0ms swipe-back finish from 12,10
settle

say "And on iOS 26 the incoming screen of a push takes touches while it slides in."
after 0ms tap "Message 2"
wait 300ms
predict chain at "Reply"
settle
try "Go back to the Inbox, with a swipe from the middle of the screen this time." hint "s swipes from the edge; drag with the mouse from the middle, or use the palette." until stack = Inbox
solution swipe-back finish from 12,10

say "Compare the same race on iOS 17 with p, which cycles the profiles in the sandbox."
"""#),
        ("responder-chain", #"""
# The responder chain: who handles a tap, and how a button finds a controller to present from.
#
# UIResponder.next (developer.apple.com/documentation/uikit/uiresponder/next):
# a view's next responder is its view controller if it is that controller's
# root view, otherwise its superview; a controller's is its view's superview
# (or its presenter); the window's is UIApplication, whose is the app
# delegate. Nil-targeted actions (sendAction(_:to:nil:…)) travel the same
# road to the first object that implements them.

say "A touch goes to the view hitTest found, then *up the responder chain*: superview, its view controller, … UIWindow, UIApplication, the app delegate."

say "A label inside a table cell: labels take no touches, so hitTest ends on the cell's content view. Who handles the tap?"
predict chain at "Message 1"
at 0ms tap "Message 1"
settle

say "Message 1's Share button sits four views deep, in a scroll view, a stack view and a row. Its action needs a controller to present the Share card from, and the app does not hand it one."
ask "How does the Share action find the controller to present from?" choices "it walks the responder chain up to a UIViewController" | "UIApplication picks the top controller" | "it presents from the window" answer "it walks the responder chain up to a UIViewController" because "the app's viewControllerForPresentation follows next from the button until a responder is a UIViewController — here Message 1"
predict chain at "Share"
after 0ms tap "Share"
settle
expect presented = Share

try "Dismiss the Share card." hint "It has a Done button; or drag its grabber down." until presented = none
solution tap "Done"
settle

say "Every tap's chain is on LAST TAP (the `chain` line) in the sandbox: tap anything and read it up to the app delegate."
"""#),
        ("sheets", #"""
# System sheets: where a tap above a sheet goes, at each detent.
#
# A system sheet (UISheetPresentationController, iOS 15+) rests at one of its
# detents and opens at the smallest. At or below its largest undimmed detent
# UIKit adds no dimming view, so the screen behind takes touches; above it,
# the dimming view takes them. A sheet that is modal in presentation
# refuses the swipe down. Rules sheet-detents, sheet-undimmed-detent and
# modal-in-presentation (navsandbox list rules). The app is
# docs/apps/sheet-settings.yaml.
app "../apps/sheet-settings.yaml"
profile ios17

say "Settings presents Text Size as a system sheet with two detents, medium and large. A sheet opens at its smallest: medium, the lower half of the phone. LOCKS shows it on the card line."
after 0ms tap "Text size"
settle

say "The app set undimmedDetent to medium: at medium there is no dimming view. Now a tap on Wi-Fi, above the sheet."
predict stack
after 0ms tap "Wi-Fi"
settle
ask "Why did Wi-Fi push while the sheet was up?" choices "a sheet never takes touches" | "at or below the largest undimmed detent there is no dimming view, so the tap reached the Settings screen behind" | "UIKit dismissed the sheet first" answer "at or below the largest undimmed detent there is no dimming view, so the tap reached the Settings screen behind" because "Apple documents that without the dimming view the area around the sheet responds to user interaction (largestUndimmedDetentIdentifier); the sheet stayed up while Wi-Fi pushed under it"

say "Drag the sheet up to large: above the undimmed detent, the dimming view is back."
after 0ms drag-sheet large
settle
say "A tap on the back button, above the large sheet."
predict stack
after 0ms tap back
settle

say "The dimming view took the tap: the stack did not move. Swipe the sheet down to dismiss it, then go back to Settings."
after 0ms drag-sheet dismiss
settle
after 0ms tap back
settle

say "Account is a sheet the app made modal in presentation (isModalInPresentation): a swipe down does not dismiss it; UIKit tells the delegate presentationControllerDidAttemptToDismiss instead."
after 0ms tap "Account"
settle
after 0ms dismiss-swipe-begin
expect event dismiss-attempt-prevented screen = Account rule = modal-in-presentation
try "Close the Account sheet." hint "A swipe down will not do: the sheet is modal. Its Done button dismisses it from code." until presented = none
solution tap "Done"

say "Before iOS 15 there are no system sheets: on the ios7 and ios12 profiles the same app presents both as the custom card, dimmed, with a warning (rule sheet-requires-ios15)."
"""#),
        ("two-back-gestures", #"""
# Two back gestures on iOS 26: turning one off leaves the other.
#
# iOS 26 has two recognizers that pop: interactivePopGestureRecognizer (a
# swipe from the left edge) and interactiveContentPopGestureRecognizer (a
# swipe from anywhere on the content). Apps that had turned the first off —
# deltachat-ios (PR 3088), Kodi Remote (PR 1465), NativePHP (PR 481),
# nextcloud (PR 4135) — still had screens popped by rightward drags until they
# turned the second off too (rule content-pop-separate-from-edge: navsandbox
# list rules).
profile ios26
set pop-gesture off

say "This app turned *interactivePopGestureRecognizer* off, as many did to keep rightward drags for themselves. A swipe from the left edge does nothing now."
at 0ms tap "Message 1"
settle
after 0ms swipe-back finish
settle
expect stack = Inbox > Message 1

say "Now the same swipe, started in the middle of the screen."
predict stack
after 0ms swipe-back finish from 12,12
settle

ask "Why did the swipe from the middle pop, with the pop gesture off?" choices "the edge recognizer turned itself back on" | "on iOS 26 the content swipe is a recognizer of its own, and only the edge one was turned off" | "any swipe longer than half the screen pops" answer "on iOS 26 the content swipe is a recognizer of its own, and only the edge one was turned off" because "interactiveContentPopGestureRecognizer is a separate property: setting interactivePopGestureRecognizer.isEnabled = false leaves it on (the log says content swipe released)"
after 0ms tap "Message 1"
settle
after 0ms swipe-back finish from 12,12
settle

say "The apps' fix turns the content recognizer off as well — here the toggle *content-pop-gesture* (key G in the sandbox; in a guard file, content-pop-gesture: off)."
after 0ms tap "Message 1"
settle
set content-pop-gesture off
predict stack
after 0ms swipe-back finish from 12,12
settle

say "Now the app turns the edge recognizer back on, and leaves the content one off: the back swipe works as it did before iOS 26."
set pop-gesture on
try "Go back to the Inbox." hint "The content swipe is off: only a swipe from the left edge pops now (s, or drag from the edge with the mouse)." until stack = Inbox
solution swipe-back finish

say "Before iOS 26 there is one recognizer, at the edge: press p to try the same swipes on iOS 17, where a swipe from the middle never pops."
"""#),
        ("why-didnt-my-tap-land", #"""
# Why didn't my tap land? A real checkout screen, imported from its view dump.
#
# The app is docs/import/checkout.yaml, which `navsandbox import` writes from
# docs/import/checkout.txt — the text lldb printed for
# `po [[UIWindow keyWindow] recursiveDescription]` on a checkout screen
# (docs/import.md; .ci/run and ImportedViewDumpTests import it afresh and
# compare, byte for byte). Every view keeps its class, frame, hidden, alpha,
# userInteractionEnabled and clipsToBounds, and its label is its class and
# address in the dump. The walk is UIKit's hitTest(_:with:) (rule
# hit-test-order: navsandbox list rules). It comes after hit-testing in the
# course: the same walk, on a screen nobody drew to teach it.
app "../import/checkout.yaml"
profile ios17

say "This checkout screen was not drawn for a lesson: it was read from a real app's view dump, the text Xcode's debugger prints for a window's recursiveDescription. Every view is the app's own, shrunk to fit the phone, so a few labels a few points apart share a row. A tester reports that Apply, Change and the top of Pay do nothing. First, Remove — which works."
predict hit at 20,5
after 0ms tap 20,5
settle

say "Now Apply, beside the coupon code. You can see it on the screen, right where a finger would go."
predict hit at 20,10
ask "Apply is drawn under the finger, yet the scroll view gets the touch. Why?" choices "Apply is hidden" | "Apply's superview, the coupon field, is 0 points tall, so point(inside:) fails there and the walk never reaches Apply" | "the scroll view always takes touches first" answer "Apply's superview, the coupon field, is 0 points tall, so point(inside:) fails there and the walk never reaches Apply" because "hitTest asks point(inside:) of a view before it looks at its subviews; the field does not clip, so Apply is drawn outside it, where no touch can reach it"
after 0ms tap 20,10
settle

say "Change sits in a payment row, and the dump says the row has userInteractionEnabled = NO."
predict hit at 20,12
after 0ms tap 20,12
settle

say "And Pay, at the bottom: its top row first."
predict hit at 12,18
ask "Nothing is drawn over the top of Pay. Why does the toast container take the tap?" choices "Pay ignores taps while a toast is on screen" | "the container was added after the footer, so it is in front and asked first, and a view takes touches whether or not it draws anything" | "the hidden “Coupon applied” label inside it still takes touches" answer "the container was added after the footer, so it is in front and asked first, and a view takes touches whether or not it draws anything" because "hitTest tries the subviews from the front (the last added) back; the container's only label is hidden and skipped, but the container itself takes the point, and covers Pay behind it"
after 0ms tap 12,18
settle

say "One row lower, below the toast container, Pay gets its tap. To ask this of your own screen: pause the app in Xcode, print the window's recursiveDescription in the debugger and save what it prints to a file. navsandbox import dump.txt -o screen.yaml turns that file into an app, and navsandbox --app screen.yaml opens it: tap anything, and LAST TAP shows the same walk through your own views."
after 0ms tap 12,19
settle
"""#),
        ("write-a-guard", #"""
# Write a guard: read one as a file, race it, find its flaw, fix one line.
#
# A guard file (docs/guards/README.md) is a guard strategy as data: named
# flags, and rules on UIKit's own hooks — before a push or pop, the
# delegate's didShow, the transition coordinator's completion — that drop a
# call, set or clear a flag. This lesson loads two versions of one file.
guard "../guards/examples/my-guard.yaml"
guard "../guards/examples/my-guard-fixed.yaml"
strategy my-guard

say "The guard in force is *my-guard*, a file of three rules. On push or pop: if the flag isTransitioning is set, drop the call. Otherwise set it. On the delegate's didShow: clear it. LOCKS shows isTransitioning under the guard's name."
say "The race it was written for: a double tap on Message 1's row, two loads, two pushes."
predict stack
at 0ms double-tap "Message 1"
settle

say "The second push came while the flag was set, and the first rule dropped it (LAST TAP and the log say which flag decided)."
say "Now a back swipe that the finger gives up on: the pop begins, then is cancelled, and Message 1 stays."
after 0ms swipe-back cancel
settle
ask "After the cancelled swipe, you tap Reply on Message 1. What happens?" choices "Reply is pushed" | "nothing: the flag is still set, so the push is dropped" | "the app crashes" answer "nothing: the flag is still set, so the push is dropped" because "the swipe's pop set isTransitioning, and UIKit sends no didShow for a cancelled pop, so no rule ever clears it: every later push and pop is dropped (the stuck-lock detector fires)"
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1
expect violation stuck-lock = fired

say "The fix is one line: clear the flag in the transition coordinator's completion instead — the hook *transitionEnd*, which runs for every ending, a cancelled one included. *my-guard-fixed* is that file."
after 0ms relaunch
after 0ms switch-strategy my-guard-fixed
after 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
predict stack
after 0ms tap "Reply"
settle

say "Reply was pushed: the cancelled swipe's completion cleared the flag. To write your own, copy a file from docs/guards/examples, start the sandbox with navsandbox --guard my-guard.yaml and keep the file open in an editor beside it: each time you save, the sandbox replays from launch with the new rules. navsandbox explore --guard my-guard.yaml searches for the shortest run of taps that still beats it."
"""#),
    ]

    /// The apps the lessons name, by their paths in the repository.
    public static let apps: [String: String] = [
        "docs/apps/hit-testing.yaml": #"""
# A hit-testing exercise for teachers: one screen of buttons, each under or
# inside something that changes where a tap lands. Tap a row, then read LAST
# TAP: the walk shows which view answered and why. Run it with
#   navsandbox --app docs/apps/hit-testing.yaml
# and the scripted tour with
#   navsandbox run hit-testing
#
# The rules at work (UIView.hitTest(_:with:), Apple's documentation): a view
# that is hidden, has user interaction off, or an alpha below 0.01 returns
# nil, and so does a point outside its bounds; otherwise its subviews are
# asked front to back (the last one added first); otherwise the view itself.
app: Hit-testing exercise
root: Lesson

screens:
  Lesson:
    class: HitTestingLessonViewController
    title: Hit-testing
    views:
      # A: a hidden view on top does not take touches; the button gets them.
      - { class: UIButton, label: A under hidden, frame: [1, 0, 22, 1], action: a }
      - { class: UIView, label: Hidden cover, frame: [0, 0, 24, 1], isHidden: true }
      # B: a UILabel has user interaction off by default: taps fall through.
      - { class: UIButton, label: B under a label, frame: [1, 2, 22, 1], action: b }
      - { class: UILabel, label: Label cover, text: "(a label on top)", frame: [8, 2, 16, 1] }
      # C: alpha 0.005 is below 0.01: as good as hidden for hitTest.
      - { class: UIButton, label: C under alpha .005, frame: [1, 4, 22, 1], action: c }
      - { class: UIView, label: Faint cover, frame: [0, 4, 24, 1], alpha: 0.005 }
      # D: alpha 0.02 is visible enough: the plain view swallows the tap.
      - { class: UIButton, label: D under alpha .02, frame: [1, 6, 22, 1], action: d }
      - { class: UIView, label: Tinted cover, frame: [0, 6, 24, 1], alpha: 0.02 }
      # E and F overlap: the one added later is in front and wins the overlap.
      - { class: UIButton, label: E behind, frame: [1, 8, 14, 1], action: e }
      - { class: UIButton, label: F in front, frame: [9, 8, 14, 1], action: f }
      # G: a container with interaction off takes its subviews with it.
      - class: UIView
        label: Disabled box
        frame: [0, 10, 24, 1]
        isUserInteractionEnabled: false
        subviews:
          - { class: UIButton, label: G in a disabled box, frame: [1, 0, 22, 1], action: g }
      # H: the button sticks out of its 12-cell superview; the part outside
      # is drawn (no clipping) but never hit: point(inside:) fails first.
      - class: UIView
        label: Short box
        frame: [0, 12, 12, 1]
        subviews:
          - { class: UIButton, label: H sticks out, frame: [1, 0, 22, 1], action: h }
      # J under a pass-through container that holds I: the container's own
      # area returns nil (the dropDown article's fix), so J below still gets taps there.
      - { class: UIButton, label: J under a sieve, frame: [1, 14, 22, 1], action: j }
      - class: UIView
        label: Sieve
        frame: [0, 14, 24, 3]
        passesTouchesThrough: true
        subviews:
          - { class: UIButton, label: I in the sieve, frame: [1, 2, 22, 1], action: i }
    actions:
      a: { log: "A got the tap: hidden views are skipped" }
      b: { log: "B got the tap: the label does not take touches" }
      c: { log: "C got the tap: alpha below 0.01 is skipped" }
      d: { log: "D got the tap (it should not: the tinted cover is in front)" }
      e: { log: "E got the tap" }
      f: { log: "F got the tap" }
      g: { log: "G got the tap (it should not: its box has interaction off)" }
      h: { log: "H got the tap" }
      i: { log: "I got the tap: subviews of a pass-through view still take touches" }
      j: { log: "J got the tap: the sieve passed it through" }
"""#,
        "docs/apps/sheet-settings.yaml": #"""
# System sheets (UISheetPresentationController, iOS 15+): a settings screen
# with a Text Size sheet that opens at its medium detent. At medium the
# screen behind is not dimmed (`undimmedDetent: medium`) and takes touches
# through UIKit's own pass-through, so "Wi-Fi" can push under the open sheet
# (rule sheet-undimmed-detent); dragged to large the dimming view is back and
# takes them. The Account sheet is modal in presentation: a swipe down does
# not dismiss it, the delegate hears presentationControllerDidAttemptToDismiss
# (rule modal-in-presentation); its Done button dismisses it from code.
# Before iOS 15 (profiles ios7, ios12) both are presented as the custom card,
# with a warning (rule sheet-requires-ios15).
#   navsandbox --app docs/apps/sheet-settings.yaml
#   navsandbox run sheet-settings
app: "Settings with sheets"
root: Settings

screens:
  Settings:
    class: SettingsViewController
    title: Settings
    views:
      - { class: UIButton, label: Wi-Fi, frame: [1, 0, 22, 1], action: wifi }
      - { class: UIButton, label: Text size, frame: [1, 2, 22, 1], action: textSize }
      - { class: UIButton, label: Account, frame: [1, 4, 22, 1], action: account }
    actions:
      wifi:
        push: WiFi
      textSize:
        present: TextSize
      account:
        present: Account
  WiFi:
    class: WiFiViewController
    title: Wi-Fi
    model: wifi
    views:
      - { class: UILabel, text: Networks, frame: [1, 0, 22, 1] }
  TextSize:
    class: TextSizeViewController
    title: Text Size
    presentation: sheet
    detents: [medium, large]
    undimmedDetent: medium
    grabber: true
    views:
      - { class: UIButton, label: Larger, frame: [1, 3, 22, 1], action: larger }
    actions:
      larger:
        log: the text grows
  Account:
    class: AccountViewController
    title: Account
    presentation: sheet
    modalInPresentation: true
    views:
      - { class: UIButton, label: Done, frame: [1, 3, 22, 1], action: done }
    actions:
      done:
        dismiss
"""#,
        "docs/import/checkout.yaml": #"""
# Imported by `navsandbox import` from checkout.txt: a recursiveDescription dump.
# The screen is UIView 0x7fa3e1d12340 (line 6), the view of Shop.CheckoutViewController,
# 390 × 844 points scaled to 24 × 22 cells (16.25 × 38.36 points a cell), 3 rows up under the sandbox's bars.
# Each view's label is its class and address in the dump; the comment above it, its line.
# The dump names no targets: each control's action only logs that it got the tap.
app: "Imported from checkout.txt"
root: Imported
screens:
  Imported:
    class: Shop.CheckoutViewController
    title: "Checkout"
    views:
      # line 6: UIView (0 0; 390 844)
      - class: UIView
        label: "0x7fa3e1d12340"
        frame: [0, -3, 24, 22]
        subviews:
          # line 7: UIScrollView (0 0; 390 690)
          - class: UIScrollView
            label: "0x7fa3e2044a00"
            frame: [0, 0, 24, 18]
            clipsToBounds: true
            subviews:
              # line 8: UIStackView (16 40; 358 220)
              - class: UIStackView
                label: "0x7fa3e1d13c70"
                frame: [1, 3, 22, 6]
                subviews:
                  # line 9: UILabel (0 0; 358 30)
                  - class: UILabel
                    label: "0x7fa3e1d14010"
                    text: "Order summary"
                    frame: [0, 0, 22, 1]
                  # line 10: Shop.CartItemRowView (0 40; 358 64)
                  - class: UIView
                    label: "Shop.CartItemRowView 0x7fa3e1d14a90"
                    frame: [0, 1, 22, 2]
                    subviews:
                      # line 11: UILabel (0 8; 240 22)
                      - class: UILabel
                        label: "0x7fa3e1d14d30"
                        text: "Espresso beans, 1 kg"
                        frame: [0, 1, 15, 1]
                      # line 12: UILabel (0 34; 120 20)
                      - class: UILabel
                        label: "0x7fa3e1d15220"
                        text: "$24.00"
                        frame: [0, 1, 7, 1]
                      # line 13: UIButton (270 10; 88 44)
                      - class: UIButton
                        label: "Remove"
                        text: "Remove"
                        frame: [17, 1, 5, 1]
                        action: control1
                        subviews:
                          # line 14: UIButtonLabel (15.67 12; 56.67 20.33)
                          - class: UILabel
                            label: "UIButtonLabel 0x7fa3e1d15c80"
                            frame: [1, 0, 3, 1]
                  # line 15: Shop.CartItemRowView (0 114; 358 64)
                  - class: UIView
                    label: "Shop.CartItemRowView 0x7fa3e1d16030"
                    frame: [0, 3, 22, 2]
                    subviews:
                      # line 16: UILabel (0 8; 240 22)
                      - class: UILabel
                        label: "0x7fa3e1d162d0"
                        text: "Milk frother"
                        frame: [0, 1, 15, 1]
                      # line 17: UILabel (0 34; 120 20)
                      - class: UILabel
                        label: "0x7fa3e1d167c0"
                        text: "$18.00"
                        frame: [0, 1, 7, 1]
                      # line 18: UIButton (270 10; 88 44)
                      - class: UIButton
                        label: "Remove (2)"
                        text: "Remove"
                        frame: [17, 1, 5, 1]
                        action: control2
                        subviews:
                          # line 19: UIButtonLabel (15.67 12; 56.67 20.33)
                          - class: UILabel
                            label: "UIButtonLabel 0x7fa3e1d17220"
                            frame: [1, 0, 3, 1]
              # line 20: Shop.CouponFieldView (16 300; 358 0)
              - class: UIView
                label: "Shop.CouponFieldView 0x7fa3e1d17600"
                frame: [1, 10, 22, 0]
                subviews:
                  # line 21: UITextField (0 0; 250 44)
                  - class: UIView
                    label: "Coupon code"
                    text: "Coupon code"
                    frame: [0, 0, 15, 1]
                    action: control3
                  # line 22: UIButton (262 0; 96 44)
                  - class: UIButton
                    label: "Apply"
                    text: "Apply"
                    frame: [16, 0, 6, 1]
                    action: control4
                    subviews:
                      # line 23: UIButtonLabel (28.33 12; 39.33 20.33)
                      - class: UILabel
                        label: "UIButtonLabel 0x7fa3e1d181b0"
                        frame: [2, 1, 2, 1]
              # line 24: Shop.PaymentMethodRowView (16 360; 358 56)
              - class: UIView
                label: "Shop.PaymentMethodRowView 0x7fa3e1d18590"
                frame: [1, 12, 22, 1]
                isUserInteractionEnabled: false
                subviews:
                  # line 25: UILabel (0 18; 200 20.33)
                  - class: UILabel
                    label: "0x7fa3e1d18830"
                    text: "Visa •••• 4242"
                    frame: [0, 0, 12, 1]
                  # line 26: UIButton (270 6; 80 44)
                  - class: UIButton
                    label: "Change"
                    text: "Change"
                    frame: [17, 0, 5, 1]
                    action: control5
                    subviews:
                      # line 27: UIButtonLabel (14 12; 52 20.33)
                      - class: UILabel
                        label: "UIButtonLabel 0x7fa3e1d19290"
                        frame: [0, 0, 4, 1]
              # line 28: _UIScrollViewScrollIndicator (384 -91; 3 690)
              - class: UIView
                label: "_UIScrollViewScrollIndicator 0x7fa3e1d19670"
                frame: [24, 0, 1, 18]
                alpha: 0.0
                subviews:
                  # line 29: UIView (0 0; 3 690)
                  - class: UIView
                    label: "0x7fa3e1d19910"
                    frame: [0, 0, 1, 18]
          # line 30: Shop.CheckoutFooterView (0 690; 390 154)
          - class: UIView
            label: "Shop.CheckoutFooterView 0x7fa3e1d1a340"
            frame: [0, 18, 24, 4]
            clipsToBounds: true
            subviews:
              # line 31: UIButton (16 16; 358 56)
              - class: UIButton
                label: "Pay $42.00"
                text: "Pay $42.00"
                frame: [1, 0, 22, 2]
                action: control6
                subviews:
                  # line 32: UIButtonLabel (139.67 17.67; 78.67 20.67)
                  - class: UILabel
                    label: "UIButtonLabel 0x7fa3e1d1ab50"
                    frame: [9, 1, 4, 1]
          # line 33: Shop.ToastContainerView (0 600; 390 128)
          - class: UIView
            label: "Shop.ToastContainerView 0x7fa3e1d19bb0"
            frame: [0, 16, 24, 3]
            subviews:
              # line 34: UILabel (24 44; 342 40)
              - class: UILabel
                label: "0x7fa3e1d19e50"
                text: "Coupon applied"
                frame: [1, 1, 22, 1]
                isHidden: true
    actions:
      control1:
        log: "Remove got the tap (UIButton 0x7fa3e1d15710, line 13)"
      control2:
        log: "Remove (2) got the tap (UIButton 0x7fa3e1d16cb0, line 18)"
      control3:
        log: "Coupon code got the tap (UITextField 0x7fa3e2045c00, line 21)"
      control4:
        log: "Apply got the tap (UIButton 0x7fa3e1d17c40, line 22)"
      control5:
        log: "Change got the tap (UIButton 0x7fa3e1d18d20, line 26)"
      control6:
        log: "Pay $42.00 got the tap (UIButton 0x7fa3e1d1a5e0, line 31)"
"""#,
    ]

    /// The guard files the lessons name, by file name.
    public static let guards: [String: String] = [
        "my-guard.yaml": #"""
# The first guard many teams write: a flag raised by a push or a pop and
# lowered by the navigation delegate's didShow. It holds against a double
# tap, and locks the app for good after a cancelled back swipe: UIKit sends
# no didShow for a pop that was cancelled, so nothing lowers the flag.
# The lesson `write-a-guard` races it; my-guard-fixed.yaml is the one-line
# fix. Edit a copy live: `navsandbox --guard my-guard.yaml`, change it in an
# editor and save — the sandbox replays from launch with the new rules.
guard: my-guard
summary: a flag set by push and pop, cleared by didShow (the first guard many teams write)
source: 'the didShow-cleared flag of the article "UIViewController Push & Pop 的那些坑" (its isSwitching subclass of UINavigationController), extended to pops; a teaching example for the lesson write-a-guard'
flags:
  isTransitioning: { kind: bool, note: "set by a push or pop, cleared by the delegate's didShow" }
rules:
  - on: [push, pop]
    when: isTransitioning
    do: [drop: a transition is running]
  - on: [push, pop]
    do: [set: isTransitioning]
  - on: didShow
    do: [clear: isTransitioning]
"""#,
        "my-guard-fixed.yaml": #"""
# my-guard.yaml with its one-line fix: the flag is lowered by the
# transition coordinator's completion (`transitionEnd`), which runs for
# every ending, a cancelled swipe included, where didShow does not.
# The lesson `write-a-guard` races both.
guard: my-guard-fixed
summary: a flag set by push and pop, cleared by the transition coordinator's completion, cancelled or not
source: "my-guard.yaml with the transition-coordinator fix suggested under the HUNavigationController article (an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069); a teaching example for the lesson write-a-guard"
flags:
  isTransitioning: { kind: bool, note: "set by a push or pop, cleared when the transition ends, cancelled or not" }
rules:
  - on: [push, pop]
    when: isTransitioning
    do: [drop: a transition is running]
  - on: [push, pop]
    do: [set: isTransitioning]
  - on: transitionEnd
    do: [clear: isTransitioning]
"""#,
    ]
}
