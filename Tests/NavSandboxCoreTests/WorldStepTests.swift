import NavSandboxTestSupport
import Testing

@testable import NavSandboxCore

/// `World.step` is how callers move a world: each input comes back with the
/// events it caused, so a caller asserts what happened as data.
@Suite struct WorldStepTests {
    @Test("a tap returns its touch, hit-test and action events, in order")
    func tapEvents() throws {
        var world = World(configuration: Configuration(app: .demo))
        let point = try #require(world.tapPoint(forLabel: "Message 1"))
        let began = world.step(.tap(.point(point)))
        guard case .touchBegan(let touch, at: point) = began.first else {
            Issue.record("first event: \(String(describing: began.first))")
            return
        }
        #expect(began.contains { if case .hitTest(point, hit: .some, visited: _) = $0 { true } else { false } })
        let cell = try #require(world.viewID("Message 1"))
        let cellRef = ViewRef(id: cell, viewClass: .tableViewCell, label: "Message 1")
        // The Inbox table holds the touch-down (rule
        // scroll-view-delays-content-touches): the row highlights as the
        // finger lifts, just before its touch-up.
        #expect(began.contains { if case .scrollView(.delayed(touch, _, _)) = $0 { true } else { false } })
        #expect(!began.contains(.touchHighlighted(touch, control: cellRef)))
        let lifted = world.step(.wait(world.configuration.tapDuration))
        #expect(lifted.contains(.touchHighlighted(touch, control: cellRef)))
        #expect(lifted.contains(.touchUpInside(touch, control: cellRef)))
        let settled = world.step(.settle(limit: 60_000))
        let message = try #require(world.stackController("Message 1"))
        let screen = ScreenRef(id: message, className: world.controller(message).kind.className, title: "Message 1")
        #expect(settled.contains(.transitionCompletes(kind: .push, screen: screen)))
        #expect(settled.contains(.didShow(screen, animated: true)))
        #expect(world.step(.wait(100)).isEmpty, "nothing happens in an idle world")
    }

    @Test("the next instant is the next event due or the caller's input, whichever comes first")
    func nextInstant() throws {
        var world = World(configuration: Configuration(app: .demo))
        // At launch only the idle detectors' watchdog is due.
        let watchdog = try #require(world.scheduler.next?.fireAt)
        #expect(world.nextInstant(upTo: watchdog - 1) == nil, "nothing is due before it")
        #expect(world.nextInstant(upTo: 10_000, orInputAt: watchdog - 1) == watchdog - 1)
        world.step(.tap(.label("Message 1")))
        let due = try #require(world.scheduler.next?.fireAt)
        #expect(world.nextInstant(upTo: 10_000) == due)
        #expect(world.nextInstant(upTo: due - 1) == nil, "nothing before the target")
        #expect(world.nextInstant(upTo: 10_000, orInputAt: due - 10) == due - 10)
    }

    /// Whatever the inputs, what a step returns is exactly what the log
    /// gained — also when the log is bounded and drops its oldest lines.
    @Test("a step's events are the log's new lines", arguments: 0..<16)
    func eventsAreTheLogsNewLines(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var configuration = Configuration(app: .demo, strategy: random.pick(StrategyID.builtIns.map(\.rawValue)))
        configuration.logLimit = random.chance(50) ? nil : 60
        var world = World(configuration: configuration)
        // The launch's lines are the world's own, before any step.
        var gained = Array(world.log.entries).map(\.event)
        for _ in 0..<40 {
            let before = world.log.entries.count + world.log.discarded
            let input: WorldInput
            switch random.below(6) {
            case 0: input = .user(.tap(.label(random.pick(["Message 1", "Message 2", "Compose", "Send", "Reply"]))))
            case 1: input = .user(.tap(.point(world.backButtonPoint ?? Point(x: 1, y: 1))))
            case 2: input = .user(.swipeBack(finish: random.chance(50)))
            case 3: input = .advance(to: world.now + random.below(400))
            case 4: input = .settle(limit: 5_000)
            default: input = .wait(random.below(120))
            }
            let events = world.step(input)
            let after = world.log.entries.count + world.log.discarded
            #expect(events.count == after - before, "seed \(seed): \(input)")
            gained += events
        }
        let kept = Array(world.log.entries).map(\.event)
        #expect(Array(gained.suffix(kept.count)) == kept, "seed \(seed)")
    }
}
