# docs/reports/ios7-double-tap-crash.md: the shortest schedule explore found
# for "Can't add self as subview" on iOS 7 with no guard.
strategy none
profile ios7
at 0ms tap "Message 1"
after 0ms double-tap "Message 2"
settle
expect violation nested-push = fired
expect violation cant-add-self-as-subview = fired
