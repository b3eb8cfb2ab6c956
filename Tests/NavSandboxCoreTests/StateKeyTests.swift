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
        "presentation": { world in
            var world2 = presenting()
            world2.presentation!.card = .minimized
            world = world2
        },
        "ignoreCount": { $0.ignoreCount += 1 },
        "windowIsAnimated": { $0.windowIsAnimated.toggle() },
        "touches": { $0.touches.swipeTouch = TouchID(7) },
        "scheduler": { _ = $0.scheduler.schedule(.idleCheck, at: $0.now + 5) },
        "guardBox": { $0.guardBox = GuardBox(BlockAllGuard()) },
        "violations": { $0.violations.append(.doublePush) },
        "crash": { $0.crash = Crash(violation: .nestedPush, exception: "x", message: "y", callStack: [], time: 0) },
        "isFrozen": { $0.isFrozen.toggle() },
        "frozenBy": { $0.frozenBy = .hitTestOrder },
        "appState": { $0.appState.cached[1] = ControllerID(1) },
        "analytics": { $0.analytics.append(AnalyticsCount(screen: "Inbox", count: 2)) },
        "idle": { $0.idle.stuckLockReported.toggle() },
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

    @Test("the ignored fields do not change the key")
    func ignoredFieldsDoNot() {
        let base = Self.pushing()
        var world = base
        world.log.append(LogEntry(time: 1, event: .system("x")))
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
}
