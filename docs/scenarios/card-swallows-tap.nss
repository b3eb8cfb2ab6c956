# A minimized card swallows taps meant for the screen above it (the dropDown article).
#
# Compose presents a card; Minimize drags it down to its header strip. The
# full-screen, transparent presentation container is still there and takes
# the tap on Message 2: nothing beneath it ever sees the touch.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms tap "Minimize"
settle
expect card = minimized
expect presented = Compose
after 0ms tap "Message 2"
settle
expect violation swallowed-tap = fired
expect stack = Inbox
