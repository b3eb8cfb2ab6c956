# Why didn't my tap land? A profile header imported from
# `po headerView.value(forKey: "recursiveDescription")!`:
#   navsandbox import docs/import/profile-header.txt -o docs/import/profile-header.yaml --force
#   navsandbox run docs/import/profile-header.nss
# The header is not a whole screen, so it starts at the top of the content
# area (phone row 3) and keeps a phone's cell shape: about 16 × 38 points a cell.
app "profile-header.yaml"
strategy none
profile ios17

# Follow is under GradientOverlayView: a plain view with interaction on
# (the default), added later, so in front. It takes the tap; Follow never sees it.
at 0ms tap 5,9
wait 60ms
expect event hit-test at = "5,9" hit = "UIView \"Profile.GradientOverlayView 0x7b1000a1ee00\""
expect log !contains "Follow got the tap"

# Message is clear of the overlay.
after 200ms tap 16,9
wait 60ms
expect event touch-up-inside control = "UIButton \"Message\""

# The unread badge is a UILabel on top of Message: labels have
# userInteractionEnabled = NO, so the tap falls through to the button.
after 200ms tap 22,9
wait 60ms
expect event hit-test at = "22,9" hit = "UIButton \"Message\""

# The More button is hidden = YES: skipped, with its image; the header
# itself is what is left at that point.
after 200ms tap 22,3
wait 60ms
expect event hit-test at = "22,3" hit = "UIView \"Profile.ProfileHeaderView 0x7b1000a1c200\""
expect log !contains "0x7b1000a1f200 got the tap"
settle
