# docs/reports/gk-16.md: GKNavigationBarViewController #16 in the
# reporter's order, with GK 2.1.4 and left-swipe push on — a message opened
# and closed (GK's pan is now installed, and stays at the root), a swipe on
# the root screen, then a push, which never happens.
guard "gk-16.yaml"
strategy gk-navigation-bar
at 0ms tap "Message 1"
settle
after 0ms tap back
settle
after 500ms swipe-back finish
expect event swipe-began
after 500ms tap "Message 2"
settle
expect violation root-swipe-freeze = fired
expect event pop-stalls-at-root screen = Inbox rule = root-pop-gesture-stalls
expect stack = Inbox
