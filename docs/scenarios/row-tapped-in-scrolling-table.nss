# A row tapped in a scrolling table: a drag that starts on a row, then a quick double tap on another row.
#
# The Inbox's rows sit in a UITableView, which is a scroll view. It holds
# each touch-down back until it knows the finger is not scrolling, about
# 150 ms (rule scroll-view-delays-content-touches): held past that, Message 1
# highlights, and the drag that follows cancels it, so it sends nothing (rule
# scroll-view-cancels-content-touches). The double tap on Message 2 that
# comes as the finger lifts is held too, each touch delivered as it lifts:
# the rows still fire on touch-up, so the scroll view's delay changes no
# guard's answer to the double push. `compare` shows each.
strategy none
profile ios17

at 0ms scroll "Message 1" by -3 held 300ms
wait 400ms
expect event touch-highlighted touch = 1 control = "UITableViewCell \"Message 1\""
expect event touch-cancelled-by-scrolling touch = 1 delivered = yes rule = scroll-view-cancels-content-touches
expect event scrolled scroll-view = UITableView by = -3
at 500ms double-tap "Message 2"
expect event touch-delayed-by-scroll-view touch = 2 delay = 150 rule = scroll-view-delays-content-touches
settle
expect stack = Inbox > Message 2 > Message 2
expect violation double-push = fired
expect crash = none
