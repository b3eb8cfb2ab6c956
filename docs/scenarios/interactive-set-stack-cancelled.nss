# A cancelled interactive setViewControllers (rdar 14794181). The app
# replaces its stack with an interactive transition (its navigation
# delegate returns a UIPercentDrivenInteractiveTransition) and the user's
# drag cancels it halfway. Home shows again, but the stack now holds Home
# and Welcome: one more than before (rule
# cancelled-interactive-set-stack-keeps-both), and the bar still says Home.
# The user opens Detail and taps back: it pops to Welcome, a screen they
# never saw arrive. The radar's workaround removes the extra controller
# when the transition reports it was cancelled.
app "../apps/interactive-transitions.yaml"
strategy none
profile ios17

at 0ms tap "Replace"
after 100ms interaction-update 50%
after 100ms interaction-cancel
settle
expect event interaction-cancelled restored = no rule = cancelled-interactive-set-stack-keeps-both
expect stack = Home > Welcome
after 0ms tap "Open"
after 100ms interaction-finish
settle
expect stack = Home > Welcome > Detail
after 0ms tap back
settle
expect top = Welcome
expect crash = none
