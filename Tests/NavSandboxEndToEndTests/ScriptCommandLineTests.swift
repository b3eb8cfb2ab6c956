import Foundation
import NavSandboxTestSupport
import Testing

/// The built `navsandbox` beside this test bundle, if there is one.
let navsandboxBinary: String? = try? NavSandboxBinary.path()

let packageRootDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program with stdout and stderr piped (so never a TTY), from the
/// package root (or `directory`), with `environment` over this process's own.
func runPiped(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String = packageRootDirectory
) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and block.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}

/// Runs the CLI with stdout and stderr piped (so never a TTY).
func navsandbox(_ arguments: [String], environment: [String: String] = [:], directory: String = packageRootDirectory) throws -> CommandResult {
    try runPiped(try #require(navsandboxBinary), arguments, environment: environment, directory: directory)
}

/// Writes a temporary script and returns its path.
func temporaryScript(_ text: String, name: String = "script.nss") throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

@Suite("navsandbox run / compare / trace / list", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ScriptCommandLineTests {
    static let example = "docs/scenarios/double-push-row.nss"

    @Test("run: exit 0 when every expectation holds, 1 when one fails")
    func runExitStatus() throws {
        let ok = try navsandbox(["run", Self.example])
        #expect(ok.status == 0)
        #expect(ok.stdout.contains("── final state ──"))
        #expect(ok.stdout.contains("6 of 6 expectations hold"))
        #expect(!ok.stdout.contains("\u{1B}["), "piped output is plain")
        let failing = try navsandbox(["run", Self.example, "--strategy", "coordinated"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("FAIL  line"))
    }

    @Test("run --json prints one JSON object")
    func runJSON() throws {
        let result = try navsandbox(["run", Self.example, "--json", "--set", "pass-through=on"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["stack"] as? [String] == ["Inbox", "Message 1", "Message 1"])
        #expect((json["toggles"] as? [String: String])?["pass-through"] == "on")
        let again = try navsandbox(["run", Self.example, "--json", "--set", "pass-through=on"])
        #expect(again.stdout == result.stdout)
    }

    @Test("bad options exit 64 with a suggestion")
    func badOptions() throws {
        let strategy = try navsandbox(["run", Self.example, "--strategy", "blok-all"])
        #expect(strategy.status == 64)
        #expect(strategy.stderr.contains("did you mean `block-all`?"))
        let profile = try navsandbox(["compare", Self.example, "--profile", "ios8"])
        #expect(profile.status == 64)
        #expect(profile.stderr.contains("did you mean `ios7`?"))
        let toggle = try navsandbox(["run", Self.example, "--set", "pass-thru=on"])
        #expect(toggle.status == 64)
        #expect(toggle.stderr.contains("pass-through=on"))
    }

    @Test("script errors exit 65 with file:line:column and a suggestion")
    func scriptErrors() throws {
        let path = try temporaryScript("strategy blok-all\nat 0ms tap \"Mesage 1\"\n")
        let result = try navsandbox(["run", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):1:10: error: unknown strategy `blok-all`"))
        #expect(result.stderr.contains("did you mean `block-all`?"))
        #expect(result.stderr.contains("did you mean `\"Message 1\"`?"))
        let runtime = try navsandbox(["run", try temporaryScript("at 1s tap 1,20\nat 0ms tap 2,20\n")])
        #expect(runtime.status == 65)
        #expect(runtime.stdout.contains(":2:4: error: `at 0ms` is earlier than"))
        let compare = try navsandbox(["compare", path])
        #expect(compare.status == 65)
    }

    @Test("missing file and directory exit 66; non-UTF-8 exits 65; each says why")
    func fileProblems() throws {
        let missing = try navsandbox(["run", "/nonexistent/script.nss"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such file"))
        let directory = try navsandbox(["run", packageRootDirectory + "/docs"])
        #expect(directory.status == 66)
        #expect(directory.stderr.contains("is a directory"))
        // A device that never ends is no input, not bad data.
        let endless = try navsandbox(["run", "/dev/zero"])
        #expect(endless.status == 66)
        #expect(endless.stderr.contains("character device that sent more than 8 MiB"))
        let binaryPath = try temporaryScript("")
        try Data([0x61, 0x74, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: binaryPath))
        let binary = try navsandbox(["trace", binaryPath, "-o", "-"])
        #expect(binary.status == 65)
        #expect(binary.stderr.contains("not valid UTF-8"))
    }

    @Test("compare: a plain table when piped, coloured only on request of a TTY")
    func compare() throws {
        let result = try navsandbox(["compare", Self.example])
        #expect(result.status == 0)
        #expect(result.stdout.contains("coordinated"))
        #expect(!result.stdout.contains("\u{1B}["))
        let markdown = try navsandbox(["compare", Self.example, "--markdown", "--no-color"])
        #expect(markdown.stdout.hasPrefix("| strategy |"))
        let json = try navsandbox(["compare", Self.example, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["rows"] as? [Any])?.count == 12, "the seven built-ins and the five library guards")
    }

    @Test("trace writes a Trace Event Format file")
    func trace() throws {
        let folder = URL(fileURLWithPath: try temporaryScript("", name: "placeholder")).deletingLastPathComponent()
        let output = folder.appendingPathComponent("trace.json").path
        let result = try navsandbox(["trace", Self.example, "--strategy", "block-all", "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.contains("wrote \(output)"))
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["displayTimeUnit"] as? String == "ms")
        #expect(((document["traceEvents"] as? [Any])?.count ?? 0) > 20)
        let unwritable = try navsandbox(["trace", Self.example, "-o", "/nonexistent/dir/trace.json"])
        #expect(unwritable.status == 73)
    }

    @Test("trace -o never replaces an existing file without --force: a mistyped -o must not cost a script")
    func traceKeepsExistingFiles() throws {
        let script = try temporaryScript("strategy none\nafter 100ms tap \"Message 1\"\n", name: "mine.nss")
        let before = try String(contentsOfFile: script, encoding: .utf8)
        let refused = try navsandbox(["trace", script, "-o", script])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("that is the script being traced"))
        #expect(try String(contentsOfFile: script, encoding: .utf8) == before, "the script is untouched")
        let forced = try navsandbox(["trace", script, "-o", script, "--force"])
        #expect(forced.status == 73)
        #expect(forced.stderr.contains("that is the script being traced"))
        #expect(try String(contentsOfFile: script, encoding: .utf8) == before, "--force does not replace the script either")

        let output = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("t.json").path
        #expect(try navsandbox(["trace", script, "-o", output]).status == 0)
        let again = try navsandbox(["trace", script, "-o", output])
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists; pass --force to replace it"))
        let replaced = try navsandbox(["trace", script, "-o", output, "--force"])
        #expect(replaced.status == 0)
        #expect(replaced.stdout.contains("wrote"))
    }

    @Test("list prints one described line per entry")
    func list() throws {
        for topic in ["strategies", "profiles", "toggles", "failures"] {
            let result = try navsandbox(["list", topic])
            #expect(result.status == 0)
            #expect(!result.stdout.isEmpty)
        }
        let strategies = try navsandbox(["list", "strategies"]).stdout.split(separator: "\n")
        #expect(strategies.count == 12, "the seven built-ins and the five library guards")
        #expect(strategies.last?.contains("https://github.com/") == true, "a library guard's line links its source")
        #expect(try navsandbox(["list", "nonsense"]).status == 64)
    }
}

/// Runs a shell command line with `$NAVSANDBOX` set to the binary.
func shell(_ commandLine: String) throws -> CommandResult {
    try runPiped("/bin/bash", ["-c", commandLine], environment: ["NAVSANDBOX": try #require(navsandboxBinary)])
}

@Suite("Output that cannot be written, and input that is not a file", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct OutputFailureTests {
    @Test(
        "a failed write to standard output exits 74 with a message, never 0 with the output lost",
        .enabled(if: TestPlatform.hasFullDevice, "no /dev/full on this system"),
        arguments: [
            "run docs/scenarios/double-push-row.nss", "run docs/scenarios/double-push-row.nss --json",
            "compare docs/scenarios/double-push-row.nss", "list rules", "trace docs/scenarios/double-push-row.nss -o -",
        ])
    func fullDisk(_ arguments: String) throws {
        let result = try shell("\"$NAVSANDBOX\" \(arguments) > /dev/full")
        #expect(result.status == 74)
        #expect(result.stderr == "navsandbox: error: cannot write the output: No space left on device\n")
    }

    @Test("a reader that goes away (| head) is not an error: no message, and the run's own exit status")
    func closedPipe() throws {
        // Long enough that the log overflows the pipe after head has gone.
        let lines = (0..<1_500).map { _ in "after 100ms tap \"Message 1\"" }.joined(separator: "\n")
        let path = try temporaryScript("strategy none\n" + lines + "\nsettle\nexpect crash = none\n")
        let result = try shell("set -o pipefail; \"$NAVSANDBOX\" run '\(path)' | head -c 100 > /dev/null")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let failing = try shell("set -o pipefail; \"$NAVSANDBOX\" run '\(path)' --strategy none | head -c 100 > /dev/null; echo $?")
        #expect(failing.stdout == "0\n")
    }

    @Test("a named pipe that nobody writes to is given up after 5 s with a message, exit 66; one that is written is read")
    func namedPipe() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let fifo = dir + "/script.nss"
        #expect(mkfifo(fifo, 0o600) == 0)
        let silent = try navsandbox(["run", fifo])
        #expect(silent.status == 66)
        #expect(silent.stderr.contains("\(fifo): error: nothing arrived for 5 s"))
        let written = try shell("(sleep 0.3; cat docs/scenarios/double-push-row.nss > '\(fifo)') & \"$NAVSANDBOX\" run '\(fifo)'")
        #expect(written.status == 0)
        #expect(written.stdout.contains("6 of 6 expectations hold"))
        let piped = try shell("cat docs/scenarios/double-push-row.nss | \"$NAVSANDBOX\" run /dev/stdin")
        #expect(piped.status == 0)
    }

    @Test("control characters in a script or a file name never reach the terminal")
    func controlCharacters() throws {
        let path = try temporaryScript("strategy none\nexpect log contains \"\u{1B}]0;pwned\u{07}\"\n", name: "x\u{1B}[2J.nss")
        let result = try navsandbox(["run", path])
        #expect(result.status == 65)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{07}"))
        #expect(result.stderr.contains("x\\u{1B}[2J.nss:2:22: error: control character U+001B (ESC) in the line"))
        #expect(result.stderr.contains("expect log contains \"\\u{1B}]0;pwned\\u{7}\""))
        let missing = try navsandbox(["run", "/nonexistent/\u{1B}[31mred.nss"])
        #expect(missing.status == 66)
        #expect(!missing.stderr.contains("\u{1B}"))
        #expect(missing.stderr.contains("/nonexistent/\\u{1B}[31mred.nss: error: no such file"))
    }
}

@Suite("Small command-line courtesies", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct CommandLineCourtesyTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try navsandbox(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    /// A recording never replaces what the user made: refused before the
    /// screen changes (so even without a TTY), the file untouched.
    @Test("--record onto an existing file exits 73 and leaves it unchanged; --force needs --record", arguments: ["interactive", "terminal-check"])
    func recordRefusesToOverwrite(command: String) throws {
        let path = try temporaryScript("my talk's only take\n", name: "take.cast")
        let result = try navsandbox([command, "--record", path])
        #expect(result.status == 73)
        #expect(result.stderr.contains("recording '\(path)' already exists; pass --force to overwrite it"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my talk's only take\n")
        // With --force the refusal is gone: what stops it now is the missing TTY.
        let forced = try navsandbox([command, "--record", path, "--force"])
        #expect(forced.status == 2)
        #expect(!forced.stderr.contains("already exists"))
        if command == "interactive" {
            let lone = try navsandbox(["interactive", "--force"])
            #expect(lone.status == 64)
            #expect(lone.stderr.contains("--force only applies with --record FILE"))
        }
    }

    @Test("a singular topic (`list strategy`) suggests its plural, exit 64")
    func singularTopic() throws {
        let result = try navsandbox(["list", "strategy"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown topic `strategy`; did you mean `strategies`?"))
    }
}
