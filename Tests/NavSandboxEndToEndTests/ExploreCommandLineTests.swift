import Foundation
import NavSandboxTestSupport
import Testing

@Suite("navsandbox explore", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ExploreCommandLineTests {
    @Test func findsTheShortestScheduleAndPrintsItsScript() throws {
        let result = try navsandbox(["explore", "--strategy", "none", "--depth", "1", "--no-two-fingers"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("none on iOS 17: breaks in 1 input — double-push"))
        #expect(result.stdout.contains("at 0ms double-tap \"Message 1\""))
        #expect(result.stdout.contains("expect violation double-push = fired"))
        #expect(result.stderr.isEmpty, "the script replays: no warning")
    }

    @Test func writesScriptsThatRunReplaysAndNeverReplacesOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)").path
        let arguments = ["explore", "--strategy", "block-all", "--ignore", "lost-navigation", "--depth", "2", "--no-two-fingers", "-o", directory]
        let first = try navsandbox(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let script = directory + "/explore-block-all-ios17.nss"
        #expect(first.stdout.contains("script: \(script)"))
        let replay = try navsandbox(["run", script])
        #expect(replay.status == 0, "\(replay.stdout)")
        let again = try navsandbox(arguments)
        #expect(again.status == 73)
        #expect(again.stderr.contains("exists; not replaced"))
    }

    @Test func jsonAndJobsGiveTheSameAnswer() throws {
        let base = ["explore", "--strategy", "all", "--profile", "ios17", "--depth", "1", "--no-two-fingers", "--json"]
        let one = try navsandbox(base)
        let two = try navsandbox(base + ["--jobs", "2"])
        #expect(one.status == 0)
        #expect(one.stdout == two.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 7)
        #expect(results.first?["violation"] as? String == "double-push")
    }

    @Test func refusesASearchTooLargeAndSaysHowToNarrowIt() throws {
        let result = try navsandbox(["explore", "--depth", "5", "--grid", "10ms", "--horizon", "10s"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("narrow it with --depth 4"))
    }

    @Test func allIsOnlyForExplore() throws {
        let result = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--strategy", "all"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--strategy all is for explore"))
        let goal = try navsandbox(["explore", "--goal", "double-psh"])
        #expect(goal.status == 64)
        #expect(goal.stderr.contains("Did you mean 'double-push'?"))
    }
}

@Suite("navsandbox explore in a terminal", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct ExploreTerminalTests {
    /// A progress line on stderr while it searches; Ctrl-C stops it and
    /// prints what was found so far, with exit status 130.
    @Test func progressAndCtrlC() throws {
        let session = try TmuxSession(
            width: 160, height: 20,
            command: "LC_ALL=C.UTF-8 \(WrappedAppPane.shellQuoted(try NavSandboxBinary.path())) explore --strategy coordinated --ignore lost-navigation --depth 3; echo EXIT $?; sleep 30")
        defer { session.kill() }
        try session.waitFor("worlds ·", timeout: .seconds(20))
        try session.sendKeys("C-c")
        let screen = try session.waitFor("EXIT", timeout: .seconds(20))
        #expect(screen.contains("coordinated on iOS 17: interrupted during depth"))
        #expect(screen.contains("EXIT 130"))
        #expect(!screen.contains("Ctrl-C stops"), "the progress line is cleared before the report")
    }
}
