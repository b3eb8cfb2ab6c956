import Foundation
import NavSandboxTestSupport

/// `navsandbox terminal-check` in a tmux pane, wrapped so tests can check the
/// tty is restored (see WrappedAppPane).
final class TerminalCheckPane {
    typealias Exit = WrappedAppPane.Exit
    private let app: WrappedAppPane
    var session: TmuxSession { app.session }

    init(
        width: Int = 100, height: Int = 32,
        term: String = "tmux-256color", locale: String = TestPlatform.utf8LocaleName,
        environment: [String: String] = [:], arguments: [String] = [], redirection: String = ""
    ) throws {
        app = try WrappedAppPane(
            arguments: ["terminal-check"] + arguments, width: width, height: height, term: term, locale: locale,
            environment: environment, redirection: redirection)
    }

    /// Waits until terminal-check has drawn its first frame.
    @discardableResult
    func waitUntilReady() throws -> String {
        try session.waitFor("last event: none")
    }

    /// Sends bytes as a terminal would (a mouse report...) and waits until
    /// terminal-check shows `event` as the last event; returns that screen.
    @discardableResult
    func send(_ bytes: String, expecting event: String) throws -> String {
        try session.sendLiteral(bytes)
        return try session.waitFor("last event: \(event)")
    }

    func appProcessID() throws -> pid_t { try app.appProcessID() }
    func waitForExit() throws -> Exit { try app.waitForExit() }
    static func shellQuoted(_ text: String) -> String { WrappedAppPane.shellQuoted(text) }
}
