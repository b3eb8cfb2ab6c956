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
            output cannot be created (it exists, is an input, a symbolic link or a FIFO nobody reads), \
            74 writing it failed.
            """
    )

    @Argument(
        help: "The script file (.nss), or a bundled scenario's name (navsandbox list examples).",
        completion: CompletionCandidates.namesAndFiles(.script, extensions: ["nss"]),
        transform: { try ExampleNames.resolve($0, as: .script) })
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
        let guards = try settings.loadGuards()
        let script = try settings.loadScript(file, app: app, guards: guards)
        let (result, trace) = ScriptRunner(options: settings.runOptions(app: app, guards: guards)).trace(script)
        if output == "-" {
            try ConsoleOutput.emit(trace.text)
        } else {
            let inputs = settings.inputs(script: file, role: "the script being traced")
            if let failure = Self.write(trace.text, to: output, replacing: force, inputs: inputs) {
                let verb = if case .writeFailed = failure { "cannot write the trace" } else { "cannot create the trace" }
                ConsoleOutput.printError("\(TerminalText.visible(output)): error: \(verb): \(failure)")
                throw ExitCode(failure.exitStatus)
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

extension TraceCommand {
    /// Writes the whole text to the output file; what went wrong, if anything.
    static func write(
        _ text: String, to path: String, replacing: Bool, inputs: [OutputFileOpening.Input]
    ) -> OutputFileOpening.Failure? {
        let descriptor: Int32
        switch OutputFileOpening.open(path, replacing: replacing, inputs: inputs) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return failure
        }
        defer { close(descriptor) }
        return OutputFileOpening.writeAll(descriptor, Array(text.utf8)).map { .writeFailed(errorNumber: $0) }
    }
}
