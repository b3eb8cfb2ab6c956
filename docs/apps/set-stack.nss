# setViewControllers by the app's buttons: a push-like jump, a same-top
# reorder, a pop-like reset, and one made while a push still animates.
app "set-stack.yaml"
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Jump to thread"
settle
expect event stack-replaced stack = "Inbox, Thread 1" removed = "Message 1" transition = push
expect event transition-starts kind = push screen = "Thread 1"
expect stack = Inbox > Thread 1
after 0ms tap "File in archive"
settle
expect event stack-replaced stack = "Inbox, Archive, Thread 1" rule = set-view-controllers-same-top
expect stack = Inbox > Archive > Thread 1
after 0ms tap "Back to inbox"
settle
expect event stack-replaced stack = "Inbox" removed = "Archive, Thread 1" transition = pop
expect stack = Inbox
after 0ms tap "Latest, then reset"
settle
expect event call-deferred request = "setViewControllers [Inbox]" rule = set-view-controllers-deferred
expect event stack-replaced stack = "Inbox" removed = "Message 9" transition = pop
expect stack = Inbox
