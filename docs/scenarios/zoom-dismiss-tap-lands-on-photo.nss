# A tap during a zoom dismissal lands on the photo being dismissed (iOS 26).
# The user drags a zoomed photo down to go back to the grid and, as it
# shrinks away, taps where the grid's next photo will be. The dismissed
# screen keeps taking touches while it settles (rule
# zoom-dismissal-outgoing-takes-taps, after jellyfin/Swiftfin #1617 and
# Evil-Project/Twinskaraoke #96), so the tap likes the photo that is
# leaving, and opening the next photo waits for the dismissal (rule
# navigation-call-deferred). `compare` shows which guards let the tap
# through.
app "../apps/zoom-photos.yaml"
strategy none
profile ios26

at 0ms tap "Beach"
settle
after 0ms dismiss-swipe-begin
after 50ms dismiss-swipe-move 30%
after 50ms dismiss-swipe-end finish
after 20ms tap "Like"
settle
expect event zoom-dismissal-began screen = Beach
expect log contains "liked"
expect stack = Photos
expect crash = none
