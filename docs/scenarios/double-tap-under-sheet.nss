# A double tap through a system sheet's undimmed detent. The Text Size sheet
# rests at medium, where UIKit removes the dimming view and lets touches
# outside the sheet reach the screen behind it (rule sheet-undimmed-detent):
# "Wi-Fi" is tappable with the sheet open and pushes under it. Its push
# starts at once (no load, unlike the Inbox's rows), so the second tap of a
# quick double tap lands while the push animates and UIKit delivers it to no
# control (rule transition-disables-interaction): one push. The sheet
# protects nothing; the transition does, because the push began before the
# second tap. A guard that postpones calls undoes that: `delay` holds the
# first push 300 ms, the second tap finds no transition to stop it, and Wi-Fi
# is pushed twice (`compare` shows it).
app "../apps/sheet-settings.yaml"
strategy none
profile ios17

at 0ms tap "Text size"
settle
expect presented = Text Size
expect flag card = "sheet medium"
after 0ms double-tap "Wi-Fi"
settle
expect event touch-not-delivered rule = transition-disables-interaction
expect stack = Settings > Wi-Fi
expect presented = Text Size
expect violation double-push = no
