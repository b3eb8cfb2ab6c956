import ArgumentParser
import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript

/// `navsandbox check FILE…`: loads each app, guard, script or lesson file as
/// the command that runs it would, and reports every problem of every file
/// without running anything — for an author's save hook and for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app, guard, script and lesson files without running them.",
        discussion: """
            A file's kind comes from its name: .nss is a script, .lesson a lesson, .yaml or .yml an app or a \
            guard (a guard file has a top-level `guard:` key, an app file `app:`, `root:` or `screens:`). A file of \
            another name is an app or a guard when its top-level keys say so, else a script. A script is checked \
            against the app its `app` line names (or --app, or the demo) and the guards its `guard` lines name; \
            a lesson against its own. Every problem of every file is printed (file:line:col). Exit status: 0 \
            when every file is fine (warnings allowed), 65 when any has a problem, else 66 when one cannot be read.
            """
    )

    @Argument(
        help: ArgumentHelp("The files to check.", valueName: "file"),
        completion: .file(extensions: ["nss", "yaml", "yml", "lesson"]))
    var files: [String]

    @Option(
        name: .customLong("app"),
        help: ArgumentHelp("The app the scripts run on, as `run --app` takes it (else each script's `app` line, else the demo).", valueName: "file"))
    var appPath: String?

    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp("A guard file whose name the scripts and lessons may use, as `run --guard` takes it. Repeatable.", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var guardPaths: [String] = []

    func run() throws {
        let guards = try SettingsOptions.loadGuards(guardPaths)
        var app: AppDescription?
        if let appPath {
            switch AppDescription.load(path: appPath) {
            case .success(let loaded): app = loaded.app
            case .failure(let problem):
                ConsoleOutput.printError(problem.description)
                throw ExitCode(problem.exitCode)
            }
        }
        var worst = ScriptExitCode.success
        for file in files {
            let report = FileCheck.check(file, app: app, guards: guards)
            if let diagnostics = report.diagnostics { ConsoleOutput.printError(diagnostics) }
            try ConsoleOutput.emit(report.verdict + "\n")
            worst = FileCheck.worse(worst, report.exitCode)
        }
        if worst != ScriptExitCode.success { throw ExitCode(worst) }
    }
}

/// What a file is to `check`, and how it was told.
enum CheckedFileKind: String, Equatable {
    case app
    case guardFile = "guard"
    case script
    case lesson

    /// By extension; YAML (and a file of no known extension) by its
    /// top-level keys: whichever of the guard file's keys (`guard`, `rules`,
    /// `flags`, …) and the app file's (`app`, `root`, `screens`, …) it has
    /// more of — so a guard file that forgot `guard:` is still checked as a
    /// guard, and its loader says the key is missing. A YAML file with
    /// neither is checked as an app.
    static func of(path: String, text: String) -> CheckedFileKind {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        switch fileExtension {
        case "nss": return .script
        case "lesson": return .lesson
        case "yaml", "yml":
            let (guardKeys, appKeys) = keyCounts(topLevelKeys(text))
            return guardKeys > appKeys ? .guardFile : .app
        default:
            let (guardKeys, appKeys) = keyCounts(topLevelKeys(text))
            if guardKeys >= 2 && guardKeys > appKeys { return .guardFile }
            if appKeys >= 2 && appKeys > guardKeys { return .app }
            return .script
        }
    }

    /// How many of the keys only a guard file has, and only an app file has.
    static func keyCounts(_ keys: Set<String>) -> (guardKeys: Int, appKeys: Int) {
        let guardOnly = Set(GuardFileLoader.topKeys).subtracting(AppFileLoader.topKeys)
        let appOnly = Set(AppFileLoader.topKeys).subtracting(GuardFileLoader.topKeys)
        return (keys.intersection(guardOnly).count, keys.intersection(appOnly).count)
    }

    /// The keys of a YAML document's top-level block mapping: lines that
    /// start in column 1 with a plain word and a colon. A script's lines
    /// (`at 100ms tap "Inbox"`, `expect stack = …`) never look like that.
    static func topLevelKeys(_ text: String) -> Set<String> {
        var keys: Set<String> = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            guard let first = line.unicodeScalars.first, first.properties.isAlphabetic,
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = line[..<colon]
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { continue }
            let rest = line[line.index(after: colon)...]
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
            keys.insert(String(key))
        }
        return keys
    }
}

/// One file's outcome: the line for standard output, the diagnostics for
/// standard error, and its exit status.
struct FileCheckReport: Equatable {
    var kind: CheckedFileKind?
    /// `docs/apps/demo.yaml: ok (app "Mail", 9 screens)`.
    var verdict: String
    /// Errors and warnings, file:line:col, as the loaders word them.
    var diagnostics: String?
    var exitCode: Int32
}

enum FileCheck {
    /// Loads `path` as its kind's command would. `app` is `--app`'s (for
    /// scripts only: a lesson names its own); `guards` are `--guard`'s.
    static func check(_ path: String, app: AppDescription?, guards: [GuardDefinition]) -> FileCheckReport {
        let shown = TerminalText.visible(path)
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            let problem = ScriptFileProblem.load(error)
            return FileCheckReport(
                kind: nil, verdict: "\(shown): cannot be read", diagnostics: error.describe(as: "app, guard, script or lesson"),
                exitCode: problem.exitCode)
        }
        let kind = CheckedFileKind.of(path: path, text: source.text)
        func failed(_ count: Int, _ diagnostics: String, exitCode: Int32 = ScriptExitCode.dataError) -> FileCheckReport {
            FileCheckReport(
                kind: kind, verdict: "\(shown): \(count) problem\(count == 1 ? "" : "s") (\(kind.rawValue))",
                diagnostics: diagnostics, exitCode: exitCode)
        }
        func fine(_ what: String, warnings: [AppFileProblem]) -> FileCheckReport {
            let noted = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
            return FileCheckReport(
                kind: kind, verdict: "\(shown): ok (\(what)\(noted))",
                diagnostics: warnings.isEmpty ? nil : AppFileProblems(warnings).description, exitCode: ScriptExitCode.success)
        }
        let loadGuard = { (file: String) in GuardDefinition.loadWithWarnings(path: Script.resolve(file, besideScript: path)) }

        switch kind {
        case .app:
            switch AppFileLoader.load(source.text, file: path) {
            case .success(let loaded):
                let screens = loaded.app.screens.count
                return fine(
                    "app \"\(TerminalText.visible(loaded.app.name))\", \(screens) screen\(screens == 1 ? "" : "s")",
                    warnings: loaded.warnings)
            case .failure(let problems):
                return failed(problems.errors.count, problems.description)
            }
        case .guardFile:
            // By path, so the guards its `include:` names are loaded and checked too.
            switch GuardDefinition.loadWithWarnings(path: path) {
            case .success(let loaded):
                let rules = loaded.definition.rules.count
                let included = loaded.definition.stackMembers.count - 1
                return fine(
                    "guard `\(loaded.definition.name)`, \(rules) rule\(rules == 1 ? "" : "s")"
                        + (included > 0 ? ", \(included) included guard\(included == 1 ? "" : "s")" : ""),
                    warnings: loaded.warnings)
            case .failure(.invalid(let problems)):
                return failed(problems.errors.count, problems.description)
            case .failure(let problem):
                return failed(1, problem.description)
            }
        case .script:
            var scriptApp = app ?? .demo
            if app == nil, let appFile = LoadedLesson.appLine(in: source.text, file: path) {
                switch AppDescription.load(path: Script.resolve(appFile, besideScript: path)) {
                case .success(let loaded): scriptApp = loaded.app
                case .failure(let problem):
                    let words = "the script's app \(TerminalText.visible(appFile)) does not load:\n\(problem.description)"
                    return failed(1, words, exitCode: problem.exitCode)
                }
            }
            switch Script.parse(source.text, file: path, app: scriptApp, guards: guards, loadGuard: loadGuard) {
            case .success(let loaded):
                let statements = loaded.script.statements.count
                return fine("script, \(statements) statement\(statements == 1 ? "" : "s")", warnings: loaded.warnings)
            case .failure(let problem):
                return failed(count(problem), problem.description, exitCode: problem.exitCode)
            }
        case .lesson:
            let loaded = LoadedLesson.load(
                source.text, file: path, guards: guards,
                loadApp: { AppDescription.load(path: Script.resolve($0, besideScript: path)).map(\.app) },
                loadGuard: loadGuard)
            switch loaded {
            case .success(let lesson):
                return fine("lesson \"\(TerminalText.visible(lesson.title))\"", warnings: [])
            case .failure(let problem):
                let problems = if case .lesson(let scriptProblem) = problem { count(scriptProblem) } else { 1 }
                return failed(problems, problem.description, exitCode: problem.exitCode)
            }
        }
    }

    private static func count(_ problem: ScriptFileProblem) -> Int {
        if case .parse(let errors) = problem { return errors.errors.count }
        return 1
    }

    /// A data error outranks a file that cannot be read: the files that
    /// could be read are what the author has to fix.
    static func worse(_ a: Int32, _ b: Int32) -> Int32 {
        let rank: (Int32) -> Int = { code in
            switch code {
            case ScriptExitCode.success: 0
            case ScriptExitCode.dataError: 2
            default: 1
            }
        }
        return rank(b) > rank(a) ? b : a
    }
}
