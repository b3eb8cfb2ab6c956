# Why didn't my tap land? Four taps on a real checkout screen, imported from
# its view dump:
#   navsandbox import docs/import/checkout.txt -o docs/import/checkout.yaml --force
#   navsandbox run docs/import/checkout.nss
# Points are phone cells; the dump's 390 × 844 points are 24 × 22 cells, so
# a row is about 38 points. A button acts when the finger lifts (50 ms).
app "checkout.yaml"
strategy none
profile ios17

# Remove takes its tap: nothing above it is in the way.
at 0ms tap 20,5
wait 60ms
expect event touch-up-inside control = "UIButton \"Remove\""
expect log contains "Remove got the tap"

# Apply is drawn, but its superview (CouponFieldView) is 0 points tall:
# point(inside:) fails there first, so the scroll view behind takes it.
after 200ms tap 20,10
wait 60ms
expect event hit-test at = "20,10" hit = "UIScrollView \"0x7fa3e2044a00\""
expect log !contains "Apply got the tap"

# Change sits in a row with userInteractionEnabled = NO: skipped with it.
after 200ms tap 20,12
wait 60ms
expect event hit-test at = "20,12" hit = "UIScrollView \"0x7fa3e2044a00\""
expect log !contains "Change got the tap"

# The top of Pay is under the toast container, added later and so in
# front; it has no visible content but takes touches.
after 200ms tap 12,18
wait 60ms
expect event hit-test at = "12,18" hit = "UIView \"Shop.ToastContainerView 0x7fa3e1d19bb0\""
expect log !contains "Pay $42.00 got the tap"

# One row lower, below the container, Pay gets it.
after 200ms tap 12,19
wait 60ms
expect event touch-up-inside control = "UIButton \"Pay $42.00\""
expect log contains "Pay $42.00 got the tap"
settle
