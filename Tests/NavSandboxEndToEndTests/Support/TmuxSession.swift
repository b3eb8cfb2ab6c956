import Foundation
import NavSandboxTestSupport

/// A detached tmux server running one command in a pane of a fixed size, on
/// a private socket (`tmux -L <unique name>`) so tests never touch the
/// user's own tmux and can run side by side. The server is killed on
/// `kill()` or when the session is released.
final class TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var lastScreen: String
        var description: String {
            "timed out waiting for \(waitingFor); the pane showed:\n\(lastScreen)"
        }
    }

    /// The pane's process ended (with it the only session and the server)
    /// while a test still waited for its screen: no later screen can come,
    /// so waiting on would only time out. A test that needs to see an exit
    /// runs the app in a `WrappedAppPane`, whose pane stays open.
    struct PaneClosed: Error, CustomStringConvertible {
        var waitingFor: String
        var lastScreen: String
        var description: String {
            "the pane closed (its process exited) while waiting for \(waitingFor); it last showed:\n\(lastScreen)"
        }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var arguments: [String]
        var result: ProcessResult
        var description: String {
            "tmux \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)"
        }
    }

    /// Whether tmux can be run at all; tests that need it are skipped (with
    /// a printed reason) when it cannot.
    static let isAvailable: Bool = ProcessRunner.isOnPath("tmux")

    let socketName: String
    /// The only session on the private server; every command targets it.
    private static let sessionName = "e2e"
    private var killed = false
    /// tmux leaves its socket file behind after kill-server; removed by kill().
    private var socketPath: String?

    /// Starts `command` (run by tmux through /bin/sh) in a new detached
    /// session of `width` × `height` cells.
    init(width: Int, height: Int, command: String) throws {
        socketName = "navsandbox-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try tmux(["new-session", "-d", "-s", Self.sessionName, "-x", String(width), "-y", String(height), command])
        socketPath = try? display("#{socket_path}")
    }

    deinit {
        kill()
    }

    /// tmux's environment (which its panes inherit): ours, minus anything
    /// that would tie it to a tmux the tests happen to run inside, with a
    /// UTF-8 locale so panes and capture-pane agree on box-drawing characters.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        environment["LANG"] = TestPlatform.utf8LocaleName
        environment["LC_ALL"] = nil
        // The test runner may set NO_COLOR for its own output; panes decide
        // colour per test.
        environment["NO_COLOR"] = nil
        return environment
    }()

    /// Runs `tmux -L <socket> -f /dev/null ARGUMENTS` and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let full = ["-L", socketName, "-f", "/dev/null"] + arguments
        let result = try ProcessRunner.run("tmux", full, environment: Self.environment)
        guard result.status == 0 else { throw CommandFailed(arguments: arguments, result: result) }
        return result.standardOutput
    }

    /// Key names as tmux knows them: "a", "Up", "Enter", "BTab", "C-c"...
    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", Self.sessionName] + keys)
    }

    /// Bytes typed as they are, e.g. an SGR mouse report "\u{1B}[<0;13;8M".
    func sendLiteral(_ text: String) throws {
        // `--`: text starting with "-" would otherwise be read as a flag.
        try tmux(["send-keys", "-t", Self.sessionName, "-l", "--", text])
    }

    /// Whether the private server still has its session.
    var isRunning: Bool { (try? tmux(["has-session", "-t", Self.sessionName])) != nil }

    /// The pane's visible text, one line per row.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", Self.sessionName])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.sessionName, "-x", String(width), "-y", String(height)])
    }

    /// A tmux format evaluated for the pane, e.g. "#{mouse_sgr_flag}".
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", Self.sessionName, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls capture-pane until `text` is on screen; returns that screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitUntil(description: "\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls capture-pane until `condition` holds for the screen.
    @discardableResult
    func waitUntil(
        description: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while true {
            do {
                screen = try capture()
            } catch {
                if !isRunning { throw PaneClosed(waitingFor: description, lastScreen: screen) }
            }
            if condition(screen) {
                // A capture can land in the middle of a frame being written
                // (a loaded machine makes that likely): only a screen that
                // stays the same a moment later counts as drawn.
                usleep(40_000)
                let again = (try? capture()) ?? screen
                if again == screen { return screen }
                screen = again
                continue
            }
            if clock.now >= deadline { throw Timeout(waitingFor: description, lastScreen: screen) }
            usleep(50_000)
        }
    }

    /// Stops the server and everything running in it. Idempotent.
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? ProcessRunner.run(
            "tmux", ["-L", socketName, "kill-server"], environment: Self.environment)
        if let socketPath, !socketPath.isEmpty {
            try? FileManager.default.removeItem(atPath: socketPath)
        }
    }
}
