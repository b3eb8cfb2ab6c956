import ArgumentParser
import NavSandboxApps
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

/// The one way out of the process for text: standard output, standard error
/// and the explore progress line. Whatever is printed — the program's words,
/// a title from a shared app, a path — has its control and bidi characters
/// made visible here (StyledText.rendered, TerminalText), so the only control
/// sequences that reach the terminal are the colours and the line erase this
/// file writes itself. Files written for people are opened and written by
/// OutputFileOpening, their text made visible the same way.
enum ConsoleOutput {
    /// Colour only on a terminal, and never when NO_COLOR is set (any value)
    /// or `--no-color` was given.
    static func colour(noColor: Bool) -> Bool {
        !noColor && isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
    }

    /// A message on standard error. A line longer than `messageLineLimit`
    /// characters is cut with "…": a message may quote what the user gave
    /// (a 100 KB `--strategy` value, echoed by the argument parser too).
    static func printError(_ text: String) {
        var lines = TerminalText.visibleLines(text).split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices where lines[index].count > messageLineLimit {
            lines[index] = lines[index].prefix(messageLineLimit - 1) + "…"
        }
        let joined = lines.joined(separator: "\n")
        _ = writeAll(joined.hasSuffix("\n") ? joined : joined + "\n", to: STDERR_FILENO)
    }

    static let messageLineLimit = 1_000

    /// Writes a command's output to standard output, made visible.
    static func emit(_ text: String) throws {
        try emit(StyledText(text), colour: false)
    }

    /// Writes styled output to standard output (StyledText.Renderer: colours
    /// as SGR when `colour`, every run made visible).
    static func emit(_ text: StyledText, colour: Bool) throws {
        try emit { out in
            var renderer = StyledText.Renderer(colour: colour)
            renderer.append(text, to: &out)
            renderer.finish(&out)
        }
    }

    /// A JSON document on standard output, pretty-printed as it is written.
    /// JSONString escapes every character TerminalText would (and more), so
    /// nothing in it can act on a terminal.
    static func emit(json: JSONValue) throws {
        try emit { json.write(pretty: true, into: &$0) }
    }

    /// Writes a command's output to standard output as `write` produces it,
    /// in 64 KB chunks through the one write-all loop
    /// (OutputFileOpening.writeAll). `write` fills an OutputBuffer, whose
    /// writers make every outside text visible (StyledText.Renderer,
    /// JSONString). A reader that went away (EPIPE: piped into `head`, a
    /// pager quit) is not an error: the rest is dropped quietly and the
    /// command ends with its own status. Any other failure (a full disk,
    /// `> /dev/full`) is said on standard error and ends the command with
    /// status 74, so the lost output never passes for success.
    static func emit(_ write: (inout OutputBuffer) -> Void) throws {
        // Without this, the first write to a closed pipe kills the process
        // (SIGPIPE) before it can decide anything.
        signal(SIGPIPE, SIG_IGN)
        var outcome = WriteOutcome.written
        var out = OutputBuffer { chunk in
            outcome = writeAll(chunk, to: STDOUT_FILENO)
            return outcome == .written
        }
        write(&out)
        out.flush()
        switch outcome {
        case .written, .readerGone:
            return
        case .failed(let code):
            printError("navsandbox: error: cannot write the output: \(OutputFileOpening.describeWriteFailure(code))")
            throw ExitCode(ScriptExitCode.ioError)
        }
    }

    /// A progress line on standard error that the next one replaces: the
    /// carriage return and erase-line are ours, the text is made visible.
    static func progress(_ line: String?) {
        _ = writeAll("\r\u{1B}[2K" + TerminalText.visible(line ?? ""), to: STDERR_FILENO)
    }

    enum WriteOutcome: Equatable {
        case written
        case readerGone
        case failed(errno: Int32)
    }

    /// Every byte out, by the same loop as output files (interrupted and
    /// partial writes retried, a stalled pipe given up after its limit).
    static func writeAll(_ text: String, to fd: Int32) -> WriteOutcome {
        writeAll(Array(text.utf8), to: fd)
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> WriteOutcome {
        switch OutputFileOpening.writeAll(fd, bytes) {
        case nil: return .written
        case EPIPE?: return .readerGone
        case let code?: return .failed(errno: code)
        }
    }
}

enum ScriptFiles {
    /// Loads and parses a script for an app (its labels and screens are the
    /// names the script may use) with the guard files its `guard` lines
    /// name and `guards` (the command line's), or prints why not and exits
    /// 65 or 66. A guard file's warnings are printed and the run goes on.
    static func load(_ path: String, app: AppDescription, guards: [GuardDefinition] = []) throws -> Script {
        switch Script.load(path: path, app: app, guards: guards) {
        case .success(let loaded):
            if !loaded.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(loaded.warnings).description) }
            return loaded.script
        case .failure(let problem):
            ConsoleOutput.printError(problem.description)
            throw ExitCode(problem.exitCode)
        }
    }
}

enum ExampleNames {
    /// A command-line file argument: the file when there is one, else the
    /// bundled example of that name; an unknown name is refused (exit 64)
    /// with the nearest bundled name.
    static func resolve(_ argument: String, as role: BundledExamples.Role) throws -> String {
        switch BundledExamples.resolve(argument, as: role) {
        case .success(let path): return path
        case .failure(let unknown): throw ValidationError(unknown.description)
        }
    }
}
