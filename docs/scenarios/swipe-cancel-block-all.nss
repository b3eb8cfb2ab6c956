# A cancelled swipe-back locks the whole screen under block-all (the HUNavigationController article).
#
# HUNavigationController disables the pop gesture precisely because of this;
# `set pop-gesture on` forces it back on. The swipe begins an interactive pop
# (willShow: the guard starts ignoring events), the finger lets go at 30 % and
# the pop cancels. A cancelled pop never sends didShow, so
# isTransitionControllerProcessing stays YES, every 2 s restore fails, the
# next tap is dropped, and after 10 s the guard logs ERROR INTERFACE LOCK.
strategy block-all
profile ios17
set pop-gesture on

at 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect stack = Inbox > Message 1
expect violation stuck-lock = fired
expect flag ignoreCount = 1
expect flag isTransitionControllerProcessing = YES
after 0ms tap "Reply"
wait 12s
expect event touch-dropped rule = ignore-counter
expect event guard-note text = "ERROR INTERFACE LOCK !!! controller Message 1 block interaction; vars: isBarPopProcessing YES, isBarPushProcessing NO, isTransitionControllerProcessing YES, isBlockedInteraction YES"
expect stack = Inbox > Message 1
