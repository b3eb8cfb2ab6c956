import Foundation
import NavSandboxTestSupport

/// An interactive bash in a tmux pane, for what only a shell with job
/// control shows: Ctrl-Z stops the app and gives the prompt back, `fg`
/// continues it. The shell keeps no history and reads no startup files.
final class ShellPane {
    let session: TmuxSession
    private let directory: URL
    private var checks = 0

    static let isAvailable: Bool = ProcessRunner.isOnPath("bash")

    init(width: Int = 100, height: Int = 32) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        session = try TmuxSession(
            width: width, height: height, command: "env PS1='$ ' HISTFILE=/dev/null bash --norc --noprofile -i")
        try session.waitFor("$")
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types a command line and Enter.
    func run(_ line: String) throws {
        try session.sendLiteral(line)
        try session.sendKeys("Enter")
    }

    /// Starts the built navsandbox with `arguments` in the foreground.
    func start(_ arguments: [String], term: String = "tmux-256color") throws {
        let command = [try NavSandboxBinary.path()] + arguments
        try run("TERM=\(term) LC_ALL=\(TestPlatform.utf8LocaleName) " + command.map(WrappedAppPane.shellQuoted).joined(separator: " "))
    }

    private var savedSettings: String { WrappedAppPane.shellQuoted(directory.appendingPathComponent("stty").path) }

    /// Saves `stty -g` as the shell has it, before the app runs.
    func saveTerminalSettings() throws {
        try run("stty -g > \(savedSettings)")
    }

    /// Whether the tty settings are what `saveTerminalSettings` saved. The
    /// shell must have the terminal (the app stopped or gone).
    func terminalSettingsMatchSaved() throws -> Bool {
        checks += 1
        // The typed line shows `$?`, the answer a digit: only the answer matches.
        let answer = "stty check \(checks): "
        try run("[ \"$(stty -g)\" = \"$(cat \(savedSettings))\" ]; echo \"\(answer)$?\"")
        let screen = try session.waitUntil(description: "the stty comparison") {
            $0.contains(answer + "0") || $0.contains(answer + "1")
        }
        return screen.contains(answer + "0")
    }
}
