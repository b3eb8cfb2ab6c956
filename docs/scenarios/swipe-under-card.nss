# An edge swipe with a card up pops nothing (rule gesture-obeys-hit-testing).
#
# The interactive pop gesture lives on the navigation controller's view. A
# presented card's full-screen container covers it, so the swipe's touch
# hit-tests into the container and the gesture never sees it: the screen is
# not popped from under the card.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Share"
settle
expect presented = Share
after 0ms swipe-back finish
settle
expect event swipe-refused rule = gesture-obeys-hit-testing
expect stack = Inbox > Message 1
expect presented = Share
