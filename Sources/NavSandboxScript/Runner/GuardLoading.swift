import NavSandboxApps
import NavSandboxCore

/// Why `--guard FILE` did not give a guard.
public enum GuardLoadProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case load(ScriptLoadError)
    case invalid(AppFileProblems)

    public var description: String {
        switch self {
        case .load(let error): error.describe(as: "guard")
        case .invalid(let problems): problems.description
        }
    }

    /// 66 for a file that cannot be read, 65 for one whose content is wrong.
    public var exitCode: Int32 {
        switch self {
        case .load(.notUTF8), .load(.tooLarge), .invalid: ScriptExitCode.dataError
        case .load: ScriptExitCode.noInput
        }
    }
}

extension GuardDefinition {
    /// Reads and loads a guard file, with the same file checks as a script
    /// (missing, directory, FIFO with no writer, not UTF-8, too large).
    public static func load(path: String) -> Result<GuardDefinition, GuardLoadProblem> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.load(error))
        }
        return GuardFileLoader.load(source.text, file: path).mapError(GuardLoadProblem.invalid)
    }
}
