# docs/reports/jt-1.md: JTNavigationController #1 in the reporter's words —
# "after launch, without tapping NEXT, do a back swipe first, then tap NEXT:
# stuck, 100%". The navigation controller made itself the pop gesture's
# delegate and refuses nothing, so the swipe at the root begins a pop with
# nothing to pop, and the push waits behind it.
guard "jt-1.yaml"
strategy jt-navigation
at 0ms swipe-back finish
expect event pop-stalls-at-root screen = Inbox rule = root-pop-gesture-stalls
after 500ms tap "Message 1"
settle
expect violation root-swipe-freeze = fired
expect stack = Inbox
expect crash = none
