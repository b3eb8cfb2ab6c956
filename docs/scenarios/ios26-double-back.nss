# iOS 26's interruptible transitions: a second back tap pops again at once
# (rule back-button-interrupts; react-native-screens PR 3093, navigation
# PR 888).
#
# On iOS 8-18 the second tap's pop waits for the first to complete (the
# two-level pop of the HUNavigationController article, see back-button-two-level-pop.nss). On iOS 26
# it does not wait: the running pop completes at once and the next starts,
# so the user lands on Inbox 100 ms sooner and the guards that count on a
# transition's full length see it cut.
strategy none
profile ios26

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
after 0ms double-tap back
wait 100ms
expect event transition-interrupted kind = pop screen = "Message 1" rule = back-button-interrupts
settle
expect stack = Inbox
expect violation double-pop = fired
expect crash = none
