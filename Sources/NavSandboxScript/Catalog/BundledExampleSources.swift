// Generated from the example files named below — edit those files, then run
//   NAVSANDBOX_RECORD_EXAMPLES=1 swift test --filter BundledExampleTests
// (BundledExampleTests fails while they differ).

extension BundledExamples {
    /// Each shipped file's text, by its path in the repository.
    static let sources: [String: String] = [
        "docs/apps/alert.nss": #"""
# Navigation calls during a presentation, by kind of presentation: an
# alert's transition drops a push, a card's holds an animated one and runs
# a non-animated one at once; a present during an alert is refused.
# An alert's buttons are tapped by their titles, as any control's label.
app "alert.yaml"
strategy none
profile ios17

at 0ms tap "Alert, push in 0.1s"
settle
expect event warning cause = navigation-stack-not-updated rule = alert-transition-drops-navigation-call
expect event violation id = lost-navigation
expect stack = Inbox
after 0ms tap "OK"
settle
expect event dismiss-completes card = "Signed out"
after 0ms tap "Card, quick push 0.1s"
settle
expect event call-runs-without-deferring request = "push Trash" presented = Compose rule = non-animated-call-runs-during-presentation
expect stack = Inbox > Trash
after 0ms tap "Done"
settle
after 0ms tap back
settle
expect stack = Inbox
after 0ms tap "Card, push in 0.1s"
settle
expect event call-deferred request = "push Trash" cause = presentation-animating rule = navigation-call-deferred
expect event runs-deferred-call request = "push Trash"
expect stack = Inbox > Trash
after 0ms tap "Done"
settle
after 0ms tap back
settle
after 0ms tap "Alert, present in 0.1s"
settle
expect event violation id = present-while-presenting rule = present-while-presenting
after 0ms tap "OK"
settle
after 0ms tap "Delete all"
settle
after 0ms tap "Delete"
settle
expect event app text = "Inbox deletes every message"
expect stack = Inbox > Trash

"""#,
        "docs/apps/alert.yaml": #"""
# Navigation calls during a presentation, by kind of presentation. An app
# that shows a UIAlertController (`alert:`) and a card, and pushes 0.1 s
# later, while each is still coming up.
#
# UIKit (iOS 8 on) asks the running transition coordinator whether it
# conflicts with navigation transitions. An alert's does: the push is
# dropped with "… while an existing transition or presentation is
# occurring; the navigation stack will not be updated." (rule
# alert-transition-drops-navigation-call; aryaxt/iOS-Slide-Menu #161 shows
# it for a pop). A card's does not: an animated push waits for the card
# (rule navigation-call-deferred) and a non-animated one runs at once, under
# it (rule non-animated-call-runs-during-presentation, from UIKitCore's
# disassembly). On iOS 7 the push runs at once in every case.
# A button's `then` runs once the alert has gone (rule
# alert-action-dismisses-alert).
#   navsandbox --app docs/apps/alert.yaml
#   navsandbox run alert
app: "Alerts"
root: Inbox

screens:
  Inbox:
    class: InboxViewController
    title: Inbox
    views:
      - { class: UIButton, label: Delete all, frame: [1, 0, 22, 1], action: deleteAll }
      - { class: UIButton, label: "Alert, push in 0.1s", frame: [1, 2, 22, 1], action: alertThenPush }
      - { class: UIButton, label: "Card, push in 0.1s", frame: [1, 4, 22, 1], action: cardThenPush }
      - { class: UIButton, label: "Card, quick push 0.1s", frame: [1, 6, 22, 1], action: cardThenQuickPush }
      - { class: UIButton, label: "Alert, present in 0.1s", frame: [1, 8, 22, 1], action: alertThenPresent }
    actions:
      deleteAll:
        alert: Delete all?
        message: Every message goes.
        actions:
          - Cancel
          - title: Delete
            then:
              - log: Inbox deletes every message
              - push: Trash
      alertThenPush:
        - alert: Signed out
          actions: [OK]
        - after: 100ms
          then:
            push: Trash
            mustComplete: true
      cardThenPush:
        - present: Compose
        - after: 100ms
          then:
            push: Trash
      cardThenQuickPush:
        - present: Compose
        - after: 100ms
          then:
            push: Trash
            animated: false
      alertThenPresent:
        - alert: Signed out
          actions: [OK]
        - after: 100ms
          then:
            present: Compose
  Trash:
    class: TrashViewController
    title: Trash
  Compose:
    class: ComposeViewController
    title: Compose
    card: true
    views:
      - { class: UIButton, label: Done, frame: [1, 3, 22, 1], action: done }
    actions:
      done: dismiss

"""#,
        "docs/apps/button-menu.nss": #"""
# Button menus on iOS 17: a menu that is the button's primary action opens
# on touch-down; a long press opens the other kind; a touch outside an open
# menu only closes it; an item runs its action.
app "button-menu.yaml"
strategy none
profile ios17

# Sort: a tap sorts at once; a long press opens its menu instead.
at 0ms tap "Sort"
settle
expect log contains "sorted by date"
after 0ms press "Sort" for 700ms
settle
expect event button-menu-opened button = "UIButton \"Sort\"" long-press = yes rule = button-menu-long-press
after 0ms tap-menu "By sender"
settle
expect event button-menu-chose item = "By sender"
expect log contains "sorted by sender"

# More: the menu opens on touch-down and the button's own action never runs.
after 0ms tap "Ada"
settle
after 0ms tap "More"
settle
expect event button-menu-opened button = "UIButton \"More\"" long-press = no rule = button-menu-primary-action
expect log !contains "the button's own action"

# A tap on back while the menu is open only closes it.
after 0ms tap back
settle
expect event button-menu-dismissed rule = menu-outside-touch-only-dismisses
expect stack = Inbox > Ada

# Reply pushes, as the tap that chose it.
after 0ms tap "More"
after 100ms tap-menu "Reply"
settle
expect stack = Inbox > Ada > Reply

"""#,
        "docs/apps/button-menu.yaml": #"""
# Button menus (iOS 14+). A message screen's More button shows its menu as
# its primary action: the menu opens on touch-down and the button's own
# action never runs (Apple's showsMenuAsPrimaryAction page). Sort opens its
# menu on a long press; a tap sorts at once. While a menu is open a touch
# anywhere else only closes it. docs/apps/button-menu.nss tours it.
app: Button menus
root: Inbox
screens:
  Inbox:
    title: Inbox
    views:
      - class: UITableView
        frame: [0, 0, 24, 6]
        subviews:
          - { class: UITableViewCell, label: Ada, text: Ada, frame: [0, 0, 24, 2], action: open, argument: 1 }
          - { class: UITableViewCell, label: Grace, text: Grace, frame: [0, 2, 24, 2], action: open, argument: 2 }
      - class: UIButton
        label: Sort
        frame: [1, 8, 22, 1]
        action: sortByDate
        menu: [By date, { title: By sender, action: sortBySender }]
    actions:
      open:
        push: Message
        argument: "{arg}"
      sortByDate: { log: sorted by date }
      sortBySender: { log: sorted by sender }
  Message:
    title: "{n:Ada|Grace}"
    model: "message:{n}"
    views:
      - class: UIButton
        label: More
        frame: [1, 1, 22, 1]
        action: more
        showsMenuAsPrimaryAction: true
        menu:
          - { title: Reply, action: reply }
          - { title: Forward, action: forward }
          - Flag
    actions:
      more: { log: the button's own action }
      reply: { push: Reply }
      forward: { push: Reply }
  Reply:
    title: Reply
    views:
      - { class: UILabel, text: "Re:", frame: [1, 1, 22, 1] }

"""#,
        "docs/apps/hit-testing.nss": #"""
# A tour of docs/apps/hit-testing.yaml, one rule per tap:
#   navsandbox run hit-testing      (the app line below names its app)
# Points are phone cells: the content starts at row 3, below the bar. A
# button acts when the finger lifts (50 ms), so each tap is followed by a wait.
app "hit-testing.yaml"
strategy none
profile ios17

at 0ms tap 12,3
wait 60ms
expect log contains "A got the tap"
after 200ms tap 20,5
wait 60ms
expect log contains "B got the tap"
after 200ms tap 12,7
wait 60ms
expect log contains "C got the tap"
after 200ms tap 12,9
wait 60ms
expect log !contains "D got the tap"
# In the overlap (columns 9-14) the later sibling is in front.
after 200ms tap 12,11
wait 60ms
expect log contains "F got the tap"
expect log !contains "E got the tap"
after 200ms tap 3,11
wait 60ms
expect log contains "E got the tap"
after 200ms tap 12,13
wait 60ms
expect log !contains "G got the tap"
# Inside the 12-cell box the button takes the tap; outside it, nothing does.
after 200ms tap 18,15
wait 60ms
expect log !contains "H got the tap"
after 200ms tap 5,15
wait 60ms
expect log contains "H got the tap"
after 200ms tap 12,17
wait 60ms
expect log contains "J got the tap"
after 200ms tap 12,19
wait 60ms
expect log contains "I got the tap"
settle

"""#,
        "docs/apps/interactive-transitions.nss": #"""
# An app-driven interactive push, finished and cancelled; an interactive pop;
# and a cancelled interactive setViewControllers that leaves one screen too
# many on the stack (rdar 14794181).
app "interactive-transitions.yaml"
strategy none
profile ios17

# Push, follow the app's updates, finish.
at 0ms tap "Open"
after 100ms interaction-update 40%
after 100ms interaction-finish
settle
expect event interaction-began kind = push screen = Detail rule = app-driven-interactive-transition
expect event interaction-released progress = 40 finish = yes
expect stack = Home > Detail

# An interactive pop, cancelled: Detail stays.
after 0ms tap "Close"
after 100ms interaction-update 30%
after 100ms interaction-cancel
settle
expect stack = Home > Detail
expect event interactive-pop-cancelled screen = Detail

# Finished this time.
after 0ms tap "Close"
after 100ms interaction-finish
settle
expect stack = Home

# A cancelled push leaves the stack as it was.
after 0ms tap "Open"
after 100ms interaction-update 60%
after 100ms interaction-cancel
settle
expect event interaction-cancelled kind = push restored = yes rule = cancelled-push-lifecycle
expect stack = Home

# A cancelled setViewControllers: Home still shows, but the stack holds
# Home and Welcome, and the bar says Home.
after 0ms tap "Replace"
after 100ms interaction-update 50%
after 100ms interaction-cancel
settle
expect event interaction-cancelled restored = no rule = cancelled-interactive-set-stack-keeps-both
expect stack = Home > Welcome
expect event warning cause = bar-out-of-step

"""#,
        "docs/apps/interactive-transitions.yaml": #"""
# Transitions the app drives itself: the navigation delegate returns a
# UIPercentDrivenInteractiveTransition (`interactive: true`), and scripts
# move it with interaction-update, interaction-finish and interaction-cancel
# as the app's own pan would. A cancelled push leaves the stack as it was; a
# cancelled setViewControllers keeps both the old screen and the new one
# (rdar 14794181). docs/apps/interactive-transitions.nss tours it.
app: Interactive transitions
root: Home
screens:
  Home:
    title: Home
    views:
      - { class: UIButton, label: Open, frame: [1, 1, 22, 1], action: open }
      - { class: UIButton, label: Replace, frame: [1, 3, 22, 1], action: replace }
    actions:
      open:
        push: Detail
        interactive: true
      replace:
        setStack: [Welcome]
        interactive: true
  Detail:
    title: Detail
    views:
      - { class: UIButton, label: Close, frame: [1, 1, 22, 1], action: close }
    actions:
      close:
        pop:
        interactive: true
  Welcome:
    title: Welcome

"""#,
        "docs/apps/scrolling-table.nss": #"""
# A table in a scroll view: the touch delay, a flick that never reaches a
# row, a drag that cancels a highlighted row, a button that keeps its touch,
# and a table with both properties off.
app "scrolling-table.yaml"
strategy none
profile ios17

# A quick tap: held back, then delivered with the lift; the row still fires.
at 0ms tap "Row 1"
expect event touch-delayed-by-scroll-view touch = 1 scroll-view = UITableView delay = 150 rule = scroll-view-delays-content-touches
settle
expect stack = Feed > Item 1
after 0ms tap back
settle

# A flick from a row: the table scrolls before the delay ends; the row never gets the touch.
after 0ms scroll "Row 2" by -3
settle
expect event touch-cancelled-by-scrolling view = "UITableViewCell \"Row 2\"" delivered = no rule = scroll-view-delays-content-touches
expect stack = Feed

# Held past the delay, the row highlights; then the drag cancels it.
after 0ms scroll "Row 2" by -3 held 300ms
settle
expect event touch-highlighted control = "UITableViewCell \"Row 2\""
expect event touch-cancelled-by-scrolling delivered = yes rule = scroll-view-cancels-content-touches
expect stack = Feed

# A button already tracking is not cancelled: no scroll, and it fires.
after 0ms scroll "Load more" by -2 held 300ms
settle
expect event scroll-kept-by-content view = "UIButton \"Load more\"" cause = control rule = control-touches-not-cancelled
expect event app text = "Load more: fetching the next page"

# A press: the highlight at 150 ms, the push when the finger lifts.
after 0ms press "Row 3" for 400ms
settle
expect stack = Feed > Item 3
after 0ms tap back
settle

# The pinned table: no delay, and the row keeps its touch when a drag starts.
after 0ms scroll "Pinned 1" by -2 held 300ms
settle
expect event scroll-kept-by-content view = "UITableViewCell \"Pinned 1\"" cause = cannot-cancel rule = scroll-view-cancels-content-touches
expect stack = Feed > Item 101

"""#,
        "docs/apps/scrolling-table.yaml": #"""
# A table inside a scroll view: what UIScrollView does between a finger and
# its content.
#
# delaysContentTouches (true by default) holds a touch-down on the content
# until the scroll view knows the finger is not scrolling: about 150 ms (Apple
# does not document the length), or until the finger lifts. A row's highlight
# lags; a flick that starts on a row scrolls and the row never hears of it
# (rule scroll-view-delays-content-touches). canCancelContentTouches (true by
# default) cancels a touch the content already has when a drag starts
# scrolling (rule scroll-view-cancels-content-touches) — except a UIButton's:
# touchesShouldCancel(in:) is false for a UIControl, so a button already
# tracking keeps the touch and fires (rule control-touches-not-cancelled).
# The "Pinned" table turns both off: its rows highlight at once and keep
# their touch when a drag starts.
#   navsandbox --app docs/apps/scrolling-table.yaml
#   navsandbox run scrolling-table
app: "Scrolling table"
root: Feed

screens:
  Feed:
    class: FeedViewController
    title: Feed
    views:
      - class: UIScrollView
        frame: [0, 0, 24, 19]
        subviews:
          - { class: UILabel, text: Today, frame: [1, 0, 22, 1] }
          - class: UITableView
            frame: [0, 1, 24, 6]
            subviews:
              - { class: UITableViewCell, label: Row 1, text: Row 1, frame: [0, 0, 24, 2], action: open, argument: 1 }
              - { class: UITableViewCell, label: Row 2, text: Row 2, frame: [0, 2, 24, 2], action: open, argument: 2 }
              - { class: UITableViewCell, label: Row 3, text: Row 3, frame: [0, 4, 24, 2], action: open, argument: 3 }
          - { class: UIButton, label: Load more, frame: [1, 8, 22, 1], action: loadMore }
          - { class: UILabel, text: Pinned, frame: [1, 10, 22, 1] }
          - class: UITableView
            frame: [0, 11, 24, 4]
            delaysContentTouches: false
            canCancelContentTouches: false
            subviews:
              - { class: UITableViewCell, label: Pinned 1, text: Pinned 1, frame: [0, 0, 24, 2], action: open, argument: 101 }
              - { class: UITableViewCell, label: Pinned 2, text: Pinned 2, frame: [0, 2, 24, 2], action: open, argument: 102 }
    actions:
      open:
        push: Detail
        argument: "{arg}"
      loadMore:
        log: "Load more: fetching the next page"
  Detail:
    class: DetailViewController
    title: "Item {n}"

"""#,
        "docs/apps/set-stack.nss": #"""
# setViewControllers by the app's buttons: a push-like jump, a same-top
# reorder, a pop-like reset, and one made while a push still animates.
app "set-stack.yaml"
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Jump to thread"
settle
expect event stack-replaced stack = "Inbox, Thread 1" removed = "Message 1" transition = push
expect event transition-starts kind = push screen = "Thread 1"
expect stack = Inbox > Thread 1
after 0ms tap "File in archive"
settle
expect event stack-replaced stack = "Inbox, Archive, Thread 1" rule = set-view-controllers-same-top
expect stack = Inbox > Archive > Thread 1
after 0ms tap "Back to inbox"
settle
expect event stack-replaced stack = "Inbox" removed = "Archive, Thread 1" transition = pop
expect stack = Inbox
after 0ms tap "Latest, then reset"
settle
expect event call-deferred request = "setViewControllers [Inbox]" rule = set-view-controllers-deferred
expect event stack-replaced stack = "Inbox" removed = "Message 9" transition = pop
expect stack = Inbox

"""#,
        "docs/apps/set-stack.yaml": #"""
# setViewControllers(_:animated:) from an app's actions (`setStack:`): a
# mail app that jumps from a message to its thread, files the thread under
# an archive beneath it, and resets to the inbox.
#
# Apple documents the animation: a new top comes in with a push, a top that
# was already in the stack with a pop (rule set-view-controllers-transition);
# a top that stays animates nothing (rule set-view-controllers-same-top,
# inferred). "Latest, then reset" pushes Message 9 and calls
# setViewControllers while that push still animates: UIKit holds it like a
# push and runs it when the push ends (rule set-view-controllers-deferred,
# inferred). `compare` shows which guards drop or queue it instead.
#   navsandbox --app docs/apps/set-stack.yaml
#   navsandbox run set-stack
app: "setViewControllers"
root: Inbox

screens:
  Inbox:
    class: InboxViewController
    title: Inbox
    views:
      - { class: UIButton, label: Message 1, frame: [1, 0, 22, 1], action: open, argument: 1 }
      - { class: UIButton, label: "Latest, then reset", frame: [1, 2, 22, 1], action: latestThenReset }
    actions:
      open:
        push: Message
        argument: "{arg}"
      latestThenReset:
        - push: Message
          argument: 9
        - after: 100ms
          then:
            setStack: [Inbox]
  Message:
    class: MessageViewController
    title: "Message {n}"
    views:
      - { class: UIButton, label: Jump to thread, frame: [1, 0, 22, 1], action: jump }
    actions:
      jump:
        # The message leaves the stack: Inbox > Thread, as a push.
        setStack: [Inbox, { screen: Thread, argument: "{n}" }]
  Thread:
    class: ThreadViewController
    title: "Thread {n}"
    views:
      - { class: UIButton, label: File in archive, frame: [1, 0, 22, 1], action: file }
      - { class: UIButton, label: Back to inbox, frame: [1, 2, 22, 1], action: reset }
    actions:
      file:
        # The thread stays on top: the archive goes beneath it, nothing animates.
        setStack: [Inbox, Archive, Thread]
      reset:
        # Inbox was in the stack: a pop.
        setStack: [Inbox]
  Archive:
    class: ArchiveViewController
    title: Archive

"""#,
        "docs/apps/settings-mash.nss": #"""
# AAO-React-Native #155 by keyboard: three quick taps on Settings push three
# Settings screens. Try it under each guard:
#   navsandbox compare settings-mash   (the app line below names its app)
app "settings-mash.yaml"
strategy none
profile ios17

at 0ms tap "Settings"
after 120ms tap "Settings"
after 120ms tap "Settings"
settle
expect stack = Home > Settings > Settings > Settings
expect violation double-push = fired

"""#,
        "docs/apps/settings-mash.yaml": #"""
# A race from a real report: StoDevX/AAO-React-Native issue #155, "Settings
# button can be pushed multiple times" (https://github.com/StoDevX/AAO-React-Native/issues/155):
# "I can mash the button 4 or 5 times" and several Settings screens are
# pushed; "why does it take so long to open?".
#
# Why UIKit's own blocking does not save it: the tap does not push at once.
# The push runs after an asynchronous hop (there, React Native's bridge; here
# a 250 ms load), so every tap that lands before the first push starts has
# already queued its own push. UIKit then defers each push that arrives
# during a transition and runs it afterwards (iOS 8 and later).
#   navsandbox --app docs/apps/settings-mash.yaml
#   navsandbox run settings-mash
#   navsandbox compare settings-mash
app: "Settings mash (AAO-React-Native #155)"
root: Home
behaviours: [screen-view-tracker]

screens:
  Home:
    class: HomeViewController
    title: Home
    views:
      - { class: UILabel, text: Today's menu, frame: [1, 0, 22, 1] }
      - { class: UIButton, label: Settings, frame: [1, 2, 22, 1], action: openSettings }
      - { class: UIButton, label: Edit, frame: [1, 4, 22, 1], action: edit }
    actions:
      openSettings:
        - log: Home asks the JS side to open Settings (250 ms hop)
        - load: 250ms
          then:
            push: Settings
      edit:
        - log: Home asks the JS side to open Edit (250 ms hop)
        - load: 250ms
          then:
            push: Edit
  Settings:
    class: SettingsViewController
    title: Settings
    model: settings
    # A slow screen: its push takes longer, so more taps fit before it ends.
    loadCost: 200ms
    views:
      - { class: UILabel, text: Notifications, frame: [1, 0, 22, 1] }
      - { class: UIButton, label: Credits, frame: [1, 2, 22, 1], action: credits }
    actions:
      credits:
        push: Credits
  Edit:
    class: EditViewController
    title: Edit
    model: edit
  Credits:
    class: CreditsViewController
    title: Credits

"""#,
        "docs/apps/sheet-settings.nss": #"""
# System sheets on iOS 17: a modal sheet refuses the swipe down, a medium
# sheet lets a tap above it push under it, dragged to large it dims and
# takes the tap, and a swipe down dismisses it.
app "sheet-settings.yaml"
strategy none
profile ios17

at 0ms tap "Account"
settle
expect presented = Account
after 0ms dismiss-swipe-begin
expect event dismiss-attempt-prevented screen = Account rule = modal-in-presentation
expect presented = Account
after 0ms tap "Done"
settle
expect presented = none
after 0ms tap "Text size"
settle
expect flag card = "sheet medium"
after 0ms tap "Wi-Fi"
settle
expect event transition-starts kind = push screen = Wi-Fi
expect stack = Settings > Wi-Fi
expect presented = Text Size
after 0ms drag-sheet large
settle
expect event sheet-detent-changed screen = "Text Size" from = medium to = large dimmed = yes rule = sheet-detents
expect flag card = "sheet large"
after 0ms tap back
settle
expect stack = Settings > Wi-Fi
after 0ms drag-sheet dismiss
settle
expect event dismiss-completes card = "Text Size"
expect presented = none
after 0ms tap back
settle
expect stack = Settings

"""#,
        "docs/apps/swipe-to-reply.nss": #"""
# Swipe to reply on iOS 17 and on iOS 26: the same rightward drag on the
# bubble replies before iOS 26 and pops the thread on iOS 26, and the fix
# four apps shipped (turning off only interactiveContentPopGestureRecognizer)
# gives it back.
app "swipe-to-reply.yaml"
strategy none
profile ios17

# iOS 17: only the edge pan pops, so a drag from the middle is the bubble's.
at 0ms tap "Ada"
settle
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-recognized view = "UIView \"Bubble\"" rule = app-pan-wins-away-from-edge
expect event app-pan-action selector = reply: target = Ada
expect stack = Chats > Ada

# iOS 26: the content pop takes the same drag; the bubble gets nothing.
after 0ms switch-profile ios26
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-lost recognizer = content rule = content-pop-takes-app-pan
expect stack = Chats

# The fix: turn off the content recognizer alone. The bubble replies again,
# and the edge swipe still pops.
after 0ms tap "Grace"
settle
after 0ms set content-pop-gesture off
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-action selector = reply: target = Grace
expect stack = Chats > Grace
after 0ms swipe-back finish
settle
expect stack = Chats

"""#,
        "docs/apps/swipe-to-reply.yaml": #"""
# A chat whose message bubbles answer a rightward drag with a reply (its own
# UIPanGestureRecognizer, `pan: right`), over a horizontal strip of photos
# and a vertical history table. Before iOS 26 the drag is the bubble's; on
# iOS 26 the navigation controller's content pop takes it on a pushed
# screen, as NativePHP mobile-air #481, deltachat-ios #3088 and Kodi #1465
# report. docs/apps/swipe-to-reply.nss tours it.
app: Swipe to reply
root: Chats
screens:
  Chats:
    title: Chats
    views:
      - class: UITableView
        frame: [0, 0, 24, 8]
        subviews:
          - { class: UITableViewCell, label: Ada, frame: [0, 0, 24, 2], action: open, argument: 1 }
          - { class: UITableViewCell, label: Grace, frame: [0, 2, 24, 2], action: open, argument: 2 }
    actions:
      open:
        push: Thread
        argument: "{arg}"
  Thread:
    title: "{n:Ada|Grace}"
    model: "thread:{n}"
    views:
      - { class: UIView, label: Bubble, text: "Hi! Swipe me →", frame: [1, 1, 22, 2], background: cyan, pan: right, panAction: reply }
      - class: UIScrollView
        label: Photos
        frame: [0, 4, 24, 3]
        scrollAxis: horizontal
        background: dots
      - class: UITableView
        label: History
        frame: [0, 8, 24, 8]
        subviews:
          - { class: UITableViewCell, label: Older, frame: [0, 0, 24, 2], action: older }
    actions:
      reply: { log: replying to the bubble }
      older: { log: older messages }

"""#,
        "docs/apps/tab-bar.nss": #"""
# A tab bar of three stacks: each tab keeps its own stack, a re-tap pops
# the selected tab to its root, and a tab tap during a push completes the
# push before the other tab shows.
app "tab-bar.yaml"
strategy none
profile ios17

# Chats: push a chat and its profile.
at 0ms tap "Ada"
settle
after 0ms tap "Profile"
settle
expect stack = Chats > Ada > Profile 1

# Feed shows its own stack; Chats keeps its.
after 0ms tap-tab "Feed"
settle
expect tab "Feed"
expect stack = Feed
expect event tab-selected tab = Feed reselected = no rule = tab-stacks-independent
after 0ms tap "Post"
settle
after 0ms tap-tab "Chats"
settle
expect stack = Chats > Ada > Profile 1

# A re-tap pops the selected tab to its root (UITabBarController's page:
# "even if the tab was already selected").
after 0ms tap-tab "Chats"
settle
expect stack = Chats
expect event tab-selected tab = Chats reselected = yes rule = tab-reselect-pops-to-root

# A tab tap 100 ms into a push: the tab bar is not in the transition, and
# the switch completes the push first.
after 0ms tap "Grace"
after 100ms tap-tab "Feed"
settle
expect event transition-interrupted kind = push screen = Grace rule = tab-switch-completes-transition
expect stack = Feed > Post
after 0ms tap-tab "Chats"
settle
expect stack = Chats > Grace

"""#,
        "docs/apps/tab-bar.yaml": #"""
# A tab bar of three navigation controllers, as most apps are built today.
# Each tab keeps its own stack; a tap on the selected tab's item pops it to
# its root (Apple's UITabBarController page: "even if the tab was already
# selected"). docs/apps/tab-bar.nss tours it; `tabShouldSelect:
# unless-selected` is the StackOverflow recipe that stops the re-tap's pop.
app: Tabs
tabs:
  - { title: Chats, root: Chats }
  - { title: Feed, root: Feed }
  - { title: Settings, root: Settings }
screens:
  Chats:
    title: Chats
    views:
      - class: UITableView
        frame: [0, 0, 24, 6]
        subviews:
          - { class: UITableViewCell, label: Ada, text: Ada, frame: [0, 0, 24, 2], action: open, argument: 1 }
          - { class: UITableViewCell, label: Grace, text: Grace, frame: [0, 2, 24, 2], action: open, argument: 2 }
    actions:
      open:
        push: Chat
        argument: "{arg}"
  Chat:
    title: "{n:Ada|Grace}"
    model: "chat:{n}"
    views:
      - { class: UIButton, label: Profile, frame: [1, 1, 22, 1], action: profile }
    actions:
      profile: { push: Profile, argument: "{n}" }
  Profile:
    title: "Profile {n}"
    views:
      - { class: UILabel, text: "A profile", frame: [1, 1, 22, 1] }
  Feed:
    title: Feed
    views:
      - { class: UIButton, label: Post, frame: [1, 1, 22, 1], action: post }
    actions:
      post: { push: Post }
  Post:
    title: Post
    views:
      - { class: UILabel, text: "A post", frame: [1, 1, 22, 1] }
  Settings:
    title: Settings
    views:
      - { class: UIButton, label: Account, frame: [1, 1, 22, 1], action: account }
    actions:
      account: { push: Account }
  Account:
    title: Account

"""#,
        "docs/apps/zoom-photos.nss": #"""
# Zoom transitions on iOS 26: a drag down dismisses a zoomed photo; a screen
# whose zoom options refuse it stays; the content swipe still pops it; a tap
# while the zoomed photo settles away lands on it.
app "zoom-photos.yaml"
strategy none
profile ios26

at 0ms tap "Beach"
settle
expect event zoom-prepared screen = Beach source = Beach rule = zoom-transition
expect stack = Photos > Beach

# A drag down, released past halfway: the zoom dismissal pops it.
after 0ms dismiss-swipe-begin
after 100ms dismiss-swipe-move 60%
after 100ms dismiss-swipe-end finish
settle
expect event zoom-dismissal-began screen = Beach rule = zoom-interactive-dismissal
expect event swipe-released recognizer = zoom-dismiss finish = yes
expect stack = Photos

# The locked photo refuses the drag; the back swipe from the content still pops it.
after 0ms tap "Locked"
settle
after 0ms dismiss-swipe-begin
settle
expect event dismiss-swipe-refused cause = zoom-dismiss-refused rule = zoom-dismiss-should-begin
expect stack = Photos > Locked
after 0ms swipe-back finish from 12,12
settle
expect stack = Photos

# A tap while the zoomed photo settles away lands on it, not on the grid.
after 0ms tap "Forest"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-end finish
after 20ms tap "Like"
settle
expect log contains "liked"
expect stack = Photos

"""#,
        "docs/apps/zoom-photos.yaml": #"""
# Zoom transitions (iOS 18+). A grid of photos pushes each one with a zoom
# from its cell (`transition: zoom`, `zoomSource:`, as
# preferredTransition = .zoom(sourceViewProvider:) does); a drag down
# dismisses it interactively, except the Locked photo, whose zoom options
# answer interactiveDismissShouldBegin false. The Info card zooms in from its
# button. On profiles before iOS 18 everything comes in the default way.
# docs/apps/zoom-photos.nss tours it.
app: Zoom photos
root: Grid
screens:
  Grid:
    title: Photos
    views:
      - { class: UIButton, label: Beach, frame: [1, 1, 10, 3], action: beach, background: cyan }
      - { class: UIButton, label: Forest, frame: [13, 1, 10, 3], action: forest, background: green }
      - { class: UIButton, label: Locked, frame: [1, 5, 10, 3], action: locked, background: gray }
      - { class: UIButton, label: Info, frame: [13, 5, 10, 1], action: info }
    actions:
      beach:
        push: Photo
        argument: 1
        transition: zoom
        zoomSource: Beach
      forest:
        push: Photo
        argument: 2
        transition: zoom
        zoomSource: Forest
      locked:
        push: LockedPhoto
        transition: zoom
        zoomSource: Locked
      info:
        present: InfoCard
        transition: zoom
        zoomSource: Info
  Photo:
    title: "{n:Beach|Forest}"
    model: "photo:{n}"
    views:
      - { class: UIButton, label: Like, frame: [1, 1, 22, 1], action: like }
    actions:
      like: { log: liked }
  LockedPhoto:
    title: Locked
    interactiveDismissShouldBegin: false
  InfoCard:
    title: Info
    card: true
    interactiveDismissShouldBegin: false
    views:
      - { class: UIButton, label: Close, frame: [1, 3, 22, 1], action: close }
    actions:
      close: dismiss

"""#,
        "docs/guards/examples/button-throttle.yaml": #"""
# The button throttle iOS teams paste into a UIControl category: a swizzle of
# sendAction(_:to:for:) that drops a control's action when that control's
# last action went through less than 500 ms ago (FWFramework's
# UIControl+FWFramework.m keeps the last accepted time on each control;
# UIButtonIgnoreEvent's UIControl+FY.m sets a flag on the control for the
# interval). `action-within` is that time, kept per control: a second tap on
# the same row is dropped, even with a tap on another row between; a tap on
# another row is not, so two rows tapped quickly still push twice.
# (`same-control and action-within 500ms` would compare with the last
# control only: row 1, row 2, row 1 would get through.) Try it:
#   navsandbox run double-push-row --guard docs/guards/examples/button-throttle.yaml --strategy my-button-throttle
guard: my-button-throttle
summary: drops a control's action when that control acted less than 500 ms ago
source: "per-control sendAction throttles: lszzy/FWFramework UIControl+FWFramework.m; ifanyong/UIButtonIgnoreEvent UIControl+FY.m"
rules:
  - on: sendAction
    when: action-within 500ms
    do:
      - drop: this button acted less than 500 ms ago

"""#,
        "docs/guards/examples/switching-flag.yaml": #"""
# The isSwitching subclass of UINavigationController from the article
# "UIViewController Push & Pop 的那些坑" (the built-in strategy's source),
# written as a guard file. It decides every race the
# built-in `switching-flag` strategy does; edit it to try your own ideas.
guard: my-switching-flag
summary: isSwitching drops pushes and queues pops until didShow
source: the article "UIViewController Push & Pop 的那些坑", its isSwitching subclass of UINavigationController
flags:
  isSwitching: { kind: bool, note: an animated push or pop is running }
  popVCAnimateQueue: { kind: queue, order: fifo, note: pops waiting for didShow }
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
      - queue: popVCAnimateQueue
  - on: [pop, popTo]
    when: animated
    do: [set: isSwitching, allow]
  - on: didShow
    do:
      - clear: isSwitching
      - pop-gesture: on
      - flush: popVCAnimateQueue

"""#,
        "docs/guards/examples/touch-debounce.yaml": #"""
# A UIApplication subclass whose sendEvent(_:) override swallows any touch
# that begins within 500 ms of the last one it let through: the "no double
# taps anywhere" recipe, written as a guard file. It stops a quick double
# tap on a row, but it knows nothing of transitions: a second tap 600 ms
# later still lands mid-push. Try it:
#   navsandbox run double-push-row --guard docs/guards/examples/touch-debounce.yaml --strategy my-touch-debounce
guard: my-touch-debounce
summary: a sendEvent override drops a touch that begins within 500 ms of the last one let through
source: "subclassing UIApplication to override sendEvent: and block user events, https://www.besthub.dev/tags/user-interaction"
flags:
  recentTouch: { kind: bool, note: a touch got through less than 500 ms ago }
rules:
  - on: sendEvent
    when: recentTouch
    do:
      - drop: a touch began less than 500 ms after the last one
  - on: sendEvent
    do:
      - set: recentTouch
      - start-timer: { name: quiet, after: 500ms }
      - allow
  - on: timer quiet
    do:
      - clear: recentTouch

"""#,
        "docs/guards/examples/transition-coordinator.yaml": #"""
# The StackOverflow guard: a UINavigationController subclass whose push,
# pop and popToRoot return at once while `transitionCoordinator != nil`.
# Apple's transitionCoordinator is non-nil during a presentation or a
# dismissal as well as during an animated push or pop (rule
# transition-coordinator-covers-presentations), so this guard also refuses a
# push made while a card comes in or goes away, which a flag set in
# willShow/didShow never sees. Try it: save these three lines as
# race.nss — the demo pushes Message 3 half a second after the tap, while
# Compose is still coming in —
#   at 0ms tap "Open latest in 0.5s"
#   at 300ms tap "Compose"
#   settle
# and run
#   navsandbox compare race.nss --guard docs/guards/examples/transition-coordinator.yaml
# Under `none` UIKit holds the push until Compose is in, then pushes; under
# this guard it is refused, and the must-complete push is lost.
guard: my-transition-coordinator
summary: refuses push and pop while the navigation controller's transitionCoordinator is non-nil
source: "guard transitionCoordinator == nil else { return } in a UINavigationController subclass; Apple's transitionCoordinator page"
rules:
  - on: [push, pop, popToRoot]
    when: transition-coordinator
    do:
      - drop: a transition is running (transitionCoordinator != nil)

"""#,
        "docs/guards/library/buffered-queue.nss": #"""
# BufferedNavigationController issue #5, "Pop gesture messes stuff up"
# (https://github.com/Plasma/BufferedNavigationController/issues/5, 2014;
# evidence: the issue thread, I, and the reporter's own fix b1fc75e, S):
# a swipe-back that is started and then cancelled never gets didShow, so the
# controller stays "transitioning" and every later call is queued for ever.
# Run: navsandbox run docs/guards/library/buffered-queue.nss
#
# The sandbox's model agrees with the report: a cancelled interactive pop
# calls willShow when it begins and never didShow (docs/model.md, rule
# cancelled-pop-lifecycle).
strategy buffered-queue
profile ios17

# The queue working: "Back twice" pops twice in one turn; the second pop
# waits in the queue and the first pop's didShow runs it.
at 0ms tap "Message 1"
settle
after 0ms tap "Next message"
settle
after 0ms tap "Back twice"
settle
expect event guard-queued request = "pop" flag = blocks
expect stack = Inbox

# Issue #5: a cancelled swipe-back takes the lock in willShow, and no didShow
# ever releases it.
after 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
# Message 1 was shown three times before (two pushes, one pop); the
# cancelled swipe adds no fourth didShow.
expect event did-show screen = "Message 1" count = 3
expect flag transitioning = YES
expect violation stuck-lock = fired

# Every later call is queued and never runs: a tap on Reply, then a swipe.
after 0ms tap "Reply"
wait 2s
expect event guard-queued request = "push Reply" flag = blocks
expect flag blocks = "push Reply"
after 0ms swipe-back finish
wait 2s
expect event guard-queued request = "interactive pop" flag = blocks
expect stack = Inbox > Message 1

"""#,
        "docs/guards/library/epoxy-queue.nss": #"""
# Epoxy's NavigationQueue against the races its design answers, and against
# BufferedNavigationController issue #5 (a cancelled swipe-back that left that
# queue locked for ever), which it does not suffer.
# Run: navsandbox run docs/guards/library/epoxy-queue.nss
strategy epoxy-queue
profile ios17

# A double tap on a row: the second request waits while the first push
# runs, then changes nothing (the same message is on top) and does nothing.
at 0ms double-tap "Message 1"
settle
expect event guard-queued request = "push Message 1" flag = next
expect event guard-refused request = "push Message 1"
expect stack = Inbox > Message 1

# Three rows tapped quickly: Message 2's request is replaced by Message 3's
# before the running push ends (latest wins), and only Message 3 is pushed.
after 0ms tap back
settle
after 0ms tap "Message 1"
after 60ms tap "Message 2"
after 60ms tap "Message 3"
settle
expect event guard-dropped request = "push Message 2"
expect stack = Inbox > Message 1 > Message 3

# A cancelled swipe-back ends its transition too: the flag clears and the
# next tap pushes at once.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 3"
expect flag isTransitioning = NO
expect violation stuck-lock = no
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Message 3 > Reply

"""#,
        "docs/guards/library/lifecycle-pop-gesture.nss": #"""
# The pop-gesture recipe on iOS 7, where a swipe-back during a push freezes
# the UI ("Unbalanced calls to begin/end appearance transitions"; docs/model.md,
# rule ios7-swipe-during-push-freezes): the recipe keeps the swipe from
# beginning while the push runs. `navsandbox compare` shows `none` freezing.
# Run: navsandbox run docs/guards/library/lifecycle-pop-gesture.nss
strategy lifecycle-pop-gesture
profile ios7

at 0ms tap "Message 1"             # the push starts at 200 ms (the row loads for 150 ms)
at 300ms swipe-back finish         # mid-push: the recognizer is off
settle
expect event swipe-refused count = 1
expect frozen = no
expect stack = Inbox > Message 1

# A cancelled swipe: the screen that stays gets viewWillAppear and then
# viewDidAppear, so the gesture is on again afterwards.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
expect event lifecycle method = viewDidAppear screen = "Message 1" count = 2
expect flag popGesture = "enabled, cancelled"

# RickeyBoy's freeze does not happen here: the swipe turns the gesture off
# through Inbox's viewWillAppear as it begins, and the model lets a swipe in
# progress carry on (see the guard file's header).
after 0ms swipe-back finish
settle
expect event interactive-pop-finishes screen = "Inbox"
expect stack = Inbox
expect frozen = no

"""#,
        "docs/guards/library/qmui-transiting.nss": #"""
# QMUI_iOS 2.6.2's isViewControllerTransiting, alone and with
# FDFullscreenPopGesture — issues #275 and #336
# (https://github.com/Tencent/QMUI_iOS/issues/336): with FD installed, a back
# swipe cancelled half-way leaves every later push intercepted.
# Run: navsandbox run docs/guards/library/qmui-transiting.nss
strategy qmui-transiting
profile ios17

# The guard working: a double tap on a row pushes once.
at 0ms double-tap "Message 1"
settle
expect event guard-refused request = "push Message 1" flag = isViewControllerTransiting
expect stack = Inbox > Message 1

# A cancelled system edge swipe: QMUI heard the recognizer begin, watched the
# popping screen, and its viewWillAppear released the flag.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
expect flag isViewControllerTransiting = NO
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Reply

# With FDFullscreenPopGesture stacked inside (QMUI's override calls super,
# FD's swizzle). FD installs its pan at the first push it sees; from then on
# its pan drives the same interactive pop, but the system recognizer never
# begins, so nothing releases the flag (issue #336).
after 0ms switch-strategy qmui-transiting+fd-fullscreen-pop
after 0ms tap "Send"
settle
after 0ms tap back
settle
after 0ms tap "Message 1"
settle
expect stack = Inbox > Message 1
after 0ms swipe-back cancel from "Next message"
settle
expect event gesture-should-begin recognizer = "fd_fullscreenPopGestureRecognizer" allowed = yes
expect event interactive-pop-cancelled screen = "Message 1" count = 2
expect flag isViewControllerTransiting = YES
expect violation stuck-lock = fired
after 0ms tap "Reply"
settle
expect event guard-refused request = "push Reply" flag = isViewControllerTransiting
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/back-button-double-pop-ios7.nss": #"""
# A double tap on back under iOS 7: the second tap does nothing, because
# iOS 7's back button takes no touches while a transition runs (rule
# back-button-disabled-during-transition). The double-pop crash of the push/pop-trap article
# is still there, but only code reaches it: two animated pops in one turn,
# which is what "Back twice" does (rule ios7-double-pop-crash).
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
after 0ms double-tap back
settle
expect event touch-not-delivered rule = back-button-disabled-during-transition
expect stack = Inbox > Message 1
expect crash = none
# Code can still issue two pops in one turn.
after 0ms tap "Next message"
settle
after 0ms tap "Back twice"
settle
expect crash = "double-pop-crash"
expect crash = "released view controller"
expect violation double-pop-crash = fired

"""#,
        "docs/scenarios/back-button-menu.nss": #"""
# iOS 14+: a long press on the back button opens a menu of the earlier
# screens, newest first (rule back-button-menu). Choosing one pops straight
# to it with popToViewController(_:animated:), made by a tap: the strategy's
# guard decides it as it decides any tap's popTo.
#
# Run it with --profile ios12 and there is no menu: lifting the held finger
# taps back, so the app pops once to Message 2 and `tap-menu` finds no menu.
strategy block-all
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Next message"
settle
after 0ms tap "Reply"
settle
after 0ms long-press back
expect event back-menu-opened titles = "Message 2 | Message 1 | Inbox" rule = back-button-menu
after 0ms tap-menu "Message 1"
expect event transition-starts kind = popTo screen = "Message 1"
settle
expect stack = "Inbox > Message 1"
expect crash = none

"""#,
        "docs/scenarios/back-button-two-level-pop.nss": #"""
# Two-level pop from one double tap on the back button (the push/pop-trap article).
#
# On Reply, the first tap on back pops Reply. The bar drops Reply's item at
# once, so 100 ms later the same spot holds Message 1's back button ("‹ Inbox")
# and the second tap pops Message 1 too: the user wanted one level and got two.
# iOS 13+ defers the second pop until the first completes; see the ios7
# version for the crash.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Reply
after 0ms double-tap back
settle
expect stack = Inbox
expect violation double-pop-crash = no
expect violation double-pop = fired
expect crash = none

"""#,
        "docs/scenarios/button-menu-double-tap.nss": #"""
# A double tap on a button whose menu is its primary action. The first
# touch-down opens the menu (rule button-menu-primary-action); the second
# tap lands while it is open, so it only closes it (rule
# menu-outside-touch-only-dismisses): the user sees the menu flash and
# nothing chosen. Then an item is chosen and back is tapped while its push
# runs: the pick is a tap like any other, so each guard decides the push
# and the back tap as it would a button's.
app "../apps/button-menu.yaml"
strategy none
profile ios17

at 0ms tap "Ada"
settle
after 0ms double-tap "More"
settle
expect event button-menu-opened button = "UIButton \"More\"" long-press = no
expect event button-menu-dismissed rule = menu-outside-touch-only-dismisses
expect stack = Inbox > Ada
after 0ms tap "More"
after 100ms tap-menu "Reply"
after 100ms tap back
settle
expect event button-menu-chose item = Reply
expect stack = Inbox > Ada
expect crash = none

"""#,
        "docs/scenarios/card-pass-through.nss": #"""
# The same tap above a minimized card with the dropDown article's fix: the container
# passes touches through (`set pass-through on`), so the row beneath gets the
# tap and pushes while the card stays minimized.
strategy none
profile ios17
set pass-through on

at 0ms tap "Compose"
settle
after 0ms tap "Minimize"
settle
after 0ms tap "Message 2"
settle
expect violation swallowed-tap = no
expect stack = Inbox > Message 2
expect card = minimized

"""#,
        "docs/scenarios/card-swallows-tap.nss": #"""
# A minimized card swallows taps meant for the screen above it (the dropDown article).
#
# Compose presents a card; Minimize drags it down to its header strip. The
# full-screen, transparent presentation container is still there and takes
# the tap on Message 2: nothing beneath it ever sees the touch.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms tap "Minimize"
settle
expect card = minimized
expect presented = Compose
after 0ms tap "Message 2"
settle
expect violation swallowed-tap = fired
expect stack = Inbox

"""#,
        "docs/scenarios/double-push-row.nss": #"""
# Double push from a quick double tap on a row (the push/pop-trap article, the HUNavigationController article).
#
# Each tap on "Message 1" starts the row's 150 ms load, and each load ends
# in a push. On iOS 13+ UIKit defers the second push until the first
# transition completes, then runs it: the same message sits on the stack
# twice and the double-push detector fires. `compare` shows which guards
# drop the second push.
strategy none
profile ios17

at 0ms double-tap "Message 1"
# 300 ms: the first push runs, the second one waits for it.
wait 200ms
expect event call-deferred request = "push Message 1" rule = navigation-call-deferred
expect flag deferred = "push Message 1"
settle
expect stack = Inbox > Message 1 > Message 1
expect top = Message 1
expect violation double-push = fired
expect crash = none

"""#,
        "docs/scenarios/double-tap-under-sheet.nss": #"""
# A double tap through a system sheet's undimmed detent. The Text Size sheet
# rests at medium, where UIKit removes the dimming view and lets touches
# outside the sheet reach the screen behind it (rule sheet-undimmed-detent):
# "Wi-Fi" is tappable with the sheet open and pushes under it. Its push
# starts at once (no load, unlike the Inbox's rows), so the second tap of a
# quick double tap lands while the push animates and UIKit delivers it to no
# control (rule transition-disables-interaction): one push. The sheet
# protects nothing; the transition does, because the push began before the
# second tap. A guard that postpones calls undoes that: `delay` holds the
# first push 300 ms, the second tap finds no transition to stop it, and Wi-Fi
# is pushed twice (`compare` shows it).
app "../apps/sheet-settings.yaml"
strategy none
profile ios17

at 0ms tap "Text size"
settle
expect presented = Text Size
expect flag card = "sheet medium"
after 0ms double-tap "Wi-Fi"
settle
expect event touch-not-delivered rule = transition-disables-interaction
expect stack = Settings > Wi-Fi
expect presented = Text Size
expect violation double-push = no

"""#,
        "docs/scenarios/interactive-set-stack-cancelled.nss": #"""
# A cancelled interactive setViewControllers (rdar 14794181). The app
# replaces its stack with an interactive transition (its navigation
# delegate returns a UIPercentDrivenInteractiveTransition) and the user's
# drag cancels it halfway. Home shows again, but the stack now holds Home
# and Welcome: one more than before (rule
# cancelled-interactive-set-stack-keeps-both), and the bar still says Home.
# The user opens Detail and taps back: it pops to Welcome, a screen they
# never saw arrive. The radar's workaround removes the extra controller
# when the transition reports it was cancelled.
app "../apps/interactive-transitions.yaml"
strategy none
profile ios17

at 0ms tap "Replace"
after 100ms interaction-update 50%
after 100ms interaction-cancel
settle
expect event interaction-cancelled restored = no rule = cancelled-interactive-set-stack-keeps-both
expect stack = Home > Welcome
after 0ms tap "Open"
after 100ms interaction-finish
settle
expect stack = Home > Welcome > Detail
after 0ms tap back
settle
expect top = Welcome
expect crash = none

"""#,
        "docs/scenarios/ios26-content-swipe.nss": #"""
# iOS 26's content swipe: a swipe that starts anywhere on the content pops,
# even mid-transition (rule content-pop-gesture).
#
# Before iOS 26 only a swipe from the left edge pops; on iOS 26
# interactiveContentPopGestureRecognizer takes one from the middle of the
# screen (rule content-pop-gesture), and it may begin while a push still
# runs: the push completes at once and the interactive pop follows the finger
# (rule swipe-interrupts).
strategy none
profile ios26

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 100ms swipe-back finish from 12,12
wait 50ms
expect event transition-interrupted kind = push screen = Reply rule = swipe-interrupts
settle
expect stack = Inbox > Message 1
expect crash = none

"""#,
        "docs/scenarios/ios26-double-back.nss": #"""
# iOS 26's interruptible transitions: a second back tap pops again at once
# (rule back-button-interrupts; react-native-screens PR 3093, navigation
# PR 888).
#
# On iOS 8-18 the second tap's pop waits for the first to complete (the
# two-level pop of the HUNavigationController article, see back-button-two-level-pop.nss). On iOS 26
# it does not wait: the running pop completes at once and the next starts,
# so the user lands on Inbox 100 ms sooner and the guards that count on a
# transition's full length see it cut.
strategy none
profile ios26

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
after 0ms double-tap back
wait 100ms
expect event transition-interrupted kind = pop screen = "Message 1" rule = back-button-interrupts
settle
expect stack = Inbox
expect violation double-pop = fired
expect crash = none

"""#,
        "docs/scenarios/ios26-swipe-to-reply.nss": #"""
# Swipe to reply on iOS 26: a rightward drag on a message bubble, whose own
# pan replies, pops the thread instead. iOS 26's
# interactiveContentPopGestureRecognizer takes a drag that starts anywhere on
# a pushed screen (rule content-pop-takes-app-pan, after NativePHP
# mobile-air #481, deltachat-ios #3088, Kodi #1465); before iOS 26 the same
# drag was the bubble's (rule app-pan-wins-away-from-edge). A horizontal
# strip of photos keeps its drag: the content pop does not begin over it
# (rule content-pop-over-scroll-views, after react-native-screens #3265 and
# #3420). A guard that turns off the edge recognizer changes nothing here:
# only turning off the content one gives the bubble its drag back.
app "../apps/swipe-to-reply.yaml"
strategy none
profile ios26

at 0ms tap "Ada"
settle
expect stack = Chats > Ada
after 0ms swipe-back finish from "Photos"
settle
expect event swipe-refused cause = horizontal-scroll-view rule = content-pop-over-scroll-views
expect stack = Chats > Ada
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-lost view = "UIView \"Bubble\"" recognizer = content rule = content-pop-takes-app-pan
expect stack = Chats
expect crash = none

"""#,
        "docs/scenarios/ios26-two-back-gestures.nss": #"""
# iOS 26's two back gestures are two recognizers: an app that turns the
# edge one off still loses a rightward drag on the content to the other
# (rule content-pop-separate-from-edge).
#
# deltachat-ios PR 3088, Kodi Remote PR 1465, NativePHP mobile-air PR 481
# and nextcloud PR 4135 each had interactivePopGestureRecognizer off and
# still saw screens popped by a swipe from the middle of the content, until
# they turned interactiveContentPopGestureRecognizer off as well. Here the
# edge swipe does nothing, the content swipe pops; with the content one off
# too, neither does.
strategy none
profile ios26
set pop-gesture off

at 0ms tap "Message 1"
settle
after 0ms swipe-back finish
settle
expect stack = Inbox > Message 1
after 0ms swipe-back finish from 12,12
settle
expect event swipe-released recognizer = content finish = yes
expect stack = Inbox
after 0ms tap "Message 1"
settle
set content-pop-gesture off
after 0ms swipe-back finish from 12,12
settle
expect stack = Inbox > Message 1
expect crash = none

"""#,
        "docs/scenarios/ios7-nested-push-black-screen.nss": #"""
# iOS 7's nested push (cnblogs yanyan1119, UISkipControl): a black screen on the
# first back, "Can't add self as subview" on the second.
#
# A quick double tap on a row loads the message twice; the second push lands
# while the first animates. iOS 7 puts it on the stack and its item on the
# bar, but its view never enters the transition view: the first Message 1
# stays on screen (rule ios7-nested-push). The first back pops it and leaves
# a black screen below the bar; the second back crashes (rule
# ios7-corrupted-bar).
strategy none
profile ios7

at 0ms double-tap "Message 1"
settle
expect violation nested-push = fired
expect stack = Inbox > Message 1 > Message 1
expect event warning rule = ios7-nested-push
after 0ms tap back
settle
expect stack = Inbox > Message 1
expect event warning rule = ios7-corrupted-bar
expect crash = none
after 0ms tap back
settle
expect crash = "cant-add-self-as-subview"
expect crash = "Can't add self as subview"

"""#,
        "docs/scenarios/must-complete-lost.nss": #"""
# A must-complete push lost to a guard (UISkipControl).
#
# "Open latest in 0.5s" schedules a push that must happen (like a push
# notification) at 550 ms. Meanwhile a tap on Message 1 loads for 150 ms and
# pushes at 450 ms, so the must-complete push arrives mid-transition.
# switching-flag drops every push while isSwitching: the navigation is lost.
strategy switching-flag
profile ios17

at 0ms tap "Open latest in 0.5s"
after 250ms tap "Message 1"
settle
expect event guard-refused verb = IGNORED request = "push Message 3"
expect violation lost-navigation = fired
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/must-complete-queued.nss": #"""
# The same must-complete push, queued by UISkipControl's window lock.
#
# UISkipControl queues a call that allows it (allowQueued) while the window
# is animating, and runs it when the running transition completes.
strategy window-lock
profile ios17

at 0ms tap "Open latest in 0.5s"
after 250ms tap "Message 1"
# 600 ms: Message 1's push runs; Message 3 waits in the queue.
wait 350ms
expect flag skipAnimationQueue = "push Message 3"
expect flag window.isAnimated = YES
settle
expect event guard-queued request = "push Message 3"
expect stack = Inbox > Message 1 > Message 3
expect violation lost-navigation = no
expect flag skipAnimationQueue = -

"""#,
        "docs/scenarios/pop-during-push-ios7.nss": #"""
# Pop during push on iOS 7: the UI freezes (the push/pop-trap article, UISkipControl).
#
# A tap cannot do it any more: iOS 7's back button takes no touches while
# the push runs (rule back-button-disabled-during-transition). Code can:
# "Reply, pop in 0.1s" pushes Reply and pops 100 ms later, mid-push. iOS 7
# leaves the appearance calls unbalanced and nothing responds any more (rule
# ios7-pop-during-push-freezes); a later tap on Send goes nowhere.
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 100ms tap back
settle
# The back tap came mid-push: dropped, the stack is untouched.
expect event touch-not-delivered rule = back-button-disabled-during-transition
expect stack = Inbox > Message 1 > Reply
after 0ms tap back
settle
after 0ms tap "Reply, pop in 0.1s"
settle
expect frozen = yes
expect violation frozen-ui = fired
expect event violation id = frozen-ui rule = ios7-pop-during-push-freezes
after 0ms tap "Send"
settle
expect event touch-dropped rule = ios7-pop-during-push-freezes
expect stack = Inbox > Message 1 > Reply

"""#,
        "docs/scenarios/present-while-presenting.nss": #"""
# Present while presenting (UISkipControl, the dropDown article).
#
# Attach asks Inbox — not the Compose card — to present Attachments. Inbox
# is already presenting Compose, so UIKit refuses with a console warning and
# nothing appears.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms tap "Attach"
settle
expect violation present-while-presenting = fired
expect event violation id = present-while-presenting
expect presented = Compose

"""#,
        "docs/scenarios/push-during-alert.nss": #"""
# A push made while an alert comes up. The app shows "Signed out" and,
# 0.1 s later, pushes Trash (a push that must complete). From iOS 8 on,
# UIKit drops a navigation call made while an alert's transition runs, with
# "… the navigation stack will not be updated." (rule
# alert-transition-drops-navigation-call, after aryaxt/iOS-Slide-Menu #161):
# the push is lost, and the lost-navigation detector fires. A guard that
# holds navigation calls until transitions end can save it; one that only
# drops taps cannot.
app "../apps/alert.yaml"
strategy none
profile ios17

at 0ms tap "Alert, push in 0.1s"
settle
expect event warning cause = navigation-stack-not-updated rule = alert-transition-drops-navigation-call
expect violation lost-navigation = fired
expect stack = Inbox
expect presented = Signed out

"""#,
        "docs/scenarios/reuse-detail-same-instance.nss": #"""
# Pushing the same view controller instance twice (the push/pop-trap article).
#
# "Reuse detail" pushes one cached Detail controller every time. A double
# tap sends two pushes of that instance; iOS 13+ defers the second until
# the first completes, then UIKit throws: the instance is already on the
# stack.
strategy none
profile ios17

at 0ms double-tap "Reuse detail"
settle
expect crash = "same-instance-push"
expect crash = "Pushing the same view controller instance"
expect stack = Inbox > Detail

"""#,
        "docs/scenarios/root-swipe-nil-delegate.nss": #"""
# A swipe at the root with the pop gesture's delegate set to nil stalls
# navigation (rule root-pop-gesture-stalls).
#
# `interactivePopGestureRecognizer.delegate = nil` is the common recipe for
# keeping swipe-back with a custom back button. It also removes UIKit's own
# delegate, the one that refuses a swipe when there is nothing to pop. A swipe
# at the root then begins an interactive pop with nothing to pop, which never
# ends: the row still highlights, but its push does not happen
# (SwipeBack #3, Signal-iOS #3540, react-native-navigation #645). Another
# edge swipe ends the stall, and the push UIKit held runs at last.
strategy none
profile ios17
set pop-gesture-delegate off

at 0ms swipe-back finish
settle
expect event pop-stalls-at-root screen = Inbox rule = root-pop-gesture-stalls
after 0ms tap "Message 1"
settle
expect event call-deferred request = "push Message 1" cause = stalled-pop-at-root rule = root-pop-gesture-stalls
expect violation root-swipe-freeze = fired
expect stack = Inbox
after 0ms swipe-back finish
settle
expect event root-stall-ends screen = Inbox
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/row-tapped-in-scrolling-table.nss": #"""
# A row tapped in a scrolling table: a drag that starts on a row, then a quick double tap on another row.
#
# The Inbox's rows sit in a UITableView, which is a scroll view. It holds
# each touch-down back until it knows the finger is not scrolling, about
# 150 ms (rule scroll-view-delays-content-touches): held past that, Message 1
# highlights, and the drag that follows cancels it, so it sends nothing (rule
# scroll-view-cancels-content-touches). The double tap on Message 2 that
# comes as the finger lifts is held too, each touch delivered as it lifts:
# the rows still fire on touch-up, so the scroll view's delay changes no
# guard's answer to the double push. `compare` shows each.
strategy none
profile ios17

at 0ms scroll "Message 1" by -3 held 300ms
wait 400ms
expect event touch-highlighted touch = 1 control = "UITableViewCell \"Message 1\""
expect event touch-cancelled-by-scrolling touch = 1 delivered = yes rule = scroll-view-cancels-content-touches
expect event scrolled scroll-view = UITableView by = -3
at 500ms double-tap "Message 2"
expect event touch-delayed-by-scroll-view touch = 2 delay = 150 rule = scroll-view-delays-content-touches
settle
expect stack = Inbox > Message 2 > Message 2
expect violation double-push = fired
expect crash = none

"""#,
        "docs/scenarios/share-responder-chain.nss": #"""
# Finding a presenter through the responder chain (Badoo's UIKit article).
#
# The Share button sits four views deep inside Message 1. Its action walks
# the responder chain (viewControllerForPresentation) up to Message 1, which
# presents the Share card.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Share"
settle
expect event app cause = presenter-found
expect presented = Share
expect card = expanded
expect stack = Inbox > Message 1
after 0ms tap "Done"
settle
expect presented = none

"""#,
        "docs/scenarios/swipe-cancel-block-all.nss": #"""
# A cancelled swipe-back locks the whole screen under block-all (the HUNavigationController article).
#
# HUNavigationController disables the pop gesture precisely because of this;
# `set pop-gesture on` forces it back on. The swipe begins an interactive pop
# (willShow: the guard starts ignoring events), the finger lets go at 30 % and
# the pop cancels. A cancelled pop never sends didShow, so
# isTransitionControllerProcessing stays YES, every 2 s restore fails, the
# next tap is dropped, and after 10 s the guard logs ERROR INTERFACE LOCK.
strategy block-all
profile ios17
set pop-gesture on

at 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect stack = Inbox > Message 1
expect violation stuck-lock = fired
expect flag ignoreCount = 1
expect flag isTransitionControllerProcessing = YES
after 0ms tap "Reply"
wait 12s
expect event touch-dropped rule = ignore-counter
expect event guard-note text = "ERROR INTERFACE LOCK !!! controller Message 1 block interaction; vars: isBarPopProcessing YES, isBarPushProcessing NO, isTransitionControllerProcessing YES, isBlockedInteraction YES"
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/swipe-cancel-switching-flag.nss": #"""
# A cancelled swipe-back strands the push/pop-trap article's isSwitching flag.
#
# The swipe is a pop, so the subclass sets isSwitching; the pop cancels and
# didShow never comes, so the flag is never cleared. Taps still arrive, but
# every later animated push is dropped: Reply does nothing, for good.
strategy switching-flag
profile ios17

at 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect flag isSwitching = YES
expect violation stuck-lock = fired
after 0ms tap "Reply"
settle
expect event guard-refused verb = IGNORED request = "push Reply" flag = isSwitching
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/swipe-cancel-window-lock.nss": #"""
# A cancelled swipe-back keeps UISkipControl's window lock for good.
#
# UISkipControl unlocks on didShow. The cancelled interactive pop sends
# none, so window.isAnimated stays YES and every later navigation FAILS.
strategy window-lock
profile ios17

at 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect flag window.isAnimated = YES
expect violation stuck-lock = fired
after 0ms tap "Reply"
settle
expect event guard-refused verb = FAILED request = "push Reply"
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/swipe-under-card.nss": #"""
# An edge swipe with a card up pops nothing (rule gesture-obeys-hit-testing).
#
# The interactive pop gesture lives on the navigation controller's view. A
# presented card's full-screen container covers it, so the swipe's touch
# hit-tests into the container and the gesture never sees it: the screen is
# not popped from under the card.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Share"
settle
expect presented = Share
after 0ms swipe-back finish
settle
expect event swipe-refused rule = gesture-obeys-hit-testing
expect stack = Inbox > Message 1
expect presented = Share

"""#,
        "docs/scenarios/tab-retap-during-push.nss": #"""
# A tab re-tapped during a push. The user taps a chat, then, before the
# push has finished, taps the Chats tab again to go back to the list. The
# tab bar is not part of the push, so it takes the tap (rule
# tab-bar-outside-navigation-transition), and the re-tap asks for
# popToRootViewController(animated: true) (rule tab-reselect-pops-to-root).
# From iOS 8 UIKit holds that call until the push completes (rule
# navigation-call-deferred): the chat flashes in and the list comes back.
# On iOS 7 the pop lands in the middle of the push, the unbalanced
# appearance that freezes the UI (rule ios7-pop-during-push-freezes).
# `compare` shows which guards keep the re-tap, drop it, or hold it.
app "../apps/tab-bar.yaml"
strategy none
profile ios17

at 0ms tap "Ada"
at 200ms tap-tab "Chats"
settle
expect event call-deferred rule = navigation-call-deferred
expect event tab-selected tab = Chats reselected = yes
expect stack = Chats
expect tab "Chats"
expect crash = none

"""#,
        "docs/scenarios/tap-during-interactive-dismissal.nss": #"""
# A tap while the card is dragged down is delivered (rule
# interactive-dismissal-takes-events), and a drag let go short of the bottom
# leaves the card presented (rule cancelled-dismissal-lifecycle).
#
# UIKit ignores events only for non-interactive transitions (rdar 41217893):
# while the finger drives the dismissal, "Minimize" still takes a tap — its
# action finds the card mid-dismissal and cannot move it. Let go at 20 %, the
# card settles back: viewWillDisappear when the drag began, then
# viewWillAppear and viewDidAppear, never viewDidDisappear (and the screen
# tracker counts Compose twice). Compare tap-during-presentation.nss.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-move 20%
after 10ms tap "Minimize"
after 50ms dismiss-swipe-end cancel
settle
expect event touch-during-interactive-dismissal screen = "Compose"
expect event touch-up-inside control = "UIButton \"Minimize\""
expect event interactive-dismiss-cancelled screen = "Compose"
expect event lifecycle method = viewDidDisappear screen = "Compose" count = 0
expect presented = Compose
expect card = expanded

"""#,
        "docs/scenarios/tap-during-presentation.nss": #"""
# A tap while a card slides up is ignored app-wide (rule
# presentation-ignores-events).
#
# UIKit's presentation controller ignores interaction events while a present
# or dismiss animates (rdar 41217893), so a tap 100 ms into Compose's
# presentation, where its "Send" button will be, does nothing, and the
# transparent container does not swallow it either: no swallowed-tap.
strategy none
profile ios17

at 0ms tap "Compose"
after 150ms tap 12,7
settle
expect event touch-dropped rule = presentation-ignores-events
expect violation swallowed-tap = no
expect presented = Compose
expect card = expanded

"""#,
        "docs/scenarios/tap-during-push.nss": #"""
# A tap in the middle of a push reaches nothing (rule
# transition-disables-interaction).
#
# 150 ms into the push of Reply, the user taps where Message 1's
# "Back twice" is still drawn; on the model layer that point is already
# Reply's "Send". UIKit disables interaction for both screens until the
# push completes, so the tap goes nowhere. With UIKit's own flag turned on
# (allow-interaction-during-transition) the same tap fires "Send", a button
# the user could not see, and Reply is popped as soon as it arrives.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 150ms tap 12,9
settle
expect event touch-not-delivered rule = transition-disables-interaction
expect stack = Inbox > Message 1 > Reply
after 0ms tap "Send"
settle
expect stack = Inbox > Message 1
set allow-interaction-during-transition on
after 0ms tap "Reply"
after 150ms tap 12,9
settle
expect event touch-up-inside control = "UIButton \"Send\""
expect stack = Inbox > Message 1

"""#,
        "docs/scenarios/two-finger-rows.nss": #"""
# Two fingers on two rows at the same instant (the HUNavigationController article).
#
# Table cells are separate controls, so both touches are delivered, both
# rows load, and both pushes run one after the other: Message 2 ends up on
# top of Message 1. Exclusive touch (block-all's makeExclusiveTouch, the
# coordinated guard, or `set exclusive-touch on`) keeps the second finger out.
strategy none
profile ios17

at 0ms two-finger "Message 1" & "Message 2"
settle
expect stack = Inbox > Message 1 > Message 2
expect violation double-push = no

"""#,
        "docs/scenarios/zoom-dismiss-tap-lands-on-photo.nss": #"""
# A tap during a zoom dismissal lands on the photo being dismissed (iOS 26).
# The user drags a zoomed photo down to go back to the grid and, as it
# shrinks away, taps where the grid's next photo will be. The dismissed
# screen keeps taking touches while it settles (rule
# zoom-dismissal-outgoing-takes-taps, after jellyfin/Swiftfin #1617 and
# Evil-Project/Twinskaraoke #96), so the tap likes the photo that is
# leaving, and opening the next photo waits for the dismissal (rule
# navigation-call-deferred). `compare` shows which guards let the tap
# through.
app "../apps/zoom-photos.yaml"
strategy none
profile ios26

at 0ms tap "Beach"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-move 30%
after 50ms dismiss-swipe-end finish
after 20ms tap "Like"
settle
expect event zoom-dismissal-began screen = Beach
expect log contains "liked"
expect stack = Photos
expect crash = none

"""#,
    ]
}
