# Two fingers on two rows at the same instant (the HUNavigationController article).
#
# Table cells are separate controls, so both touches are delivered, both
# rows load, and both pushes run one after the other: Message 2 ends up on
# top of Message 1. Exclusive touch (block-all's makeExclusiveTouch, the
# coordinated guard, or `set exclusive-touch on`) keeps the second finger out.
strategy none
profile ios17

at 0ms two-finger "Message 1" & "Message 2"
settle
expect stack = Inbox > Message 1 > Message 2
expect violation double-push = no
