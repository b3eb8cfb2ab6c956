# The pop-gesture recipe on iOS 7, where a swipe-back during a push freezes
# the UI ("Unbalanced calls to begin/end appearance transitions"; docs/model.md,
# rule ios7-swipe-during-push-freezes): the recipe keeps the swipe from
# beginning while the push runs. `navsandbox compare` shows `none` freezing.
# Run: navsandbox run docs/guards/library/lifecycle-pop-gesture.nss
strategy lifecycle-pop-gesture
profile ios7

at 0ms tap "Message 1"             # the push starts at 200 ms (the row loads for 150 ms)
at 300ms swipe-back finish         # mid-push: the recognizer is off
settle
expect event swipe-refused count = 1
expect frozen = no
expect stack = Inbox > Message 1

# A cancelled swipe: the screen that stays gets viewWillAppear and then
# viewDidAppear, so the gesture is on again afterwards.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
expect event lifecycle method = viewDidAppear screen = "Message 1" count = 2
expect flag popGesture = "enabled, cancelled"

# RickeyBoy's freeze does not happen here: the swipe turns the gesture off
# through Inbox's viewWillAppear as it begins, and the model lets a swipe in
# progress carry on (see the guard file's header).
after 0ms swipe-back finish
settle
expect event interactive-pop-finishes screen = "Inbox"
expect stack = Inbox
expect frozen = no
