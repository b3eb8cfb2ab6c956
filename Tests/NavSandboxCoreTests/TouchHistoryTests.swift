@testable import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// What a world keeps of its touches: every record for the tap counts, and
/// LAST TAP's detail (the walk and the chain) for the recent ones only.
@Suite struct TouchHistoryTests {
    /// A row, then the back button, `rounds` times: two handled taps each.
    private static func tapped(_ world: inout World, rounds: Int) {
        for _ in 0..<rounds {
            world.step(.tap(.label("Message 1")))
            _ = world.settle()
            world.step(.tap(.back))
            _ = world.settle()
        }
    }

    @Test func aHeadlessRunKeepsEveryRecordButOnlyTheRecentWalks() {
        var world = World.demo()
        #expect(world.configuration.logLimit == nil)
        Self.tapped(&world, rounds: 40)
        let history = world.touches.history
        #expect(history.count == 80, "every touch keeps its record")
        let recent = history.suffix(TouchState.historyLimit)
        #expect(recent.allSatisfy { !$0.walk.isEmpty && !$0.chain.isEmpty })
        #expect(history.dropLast(TouchState.historyLimit).allSatisfy { $0.walk.isEmpty && $0.chain.isEmpty })
        // What became of each touch stays.
        #expect(history.allSatisfy { $0.disposition == .handled && $0.hitView != nil && $0.handler != nil })
        #expect(world.touchCounts.handled == 80)
        #expect(world.lastTouch?.walk.isEmpty == false)
    }

    @Test func aSandboxKeepsItsRecentRecordsWhole() {
        var configuration = Configuration(profile: .ios17, strategy: "none", toggles: Toggles())
        configuration.logLimit = 500
        var world = World(configuration: configuration)
        Self.tapped(&world, rounds: 60)
        let history = world.touches.history
        #expect(history.count >= TouchState.historyLimit && history.count <= 2 * TouchState.historyLimit)
        #expect(history.allSatisfy { !$0.walk.isEmpty && !$0.chain.isEmpty })
    }
}
