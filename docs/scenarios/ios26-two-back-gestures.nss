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
