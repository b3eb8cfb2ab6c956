# docs/reports/fd-131.md: the shortest schedule explore found for
# FDFullscreenPopGesture #131 (a swipe at the root, then a push, freezes).
# The app keeps the system swipe with its delegate set to nil (the
# custom-back-button recipe); FD installs its pan only at the first push.
strategy fd-fullscreen-pop
profile ios17
set pop-gesture-delegate off
at 0ms tap "Message 1"
after 0ms swipe-back finish
settle
expect violation root-swipe-freeze = fired
expect stack = Inbox
