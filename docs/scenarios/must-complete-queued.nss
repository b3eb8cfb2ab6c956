# The same must-complete push, queued by UISkipControl's window lock.
#
# UISkipControl queues a call that allows it (allowQueued) while the window
# is animating, and runs it when the running transition completes.
strategy window-lock
profile ios17

at 0ms tap "Open latest in 0.5s"
after 250ms tap "Message 1"
# 600 ms: Message 1's push runs; Message 3 waits in the queue.
wait 350ms
expect flag skipAnimationQueue = "push Message 3"
expect flag window.isAnimated = YES
settle
expect event guard-queued request = "push Message 3"
expect stack = Inbox > Message 1 > Message 3
expect violation lost-navigation = no
expect flag skipAnimationQueue = -
