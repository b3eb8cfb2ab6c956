# Present while presenting (UISkipControl, the dropDown article).
#
# Attach asks Inbox — not the Compose card — to present Attachments. Inbox
# is already presenting Compose, so UIKit refuses with a console warning and
# nothing appears.
strategy none
profile ios17

at 0ms tap "Compose"
settle
after 0ms tap "Attach"
settle
expect violation present-while-presenting = fired
expect event violation id = present-while-presenting
expect presented = Compose
