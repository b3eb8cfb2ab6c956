# Navigation calls during a presentation, by kind of presentation: an
# alert's transition drops a push, a card's holds an animated one and runs
# a non-animated one at once; a present during an alert is refused.
# An alert's buttons are tapped by their titles, as any control's label.
app "alert.yaml"
strategy none
profile ios17

at 0ms tap "Alert, push in 0.1s"
settle
expect event warning cause = navigation-stack-not-updated rule = alert-transition-drops-navigation-call
expect event violation id = lost-navigation
expect stack = Inbox
after 0ms tap "OK"
settle
expect event dismiss-completes card = "Signed out"
after 0ms tap "Card, quick push 0.1s"
settle
expect event call-runs-without-deferring request = "push Trash" presented = Compose rule = non-animated-call-runs-during-presentation
expect stack = Inbox > Trash
after 0ms tap "Done"
settle
after 0ms tap back
settle
expect stack = Inbox
after 0ms tap "Card, push in 0.1s"
settle
expect event call-deferred request = "push Trash" cause = presentation-animating rule = navigation-call-deferred
expect event runs-deferred-call request = "push Trash"
expect stack = Inbox > Trash
after 0ms tap "Done"
settle
after 0ms tap back
settle
after 0ms tap "Alert, present in 0.1s"
settle
expect event violation id = present-while-presenting rule = present-while-presenting
after 0ms tap "OK"
settle
after 0ms tap "Delete all"
settle
after 0ms tap "Delete"
settle
expect event app text = "Inbox deletes every message"
expect stack = Inbox > Trash
