import ArgumentParser
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario script and write a Trace Event Format file (Perfetto, chrome://tracing).",
        discussion: """
            Transitions, bar animations, presentations, locks and timers become duration events on \
            their own tracks; touches, guard decisions and the rest of the log become instant events. \
            Time stamps are microseconds of virtual time. Exit status: 0 written (whatever the \
            expectations), 64 bad option, 65 script error, 66 missing or unreadable file, 73 the \
            output cannot be written.
            """
    )

    @Argument(help: "The script file (.nss).")
    var file: String

    @OptionGroup var settings: SettingsOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the trace (`-` for standard output).", valueName: "trace.json"))
    var output: String

    @ArgumentParser.Flag(name: .long, help: "Let -o replace an existing file (otherwise it is refused).")
    var force = false

    func validate() throws {
        try settings.refuseAll(in: "trace")
    }

    func run() throws {
        let app = try settings.loadApp(forScript: file)
        let script = try ScriptFiles.load(file, app: app)
        let (result, trace) = ScriptRunner(options: settings.runOptions(app: app)).trace(script)
        if output == "-" {
            try ConsoleOutput.emit(trace.text)
        } else {
            if OutputFile.isSameFile(output, as: file) {
                ConsoleOutput.printError(
                    "\(TerminalText.visible(output)): error: that is the script being traced; choose another file for the trace (--force does not replace the script)")
                throw ExitCode(ScriptExitCode.cannotCreate)
            }
            do {
                try OutputFile.write(trace.text, to: output, replacing: force)
            } catch {
                ConsoleOutput.printError("\(TerminalText.visible(output)): error: cannot write the trace: \(error.reason)")
                throw ExitCode(ScriptExitCode.cannotCreate)
            }
            let held = result.verdicts.filter(\.ok).count
            try ConsoleOutput.emit(
                "wrote \(TerminalText.visible(output)): \(trace.events.count) events over \(result.world.now) ms of virtual time; \(held) of \(result.verdicts.count) expectations hold\n")
        }
        if let error = result.error {
            ConsoleOutput.printError(error.description)
            throw ExitCode(ScriptExitCode.dataError)
        }
    }
}

enum OutputFile {
    struct Failure: Error {
        var reason: String
    }

    /// Writes the whole text to a new file. An existing regular file is
    /// replaced only when `replacing` (a mistyped `-o` must not cost the
    /// user a script); a FIFO or device is written to as it is.
    static func write(_ text: String, to path: String, replacing: Bool) throws(Failure) {
        let fd = OutputFileOpening.open(path, replacing: replacing)
        if fd < 0 {
            if errno == EEXIST {
                throw Failure(reason: "the file already exists; pass --force to replace it, or choose another file")
            }
            throw Failure(reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Whether two paths name the same existing file (through links too).
    static func isSameFile(_ a: String, as b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
