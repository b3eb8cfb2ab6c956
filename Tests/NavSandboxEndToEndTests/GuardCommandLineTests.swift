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
        // The script it prints names the guard file, so that it replays.
        let guardLine = "guard \"\(Self.guardFile)\"\n"
        #expect(file.stdout.contains(guardLine))
        #expect(
            file.stdout.replacingOccurrences(of: guardLine, with: "").replacingOccurrences(of: "my-switching-flag", with: "switching-flag")
                == builtIn.stdout,
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

    @Test func twoGuardFilesOfOneNameArePointedAtBoth() throws {
        let first = try temporaryScript("guard: twin\nrules: []\n", name: "first.yaml")
        let second = try temporaryScript("# the same name\nguard: twin\nrules: []\n", name: "second.yaml")
        let result = try navsandbox(["run", Self.script, "--guard", first, "--guard", second])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("\(second):2:8: error: a guard named `twin` is already loaded by \(first):1:8"),
            "\(result.stderr)")
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

    /// The library guards in docs/guards/library, shipped in the binary,
    /// each with the scenario beside it that reproduces what the library's
    /// users reported: it runs without `--guard`, and with the file too.
    static let libraryExamples = ["buffered-queue", "epoxy-queue", "lifecycle-pop-gesture", "qmui-transiting"]

    @Test(arguments: libraryExamples)
    func eachLibraryExampleHoldsWithItsGuard(_ name: String) throws {
        let folder = "docs/guards/library/"
        let shipped = try navsandbox(["run", folder + name + ".nss"])
        #expect(shipped.status == 0, "\(shipped.stdout.suffix(1_500))\n\(shipped.stderr)")
        let result = try navsandbox(["run", folder + name + ".nss", "--guard", folder + name + ".yaml"])
        #expect(result.status == 0, "\(result.stdout.suffix(1_500))\n\(result.stderr)")
        // The final state's strategy is the file's guard (qmui-transiting's
        // script ends stacked with fd-fullscreen-pop).
        let strategyLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("strategy ") }
        #expect(strategyLine?.split(separator: " ").last?.hasPrefix(name) == true, "the script names the file's guard")
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

/// `guard "FILE"` lines in scripts, `learn --guard`, and strategies stacked
/// with `+` or a repeated `--strategy` / `--guard`.
@Suite("navsandbox guard lines and stacks", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct GuardStackCommandLineTests {
    static let script = "docs/scenarios/double-push-row.nss"
    static let guardText = try! String(
        contentsOf: NavSandboxBinary.packageRoot.appendingPathComponent(GuardCommandLineTests.guardFile), encoding: .utf8)

    /// `script` saved with `guard.yaml` (the example switching-flag guard) beside it.
    func scriptBesideGuard(_ script: String, guardText: String = guardText) throws -> String {
        let path = try temporaryScript(script, name: "with-guard.nss")
        let folder = (path as NSString).deletingLastPathComponent
        try Data(guardText.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("guard.yaml")))
        return path
    }

    @Test func aScriptLoadsItsGuardBesideIt() throws {
        let path = try scriptBesideGuard(
            "guard \"guard.yaml\"\nat 0ms double-tap \"Message 1\"\nsettle\nexpect stack = Inbox > Message 1\nexpect flag isSwitching = NO\n")
        let result = try navsandbox(["run", path, "--json"])
        #expect(result.status == 0, "\(result.stdout.suffix(800))\n\(result.stderr)")
        #expect(result.stdout.contains("\"strategy\": \"my-switching-flag\""), "the script's guard is in force")
        let stacked = try scriptBesideGuard(
            "guard \"guard.yaml\"\nstrategy delay+my-switching-flag\nat 0ms double-tap \"Message 1\"\nsettle\n")
        let run = try navsandbox(["run", stacked, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"strategy\": \"delay+my-switching-flag\""))
        let compare = try navsandbox(["compare", path])
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("my-switching-flag"), "the script's guard is a row of compare")
    }

    @Test func aGuardLineThatDoesNotLoadPointsAtBothFiles() throws {
        let path = try scriptBesideGuard(
            "# a guard that does not load\nguard \"guard.yaml\"\nat 0ms tap \"Message 1\"\n",
            guardText: "guard: mine\nrules:\n  - on: pushh\n    do: [allow]\n")
        let result = try navsandbox(["run", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("with-guard.nss:2:7: error: the guard file `guard.yaml` does not load"), "\(result.stderr)")
        #expect(result.stderr.contains("guard.yaml:3:9: error: unknown hook `pushh`"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("2 errors\n"), "the script's line and the file's, counted together: \(result.stderr)")
        let misspelt = try scriptBesideGuard("guard \"guard.yaml\"\nstrategy my-switching-flg\n")
        let unknown = try navsandbox(["run", misspelt])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("did you mean `my-switching-flag`?"), "\(unknown.stderr)")
    }

    @Test func strategiesStackRepeatedOrJoined() throws {
        let joined = try navsandbox(["run", Self.script, "--strategy", "none+switching-flag", "--json"])
        let repeated = try navsandbox(["run", Self.script, "--strategy", "none", "--strategy", "switching-flag", "--json"])
        let alone = try navsandbox(["run", Self.script, "--strategy", "switching-flag", "--json"])
        #expect(joined.stdout == repeated.stdout)
        #expect(joined.stdout.contains("\"strategy\": \"none+switching-flag\""))
        #expect(joined.status == alone.status, "none lets everything through: switching-flag decides")
        let bad = try navsandbox(["run", Self.script, "--strategy", "none+switchng-flag"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("unknown strategy `switchng-flag` in the stack"), "\(bad.stderr)")
        #expect(bad.stderr.contains("did you mean `switching-flag`?"))
        let withGuard = try navsandbox([
            "run", Self.script, "--guard", GuardCommandLineTests.guardFile, "--strategy", "block-all+my-switching-flag", "--json",
        ])
        #expect(withGuard.stdout.contains("\"strategy\": \"block-all+my-switching-flag\""), "\(withGuard.stderr)")
    }

    @Test func twoGuardFilesStackAndCompareShowsTheStack() throws {
        let second = try temporaryScript("guard: logger\nrules:\n  - on: push\n    do: [log: a push]\n", name: "logger.yaml")
        let run = try navsandbox(["run", Self.script, "--guard", GuardCommandLineTests.guardFile, "--guard", second, "--json"])
        #expect(run.stdout.contains("\"strategy\": \"my-switching-flag+logger\""), "\(run.stderr)")
        let compare = try navsandbox(["compare", Self.script, "--guard", GuardCommandLineTests.guardFile, "--guard", second])
        #expect(compare.status == 0, "\(compare.stderr)")
        for row in ["my-switching-flag ", "logger ", "my-switching-flag+logger "] {
            #expect(compare.stdout.contains("\n" + row), "a row for \(row): \(compare.stdout)")
        }
        let extra = try navsandbox(["compare", Self.script, "--strategy", "delay+switching-flag"])
        #expect(extra.stdout.contains("\ndelay+switching-flag "), "\(extra.stdout)\n\(extra.stderr)")
    }

    @Test func exploreSearchesAStack() throws {
        let stack = try navsandbox(["explore", "--strategy", "none+switching-flag", "--depth", "2"])
        let alone = try navsandbox(["explore", "--strategy", "switching-flag", "--depth", "2"])
        #expect(stack.status == alone.status, "\(stack.stderr)")
        #expect(stack.stdout.contains("strategy none+switching-flag"), "\(stack.stdout.prefix(400))")
    }

    @Test func learnTakesTheGuard() throws {
        let lesson = try temporaryScript(
            "# Guarded double tap\nsay \"Tap twice.\"\nat 0ms double-tap \"Message 1\"\nsettle\nexpect stack = Inbox > Message 1\nexpect flag isSwitching = NO\n",
            name: "guarded.lesson")
        let with = try navsandbox(["learn", "--check", lesson, "--guard", GuardCommandLineTests.guardFile])
        #expect(with.status == 0, "\(with.stdout)\n\(with.stderr)")
        let without = try navsandbox(["learn", "--check", lesson])
        #expect(without.status != 0, "without the guard the flag is unknown: \(without.stdout)")
        #expect(without.stderr.contains("isSwitching") || without.stdout.contains("isSwitching"))
        let bad = try navsandbox(["learn", "--check", lesson, "--guard", "no/such.yaml"])
        #expect(bad.status == 66)
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
