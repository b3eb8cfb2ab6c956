import Foundation
import NavSandboxApps
import NavSandboxTestSupport
@testable import NavSandboxCore
import NavSandboxTestSupport

/// The races issue 3 names, as drivers over a fresh demo world (a race the
/// demo has no control for runs on its example app). Each starts
/// from launch, reproduces the race by touches and time only (as a user or a
/// script would), and leaves the world settled.
enum RaceDriver: String, CaseIterable, Sendable {
    case doubleTapRow = "double tap on a row"
    case twoTapsOnBack = "two taps on back"
    case backDuringPush = "back during a push"
    case cancelledSwipeThenTap = "a cancelled swipe-back then a tap"
    case cancelledSwipeWithGestureForcedOn = "a cancelled swipe-back then a tap, pop gesture forced on"
    case mustCompleteDuringTransition = "a must-complete push arriving during a transition"
    case twoFingersOnTwoRows = "two fingers on two rows at once"
    case tapAboveMinimizedCard = "a tap above a minimized card"
    case tapAboveMinimizedCardWithPassThrough = "a tap above a minimized card, pass-through on"
    case backTwice = "Back twice"
    case reuseDetailTwice = "Reuse detail tapped twice"
    case attachWhileComposeIsUp = "Attach while Compose is up"
    case tapIncomingScreenDuringPush = "a tap on the incoming screen mid-push"
    case tapDuringPresentation = "a tap on the card mid-presentation"
    case swipeUnderCard = "an edge swipe under a presented card"
    case contentSwipeDuringPush = "a content swipe mid-push"
    case popByCodeDuringPush = "the app pops mid-push (Reply, pop in 0.1s)"
    case rootSwipeWithNilDelegate = "a swipe at the root with the pop gesture's delegate nil, then a tap on a row"
    case pushWhileAlertComesUp = "a push while an alert comes up"
    case tapAboveMediumSheet = "a tap on the presenting screen above a medium sheet"
    case swipeDismissSheetDuringPush = "swipe-dismiss a sheet while a push runs under it"

    /// The sheet races run docs/apps/sheet-settings.yaml (the demo has no sheet).
    var usesSheetApp: Bool { self == .tapAboveMediumSheet || self == .swipeDismissSheetDuringPush }
    case rowTappedInScrollingTable = "a row tapped in a scrolling table"

    func run(strategy: String, profile: Profile, guardFiles: [GuardDefinition] = []) -> World {
        var toggles = Toggles()
        if self == .cancelledSwipeWithGestureForcedOn { toggles.popGesture = true }
        if self == .tapAboveMinimizedCardWithPassThrough { toggles.passThrough = true }
        if self == .rootSwipeWithNilDelegate { toggles.popGestureDelegate = false }
        var w =
            usesSheetApp
            ? World.sheetSettings(strategy, profile, guardFiles: guardFiles)
            : World.demo(strategy, profile, toggles: toggles, guardFiles: guardFiles)
        if self == .pushWhileAlertComesUp {
            w = World(
                configuration: Configuration(
                    app: Self.alertApp, profile: profile, strategy: StrategyID(checked: strategy), toggles: toggles,
                    guardFiles: guardFiles))
        }
        switch self {
        case .doubleTapRow:
            w.doubleTap("Message 1")
        case .twoTapsOnBack:
            w.tap("Message 1"); w.settle()
            w.tap("Reply"); w.settle()
            w.doubleTap("Back")
        case .backDuringPush:
            w.tap("Message 1"); w.settle()
            let back = w.backButtonPoint!
            w.tap("Reply")
            w.advance(by: 100)
            w.tap(at: back)
        case .cancelledSwipeThenTap, .cancelledSwipeWithGestureForcedOn:
            w.tap("Message 1"); w.settle()
            w.swipeBack(finish: false, releaseAt: 30); w.settle()
            w.tap("Reply")
        case .mustCompleteDuringTransition:
            // The must-complete push fires 500 ms after its tap, in the middle
            // of the push that a row tap started at 300 ms.
            w.tap("Open latest in 0.5s")
            w.advance(by: 250)
            w.tap("Message 2")
        case .twoFingersOnTwoRows:
            let first = w.tapPoint(forLabel: "Message 1")!
            let second = w.tapPoint(forLabel: "Message 2")!
            w.tap(at: first)
            w.tap(at: second)
        case .tapAboveMinimizedCard, .tapAboveMinimizedCardWithPassThrough:
            w.tap("Compose"); w.settle()
            w.tap("Minimize"); w.settle()
            w.tap("Message 2")
        case .backTwice:
            w.tap("Message 1"); w.settle()
            w.tap("Next message"); w.settle()
            w.tap("Back twice")
        case .reuseDetailTwice:
            w.doubleTap("Reuse detail")
        case .attachWhileComposeIsUp:
            w.tap("Compose"); w.settle()
            w.tap("Attach")
        case .tapIncomingScreenDuringPush:
            // 150 ms into the push of Reply, where Reply's "Send" already is
            // on the model layer (and Message 1's "Back twice" is drawn).
            w.tap("Message 1"); w.settle()
            w.tap("Reply")
            w.advance(by: 150)
            w.tap(at: Point(x: 12, y: 9))
        case .tapDuringPresentation:
            // 150 ms into Compose's presentation, where its "Send" will be.
            w.tap("Compose")
            w.advance(by: 150)
            w.tap(at: Point(x: 12, y: 7))
        case .swipeUnderCard:
            w.tap("Message 1"); w.settle()
            w.tap("Share"); w.settle()
            w.swipeBack(finish: true)
        case .contentSwipeDuringPush:
            w.tap("Message 1"); w.settle()
            w.tap("Reply")
            w.advance(by: 100)
            w.swipeBack(finish: true, from: Point(x: 12, y: 12))
        case .popByCodeDuringPush:
            w.tap("Message 1"); w.settle()
            w.tap("Reply, pop in 0.1s")
        case .rootSwipeWithNilDelegate:
            // The custom-back-button recipe, then the swipe users make at the
            // root without thinking, then a row.
            w.swipeBack(finish: true); w.settle()
            w.tap("Message 1")
        case .pushWhileAlertComesUp:
            // docs/apps/alert.yaml: the button presents an alert and, 100 ms
            // later, makes a must-complete push while the alert still comes up.
            w.tap("Alert, push in 0.1s")
        case .tapAboveMediumSheet:
            // Text Size opens at medium, undimmed: Wi-Fi above it is the
            // presenting screen's (before iOS 15 the card covers it, dimmed).
            w.tap("Text size"); w.settle()
            w.tap("Wi-Fi")
        case .swipeDismissSheetDuringPush:
            // Wi-Fi pushes under the open sheet; 100 ms into that push the
            // finger swipes the sheet down all the way and lifts.
            w.tap("Text size"); w.settle()
            w.tap("Wi-Fi")
            w.advance(by: 100)
            w.send(.dismissSwipeBegin)
            w.send(.dismissSwipeMove(progress: 80))
            w.send(.dismissSwipeEnd(finish: true))
        case .rowTappedInScrollingTable:
            // A drag that starts on Message 1 after the table's touch delay
            // (the row highlights, then the scroll cancels it), and as the
            // finger lifts a quick double tap on Message 2, whose touches
            // the table holds back until each lifts.
            w.send(.scroll(.label("Message 1"), by: -3, holdingFirst: 300))
            w.advance(by: 300 + World.scrollDragDuration)
            w.doubleTap("Message 2")
        }
        w.settle()
        return w
    }
}

extension RaceDriver {
    /// docs/apps/alert.yaml, read once: the demo has no alert, and adding a
    /// control to it would grow every search explore makes of it.
    static let alertApp: AppDescription = {
        let path = packageRoot + "/docs/apps/alert.yaml"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            case .success(let loaded) = AppFileLoader.load(text, file: path)
        else { fatalError("docs/apps/alert.yaml does not load") }
        return loaded.app
    }()
}
