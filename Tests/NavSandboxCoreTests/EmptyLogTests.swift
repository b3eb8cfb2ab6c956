import Testing

@testable import NavSandboxCore

/// A search forks its tries from a world whose log was emptied
/// (`World.withEmptyLog`): nothing in the model reads the log, so the
/// emptied world must do exactly what the world would, line for line.
@Suite struct EmptyLogTests {
    @Test func aWorldWithItsLogEmptiedDoesWhatTheWorldWould() {
        var world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"))
        world.step(.tap(.label("Message 1")))
        world.step(.wait(100))
        let logged = world.log.entries.count
        #expect(logged > 0)
        var emptied = world.withEmptyLog()
        #expect(emptied.log.entries.isEmpty)
        #expect(emptied.stateKey == world.stateKey)
        // A second tap mid-push (the double push), a swipe, then idle.
        for input: WorldInput in [.user(.tap(.label("Message 1"))), .wait(150), .user(.swipeBack(finish: true)), .settle(limit: 60_000)] {
            let events = Array(world.step(input))
            #expect(Array(emptied.step(input)) == events)
        }
        #expect(emptied.stateKey == world.stateKey)
        #expect(emptied.violations == world.violations)
        #expect(emptied.violations.contains(.doublePush))
        #expect(Array(emptied.log.entries) == Array(world.log.entries.dropFirst(logged)))
        #expect(emptied.withEmptyLog() == world.withEmptyLog(), "every field but the log")
    }
}
