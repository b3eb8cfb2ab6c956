# docs/reports/qmui-336.md: the shortest schedule explore found for
# QMUI_iOS #336 (a cancelled swipe-back leaves every push intercepted),
# replayed on to what the reporter saw.
strategy qmui-transiting+fd-fullscreen-pop
profile ios17
at 0ms tap "Message 1"
after 1s swipe-back cancel
settle
expect violation stuck-lock = fired
# The reporter's symptom: the next push does nothing, and QMUI's own log
# says it intercepted it because the last transition had not finished.
after 0ms tap "Reply"
settle
expect event guard-note text = "QMUINavigationController: the last transition has not finished; this push was intercepted"
expect event guard-refused verb = IGNORED request = "push Reply"
expect stack = Inbox > Message 1
