import ArgumentParser
import NavSandboxCore
import NavSandboxScript

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
            do {
                try OutputFile.write(trace.text, to: output)
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

    /// Writes the whole text, replacing the file.
    static func write(_ text: String, to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 { throw Failure(reason: String(cString: strerror(errno))) }
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
}
