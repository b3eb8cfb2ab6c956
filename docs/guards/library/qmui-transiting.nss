# QMUI_iOS 2.6.2's isViewControllerTransiting, alone and with
# FDFullscreenPopGesture — issues #275 and #336
# (https://github.com/Tencent/QMUI_iOS/issues/336): with FD installed, a back
# swipe cancelled half-way leaves every later push intercepted.
# Run: navsandbox run docs/guards/library/qmui-transiting.nss
strategy qmui-transiting
profile ios17

# The guard working: a double tap on a row pushes once.
at 0ms double-tap "Message 1"
settle
expect event guard-refused request = "push Message 1" flag = isViewControllerTransiting
expect stack = Inbox > Message 1

# A cancelled system edge swipe: QMUI heard the recognizer begin, watched the
# popping screen, and its viewWillAppear released the flag.
after 0ms swipe-back cancel
settle
expect event interactive-pop-cancelled screen = "Message 1"
expect flag isViewControllerTransiting = NO
after 0ms tap "Reply"
settle
expect stack = Inbox > Message 1 > Reply

# With FDFullscreenPopGesture stacked inside (QMUI's override calls super,
# FD's swizzle). FD installs its pan at the first push it sees; from then on
# its pan drives the same interactive pop, but the system recognizer never
# begins, so nothing releases the flag (issue #336).
after 0ms switch-strategy qmui-transiting+fd-fullscreen-pop
after 0ms tap "Send"
settle
after 0ms tap back
settle
after 0ms tap "Message 1"
settle
expect stack = Inbox > Message 1
after 0ms swipe-back cancel from "Next message"
settle
expect event gesture-should-begin recognizer = "fd_fullscreenPopGestureRecognizer" allowed = yes
expect event interactive-pop-cancelled screen = "Message 1" count = 2
expect flag isViewControllerTransiting = YES
expect violation stuck-lock = fired
after 0ms tap "Reply"
settle
expect event guard-refused request = "push Reply" flag = isViewControllerTransiting
expect stack = Inbox > Message 1
