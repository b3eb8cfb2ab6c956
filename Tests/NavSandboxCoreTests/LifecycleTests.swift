import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// UIKit's appearance callbacks, the navigation controller's and the bar's
/// delegates, and seed 002's lifecycle behaviours.
@Suite("View controller lifecycle")
struct LifecycleRules {
    private func lifecycle(_ world: World, from start: Int) -> [String] {
        world.entries(from: start, .lifecycle).compactMap { entry in
            if case .lifecycle(let method, let screen, _) = entry.event {
                "\(TimeFormat.seconds(entry.time)) \(method.rawValue) \(screen.title)"
            } else {
                nil
            }
        }
    }

    @Test("launch: the root screen loads and appears, with no transition")
    func launch() {
        let world = World.demo()
        #expect(lifecycle(world, from: 0) == ["0.000 viewDidLoad Inbox", "0.000 viewWillAppear Inbox", "0.000 viewDidAppear Inbox"])
        #expect(world.entries(.delegate).isEmpty)
        #expect(world.controller(world.rootController).appearance == .appeared)
    }

    @Test("push: viewDidLoad new, viewWillDisappear current, viewWillAppear new … viewDidDisappear current, viewDidAppear new")
    func pushOrder() {
        var world = World.demo()
        let start = world.mark
        world.tap("Message 1")  // loads for 150 ms after touch-up at 50: the push starts at 200
        world.settle()
        #expect(
            lifecycle(world, from: start) == [
                "0.200 viewDidLoad Message 1",
                "0.200 viewWillDisappear Inbox",
                "0.200 viewWillAppear Message 1",
                "0.550 viewDidDisappear Inbox",
                "0.550 viewDidAppear Message 1",
            ])
    }

    @Test("pop: viewWillDisappear current, viewWillAppear the one below … viewDidDisappear current, viewDidAppear below; nothing loads")
    func popOrder() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let start = world.mark
        let tapped = world.now
        world.tapBack()
        world.settle()
        let at = { (ms: Int) in TimeFormat.seconds(tapped + ms) }
        #expect(
            lifecycle(world, from: start) == [
                "\(at(50)) viewWillDisappear Message 1",
                "\(at(50)) viewWillAppear Inbox",
                "\(at(400)) viewDidDisappear Message 1",
                "\(at(400)) viewDidAppear Inbox",
            ])
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("a cancelled interactive pop unwinds: the top disappears and reappears, the one below appears and disappears")
    func cancelledInteractivePop() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let start = world.mark
        world.swipeBack(finish: false)
        world.settle()
        #expect(
            world.lifecycleCalls(from: start) == [
                "viewWillDisappear Message 1",
                "viewWillAppear Inbox",
                "viewWillDisappear Inbox",
                "viewDidDisappear Inbox",
                "viewWillAppear Message 1",
                "viewDidAppear Message 1",
            ])
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.barTitles == ["Inbox", "Message 1"])
        #expect(world.controller(world.rootController).appearance == .disappeared)
    }

    @Test("the delegate hears willShow when a swipe begins, and no didShow after it is cancelled")
    func noDidShowAfterCancel() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let start = world.mark
        world.swipeBack(finish: false)
        world.settle()
        let delegate = world.entries(from: start, .delegate).map(\.event)
        #expect(delegate.count == 2)
        #expect(delegate.first == .gestureShouldBegin(recognizer: .edge, allowed: true))
        #expect(delegate.last.map { if case .willShow(let screen, true) = $0 { screen.title == "Inbox" } else { false } } == true)
        #expect(world.logged(EventPattern("interactive-pop-cancelled", ("screen", "Message 1"))))
    }

    @Test("a finished interactive pop ends like a pop, with didPop and didShow")
    func finishedInteractivePop() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let start = world.mark
        world.swipeBack(finish: true)
        world.settle()
        #expect(world.lifecycleCalls(from: start) == [
            "viewWillDisappear Message 1", "viewWillAppear Inbox", "viewDidDisappear Message 1", "viewDidAppear Inbox",
        ])
        let bar = world.entries(from: start, .barDelegate).map(\.event)
        #expect(bar.count == 2)
        #expect(bar.first.map { if case .barShouldPop(let screen, true, false) = $0 { screen.title == "Message 1" } else { false } } == true)
        #expect(bar.last.map { if case .barDidPop(let screen) = $0 { screen.title == "Message 1" } else { false } } == true)
        let didShow = world.entries(from: start, .delegate).last?.event
        #expect(didShow.map { if case .didShow(let screen, true) = $0 { screen.title == "Inbox" } else { false } } == true)
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("viewDidLoad runs once per controller: pushing the cached Detail again does not load it again")
    func viewDidLoadOnce() {
        var world = World.demo()
        world.tap("Reuse detail")
        world.settle()
        world.tapBack()
        world.settle()
        world.tap("Reuse detail")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Detail"])
        let detail = world.lifecycleCalls().filter { $0.hasSuffix(" Detail") }
        #expect(detail == [
            "viewDidLoad Detail", "viewWillAppear Detail", "viewDidAppear Detail",
            "viewWillDisappear Detail", "viewDidDisappear Detail",
            "viewWillAppear Detail", "viewDidAppear Detail",
        ])
        #expect(world.lifecycleCalls().filter { $0 == "viewDidLoad Inbox" }.count == 1)
    }

    @Test("a screen's load cost lengthens its push: 350 ms plus the cost")
    func loadCostLengthensTransition() throws {
        var costs = LoadCosts()
        costs.set("Message", 200, in: .demo)
        var world = World(configuration: Configuration(loadCosts: costs))
        world.tap("Message 1")
        world.advance(to: 200)
        let transition = try #require(world.navigation.transition)
        #expect(transition.duration == Durations.navigationTransition + 200)
        #expect(world.logged(EventPattern("lifecycle", ("method", "viewDidLoad"), ("screen", "Message 1"), ("load-cost", "200"))))
        #expect(world.logged(EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 1"), ("duration", "550"))))
        world.advance(to: 749)
        #expect(world.navigation.transition != nil)
        world.advance(to: 750)
        #expect(world.navigation.transition == nil)
        #expect(world.timeline(.lifecycle).last == "750 lifecycle Message 1 method=viewDidAppear load-cost=200")
    }

    @Test("a load cost set while the app runs applies to the next push at once")
    func liveLoadCost() {
        var world = World.demo()
        let known = world.setLoadCost("Detail", milliseconds: 100)
        let unknown = world.setLoadCost("Nowhere", milliseconds: 100)
        #expect(known && !unknown)
        world.tap("Reuse detail")
        world.settle()
        #expect(world.logged(EventPattern("transition-starts", ("kind", "push"), ("screen", "Detail"), ("duration", "450"))))
    }

    @Test("the screen-view tracker counts every appearance, so a double push double-counts")
    func screenViewTrackerDoubleCounts() {
        var world = World.demo()
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 1"])
        #expect(world.analytics == [AnalyticsCount(screen: "Inbox", count: 1), AnalyticsCount(screen: "Message 1", count: 2)])
        #expect(world.entries(.app).map(\.event).filter { if case .app(.screenView, _) = $0 { true } else { false } } == [
            .app(.screenView(title: "Inbox", count: 1), rule: nil),
            .app(.screenView(title: "Message 1", count: 1), rule: nil),
            .app(.screenView(title: "Message 1", count: 2), rule: nil),
        ])
    }

    @Test("the screen-view tracker counts a single push once")
    func screenViewTrackerSinglePush() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        #expect(world.analytics == [AnalyticsCount(screen: "Inbox", count: 1), AnalyticsCount(screen: "Message 1", count: 1)])
    }

    @Test("the delegate hears willShow as a push starts and didShow when it ends")
    func delegateWillShowThenDidShow() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        #expect(world.timeline(.delegate) == ["200 will-show Message 1 animated=yes", "550 did-show Message 1 animated=yes"])
    }

    @Test("the bar's delegate hears shouldPush as a push starts and didPush when the push's own animation ends (rule bar-animates-with-transition)")
    func barDelegatePushTiming() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        #expect(world.timeline(.barDelegate) == ["200 bar-should-push Message 1 allowed=yes", "550 bar-did-push Message 1"])
    }

    @Test("the back button asks the bar's delegate shouldPop, and didPop comes when the pop's animation ends (rule bar-animates-with-transition)")
    func barDelegateBackButtonTiming() {
        var world = World.demo()
        world.tap("Message 1")
        world.settle()
        let start = world.mark
        let tapped = world.now
        world.tapBack()
        world.settle()
        #expect(world.timeline(.barDelegate, from: start, since: tapped) == [
            "50 bar-should-pop Message 1 allowed=yes from-back-button=yes", "400 bar-did-pop Message 1",
        ])
    }

    @Test("appearance states follow the callbacks through a push")
    func appearanceStates() throws {
        var world = World.demo()
        world.tap("Message 1")
        world.advance(to: 300)
        let message = try #require(world.stackController("Message 1"))
        #expect(world.controller(world.rootController).appearance == .disappearing)
        #expect(world.controller(message).appearance == .appearing)
        world.settle()
        #expect(world.controller(world.rootController).appearance == .disappeared)
        #expect(world.controller(message).appearance == .appeared)
    }
}

@Suite("Lifecycle behaviours attach to any controller")
struct BehaviourAttachmentTests {
    @Test("a detached tracker stops counting, a re-attached one counts again")
    func attachAndDetach() {
        var world = World.demo()
        let inbox = world.rootController
        world.detach(.screenViewTracker, from: inbox)
        world.tap("Message 1")
        world.settle()
        world.tapBack()
        world.settle()
        #expect(world.analytics.first { $0.screen == "Inbox" }?.count == 1)
        world.attach(.screenViewTracker, to: inbox)
        world.tap("Message 2")
        world.settle()
        world.tapBack()
        world.settle()
        #expect(world.analytics.first { $0.screen == "Inbox" }?.count == 2)
    }
}
