# iOS 7's nested push (cnblogs yanyan1119, UISkipControl): a black screen on the
# first back, "Can't add self as subview" on the second.
#
# A quick double tap on a row loads the message twice; the second push lands
# while the first animates. iOS 7 puts it on the stack and its item on the
# bar, but its view never enters the transition view: the first Message 1
# stays on screen (rule ios7-nested-push). The first back pops it and leaves
# a black screen below the bar; the second back crashes (rule
# ios7-corrupted-bar).
strategy none
profile ios7

at 0ms double-tap "Message 1"
settle
expect violation nested-push = fired
expect stack = Inbox > Message 1 > Message 1
expect event warning rule = ios7-nested-push
after 0ms tap back
settle
expect stack = Inbox > Message 1
expect event warning rule = ios7-corrupted-bar
expect crash = none
after 0ms tap back
settle
expect crash = "cant-add-self-as-subview"
expect crash = "Can't add self as subview"
