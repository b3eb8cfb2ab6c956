import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// The failure catalog: what UIKit does with overlapping navigation calls
/// under each platform profile (ViolationID's failures and crashes).
@Suite("Platform profiles and the failure catalog")
struct ProfileRules {
    /// Tap "Message 1", then "Message 2" 100 ms later: the second push (at
    /// 300) lands in the middle of the first (200–550).
    private func pushDuringPush(_ profile: Profile) -> World {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.advance(by: 100)
        world.tap("Message 2")
        return world
    }

    /// Message 1 settled, then "Reply" (its push starts at touch-up), and the
    /// app pops 100 ms later (seed 001 §3).
    private func popDuringPush(_ profile: Profile) -> World {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.advance(by: 100)
        world.popViewController()
        return world
    }

    /// Inbox > Message 1 > Message 2, settled, then "Back twice" (seed 001 §2.2).
    private func backTwice(_ profile: Profile) -> World {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Next message")
        world.settle()
        world.tap("Back twice")
        return world
    }

    // MARK: Overlapping calls: see UIKitRuleTests for the rules per profile

    // MARK: Presentation

    @Test("presenting while a card is presented is refused with a warning (Compose, then Attach)", arguments: Profile.allCases)
    func presentWhilePresenting(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Compose")
        world.settle()
        world.tap("Attach")
        world.settle()
        #expect(
            world.logged(EventPattern("violation", ("id", "present-while-presenting"), ("rule", "present-while-presenting"))))
        #expect(world.presentedTitle == "Compose")
        #expect(world.lastTouch?.disposition == .dropped)
        guard case .refusedByUIKit(let call)? = world.lastTouch?.notes.last?.fact else {
            Issue.record("the tap's last note is not UIKit's refusal: \(world.lastTouch?.notes.last?.text ?? "none")")
            return
        }
        #expect(call.method == .present && call.screen?.title == "Attachments" && call.presenter?.title == "Inbox")
        #expect(!world.controllers.contains { $0.title == "Attachments" && $0.presentingViewController != nil })
        #expect(world.fired(.presentWhilePresenting))
    }

    @Test("presenting while a presentation is still animating is refused too")
    func presentDuringPresentation() throws {
        var world = World.demo()
        world.tap("Compose")
        world.advance(to: 100)
        #expect(world.presentation?.phase == .presenting)
        let share = world.instantiate(screenNamed: "Share")!
        world.present(share, from: world.rootController)
        #expect(world.violationEvents(.warning).last == .presentWhilePresenting)
        #expect(world.entries(.warning).last?.event.rule == .presentWhilePresenting)
        world.settle()
        #expect(world.presentedTitle == "Compose")
    }

    @Test("two fingers on Reply and Share at once: Share's present waits for Reply's push, by then Message 1 has left the window, so it is refused")
    func presentNotInWindow() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        world.tap(at: try #require(world.tapPoint(forLabel: "Reply")))
        world.tap(at: try #require(world.tapPoint(forLabel: "Share")))
        world.settle()
        #expect(world.violationEvents(.warning) == [.presentNotInWindow])
        #expect(world.entries(.warning).map(\.event.rule) == [.presentNotInWindow])
        #expect(world.logged(EventPattern("call-deferred", ("request", "present Share from Message 1"), ("cause", "running-transition"), ("rule", "present-waits-for-transition"))))
        #expect(world.presentation == nil)
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        #expect(world.violations == [.presentNotInWindow])
        #expect(world.touchCounts.handled == 2 && world.touchCounts.dropped == 1)
    }

    @Test("a controller can present while its view is in the window, and a view being pushed away still is (rule present-not-in-window)")
    func canPresent() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.advance(to: 300)  // mid-push: Inbox slides away but is still in the window
        #expect(world.canPresent(from: world.rootController))
        world.settle()
        let message = try #require(world.stackController("Message 1"))
        #expect(world.canPresent(from: message))
        #expect(!world.canPresent(from: world.rootController))  // below the top and out of the window
        #expect(world.canPresent(from: world.navigation.controller))
    }

    @Test("dismissing by code while the card is still being presented is refused with a warning; a drag then is not even delivered")
    func dismissDuringPresentation() throws {
        var world = World.demo()
        world.tap("Compose")
        world.advance(to: 100)
        world.dragCard(.dismiss)
        #expect(world.entries(.touch).last?.event.rule == .presentationIgnoresEvents)
        let compose = try #require(world.presentation?.presented)
        world.dismiss(compose)
        #expect(world.violationEvents(.warning) == [.dismissDuringTransition])
        #expect(world.entries(.warning).map(\.event.rule) == [.dismissDuringTransition])
        world.settle()
        #expect(world.presentation?.phase == .shown)
        #expect(world.presentedTitle == "Compose")
    }

    @Test("dismissing while a dismissal runs is refused, and the first dismissal completes")
    func dismissDuringDismissal() throws {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        let compose = try #require(world.presentation?.presented)
        world.dismiss(compose)
        world.dismiss(compose)
        #expect(world.firings(.dismissDuringTransition) == 1)
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.timeline(.transition).suffix(2).map { $0.drop { $0 != " " }.dropFirst() } == [
            "dismiss-starts Compose duration=350", "dismiss-completes Compose",
        ])
    }

    // MARK: Deprecation

    @Test(
        "begin/endIgnoringInteractionEvents: a compile-time deprecation on iOS 13+, noted in the log, never a violation; they work everywhere",
        arguments: Profile.allCases)
    func deprecatedAPI(_ profile: Profile) {
        var world = World.demo("none", profile)
        world.beginIgnoringInteractionEvents()
        #expect(world.ignoreCount == 1)
        world.endIgnoringInteractionEvents()
        #expect(world.ignoreCount == 0)
        #expect(world.violations.isEmpty)
        let noted = world.entries(.guardDecision).filter { $0.event.rule == .ignoringEventsDeprecated }
        #expect(noted.count == (profile.capabilities.ignoringEventsDeprecated ? 2 : 0))
        #expect(!ViolationID.allCases.map(\.rawValue).contains("deprecated-api"))
    }

    // MARK: Crash and relaunch

    @Test("a crash stops the app: touches are dropped and nothing runs, while time goes on")
    func crashStopsTheApp() throws {
        var world = World.demo()
        world.doubleTap("Reuse detail")
        world.settle()
        let crash = try #require(world.crash)
        #expect(world.isCrashed)
        #expect(world.scheduler.events.isEmpty)
        #expect(world.touches.active.isEmpty)
        let crashed = world.entries(from: 0, .crash).map(\.event)
        #expect(crashed.count == 2)
        #expect(crashed.first.map { if case .violation(.sameInstancePush, _, .sameInstancePush) = $0 { true } else { false } } == true)
        #expect(crashed.last == .crashFrame("-[UINavigationController pushViewController:animated:]"))

        let start = world.mark
        let before = world.now
        world.tap(at: Point(x: 12, y: 12))
        #expect(
            world.events(from: start) == [
                .touchBegan(TouchID(3), at: Point(x: 12, y: 12)), .touchDropped(TouchID(3), reason: .appCrashed, rule: nil),
            ])
        #expect(world.scheduler.events.isEmpty)
        let swiped = world.swipeBack(finish: true)
        #expect(!swiped)
        world.advance(by: 5_000)
        #expect(world.now == before + 5_000)
        #expect(world.crash == crash)
        #expect(world.stackTitles == ["Inbox", "Detail"])
    }

    @Test("relaunch resets the app to Inbox; time, the log, the violations and the configuration carry on")
    func relaunchResets() throws {
        var world = World(configuration: Configuration(profile: .ios12, strategy: "none"))
        world.doubleTap("Reuse detail")
        world.settle()
        #expect(world.isCrashed)
        let time = world.now
        let lines = world.mark
        world.relaunch()
        #expect(world.now == time)
        #expect(!world.isCrashed)
        #expect(world.stackTitles == ["Inbox"])
        #expect(world.barTitles == ["Inbox"])
        #expect(world.presentation == nil)
        #expect(world.violations == [.sameInstancePush])
        #expect(world.profile == .ios12)
        #expect(world.events(from: lines).prefix(2) == [
            .system(.relaunch),
            .system(.launch(root: world.screenRef(world.navigation.stack[0]), profile: .ios12, strategy: "none")),
        ])
        #expect(world.entries(from: lines).allSatisfy { $0.time == time })
        #expect(world.mark > lines)
        // And the app works again.
        world.tap("Reuse detail")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Detail"])
    }

    // MARK: Deferred calls (iOS 13+) and cut-short transitions (iOS 8–12)

    @Test("iOS 13+: a deferred call that starts no transition does not strand the deferred calls behind it")
    func deferredNoOpDoesNotStrand() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.advance(by: 100)  // the push of Reply runs
        let later = world.instantiate(screenNamed: "Message", argument: 7)!
        world.popToRootViewController()
        world.popViewController()  // will find Inbox alone: nothing to pop
        world.pushViewController(later)
        #expect(world.navigation.deferred.map(\.summary) == ["popToRoot", "pop", "push Message 7"])
        let idle = world.runUntilIdle()
        #expect(idle)
        #expect(world.stackTitles == ["Inbox", "Message 7"])
        #expect(world.navigation.deferred.isEmpty)
        #expect(world.logged(EventPattern("call-does-nothing", ("request", "pop"), ("cause", "root-view-controller"))))
    }

    @Test(
        "iOS 8+: calls held behind an interactive pop and then behind a push run in the order they were made",
        arguments: [Profile.ios12, .ios17, .ios26])
    func heldCallsRunInOrder(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        // During an interactive pop UIKit holds every call, on every profile.
        let began = world.beginEdgeSwipe()
        #expect(began)
        let a = world.instantiate(screenNamed: "Message", argument: 7)!
        let b = world.instantiate(screenNamed: "Message", argument: 8)!
        let c = world.instantiate(screenNamed: "Message", argument: 9)!
        world.pushViewController(a)
        world.pushViewController(b)
        world.endEdgeSwipe(finish: false)
        world.advance(by: 1)  // the cancel settles; the first held push starts, the second still waits
        #expect(world.navigation.transition?.to == a)
        #expect(world.navigation.deferred.map(\.summary) == ["push Message 8"])
        world.advance(by: 100)
        world.pushViewController(c)  // held behind Message 8, which was held first
        #expect(world.navigation.deferred.map(\.summary) == ["push Message 8", "push Message 9"])
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 7", "Message 8", "Message 9"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.view(world.navigation.transitionView).subviews == [try #require(world.controller(c).wrapperView)])
        for id in [a, b] { #expect(world.controller(id).appearance == .disappeared) }
        #expect(world.controller(c).appearance == .appeared)
    }

    @Test("iOS 13+: a popToRoot that runs after the back button popped the top item takes the bar all the way back")
    func popToRootAfterBackButton() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        world.tap("Next message")
        world.advance(by: 250)  // the push of Message 2 runs (200 ms after the tap)
        #expect(world.navigation.transition?.kind == .push)
        world.popToRootViewController()  // deferred
        world.tapBack()  // the bar pops Message 2's item at once; its pop is deferred too
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        #expect(world.barTitles == ["Inbox"])
        #expect(world.view(world.bar.backButton).isHidden)
        #expect(world.bar.backButtonPoppedItems.isEmpty)
    }
}

/// The races of the lead's scratch matrix under stock UIKit, one row per race.
@Suite("Stock UIKit outcome of each race")
struct RaceOutcomes {
    struct Outcome: Sendable, CustomStringConvertible {
        var stack: [String]
        var crash: ViolationID? = nil
        var violations: [ViolationID] = []
        var description: String { "\(stack) \(crash.map(\.rawValue) ?? "-") \(violations.map(\.rawValue))" }
    }

    struct Race: Sendable, CustomTestStringConvertible {
        let name: String
        let run: @Sendable (inout World) -> Void
        let expected: [Profile: Outcome]
        var testDescription: String { name }
    }

    static let races: [Race] = [
        Race(
            name: "double tap a row", run: { $0.doubleTap("Message 1") },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1", "Message 1"], violations: [.nestedPush, .doublePush]),
                .ios12: Outcome(stack: ["Inbox", "Message 1", "Message 1"], violations: [.doublePush]),
                .ios17: Outcome(stack: ["Inbox", "Message 1", "Message 1"], violations: [.doublePush]),
                .ios26: Outcome(stack: ["Inbox", "Message 1", "Message 1"], violations: [.doublePush]),
            ]),
        Race(
            name: "double tap back",
            run: { w in
                w.tap("Message 1"); w.settle(); w.tap("Reply"); w.settle(); w.doubleTap("Back")
            },
            expected: [
                // iOS 7's back button is disabled mid-transition: the second tap does nothing.
                .ios7: Outcome(stack: ["Inbox", "Message 1"]),
                // iOS 8+: the second pop is held (or, on iOS 26, ends the first at
                // once) and pops a second screen: double-pop.
                .ios12: Outcome(stack: ["Inbox"], violations: [.doublePop]),
                .ios17: Outcome(stack: ["Inbox"], violations: [.doublePop]),
                .ios26: Outcome(stack: ["Inbox"], violations: [.doublePop]),
            ]),
        Race(
            name: "back during push",
            run: { w in
                w.tap("Message 1"); w.settle()
                guard let back = w.backButtonPoint else { Issue.record("no back button"); return }
                w.tap("Reply"); w.advance(by: 120); w.tap(at: back)
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1", "Reply"]),
                .ios12: Outcome(stack: ["Inbox", "Message 1"]), .ios17: Outcome(stack: ["Inbox", "Message 1"]),
                .ios26: Outcome(stack: ["Inbox", "Message 1"]),
            ]),
        Race(
            name: "cancelled swipe, then tap",
            run: { w in
                w.tap("Message 1"); w.settle(); w.swipeBack(finish: false); w.settle(); w.tap("Reply")
            },
            expected: Dictionary(uniqueKeysWithValues: Profile.allCases.map { ($0, Outcome(stack: ["Inbox", "Message 1", "Reply"])) })),
        Race(
            name: "must-complete push during a push",
            run: { w in
                w.tap("Open latest in 0.5s"); w.advance(by: 300); w.tap("Message 2")
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 2", "Message 3"], violations: [.nestedPush]),
                .ios12: Outcome(stack: ["Inbox", "Message 2", "Message 3"]),
                .ios17: Outcome(stack: ["Inbox", "Message 2", "Message 3"]),
                .ios26: Outcome(stack: ["Inbox", "Message 2", "Message 3"]),
            ]),
        Race(
            name: "two fingers on two rows",
            run: { w in
                guard let a = w.tapPoint(forLabel: "Message 1"), let b = w.tapPoint(forLabel: "Message 2") else {
                    Issue.record("no rows")
                    return
                }
                w.tap(at: a); w.tap(at: b)
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1", "Message 2"], violations: [.nestedPush]),
                .ios12: Outcome(stack: ["Inbox", "Message 1", "Message 2"]),
                .ios17: Outcome(stack: ["Inbox", "Message 1", "Message 2"]),
                .ios26: Outcome(stack: ["Inbox", "Message 1", "Message 2"]),
            ]),
        Race(
            name: "tap above a minimized card",
            run: { w in
                w.tap("Compose"); w.settle(); w.tap("Minimize"); w.settle(); w.tap("Message 2")
            },
            expected: Dictionary(
                uniqueKeysWithValues: Profile.allCases.map { ($0, Outcome(stack: ["Inbox"], violations: [.swallowedTap])) })),
        Race(
            name: "Back twice",
            run: { w in
                w.tap("Message 1"); w.settle(); w.tap("Next message"); w.settle(); w.tap("Back twice")
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1"], crash: .doublePopCrash, violations: [.doublePopCrash]),
                .ios12: Outcome(stack: ["Inbox"]), .ios17: Outcome(stack: ["Inbox"]), .ios26: Outcome(stack: ["Inbox"]),
            ]),
        Race(
            name: "double tap Reuse detail", run: { $0.doubleTap("Reuse detail") },
            expected: Dictionary(
                uniqueKeysWithValues: Profile.allCases.map {
                    ($0, Outcome(stack: ["Inbox", "Detail"], crash: .sameInstancePush, violations: [.sameInstancePush]))
                })),
        Race(
            name: "Reuse detail, back, Reuse detail",
            run: { w in
                w.tap("Reuse detail"); w.settle(); w.tapBack(); w.settle(); w.tap("Reuse detail")
            },
            expected: Dictionary(uniqueKeysWithValues: Profile.allCases.map { ($0, Outcome(stack: ["Inbox", "Detail"])) })),
        Race(
            name: "Attach while Compose is presented",
            run: { w in
                w.tap("Compose"); w.settle(); w.tap("Attach")
            },
            expected: Dictionary(
                uniqueKeysWithValues: Profile.allCases.map { ($0, Outcome(stack: ["Inbox"], violations: [.presentWhilePresenting])) })),
        Race(
            name: "app pops during a push",
            run: { w in
                w.tap("Message 1"); w.settle(); w.tap("Reply"); w.advance(by: 100); w.popViewController()
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1", "Reply"], violations: [.frozenUI]),
                .ios12: Outcome(stack: ["Inbox", "Message 1"]), .ios17: Outcome(stack: ["Inbox", "Message 1"]),
                .ios26: Outcome(stack: ["Inbox", "Message 1"]),
            ]),
    ]

    @Test("outcome", arguments: races, Profile.allCases)
    func outcome(_ race: Race, _ profile: Profile) throws {
        var world = World.demo("none", profile)
        race.run(&world)
        world.settle()
        let expected = try #require(race.expected[profile])
        #expect(world.stackTitles == expected.stack)
        #expect(world.crash?.violation == expected.crash)
        #expect(world.violations == expected.violations)
    }
}
