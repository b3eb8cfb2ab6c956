# AAO-React-Native #155 by keyboard: three quick taps on Settings push three
# Settings screens. Try it under each guard:
#   navsandbox compare settings-mash   (the app line below names its app)
app "settings-mash.yaml"
strategy none
profile ios17

at 0ms tap "Settings"
after 120ms tap "Settings"
after 120ms tap "Settings"
settle
expect stack = Home > Settings > Settings > Settings
expect violation double-push = fired
