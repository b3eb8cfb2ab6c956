import NavSandboxApps
import NavSandboxCore

/// A lesson ready to run: its statements and the app it runs on.
public struct LoadedLesson: Sendable {
    /// `hit-testing`: the file's name without folder or extension.
    public var name: String
    public var script: Script
    public var app: AppDescription
    /// The app file named by the lesson's `app` line, if any.
    public var appFile: String?
    /// Its first comment line.
    public var title: String

    public init(name: String, script: Script, app: AppDescription, appFile: String? = nil, title: String) {
        self.name = name
        self.script = script
        self.app = app
        self.appFile = appFile
        self.title = title
    }
}

/// Why a lesson did not load: its own file or its app's, with the same
/// file:line:col diagnostics as scripts and apps.
public enum LessonProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case lesson(ScriptFileProblem)
    case app(file: String, AppLoadProblem)

    public var description: String {
        switch self {
        case .lesson(let problem): problem.description
        case .app(let file, let problem): "the lesson's app \(TerminalText.visible(file)) does not load:\n\(problem.description)"
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .lesson(let problem): problem.exitCode
        case .app(_, let problem): problem.exitCode
        }
    }
}

extension LoadedLesson {
    /// Reads a lesson file; its `app` and `guard` lines are read relative
    /// to the lesson. `guards` (`learn --guard`) are names it may use too.
    public static func load(path: String, guards: [GuardDefinition] = []) -> Result<LoadedLesson, LessonProblem> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.lesson(.load(error)))
        }
        return load(
            source.text, file: path, guards: guards,
            loadApp: { AppDescription.load(path: Script.resolve($0, besideScript: path)).map(\.app) },
            loadGuard: { GuardDefinition.loadWithWarnings(path: Script.resolve($0, besideScript: path)) })
    }

    /// Parses lesson text; `loadApp` turns its `app` line into an app (a
    /// file beside it, or a bundled copy), `loadGuard` a `guard` line into
    /// a guard.
    public static func load(
        _ text: String, file: String, guards: [GuardDefinition] = [],
        loadApp: (String) -> Result<AppDescription, AppLoadProblem>,
        loadGuard: (String) -> Result<LoadedGuard, GuardLoadProblem> = { .failure(.load(.noSuchFile(path: $0))) }
    ) -> Result<LoadedLesson, LessonProblem> {
        var app = AppDescription.demo
        let appFile = appLine(in: text, file: file)
        if let appFile {
            switch loadApp(appFile) {
            case .success(let loaded): app = loaded
            case .failure(let problem): return .failure(.app(file: appFile, problem))
            }
        }
        switch Script.parse(text, file: file, app: app, guards: guards, lesson: true, loadGuard: loadGuard) {
        case .success(let loaded):
            return .success(
                LoadedLesson(
                    name: lessonName(file), script: loaded.script, app: app, appFile: appFile, title: title(of: text)))
        case .failure(let problem):
            return .failure(.lesson(problem))
        }
    }

    /// The app line's file, read before the rest: the app decides which
    /// labels and screens the other lines may name. A malformed app line is
    /// left for the full parse to report.
    public static func appLine(in text: String, file: String) -> String? {
        for line in ScriptParser.splitLines(text) {
            // Most lines are not it: a look at the bytes first.
            guard startsWithAppKeyword(line) else { continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("app ") || trimmed.hasPrefix("app\t") else { continue }
            let parsed = ScriptParser.parse(String(trimmed), file: file, vocabulary: .navSandbox, lesson: true)
            if case .success(let script) = parsed, case .app(let path)? = script.statements.first?.kind { return path }
            return nil
        }
        return nil
    }

    /// Whether the line's bytes, after spaces and tabs, start `app` then a
    /// space or a tab: true for every line `appLine` looks further at.
    static func startsWithAppKeyword(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            var i = 0
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            return bytes.count - i >= 4 && bytes[i] == 0x61 && bytes[i + 1] == 0x70 && bytes[i + 2] == 0x70
                && (bytes[i + 3] == 0x20 || bytes[i + 3] == 0x09)
        }
    }

    static func lessonName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".lesson") ? String(base.dropLast(7)) : base
    }
}

extension LoadedLesson {
    /// A built-in lesson by name; its app and guard files from the bundled
    /// copies.
    public static func bundled(named name: String, guards: [GuardDefinition] = []) -> Result<LoadedLesson, LessonProblem>? {
        guard let source = BundledLessons.lessons.first(where: { $0.name == name })?.source else { return nil }
        let file = "docs/lessons/\(name).lesson"
        return load(
            source, file: file, guards: guards,
            loadApp: { appFile in
                // The app's path in the repository, as the bundle keys it.
                let path = BundledExamples.normalized(Script.resolve(appFile, besideScript: file))
                let text = path == BundledApps.demoPath ? BundledApps.demoSource : path.flatMap { BundledLessons.apps[$0] }
                guard let path, let text else { return .failure(.load(.noSuchFile(path: appFile))) }
                return AppFileLoader.load(text, file: path).map(\.app).mapError(AppLoadProblem.invalid)
            },
            loadGuard: { guardFile in
                let key = guardFile.split(separator: "/").last.map(String.init) ?? guardFile
                guard let text = BundledLessons.guards[key] else { return .failure(.load(.noSuchFile(path: guardFile))) }
                return GuardFileLoader.loadWithWarnings(text, file: Script.resolve(guardFile, besideScript: file))
                    .mapError(GuardLoadProblem.invalid)
            })
    }

    /// The lesson's one-line title: its first comment line.
    public static func title(of source: String) -> String {
        for line in ScriptParser.splitLines(source) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else { continue }
            let text = trimmed.dropFirst().drop { $0 == " " }
            if !text.isEmpty { return String(text) }
        }
        return ""
    }
}
