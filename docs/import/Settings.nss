# Settings.storyboard, imported (Settings.yaml): no initial view controller,
# so the navigation controller's root; a static cell's show segue.
#   navsandbox import docs/import/Settings.storyboard -o Settings.yaml
#   navsandbox run docs/import/Settings.nss --app Settings.yaml
app "Settings.yaml"
strategy none
profile ios17

at 0ms tap "Done"
settle
expect log contains "done:"
after 0ms tap "Account"
settle
expect stack = Settings > Account
after 0ms tap "Sign out"
settle
expect log contains "signOut:"
