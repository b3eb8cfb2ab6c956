# docs/reports/ios7-double-tap-crash.md: "Can't add self as subview" on
# iOS 7 as the reporters describe it — one button tapped twice quickly
# pushes two screens; the first back shows a black screen, the second
# crashes (cnblogs yanyan1119; openradar 37068517 "go back twice").
strategy none
profile ios7
at 0ms double-tap "Message 1"
settle
expect violation nested-push = fired
expect stack = Inbox > Message 1 > Message 1
after 0ms tap back
settle
expect stack = Inbox > Message 1
expect event warning rule = ios7-corrupted-bar
expect crash = none
after 0ms tap back
settle
expect crash = "Can't add self as subview"
expect event crash-frame frame = "-[UIView(Internal) _addSubview:positioned:relativeTo:]"
expect event crash-frame frame = "__53-[_UINavigationParallaxTransition animateTransition:]_block_invoke_2"
expect violation cant-add-self-as-subview = fired
