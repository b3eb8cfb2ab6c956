import Foundation
import NavSandboxTestSupport

/// The interactive sandbox (`navsandbox` with no subcommand) in a tmux pane,
/// wrapped so tests can check the tty is restored (see WrappedAppPane).
final class SandboxPane {
    private let app: WrappedAppPane
    var session: TmuxSession { app.session }

    init(
        width: Int = 100, height: Int = 32, arguments: [String] = [], environment: [String: String] = [:],
        term: String = "tmux-256color", locale: String = TestPlatform.utf8LocaleName, prelude: String = "", redirection: String = ""
    ) throws {
        app = try WrappedAppPane(
            arguments: arguments, width: width, height: height, term: term, locale: locale, environment: environment,
            prelude: prelude, redirection: redirection)
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

    func appProcessID() throws -> pid_t { try app.appProcessID() }
    func waitForExit(timeout: Duration = .seconds(10)) throws -> WrappedAppPane.Exit {
        try app.waitForExit(timeout: timeout)
    }
}
