import NavSandboxApps
import NavSandboxCore

/// What kind of YAML file a command line option names, for its messages.
public protocol YAMLFileKind: Sendable {
    /// `app`, `guard`: "is a directory; expected an app file".
    static var noun: String { get }
}

public enum AppFileKind: YAMLFileKind { public static let noun = "app" }
public enum GuardFileKind: YAMLFileKind { public static let noun = "guard" }

/// Why `--app FILE` or `--guard FILE` did not give what it names.
public enum YAMLFileProblem<Kind: YAMLFileKind>: Error, Equatable, Sendable, CustomStringConvertible {
    case load(ScriptLoadError)
    case invalid(AppFileProblems)

    public var description: String {
        switch self {
        case .load(let error): error.describe(as: Kind.noun)
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

    /// Reads a file with the same checks as a script (missing, directory,
    /// FIFO with no writer, not UTF-8, too large) and parses its text.
    static func read<T>(_ path: String, parse: (String, String) -> Result<T, AppFileProblems>) -> Result<T, Self> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.load(error))
        }
        return parse(source.text, path).mapError(Self.invalid)
    }
}

public typealias AppLoadProblem = YAMLFileProblem<AppFileKind>
public typealias GuardLoadProblem = YAMLFileProblem<GuardFileKind>

extension AppDescription {
    /// Reads and loads an app file.
    public static func load(path: String) -> Result<LoadedApp, AppLoadProblem> {
        AppLoadProblem.read(path, parse: AppFileLoader.load)
    }
}

extension GuardDefinition {
    /// Reads and loads a guard file.
    public static func load(path: String) -> Result<GuardDefinition, GuardLoadProblem> {
        GuardLoadProblem.read(path, parse: GuardFileLoader.load)
    }

    /// Reads and loads a guard file, with the warnings it gave.
    public static func loadWithWarnings(path: String) -> Result<LoadedGuard, GuardLoadProblem> {
        GuardLoadProblem.read(path, parse: GuardFileLoader.loadWithWarnings)
    }
}
