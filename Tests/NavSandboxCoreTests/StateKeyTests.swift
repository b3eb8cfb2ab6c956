import NavSandboxTestSupport
import Testing

@testable import NavSandboxCore

/// explore visits each distinct world once by its `stateKey`. A field the key
/// forgets merges worlds that behave differently (a search misses a bug); a
/// field it hashes for no reason splits worlds that are one (a search wastes
/// time). So every stored field of the world is either shown here to change
/// the key or listed in `World.stateKeyIgnores` with its reason.
@Suite struct StateKeyTests {
    /// The demo mid-push (a transition, a bar animation and timers running)
    /// and with the card presented.
    static func pushing() -> World {
        var world = World(configuration: Configuration(app: .demo))
        world.send(.tap(.label("Message 1")))
        world.advance(by: 120)
        return world
    }

    static func presenting() -> World {
        var world = World(configuration: Configuration(app: .demo))
        world.send(.tap(.label("Compose")))
        world.advance(by: 100)
        return world
    }

    /// For each hashed field, a change to it alone.
    static let changes: [String: @Sendable (inout World) -> Void] = [
        "now": { $0.now += 1 },
        "configuration": { $0.configuration.toggles.exclusiveTouch.toggle() },
        "navigation": { $0.navigation.popGestureState = "failed" },
        "bar": { $0.bar.backButtonPoppedItems.append(ControllerID(99)) },
        "buttonMenu": { $0.buttonMenu = ViewID(3) },
        "tabBarBox": { world in
            var state = TabBarState(controller: ControllerID(0), tabBar: ViewID(0), transitionView: ViewID(0), tabs: [], selected: 0)
            state.tabs.append(
                TabBarState.Tab(
                    title: "Feed", item: ViewID(1), navigationController: ControllerID(1), wrapper: ViewID(2),
                    parked: TabBarState.Parked(navigation: world.navigation, bar: world.bar), hasAppeared: false))
            world.tabBar = state
        },
        "presentation": { world in
            var world2 = presenting()
            world2.presentation!.card = .minimized
            world = world2
        },
        "ignoreCount": { $0.ignoreCount += 1 },
        "windowIsAnimated": { $0.windowIsAnimated.toggle() },
        "touches": { $0.touches.swipeTouch = TouchID(7) },
        "scheduler": { _ = $0.scheduler.schedule(.idleCheck, at: $0.now + 5) },
        "guardStack": { $0.guardStack = GuardStack(Strategy.shipped("block-all")) },
        "violations": { $0.violations.append(.doublePush) },
        "crash": { $0.crash = Crash(violation: .nestedPush, exception: "x", message: "y", callStack: [], time: 0) },
        "isFrozen": { $0.isFrozen.toggle() },
        "frozenBy": { $0.frozenBy = .hitTestOrder },
        "appState": { $0.appState.cached[1] = ControllerID(1) },
        "analytics": { $0.analytics.append(AnalyticsCount(screen: "Inbox", count: 2)) },
        "idle": { $0.idle.stuckLockReported.toggle() },
        "mainThread": { $0.mainThread.busyUntil = $0.now + 300 },
        "spinningTimer": { $0.spinningTimer = SpinningTimer(tag: "t", fires: 3) },
    ]

    @Test("every stored field of the world is hashed or deliberately ignored")
    func everyFieldIsDecided() {
        let fields = Set(Mirror(reflecting: Self.pushing()).children.compactMap(\.label))
        let decided = Set(Self.changes.keys).union(World.stateKeyIgnores.keys)
        #expect(fields.subtracting(decided).isEmpty, "fields neither hashed nor ignored: \(fields.subtracting(decided).sorted())")
        #expect(decided.subtracting(fields).isEmpty, "no such fields: \(decided.subtracting(fields).sorted())")
        #expect(Set(Self.changes.keys).isDisjoint(with: World.stateKeyIgnores.keys))
        #expect(World.stateKeyIgnores.values.allSatisfy { $0.count > 10 }, "each ignored field says why")
    }

    @Test("a change to any hashed field changes the key", arguments: StateKeyTests.changes.keys.sorted())
    func hashedFieldChangesTheKey(field: String) throws {
        let base = field == "presentation" ? Self.presenting() : Self.pushing()
        var changed = base
        let change = try #require(Self.changes[field])
        change(&changed)
        #expect(changed != base, "the change to \(field) changed the world")
        #expect(changed.stateKey != base.stateKey, "\(field) changed but the key did not")
    }

    @Test("the fields inside touches and idle are hashed too")
    func nestedFields() {
        let base = Self.pushing()
        var moved = base
        moved.idle.quiescentSince = (base.idle.quiescentSince ?? 0) + 1
        #expect(moved.stateKey != base.stateKey)
        var reported = base
        reported.idle.reportedHighlights.append(ViewID(3))
        #expect(reported.stateKey != base.stateKey)
        var profile = base
        profile.configuration.profile = .ios7
        #expect(profile.stateKey != base.stateKey)
    }

    @Test("a pending app action is hashed whole: a push animated or not, from a tap or the app, are other worlds")
    func pendingAppActionsDiffer() throws {
        let world = World(configuration: Configuration(app: .demo))
        let root = try #require(world.navigation.stack.first)
        func pending(animated: Bool, origin: RequestOrigin = .tap) -> World {
            var pending = world
            let context = ActionContext(handler: root, sender: nil, values: TemplateValues(n: 1), touch: nil, origin: origin)
            let action = AppAction.push(ScreenReference(screen: 1), animated: animated, reuse: false, via: .self, mustComplete: false)
            // The same summary, as a trace would name both.
            pending.scheduler.schedule(.app(AppEvent(action: action, context: context, loadingView: nil, summary: "push")), at: 100)
            return pending
        }
        #expect(pending(animated: true).stateKey != pending(animated: false).stateKey)
        #expect(pending(animated: true).stateKey == pending(animated: true).stateKey)
        #expect(pending(animated: true).stateKey != pending(animated: true, origin: .app).stateKey)
    }

    @Test("an interactive pop still tracking has one key whatever the clock: its unset release time is not a time")
    func trackingPopIsClockFree() {
        func swiping(at time: Int) -> World {
            var world = World(configuration: Configuration(app: .demo))
            world.step(.wait(time))
            world.tap("Message 1")
            world.settle()
            world.step(.edgeSwipeBegin(at: .point(World.edgeSwipeStart)))
            world.step(.edgeSwipeMove(progress: 30))
            return world
        }
        let early = swiping(at: 0)
        #expect(early.navigation.transition?.interactive?.phase == .tracking)
        #expect(early.stateKey == swiping(at: 5_000).stateKey)
    }

    @Test("the ignored fields do not change the key")
    func ignoredFieldsDoNot() {
        let base = Self.pushing()
        var world = base
        world.log.append(LogEntry(time: 1, event: .system(.relaunch)))
        world.callStack.append("x")
        world.counters.request += 5
        world.touches.nextID += 3
        world.touches.history.removeAll()
        #expect(world.stateKey == base.stateKey)
    }

    @Test("worlds alike but for the clock are one world: times are hashed relative to now")
    func relativeTimes() {
        var early = World(configuration: Configuration(app: .demo))
        var late = World(configuration: Configuration(app: .demo))
        late.advance(by: 5_000)
        for world in [0, 1] {
            if world == 0 { early.send(.tap(.label("Message 1"))) } else { late.send(.tap(.label("Message 1"))) }
        }
        early.advance(by: 100)
        late.advance(by: 100)
        #expect(early.now != late.now)
        #expect(early.stateKey == late.stateKey)
        late.advance(by: 1)
        #expect(early.stateKey != late.stateKey, "a running push 1 ms further along is another world")
    }

    /// The demo launched after `offset` views and controllers were made and
    /// never used, and with the other counters moved on: the same app, its
    /// things numbered from further on — as in a world that made more
    /// screens earlier and has let them go.
    static func launched(numberedFrom offset: Int) -> World {
        var world = World(configuration: Configuration(app: .demo), quietAt: 0)
        for _ in 0..<offset {
            world.makeView(.label, frame: Rect(x: 0, y: 0, width: 1, height: 1))
            world.makeController(.navigation, title: "unused")
        }
        world.counters.transition += offset
        world.counters.animation += 2 * offset
        world.counters.request += 3 * offset
        world.touches.nextID += offset
        world.launchApp()
        world.afterStep()
        return world
    }

    /// What both worlds do next, and the moments compared: launched, mid-push
    /// (a transition, a bar animation, a touch and timers naming ids),
    /// pushed, presenting a card, and a double push settled.
    static let moves: [(String, @Sendable (inout World) -> Void)] = [
        ("launched", { _ in }),
        ("mid-push", { $0.tap("Message 1"); $0.advance(by: 120) }),
        ("pushed", { $0.tap("Message 1"); $0.settle() }),
        ("presenting", { $0.tap("Compose"); $0.advance(by: 100) }),
        ("double push", { $0.doubleTap("Message 2"); $0.settle() }),
    ]

    @Test("worlds alike but for how their ids were numbered are one world", arguments: 0..<5)
    func renumberedIDs(move: Int) {
        var plain = Self.launched(numberedFrom: 0)
        var shifted = Self.launched(numberedFrom: 7)
        Self.moves[move].1(&plain)
        Self.moves[move].1(&shifted)
        #expect(plain.window != shifted.window, "the ids differ")
        #expect(plain.stateKey == shifted.stateKey, "\(Self.moves[move].0): only the numbering differs")
    }

    @Test("renumbering keeps what the ids said: worlds that differ in what they name differ")
    func renumberingKeepsStructure() throws {
        var first = Self.launched(numberedFrom: 0)
        var second = Self.launched(numberedFrom: 7)
        first.tap("Message 1")
        first.settle()
        second.tap("Message 2")
        second.settle()
        #expect(first.stateKey != second.stateKey, "Message 1 pushed is not Message 2 pushed")

        // The bar naming a controller other than the stack's top, alike in
        // every field: only which controller it is differs.
        var pushed = Self.launched(numberedFrom: 0)
        pushed.tap("Message 1")
        pushed.settle()
        let top = try #require(pushed.navigation.stack.last)
        var mismatched = pushed
        let twin = mismatched.makeController(mismatched.controller(top).kind, title: mismatched.controller(top).title)
        mismatched.bar.items[mismatched.bar.items.count - 1] = twin
        #expect(mismatched.stateKey != pushed.stateKey, "a bar item naming another controller")

        // The swipe's touch naming the finger that is down, or no finger.
        var touching = Self.launched(numberedFrom: 0)
        touching.tap("Message 1")
        let down = try #require(touching.touches.active.first?.id, "the finger is still down")
        var same = touching
        same.touches.swipeTouch = down
        var stranger = touching
        stranger.touches.swipeTouch = TouchID(touching.touches.nextID + 5)
        #expect(same.stateKey != stranger.stateKey, "the swipe's touch is the finger that is down, or another")

        // A control's label names it, so relabelling one is another world.
        var relabelled = pushed
        var control: ViewID?
        pushed.forEachViewInWindow { view in
            if view.isControl, view.role != .backButton, view.accessibilityLabel != nil { control = view.id }
            return control == nil
        }
        let relabel = try #require(control)
        relabelled.views[relabel.raw].accessibilityLabel = "Something else"
        #expect(relabelled.stateKey != pushed.stateKey, "a control's label")
    }
}
