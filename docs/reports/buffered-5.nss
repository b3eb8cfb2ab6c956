# docs/reports/buffered-5.md: the shortest schedule explore found for
# BufferedNavigationController #5 (a cancelled swipe strands the lock).
strategy buffered-queue
profile ios7
at 0ms tap "Message 1"
after 1s swipe-back cancel
settle
expect violation stuck-lock = fired
# The lock the cancelled swipe's willShow took is still held: every later
# call waits in the queue for a didShow that never comes.
expect stack = Inbox > Message 1
after 0ms tap back
settle
expect stack = Inbox > Message 1
