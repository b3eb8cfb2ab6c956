import NavSandboxApps
import NavSandboxCore

/// The exit codes of the script commands (BSD sysexits where one fits).
public enum ScriptExitCode {
    /// The script ran and every expectation held.
    public static let success: Int32 = 0
    /// The script ran and an expectation failed.
    public static let expectationFailed: Int32 = 1
    /// EX_USAGE: a bad command-line value (unknown strategy, profile, toggle).
    public static let usage: Int32 = 64
    /// EX_DATAERR: the script has an error (parse or run time), is too long, or is not UTF-8.
    public static let dataError: Int32 = 65
    /// EX_NOINPUT: the file is missing, a directory, or unreadable.
    public static let noInput: Int32 = 66
    /// EX_CANTCREAT: an output file (the trace) could not be written.
    public static let cannotCreate: Int32 = 73
    /// EX_IOERR: writing the output failed (a full disk, `> /dev/full`).
    public static let ioError: Int32 = 74
    /// 128 + SIGINT: ended by Ctrl-C, as shells report an interrupt.
    public static let interrupted: Int32 = 130
}

/// Why a script file did not become a `Script`.
public enum ScriptFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case load(ScriptLoadError)
    case parse(ScriptErrors)
    /// A `guard` line whose file does not load: the line, then the file's own problem.
    case guardFile(ScriptError, GuardLoadProblem)
    /// The app file an `app` line names does not load: its name, then its problem.
    case appFile(String, AppLoadProblem)

    public var description: String {
        switch self {
        case .load(let e): e.description
        case .parse(let e): e.description
        case .guardFile(let line, .invalid(let problems)):
            // The script's line, then the file's own, counted together.
            AppFileProblems(
                [
                    AppFileProblem(
                        severity: .error, file: line.file, line: line.line, column: line.column, message: line.message,
                        expected: line.expected, suggestion: line.suggestion, sourceLine: line.sourceLine)
                ] + problems.problems
            ).description
        case .guardFile(let line, let problem): line.description + "\n" + problem.description
        case .appFile(let file, let problem):
            "the script's app \(TerminalText.visible(file)) does not load:\n" + problem.description
        }
    }

    /// 66 for a file that is missing, a directory, unreadable, not a file or
    /// silent; 65 for one that is not UTF-8, too large, or has script errors.
    public var exitCode: Int32 {
        switch self {
        case .load(.noSuchFile), .load(.isDirectory), .load(.unreadable), .load(.timedOut), .load(.notAFile):
            ScriptExitCode.noInput
        case .load(.notUTF8), .load(.tooLarge), .parse: ScriptExitCode.dataError
        case .guardFile(_, let problem): problem.exitCode
        case .appFile(_, let problem): problem.exitCode
        }
    }
}

extension Script {
    /// Reads and parses a script file with the core's vocabulary.
    public static func load(
        path: String, vocabulary: ScriptVocabulary = .navSandbox
    ) -> Result<Script, ScriptFileProblem> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.load(error))
        }
        return ScriptParser.parse(source, vocabulary: vocabulary).mapError(ScriptFileProblem.parse)
    }

    /// Parses script text with the core's vocabulary.
    public static func parse(
        _ text: String, file: String = "<script>", vocabulary: ScriptVocabulary = .navSandbox
    ) -> Result<Script, ScriptErrors> {
        ScriptParser.parse(text, file: file, vocabulary: vocabulary)
    }
}
