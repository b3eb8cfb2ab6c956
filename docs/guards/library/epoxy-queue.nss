# Epoxy's NavigationQueue against the races its design answers, and against
# BufferedNavigationController issue #5 (a cancelled swipe-back that left that
# queue locked for ever), which it does not suffer.
# Run: navsandbox run docs/guards/library/epoxy-queue.nss
strategy epoxy-queue
profile ios17

# A double tap on a row: the second request waits while the first push
# runs, then changes nothing (the same message is on top) and does nothing.
at 0ms double-tap "Message 1"
settle
expect event guard-queued request = "push Message 1" flag = next
expect event guard-refused request = "push Message 1"
expect stack = Inbox > Message 1

# Three rows tapped quickly: Message 2's request is replaced by Message 3's
# before the running push ends (latest wins), and only Message 3 is pushed.
after 0ms tap back
settle
after 0ms tap "Message 1"
after 60ms tap "Message 2"
after 60ms tap "Message 3"
settle
expect event guard-dropped request = "push Message 2"
expect stack = Inbox > Message 1 > Message 3

# A cancelled swipe-back ends its transition too: the flag clears and the
# next tap pushes at once.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 3"
expect flag isTransitioning = NO
expect violation stuck-lock = no
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Message 3 > Reply
