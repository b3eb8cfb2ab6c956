# docs/reports/yp-44.md: YPNavigationBarTransition before PR #44 — an edge
# swipe at the instant of a push begins mid-transition (the navigation
# controller replaced UIKit's delegate, which refused it): the push never
# finishes and the page stops responding.
guard "yp-44.yaml"
strategy yp-navigation
at 0ms tap "Message 1"
after 250ms swipe-back finish
settle
expect violation frozen-ui = fired
expect frozen = yes
# Nothing responds any more: a tap on back does nothing.
after 500ms tap back
settle
expect frozen = yes
