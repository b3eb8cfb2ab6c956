# A double tap on a button whose menu is its primary action. The first
# touch-down opens the menu (rule button-menu-primary-action); the second
# tap lands while it is open, so it only closes it (rule
# menu-outside-touch-only-dismisses): the user sees the menu flash and
# nothing chosen. Then an item is chosen and back is tapped while its push
# runs: the pick is a tap like any other, so each guard decides the push
# and the back tap as it would a button's.
app "../apps/button-menu.yaml"
strategy none
profile ios17

at 0ms tap "Ada"
settle
after 0ms double-tap "More"
settle
expect event button-menu-opened button = "UIButton \"More\"" long-press = no
expect event button-menu-dismissed rule = menu-outside-touch-only-dismisses
expect stack = Inbox > Ada
after 0ms tap "More"
after 100ms tap-menu "Reply"
after 100ms tap back
settle
expect event button-menu-chose item = Reply
expect stack = Inbox > Ada
expect crash = none
