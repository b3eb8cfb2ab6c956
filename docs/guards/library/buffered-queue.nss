# BufferedNavigationController issue #5, "Pop gesture messes stuff up"
# (https://github.com/Plasma/BufferedNavigationController/issues/5, 2014;
# evidence: the issue thread, I, and the reporter's own fix b1fc75e, S):
# a swipe-back that is started and then cancelled never gets didShow, so the
# controller stays "transitioning" and every later call is queued for ever.
# Run: navsandbox run docs/guards/library/buffered-queue.nss
#
# The sandbox's model agrees with the report: a cancelled interactive pop
# calls willShow when it begins and never didShow (docs/model.md, rule
# cancelled-pop-lifecycle).
strategy buffered-queue
profile ios17

# The queue working: "Back twice" pops twice in one turn; the second pop
# waits in the queue and the first pop's didShow runs it.
at 0ms tap "Message 1"
settle
after 0ms tap "Next message"
settle
after 0ms tap "Back twice"
settle
expect event guard-queued request = "pop" flag = blocks
expect stack = Inbox

# Issue #5: a cancelled swipe-back takes the lock in willShow, and no didShow
# ever releases it.
after 0ms tap "Message 1"
settle
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
# Message 1 was shown three times before (two pushes, one pop); the
# cancelled swipe adds no fourth didShow.
expect event did-show screen = "Message 1" count = 3
expect flag transitioning = YES
expect violation stuck-lock = fired

# Every later call is queued and never runs: a tap on Reply, then a swipe.
after 0ms tap "Reply"
wait 2s
expect event guard-queued request = "push Reply" flag = blocks
expect flag blocks = "push Reply"
after 0ms swipe-back finish
wait 2s
expect event guard-queued request = "interactive pop" flag = blocks
expect stack = Inbox > Message 1
