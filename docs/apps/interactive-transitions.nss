# An app-driven interactive push, finished and cancelled; an interactive pop;
# and a cancelled interactive setViewControllers that leaves one screen too
# many on the stack (rdar 14794181).
app "interactive-transitions.yaml"
strategy none
profile ios17

# Push, follow the app's updates, finish.
at 0ms tap "Open"
after 100ms interaction-update 40%
after 100ms interaction-finish
settle
expect event interaction-began kind = push screen = Detail rule = app-driven-interactive-transition
expect event interaction-released progress = 40 finish = yes
expect stack = Home > Detail

# An interactive pop, cancelled: Detail stays.
after 0ms tap "Close"
after 100ms interaction-update 30%
after 100ms interaction-cancel
settle
expect stack = Home > Detail
expect event interactive-pop-cancelled screen = Detail

# Finished this time.
after 0ms tap "Close"
after 100ms interaction-finish
settle
expect stack = Home

# A cancelled push leaves the stack as it was.
after 0ms tap "Open"
after 100ms interaction-update 60%
after 100ms interaction-cancel
settle
expect event interaction-cancelled kind = push restored = yes rule = cancelled-push-lifecycle
expect stack = Home

# A cancelled setViewControllers: Home still shows, but the stack holds
# Home and Welcome, and the bar says Home.
after 0ms tap "Replace"
after 100ms interaction-update 50%
after 100ms interaction-cancel
settle
expect event interaction-cancelled restored = no rule = cancelled-interactive-set-stack-keeps-both
expect stack = Home > Welcome
expect event warning cause = bar-out-of-step
