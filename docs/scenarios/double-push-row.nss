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
