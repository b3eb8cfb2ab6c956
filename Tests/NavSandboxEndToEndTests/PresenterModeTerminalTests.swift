import Foundation
import NavSandboxTestSupport
import Testing

/// `navsandbox --present` in a real terminal at a speaker's sizes: the
/// phone fills the terminal's height at the largest whole scale, a tapped
/// row's label stays whole, and the key overlay shows each key for about a
/// second.
@Suite("presenter mode in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct PresenterModeTerminalTests {
    @Test(arguments: [(200, 60), (120, 50)])
    func presenterModeFillsTheTerminalAndShowsEachKey(width: Int, height: Int) throws {
        let pane = try SandboxPane(width: width, height: height, arguments: ["--present"])
        let first = try pane.waitUntilReady()
        let rows = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 2× at both sizes: the boxed phone is 50 columns by 46 rows.
        let bottom = try #require(rows.lastIndex { $0.hasPrefix("└") })
        #expect(bottom == 46, "the phone's box reaches row 46 of \(height)")
        #expect(rows[bottom].prefix(50).hasSuffix("┘"), "50 columns wide: 2×")
        #expect(first.contains("KEYS") && !first.contains("TIMELINE"))
        #expect(first.contains("Message 1"), "the row's label is whole")
        try pane.session.sendKeys("1")
        let shown = try pane.session.waitFor("│ 1 │")
        #expect(shown.contains("LAST TAP"))
        let pushed = try pane.session.waitUntil(description: "the message screen, the key gone") {
            !$0.contains("│ 1 │") && $0.contains("Reply")
        }
        #expect(pushed.contains("HANDLED"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }
}
