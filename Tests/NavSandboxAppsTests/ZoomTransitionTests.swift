import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Zoom transitions (issue 35, item 3), on docs/apps/zoom-photos.yaml: rules
/// zoom-transition, zoom-interactive-dismissal, zoom-dismiss-should-begin
/// and zoom-dismissal-outgoing-takes-taps.
@Suite struct ZoomTransitionTests {
    static let app = exampleApp("zoom-photos.yaml")

    static func open(_ label: String, _ profile: Profile = .ios26) -> World {
        var world = World(configuration: Configuration(app: app, profile: profile))
        _ = world.step(.tap(.label(label)))
        _ = world.step(.settle(limit: 60_000))
        return world
    }

    static func after(_ world: inout World, _ milliseconds: Int, _ input: UserInput) {
        _ = world.step(.advance(to: world.now + milliseconds))
        _ = world.step(input)
    }

    @Test("a drag down dismisses a zoomed push, following the finger; a short one cancels")
    func dragDownDismisses() throws {
        var world = Self.open("Beach")
        let photo = try #require(world.topViewController)
        #expect(world.controller(photo).zoom?.source == "Beach")
        _ = world.step(.dismissSwipeBegin)
        Self.after(&world, 100, .dismissSwipeMove(progress: 50))
        #expect(world.navigation.transition?.permille(at: world.now) == 500)
        Self.after(&world, 100, .dismissSwipeEnd(finish: true))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Photos"])
        #expect(world.logged(EventPattern("swipe-released", ("recognizer", "zoom-dismiss"), ("finish", "yes"))))

        var cancelled = Self.open("Forest")
        _ = cancelled.step(.dismissSwipeBegin)
        Self.after(&cancelled, 100, .dismissSwipeMove(progress: 20))
        Self.after(&cancelled, 100, .dismissSwipeEnd(finish: false))
        _ = cancelled.step(.settle(limit: 60_000))
        #expect(cancelled.stackTitles == ["Photos", "Forest"])
        #expect(cancelled.logged(EventPattern("interactive-pop-cancelled", ("screen", "Forest"))))
    }

    @Test("interactiveDismissShouldBegin false refuses the drag down, on a push and on a present; the back swipe still pops")
    func shouldBeginFalse() {
        var locked = Self.open("Locked")
        _ = locked.step(.dismissSwipeBegin)
        _ = locked.step(.settle(limit: 60_000))
        #expect(locked.stackTitles == ["Photos", "Locked"])
        #expect(locked.logged(EventPattern("dismiss-swipe-refused", ("cause", "zoom-dismiss-refused"), ("rule", "zoom-dismiss-should-begin"))))
        _ = locked.step(.swipeBack(finish: true))
        _ = locked.step(.settle(limit: 60_000))
        #expect(locked.stackTitles == ["Photos"])

        var info = Self.open("Info")
        #expect(info.presentedTitle == "Info")
        _ = info.step(.dismissSwipeBegin)
        _ = info.step(.settle(limit: 60_000))
        #expect(info.presentedTitle == "Info")
        #expect(info.logged(EventPattern("dismiss-swipe-refused", ("cause", "zoom-dismiss-refused"))))
    }

    @Test("a drag down on a screen that was not zoomed, with nothing presented, does nothing")
    func notZoomed() {
        var world = World(configuration: Configuration(app: Self.app, profile: .ios26))
        _ = world.step(.dismissSwipeBegin)
        #expect(world.logged(EventPattern("dismiss-swipe-refused", ("cause", "nothing-presented"))))
        #expect(world.stackTitles == ["Photos"])
    }

    @Test("before iOS 18 there is no zoom: the screen is pushed the default way and a drag down does nothing")
    func unavailable() throws {
        for profile in [Profile.ios7, .ios12, .ios17] {
            var world = Self.open("Beach", profile)
            #expect(world.stackTitles == ["Photos", "Beach"], "\(profile)")
            #expect(world.logged(EventPattern("zoom-unavailable", ("screen", "Beach"))))
            let photo = try #require(world.topViewController)
            #expect(world.controller(photo).zoom == nil)
            _ = world.step(.dismissSwipeBegin)
            _ = world.step(.settle(limit: 60_000))
            #expect(world.stackTitles == ["Photos", "Beach"])
        }
    }

    @Test("a tap while a zoomed photo settles away lands on it, not on the grid beneath")
    func tapDuringTheSettle() throws {
        var world = Self.open("Beach")
        let like = try #require(world.tapPoint(forLabel: "Like"))
        _ = world.step(.dismissSwipeBegin)
        Self.after(&world, 50, .dismissSwipeEnd(finish: true))
        Self.after(&world, 20, .tap(.point(like)))
        #expect(world.lastTouch?.hitView.map { world.view($0).accessibilityLabel } == "Like")
        _ = world.step(.settle(limit: 60_000))
        #expect(world.logged(EventPattern("app", ("text", "liked"))))
        #expect(world.stackTitles == ["Photos"])
    }

    @Test("transition and zoomSource are push and present options, checked where they are written")
    func fileProblems() {
        guard case .failure(let bad) = oneScreenApp(goAction: "        push: Home\n        transition: fade") else {
            Issue.record("an unknown transition loaded")
            return
        }
        #expect(bad.problems.first?.message.contains("fade") == true)
        #expect(bad.problems.first?.line == 11)
        let stray = try? oneScreenApp(goAction: "        push: Home\n        zoomSource: Go").get()
        #expect(stray?.warnings.first?.message == "`zoomSource` without `transition: zoom` is never read")
    }
}
