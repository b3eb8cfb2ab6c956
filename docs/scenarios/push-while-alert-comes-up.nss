# A push while an alert comes up (aryaxt/iOS-Slide-Menu #161).
#
# "Open latest in 0.5s" schedules a push that must happen (like a push
# notification) at 550 ms. At 300 ms "Sign out" presents a UIAlertController,
# which is still coming up when the push arrives. An alert's transition
# conflicts with navigation transitions: on iOS 8 and later UIKit logs "…
# while an existing transition or presentation is occurring; the navigation
# stack will not be updated." and drops the push (rule
# alert-transition-drops-navigation-call), where a card's presentation would
# have held it. The must-complete navigation is lost.
strategy none
profile ios17

at 0ms tap "Open latest in 0.5s"
after 250ms tap "Sign out"
settle
expect event warning cause = navigation-stack-not-updated rule = alert-transition-drops-navigation-call
expect violation lost-navigation = fired
expect stack = Inbox
