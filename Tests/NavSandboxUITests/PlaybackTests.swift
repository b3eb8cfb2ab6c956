import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// A script's moments, fed to the loop like `--script` does.
final class FakePlayback: LivePlayback {
    var moments: [ScriptedMoment]
    var played = 0
    var stopped: String?

    init(_ moments: [ScriptedMoment]) { self.moments = moments }

    var nextMoment: ScriptedMoment? { stopped == nil && played < moments.count ? moments[played] : nil }
    func consumeMoment() { played += 1 }
    func stop(reason: String) { stopped = reason }
    var status: String? { "fake \(played)/\(moments.count)" }
    var restarts: [(StrategyID?, Profile?)] = []
    var start = World()
    var pane: ScriptPane {
        ScriptPane(
            name: "fake", lines: [ScriptPane.Line(number: 1, text: "tap \"Message 1\"")], current: played > 0 ? 1 : nil,
            state: stopped.map { .stopped(reason: $0) } ?? (played == moments.count ? .finished(summary: "done") : .playing),
            strategy: start.strategyID, profile: start.profile)
    }
    func restart(strategy: StrategyID?, profile: Profile?) -> Result<World, ScriptRestartFailure> {
        restarts.append((strategy, profile))
        played = 0
        stopped = nil
        var configuration = start.configuration
        if let strategy, let resolved = configuration.strategies.resolve(strategy) { configuration.strategy = resolved }
        start = World(configuration: configuration)
        return .success(start)
    }
}

@Suite struct PlaybackTests {
    /// Worlds a script would produce: tap Message 1 at 0, then its push.
    static func scriptedMoments() -> (start: World, moments: [ScriptedMoment]) {
        let start = World()
        var world = start
        world.step(.tap(.point(world.tapPoint(forLabel: "Message 1")!)))
        let tapped = world
        world.step(.advance(to: 600))
        return (start, [ScriptedMoment(time: 0, world: tapped, note: "line 1: tap"), ScriptedMoment(time: 600, world: world)])
    }

    @Test func theLoopAdoptsEachMomentAtItsVirtualTime() {
        let (start, moments) = Self.scriptedMoments()
        let terminal = FakeTerminal()
        let playback = FakePlayback(moments)
        var ui = UIState(width: 100, height: 32)
        ui.wallClock = 0
        let loop = AppLoop(
            model: AppModel(world: start, ui: ui), terminal: terminal, theme: .standard, clock: { terminal.clock },
            playback: playback)
        loop.run()
        #expect(playback.played == 2)
        #expect(loop.model.world.stackTitles == ["Inbox", "Message 1"])
        #expect(loop.model.world.log.entries.count >= moments[1].world.log.entries.count)
        #expect(terminal.frames.contains { $0.text.contains("fake 2/2") })
        // The loop slept until each moment rather than spinning.
        #expect(terminal.timeouts.contains { $0 != nil && $0! > AppTiming.frameMilliseconds })
    }

    @Test func aTapOfTheUsersTakesOver() {
        let (start, moments) = Self.scriptedMoments()
        let terminal = FakeTerminal()
        terminal.events = [.key(.character("3"))]
        let playback = FakePlayback(moments)
        let loop = AppLoop(
            model: AppModel(world: start, ui: UIState(width: 100, height: 32)), terminal: terminal, theme: .standard,
            clock: { terminal.clock }, playback: playback)
        loop.run()
        #expect(playback.stopped == "you took over")
        #expect(loop.model.world.stackTitles.last == "Message 3")
    }

    @Test func rPlaysTheScriptAgainAndTabReRunsItUnderTheNextStrategy() {
        let (start, moments) = Self.scriptedMoments()
        let terminal = FakeTerminal()
        let playback = FakePlayback(moments)
        playback.start = start
        // Played to the end, then R, then Tab.
        terminal.events = []
        let loop = AppLoop(
            model: AppModel(world: start, ui: UIState(width: 100, height: 32)), terminal: terminal, theme: .standard,
            clock: { terminal.clock }, playback: playback)
        loop.run()
        #expect(playback.played == 2)
        #expect(loop.model.world.stackTitles == ["Inbox", "Message 1"])
        terminal.inputClosed = false
        terminal.events = [.key(.character("R"))]
        loop.step()
        #expect(playback.restarts.count == 1)
        #expect(loop.model.world.stackTitles == ["Inbox"], "back to the script's first world")
        #expect(loop.model.ui.history.isRewound == false)
        #expect(loop.model.ui.toast?.text.contains("from the start") == true)
        terminal.events = [.key(.tab)]
        for _ in 0..<10 where !terminal.events.isEmpty { loop.step() }
        #expect(playback.restarts.last?.0 == StrategyID.builtIns[1], "the next strategy after none")
        #expect(playback.stopped == nil, "a re-run, not a takeover")
        #expect(loop.model.world.strategyID == StrategyID.builtIns[1])
    }

    /// The palette opens a script found at launch: the loop takes the
    /// opener's playback and plays it from its first moment.
    @Test func thePaletteOpensAScriptAndTheLoopPlaysIt() {
        let (start, moments) = Self.scriptedMoments()
        let terminal = FakeTerminal()
        terminal.deliversBursts = true
        var opened: [Openable] = []
        var ui = UIState(width: 100, height: 32)
        ui.openables = [Openable(kind: .script, name: "two-taps", path: "scripts/two-taps.nss")]
        let loop = AppLoop(
            model: AppModel(world: start, ui: ui), terminal: terminal, theme: .standard, clock: { terminal.clock },
            opener: { openable in
                opened.append(openable)
                return .success(OpenedSession(world: start, playback: FakePlayback(moments)))
            })
        terminal.events = [.key(.character(":"))] + "two-taps".map { .key(.character($0)) } + [.key(.enter)]
        loop.run()
        #expect(opened.map(\.name) == ["two-taps"])
        #expect(loop.model.ui.script?.name == "fake", "the SCRIPT pane shows the opened script")
        #expect(loop.model.world.stackTitles == ["Inbox", "Message 1"], "its moments were played")
    }
}
