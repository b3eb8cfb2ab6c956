# A double tap on back under iOS 7: the second tap does nothing, because
# iOS 7's back button takes no touches while a transition runs (rule
# back-button-disabled-during-transition). The double-pop crash of the push/pop-trap article
# is still there, but only code reaches it: two animated pops in one turn,
# which is what "Back twice" does (rule ios7-double-pop-crash).
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
after 0ms double-tap back
settle
expect event touch-not-delivered rule = back-button-disabled-during-transition
expect stack = Inbox > Message 1
expect crash = none
# Code can still issue two pops in one turn.
after 0ms tap "Next message"
settle
after 0ms tap "Back twice"
settle
expect crash = "double-pop-crash"
expect crash = "released view controller"
expect violation double-pop-crash = fired
