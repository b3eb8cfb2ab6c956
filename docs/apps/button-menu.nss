# Button menus on iOS 17: a menu that is the button's primary action opens
# on touch-down; a long press opens the other kind; a touch outside an open
# menu only closes it; an item runs its action.
app "button-menu.yaml"
strategy none
profile ios17

# Sort: a tap sorts at once; a long press opens its menu instead.
at 0ms tap "Sort"
settle
expect log contains "sorted by date"
after 0ms press "Sort" for 700ms
settle
expect event button-menu-opened button = "UIButton \"Sort\"" long-press = yes rule = button-menu-long-press
after 0ms tap-menu "By sender"
settle
expect event button-menu-chose item = "By sender"
expect log contains "sorted by sender"

# More: the menu opens on touch-down and the button's own action never runs.
after 0ms tap "Ada"
settle
after 0ms tap "More"
settle
expect event button-menu-opened button = "UIButton \"More\"" long-press = no rule = button-menu-primary-action
expect log !contains "the button's own action"

# A tap on back while the menu is open only closes it.
after 0ms tap back
settle
expect event button-menu-dismissed rule = menu-outside-touch-only-dismisses
expect stack = Inbox > Ada

# Reply pushes, as the tap that chose it.
after 0ms tap "More"
after 100ms tap-menu "Reply"
settle
expect stack = Inbox > Ada > Reply
