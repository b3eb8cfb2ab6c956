# A tab bar of three stacks: each tab keeps its own stack, a re-tap pops
# the selected tab to its root, and a tab tap during a push completes the
# push before the other tab shows.
app "tab-bar.yaml"
strategy none
profile ios17

# Chats: push a chat and its profile.
at 0ms tap "Ada"
settle
after 0ms tap "Profile"
settle
expect stack = Chats > Ada > Profile 1

# Feed shows its own stack; Chats keeps its.
after 0ms tap-tab "Feed"
settle
expect tab "Feed"
expect stack = Feed
expect event tab-selected tab = Feed reselected = no rule = tab-stacks-independent
after 0ms tap "Post"
settle
after 0ms tap-tab "Chats"
settle
expect stack = Chats > Ada > Profile 1

# A re-tap pops the selected tab to its root (UITabBarController's page:
# "even if the tab was already selected").
after 0ms tap-tab "Chats"
settle
expect stack = Chats
expect event tab-selected tab = Chats reselected = yes rule = tab-reselect-pops-to-root

# A tab tap 100 ms into a push: the tab bar is not in the transition, and
# the switch completes the push first.
after 0ms tap "Grace"
after 100ms tap-tab "Feed"
settle
expect event transition-interrupted kind = push screen = Grace rule = tab-switch-completes-transition
expect stack = Feed > Post
after 0ms tap-tab "Chats"
settle
expect stack = Chats > Grace
