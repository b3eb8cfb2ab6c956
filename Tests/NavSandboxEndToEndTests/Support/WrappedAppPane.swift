import Foundation

/// A navsandbox process in a tmux pane, inside a small shell wrapper that
/// records `stty -g` before and after the app and prints whether they match,
/// so tests can tell that the tty was really restored (raw mode off, echo
/// on…) and not just that the screen looks right. After the app exits the
/// wrapper prints `TTY RESTORED exit=N` (or `TTY CHANGED exit=N` plus both
/// settings) and keeps the pane open so the verdict can be read.
final class WrappedAppPane {
    let session: TmuxSession
    private let directory: URL
    private let pidFile: URL

    struct Exit {
        var terminalRestored: Bool
        var status: Int
        var screen: String
    }

    /// - Parameters:
    ///   - arguments: what follows the binary (a subcommand and its options).
    ///   - term: TERM for the app; it decides which terminfo entry ncurses
    ///     uses, and with it who decodes SGR mouse reports.
    ///   - locale: LC_ALL for the app.
    ///   - environment: extra variables for the app (NO_COLOR…).
    ///   - prelude: shell lines the wrapper runs first (e.g. start a reader
    ///     for a FIFO the app records into).
    ///   - redirection: shell redirections for the app alone, e.g.
    ///     `1</dev/tty` for a standard output that cannot be written.
    init(
        arguments: [String], width: Int, height: Int, term: String, locale: String, environment: [String: String],
        prelude: String = "", redirection: String = ""
    ) throws {
        let binary = try NavSandboxBinary.path()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        pidFile = directory.appendingPathComponent("app.pid")

        let variables = ["TERM=\(term)", "LC_ALL=\(locale)"]
            + environment.keys.sorted().map { "\($0)=\(environment[$0]!)" }
        // -u NO_COLOR: only `environment` decides whether colour is off.
        let appCommand = (["env", "-u", "NO_COLOR"] + variables + [binary] + arguments)
            .map(Self.shellQuoted).joined(separator: " ")
        // The inner sh records its own pid and then becomes the app (exec),
        // so the pid file holds the app's pid for signal tests.
        // ulimit -c 0: the tests that kill the app with SIGQUIT or make it
        // trap would otherwise leave core files wherever the tests run.
        let script = """
            #!/bin/sh
            ulimit -c 0
            \(prelude)
            before=$(stty -g)
            sh -c 'echo $$ > "$0"; exec "$@"' \(Self.shellQuoted(pidFile.path)) \(appCommand) \(redirection)
            status=$?
            after=$(stty -g)
            if [ "$before" = "$after" ]; then
                echo "TTY RESTORED exit=$status"
            else
                echo "TTY CHANGED exit=$status"
                echo "before: $before"
                echo "after:  $after"
            fi
            exec sleep 600

            """
        let scriptFile = directory.appendingPathComponent("run.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        // `sh FILE`, not FILE: exec'ing a script this process just wrote can
        // fail with "Text file busy" when another test thread forks while the
        // write is still open; sh only reads it.
        session = try TmuxSession(width: width, height: height, command: "sh " + Self.shellQuoted(scriptFile.path))
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The app's process id, once the wrapper has written it.
    func appProcessID() throws -> pid_t {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while clock.now < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            usleep(20_000)
        }
        throw TmuxSession.Timeout(waitingFor: "the app's pid file", lastScreen: (try? session.capture()) ?? "")
    }

    /// Waits for the wrapper's verdict line after the app exits.
    func waitForExit(timeout: Duration = .seconds(10)) throws -> Exit {
        let screen = try session.waitUntil(description: "the app to exit", timeout: timeout) {
            $0.contains("TTY RESTORED exit=") || $0.contains("TTY CHANGED exit=")
        }
        let line = screen.split(separator: "\n").first { $0.contains("TTY ") && $0.contains("exit=") } ?? ""
        let status = line.split(separator: "=").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        return Exit(terminalRestored: line.contains("TTY RESTORED"), status: status, screen: screen)
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
