# Pushing the same view controller instance twice (the push/pop-trap article).
#
# "Reuse detail" pushes one cached Detail controller every time. A double
# tap sends two pushes of that instance; iOS 13+ defers the second until
# the first completes, then UIKit throws: the instance is already on the
# stack.
strategy none
profile ios17

at 0ms double-tap "Reuse detail"
settle
expect crash = "same-instance-push"
expect crash = "Pushing the same view controller instance"
expect stack = Inbox > Detail
