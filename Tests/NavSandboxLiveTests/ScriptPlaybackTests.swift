import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTestSupport
import NavSandboxUI
import Testing

@testable import NavSandboxLive

/// The repository's root, for the shipped scenarios.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path

func shippedScenario(_ name: String) throws -> Script {
    try Script.load(path: repositoryRoot + "/docs/scenarios/" + name).get()
}

/// `--script FILE` played live: the moments the loop adopts are the run
/// `navsandbox run FILE` makes, shown as it happens.
@Suite struct ScriptPlaybackTests {
    /// Plays every moment, as the loop does once their times come.
    func playToTheEnd(_ playback: ScriptPlayback) -> World? {
        var last: World?
        var count = 0
        while let moment = playback.nextMoment, count < 10_000 {
            last = moment.world
            playback.consumeMoment()
            count += 1
        }
        return last
    }

    @Test func playingEveryMomentEndsWhereTheRunnerEnds() throws {
        let script = try shippedScenario("double-push-row.nss")
        let playback = ScriptPlayback(script: script, options: ScriptRunOptions())
        #expect(playback.name == "double-push-row")
        #expect(playback.pane.state == .playing)
        let last = try #require(playToTheEnd(playback))
        let run = ScriptRunner(options: ScriptRunOptions()).run(script)
        #expect(last.now == run.world.now)
        #expect(last.navigation.stack.count == run.world.navigation.stack.count)
        let held = run.verdicts.count
        #expect(held >= 2)
        #expect(playback.pane.state == .finished(summary: "✓ \(held)/\(held)"))
        #expect(playback.status == "double-push-row ✓ \(held)/\(held)")
    }

    @Test func takingOverStopsItForGood() throws {
        let playback = ScriptPlayback(script: try shippedScenario("double-push-row.nss"), options: ScriptRunOptions())
        _ = playback.nextMoment
        playback.consumeMoment()
        playback.stop(reason: "you took over")
        #expect(playback.nextMoment == nil)
        #expect(playback.pane.state == .stopped(reason: "you took over"))
        #expect(playback.status == "double-push-row stopped")
    }

    /// Tab / `p` while a script plays: the same script from its first line
    /// under the next strategy, the pane saying which.
    @Test func restartingUnderAnotherStrategyPlaysItAgainFromTheStart() throws {
        let playback = ScriptPlayback(script: try shippedScenario("double-push-row.nss"), options: ScriptRunOptions())
        _ = playToTheEnd(playback)
        let world = try playback.restart(strategy: "block-all", profile: nil).get()
        #expect(world.strategyID == "block-all")
        #expect(playback.pane.state == .playing)
        #expect(playback.pane.strategy == "block-all")
        #expect(playToTheEnd(playback) != nil)
    }
}
