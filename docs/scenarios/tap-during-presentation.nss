# A tap while a card slides up is ignored app-wide (rule
# presentation-ignores-events).
#
# UIKit's presentation controller ignores interaction events while a present
# or dismiss animates (rdar 41217893), so a tap 100 ms into Compose's
# presentation, where its "Send" button will be, does nothing, and the
# transparent container does not swallow it either: no swallowed-tap.
strategy none
profile ios17

at 0ms tap "Compose"
after 150ms tap 12,7
settle
expect event touch-dropped rule = presentation-ignores-events
expect violation swallowed-tap = no
expect presented = Compose
expect card = expanded
