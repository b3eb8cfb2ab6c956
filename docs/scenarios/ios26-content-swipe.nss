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
