import Foundation
import Testing

/// Evaluated when the suite is discovered; prints why the tmux tests are
/// skipped so a machine without tmux does not look like a pass.
let tmuxAvailable: Bool = {
    if !TmuxSession.isAvailable {
        print("NavSandboxEndToEndTests: SKIPPING the terminal tests: tmux is not on PATH (apt-get install tmux).")
    }
    return TmuxSession.isAvailable
}()

/// Drives `navsandbox terminal-check` through tmux like a person at a
/// terminal: keys, SGR mouse reports, resizes and the ways out. Serialized,
/// because each test runs a real ncurses app and the CI machine has 2 cores.
@Suite("terminal-check in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct TerminalCheckTests {
    @Test func startsAndDrawsTheTestPattern() throws {
        let pane = try TerminalCheckPane(width: 100, height: 32)
        let screen = try pane.waitUntilReady()
        #expect(screen.contains("navsandbox terminal-check"))
        #expect(screen.contains("size 100x32"))
        #expect(screen.contains("┌"), "UTF-8 locale should get box-drawing characters")
        #expect(screen.contains("colours: palette256"))
        // Drag tracking (1002) and SGR encoding (1006) must both be on, or a
        // real terminal would send no drags or unparseable reports.
        #expect(try pane.session.display("#{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag}") == "1 1 0")
    }

    @Test func keysShowUpAsTheLastEvent() throws {
        let pane = try TerminalCheckPane()
        try pane.waitUntilReady()
        let expectations: [(key: String, shown: String)] = [
            ("a", #"last event: key character("a")"#),
            ("Up", "last event: key up"),
            ("Enter", "last event: key enter"),
            ("Tab", "last event: key tab"),
            ("BTab", "last event: key backTab"),
            ("BSpace", "last event: key backspace"),
            ("Escape", "last event: key escape"),
            ("é", #"last event: key character("é")"#),
        ]
        for (index, step) in expectations.enumerated() {
            try pane.session.sendKeys(step.key)
            let screen = try pane.session.waitFor("events: \(index + 1) ")
            #expect(screen.contains(step.shown), "after \(step.key)")
        }
    }

    /// With TERM=tmux-256color, terminfo's kmous is the old `\E[M`, so
    /// ncurses passes SGR reports through as characters and the adapter
    /// parses them itself.
    @Test func sgrMouseReportsAreDecodedAtTheRightCellWhenNcursesDoesNot() throws {
        let pane = try TerminalCheckPane(term: "tmux-256color")
        try pane.waitUntilReady()
        try expectClickAndDrag(in: pane, decodedBy: "raw SGR sequence")
    }

    /// With TERM=xterm-256color, kmous is `\E[<`: ncurses decodes the same
    /// bytes into KEY_MOUSE and the adapter reads them with getmouse.
    @Test func sgrMouseReportsAreDecodedWhenNcursesDecodesThem() throws {
        let pane = try TerminalCheckPane(term: "xterm-256color")
        try pane.waitUntilReady()
        try expectClickAndDrag(in: pane, decodedBy: "ncurses KEY_MOUSE")
    }

    private func expectClickAndDrag(in pane: TerminalCheckPane, decodedBy decoder: String) throws {
        // 1-based column 13, row 8 on the wire is cell 12,7.
        try pane.session.sendLiteral("\u{1B}[<0;13;8M")
        var screen = try pane.session.waitFor("last event: mouse press 12,7")
        #expect(screen.contains("mouse decoded by: \(decoder)"))
        // Motion bit (32) with the left button held: a drag.
        try pane.session.sendLiteral("\u{1B}[<32;15;9M")
        try pane.session.waitFor("last event: mouse drag 14,8")
        try pane.session.sendLiteral("\u{1B}[<0;15;9m")
        screen = try pane.session.waitFor("last event: mouse release 14,8")
        #expect(screen.contains("events: 3 "))
        // The wheel is not a tap: ignored, and the next key still arrives.
        try pane.session.sendLiteral("\u{1B}[<64;5;5M")
        try pane.session.sendKeys("x")
        screen = try pane.session.waitFor(#"last event: key character("x")"#)
        #expect(screen.contains("events: 4 "))
    }

    @Test func resizingIsReportedBothWays() throws {
        let pane = try TerminalCheckPane(width: 100, height: 32)
        try pane.waitUntilReady()
        try pane.session.resize(width: 40, height: 12)
        var screen = try pane.session.waitFor("last event: resize 40x12")
        #expect(screen.contains("size 40x12"))
        try pane.session.resize(width: 100, height: 32)
        screen = try pane.session.waitFor("last event: resize 100x32")
        #expect(screen.contains("size 100x32"))
    }

    @Test(arguments: ["q", "C-c"])
    func quittingRestoresTheTerminal(key: String) throws {
        let pane = try TerminalCheckPane()
        try pane.waitUntilReady()
        try pane.session.sendKeys(key)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after exit:\n\(exit.screen)")
        #expect(exit.status == 0)
        try expectModesReset(in: pane)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func signalsRestoreTheTerminalAndExitWith128PlusSignal(signalNumber: Int32) throws {
        let pane = try TerminalCheckPane()
        try pane.waitUntilReady()
        #expect(kill(try pane.appProcessID(), signalNumber) == 0)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after the signal:\n\(exit.screen)")
        #expect(exit.status == 128 + Int(signalNumber))
        try expectModesReset(in: pane)
    }

    /// tmux tracks the modes the app set: after exit there must be no mouse
    /// reporting, a visible cursor, and the normal screen.
    private func expectModesReset(in pane: TerminalCheckPane) throws {
        #expect(try pane.session.display("#{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag} #{alternate_on}") == "0 0 1 0")
    }

    @Test func noColorEnvironmentAndFlagTurnColoursOff() throws {
        let fromEnvironment = try TerminalCheckPane(environment: ["NO_COLOR": "1"])
        #expect(try fromEnvironment.waitUntilReady().contains("colours: none"))
        let fromFlag = try TerminalCheckPane(arguments: ["--no-color"])
        #expect(try fromFlag.waitUntilReady().contains("colours: none"))
    }

    @Test func nonUTF8LocaleGetsAnASCIIBox() throws {
        let pane = try TerminalCheckPane(width: 60, height: 12, locale: "C")
        let screen = try pane.waitUntilReady()
        #expect(screen.contains("+----"))
        #expect(screen.contains("locale: not UTF-8"))
        #expect(!screen.contains("┌"))
    }

    @Test func recordsFramesAndResizesAsAsciicast() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("navsandbox-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let castPath = directory.appendingPathComponent("check.cast").path

        let recording = try TerminalCheckPane(width: 100, height: 32, arguments: ["--record", castPath])
        try recording.waitUntilReady()
        try recording.session.sendKeys("a")
        try recording.session.waitFor(#"key character("a")"#)
        try recording.session.resize(width: 40, height: 12)
        try recording.session.waitFor("last event: resize 40x12")

        // Read while the app still runs: every event must already be on disk.
        let lines = try String(contentsOfFile: castPath, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        try #require(lines.count >= 4, "expected a header and at least three events, got:\n\(lines.joined(separator: "\n"))")

        let header = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(header["height"] as? Int == 32)
        #expect(header["timestamp"] is Int)
        #expect(header["env"] is [String: Any])

        var previousTime = 0.0
        var outputs: [String] = []
        var resizes: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            try #require(event.count == 3)
            let time = try #require((event[0] as? NSNumber)?.doubleValue)
            #expect(time >= previousTime, "event times must not go backwards")
            previousTime = time
            let data = try #require(event[2] as? String)
            switch event[1] as? String {
            case "o": outputs.append(data)
            case "r": resizes.append(data)
            default: Issue.record("unexpected event type in \(line)")
            }
        }
        #expect(outputs.first?.contains("navsandbox terminal-check") == true)
        #expect(outputs.first?.contains("\u{1B}[") == true, "frames are ANSI escape sequences")
        #expect(outputs.contains { $0.contains(#"key character("a")"#) })
        #expect(resizes == ["40x12"])

        try recording.session.sendKeys("q")
        #expect(try recording.waitForExit().terminalRestored)
    }
}

/// Needs no tmux: the interactive command must refuse pipes clearly.
@Suite("terminal-check without a terminal")
struct TerminalCheckWithoutTTYTests {
    @Test func refusesToRunWithoutATTYAndPointsAtRun() throws {
        let result = try ProcessRunner.run(try NavSandboxBinary.path(), ["terminal-check"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("not a TTY"))
        #expect(result.standardError.contains("navsandbox run FILE"))
        #expect(result.standardOutput.isEmpty)
    }
}
