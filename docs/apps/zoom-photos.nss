# Zoom transitions on iOS 26: a drag down dismisses a zoomed photo; a screen
# whose zoom options refuse it stays; the content swipe still pops it; a tap
# while the zoomed photo settles away lands on it.
app "zoom-photos.yaml"
strategy none
profile ios26

at 0ms tap "Beach"
settle
expect event zoom-prepared screen = Beach source = Beach rule = zoom-transition
expect stack = Photos > Beach

# A drag down, released past halfway: the zoom dismissal pops it.
after 0ms dismiss-swipe-begin
after 100ms dismiss-swipe-move 60%
after 100ms dismiss-swipe-end finish
settle
expect event zoom-dismissal-began screen = Beach rule = zoom-interactive-dismissal
expect event swipe-released recognizer = zoom-dismiss finish = yes
expect stack = Photos

# The locked photo refuses the drag; the back swipe from the content still pops it.
after 0ms tap "Locked"
settle
after 0ms dismiss-swipe-begin
settle
expect event dismiss-swipe-refused cause = zoom-dismiss-refused rule = zoom-dismiss-should-begin
expect stack = Photos > Locked
after 0ms swipe-back finish from 12,12
settle
expect stack = Photos

# A tap while the zoomed photo settles away lands on it, not on the grid.
after 0ms tap "Forest"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-end finish
after 20ms tap "Like"
settle
expect log contains "liked"
expect stack = Photos
