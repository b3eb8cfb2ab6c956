# docs/reports/fd-131.md: FDFullscreenPopGesture #131 in the reporter's
# order — a swipe from the edge of the root screen, then a push — and on to
# what the reporter saw: every later swipe refused by FD's gate, for ever.
# The app keeps the system swipe with its delegate set to nil (the
# custom-back-button recipe, inferred); FD installs its pan, and turns the
# system recognizer off, only at the first push.
strategy fd-fullscreen-pop
profile ios17
set pop-gesture-delegate off
at 0ms swipe-back finish
after 500ms tap "Message 1"
settle
expect violation root-swipe-freeze = fired
expect stack = Inbox
# The push waits behind the stalled pop; the swipe that would end the
# stall is FD's pan now, and its gate says NO — naming the check.
after 500ms swipe-back finish
settle
expect event swipe-refused cause = should-begin-answered-no
expect event swipe-refused why = "gestureRecognizerShouldBegin answered NO (fd-fullscreen-pop: viewControllers.count: the root is on top)"
expect stack = Inbox
