# Tabs.storyboard, imported (Tabs.yaml): the initial view controller is a tab
# bar controller, kept as `tabs:` (Feed and Profile), each tab a navigation
# controller with its own stack.
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

# The Profile tab has its own stack; Feed keeps its.
after 0ms tap-tab "Profile"
settle
expect tab "Profile"
expect stack = Profile
after 0ms tap-tab "Feed"
settle
expect stack = Feed > Post
