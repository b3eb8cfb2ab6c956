import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// System sheets (docs/model.md, "System sheets"), on docs/apps/sheet-settings.yaml:
/// Text Size is [medium, large], undimmed at medium, with a grabber;
/// Account is [large] and modal in presentation.
@Suite("System sheets")
struct SheetTests {
    private func presenting(_ label: String, _ profile: Profile = .ios17) -> World {
        var world = World.sheetSettings("none", profile)
        world.tap(label)
        world.settle()
        return world
    }

    private func root(of world: World) -> View? {
        world.presentation.flatMap { world.controller($0.presented).view }.map { world.view($0) }
    }

    @Test("a sheet opens at its smallest detent, undimmed at medium: no dimming, the container passes touches (rules sheet-detents, sheet-undimmed-detent)")
    func opensAtSmallestDetent() throws {
        let world = presenting("Text size")
        let presentation = try #require(world.presentation)
        #expect(presentation.sheet?.detent == .medium)
        #expect(root(of: world)?.frame == SheetDetent.medium.frame)
        #expect(world.view(presentation.dimming).alpha == 0)
        #expect(world.view(presentation.container).passesTouchesThrough)
        #expect(world.sheetStateName == "medium")
        #expect((try? world.flag(named: "card").get())?.value == .text("sheet medium"))
    }

    @Test("a tap above a medium undimmed sheet reaches the presenting screen: Wi-Fi pushes under the sheet")
    func tapAboveMediumSheetReachesPresenter() {
        var world = presenting("Text size")
        let start = world.mark
        world.tap("Wi-Fi")
        world.settle()
        #expect(world.logged(from: start, EventPattern("transition-starts", ("kind", "push"), ("screen", "Wi-Fi"))))
        #expect(world.stackTitles == ["Settings", "Wi-Fi"])
        #expect(world.presentedTitle == "Text Size")
    }

    @Test("dragged to large the sheet dims, and the dimming takes the tap above it")
    func largeDims() throws {
        var world = presenting("Text size")
        let wifi = try #require(world.tapPoint(forLabel: "Wi-Fi"))
        let start = world.mark
        world.send(.dragSheet(.large))
        #expect(world.sheetStateName == "large · moving")
        world.settle()
        #expect(
            world.logged(
                from: start,
                EventPattern(
                    "sheet-detent-changed", ("screen", "Text Size"), ("from", "medium"), ("to", "large"), ("dimmed", "yes"),
                    ("rule", "sheet-detents"))))
        #expect(root(of: world)?.frame == SheetDetent.large.frame)
        let tapped = world.mark
        world.tap(at: wifi)
        world.settle()
        #expect(world.stackTitles == ["Settings"])
        #expect(!world.logged(from: tapped, EventPattern("transition-starts", ("kind", "push"))))
        world.send(.dragSheet(.medium))
        #expect(
            world.logged(
                from: tapped,
                EventPattern("sheet-detent-changed", ("from", "large"), ("to", "medium"), ("dimmed", "no"), ("rule", "sheet-undimmed-detent"))))
    }

    @Test("a drag to a detent the sheet lacks, or where it rests, moves nothing")
    func refusedDrags() {
        var world = presenting("Account")
        let start = world.mark
        world.send(.dragSheet(.medium))
        world.send(.dragSheet(.large))
        #expect(world.logged(from: start, EventPattern("sheet-drag-refused", ("cause", "detent-not-offered"), ("rule", "sheet-detents"))))
        #expect(world.logged(from: start, EventPattern("sheet-drag-refused", ("cause", "already-at-detent"))))
        #expect(world.presentation?.sheet?.detent == .large)
    }

    @Test("drag-sheet dismiss is the interactive dismissal, finished")
    func dragDismiss() {
        var world = presenting("Text size")
        let start = world.mark
        world.send(.dragSheet(.dismiss))
        world.settle()
        #expect(world.logged(from: start, EventPattern("interactive-dismiss-begins", ("screen", "Text Size"))))
        #expect(world.logged(from: start, EventPattern("interactive-dismiss-released", ("progress", "100"), ("finish", "yes"))))
        #expect(world.logged(from: start, EventPattern("dismiss-completes", ("card", "Text Size"))))
        #expect(world.presentation == nil)
    }

    @Test("modal in presentation: the swipe down is refused and the delegate told; dismiss from code works (rule modal-in-presentation)")
    func modalInPresentation() {
        var world = presenting("Account")
        let start = world.mark
        world.send(.dismissSwipeBegin)
        world.send(.dragSheet(.dismiss))
        world.settle()
        #expect(world.entries(from: start).filter { EventPattern("dismiss-attempt-prevented", ("screen", "Account"), ("rule", "modal-in-presentation")).matches($0.event) }.count == 2)
        #expect(!world.logged(from: start, EventPattern("interactive-dismiss-begins", ("screen", "Account"))))
        #expect(world.presentedTitle == "Account")
        world.tap("Done")
        world.settle()
        #expect(world.presentation == nil)
    }

    @Test("a dismiss swipe on a sheet follows the finger and LOCKS says it is dragged")
    func draggedDown() {
        var world = presenting("Text size")
        world.send(.dismissSwipeBegin)
        world.send(.dismissSwipeMove(progress: 40))
        #expect(world.sheetStateName == "medium · dragged down")
        world.send(.dismissSwipeEnd(finish: false))
        world.settle()
        #expect(world.sheetStateName == "medium")
        #expect(root(of: world)?.frame == SheetDetent.medium.frame)
    }

    @Test("the grabber is drawn only when the sheet prefers it")
    func grabber() {
        let textSize = presenting("Text size")
        let account = presenting("Account")
        func hasGrabber(_ world: World) -> Bool {
            root(of: world).map { $0.subviews.contains { world.view($0).role == .cardGrabber } } ?? false
        }
        #expect(hasGrabber(textSize))
        #expect(!hasGrabber(account))
    }

    @Test("drag-card on a sheet moves it between its smallest and largest detents", arguments: [CardDrag.up, .down])
    func dragCardOnSheet(_ drag: CardDrag) {
        var world = presenting("Text size")
        if drag == .down { world.send(.dragSheet(.large)); world.settle() }
        world.send(.dragCard(drag))
        world.settle()
        #expect(world.presentation?.sheet?.detent == (drag == .up ? .large : .medium))
    }

    @Test("before iOS 15 a sheet screen is presented as the card, with a warning (rule sheet-requires-ios15)", arguments: [Profile.ios7, .ios12])
    func fallsBackToCard(_ profile: Profile) {
        var world = World.sheetSettings("none", profile)
        let start = world.mark
        world.tap("Text size")
        world.settle()
        #expect(world.logged(from: start, EventPattern("sheet-unavailable", ("screen", "Text Size"), ("profile", profile.rawValue), ("rule", "sheet-requires-ios15"))))
        #expect(world.presentation?.sheet == nil)
        #expect(root(of: world)?.frame == Phone.cardExpanded)
        let dragged = world.mark
        world.send(.dragSheet(.large))
        #expect(world.logged(from: dragged, EventPattern("sheet-drag-refused", ("cause", "no-sheet"))))
        // The card's dimming covers Wi-Fi: the tap goes nowhere.
        world.tap(at: Point(x: 12, y: 3))
        world.settle()
        #expect(world.stackTitles == ["Settings"])
    }

    @Test("sheets hold on iOS 17 and 26 alike", arguments: [Profile.ios17, .ios26])
    func sheetProfiles(_ profile: Profile) {
        let world = presenting("Text size", profile)
        #expect(world.presentation?.sheet?.detent == .medium)
        #expect(!world.logged(EventPattern("sheet-unavailable")))
    }
}
