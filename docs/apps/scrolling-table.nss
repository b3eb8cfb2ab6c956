# A table in a scroll view: the touch delay, a flick that never reaches a
# row, a drag that cancels a highlighted row, a button that keeps its touch,
# and a table with both properties off.
app "scrolling-table.yaml"
strategy none
profile ios17

# A quick tap: held back, then delivered with the lift; the row still fires.
at 0ms tap "Row 1"
expect event touch-delayed-by-scroll-view touch = 1 scroll-view = UITableView delay = 150 rule = scroll-view-delays-content-touches
settle
expect stack = Feed > Item 1
after 0ms tap back
settle

# A flick from a row: the table scrolls before the delay ends; the row never gets the touch.
after 0ms scroll "Row 2" by -3
settle
expect event touch-cancelled-by-scrolling view = "UITableViewCell \"Row 2\"" delivered = no rule = scroll-view-delays-content-touches
expect stack = Feed

# Held past the delay, the row highlights; then the drag cancels it.
after 0ms scroll "Row 2" by -3 held 300ms
settle
expect event touch-highlighted control = "UITableViewCell \"Row 2\""
expect event touch-cancelled-by-scrolling delivered = yes rule = scroll-view-cancels-content-touches
expect stack = Feed

# A button already tracking is not cancelled: no scroll, and it fires.
after 0ms scroll "Load more" by -2 held 300ms
settle
expect event scroll-kept-by-content view = "UIButton \"Load more\"" cause = control rule = control-touches-not-cancelled
expect event app text = "Load more: fetching the next page"

# A press: the highlight at 150 ms, the push when the finger lifts.
after 0ms press "Row 3" for 400ms
settle
expect stack = Feed > Item 3
after 0ms tap back
settle

# The pinned table: no delay, and the row keeps its touch when a drag starts.
after 0ms scroll "Pinned 1" by -2 held 300ms
settle
expect event scroll-kept-by-content view = "UITableViewCell \"Pinned 1\"" cause = cannot-cancel rule = scroll-view-cancels-content-touches
expect stack = Feed > Item 101
