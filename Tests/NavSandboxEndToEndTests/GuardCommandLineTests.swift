import Foundation
import NavSandboxTestSupport
import Testing

/// `--guard FILE`: a guard written as a file is the strategy in force for
/// run and trace, one more column in compare, and a bad file stops before
/// anything runs with where and what (exit 65, 66 unreadable).
@Suite("navsandbox --guard", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct GuardCommandLineTests {
    static let guardFile = "docs/guards/examples/switching-flag.yaml"
    static let script = "docs/scenarios/double-push-row.nss"

    @Test func runTraceAndCompareTakeTheGuard() throws {
        let run = try navsandbox(["run", Self.script, "--guard", Self.guardFile, "--json"])
        let builtIn = try navsandbox(["run", Self.script, "--strategy", "switching-flag", "--json"])
        #expect(run.stdout.contains("\"strategy\": \"my-switching-flag\""), "\(run.stdout.prefix(400))")
        #expect(run.status == builtIn.status, "\(run.stderr)")
        let compare = try navsandbox(["compare", Self.script, "--guard", Self.guardFile])
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("my-switching-flag"))
        #expect(compare.stdout.contains("coordinated"), "the built-in strategies stay")
        let trace = try navsandbox(["trace", Self.script, "--guard", Self.guardFile, "-o", "-"])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("my-switching-flag"))
    }

    @Test func exploreSearchesTheGuardAsItDoesTheBuiltInOne() throws {
        let file = try navsandbox(["explore", "--guard", Self.guardFile, "--depth", "2"])
        let builtIn = try navsandbox(["explore", "--strategy", "switching-flag", "--depth", "2"])
        #expect(file.status == builtIn.status, "\(file.stderr)")
        #expect(file.stdout.contains("strategy my-switching-flag"))
        #expect(
            file.stdout.replacingOccurrences(of: "my-switching-flag", with: "switching-flag") == builtIn.stdout,
            "the same search, the same shortest schedule")
    }

    @Test func aScriptMayNameALoadedGuard() throws {
        let path = try temporaryScript("strategy my-switching-flag\nat 0ms double-tap \"Message 1\"\nsettle\nexpect stack = Inbox > Message 1\n", name: "named.nss")
        let result = try navsandbox(["run", path, "--guard", Self.guardFile])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let without = try navsandbox(["run", path])
        #expect(without.status == 65, "without the file the name is unknown")
        #expect(without.stderr.contains("unknown strategy"), "\(without.stderr)")
    }

    @Test func aGuardFileThatLoadsWithWarningsSaysThemAndRuns() throws {
        let path = try temporaryScript("guard: mine\nrules:\n  - on: timer late\n    do: [log: hi]\n", name: "warned.yaml")
        let result = try navsandbox(["run", Self.script, "--guard", path])
        #expect(result.status == 0, "a guard that drops nothing: the double push the scenario expects \(result.stderr)")
        #expect(result.stderr.contains("warned.yaml:3:9: warning: no rule starts the timer `late`"), "\(result.stderr)")
        #expect(result.stdout.contains("strategy mine"))
    }

    @Test func aBadGuardFileSaysWhereAndExits65() throws {
        let path = try temporaryScript("guard: mine\nrules:\n  - on: pushh\n    do: [allow]\n", name: "bad-guard.yaml")
        for arguments in [["run", Self.script, "--guard", path], ["compare", Self.script, "--guard", path]] {
            let result = try navsandbox(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("bad-guard.yaml:3:9: error: unknown hook `pushh`"), "\(result.stderr)")
            #expect(result.stderr.contains("did you mean `push`?"))
        }
        let missing = try navsandbox(["run", Self.script, "--guard", "no/such/guard.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such file"))
    }

    /// The library guards in docs/guards/examples, each with the scenario
    /// beside it that reproduces what the library's users reported.
    static let libraryExamples = ["buffered-queue", "epoxy-queue", "lifecycle-pop-gesture"]

    @Test(arguments: libraryExamples)
    func eachLibraryExampleHoldsWithItsGuard(_ name: String) throws {
        let folder = "docs/guards/examples/"
        let result = try navsandbox(["run", folder + name + ".nss", "--guard", folder + name + ".yaml"])
        #expect(result.status == 0, "\(result.stdout.suffix(1_500))\n\(result.stderr)")
        #expect(result.stdout.contains("strategy                      \(name)"), "the script names the file's guard")
    }

    /// docs/guards/README.md's worked example: the guard and the script as
    /// the page prints them, saved as it says, pass together.
    @Test func theReadmesWorkedExamplePasses() throws {
        let readme = try String(
            contentsOf: NavSandboxBinary.packageRoot.appendingPathComponent("docs/guards/README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## A worked example"))
        func block(_ fence: String) throws -> String {
            let start = try #require(readme.range(of: "```\(fence)\n", range: section.upperBound..<readme.endIndex))
            let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
            return String(readme[start.upperBound..<end.lowerBound])
        }
        let guardPath = try temporaryScript(try block("yaml"), name: "my-transiting.yaml")
        let scriptPath = try temporaryScript(try block("nss"), name: "my-transiting.nss")
        let result = try navsandbox(["run", scriptPath, "--guard", guardPath])
        #expect(result.status == 0, "\(result.stdout.suffix(1_500))\n\(result.stderr)")
    }
}

/// The sandbox reloads a `--guard` file saved while it runs: a speaker edits
/// the guard beside the terminal and the next tap meets the new one.
@Suite("the sandbox reloads a guard file", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct GuardReloadTerminalTests {
    @Test func aSavedGuardIsReloadedAndABrokenOneSaysWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("mine.yaml")
        try "guard: mine\nflags: { held: bool }\nrules:\n  - on: push\n    do: [set: held, allow]\n".write(to: file, atomically: true, encoding: .utf8)
        let pane = try SandboxPane(arguments: ["--guard", file.path])
        try pane.waitUntilReady()
        try pane.session.waitFor("mine")
        // An editor's save: a new file renamed over the old one.
        try "guard: mine\nflags: { busy: bool }\nrules:\n  - on: push\n    do: [set: busy, allow]\n".write(to: file, atomically: true, encoding: .utf8)
        try pane.session.waitFor("guard mine reloaded", timeout: .seconds(10))
        try pane.session.waitFor("busy")
        try "guard: mine\nrules:\n  - on: pushh\n    do: [allow]\n".write(to: file, atomically: true, encoding: .utf8)
        try pane.session.waitFor("guard not reloaded", timeout: .seconds(10))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }
}
