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
