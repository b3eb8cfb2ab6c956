# docs/reports/gk-16.md: where the search starts — a message opened and
# closed, so GK has installed its pan (at the first pushed screen's
# viewDidAppear) and the user is back on the root, as in the report.
guard "gk-16.yaml"
strategy gk-navigation-bar
at 0ms tap "Message 1"
settle
after 0ms tap back
settle
expect stack = Inbox
expect flag installed = YES
