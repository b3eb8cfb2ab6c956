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
        #expect(Array(tapped.log.entries.prefix(saved.mark)) == Array(saved.log.entries))
        #expect(Array(untouched.log.entries.prefix(saved.mark)) == Array(saved.log.entries))

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
        #expect(cancelled.guardStack != finished.guardStack)
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

@Suite("Terminal-safe text and chunked storage")
struct SupportTests {
    @Test("control characters are shown escaped; tab and ordinary text are kept")
    func visibleText() {
        #expect(TerminalText.visible("plain ‹ Inbox ✓") == "plain ‹ Inbox ✓")
        #expect(TerminalText.visible("a\tb") == "a\tb")
        #expect(TerminalText.visible("\u{1B}]0;x\u{07}") == "\\u{1B}]0;x\\u{7}")
        #expect(TerminalText.visible("line\nnext\r") == "line\\u{A}next\\u{D}")
        #expect(TerminalText.visible("\u{9B}2J\u{7F}") == "\\u{9B}2J\\u{7F}")
        #expect(TerminalText.describe("\u{1B}") == "U+001B (ESC)")
        #expect(TerminalText.describe("\u{01}") == "U+0001")
    }

    @Test("a chunked array reads and writes like an array, and a copy shares what it did not change")
    func chunkedArray() {
        var a = ChunkedArray(0..<200)
        #expect(Array(a) == Array(0..<200))
        var b = a
        b[130] = -1
        #expect(a[130] == 130)
        #expect(b[130] == -1)
        #expect(a != b)
        b[130] = 130
        #expect(a == b)
        a.append(200)
        #expect(a.count == 201 && a.last == 200)
        #expect(b.count == 200)
        // Chunks 0 and 1 are shared; b copied chunk 2 when it wrote, a copied
        // chunk 3 when it appended.
        #expect(a.sharedChunkCount(with: b) == 2)
    }

    @Test("dropping whole leading chunks keeps order and sharing")
    func chunkedArrayDropsWholeChunks() {
        var a = ChunkedArray(0..<200)
        #expect(a.droppableCount(keeping: 100) == 64)
        #expect(a.droppableCount(keeping: 190) == 0)
        let before = a
        a.removeFirstChunks(a.droppableCount(keeping: 100))
        #expect(Array(a) == Array(64..<200))
        #expect(a.first == 64 && a[0] == 64 && a.count == 136)
        #expect(a.sharedChunkCount(with: before) == 3)
        a.append(200)
        #expect(a.last == 200 && a[136] == 200)
    }

    @Test("a long interactive log keeps its newest entries, and a copy shares all but its last chunk")
    func boundedLogSharesChunks() {
        var log = EventLog(limit: 100)
        for time in 0..<1_000 { log.append(LogEntry(time: time, event: .scriptNote("line \(time)", isProblem: false))) }
        #expect(log.entries.count >= 100 && log.entries.count <= 200)
        #expect(log.totalCount == 1_000)
        #expect(log.entries.last?.time == 999)
        #expect(log.entries.first?.time == log.discarded)
        let snapshot = log
        log.append(LogEntry(time: 1_000, event: .scriptNote("one more", isProblem: false)))
        let chunks = (log.entries.count + 63) / 64
        #expect(log.entries.sharedChunkCount(with: snapshot.entries) >= chunks - 1)

        var tiny = EventLog(limit: 3)
        for time in 0..<10 { tiny.append(LogEntry(time: time, event: .scriptNote("\(time)", isProblem: false))) }
        #expect(tiny.entries.count <= 6 && tiny.entries.last?.time == 9 && tiny.entries.first?.time == tiny.discarded)
    }
}
