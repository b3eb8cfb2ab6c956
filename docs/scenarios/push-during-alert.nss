# A push made while an alert comes up. The app shows "Signed out" and,
# 0.1 s later, pushes Trash (a push that must complete). From iOS 8 on,
# UIKit drops a navigation call made while an alert's transition runs, with
# "… the navigation stack will not be updated." (rule
# alert-transition-drops-navigation-call, after aryaxt/iOS-Slide-Menu #161):
# the push is lost, and the lost-navigation detector fires. A guard that
# holds navigation calls until transitions end can save it; one that only
# drops taps cannot.
app "../apps/alert.yaml"
strategy none
profile ios17

at 0ms tap "Alert, push in 0.1s"
settle
expect event warning cause = navigation-stack-not-updated rule = alert-transition-drops-navigation-call
expect violation lost-navigation = fired
expect stack = Inbox
expect presented = Signed out
