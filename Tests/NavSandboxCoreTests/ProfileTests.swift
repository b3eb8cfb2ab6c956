import Testing
@testable import NavSandboxCore

/// The failure catalog: what UIKit does with overlapping navigation calls
/// under each platform profile (ViolationID's failures and crashes).
@Suite("Platform profiles and the failure catalog")
struct ProfileRules {
    private func at(_ world: World, from start: Int = 0, _ kind: LogKind? = nil) -> [String] {
        world.entries(from: start, kind).map { "\($0.time) \($0.text)" }
    }

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

    // MARK: Push while a push animates

    @Test("iOS 7: a push while a push animates is a nested push; the bar drops the new item and shows the wrong title")
    func nestedPushOnIOS7() {
        var world = pushDuringPush(.ios7)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
        #expect(world.barTitles == ["Inbox", "Message 1"])
        #expect(world.view(world.bar.titleLabel).text == "Message 1")
        #expect(world.navigation.isCorrupted)
        #expect(world.violations == [.nestedPush])
        #expect(!world.isCrashed)
        #expect(
            at(world, .warning) == [
                "300 [nested-push] nested push animation can result in corrupted navigation bar (push Message 2 during push Message 1)",
                "300 the navigation bar is mid-animation and drops the item for Message 2",
                "650 Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.",
                "1650 the navigation bar is out of step with the stack: bar Inbox > Message 1, stack Inbox > Message 1 > Message 2",
            ])
        // The first push never completes: Message 1 never appears.
        #expect(!world.logContains("viewDidAppear Message 1"))
        #expect(world.logContains("viewDidAppear Message 2"))
    }

    @Test("iOS 7: the transition after a nested push crashes with \"Can't add self as subview\"")
    func cantAddSelfAsSubviewOnIOS7() throws {
        var world = pushDuringPush(.ios7)
        world.settle()
        world.tapBack()
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .cantAddSelfAsSubview)
        #expect(crash.exception == "NSInvalidArgumentException")
        #expect(crash.message == "Can't add self as subview")
        #expect(
            crash.callStack == [
                "-[UIApplication sendAction:to:from:forEvent:]", "-[UINavigationController _backButtonAction:]",
                "-[UINavigationBar _handleBackButtonTap]", "-[UINavigationController popViewControllerAnimated:]",
                "-[UIView(Hierarchy) addSubview:]",
            ])
        #expect(world.violations == [.nestedPush, .cantAddSelfAsSubview])
        #expect(
            world.texts(.crash) == [
                "[cant-add-self-as-subview] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'",
                "    at -[UIView(Hierarchy) addSubview:]",
                "    at -[UINavigationController popViewControllerAnimated:]",
                "    at -[UINavigationBar _handleBackButtonTap]",
                "    at -[UINavigationController _backButtonAction:]",
                "    at -[UIApplication sendAction:to:from:forEvent:]",
            ])
    }

    @Test("iOS 12: a push while a push animates cuts the running one short and runs at once")
    func pushDuringPushOnIOS12() {
        var world = pushDuringPush(.ios12)
        world.advance(to: 300)
        #expect(
            at(world, .transition) == [
                "200 push Message 1 starts (350 ms)",
                "300 push Message 2 during push Message 1: UIKit cuts the running transition short",
                "300 push to Message 1 completes",
                "300 push Message 2 starts (350 ms)",
            ])
        world.settle()
        #expect(world.entries(.transition).last.map { "\($0.time) \($0.text)" } == "650 push to Message 2 completes")
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.violations.isEmpty)
    }

    @Test("iOS 13+: a push while a push animates waits for it, then runs")
    func pushDuringPushOnIOS17() {
        var world = pushDuringPush(.ios17)
        world.advance(to: 300)
        #expect(world.flag("deferred") == "push Message 2")
        #expect(world.queuedSummaries == ["push Message 2 (UIKit deferred)"])
        world.settle()
        #expect(
            at(world, .transition) == [
                "200 push Message 1 starts (350 ms)",
                "300 push Message 2 waits: UIKit defers it until the running push to Message 1 completes",
                "550 push to Message 1 completes",
                "550 UIKit runs the deferred push Message 2",
                "550 push Message 2 starts (350 ms)",
                "900 push to Message 2 completes",
            ])
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.violations.isEmpty)
        #expect(world.flag("deferred") == "—")
    }

    // MARK: The same instance twice

    @Test("pushing the instance already in the stack crashes: at the call before iOS 13, at the deferred point after", arguments: Profile.allCases)
    func sameInstancePush(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.doubleTap("Reuse detail")  // pushes of the one cached Detail at 200 and 300
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .sameInstancePush)
        #expect(crash.time == (profile == .ios17 ? 550 : 300))
        #expect(crash.exception == "NSInvalidArgumentException")
        #expect(crash.message == "Pushing the same view controller instance more than once is not supported (<DetailViewController: Detail>)")
        #expect(crash.callStack == ["-[UINavigationController pushViewController:animated:]"])
        #expect(world.stackTitles == ["Inbox", "Detail"])
        #expect(world.violations == [.sameInstancePush])
        #expect(world.logContains("UIKit runs the deferred push Detail") == (profile == .ios17))
    }

    @Test("pushing the cached instance again after it was popped is fine")
    func cachedInstanceAfterPop() {
        var world = World.demo()
        world.tap("Reuse detail")
        world.settle()
        world.tapBack()
        world.settle()
        world.tap("Reuse detail")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Detail"])
        #expect(!world.isCrashed)
        #expect(world.violations.isEmpty)
    }

    // MARK: Pop while a push animates

    @Test("iOS 7: a pop while a push animates freezes the UI, and nothing responds afterwards")
    func popDuringPushOnIOS7() {
        var world = popDuringPush(.ios7)
        #expect(world.isFrozen)
        #expect(world.violations == [.frozenUI])
        #expect(
            world.texts(.warning) == [
                "[frozen-ui] Unbalanced calls to begin/end appearance transitions for <ReplyViewController: Reply>. pop during a push: nothing responds any more"
            ])
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        #expect(!world.isCrashed)

        let start = world.mark
        world.tapBack()
        world.tap("Send")
        #expect(world.texts(from: start, .touch).filter { $0.contains("dropped") }.count == 2)
        #expect(world.logContains("dropped: the UI is frozen (frozen-ui): nothing responds"))
        let swiped = world.swipeBack(finish: true)
        #expect(!swiped)
        world.popViewController()
        #expect(world.texts(.warning).last == "pop does nothing: the navigation controller is stuck mid-transition (frozen-ui)")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        #expect(world.touchCounts.dropped == 3)
    }

    @Test("iOS 12: a pop while a push animates cuts the push short and pops at once")
    func popDuringPushOnIOS12() {
        var world = popDuringPush(.ios12)
        let tapped = world.now - 100
        world.settle()
        #expect(
            world.entries(.transition).suffix(5).map { "\($0.time - tapped) \($0.text)" } == [
                "50 push Reply starts (350 ms)",
                "100 pop during push Reply: UIKit cuts the running transition short",
                "100 push to Reply completes",
                "100 pop to Message 1 starts (350 ms)",
                "450 pop to Message 1 completes",
            ])
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.violations.isEmpty)
        #expect(!world.isFrozen)
    }

    @Test("iOS 13+: a pop while a push animates waits for the push, then pops")
    func popDuringPushOnIOS17() {
        var world = popDuringPush(.ios17)
        let tapped = world.now - 100
        world.settle()
        #expect(
            world.entries(.transition).suffix(6).map { "\($0.time - tapped) \($0.text)" } == [
                "50 push Reply starts (350 ms)",
                "100 pop waits: UIKit defers it until the running push to Reply completes",
                "400 push to Reply completes",
                "400 UIKit runs the deferred pop",
                "400 pop to Message 1 starts (350 ms)",
                "750 pop to Message 1 completes",
            ])
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.violations.isEmpty)
    }

    // MARK: Two animated pops

    @Test("iOS 7: a second animated pop while one animates crashes (seed 001's Back twice)")
    func doublePopOnIOS7() throws {
        var world = backTwice(.ios7)
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .doublePopCrash)
        #expect(crash.exception == "EXC_BAD_ACCESS (SIGSEGV)")
        #expect(crash.message == "a second animated pop while one animates sends a message to a released view controller")
        #expect(
            crash.callStack == [
                "-[UIApplication sendAction:to:from:forEvent:]", "-[MessageViewController backTwice:]",
                "-[UINavigationController popViewControllerAnimated:]", "-[UIResponder(Internal) _canBecomeFirstResponder]",
            ])
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("iOS 12 and 13+: the second animated pop runs after the first, one way or the other", arguments: [Profile.ios12, .ios17])
    func doublePopLater(_ profile: Profile) {
        var world = backTwice(profile)
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        #expect(world.barTitles == ["Inbox"])
        #expect(world.violations.isEmpty)
        let second = profile == .ios12 ? "pop during pop Message 1: UIKit cuts the running transition short" : "UIKit runs the deferred pop"
        #expect(world.logContains(second))
    }

    // MARK: Presentation

    @Test("presenting while a card is presented is refused with a warning (Compose, then Attach)", arguments: Profile.allCases)
    func presentWhilePresenting(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Compose")
        world.settle()
        world.tap("Attach")
        world.settle()
        #expect(
            world.texts(.warning).contains(
                "[present-while-presenting] Attempt to present <AttachmentsViewController: Attachments> on <InboxViewController: Inbox> which is already presenting <ComposeViewController: Compose>"
            ))
        #expect(world.presentedTitle == "Compose")
        #expect(world.lastTouch?.disposition == .dropped)
        #expect(world.lastTouch?.notes.last == "present Attachments from Inbox refused by UIKit")
        #expect(!world.controllers.contains { $0.title == "Attachments" && $0.presentingViewController != nil })
        #expect(world.fired(.presentWhilePresenting))
    }

    @Test("presenting while a presentation is still animating is refused too")
    func presentDuringPresentation() throws {
        var world = World.demo()
        world.tap("Compose")
        world.advance(to: 100)
        #expect(world.presentation?.phase == .presenting)
        let share = world.makeController(.shareCard, title: "Share")
        world.present(share, from: world.demo.inbox)
        #expect(
            world.texts(.warning).last
                == "[present-while-presenting] Attempt to present <ShareViewController: Share> on <InboxViewController: Inbox> while a presentation is in progress"
        )
        world.settle()
        #expect(world.presentedTitle == "Compose")
    }

    @Test("two fingers on Reply and Share at once: Reply's push leaves Message 1 not on top, so Share is refused")
    func presentNotInWindow() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        world.tap(at: try #require(world.tapPoint(forLabel: "Reply")))
        world.tap(at: try #require(world.tapPoint(forLabel: "Share")))
        world.settle()
        #expect(
            world.texts(.warning) == [
                "[present-not-in-window] Attempt to present <ShareViewController: Share> on <MessageViewController: Message 1> whose view is not in the window hierarchy!"
            ])
        #expect(world.presentation == nil)
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        #expect(world.violations == [.presentNotInWindow])
        #expect(world.touchCounts.handled == 2 && world.touchCounts.dropped == 1)
    }

    @Test("a controller can present only while it is what the user sees")
    func canPresent() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let message = try #require(world.stackController("Message 1"))
        #expect(world.canPresent(from: message))
        #expect(!world.canPresent(from: world.demo.inbox))  // below the top and out of the window
        #expect(world.canPresent(from: world.navigation.controller))
    }

    @Test("dismissing while the card is still being presented is refused with a warning")
    func dismissDuringPresentation() throws {
        var world = World.demo()
        world.tap("Compose")
        world.advance(to: 100)
        world.dragCard(.dismiss)
        #expect(
            world.texts(.warning) == [
                "[dismiss-during-transition] Attempt to dismiss from view controller <InboxViewController: Inbox> while a presentation or dismiss is in progress!"
            ])
        world.settle()
        #expect(world.presentation?.phase == .shown)
        #expect(world.presentedTitle == "Compose")
    }

    @Test("dismissing while a dismissal runs is refused, and the first dismissal completes")
    func dismissDuringDismissal() {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.dragCard(.dismiss)
        world.dragCard(.dismiss)
        #expect(world.firings(.dismissDuringTransition) == 1)
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.texts(.transition).suffix(2) == ["dismiss Compose starts (350 ms)", "dismiss Compose completes"])
    }

    // MARK: Deprecation

    @Test("begin/endIgnoringInteractionEvents are deprecated on iOS 13+ only, and work everywhere", arguments: Profile.allCases)
    func deprecatedAPI(_ profile: Profile) {
        var world = World.demo("none", profile)
        world.beginIgnoringInteractionEvents()
        #expect(world.ignoreCount == 1)
        #expect(world.fired(.deprecatedAPI) == (profile == .ios17))
        world.endIgnoringInteractionEvents()
        #expect(world.ignoreCount == 0)
        #expect(world.firings(.deprecatedAPI) == (profile == .ios17 ? 2 : 0))
        #expect(world.violations.allSatisfy { $0 == .deprecatedAPI })
        #expect(ViolationID.deprecatedAPI.category == .failure)
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
        #expect(
            world.texts(.crash) == [
                "[same-instance-push] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported (<DetailViewController: Detail>)'",
                "    at -[UINavigationController pushViewController:animated:]",
            ])

        let start = world.mark
        let before = world.now
        world.tap(at: Point(x: 12, y: 12))
        #expect(world.texts(from: start) == ["touch #3 began at (12,12)", "touch #3 dropped: the app has crashed (relaunch to continue)"])
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
        #expect(world.texts(from: lines).prefix(2) == [
            "relaunch: the app starts again", "launch: UIWindow with UINavigationController, root Inbox (iOS 12, strategy none)",
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
        let later = world.makeController(.message(7), title: "Message 7", modelItem: "message:7")
        world.popToRootViewController()
        world.popViewController()  // will find Inbox alone: nothing to pop
        world.pushViewController(later)
        #expect(world.navigation.deferred.map(\.summary) == ["popToRoot", "pop", "push Message 7"])
        let idle = world.runUntilIdle()
        #expect(idle)
        #expect(world.stackTitles == ["Inbox", "Message 7"])
        #expect(world.navigation.deferred.isEmpty)
        #expect(world.logContains("pop does nothing: Inbox is the root view controller"))
    }

    @Test("iOS 12: cutting a transition short never leaves a screen half-pushed, even when UIKit held a call for it")
    func cutShortRunsHeldCallsFirst() throws {
        var world = World.demo("none", .ios12)
        world.tap("Message 1")
        world.settle()
        // During an interactive pop UIKit holds every call, on every profile.
        let began = world.beginEdgeSwipe()
        #expect(began)
        let a = world.makeController(.message(7), title: "Message 7", modelItem: "message:7")
        let b = world.makeController(.message(8), title: "Message 8", modelItem: "message:8")
        let c = world.makeController(.message(9), title: "Message 9", modelItem: "message:9")
        world.pushViewController(a)
        world.pushViewController(b)
        world.endEdgeSwipe(finish: false)
        world.advance(by: 1)  // the cancel settles; the first held push starts, the second still waits
        #expect(world.navigation.transition?.to == a)
        #expect(world.navigation.deferred.map(\.summary) == ["push Message 8"])
        world.advance(by: 100)
        world.pushViewController(c)  // cuts Message 7 short; Message 8 was held first and runs first
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 7", "Message 8", "Message 9"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.view(world.navigation.transitionView).subviews == [try #require(world.rootView(of: c))])
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
            ]),
        Race(
            name: "double tap back",
            run: { w in
                w.tap("Message 1"); w.settle(); w.tap("Reply"); w.settle(); w.doubleTap("Back")
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1"], crash: .doublePopCrash, violations: [.doublePopCrash]),
                .ios12: Outcome(stack: ["Inbox"]), .ios17: Outcome(stack: ["Inbox"]),
            ]),
        Race(
            name: "back during push",
            run: { w in
                w.tap("Message 1"); w.settle()
                guard let back = w.backButtonPoint else { Issue.record("no back button"); return }
                w.tap("Reply"); w.advance(by: 120); w.tap(at: back)
            },
            expected: [
                .ios7: Outcome(stack: ["Inbox", "Message 1", "Reply"], violations: [.frozenUI]),
                .ios12: Outcome(stack: ["Inbox", "Message 1"]), .ios17: Outcome(stack: ["Inbox", "Message 1"]),
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
                .ios12: Outcome(stack: ["Inbox"]), .ios17: Outcome(stack: ["Inbox"]),
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
