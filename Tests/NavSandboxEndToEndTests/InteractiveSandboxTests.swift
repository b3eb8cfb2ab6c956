import NavSandboxTestSupport
import Foundation
import Testing

/// The real binary in a real terminal (tmux at 100×32), driven like a person:
/// keys, SGR mouse reports, resizes, a storm of random input, and the ways
/// out. Serialized: each test runs an ncurses app and CI has 2 cores.
@Suite("interactive sandbox in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct InteractiveSandboxTests {
    /// The phone's (0, 0) on screen at the full layout: inside the box.
    static let phoneOrigin = (x: 1, y: 2)

    @Test func tappingARowByKeyPushesItsScreen() throws {
        let pane = try SandboxPane()
        let first = try pane.waitUntilReady()
        #expect(pane.barRow(first).contains("Inbox"))
        #expect(first.contains("1  Message 1"), "the row shows its key")
        try pane.session.sendKeys("1")
        // The bar changes at once; the screen slides in over 350 ms.
        let screen = try pane.session.waitUntil(description: "the bar to show Message 1") {
            let bar = pane.barRow($0)
            return bar.contains("Message 1") && bar.contains("‹ Inbox") && $0.contains("│ 7 Reply")
        }
        // Keys hold still: the Inbox had 1-6 when the message screen came in.
        #expect(screen.contains("8 Next message"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// `:` then part of a strategy's name and Enter: the header shows it.
    /// `q` typed into the palette is a letter, not a quit.
    @Test func thePaletteSwitchesTheStrategyByName() throws {
        let pane = try SandboxPane()
        let first = try pane.waitUntilReady()
        let header = { (screen: String) in screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
        #expect(header(first).contains(" none "))
        try pane.session.sendLiteral(":")
        try pane.session.waitFor(": run a command")
        try pane.session.sendLiteral("q")
        try pane.session.waitFor("› q")
        try pane.session.sendKeys("BSpace")
        try pane.session.sendLiteral("windowl")
        // The strategy ranks first; scripts named after it (found in
        // docs/scenarios) may follow.
        let palette = try pane.session.waitUntil(description: "window-lock as the best match") {
            let rows = $0.split(separator: "\n").map(String.init)
            guard let query = rows.firstIndex(where: { $0.contains("› windowl") }), query + 2 < rows.count else { return false }
            return rows[query + 2].contains("strategy: window-lock")
        }
        #expect(!palette.contains("strategy: block-all"))
        try pane.session.sendKeys("Enter")
        let screen = try pane.session.waitUntil(description: "the header to show window-lock, the palette closed") {
            header($0).contains("window-lock") && !$0.contains(": run a command")
        }
        #expect(screen.contains("LOCKS  window-lock"))
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after exit:\n\(exit.screen)")
        #expect(exit.status == 0)
    }

    /// The view tree opens on the window; hiding it by hand makes the next
    /// tap reach nothing (hitTest skips a hidden view and everything in it),
    /// and undoing the edit brings the tap back.
    @Test func theViewTreeEditsAViewAndTheNextTapShowsIt() throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        try pane.session.sendKeys("T")
        try pane.session.waitFor("VIEW TREE")
        try pane.session.sendKeys("H")
        var screen = try pane.session.waitFor("UIWindow.isHidden = true")
        #expect(screen.contains("hidden"), "the tree shows the flag")
        // Nothing shows, so no control has a key: tap the crosshair.
        try pane.session.sendKeys("T", "Enter")
        screen = try pane.session.waitUntil(description: "the tap to reach nothing") {
            $0.contains("LAST TAP  touch #1") && $0.contains("hidden")
        }
        #expect(screen.contains("STACK Inbox\n") || screen.contains("STACK Inbox "), "nothing was pushed")
        try pane.session.sendKeys("T", "U")
        try pane.session.waitFor("undone: isHidden = false")
        try pane.session.sendKeys("T", "1")
        try pane.session.waitUntil(description: "the push") { pane.barRow($0).contains("Message 1") }
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    @Test func clickingARowWithAnSGRMouseReportPushesIt() throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        // Message 2's row is phone row 5 (content starts at 3, two rows a cell).
        try pane.click(x: Self.phoneOrigin.x + 10, y: Self.phoneOrigin.y + 5)
        try pane.session.waitUntil(description: "the bar to show Message 2") { pane.barRow($0).contains("Message 2") }
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// Under block-all the first back tap raises the flags and makes UIKit
    /// ignore events; the second tap 100 ms later is dropped. Done while
    /// paused and stepped frame by frame with `.`, so the screen holds still
    /// at a known virtual time whatever the machine's load.
    @Test func doubleTappingBackUnderBlockAllShowsTheFlagsAndTheDrop() throws {
        let pane = try SandboxPane(arguments: ["--strategy", "block-all"])
        try pane.waitUntilReady()
        try pane.session.sendKeys("1")
        try pane.session.waitFor("restore succeeded")
        try pane.session.sendKeys("Space")
        try pane.session.waitFor("‖ paused")
        // Both taps land while paused: the first begins now, the second is
        // due 100 ms later; four 33 ms steps run the back action (on touch-up
        // at 50 ms), the second tap (dropped) and part of the bar's 200 ms pop.
        try pane.session.sendKeys("!", "b", ".", ".", ".", ".")
        let screen = try pane.session.waitUntil(description: "the flags and the dropped second tap") {
            $0.contains("● isBarPopProcessing") && $0.contains("DROPPED")
        }
        #expect(screen.contains("● isBlockedInteraction"))
        #expect(screen.contains("● ignoreCount"))
        #expect(screen.contains("ignoring interaction events"))
        #expect(screen.contains("IGNORED pop"), "the guard's own refusal is in the log")
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    @Test func resizingBelowTheMinimumAndBackRecovers() throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        try pane.session.resize(width: 40, height: 12)
        let small = try pane.session.waitFor("need 80×24, have 40×12")
        #expect(small.contains("Terminal too small"))
        try pane.session.resize(width: 100, height: 32)
        let back = try pane.session.waitUntil(description: "the full layout again") {
            $0.contains("LOCKS") && $0.contains("TIMELINE") && !$0.contains("too small")
        }
        #expect(back.contains("1  Message 1"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// 10,000 random keys and clicks (never q or Ctrl-C), then the app must
    /// still answer a key and quit cleanly.
    @Test func survivesTenThousandRandomKeysAndClicks() throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        var generator = SplitMix64(seed: 20_241_121)
        let keys = "1234567890abcdefghijklmnoprstuvwxyzABSPV!&?.+-=_[]^ ".map { String($0) }
            + ["\r", "\t", "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[Z", "\u{1B}",
               "\u{1B}[5~", "\u{1B}[6~", "\u{1B}OP", "\u{1B}[<64;5;5M", "\u{1B}[<65;5;5M"]
        var chunk = ""
        var sent = 0
        for index in 0..<10_000 {
            if generator.next() % 5 == 0 {
                let x = Int(generator.next() % 100) + 1
                let y = Int(generator.next() % 32) + 1
                let kind = generator.next() % 3
                chunk += kind == 0 ? "\u{1B}[<32;\(x);\(y)M" : "\u{1B}[<0;\(x);\(y)M"
                chunk += "\u{1B}[<0;\(x);\(y)m"
            } else {
                chunk += keys[Int(generator.next() % UInt64(keys.count))]
            }
            sent += 1
            if chunk.utf8.count > 400 || index == 9_999 {
                try pane.session.sendLiteral(chunk)
                chunk = ""
            }
        }
        #expect(sent == 10_000)
        // Close help or a pending prefix whatever state the storm left, then
        // ask for help: the overlay proves the app still reads and draws.
        try pane.session.sendKeys("Escape")
        try pane.session.sendKeys("Escape")
        usleep(200_000)
        try pane.session.sendKeys("?")
        // Until the storm is worked off the screen may still show a help it
        // opened (scrolled anywhere): wait for the fresh one, at its top.
        try pane.session.waitUntil(description: "the help overlay at its top", timeout: .seconds(60)) {
            $0.contains("NavSandbox — keys") && $0.contains("1-9 a-z")
        }
        // The primer is below the keys: G scrolls to it.
        try pane.session.sendKeys("G")
        try pane.session.waitUntil(description: "the primer", timeout: .seconds(30)) { $0.contains("Hit-testing") }
        // Over the help q only closes it; the second q quits.
        try pane.session.sendKeys("q")
        try pane.session.waitUntil(description: "the help closed") { !$0.contains("NavSandbox — keys") }
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored)
        #expect(exit.status == 0)
    }

    /// `q` is a normal end (0); Ctrl-C, which raw mode delivers as a key,
    /// ends it as an interrupt would have: 130, as shells report SIGINT.
    @Test(arguments: [("q", 0), ("C-c", 130)])
    func quittingRestoresTheTerminal(key: String, status: Int) throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        try pane.session.sendKeys("1")
        try pane.session.sendKeys(key)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after exit:\n\(exit.screen)")
        #expect(exit.status == status)
        #expect(try pane.session.display("#{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag} #{alternate_on}") == "0 0 1 0")
    }

    /// Mid-push (3.5 s at ⅒×), so the loop is waiting with a frame timeout
    /// rather than blocked on input. (Waiting for the push to show would
    /// wait for it to end: a capture only counts once the screen holds still.)
    @Test(arguments: signalsThatEndTheApp)
    func signalsRestoreTheTerminal(signalNumber: Int32) throws {
        let pane = try SandboxPane(arguments: ["--speed", "1/10"])
        try pane.waitUntilReady()
        try pane.session.sendKeys("1")
        usleep(300_000)
        #expect(kill(try pane.appProcessID(), signalNumber) == 0)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after signal \(signalNumber):\n\(exit.screen)")
        #expect(exit.status == 128 + Int(signalNumber))
        #expect(try pane.session.modes() == .shell)
    }

    /// `--record` into a pipe whose reader goes away: the next frame's
    /// write raises SIGPIPE, and the app dies of it as any pipe writer would
    /// — but only after giving the terminal back.
    @Test func recordingIntoAPipeThatClosesRestoresTheTerminal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = WrappedAppPane.shellQuoted(directory.appendingPathComponent("cast").path)
        // The reader takes the header and part of the first frame, then exits.
        let pane = try SandboxPane(
            arguments: ["--record", directory.appendingPathComponent("cast").path, "--speed", "1/4"],
            prelude: "mkfifo \(fifo); (head -c 200 \(fifo) > /dev/null) &")
        try pane.waitUntilReady()
        // Frames keep coming while the push animates; one of them finds the
        // pipe closed.
        try pane.session.sendKeys("1")
        let exit = try pane.waitForExit()
        #expect(exit.status == 128 + Int(SIGPIPE), "\(exit.screen)")
        #expect(exit.terminalRestored, "stty settings differ after SIGPIPE:\n\(exit.screen)")
        #expect(try pane.session.modes() == .shell)
    }

    /// TERM=dumb has no cursor addressing: a message and status 2, as
    /// without a terminal, instead of a blank UI.
    @Test func aTerminalThatCannotMoveTheCursorIsRefused() throws {
        let pane = try SandboxPane(term: "dumb")
        let exit = try pane.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.terminalRestored)
        #expect(exit.screen.contains("'dumb' cannot move the cursor"), "\(exit.screen)")
        #expect(exit.screen.contains("navsandbox run"))
        #expect(try pane.session.modes() == .shell)
    }

    /// The terminal goes away (its window closed) while SIGHUP is ignored,
    /// as under nohup: the next frame's write fails with EIO, which ncurses
    /// keeps to itself. The app must notice, say so and exit instead of
    /// animating into the void. (No tty is left to compare settings on.)
    @Test func aTerminalThatGoesAwayMidSessionEndsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("pid").path
        let errorFile = directory.appendingPathComponent("stderr").path
        let quoted = WrappedAppPane.shellQuoted
        let session = try TmuxSession(
            width: 100, height: 32,
            command: "trap '' HUP; echo $$ > \(quoted(pidFile)); TERM=tmux-256color LC_ALL=\(TestPlatform.utf8LocaleName) "
                + "exec \(quoted(try NavSandboxBinary.path())) --speed 1/10 2> \(quoted(errorFile))")
        try session.waitFor("LOCKS")
        let pid = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // A push at ⅒× draws a frame every 33 ms for 3.5 s.
        try session.sendKeys("1")
        session.kill()
        #expect(waitUntilExited(pid, timeout: .seconds(10)), "the app kept running without a terminal")
        let message = try String(contentsOfFile: errorFile, encoding: .utf8)
        #expect(message.contains("cannot write to the terminal (Input/output error)"), "stderr: \(message)")
    }

    /// Gone, or a zombie nobody reaps (the tmux server that started it is gone).
    private func waitUntilExited(_ pid: pid_t, timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if TestPlatform.hasExited(pid) { return true }
            usleep(50_000)
        }
        return false
    }

    /// Standard output open read-only on the terminal: the first frame's
    /// write fails. The session ends (exit 74, EX_IOERR) with the tty
    /// restored and a message, instead of running blind in raw mode.
    @Test func aTerminalThatCannotBeWrittenEndsTheSessionRestored() throws {
        let pane = try SandboxPane(redirection: "1</dev/tty")
        let exit = try pane.waitForExit()
        #expect(exit.status == 74)
        #expect(exit.terminalRestored, "stty settings differ:\n\(exit.screen)")
        #expect(exit.screen.contains("cannot write to the terminal"))
    }

    /// A failed precondition traps (SIGILL or SIGTRAP); the terminal must
    /// still come back before the process dies of it.
    @Test func aFailedPreconditionRestoresTheTerminal() throws {
        let pane = try SandboxPane(environment: ["NAVSANDBOX_TEST_FAIL_PRECONDITION": "1"])
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after the trap:\n\(exit.screen)")
        #expect(exit.status > 128, "the process dies of the signal, exit \(exit.status)")
        #expect(try pane.session.display("#{mouse_any_flag} #{cursor_flag} #{alternate_on}") == "0 1 0")
    }

    /// The crash signals, sent from outside: restored, then dead of the signal.
    @Test(arguments: [SIGSEGV, SIGBUS, SIGABRT, SIGILL])
    func crashSignalsRestoreTheTerminal(signalNumber: Int32) throws {
        let pane = try SandboxPane()
        try pane.waitUntilReady()
        #expect(kill(try pane.appProcessID(), signalNumber) == 0)
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after signal \(signalNumber):\n\(exit.screen)")
        #expect(exit.status == 128 + Int(signalNumber))
        #expect(try pane.session.modes() == .shell)
    }

    /// A real stack overflow: its SIGSEGV has no stack left for a handler but
    /// the alternate one, where the terminal is restored before it dies.
    @Test func aStackOverflowRestoresTheTerminal() throws {
        let pane = try SandboxPane(environment: ["NAVSANDBOX_TEST_OVERFLOW_STACK": "1"])
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored, "stty settings differ after the overflow:\n\(exit.screen)")
        #expect(exit.status == 128 + Int(SIGSEGV), "the process dies of SIGSEGV, exit \(exit.status)")
        #expect(try pane.session.modes() == .shell)
    }

    /// An app file's warnings are printed once, after the sandbox quits:
    /// printed before it too, they came back twice with the normal screen.
    @Test func appWarningsArePrintedOnceOnQuit() throws {
        let app = NavSandboxBinary.packageRoot.appendingPathComponent("docs/apps/hit-testing.yaml").path
        let pane = try SandboxPane(height: 60, arguments: ["--app", app])
        try pane.waitUntilReady()
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.terminalRestored)
        let warning = "warning: the frame"
        #expect(exit.screen.components(separatedBy: warning).count - 1 == 1, "printed once: \(exit.screen)")
    }

    @Test func noColorAndASCIILocaleStillDrawTheSandbox() throws {
        let pane = try SandboxPane(arguments: ["--no-color"], locale: "C")
        let screen = try pane.session.waitUntil(description: "an ASCII frame") { $0.contains("LOCKS") }
        #expect(screen.contains("+- phone"))
        #expect(!screen.contains("┌"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// `--script` plays a shipped scenario live, to the runner's own verdict.
    @Test func playsAScenarioScriptLive() throws {
        let script = NavSandboxBinary.packageRoot.appendingPathComponent("docs/scenarios/back-button-two-level-pop.nss").path
        let pane = try SandboxPane(arguments: ["--script", script])
        try pane.waitUntilReady()
        let screen = try pane.session.waitFor("✓ 5/5", timeout: .seconds(30))
        #expect(pane.barRow(screen).contains("Inbox"))
        #expect(screen.contains("back-button-two-"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    /// The SCRIPT pane follows the lines; R plays the script again and Tab
    /// re-runs it under the next strategy, which the pane and header say.
    @Test func theScriptPaneRestartsAndReRunsUnderTheNextStrategy() throws {
        let script = NavSandboxBinary.packageRoot.appendingPathComponent("docs/scenarios/double-push-row.nss").path
        let pane = try SandboxPane(arguments: ["--script", script])
        try pane.waitUntilReady()
        var screen = try pane.session.waitFor("✓ 6/6", timeout: .seconds(30))
        #expect(screen.contains("SCRIPT  double-push-row · none"))
        try pane.session.sendKeys("R")
        try pane.session.waitFor("iOS 17 · playing")
        screen = try pane.session.waitFor("✓ 6/6", timeout: .seconds(30))
        try pane.session.sendKeys("Tab")
        // Under delay the expectations fail. Wait for a failed line's
        // `✗ actual`, not a bare `✗ `: the TIMELINE's legend always has one.
        screen = try pane.session.waitUntil(description: "the re-run under delay to finish", timeout: .seconds(30)) {
            $0.contains("SCRIPT  double-push-row · delay") && $0.contains("✗ actual")
        }
        #expect(screen.contains("✗ actual"))
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().terminalRestored)
    }

    @Test func aScriptThatDoesNotParseIsReportedBeforeTheScreenChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.nss")
        try "at 0ms tapp \"Message 1\"\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(try NavSandboxBinary.path(), ["--script", file.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("bad.nss:1"))
    }

    /// The cast is written frame by frame: killing the app mid-way loses nothing.
    @Test func recordingSurvivesTheAppBeingKilled() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("session.cast").path
        let pane = try SandboxPane(arguments: ["--record", cast])
        try pane.waitUntilReady()
        try pane.session.sendKeys("1")
        try pane.session.waitUntil(description: "Message 1") { pane.barRow($0).contains("Message 1") }
        #expect(kill(try pane.appProcessID(), SIGKILL) == 0)
        _ = try pane.session.waitUntil(description: "the wrapper's verdict") { $0.contains("exit=") }
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines.count >= 3)
        let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(header?["version"] as? Int == 2)
        for line in lines.dropFirst() {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [Any], "every line is complete JSON")
        }
        // Frames are encoded as changes, so look for text drawn where there
        // was none: the header's note about the key.
        #expect(lines.contains { $0.contains("tap Message 1") }, "the frame after the key was recorded")
        #expect(lines.count >= 5, "the push's animation frames were recorded")
    }

    /// Running with nothing happening, the header's clock still ticks.
    @Test func theHeaderClockTicksWhileIdle() throws {
        let pane = try SandboxPane()
        let first = try pane.waitUntilReady()
        func clock(_ screen: String) -> String? {
            screen.split(separator: "\n").first.flatMap { line in
                line.range(of: #"\d+\.\d{3} s"#, options: .regularExpression).map { String(line[$0]) }
            }
        }
        let start = try #require(clock(first))
        let later = try pane.session.waitUntil(description: "the clock to move on", timeout: .seconds(5)) {
            clock($0).map { $0 != start } ?? false
        }
        #expect(clock(later) != nil)
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().status == 0)
    }

    /// The badge shows by default and `--hide-rec-badge` keeps it out; a
    /// clean quit ends the cast with the cursor shown.
    @Test(arguments: [false, true])
    func recordingBadgeAndTheCastsLastEvent(hidesBadge: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("talk.cast").path
        let pane = try SandboxPane(arguments: ["--record", cast] + (hidesBadge ? ["--hide-rec-badge"] : []))
        let screen = try pane.waitUntilReady()
        #expect(screen.contains("REC") == !hidesBadge)
        try pane.session.sendKeys("q")
        #expect(try pane.waitForExit().status == 0)
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines.last?.hasSuffix(#", "o", "\u001b[0m\u001b[?25h"]"#) == true, "\(lines.last ?? "")")
    }
}

/// No tmux needed: without a terminal the sandbox explains itself and exits 2.
@Suite("interactive sandbox without a terminal")
struct InteractiveWithoutTTYTests {
    @Test func refusesToRunWithoutATTYAndPointsAtRun() throws {
        let result = try ProcessRunner.run(try NavSandboxBinary.path(), [])
        #expect(result.status == 2)
        #expect(result.standardError.contains("not a TTY"))
        #expect(result.standardError.contains("navsandbox run"))
    }

    @Test func invalidOptionsNameTheNearestValidValue() throws {
        let result = try ProcessRunner.run(try NavSandboxBinary.path(), ["--strategy", "blockall"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown strategy `blockall`"))
        #expect(result.standardError.contains("did you mean `block-all`?"))
        // The same words as `run` accepts: one parser for every command.
        let toggle = try ProcessRunner.run(try NavSandboxBinary.path(), ["--set", "pass-through=maybe"])
        #expect(toggle.status == 64)
        #expect(toggle.standardError.contains("`maybe` is not a setting for `pass-through`"))
    }
}

