# docs/reports/qmui-1498.md: QMUI_iOS 4.6.3 with the gesture forced on — a
# quick swipe back while the screen is being pushed: QMUI overrides UIKit's
# NO, the swipe begins mid-push, and the app freezes.
guard "qmui-1498.yaml"
strategy qmui-force-enable
at 0ms tap "Message 1"
after 250ms swipe-back finish
settle
expect violation frozen-ui = fired
expect frozen = yes
