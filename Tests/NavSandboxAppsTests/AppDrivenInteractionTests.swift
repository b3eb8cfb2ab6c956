import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Transitions the app drives itself (issue 35, item 4), on
/// docs/apps/interactive-transitions.yaml: rules
/// app-driven-interactive-transition, cancelled-push-lifecycle,
/// cancelled-pop-lifecycle and cancelled-interactive-set-stack-keeps-both.
@Suite struct AppDrivenInteractionTests {
    static let app = exampleApp("interactive-transitions.yaml")

    static func launch(_ profile: Profile = .ios17) -> World { World(configuration: Configuration(app: app, profile: profile)) }

    static func step(_ world: inout World, _ input: UserInput, after milliseconds: Int = 100) {
        _ = world.step(.advance(to: world.now + milliseconds))
        _ = world.step(input)
    }

    static func lifecycle(_ world: World, from start: Int) -> [String] {
        world.log.entries[start...].compactMap { entry in
            guard case .lifecycle(let event, let screen, _) = entry.event else { return nil }
            return "\(event.rawValue) \(screen.title)"
        }
    }

    @Test("the push waits at 0 % until the app moves it, then finishes from where it stands")
    func pushFollowsTheApp() throws {
        var world = Self.launch()
        _ = world.step(.tap(.label("Open")))
        _ = world.step(.advance(to: world.now + 2_000))
        let transition = try #require(world.navigation.transition, "no timer ends it")
        #expect(transition.interactive?.isAppDriven == true)
        #expect(world.stackTitles == ["Home", "Detail"])
        Self.step(&world, .interaction(.update(percent: 40)))
        #expect(world.navigation.transition?.permille(at: world.now) == 400)
        Self.step(&world, .interaction(.finish))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.navigation.transition == nil)
        #expect(world.stackTitles == ["Home", "Detail"])
        #expect(world.logged(EventPattern("transition-completes", ("kind", "push"))))
        #expect(!world.logged(EventPattern("interactive-pop-finishes")))
    }

    @Test("a cancelled push leaves the stack and the bar as they were, and its appearance unwinds")
    func cancelledPush() {
        var world = Self.launch()
        _ = world.step(.tap(.label("Open")))
        Self.step(&world, .interaction(.update(percent: 60)))
        let start = world.log.entries.count
        Self.step(&world, .interaction(.cancel))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Home"])
        #expect(world.barTitles == ["Home"])
        #expect(Self.lifecycle(world, from: start) == ["viewWillDisappear Detail", "viewDidDisappear Detail", "viewWillAppear Home", "viewDidAppear Home"])
        #expect(world.logged(EventPattern("interaction-cancelled", ("kind", "push"), ("restored", "yes"), ("rule", "cancelled-push-lifecycle"))))
        #expect(!world.logged(from: start, EventPattern("did-show")), "no didShow after a cancel")
    }

    @Test("a cancelled setViewControllers keeps the old screen and the new top, and the bar falls out of step (rdar 14794181)")
    func cancelledSetStackKeepsBoth() {
        for profile in Profile.allCases {
            var world = Self.launch(profile)
            _ = world.step(.tap(.label("Replace")))
            Self.step(&world, .interaction(.update(percent: 50)))
            Self.step(&world, .interaction(.cancel))
            _ = world.step(.settle(limit: 60_000))
            #expect(world.stackTitles == ["Home", "Welcome"], "\(profile)")
            #expect(world.barTitles == ["Home"])
            #expect(world.logged(EventPattern("warning", ("cause", "bar-out-of-step"))))
            #expect(world.logged(EventPattern("interaction-cancelled", ("restored", "no"), ("rule", "cancelled-interactive-set-stack-keeps-both"))))
        }
    }

    @Test("an app-driven pop cancelled keeps its screen; with nothing tracking a step does nothing")
    func popAndNothingToDrive() {
        var world = Self.launch()
        _ = world.step(.tap(.label("Open")))
        Self.step(&world, .interaction(.finish))
        _ = world.step(.settle(limit: 60_000))
        Self.step(&world, .interaction(.finish))
        #expect(world.logged(EventPattern("interaction-nothing-to-drive", ("step", "interaction-finish"))))
        _ = world.step(.tap(.label("Close")))
        Self.step(&world, .interaction(.update(percent: 30)))
        Self.step(&world, .interaction(.cancel))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Home", "Detail"])
        #expect(world.logged(EventPattern("interactive-pop-cancelled", ("screen", "Detail"))))
    }

    @Test("a back tap while the app drives a push waits for it to finish (iOS 8+), even on iOS 26")
    func backTapDuringADrivenPush() {
        for profile in [Profile.ios12, .ios17, .ios26] {
            var world = Self.launch(profile)
            _ = world.step(.tap(.label("Open")))
            Self.step(&world, .tap(.back))
            #expect(world.navigation.transition != nil, "still tracking: the back tap waits (\(profile))")
            Self.step(&world, .interaction(.finish))
            _ = world.step(.settle(limit: 60_000))
            #expect(world.stackTitles == ["Home"], "the deferred pop runs after the push (\(profile))")
        }
    }

    @Test("interactive: true is an app-file option of push, pop and setStack, and needs an animated call")
    func fileProblems() {
        guard case .failure(let still) = oneScreenApp(goAction: "        push: Home\n        interactive: true\n        animated: false") else {
            Issue.record("a non-animated interactive push loaded")
            return
        }
        #expect(still.problems.first?.message == "`interactive: true` with `animated: false`")
        #expect(still.problems.first?.line == 11)
        guard case .failure(let present) = oneScreenApp(goAction: "        present: Home\n        interactive: true") else {
            Issue.record("an interactive present loaded")
            return
        }
        #expect(present.problems.contains { $0.message.contains("unknown key `interactive`") })
    }
}
