# System sheets on iOS 17: a modal sheet refuses the swipe down, a medium
# sheet lets a tap above it push under it, dragged to large it dims and
# takes the tap, and a swipe down dismisses it.
app "sheet-settings.yaml"
strategy none
profile ios17

at 0ms tap "Account"
settle
expect presented = Account
after 0ms dismiss-swipe-begin
expect event dismiss-attempt-prevented screen = Account rule = modal-in-presentation
expect presented = Account
after 0ms tap "Done"
settle
expect presented = none
after 0ms tap "Text size"
settle
expect flag card = "sheet medium"
after 0ms tap "Wi-Fi"
settle
expect event transition-starts kind = push screen = Wi-Fi
expect stack = Settings > Wi-Fi
expect presented = Text Size
after 0ms drag-sheet large
settle
expect event sheet-detent-changed screen = "Text Size" from = medium to = large dimmed = yes rule = sheet-detents
expect flag card = "sheet large"
after 0ms tap back
settle
expect stack = Settings > Wi-Fi
after 0ms drag-sheet dismiss
settle
expect event dismiss-completes card = "Text Size"
expect presented = none
after 0ms tap back
settle
expect stack = Settings
