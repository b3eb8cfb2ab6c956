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
