# Finding a presenter through the responder chain (Badoo's UIKit article).
#
# The Share button sits four views deep inside Message 1. Its action walks
# the responder chain (viewControllerForPresentation) up to Message 1, which
# presents the Share card.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Share"
settle
expect event app cause = presenter-found
expect presented = Share
expect card = expanded
expect stack = Inbox > Message 1
after 0ms tap "Done"
settle
expect presented = none
