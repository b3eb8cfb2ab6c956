# Swipe to reply on iOS 26: a rightward drag on a message bubble, whose own
# pan replies, pops the thread instead. iOS 26's
# interactiveContentPopGestureRecognizer takes a drag that starts anywhere on
# a pushed screen (rule content-pop-takes-app-pan, after NativePHP
# mobile-air #481, deltachat-ios #3088, Kodi #1465); before iOS 26 the same
# drag was the bubble's (rule app-pan-wins-away-from-edge). A horizontal
# strip of photos keeps its drag: the content pop does not begin over it
# (rule content-pop-over-scroll-views, after react-native-screens #3265 and
# #3420). A guard that turns off the edge recognizer changes nothing here:
# only turning off the content one gives the bubble its drag back.
app "../apps/swipe-to-reply.yaml"
strategy none
profile ios26

at 0ms tap "Ada"
settle
expect stack = Chats > Ada
after 0ms swipe-back finish from "Photos"
settle
expect event swipe-refused cause = horizontal-scroll-view rule = content-pop-over-scroll-views
expect stack = Chats > Ada
after 0ms swipe-back finish from "Bubble"
settle
expect event app-pan-lost view = "UIView \"Bubble\"" recognizer = content rule = content-pop-takes-app-pan
expect stack = Chats
expect crash = none
