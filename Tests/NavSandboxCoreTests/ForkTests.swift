import Testing
@testable import NavSandboxCore

/// A World is a value: copying it forks the simulation, which is what rewind,
/// side-by-side comparison and search stand on.
@Suite("Forking a world")
struct ForkRules {
    /// Message 1's push is half way through.
    private func midPush(_ strategy: String = "none") -> World {
        var world = World.demo(strategy)
        world.tap("Message 1")
        world.advance(to: 300)
        return world
    }

    @Test("a copy taken mid-transition evolves on its own, and the original does not move")
    func forkMidTransition() throws {
        let original = midPush()
        let saved = original
        #expect(original.navigation.transition?.kind == .push)

        var tapped = original
        var untouched = original
        tapped.tapBack()
        tapped.settle()
        untouched.settle()

        #expect(tapped.stackTitles == ["Inbox"])
        #expect(untouched.stackTitles == ["Inbox", "Message 1"])
        #expect(tapped != untouched)
        #expect(tapped.log.entries.count > untouched.log.entries.count)
        // Both forks share the history up to the copy, then part.
        #expect(Array(tapped.log.entries.prefix(saved.mark)) == saved.log.entries)
        #expect(Array(untouched.log.entries.prefix(saved.mark)) == saved.log.entries)

        #expect(original == saved)
        #expect(original.now == 300)
        #expect(original.navigation.transition?.kind == .push)
        #expect(original.scheduler == saved.scheduler)
    }

    @Test("a fork left alone ends exactly where a world that was never copied ends")
    func forkMatchesUnforkedRun() {
        var fork = midPush()
        fork.settle()
        var straight = World.demo()
        straight.tap("Message 1")
        straight.advance(to: 300)
        straight.settle()
        #expect(fork == straight)
    }

    @Test("a fork can be driven further than the original and the original can catch up to the same state")
    func originalCatchesUp() {
        var original = midPush()
        var fork = original
        fork.advance(by: 1_000)
        #expect(fork.now == 1_300)
        #expect(original.now == 300)
        original.advance(by: 1_000)
        #expect(original == fork)
    }

    @Test("the guard strategy's state is forked with the world")
    func strategyStateForks() {
        var original = World.demo("switching-flag")
        original.tap("Message 1")
        original.settle()
        var cancelled = original
        var finished = original
        cancelled.swipeBack(finish: false)
        cancelled.settle()
        finished.swipeBack(finish: true)
        finished.settle()
        #expect(cancelled.flag("isSwitching") == "YES")
        #expect(finished.flag("isSwitching") == "NO")
        #expect(original.flag("isSwitching") == "NO")
        #expect(cancelled.guardBox != finished.guardBox)
        #expect(cancelled.fired(.stuckLock) && !finished.fired(.stuckLock) && !original.fired(.stuckLock))
    }

    @Test("a crash in one fork leaves the other running")
    func crashStaysInItsFork() {
        var original = World.demo("none", .ios7)
        original.tap("Message 1")
        original.settle()
        original.tap("Next message")
        original.settle()
        var crashing = original
        var careful = original
        crashing.tap("Back twice")
        crashing.settle()
        careful.tapBack()
        careful.settle()
        #expect(crashing.crash?.violation == .doublePopCrash)
        #expect(!careful.isCrashed)
        #expect(careful.stackTitles == ["Inbox", "Message 1"])
        #expect(!original.isCrashed)
        #expect(original.stackTitles == ["Inbox", "Message 1", "Message 2"])
    }
}
