import Foundation
import NavSandboxTestSupport

/// The outcome of a finished command.
struct ProcessResult {
    /// The exit status, or 128 + N when the command was killed by signal N.
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs commands for the end-to-end tests (tmux, the built binary).
///
/// Built on posix_spawn + waitpid rather than Foundation's `Process` on
/// purpose: the test runner's threads block signals, and `Process` passes
/// that mask on, so the tmux server it starts would ignore SIGCHLD and
/// SIGTERM and never exit on kill-server (and `waitUntilExit` can hang on
/// the short-lived tmux client). Here the child gets an empty signal mask
/// and default handlers, output goes to temporary files (no pipe that a
/// daemonising child could keep open), and standard input is /dev/null, so
/// nothing waits on a terminal that CI does not have.
enum ProcessRunner {
    struct SpawnFailed: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }

    /// `executable` is looked up on PATH unless it contains a slash.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String]? = nil
    ) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("navsandbox-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appendingPathComponent("stdout").path
        let errorPath = directory.appendingPathComponent("stderr").path

        var actions = TestPlatform.uninitialisedSpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = TestPlatform.uninitialisedSpawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signalNumber in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGWINCH, SIGUSR1, SIGUSR2] {
            sigaddset(&defaultSignals, signalNumber)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argumentStrings = [executable] + arguments
        let environmentStrings = environment.map { "\($0.key)=\($0.value)" }
        let argv = argumentStrings.map { strdup($0) } + [nil]
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let spawnResult = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard spawnResult == 0 else { throw SpawnFailed(executable: executable, code: spawnResult) }

        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { throw SpawnFailed(executable: executable, code: errno) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let terminatingSignal = waitStatus & 0x7F
        let status = terminatingSignal == 0 ? (waitStatus >> 8) & 0xFF : 128 + terminatingSignal

        return ProcessResult(
            status: status,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// Whether `name` is an executable on PATH.
    static func isOnPath(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)")
        }
    }
}
