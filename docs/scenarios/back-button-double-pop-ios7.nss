# The same double tap on back under iOS 7: the second animated pop while the
# first animates messages a released controller and the app crashes (seed 001).
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
after 0ms double-tap back
settle
expect crash = "double-pop-crash"
expect crash = "released view controller"
expect violation double-pop-crash = fired
