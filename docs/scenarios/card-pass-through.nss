# The same tap above a minimized card with the dropDown article's fix: the container
# passes touches through (`set pass-through on`), so the row beneath gets the
# tap and pushes while the card stays minimized.
strategy none
profile ios17
set pass-through on

at 0ms tap "Compose"
settle
after 0ms tap "Minimize"
settle
after 0ms tap "Message 2"
settle
expect violation swallowed-tap = no
expect stack = Inbox > Message 2
expect card = minimized
