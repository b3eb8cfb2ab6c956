# Tabs.storyboard, imported (Tabs.yaml): the initial view controller is a tab
# bar controller, so the first tab's navigation controller's root is the root.
#   navsandbox import docs/import/Tabs.storyboard -o Tabs.yaml
#   navsandbox run docs/import/Tabs.nss --app Tabs.yaml
app "Tabs.yaml"
strategy none
profile ios17

at 0ms tap "Refresh"
settle
expect log contains "refresh:"
after 0ms tap "Open post"
settle
expect stack = Feed > Post
