# Pop during push on iOS 7: the UI freezes (seed 001, seed 003).
#
# "Reply" pushes at once (no load); 100 ms later, mid-transition, the back
# button already reads "‹ Message 1" and the tap pops. iOS 7 leaves the
# appearance calls unbalanced: nothing responds any more, and a later tap on
# Send goes nowhere.
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 100ms tap back
settle
expect frozen = yes
expect violation frozen-ui = fired
expect log contains "Unbalanced calls to begin/end appearance transitions"
after 0ms tap "Send"
settle
expect log contains "dropped: the UI is frozen"
expect stack = Inbox > Message 1 > Reply
