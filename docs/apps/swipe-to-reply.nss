# Swipe to reply on iOS 17 and on iOS 26: the same rightward drag on the
# bubble replies before iOS 26 and pops the thread on iOS 26, and the fix
# four apps shipped (turning off only interactiveContentPopGestureRecognizer)
# gives it back.
app "swipe-to-reply.yaml"
strategy none
profile ios17

# iOS 17: only the edge pan pops, so a drag from the middle is the bubble's.
at 0ms tap "Ada"
settle
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-recognized view = "UIView \"Bubble\"" rule = app-pan-wins-away-from-edge
expect event app-pan-action selector = reply: target = Ada
expect stack = Chats > Ada

# iOS 26: the content pop takes the same drag; the bubble gets nothing.
after 0ms switch-profile ios26
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-lost recognizer = content rule = content-pop-takes-app-pan
expect stack = Chats

# The fix: turn off the content recognizer alone. The bubble replies again,
# and the edge swipe still pops.
after 0ms tap "Grace"
settle
after 0ms set content-pop-gesture off
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-action selector = reply: target = Grace
expect stack = Chats > Grace
after 0ms swipe-back finish
settle
expect stack = Chats
