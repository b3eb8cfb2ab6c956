# A must-complete push lost to a guard (UISkipControl).
#
# "Open latest in 0.5s" schedules a push that must happen (like a push
# notification) at 550 ms. Meanwhile a tap on Message 1 loads for 150 ms and
# pushes at 450 ms, so the must-complete push arrives mid-transition.
# switching-flag drops every push while isSwitching: the navigation is lost.
strategy switching-flag
profile ios17

at 0ms tap "Open latest in 0.5s"
after 250ms tap "Message 1"
settle
expect event guard-refused verb = IGNORED request = "push Message 3"
expect violation lost-navigation = fired
expect stack = Inbox > Message 1
