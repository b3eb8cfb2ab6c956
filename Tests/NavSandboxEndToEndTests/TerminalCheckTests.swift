import Foundation
import NavSandboxTestSupport
import Testing

/// Evaluated when the suite is discovered; prints why the tmux tests are
/// skipped so a machine without tmux (or without a UTF-8 locale for the
/// app in the pane) does not look like a pass.
let tmuxAvailable: Bool = {
    if !TmuxSession.isAvailable {
        print("NavSandboxEndToEndTests: SKIPPING the terminal tests: tmux is not on PATH (apt-get install tmux, brew install tmux).")
    }
    if TestPlatform.utf8Locale == nil {
        print("NavSandboxEndToEndTests: SKIPPING the terminal tests: no UTF-8 locale here (TestPlatform.utf8Locale found none).")
    }
    return TmuxSession.isAvailable && TestPlatform.utf8Locale != nil
}()

/// Drives `navsandbox terminal-check` through tmux like a person at a
/// terminal: keys, SGR mouse reports, resizes and the ways out. Serialized,
/// because each test runs a real ncurses app and the CI machine has 2 cores.
@Suite("terminal-check in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
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
        var screen = try pane.send("\u{1B}[<0;13;8M", expecting: "mouse press 12,7")
        #expect(screen.contains("mouse decoded by: \(decoder)"))
        // Motion bit (32) with the left button held: a drag.
        try pane.send("\u{1B}[<32;15;9M", expecting: "mouse drag 14,8")
        screen = try pane.send("\u{1B}[<0;15;9m", expecting: "mouse release 14,8")
        #expect(screen.contains("events: 3 "))
        // A wheel notch is its own event, never a press (it scrolls, not taps).
        screen = try pane.send("\u{1B}[<65;5;5M", expecting: "mouse wheelDown 4,4")
        #expect(screen.contains("events: 4 "))
        // Sideways wheels are ignored, and the next key still arrives.
        try pane.session.sendLiteral("\u{1B}[<66;5;5M")
        try pane.session.sendKeys("x")
        screen = try pane.session.waitFor(#"last event: key character("x")"#)
        #expect(screen.contains("events: 5 "))
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
        #expect(exit.status == (key == "C-c" ? 130 : 0))
        try expectModesReset(in: pane)
    }

    /// Every signal that ends a process by default: the terminal comes back
    /// and the process still dies of the signal (SIGPIPE too: a `--record`
    /// pipe that closes; SIGQUIT, SIGUSR1/2 and SIGALRM from anyone).
    @Test(arguments: signalsThatEndTheApp)
    func signalsRestoreTheTerminalAndExitWith128PlusSignal(signalNumber: Int32) throws {
        let pane = try TerminalCheckPane()
        try pane.waitUntilReady()
        #expect(kill(try pane.appProcessID(), signalNumber) == 0)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after signal \(signalNumber):\n\(exit.screen)")
        #expect(exit.status == 128 + Int(signalNumber))
        try expectModesReset(in: pane)
    }

    /// tmux tracks the modes the app set: after exit there must be no mouse
    /// reporting, a visible cursor, and the normal screen.
    private func expectModesReset(in pane: TerminalCheckPane) throws {
        #expect(try pane.session.modes() == .shell)
    }

    /// Ctrl-Z in a shell with job control: the shell gets a working terminal
    /// back, and after `fg` every mode is as before — drag tracking (1002)
    /// included, which ncurses alone would leave at its own 1000 (clicks
    /// only), so drags would stop working.
    @Test(.enabled(if: ShellPane.isAvailable, "bash is not installed"))
    func ctrlZRestoresTheTerminalAndFgBringsEveryModeBack() throws {
        let shell = try ShellPane()
        try shell.saveTerminalSettings()
        try shell.start(["terminal-check"])
        try shell.session.waitFor("last event: none")
        #expect(try shell.session.waitForModes(.app) == .app)

        try shell.session.sendKeys("C-z")
        try shell.session.waitFor("Stopped")
        #expect(try shell.session.waitForModes(.shell) == .shell)
        #expect(try shell.terminalSettingsMatchSaved(), "the stopped app left the tty changed")

        try shell.run("fg")
        try shell.session.waitFor("last event: none")
        #expect(try shell.session.waitForModes(.app) == .app)
        // Raw mode is back (no Enter needed), and reading a key does not let
        // ncurses put its own mouse mode back over ours.
        try shell.session.sendKeys("a")
        try shell.session.waitFor(#"last event: key character("a")"#)
        #expect(try shell.session.modes() == .app)
        try shell.session.sendLiteral("\u{1B}[<0;13;8M")
        try shell.session.sendLiteral("\u{1B}[<32;15;9M")
        try shell.session.waitFor("last event: mouse drag 14,8")

        try shell.session.sendKeys("q")
        #expect(try shell.session.waitForModes(.shell) == .shell)
        #expect(try shell.terminalSettingsMatchSaved(), "the tty differs after quitting")
    }

    /// Where no shell could bring the app back (here: a shell without job
    /// control, whose process group the kernel will not stop), Ctrl-Z must
    /// neither hang the app nor reach it as a key.
    @Test func ctrlZWithoutJobControlLeavesTheAppRunning() throws {
        let pane = try TerminalCheckPane()
        try pane.waitUntilReady()
        try pane.session.sendKeys("C-z")
        try pane.session.sendKeys("a")
        let screen = try pane.session.waitFor(#"last event: key character("a")"#)
        #expect(screen.contains("events: 1 "), "Ctrl-Z is not an event")
        #expect(try pane.session.waitForModes(.app) == .app)
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// An X10 mouse report (`ESC [ M`, then button, column, row plus 32) at
    /// column 81 carries a `q`. With TERM=xterm-256color ncurses leaves X10
    /// to the adapter; with tmux-256color it decodes X10 itself. Either way
    /// it is a click, not typing that quits.
    @Test(arguments: [("xterm-256color", "raw X10 report"), ("tmux-256color", "ncurses KEY_MOUSE")])
    func anX10ReportAtColumn81IsAClickNotAQ(term: String, decoder: String) throws {
        let pane = try TerminalCheckPane(width: 120, term: term)
        try pane.waitUntilReady()
        let screen = try pane.send("\u{1B}[M q%", expecting: "mouse press 80,4")
        #expect(screen.contains("mouse decoded by: \(decoder)"))
        // Button code 3: a release.
        try pane.send("\u{1B}[M#q%", expecting: "mouse release 80,4")
        try pane.session.sendKeys("x")
        try pane.session.waitFor(#"last event: key character("x")"#)
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// Sequences nobody decodes (bracketed-paste marks, a device-attributes
    /// reply, a final byte no terminal uses) and an SGR report far longer
    /// than any real one are dropped whole: none of their characters arrive
    /// as keys (the old decoder typed the long report out as taps).
    @Test func unknownAndOverlongSequencesAreDroppedNotTyped() throws {
        let pane = try TerminalCheckPane(term: "tmux-256color")
        try pane.waitUntilReady()
        let digits = String(repeating: "9", count: 60)
        for sequence in ["\u{1B}[200~", "\u{1B}[201~", "\u{1B}[?1;2c", "\u{1B}[9999z", "\u{1B}[<0;\(digits);5M"] {
            try pane.session.sendLiteral(sequence)
        }
        try pane.session.sendKeys("x")
        let screen = try pane.session.waitFor(#"last event: key character("x")"#)
        #expect(screen.contains("events: 1 "), "only the x arrived:\n\(screen)")
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// vt100 has no alternate screen: without clearing, the last frame would
    /// stay on the screen the shell prompt comes back to. Cleared on every
    /// way out, the signal handlers' too.
    @Test(arguments: ["q", "SIGTERM"])
    func aTerminalWithoutAnAlternateScreenIsClearedOnExit(wayOut: String) throws {
        let pane = try TerminalCheckPane(width: 80, height: 24, term: "vt100")
        try pane.waitUntilReady()
        if wayOut == "q" {
            try pane.session.sendKeys("q")
        } else {
            #expect(kill(try pane.appProcessID(), SIGTERM) == 0)
        }
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored)
        #expect(!exit.screen.contains("terminal-check"), "the last frame is still on screen:\n\(exit.screen)")
        #expect(!exit.screen.contains("last event"))
    }

    /// Standard output open read-only on the terminal: a tty (so the app
    /// starts) that no write reaches. ncurses ignores failed writes; the app
    /// must notice, end the session, restore the tty and say why.
    @Test func aTerminalThatCannotBeWrittenEndsTheSessionRestored() throws {
        let pane = try TerminalCheckPane(redirection: "1</dev/tty")
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ:\n\(exit.screen)")
        #expect(exit.status == 74)
        #expect(exit.screen.contains("cannot write to the terminal"))
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
