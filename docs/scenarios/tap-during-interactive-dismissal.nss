# A tap while the card is dragged down is delivered (rule
# interactive-dismissal-takes-events), and a drag let go short of the bottom
# leaves the card presented (rule cancelled-dismissal-lifecycle).
#
# UIKit ignores events only for non-interactive transitions (rdar 41217893):
# while the finger drives the dismissal, "Minimize" still takes a tap — its
# action finds the card mid-dismissal and cannot move it. Let go at 20 %, the
# card settles back: viewWillDisappear when the drag began, then
# viewWillAppear and viewDidAppear, never viewDidDisappear (and the screen
# tracker counts Compose twice). Compare tap-during-presentation.nss.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-move 20%
after 10ms tap "Minimize"
after 50ms dismiss-swipe-end cancel
settle
expect event touch-during-interactive-dismissal screen = "Compose"
expect event touch-up-inside control = "UIButton \"Minimize\""
expect event interactive-dismiss-cancelled screen = "Compose"
expect event lifecycle method = viewDidDisappear screen = "Compose" count = 0
expect presented = Compose
expect card = expanded
