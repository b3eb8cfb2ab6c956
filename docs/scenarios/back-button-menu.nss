# iOS 14+: a long press on the back button opens a menu of the earlier
# screens, newest first (rule back-button-menu). Choosing one pops straight
# to it with popToViewController(_:animated:), made by a tap: the strategy's
# guard decides it as it decides any tap's popTo.
#
# Run it with --profile ios12 and there is no menu: lifting the held finger
# taps back, so the app pops once to Message 2 and `tap-menu` finds no menu.
strategy block-all
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Next message"
settle
after 0ms tap "Reply"
settle
after 0ms long-press back
expect event back-menu-opened titles = "Message 2 | Message 1 | Inbox" rule = back-button-menu
after 0ms tap-menu "Message 1"
expect event transition-starts kind = popTo screen = "Message 1"
settle
expect stack = "Inbox > Message 1"
expect crash = none
