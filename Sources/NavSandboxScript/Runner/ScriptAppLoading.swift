import NavSandboxApps
import NavSandboxCore

/// A script file parsed for the app its `app "FILE"` line names.
public struct ScriptOnItsApp: Sendable {
    public var script: Script
    /// The app the line names, or the demo when the script names none.
    public var app: AppDescription
}

extension Script {
    /// Reads a script and the app file its `app` line names (resolved beside
    /// the script, as `navsandbox run FILE` does), and parses the script with
    /// that app's labels: for code that runs many scripts, each on its own
    /// app (the scenarios table, the tests). Without an `app` line it is
    /// `load(path:)` on the demo.
    public static func loadOnItsApp(path: String) -> Result<ScriptOnItsApp, ScriptFileProblem> {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: path)
        } catch {
            return .failure(.load(error))
        }
        var app = AppDescription.demo
        if let file = LoadedLesson.appLine(in: source.text, file: path) {
            switch AppDescription.load(path: resolve(file, besideScript: path)) {
            case .success(let loaded): app = loaded.app
            case .failure(let problem): return .failure(.appFile(file, problem))
            }
        }
        return ScriptParser.parse(source, vocabulary: .navSandbox(for: app))
            .map { ScriptOnItsApp(script: $0, app: app) }
            .mapError(ScriptFileProblem.parse)
    }
}
