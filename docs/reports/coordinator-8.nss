# docs/reports/coordinator-8.md: radianttap/Coordinator PR #8 — "when the
# user cancels the pop gesture (means the current controller not popped
# out) … we should not finish this coordinator". Before the PR, the
# swipe's willShow already dropped the screen: cancelled, the screen stays
# and the coordinator has finished.
guard "coordinator-8.yaml"
strategy radianttap-coordinator
at 0ms tap "Message 1"
settle
# The user starts a swipe back, drags a third of the way, and lets go.
after 0ms swipe-begin 0,10
after 100ms swipe-move 30%
expect stack = Inbox
after 100ms swipe-end cancel
settle
expect stack = Inbox > Message 1
expect violation coordinator-out-of-step = fired
