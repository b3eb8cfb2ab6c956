import Foundation

/// The interactive sandbox (`navsandbox` with no subcommand) in a tmux pane,
/// wrapped like `TerminalCheckPane`: the wrapper records `stty -g` before and
/// after and prints `TTY RESTORED exit=N` or `TTY CHANGED exit=N`, then keeps
/// the pane open so the verdict can be read.
final class SandboxPane {
    let session: TmuxSession
    private let directory: URL
    private let pidFile: URL

    init(
        width: Int = 100, height: Int = 32, arguments: [String] = [], environment: [String: String] = [:],
        term: String = "tmux-256color", locale: String = "C.UTF-8"
    ) throws {
        let binary = try NavSandboxBinary.path()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-ui-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        pidFile = directory.appendingPathComponent("app.pid")
        let variables = ["TERM=\(term)", "LC_ALL=\(locale)"] + environment.keys.sorted().map { "\($0)=\(environment[$0]!)" }
        let appCommand = (["env", "-u", "NO_COLOR"] + variables + [binary] + arguments)
            .map(TerminalCheckPane.shellQuoted).joined(separator: " ")
        let script = """
            #!/bin/sh
            before=$(stty -g)
            sh -c 'echo $$ > "$0"; exec "$@"' \(TerminalCheckPane.shellQuoted(pidFile.path)) \(appCommand)
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
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scriptFile.path)
        // `sh FILE`, not FILE: exec'ing a script this process just wrote can
        // fail with "Text file busy" when another test thread forks while the
        // write is still open; sh only reads it.
        session = try TmuxSession(width: width, height: height, command: "sh " + TerminalCheckPane.shellQuoted(scriptFile.path))
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits for the first frame: the header and the LOCKS pane.
    @discardableResult
    func waitUntilReady() throws -> String {
        try session.waitUntil(description: "the sandbox's first frame") { $0.contains("NavSandbox") && $0.contains("LOCKS") }
    }

    /// The navigation bar's row of the phone (screen row 3 at full size).
    func barRow(_ screen: String) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return rows.count > 3 ? String(rows[3]) : ""
    }

    /// Clicks a screen cell (0-based) with SGR mouse reports, as a terminal sends them.
    func click(x: Int, y: Int) throws {
        try session.sendLiteral("\u{1B}[<0;\(x + 1);\(y + 1)M")
        try session.sendLiteral("\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

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

    func waitForExit() throws -> TerminalCheckPane.Exit {
        let screen = try session.waitUntil(description: "the app to exit") {
            $0.contains("TTY RESTORED exit=") || $0.contains("TTY CHANGED exit=")
        }
        let line = screen.split(separator: "\n").first { $0.contains("TTY ") && $0.contains("exit=") } ?? ""
        let status = line.split(separator: "=").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        return TerminalCheckPane.Exit(terminalRestored: line.contains("TTY RESTORED"), status: status, screen: screen)
    }
}
