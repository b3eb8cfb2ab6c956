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
    /// Reads and loads a guard file, and the guards it includes.
    public static func load(path: String) -> Result<GuardDefinition, GuardLoadProblem> {
        loadWithWarnings(path: path).map(\.definition)
    }

    /// Reads and loads a guard file, with the warnings it gave, and the
    /// guards its `include:` names, each with its own, loaded the same way.
    /// The included guards are kept flat, in the order a stack asks them,
    /// each once (`included`): no definition holds another's includes, so
    /// comparing or hashing one never walks a tree of them.
    public static func loadWithWarnings(path: String) -> Result<LoadedGuard, GuardLoadProblem> {
        var loads: [String: LoadedInclusion] = [:]
        return loadIncluding(path: normalized(path), chain: [], loads: &loads).map(\.loaded)
    }

    /// How deep includes may nest: a file including a file including…
    public static let includeDepthLimit = 8

    /// A file loaded once for the whole load, however many files include it:
    /// with its members, flat, and the file each member came from.
    struct LoadedInclusion {
        var loaded: LoadedGuard
        var memberPaths: [String]
    }

    /// `chain`: the files including this one, outermost first — a file met
    /// again in it includes itself. `loads`: every file read so far, by its
    /// normalized path, so a file several others include is read once.
    private static func loadIncluding(
        path: String, chain: [String], loads: inout [String: LoadedInclusion]
    ) -> Result<LoadedInclusion, GuardLoadProblem> {
        if let done = loads[path] { return .success(done) }
        let read = GuardLoadProblem.read(path, parse: { GuardFileLoader.loadWithWarnings($0, file: $1, shipped: BundledGuards.isShipped($0)) })
        guard case .success(var loaded) = read else { return read.map { LoadedInclusion(loaded: $0, memberPaths: []) } }
        var members: [GuardDefinition] = []
        var memberPaths: [String] = []
        var listed: Set<String> = []
        for include in loaded.definition.includes {
            func refuse(_ message: String, _ expected: String, then more: [AppFileProblem] = []) -> Result<LoadedInclusion, GuardLoadProblem> {
                let problem = AppFileProblem(
                    severity: .error, file: path, line: include.line, column: include.column, message: message,
                    expected: expected, sourceLine: include.sourceLine)
                return .failure(.invalid(AppFileProblems([problem] + more)))
            }
            let target = normalized(includedPath(include.name, besides: path))
            let shown = ScriptText.shown(include.name)
            if target == path || chain.contains(target) {
                // Each file as the first one's folder sees it: the chain reads short.
                let root = (chain.first ?? path).split(separator: "/", omittingEmptySubsequences: false).dropLast()
                    .joined(separator: "/")
                let loop = (chain + [path, target]).map { file in
                    TerminalText.visible(!root.isEmpty && file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file)
                }.joined(separator: " → ")
                return refuse("`\(shown)` includes itself: \(loop)", "includes that end: a guard cannot be in force inside itself")
            }
            guard !listed.contains(target) else { return refuse("`\(shown)` is included twice", "each guard once in `include:`") }
            listed.insert(target)
            // The first file's includes are one level down: at most 8 below it.
            guard chain.count < includeDepthLimit else {
                return refuse("includes nest more than \(includeDepthLimit) deep at `\(shown)`", "fewer levels of `include:`")
            }
            let inner: LoadedInclusion
            switch loadIncluding(path: target, chain: chain + [path], loads: &loads) {
            case .failure(.load(let error)):
                return refuse(
                    "the included guard `\(shown)` cannot be read: \(error.describe(as: "guard"))",
                    "a bundled guard's name (navsandbox list examples) or a guard file beside this one")
            case .failure(.invalid(let problems)):
                return refuse("the included guard `\(shown)` does not load", "a guard file that loads (its own errors follow)", then: problems.problems)
            case .success(let found):
                inner = found
            }
            // Its members, then itself, each once: a guard two files include
            // is the same guard; two guards of one name are an error.
            var own = inner.loaded.definition
            own.included = []
            for (member, memberPath) in zip(inner.loaded.definition.included + [own], inner.memberPaths + [target]) {
                if memberPaths.contains(memberPath) { continue }
                let clash = members.firstIndex { $0.name == member.name }.map { memberPaths[$0] }
                    ?? (member.name == loaded.definition.name ? path : nil)
                if let clash {
                    return refuse(
                        "`\(shown)` brings in a guard named `\(member.name)`, the name of \(ScriptText.shown(clash)) too",
                        "each guard in a stack under a name of its own")
                }
                members.append(member)
                memberPaths.append(memberPath)
            }
            if loads[target] == nil { loaded.warnings += inner.loaded.warnings }
        }
        loaded.definition.included = members
        let done = LoadedInclusion(loaded: loaded, memberPaths: memberPaths)
        loads[path] = done
        return .success(done)
    }

    /// The path with `.` steps, doubled slashes and `x/..` folded away, so
    /// one file is one path however an `include:` names it.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// A bundled guard by name, else a file beside the including one.
    static func includedPath(_ name: String, besides path: String) -> String {
        if case .success(let bundled) = BundledExamples.resolve(name, as: .guard, fileExists: { _ in false }),
            !name.contains("/"), !name.contains(".")
        {
            return bundled
        }
        return Script.resolve(name, besideScript: path)
    }
}
