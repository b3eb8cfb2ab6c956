// What the Swift built-in strategies did, as the last binary that had them
// ran it (navsandbox at 3c80736, `run --strategy S --profile P --json`):
// BundledGuardRecordTests holds the bundled guard files to it. Written from
// those runs, not from the files; a change here is a change of what a
// built-in strategy does, and says so in its commit.
//
// Changed since: switching-flag on iOS 26 in ios26-content-swipe.nss. Its
// `pop-gesture: off` is the edge recognizer alone, so the content swipe
// now interrupts the push as it does under `none` (issue 35, rule
// content-pop-separate-from-edge).
// Added since: ios26-two-back-gestures.nss, ios26-swipe-to-reply.nss,
// tab-retap-during-push.nss, button-menu-double-tap.nss,
// interactive-set-stack-cancelled.nss, zoom-dismiss-tap-lands-on-photo.nss,
// apps/swipe-to-reply.nss, apps/tab-bar.nss, apps/button-menu.nss,
// apps/interactive-transitions.nss and apps/zoom-photos.nss,
// written after the Swift built-ins were gone, so their blocks are the
// files' own runs.
//
// Each block: a script and a strategy, then each group of profiles that
// ended alike: the final stack, the presented card, the crash, the
// violations, the taps (handled/dropped/queued), UIKit's ignore count and a
// frozen UI when there is one, where the run stopped; then every call the
// guard decided, at its time (ms), with the flag it named.

extension BundledGuardRecordTests {
    static let scenarioRecord = #"""
scenarios/back-button-double-pop-ios7.nss · delay
  ios7: stack Inbox > Message 1 · card - · crash double-pop-crash · violations double-pop-crash · taps 5/1/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
    5150 DELAYED push Message 2 by 300 ms
    6850 DELAYED pop by 300 ms
    6850 DELAYED pop by 300 ms
  ios12 ios17: stack Inbox · card - · crash - · violations double-pop · taps 6/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
    5500 DELAYED push Message 3 by 300 ms
    7200 DELAYED pop by 300 ms
    7200 DELAYED pop by 300 ms
  ios26: stack Inbox · card - · crash - · violations double-pop · taps 6/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
    5250 DELAYED push Message 3 by 300 ms
    6950 DELAYED pop by 300 ms
    6950 DELAYED pop by 300 ms
scenarios/back-button-double-pop-ios7.nss · appear-flag
  ios7: stack Inbox > Message 1 · card - · crash double-pop-crash · violations double-pop-crash · taps 5/1/0
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-pop · taps 6/0/0
scenarios/back-button-double-pop-ios7.nss · switching-flag
  ios7: stack Inbox · card - · crash - · violations - · taps 4/1/1
    5950 QUEUED pop (isSwitching)
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations stuck-lock · taps 4/0/2
    3100 QUEUED pop (isSwitching)
    6300 QUEUED pop (isSwitching)
scenarios/back-button-double-pop-ios7.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/2/0
    3000 IGNORED pop (isTransitionControllerProcessing)
    5950 IGNORED pop (isTransitionControllerProcessing)
scenarios/back-button-double-pop-ios7.nss · window-lock
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/2/0
    5950 FAILED pop (window.isAnimated)
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/2/0
    3100 FAILED pop (window.isAnimated)
    6050 FAILED pop (window.isAnimated)
scenarios/back-button-double-pop-ios7.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/2/0
    5950 IGNORED pop (transitionLock)
scenarios/back-button-menu.nss · delay
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    2050 DELAYED push Message 2 by 300 ms
    3750 DELAYED push Reply by 300 ms
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    2050 DELAYED push Message 2 by 300 ms
    3750 DELAYED push Reply by 300 ms
    5900 DELAYED popTo Message 1 by 300 ms
scenarios/back-button-menu.nss · appear-flag
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
scenarios/back-button-menu.nss · switching-flag
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
scenarios/back-button-menu.nss · block-all
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
    5000 IGNORED pop (isTransitionControllerProcessing)
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
scenarios/back-button-menu.nss · window-lock
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
scenarios/back-button-menu.nss · coordinated
  ios7 ios12: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 4/0/0
  ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/0/0
scenarios/back-button-two-level-pop.nss · delay
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-pop · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
scenarios/back-button-two-level-pop.nss · appear-flag
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-pop · taps 4/0/0
scenarios/back-button-two-level-pop.nss · switching-flag
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 3/0/1
    3100 QUEUED pop (isSwitching)
scenarios/back-button-two-level-pop.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    3000 IGNORED pop (isTransitionControllerProcessing)
scenarios/back-button-two-level-pop.nss · window-lock
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    3100 FAILED pop (window.isAnimated)
scenarios/back-button-two-level-pop.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
scenarios/card-pass-through.nss · delay
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
    50 DELAYED present Compose from Inbox by 300 ms
    3200 DELAYED push Message 2 by 300 ms
scenarios/card-pass-through.nss · appear-flag
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/card-pass-through.nss · switching-flag
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/card-pass-through.nss · block-all
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/card-pass-through.nss · window-lock
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/card-pass-through.nss · coordinated
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/card-swallows-tap.nss · delay
  all: stack Inbox · card Compose · crash - · violations swallowed-tap · taps 2/1/0
    50 DELAYED present Compose from Inbox by 300 ms
scenarios/card-swallows-tap.nss · appear-flag
  all: stack Inbox · card Compose · crash - · violations swallowed-tap · taps 2/1/0
scenarios/card-swallows-tap.nss · switching-flag
  all: stack Inbox · card Compose · crash - · violations swallowed-tap · taps 2/1/0
scenarios/card-swallows-tap.nss · block-all
  all: stack Inbox · card Compose · crash - · violations swallowed-tap · taps 2/1/0
scenarios/card-swallows-tap.nss · window-lock
  all: stack Inbox · card Compose · crash - · violations swallowed-tap · taps 2/1/0
scenarios/card-swallows-tap.nss · coordinated
  all: stack Inbox > Message 2 · card Compose · crash - · violations - · taps 3/0/0
scenarios/double-push-row.nss · delay
  ios7: stack Inbox > Message 1 > Message 1 · card - · crash - · violations nested-push, double-push · taps 2/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 1 > Message 1 · card - · crash - · violations double-push · taps 2/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
scenarios/double-push-row.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Message 1 (isAnimated)
scenarios/double-push-row.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Message 1 (isSwitching)
scenarios/double-push-row.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Message 1 (isTransitionControllerProcessing)
scenarios/double-push-row.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    300 FAILED push Message 1 (window.isAnimated)
scenarios/double-push-row.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Message 1 (identity)
scenarios/double-tap-under-sheet.nss · delay
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
    50 DELAYED present Text Size from Settings by 300 ms
  ios17 ios26: stack Settings > Wi-Fi > Wi-Fi · card Text Size · crash - · violations double-push · taps 3/0/0
    50 DELAYED present Text Size from Settings by 300 ms
    1750 DELAYED push Wi-Fi by 300 ms
    1850 DELAYED push Wi-Fi by 300 ms
scenarios/double-tap-under-sheet.nss · appear-flag
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
  ios17: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 2/1/0
  ios26: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 3/0/0
scenarios/double-tap-under-sheet.nss · switching-flag
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
  ios17: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 2/1/0
  ios26: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 3/0/0
scenarios/double-tap-under-sheet.nss · block-all
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
  ios17 ios26: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 2/1/0
scenarios/double-tap-under-sheet.nss · window-lock
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
  ios17: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 2/1/0
  ios26: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 3/0/0
scenarios/double-tap-under-sheet.nss · coordinated
  ios7 ios12: stack Settings · card Text Size · crash - · violations - · taps 3/0/0
  ios17: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 2/1/0
  ios26: stack Settings > Wi-Fi · card Text Size · crash - · violations - · taps 3/0/0
scenarios/ios26-content-swipe.nss · delay
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
  ios26: stack Inbox > Reply · card - · crash - · violations - · taps 3/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
scenarios/ios26-content-swipe.nss · appear-flag
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/ios26-content-swipe.nss · switching-flag
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/ios26-content-swipe.nss · block-all
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
scenarios/ios26-content-swipe.nss · window-lock
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/ios26-content-swipe.nss · coordinated
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
scenarios/ios26-double-back.nss · delay
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-pop · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
scenarios/ios26-double-back.nss · appear-flag
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-pop · taps 4/0/0
scenarios/ios26-double-back.nss · switching-flag
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 3/0/1
    3100 QUEUED pop (isSwitching)
scenarios/ios26-double-back.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    3000 IGNORED pop (isTransitionControllerProcessing)
scenarios/ios26-double-back.nss · window-lock
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
    3100 FAILED pop (window.isAnimated)
scenarios/ios26-double-back.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/1/0
scenarios/ios7-nested-push-black-screen.nss · delay
  ios7: stack Inbox > Message 1 · card - · crash cant-add-self-as-subview · violations nested-push, double-push, cant-add-self-as-subview · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations double-push · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
scenarios/ios7-nested-push-black-screen.nss · appear-flag
  all: stack Inbox · card - · crash - · violations - · taps 3/1/0
    300 IGNORED push Message 1 (isAnimated)
scenarios/ios7-nested-push-black-screen.nss · switching-flag
  all: stack Inbox · card - · crash - · violations - · taps 3/1/0
    300 IGNORED push Message 1 (isSwitching)
scenarios/ios7-nested-push-black-screen.nss · block-all
  all: stack Inbox · card - · crash - · violations - · taps 3/1/0
    300 IGNORED push Message 1 (isTransitionControllerProcessing)
    1600 IGNORED pop (isTransitionControllerProcessing)
scenarios/ios7-nested-push-black-screen.nss · window-lock
  all: stack Inbox · card - · crash - · violations - · taps 3/1/0
    300 FAILED push Message 1 (window.isAnimated)
scenarios/ios7-nested-push-black-screen.nss · coordinated
  all: stack Inbox · card - · crash - · violations - · taps 3/1/0
    300 IGNORED push Message 1 (identity)
scenarios/must-complete-lost.nss · delay
  ios7: stack Inbox > Message 3 > Message 1 · card - · crash - · violations nested-push · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 3 > Message 1 · card - · crash - · violations - · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
scenarios/must-complete-lost.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isAnimated)
scenarios/must-complete-lost.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isSwitching)
scenarios/must-complete-lost.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isTransitionControllerProcessing)
scenarios/must-complete-lost.nss · window-lock
  all: stack Inbox > Message 1 > Message 3 · card - · crash - · violations - · taps 2/0/0
    550 QUEUED push Message 3 (window.isAnimated)
scenarios/must-complete-lost.nss · coordinated
  all: stack Inbox > Message 1 > Message 3 · card - · crash - · violations - · taps 2/0/0
    550 QUEUED push Message 3 (transitionLock)
scenarios/must-complete-queued.nss · delay
  ios7: stack Inbox > Message 3 > Message 1 · card - · crash - · violations nested-push · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 3 > Message 1 · card - · crash - · violations - · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
scenarios/must-complete-queued.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isAnimated)
scenarios/must-complete-queued.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isSwitching)
scenarios/must-complete-queued.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isTransitionControllerProcessing)
scenarios/must-complete-queued.nss · window-lock
  all: stack Inbox > Message 1 > Message 3 · card - · crash - · violations - · taps 2/0/0
    550 QUEUED push Message 3 (window.isAnimated)
scenarios/must-complete-queued.nss · coordinated
  all: stack Inbox > Message 1 > Message 3 · card - · crash - · violations - · taps 2/0/0
    550 QUEUED push Message 3 (transitionLock)
scenarios/pop-during-push-ios7.nss · delay
  ios7: stack Inbox · card - · crash - · violations nested-push · taps 5/0/0 · stopped labelNeverSeen at line 26
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 6/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
scenarios/pop-during-push-ios7.nss · appear-flag
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    4500 IGNORED pop (isAnimated)
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    1700 IGNORED pop (isAnimated)
    4600 IGNORED pop (isAnimated)
scenarios/pop-during-push-ios7.nss · switching-flag
  ios7: stack Inbox · card - · crash - · violations stuck-lock · taps 4/1/1
    4500 QUEUED pop (isSwitching)
    6150 QUEUED pop (isSwitching)
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 5/0/1
    1700 QUEUED pop (isSwitching)
scenarios/pop-during-push-ios7.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    3000 IGNORED pop (isTransitionControllerProcessing)
    4500 IGNORED pop (isTransitionControllerProcessing)
scenarios/pop-during-push-ios7.nss · window-lock
  ios7: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    4500 FAILED pop (window.isAnimated)
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    1700 FAILED pop (window.isAnimated)
    4600 FAILED pop (window.isAnimated)
scenarios/pop-during-push-ios7.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 5/1/0
    4500 IGNORED pop (transitionLock)
scenarios/present-while-presenting.nss · delay
  all: stack Inbox · card Compose · crash - · violations present-while-presenting · taps 1/1/0
    50 DELAYED present Compose from Inbox by 300 ms
    1750 DELAYED present Attachments from Inbox by 300 ms
scenarios/present-while-presenting.nss · appear-flag
  all: stack Inbox · card Compose · crash - · violations present-while-presenting · taps 1/1/0
scenarios/present-while-presenting.nss · switching-flag
  all: stack Inbox · card Compose · crash - · violations present-while-presenting · taps 1/1/0
scenarios/present-while-presenting.nss · block-all
  all: stack Inbox · card Compose · crash - · violations present-while-presenting · taps 1/1/0
scenarios/present-while-presenting.nss · window-lock
  all: stack Inbox · card Compose · crash - · violations present-while-presenting, stuck-lock · taps 1/1/0
scenarios/present-while-presenting.nss · coordinated
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
    1450 IGNORED present Attachments from Inbox (presentedViewController)
scenarios/push-during-alert.nss · delay
  ios7: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
    50 DELAYED present Signed out from Inbox by 300 ms
  ios12 ios17 ios26: stack Inbox > Trash · card - · crash - · violations present-not-in-window · taps 0/1/0
    50 DELAYED present Signed out from Inbox by 300 ms
scenarios/push-during-alert.nss · appear-flag
  ios7: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
  ios12 ios17 ios26: stack Inbox · card Signed out · crash - · violations lost-navigation · taps 1/0/0
scenarios/push-during-alert.nss · switching-flag
  ios7: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
  ios12 ios17 ios26: stack Inbox · card Signed out · crash - · violations lost-navigation, stuck-lock · taps 1/0/0
scenarios/push-during-alert.nss · block-all
  ios7: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
  ios12 ios17 ios26: stack Inbox · card Signed out · crash - · violations lost-navigation · taps 1/0/0
scenarios/push-during-alert.nss · window-lock
  all: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
    150 QUEUED push Trash (window.isAnimated)
scenarios/push-during-alert.nss · coordinated
  all: stack Inbox > Trash · card Signed out · crash - · violations - · taps 1/0/0
    150 QUEUED push Trash (transitionLock)
scenarios/reuse-detail-same-instance.nss · delay
  all: stack Inbox > Detail · card - · crash same-instance-push · violations same-instance-push · taps 2/0/0
    200 DELAYED push Detail by 300 ms
    300 DELAYED push Detail by 300 ms
scenarios/reuse-detail-same-instance.nss · appear-flag
  all: stack Inbox > Detail · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Detail (isAnimated)
scenarios/reuse-detail-same-instance.nss · switching-flag
  all: stack Inbox > Detail · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Detail (isSwitching)
scenarios/reuse-detail-same-instance.nss · block-all
  all: stack Inbox > Detail · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Detail (isTransitionControllerProcessing)
scenarios/reuse-detail-same-instance.nss · window-lock
  all: stack Inbox > Detail · card - · crash - · violations - · taps 1/1/0
    300 FAILED push Detail (window.isAnimated)
scenarios/reuse-detail-same-instance.nss · coordinated
  all: stack Inbox > Detail · card - · crash - · violations - · taps 1/1/0
    300 IGNORED push Detail (identity)
scenarios/root-swipe-nil-delegate.nss · delay
  all: stack Inbox > Message 1 · card - · crash - · violations root-swipe-freeze · taps 3/0/0
    1200 DELAYED push Message 1 by 300 ms
scenarios/root-swipe-nil-delegate.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations root-swipe-freeze · taps 3/0/0
scenarios/root-swipe-nil-delegate.nss · switching-flag
  all: stack Inbox · card - · crash - · violations root-swipe-freeze, stuck-lock · taps 2/1/0
scenarios/root-swipe-nil-delegate.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/2/0
scenarios/root-swipe-nil-delegate.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations root-swipe-freeze, stuck-lock · taps 3/0/0
scenarios/root-swipe-nil-delegate.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations root-swipe-freeze, stuck-lock · taps 3/0/0
scenarios/row-tapped-in-scrolling-table.nss · delay
  ios7: stack Inbox > Message 2 > Message 2 · card - · crash - · violations nested-push, double-push · taps 2/1/0
    700 DELAYED push Message 2 by 300 ms
    800 DELAYED push Message 2 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 2 > Message 2 · card - · crash - · violations double-push · taps 2/1/0
    700 DELAYED push Message 2 by 300 ms
    800 DELAYED push Message 2 by 300 ms
scenarios/row-tapped-in-scrolling-table.nss · appear-flag
  all: stack Inbox > Message 2 · card - · crash - · violations - · taps 1/2/0
    800 IGNORED push Message 2 (isAnimated)
scenarios/row-tapped-in-scrolling-table.nss · switching-flag
  all: stack Inbox > Message 2 · card - · crash - · violations - · taps 1/2/0
    800 IGNORED push Message 2 (isSwitching)
scenarios/row-tapped-in-scrolling-table.nss · block-all
  all: stack Inbox > Message 2 · card - · crash - · violations - · taps 1/2/0
    800 IGNORED push Message 2 (isTransitionControllerProcessing)
scenarios/row-tapped-in-scrolling-table.nss · window-lock
  all: stack Inbox > Message 2 · card - · crash - · violations - · taps 1/2/0
    800 FAILED push Message 2 (window.isAnimated)
scenarios/row-tapped-in-scrolling-table.nss · coordinated
  all: stack Inbox > Message 2 · card - · crash - · violations - · taps 1/2/0
    800 IGNORED push Message 2 (identity)
scenarios/share-responder-chain.nss · delay
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED present Share from Message 1 by 300 ms
    3600 DELAYED dismiss Share by 300 ms
scenarios/share-responder-chain.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/share-responder-chain.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/share-responder-chain.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/share-responder-chain.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/share-responder-chain.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-block-all.nss · delay
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
    200 DELAYED push Message 1 by 300 ms
    3095 DELAYED push Reply by 300 ms
scenarios/swipe-cancel-block-all.nss · appear-flag
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-block-all.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 IGNORED push Reply (isSwitching)
scenarios/swipe-cancel-block-all.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0 · ignoring 1
scenarios/swipe-cancel-block-all.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 FAILED push Reply (window.isAnimated)
scenarios/swipe-cancel-block-all.nss · coordinated
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-switching-flag.nss · delay
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
    200 DELAYED push Message 1 by 300 ms
    3095 DELAYED push Reply by 300 ms
scenarios/swipe-cancel-switching-flag.nss · appear-flag
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-switching-flag.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 IGNORED push Reply (isSwitching)
scenarios/swipe-cancel-switching-flag.nss · block-all
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
scenarios/swipe-cancel-switching-flag.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 FAILED push Reply (window.isAnimated)
scenarios/swipe-cancel-switching-flag.nss · coordinated
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-window-lock.nss · delay
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
    200 DELAYED push Message 1 by 300 ms
    3095 DELAYED push Reply by 300 ms
scenarios/swipe-cancel-window-lock.nss · appear-flag
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-cancel-window-lock.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 IGNORED push Reply (isSwitching)
scenarios/swipe-cancel-window-lock.nss · block-all
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/1/0
scenarios/swipe-cancel-window-lock.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations stuck-lock · taps 2/1/0
    2795 FAILED push Reply (window.isAnimated)
scenarios/swipe-cancel-window-lock.nss · coordinated
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/0/0
scenarios/swipe-under-card.nss · delay
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED present Share from Message 1 by 300 ms
scenarios/swipe-under-card.nss · appear-flag
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
scenarios/swipe-under-card.nss · switching-flag
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
scenarios/swipe-under-card.nss · block-all
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
scenarios/swipe-under-card.nss · window-lock
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
scenarios/swipe-under-card.nss · coordinated
  all: stack Inbox > Message 1 · card Share · crash - · violations - · taps 2/1/0
scenarios/tap-during-interactive-dismissal.nss · delay
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
    50 DELAYED present Compose from Inbox by 300 ms
scenarios/tap-during-interactive-dismissal.nss · appear-flag
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
scenarios/tap-during-interactive-dismissal.nss · switching-flag
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
scenarios/tap-during-interactive-dismissal.nss · block-all
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
scenarios/tap-during-interactive-dismissal.nss · window-lock
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
scenarios/tap-during-interactive-dismissal.nss · coordinated
  all: stack Inbox · card Compose · crash - · violations - · taps 2/0/0
scenarios/tap-during-presentation.nss · delay
  all: stack Inbox > Message 3 · card Compose · crash - · violations - · taps 2/0/0
    50 DELAYED present Compose from Inbox by 300 ms
    350 DELAYED push Message 3 by 300 ms
scenarios/tap-during-presentation.nss · appear-flag
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
scenarios/tap-during-presentation.nss · switching-flag
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
scenarios/tap-during-presentation.nss · block-all
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
scenarios/tap-during-presentation.nss · window-lock
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
scenarios/tap-during-presentation.nss · coordinated
  all: stack Inbox · card Compose · crash - · violations - · taps 1/1/0
scenarios/tap-during-push.nss · delay
  ios7: stack Inbox > Message 1 > Reply · card - · crash - · violations frozen-ui · taps 2/4/0 · frozen
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
    2050 DELAYED pop by 300 ms
    2050 DELAYED pop by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 2 · card - · crash - · violations - · taps 6/0/0
    200 DELAYED push Message 1 by 300 ms
    1900 DELAYED push Reply by 300 ms
    2050 DELAYED pop by 300 ms
    2050 DELAYED pop by 300 ms
    5500 DELAYED push Message 2 by 300 ms
scenarios/tap-during-push.nss · appear-flag
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    4550 IGNORED pop (isAnimated)
  ios26: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    1750 IGNORED pop (isAnimated)
    4550 IGNORED pop (isAnimated)
scenarios/tap-during-push.nss · switching-flag
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/1
    4550 QUEUED pop (isSwitching)
  ios26: stack Inbox · card - · crash - · violations stuck-lock · taps 3/1/2
    1750 QUEUED pop (isSwitching)
    3350 QUEUED pop (isSwitching)
    4900 IGNORED push Message 2 (isSwitching)
scenarios/tap-during-push.nss · block-all
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
scenarios/tap-during-push.nss · window-lock
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    4550 FAILED pop (window.isAnimated)
  ios26: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    1750 FAILED pop (window.isAnimated)
    4550 FAILED pop (window.isAnimated)
scenarios/tap-during-push.nss · coordinated
  ios7 ios12 ios17: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    4550 IGNORED pop (transitionLock)
  ios26: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 4/2/0
    1750 IGNORED pop (transitionLock)
    4550 IGNORED pop (transitionLock)
scenarios/two-finger-rows.nss · delay
  ios7: stack Inbox > Message 1 > Message 2 · card - · crash - · violations nested-push · taps 2/0/0
    200 DELAYED push Message 1 by 300 ms
    200 DELAYED push Message 2 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 1 > Message 2 · card - · crash - · violations - · taps 2/0/0
    200 DELAYED push Message 1 by 300 ms
    200 DELAYED push Message 2 by 300 ms
scenarios/two-finger-rows.nss · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    200 IGNORED push Message 2 (isAnimated)
scenarios/two-finger-rows.nss · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    200 IGNORED push Message 2 (isSwitching)
scenarios/two-finger-rows.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    200 IGNORED push Message 2 (isTransitionControllerProcessing)
scenarios/two-finger-rows.nss · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
    200 FAILED push Message 2 (window.isAnimated)
scenarios/two-finger-rows.nss · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 1/1/0
scenarios/ios26-two-back-gestures.nss · delay
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
    200 DELAYED push Message 1 by 300 ms
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    200 DELAYED push Message 1 by 300 ms
    4360 DELAYED push Message 1 by 300 ms
scenarios/ios26-two-back-gestures.nss · appear-flag
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
scenarios/ios26-two-back-gestures.nss · switching-flag
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
scenarios/ios26-two-back-gestures.nss · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
scenarios/ios26-two-back-gestures.nss · window-lock
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
scenarios/ios26-two-back-gestures.nss · coordinated
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 2/3/0
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
scenarios/ios26-swipe-to-reply.nss · delay
  ios7 ios12 ios17: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
    50 DELAYED push Ada by 300 ms
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 2/1/0
    50 DELAYED push Ada by 300 ms
scenarios/ios26-swipe-to-reply.nss · appear-flag
  ios7 ios12 ios17: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 2/1/0
scenarios/ios26-swipe-to-reply.nss · switching-flag
  ios7 ios12 ios17: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 2/1/0
scenarios/ios26-swipe-to-reply.nss · block-all
  all: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
scenarios/ios26-swipe-to-reply.nss · window-lock
  ios7 ios12 ios17: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 2/1/0
scenarios/ios26-swipe-to-reply.nss · coordinated
  ios7 ios12 ios17: stack Chats > Ada · card - · crash - · violations - · taps 2/1/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 2/1/0
scenarios/tab-retap-during-push.nss · delay
  ios7: stack Chats > Ada · card - · crash - · violations frozen-ui · taps 2/0/0 · frozen
    50 DELAYED push Ada by 300 ms
    250 DELAYED popToRoot by 300 ms
  ios12 ios17 ios26: stack Chats · card - · crash - · violations - · taps 2/0/0
    50 DELAYED push Ada by 300 ms
    250 DELAYED popToRoot by 300 ms
scenarios/tab-retap-during-push.nss · appear-flag
  all: stack Chats > Ada · card - · crash - · violations - · taps 1/1/0
    250 IGNORED popToRoot (isAnimated)
scenarios/tab-retap-during-push.nss · switching-flag
  ios7: stack Chats > Ada · card - · crash - · violations frozen-ui · taps 2/0/0 · frozen
  ios12 ios17 ios26: stack Chats · card - · crash - · violations - · taps 2/0/0
scenarios/tab-retap-during-push.nss · block-all
  all: stack Chats > Ada · card - · crash - · violations - · taps 1/1/0
scenarios/tab-retap-during-push.nss · window-lock
  all: stack Chats > Ada · card - · crash - · violations - · taps 1/1/0
    250 FAILED popToRoot (window.isAnimated)
scenarios/tab-retap-during-push.nss · coordinated
  all: stack Chats > Ada · card - · crash - · violations - · taps 1/1/0
    250 IGNORED popToRoot (transitionLock)
scenarios/button-menu-double-tap.nss · delay
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
    50 DELAYED push Ada by 300 ms
  ios17 ios26: stack Inbox > Reply · card - · crash - · violations - · taps 4/0/0
    50 DELAYED push Ada by 300 ms
    2900 DELAYED push Reply by 300 ms
scenarios/button-menu-double-tap.nss · appear-flag
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 3/1/0
    2750 IGNORED pop (isAnimated)
scenarios/button-menu-double-tap.nss · switching-flag
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
  ios17 ios26: stack Inbox > Ada · card - · crash - · violations - · taps 3/0/1
    2750 QUEUED pop (isSwitching)
scenarios/button-menu-double-tap.nss · block-all
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
    2800 IGNORED pop (isTransitionControllerProcessing)
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 3/1/0
scenarios/button-menu-double-tap.nss · window-lock
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 3/1/0
    2750 FAILED pop (window.isAnimated)
scenarios/button-menu-double-tap.nss · coordinated
  ios7 ios12: stack Inbox · card - · crash - · violations - · taps 5/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 3/1/0
scenarios/interactive-set-stack-cancelled.nss · delay
  ios7 ios12 ios17: stack Welcome · card - · crash - · violations - · taps 1/1/0 · stopped backNeverSeen at line 24
    50 DELAYED setViewControllers [Welcome] by 300 ms
  ios26: stack Welcome · card - · crash - · violations - · taps 2/0/0 · stopped backNeverSeen at line 24
    50 DELAYED setViewControllers [Welcome] by 300 ms
scenarios/interactive-set-stack-cancelled.nss · appear-flag
  all: stack Home > Welcome · card - · crash - · violations - · taps 3/0/0
scenarios/interactive-set-stack-cancelled.nss · switching-flag
  all: stack Home > Welcome · card - · crash - · violations - · taps 3/0/0
scenarios/interactive-set-stack-cancelled.nss · block-all
  all: stack Home > Welcome · card - · crash - · violations stuck-lock · taps 1/1/0 · ignoring 1 · stopped backNeverSeen at line 24
scenarios/interactive-set-stack-cancelled.nss · window-lock
  all: stack Home > Welcome · card - · crash - · violations - · taps 3/0/0
scenarios/interactive-set-stack-cancelled.nss · coordinated
  all: stack Home > Welcome · card - · crash - · violations - · taps 3/0/0
scenarios/zoom-dismiss-tap-lands-on-photo.nss · delay
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
    50 DELAYED push Beach by 300 ms
  ios26: stack Photos · card - · crash - · violations - · taps 2/0/0
    50 DELAYED push Beach by 300 ms
scenarios/zoom-dismiss-tap-lands-on-photo.nss · appear-flag
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
  ios26: stack Photos · card - · crash - · violations - · taps 2/0/0
scenarios/zoom-dismiss-tap-lands-on-photo.nss · switching-flag
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
  ios26: stack Photos · card - · crash - · violations - · taps 2/0/0
scenarios/zoom-dismiss-tap-lands-on-photo.nss · block-all
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
  ios26: stack Photos · card - · crash - · violations - · taps 1/1/0
scenarios/zoom-dismiss-tap-lands-on-photo.nss · window-lock
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
  ios26: stack Photos · card - · crash - · violations - · taps 2/0/0
scenarios/zoom-dismiss-tap-lands-on-photo.nss · coordinated
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 2/0/0
  ios26: stack Photos · card - · crash - · violations - · taps 2/0/0
"""#

    static let appRecord = #"""
apps/alert.nss · delay
  ios7: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
    50 DELAYED present Signed out from Inbox by 300 ms
    1750 DELAYED dismiss Signed out by 300 ms
  ios12 ios17 ios26: stack Inbox > Trash · card - · crash - · violations present-not-in-window · taps 0/1/0 · stopped labelNeverSeen at line 14
    50 DELAYED present Signed out from Inbox by 300 ms
apps/alert.nss · appear-flag
  ios7: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
  ios12 ios17 ios26: stack Inbox > Trash · card - · crash - · violations lost-navigation, present-while-presenting · taps 12/0/0
apps/alert.nss · switching-flag
  ios7: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
  ios12 ios17 ios26: stack Inbox > Trash · card - · crash - · violations lost-navigation, stuck-lock, present-while-presenting · taps 12/0/0
apps/alert.nss · block-all
  ios7: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
  ios12 ios17 ios26: stack Inbox > Trash · card - · crash - · violations lost-navigation, present-while-presenting · taps 12/0/0
    5650 IGNORED pop (isTransitionControllerProcessing)
    10200 IGNORED pop (isTransitionControllerProcessing)
apps/alert.nss · window-lock
  all: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
    150 QUEUED push Trash (window.isAnimated)
apps/alert.nss · coordinated
  all: stack Inbox > Trash · card - · crash - · violations - · taps 3/0/0 · stopped labelNeverSeen at line 21
    150 QUEUED push Trash (transitionLock)
apps/hit-testing.nss · delay
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/hit-testing.nss · appear-flag
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/hit-testing.nss · switching-flag
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/hit-testing.nss · block-all
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/hit-testing.nss · window-lock
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/hit-testing.nss · coordinated
  all: stack Hit-testing · card - · crash - · violations - · taps 11/0/0
apps/scrolling-table.nss · delay
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
    50 DELAYED push Item 1 by 300 ms
    7700 DELAYED push Item 3 by 300 ms
    11250 DELAYED push Item 101 by 300 ms
apps/scrolling-table.nss · appear-flag
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
apps/scrolling-table.nss · switching-flag
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
apps/scrolling-table.nss · block-all
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
    1450 IGNORED pop (isTransitionControllerProcessing)
    8800 IGNORED pop (isTransitionControllerProcessing)
apps/scrolling-table.nss · window-lock
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
apps/scrolling-table.nss · coordinated
  all: stack Feed > Item 101 · card - · crash - · violations - · taps 6/2/0
apps/set-stack.nss · delay
  all: stack Inbox > Message 9 · card - · crash - · violations - · taps 5/0/0
    50 DELAYED push Message 1 by 300 ms
    1750 DELAYED setViewControllers [Inbox, Thread 1] by 300 ms
    3450 DELAYED setViewControllers [Inbox, Archive, Thread 1] by 300 ms
    4800 DELAYED setViewControllers [Inbox] by 300 ms
    6500 DELAYED push Message 9 by 300 ms
apps/set-stack.nss · appear-flag
  ios7: stack Inbox > Message 9 · card - · crash - · violations frozen-ui · taps 5/0/0 · frozen
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 5/0/0
apps/set-stack.nss · switching-flag
  ios7: stack Inbox > Message 9 · card - · crash - · violations frozen-ui · taps 5/0/0 · frozen
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 5/0/0
apps/set-stack.nss · block-all
  all: stack Inbox > Message 9 · card - · crash - · violations - · taps 5/0/0
    5400 IGNORED setViewControllers [Inbox] (isTransitionControllerProcessing)
apps/set-stack.nss · window-lock
  ios7: stack Inbox > Message 9 · card - · crash - · violations frozen-ui · taps 5/0/0 · frozen
  ios12 ios17 ios26: stack Inbox · card - · crash - · violations - · taps 5/0/0
apps/set-stack.nss · coordinated
  all: stack Inbox > Message 9 · card - · crash - · violations - · taps 5/0/0
    5400 IGNORED setViewControllers [Inbox] (transitionLock)
apps/settings-mash.nss · delay
  ios7: stack Home > Settings > Settings > Settings · card - · crash - · violations nested-push, double-push · taps 3/0/0
    300 DELAYED push Settings by 300 ms
    420 DELAYED push Settings by 300 ms
    540 DELAYED push Settings by 300 ms
  ios12 ios17 ios26: stack Home > Settings > Settings > Settings · card - · crash - · violations double-push · taps 3/0/0
    300 DELAYED push Settings by 300 ms
    420 DELAYED push Settings by 300 ms
    540 DELAYED push Settings by 300 ms
apps/settings-mash.nss · appear-flag
  all: stack Home > Settings · card - · crash - · violations - · taps 1/2/0
    420 IGNORED push Settings (isAnimated)
    540 IGNORED push Settings (isAnimated)
apps/settings-mash.nss · switching-flag
  all: stack Home > Settings · card - · crash - · violations - · taps 1/2/0
    420 IGNORED push Settings (isSwitching)
    540 IGNORED push Settings (isSwitching)
apps/settings-mash.nss · block-all
  all: stack Home > Settings · card - · crash - · violations - · taps 1/2/0
    420 IGNORED push Settings (isTransitionControllerProcessing)
    540 IGNORED push Settings (isTransitionControllerProcessing)
apps/settings-mash.nss · window-lock
  all: stack Home > Settings · card - · crash - · violations - · taps 1/2/0
    420 FAILED push Settings (window.isAnimated)
    540 FAILED push Settings (window.isAnimated)
apps/settings-mash.nss · coordinated
  all: stack Home > Settings · card - · crash - · violations - · taps 1/2/0
    420 IGNORED push Settings (identity)
    540 IGNORED push Settings (identity)
apps/sheet-settings.nss · delay
  ios7 ios12: stack Settings · card Account · crash - · violations dismiss-during-transition · taps 3/1/0 · stopped backNeverSeen at line 29
    50 DELAYED present Account from Settings by 300 ms
    1750 DELAYED dismiss Account by 300 ms
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
    50 DELAYED present Account from Settings by 300 ms
    1750 DELAYED dismiss Account by 300 ms
    3450 DELAYED present Text Size from Settings by 300 ms
    5150 DELAYED push Wi-Fi by 300 ms
apps/sheet-settings.nss · appear-flag
  ios7 ios12: stack Settings · card Account · crash - · violations dismiss-during-transition · taps 3/1/0 · stopped backNeverSeen at line 29
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
apps/sheet-settings.nss · switching-flag
  ios7 ios12: stack Settings · card Account · crash - · violations dismiss-during-transition · taps 3/1/0 · stopped backNeverSeen at line 29
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
apps/sheet-settings.nss · block-all
  ios7 ios12: stack Settings · card Account · crash - · violations dismiss-during-transition · taps 3/1/0 · stopped backNeverSeen at line 29
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
    8951 IGNORED pop (isTransitionControllerProcessing)
apps/sheet-settings.nss · window-lock
  ios7 ios12: stack Settings · card Account · crash - · violations - · taps 3/1/0 · stopped backNeverSeen at line 29
    1450 FAILED dismiss Account (window.isAnimated)
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
apps/sheet-settings.nss · coordinated
  ios7 ios12: stack Settings · card Account · crash - · violations - · taps 3/1/0 · stopped backNeverSeen at line 29
    1450 IGNORED dismiss Account (presentedViewController)
  ios17 ios26: stack Settings · card - · crash - · violations - · taps 6/0/0
apps/swipe-to-reply.nss · delay
  ios7 ios12 ios17: stack Chats · card - · crash - · violations app-pan-taken · taps 6/0/0
    50 DELAYED push Ada by 300 ms
    4060 DELAYED push Grace by 300 ms
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 5/1/0
    50 DELAYED push Ada by 300 ms
    4060 DELAYED push Grace by 300 ms
apps/swipe-to-reply.nss · appear-flag
  ios7 ios12 ios17: stack Chats · card - · crash - · violations app-pan-taken · taps 6/0/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 5/1/0
apps/swipe-to-reply.nss · switching-flag
  ios7 ios12 ios17: stack Chats · card - · crash - · violations app-pan-taken · taps 6/0/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 5/1/0
apps/swipe-to-reply.nss · block-all
  all: stack Chats > Ada · card - · crash - · violations - · taps 5/1/0
apps/swipe-to-reply.nss · window-lock
  ios7 ios12 ios17: stack Chats · card - · crash - · violations app-pan-taken · taps 6/0/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 5/1/0
apps/swipe-to-reply.nss · coordinated
  ios7 ios12 ios17: stack Chats · card - · crash - · violations app-pan-taken · taps 6/0/0
  ios26: stack Chats · card - · crash - · violations app-pan-taken · taps 5/1/0
apps/tab-bar.nss · delay
  all: stack Chats · card - · crash - · violations - · taps 9/0/0
    50 DELAYED push Ada by 300 ms
    1750 DELAYED push Profile 1 by 300 ms
    4500 DELAYED push Post by 300 ms
    7250 DELAYED popToRoot by 300 ms
    8950 DELAYED push Grace by 300 ms
apps/tab-bar.nss · appear-flag
  all: stack Chats > Grace · card - · crash - · violations - · taps 9/0/0
apps/tab-bar.nss · switching-flag
  all: stack Chats > Grace · card - · crash - · violations - · taps 9/0/0
apps/tab-bar.nss · block-all
  all: stack Chats · card - · crash - · violations - · taps 8/1/0
apps/tab-bar.nss · window-lock
  all: stack Chats > Grace · card - · crash - · violations - · taps 9/0/0
apps/tab-bar.nss · coordinated
  all: stack Chats > Grace · card - · crash - · violations - · taps 9/0/0
apps/button-menu.nss · delay
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
    3800 DELAYED push Ada by 300 ms
    7950 DELAYED push Ada by 300 ms
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
    3800 DELAYED push Ada by 300 ms
    7550 DELAYED push Reply by 300 ms
apps/button-menu.nss · appear-flag
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
apps/button-menu.nss · switching-flag
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
apps/button-menu.nss · block-all
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
    6250 IGNORED pop (isTransitionControllerProcessing)
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
apps/button-menu.nss · window-lock
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
apps/button-menu.nss · coordinated
  ios7 ios12: stack Inbox > Ada · card - · crash - · violations - · taps 6/0/0
  ios17 ios26: stack Inbox > Ada > Reply · card - · crash - · violations - · taps 5/0/0
apps/interactive-transitions.nss · delay
  all: stack Home > Detail · card - · crash - · violations - · taps 1/0/0 · stopped labelNeverSeen at line 18
    50 DELAYED push Detail by 300 ms
apps/interactive-transitions.nss · appear-flag
  all: stack Home > Welcome · card - · crash - · violations - · taps 5/0/0
apps/interactive-transitions.nss · switching-flag
  all: stack Home > Detail · card - · crash - · violations stuck-lock · taps 3/0/2
    2765 QUEUED pop (isSwitching)
    63865 QUEUED pop (isSwitching)
apps/interactive-transitions.nss · block-all
  all: stack Home > Detail · card - · crash - · violations stuck-lock · taps 2/3/0 · ignoring 1
apps/interactive-transitions.nss · window-lock
  all: stack Home > Detail · card - · crash - · violations stuck-lock · taps 3/2/0
    2765 FAILED pop (window.isAnimated)
    3865 FAILED pop (window.isAnimated)
apps/interactive-transitions.nss · coordinated
  all: stack Home > Welcome · card - · crash - · violations - · taps 5/0/0
apps/zoom-photos.nss · delay
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
    50 DELAYED push Beach by 300 ms
  ios26: stack Photos · card - · crash - · violations - · taps 5/0/0
    50 DELAYED push Beach by 300 ms
    3090 DELAYED push Locked by 300 ms
    7100 DELAYED push Forest by 300 ms
apps/zoom-photos.nss · appear-flag
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
  ios26: stack Photos · card - · crash - · violations - · taps 5/0/0
apps/zoom-photos.nss · switching-flag
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
  ios26: stack Photos · card - · crash - · violations - · taps 5/0/0
apps/zoom-photos.nss · block-all
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
  ios26: stack Photos > Locked · card - · crash - · violations - · taps 4/1/0
apps/zoom-photos.nss · window-lock
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
  ios26: stack Photos · card - · crash - · violations - · taps 5/0/0
apps/zoom-photos.nss · coordinated
  ios7 ios12 ios17: stack Photos > Beach · card - · crash - · violations - · taps 4/1/0
  ios26: stack Photos · card - · crash - · violations - · taps 5/0/0
"""#

    static let raceRecord = #"""
races/set-stack-races · delay
  ios7: stack Inbox · card - · crash - · violations nested-push · taps 6/0/0
    50 DELAYED push Message by 300 ms
    1750 DELAYED setViewControllers [Inbox, Thread] by 300 ms
    1850 DELAYED setViewControllers [Inbox, Thread] by 300 ms
  ios12 ios17 ios26: stack Inbox > Thread · card - · crash - · violations - · taps 6/0/0
    50 DELAYED push Message by 300 ms
    1750 DELAYED setViewControllers [Inbox, Thread] by 300 ms
    1850 DELAYED setViewControllers [Inbox, Thread] by 300 ms
    3800 DELAYED setViewControllers [Inbox, Thread] by 300 ms
races/set-stack-races · appear-flag
  ios7: stack Inbox > Thread · card - · crash - · violations nested-push · taps 5/1/0
  ios12 ios17: stack Inbox > Thread · card - · crash - · violations - · taps 5/1/0
  ios26: stack Inbox > Thread · card - · crash - · violations - · taps 6/0/0
races/set-stack-races · switching-flag
  ios7: stack Inbox > Thread · card - · crash - · violations nested-push · taps 5/1/0
  ios12 ios17: stack Inbox > Thread · card - · crash - · violations - · taps 5/1/0
  ios26: stack Inbox > Thread · card - · crash - · violations - · taps 6/0/0
races/set-stack-races · block-all
  all: stack Inbox · card - · crash - · violations - · taps 5/1/0
    4000 IGNORED pop (isTransitionControllerProcessing)
    4100 IGNORED setViewControllers [Inbox, Thread] (isTransitionControllerProcessing)
races/set-stack-races · window-lock
  ios7: stack Inbox > Thread · card - · crash - · violations nested-push · taps 5/1/0
  ios12 ios17: stack Inbox > Thread · card - · crash - · violations - · taps 5/1/0
  ios26: stack Inbox > Thread · card - · crash - · violations - · taps 6/0/0
races/set-stack-races · coordinated
  ios7 ios12 ios17: stack Inbox · card - · crash - · violations - · taps 5/1/0
    4100 IGNORED setViewControllers [Inbox, Thread] (transitionLock)
  ios26: stack Inbox · card - · crash - · violations - · taps 5/1/0
    1550 IGNORED setViewControllers [Inbox, Thread] (transitionLock)
    4100 IGNORED setViewControllers [Inbox, Thread] (transitionLock)
"""#

    static let switchingRecord = #"""
switching/switch-1 · delay
  ios7: stack Inbox > Message 3 > Message 1 · card - · crash - · violations nested-push · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 3 > Message 1 · card - · crash - · violations - · taps 2/0/0
    450 DELAYED push Message 1 by 300 ms
switching/switch-1 · appear-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isAnimated)
switching/switch-1 · switching-flag
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isSwitching)
switching/switch-1 · block-all
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 IGNORED push Message 3 (isTransitionControllerProcessing)
switching/switch-1 · window-lock
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 QUEUED push Message 3 (window.isAnimated)
switching/switch-1 · coordinated
  all: stack Inbox > Message 1 · card - · crash - · violations lost-navigation · taps 2/0/0
    550 QUEUED push Message 3 (transitionLock)
switching/switch-2 · delay
  ios7: stack Inbox > Message 1 > Message 1 · card Compose · crash - · violations nested-push, double-push · taps 5/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
  ios12 ios17 ios26: stack Inbox > Message 1 > Message 1 · card Compose · crash - · violations double-push · taps 5/0/0
    200 DELAYED push Message 1 by 300 ms
    300 DELAYED push Message 1 by 300 ms
switching/switch-2 · appear-flag
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    300 IGNORED push Message 1 (isAnimated)
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/0
    300 IGNORED push Message 1 (isAnimated)
switching/switch-2 · switching-flag
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    300 IGNORED push Message 1 (isSwitching)
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/0
    300 IGNORED push Message 1 (isSwitching)
switching/switch-2 · block-all
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    300 IGNORED push Message 1 (isTransitionControllerProcessing)
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/0
    300 IGNORED push Message 1 (isTransitionControllerProcessing)
switching/switch-2 · window-lock
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    300 FAILED push Message 1 (window.isAnimated)
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/0
    300 FAILED push Message 1 (window.isAnimated)
switching/switch-2 · coordinated
  ios7 ios12 ios17: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/2/0
    300 IGNORED push Message 1 (identity)
  ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 4/1/0
    300 IGNORED push Message 1 (identity)
switching/switch-3 · delay
  ios7: stack Inbox > Reply · card - · crash - · violations nested-push · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    3095 DELAYED push Reply by 300 ms
  ios12 ios17 ios26: stack Inbox > Reply · card - · crash - · violations - · taps 4/0/0
    200 DELAYED push Message 1 by 300 ms
    3095 DELAYED push Reply by 300 ms
switching/switch-3 · appear-flag
  ios7: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
    2895 IGNORED pop (isAnimated)
switching/switch-3 · switching-flag
  ios7: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox > Message 1 · card - · crash - · violations - · taps 3/0/1
    2895 QUEUED pop (isSwitching)
switching/switch-3 · block-all
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 2/2/0
switching/switch-3 · window-lock
  ios7: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
  ios12 ios17 ios26: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
    2895 FAILED pop (window.isAnimated)
switching/switch-3 · coordinated
  all: stack Inbox > Message 1 > Reply · card - · crash - · violations - · taps 3/1/0
"""#
}
