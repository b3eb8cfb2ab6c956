import Foundation
import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// `alert:` and the split of navigation calls made during a presentation
/// (docs/apps/alert.yaml): an alert's transition drops them, a card's holds
/// an animated one and runs a non-animated one at once, iOS 7 runs them all.
@Suite("Alerts and navigation calls during a presentation")
struct AlertTests {
    static func alertApp() throws -> AppDescription {
        let source = try String(contentsOfFile: packageRoot + "/docs/apps/alert.yaml", encoding: .utf8)
        return try AppFileLoader.load(source, file: "alert.yaml").get().app
    }

    static func world(_ profile: Profile = .ios17) throws -> World {
        World(configuration: Configuration(app: try alertApp(), profile: profile))
    }

    @Test("an alert shows its title, message and one button per action, and a button dismisses it")
    func alertButtonsDismiss() throws {
        var w = try Self.world()
        w.tap("Delete all")
        w.settle()
        #expect(w.logged(EventPattern("presentation-completes", ("card", "Delete all?"))))
        #expect(w.tapPoint(forLabel: "Cancel") != nil)
        #expect(w.tapPoint(forLabel: "Delete") != nil)
        #expect(w.views.contains { $0.text == "Every message goes." })
        w.tap("Cancel")
        w.settle()
        #expect(w.logged(EventPattern("dismiss-completes", ("card", "Delete all?"))))
        #expect(w.presentation == nil)
        #expect(w.stackTitles == ["Inbox"])
    }

    @Test("the state key tells an alert's tapped button, and a zooming screen, from the same world without")
    func stateKeyHasAlertAndZoomState() throws {
        var w = try Self.world()
        w.tap("Delete all")
        w.settle()
        let alert = try #require(w.presentation?.presented)
        #expect(w.controller(alert).alert != nil)
        var chosen = w
        chosen.controllers[alert.raw].alert?.chosen = 1
        var other = w
        other.controllers[alert.raw].alert?.chosen = 0
        #expect(chosen.stateKey != w.stateKey)
        #expect(chosen.stateKey != other.stateKey, "which button: its handler runs once the alert is gone")
        var zooming = w
        zooming.controllers[alert.raw].zoom = ZoomTransition(source: "Delete all")
        #expect(zooming.stateKey != w.stateKey)
    }

    @Test("a script may tap an alert's buttons by title: the app's labels name them")
    func alertButtonsAreLabels() throws {
        let labels = try Self.alertApp().labels
        #expect(labels.contains("Cancel") && labels.contains("Delete") && labels.contains("OK"))
        #expect(labels.filter { $0 == "OK" }.count == 1, "each label once")
    }

    @Test("a button's action runs once the alert has gone, as the presenting screen's code")
    func handlerRunsAfterDismissal() throws {
        var w = try Self.world()
        w.tap("Delete all")
        w.settle()
        w.tap("Delete")
        w.settle()
        let entries = w.log.entries
        let gone = entries.firstIndex { if case .dismissCompletes = $0.event { true } else { false } }
        let push = entries.firstIndex { if case .transitionStarts(.push, _, _) = $0.event { true } else { false } }
        #expect(gone != nil && push != nil && gone! < push!, "the handler's push starts after the dismissal completes")
        #expect(w.stackTitles == ["Inbox", "Trash"])
        #expect(w.violations.isEmpty)
    }

    @Test("iOS 8 on: a push while an alert comes up is dropped, and a must-complete one is lost", arguments: [Profile.ios12, .ios17, .ios26])
    func pushDuringAlertIsDropped(_ profile: Profile) throws {
        var w = try Self.world(profile)
        w.tap("Alert, push in 0.1s")
        w.settle()
        #expect(w.logged(EventPattern("warning", ("cause", "navigation-stack-not-updated"), ("rule", "alert-transition-drops-navigation-call"))))
        #expect(w.logged(EventPattern("violation", ("id", "lost-navigation"), ("rule", "alert-transition-drops-navigation-call"))))
        #expect(w.stackTitles == ["Inbox"])
        #expect(!w.logged(EventPattern("call-deferred", ("request", "push Trash"))))
    }

    @Test("iOS 7: a push while an alert comes up runs at once, under it")
    func pushDuringAlertOnIOS7() throws {
        var w = try Self.world(.ios7)
        w.tap("Alert, push in 0.1s")
        w.settle()
        #expect(!w.logged(EventPattern("warning", ("cause", "navigation-stack-not-updated"))))
        #expect(w.stackTitles == ["Inbox", "Trash"])
    }

    @Test("an animated push while a card comes up waits for it")
    func animatedPushDuringCardWaits() throws {
        var w = try Self.world()
        w.tap("Card, push in 0.1s")
        w.settle()
        #expect(w.logged(EventPattern("call-deferred", ("request", "push Trash"), ("cause", "presentation-animating"), ("rule", "navigation-call-deferred"))))
        #expect(w.logged(EventPattern("runs-deferred-call", ("request", "push Trash"))))
        #expect(w.stackTitles == ["Inbox", "Trash"])
    }

    @Test("a non-animated push while a card comes up runs at once, under the card")
    func quickPushDuringCardRuns() throws {
        var w = try Self.world()
        w.tap("Card, quick push 0.1s")
        w.advance(by: 200)
        #expect(w.presentation?.phase == .presenting)
        #expect(w.logged(EventPattern("call-runs-without-deferring", ("request", "push Trash"), ("presented", "Compose"), ("rule", "non-animated-call-runs-during-presentation"))))
        #expect(w.stackTitles == ["Inbox", "Trash"])
        #expect(!w.logged(EventPattern("call-deferred", ("request", "push Trash"))))
    }

    @Test("a present while an alert comes up is refused as already presenting")
    func presentDuringAlert() throws {
        var w = try Self.world()
        w.tap("Alert, present in 0.1s")
        w.settle()
        #expect(w.logged(EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))))
        #expect(w.presentation.map { w.controllers[$0.presented.raw].title } == "Signed out")
    }

    @Test("an alert takes no drag: the card's drags and the dismiss swipe move nothing, and only a button dismisses it")
    func alertTakesNoDrag() throws {
        var w = try Self.world()
        w.tap("Delete all")
        w.settle()
        for drag in [CardDrag.down, .up, .dismiss] {
            w.dragCard(drag)
            w.settle()
            #expect(w.presentation?.card == .expanded && w.presentation?.phase == .shown, "after \(drag)")
        }
        w.send(.dismissSwipeBegin)
        w.send(.dismissSwipeEnd(finish: true))
        w.settle()
        #expect(w.presentation?.phase == .shown)
        #expect(w.presentation?.interactive == nil)
        let refusals = w.log.entries.filter { if case .alertDragRefused = $0.event { true } else { false } }
        #expect(refusals.count == 4)
        #expect(w.logged(EventPattern("alert-drag-refused", ("alert", "Delete all?"))))
        #expect(refusals.allSatisfy { $0.event.rule == .alertDismissedByItsButtons })
        #expect(!w.logged(EventPattern("dismiss-starts")))
        w.tap("Cancel")
        w.settle()
        #expect(w.presentation == nil)
    }
}

