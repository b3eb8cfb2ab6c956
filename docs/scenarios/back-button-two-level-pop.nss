# Two-level pop from one double tap on the back button (the push/pop-trap article).
#
# On Reply, the first tap on back pops Reply. The bar drops Reply's item at
# once, so 100 ms later the same spot holds Message 1's back button ("‹ Inbox")
# and the second tap pops Message 1 too: the user wanted one level and got two.
# iOS 13+ defers the second pop until the first completes; see the ios7
# version for the crash.
strategy none
profile ios17

at 0ms tap "Message 1"
settle
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Reply
after 0ms double-tap back
settle
expect stack = Inbox
expect violation double-pop-crash = no
expect violation double-pop = fired
expect crash = none
