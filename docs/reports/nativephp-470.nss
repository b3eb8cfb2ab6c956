# docs/reports/nativephp-470.md: NativePHP mobile-air #470 on iOS 26 — on a
# pushed chat screen, a rightward drag on a message meant to reply pops the
# screen instead: iOS 26's content back swipe takes it, and the message's
# own pan never fires.
app "../apps/swipe-to-reply.yaml"
strategy none
profile ios26
at 0ms tap "Ada"
settle
expect stack = Chats > Ada
after 0ms swipe-back finish from "Bubble"
settle
expect violation app-pan-taken = fired
expect event app-pan-lost view = "UIView \"Bubble\"" recognizer = content rule = content-pop-takes-app-pan
expect log !contains "replying to the bubble"
expect stack = Chats
