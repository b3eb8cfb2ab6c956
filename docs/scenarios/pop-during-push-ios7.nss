# Pop during push on iOS 7: the UI freezes (the push/pop-trap article, UISkipControl).
#
# A tap cannot do it any more: iOS 7's back button takes no touches while
# the push runs (rule back-button-disabled-during-transition). Code can:
# "Reply, pop in 0.1s" pushes Reply and pops 100 ms later, mid-push. iOS 7
# leaves the appearance calls unbalanced and nothing responds any more (rule
# ios7-pop-during-push-freezes); a later tap on Send goes nowhere.
strategy none
profile ios7

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
after 100ms tap back
settle
# The back tap came mid-push: dropped, the stack is untouched.
expect event touch-not-delivered rule = back-button-disabled-during-transition
expect stack = Inbox > Message 1 > Reply
after 0ms tap back
settle
after 0ms tap "Reply, pop in 0.1s"
settle
expect frozen = yes
expect violation frozen-ui = fired
expect event violation id = frozen-ui rule = ios7-pop-during-push-freezes
after 0ms tap "Send"
settle
expect event touch-dropped rule = ios7-pop-during-push-freezes
expect stack = Inbox > Message 1 > Reply
