# A tap in the middle of a push reaches nothing (rule
# transition-disables-interaction).
#
# 150 ms into the push of Reply, the user taps where Message 1's
# "Back twice" is still drawn; on the model layer that point is already
# Reply's "Send". UIKit disables interaction for both screens until the
# push completes, so the tap goes nowhere. With UIKit's own flag turned on
# (allow-interaction-during-transition) the same tap fires "Send", a button
# the user could not see, and Reply is popped as soon as it arrives.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 150ms tap 12,9
settle
expect event touch-not-delivered rule = transition-disables-interaction
expect stack = Inbox > Message 1 > Reply
after 0ms tap "Send"
settle
expect stack = Inbox > Message 1
set allow-interaction-during-transition on
after 0ms tap "Reply"
after 150ms tap 12,9
settle
expect event touch-up-inside control = "UIButton \"Send\""
expect stack = Inbox > Message 1
