import Foundation
import NavSandboxTestSupport
import Testing

/// Guards from strangers that loop (issue 34): every command ends within
/// seconds with the app's crash or a refusal, never the process's, and the
/// sandbox stays usable with its terminal intact.
@Suite("guards that loop", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct LoopingGuardCommandLineTests {
    /// Two pops that chase each other through the guard's queue.
    static let pingPong = "guard: pingpong\nflags:\n  q: queue\nrules:\n  - on: pop\n    do: [flush: q, queue: q]\n"
    /// A timer that re-arms itself at once.
    static let zeroTimer =
        "guard: tick\nrules:\n  - on: push\n    do: [start-timer: {name: t, after: 0}]\n  - on: timer t\n    do: [start-timer: {name: t, after: 0}]\n"
    /// The four lines: once a stack overflow in every command.
    static let popPerformsPop = "guard: popper\nrules:\n  - on: pop\n    do: [perform: pop]\n"
    static let doubleBack = "at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap \"Reply\"\nsettle\nafter 0ms double-tap back\nsettle\n"

    /// Runs the binary with 20 s of CPU time at most (`ulimit -t`): a
    /// command that spins is killed and fails the test instead of holding CI.
    func navsandboxWithin(_ seconds: Int, _ arguments: [String]) throws -> (result: CommandResult, elapsed: Duration) {
        let binary = try #require(navsandboxBinary)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try runPiped(
            "/bin/sh", ["-c", "ulimit -t \(seconds); exec \"$0\" \"$@\"", binary] + arguments)
        return (result, clock.now - start)
    }

    @Test(arguments: ["run", "compare", "trace"])
    func aRecursingGuardCrashesTheAppNotTheCommand(command: String) throws {
        let guardPath = try temporaryScript(Self.pingPong, name: "pingpong.yaml")
        let script = try temporaryScript(Self.doubleBack, name: "back.nss")
        var arguments = [command, script, "--guard", guardPath]
        if command == "trace" { arguments += ["-o", "-"] }
        let (result, elapsed) = try navsandboxWithin(20, arguments)
        #expect(elapsed < .seconds(5), "\(command) took \(elapsed)")
        #expect(result.status == 0 || result.status == 1, "\(command): exit \(result.status)\n\(result.stderr)")
        #expect(result.stdout.contains("guard-recursion"), "\(command): \(result.stdout.prefix(600))")
        #expect(!result.stderr.contains("Backtracing"), "no process crash")
    }

    @Test func aZeroDelayTimerEndsAndSaysItWasStopped() throws {
        let guardPath = try temporaryScript(Self.zeroTimer, name: "tick.yaml")
        let script = try temporaryScript(Self.doubleBack, name: "back.nss")
        let (result, elapsed) = try navsandboxWithin(20, ["run", script, "--guard", guardPath])
        #expect(elapsed < .seconds(5), "run took \(elapsed)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("guard timer `t` stopped"), "\(result.stdout.prefix(600))")
        #expect(result.stderr.contains("tick.yaml:6:9: warning: the timer `t` re-arms itself after 0 ms"), "\(result.stderr)")
    }

    @Test func thePopThatPerformsPopIsATwoLevelPop() throws {
        let guardPath = try temporaryScript(Self.popPerformsPop, name: "popper.yaml")
        let script = try temporaryScript(
            "at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap \"Reply\"\nsettle\nafter 0ms tap back\nsettle\nexpect stack = Inbox\nexpect crash = none\n",
            name: "back.nss")
        let (result, _) = try navsandboxWithin(20, ["run", script, "--guard", guardPath])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains("popper.yaml:4:9: warning: `perform: pop` at the `pop` hook"), "\(result.stderr)")
    }

    @Test func anAliasKeyFileIsRefusedAtOnce() throws {
        var lines = ["guard: bomb", "rules: []", "x:", "  a0: &a0 {x: 1}"]
        for level in 1...9 {
            lines.append("  a\(level): &a\(level) { " + (0..<10).map { "? [*a\(level - 1), \($0)] : \($0)" }.joined(separator: ", ") + " }")
        }
        let path = try temporaryScript(lines.joined(separator: "\n") + "\n", name: "bomb.yaml")
        let (result, elapsed) = try navsandboxWithin(20, ["check", path])
        #expect(elapsed < .seconds(2), "check took \(elapsed)")
        #expect(result.status == 65)
        #expect(result.stderr.contains("bomb.yaml:5:13: error: an explicit key (`? `) in a file that uses aliases"), "\(result.stderr)")
    }
}

@Suite("the sandbox under a guard that loops", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct LoopingGuardTerminalTests {
    @Test func theSandboxShowsTheCrashAndStaysUsable() throws {
        let guardPath = try temporaryScript(LoopingGuardCommandLineTests.pingPong, name: "pingpong.yaml")
        let pane = try SandboxPane(arguments: ["--guard", guardPath])
        try pane.waitUntilReady()
        try pane.session.sendKeys("1")
        try pane.session.waitFor("Message 1")
        usleep(800_000)
        // "Back twice": two pops in one action, the second flushing the first.
        try pane.session.sendKeys("9")
        try pane.session.waitFor("guard-recursion", timeout: .seconds(10))
        // Still answering: relaunch brings the app back, and q leaves cleanly.
        try pane.session.sendKeys("r")
        try pane.session.waitFor("relaunch", timeout: .seconds(10))
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ:\n\(exit.screen)")
        #expect(exit.status == 0)
        #expect(try pane.session.modes() == .shell)
    }
}
