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
