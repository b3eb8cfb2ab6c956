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
