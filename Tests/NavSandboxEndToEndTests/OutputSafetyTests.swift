import Foundation
import NavSandboxTestSupport
import Testing

/// No output option costs the user a file or hangs: the script being played
/// or traced is never written onto (by any of its names, whatever --force
/// says), a symbolic link is never replaced, a FIFO nobody reads is refused
/// before the screen changes. Without a terminal where the refusal comes
/// first; in tmux where it must come before raw mode.
@Suite("output files: nothing lost, nothing hangs", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct OutputSafetyTests {
    static let script = "strategy none\nafter 100ms tap \"Message 1\"\n"

    @Test func theScriptBeingPlayedIsNeverRecordedOntoByAnyOfItsNames() throws {
        let directory = try temporaryDirectory("record-input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("s.nss").path
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        #expect(link(script, directory.appendingPathComponent("hard.nss").path) == 0)
        #expect(symlink(script, directory.appendingPathComponent("soft.nss").path) == 0)
        for name in ["s.nss", "./s.nss", "hard.nss", "soft.nss"] {
            let output = name == "./s.nss" ? directory.path + "/./s.nss" : directory.appendingPathComponent(name).path
            let result = try navsandbox(["--script", script, "--record", output, "--force"])
            #expect(result.status == 73, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("that is the script being played; choose another file (--force does not replace an input)"), "\(name): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8) == Self.script)
    }

    @Test func traceAndScreenshotsNeverWriteOntoTheirInputs() throws {
        let directory = try temporaryDirectory("output-input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("s.nss").path
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let link = directory.appendingPathComponent("link.json").path
        #expect(symlink(script, link) == 0)
        let traced = try navsandbox(["trace", script, "-o", link, "--force"])
        #expect(traced.status == 73)
        #expect(traced.stderr.contains("that is the script being traced"), "\(traced.stderr)")
        // A screenshot never replaces a file; a link to the script is named as the script.
        let svg = directory.appendingPathComponent("shot.svg").path
        #expect(symlink(script, svg) == 0)
        let shot = try navsandbox(["run", script, "--screenshot", svg])
        #expect(shot.status == 73)
        #expect(shot.stderr.contains("that is the script being run"), "\(shot.stderr)")
        #expect(try String(contentsOfFile: script, encoding: .utf8) == Self.script)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("shot.txt").path))
    }

    @Test func aDanglingLinkIsNotReplacedByARecordingOrATrace() throws {
        let directory = try temporaryDirectory("dangling")
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out").path
        let target = directory.appendingPathComponent("elsewhere").path
        #expect(symlink(target, link) == 0)
        let recorded = try navsandbox(["--record", link, "--force"])
        #expect(recorded.status == 73)
        #expect(recorded.stderr.contains("symbolic link"), "\(recorded.stderr)")
        let script = directory.appendingPathComponent("s.nss").path
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let traced = try navsandbox(["trace", script, "-o", link, "--force"])
        #expect(traced.status == 73)
        #expect(!FileManager.default.fileExists(atPath: target), "the link was not followed")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target, "nor replaced")
    }

    @Test func traceIntoAFIFONobodyReadsIsRefusedInsteadOfHanging() throws {
        let directory = try temporaryDirectory("trace-fifo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let script = directory.appendingPathComponent("s.nss").path
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try navsandbox(["trace", script, "-o", fifo])
        #expect(result.status == 73)
        #expect(result.stderr.contains("FIFO with nothing reading it"), "\(result.stderr)")
        // With a reader it is written as to any pipe.
        let read = try shell("cat \(WrappedAppPane.shellQuoted(fifo)) > \(WrappedAppPane.shellQuoted(directory.path))/out.json & "
            + "\(WrappedAppPane.shellQuoted(try #require(navsandboxBinary))) trace \(WrappedAppPane.shellQuoted(script)) -o \(WrappedAppPane.shellQuoted(fifo)); wait")
        #expect(read.status == 0, "\(read.stderr)")
        let data = try Data(contentsOf: directory.appendingPathComponent("out.json"))
        #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any])
    }
}

/// The recording opened before raw mode, a full disk and Ctrl-C, in a real terminal.
@Suite("recording and quitting in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct RecordingExitTests {
    @Test func recordingIntoAFIFONobodyReadsIsRefusedBeforeTheScreenChanges() throws {
        let directory = try temporaryDirectory("record-fifo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("cast").path
        let clock = ContinuousClock()
        let started = clock.now
        let pane = try SandboxPane(arguments: ["--record", fifo], prelude: "mkfifo \(WrappedAppPane.shellQuoted(fifo))")
        let exit = try pane.waitForExit()
        #expect(clock.now - started < .seconds(8))
        #expect(exit.status == 73, "\(exit.screen)")
        #expect(exit.terminalRestored)
        #expect(exit.screen.contains("FIFO with nothing reading it"), "\(exit.screen)")
        #expect(!exit.screen.contains("LOCKS"), "the sandbox never drew")
    }

    @Test func recordingIntoAFIFOWithAReaderWorks() throws {
        let directory = try temporaryDirectory("record-fifo-read")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = WrappedAppPane.shellQuoted(directory.appendingPathComponent("cast").path)
        let out = directory.appendingPathComponent("out.cast")
        let pane = try SandboxPane(
            arguments: ["--record", directory.appendingPathComponent("cast").path],
            prelude: "mkfifo \(fifo); cat \(fifo) > \(WrappedAppPane.shellQuoted(out.path)) &")
        try pane.waitUntilReady()
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.status == 0, "\(exit.screen)")
        let first = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").first ?? ""
        #expect(first.contains("\"version\": 2"), "\(first)")
    }

    /// A reader that holds the FIFO open but stops reading: once the pipe
    /// is full, a frame waits at most 2 s, the recording stops, and the keys
    /// keep working; quitting says why and exits EX_IOERR.
    @Test func recordingIntoAFIFOWhoseReaderStallsKeepsTheKeys() throws {
        let directory = try temporaryDirectory("record-fifo-stall")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = WrappedAppPane.shellQuoted(directory.appendingPathComponent("cast").path)
        let pane = try SandboxPane(
            arguments: ["--record", directory.appendingPathComponent("cast").path],
            prelude: "mkfifo \(fifo); (sleep 60 < \(fifo)) &")
        try pane.waitUntilReady()
        // Pushes and pops until the pipe's buffer (64 KB on Linux) is full.
        for _ in 0..<30 {
            try pane.session.sendKeys("1")
            Thread.sleep(forTimeInterval: 0.15)
            try pane.session.sendKeys("b")
            Thread.sleep(forTimeInterval: 0.15)
        }
        // The sandbox still answers (and the exit below says the recording
        // stopped because nothing read it).
        Thread.sleep(forTimeInterval: 2.5)
        // A relaunch first: the pushes and pops above, at this machine's
        // pace, may leave the Inbox's rows on other keys than 1.
        try pane.session.sendKeys("r")
        try pane.session.waitFor("1  Message 1")
        try pane.session.sendKeys("1")
        try pane.session.waitFor("‹ Inbox")
        try pane.session.sendKeys("q")
        let exit = try pane.waitForExit()
        #expect(exit.status == 74, "\(exit.screen)")
        #expect(exit.terminalRestored)
        #expect(exit.screen.contains("nothing read it for 2 s"), "\(exit.screen)")
    }

    /// /dev/full takes the open and refuses every write: the session ends
    /// with EX_IOERR and says why, on a restored terminal.
    @Test(.enabled(if: TestPlatform.hasFullDevice, "no /dev/full on this system"))
    func aFullDiskWhileRecordingExits74() throws {
        let pane = try SandboxPane(arguments: ["--record", "/dev/full"])
        let exit = try pane.waitForExit()
        #expect(exit.status == 74, "\(exit.screen)")
        #expect(exit.terminalRestored)
        #expect(exit.screen.contains("cannot write recording '/dev/full': No space left on device"), "\(exit.screen)")
    }
}
