import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// The command palette's scripts, apps and guard files: found at launch beside the user
/// (the current directory, its docs/scenarios and docs/apps, and the folders
/// of `--script` and `--app`), and opened when chosen — a script plays live
/// on the app in use, an app relaunches the sandbox on it.
public final class SandboxOpener {
    /// The app scripts run on: the launch's, then the last one opened.
    private var app: AppDescription
    private var scriptOptions: ScriptRunOptions
    private let launch: Configuration
    /// The app file in use, for a saved session's header (nil: the demo).
    public private(set) var appPath: String?

    /// Enough for any folder a person keeps scripts in; the palette is a list.
    public static let maximumEntries = 300

    public init(app: AppDescription, appPath: String?, scriptOptions: ScriptRunOptions, launch: Configuration) {
        self.app = app
        self.appPath = appPath
        self.scriptOptions = scriptOptions
        self.launch = launch
    }

    public func open(_ openable: Openable) -> Result<OpenedSession, AppLoop.ScreenshotFailure> {
        switch openable.kind {
        case .script:
            // A script beside an app of its name (docs/apps/hit-testing.nss
            // and .yaml) is that app's: it runs on it.
            var app = self.app
            let base = openable.path.hasSuffix(".nss") ? String(openable.path.dropLast(4)) : openable.path
            for sibling in [base + ".yaml", base + ".yml"] where FileManager.default.fileExists(atPath: sibling) {
                if case .success(let loaded) = AppDescription.load(path: sibling) { app = loaded.app }
                break
            }
            // Its `guard` lines load with it, beside it.
            switch Script.load(path: openable.path, app: app, guards: scriptOptions.guardFiles) {
            case .success(let loaded):
                var options = scriptOptions
                options.app = app
                let playback = ScriptPlayback(script: loaded.script, options: options)
                return .success(OpenedSession(world: playback.initialWorld, playback: playback))
            case .failure(let problem):
                return .failure(Self.oneLine("\(openable.name) does not load", problem.description))
            }
        case .app:
            switch AppDescription.load(path: openable.path) {
            case .success(let loaded):
                app = loaded.app
                appPath = openable.path
                var configuration = launch
                configuration.app = loaded.app
                return .success(OpenedSession(world: World(configuration: configuration), playback: nil))
            case .failure(let problem):
                return .failure(Self.oneLine("\(openable.name) does not load", problem.description))
            }
        case .guard:
            // The loop loads guards with `loadGuard`: they join the world
            // in force rather than replace it.
            return .failure(AppLoop.ScreenshotFailure("\(openable.name) is a guard file: load it from the palette"))
        }
    }

    /// Reads a guard file for the palette: the guard, and the watch that
    /// reloads it when it is saved again. One that does not load gives its
    /// first problem (file:line:col), escaped, for the status line.
    public static func loadGuard(path: String) -> Result<(definition: GuardDefinition, watch: GuardWatch), AppLoop.ScreenshotFailure> {
        switch GuardDefinition.load(path: path) {
        case .success(let definition):
            let watch = GuardWatch(
                name: definition.name, signature: { GuardFileSignature.of(path) },
                load: { GuardDefinition.load(path: path).mapError { GuardWatch.Problem($0.description) } })
            return .success((definition, watch))
        case .failure(let problem):
            return .failure(oneLine("guard not loaded", problem.description))
        }
    }

    /// A YAML file is a guard file when a line of its head starts `guard:`
    /// (the key every guard file has at the top and no app file has).
    static func isGuardFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4_096), as: UTF8.self)
        return head.split(separator: "\n").contains { $0.hasPrefix("guard:") }
    }

    /// The header has one line: the first line of the diagnostic, escaped.
    public static func oneLine(_ what: String, _ description: String) -> AppLoop.ScreenshotFailure {
        let first = description.split(separator: "\n").first.map(String.init) ?? description
        return AppLoop.ScreenshotFailure("\(TerminalText.visible(what)): \(TerminalText.visible(first)) — run it with navsandbox run for all of it")
    }

    /// Scripts (`.nss`), apps and guard files (`.yaml`, `.yml`) in the folders a user is
    /// likely to keep them in, each once, scripts first, by name.
    public static func find(scriptPath: String?, appPath: String?) -> [Openable] {
        var folders = [".", "docs/scenarios", "docs/apps"]
        for path in [scriptPath, appPath].compactMap({ $0 }) {
            folders.append((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
        }
        var seen = Set<String>()
        var found: [Openable] = []
        let manager = FileManager.default
        for folder in folders {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            // Only the names that could be scripts or apps are sorted and
            // checked: a folder of thousands of files costs one pass.
            let candidates = names.filter { $0.hasSuffix(".nss") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            for name in candidates.sorted() {
                var kind: Openable.Kind
                if name.hasSuffix(".nss") {
                    kind = .script
                } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                    kind = .app
                } else {
                    continue
                }
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                let key = URL(fileURLWithPath: path).standardizedFileURL.path
                guard !seen.contains(key) else { continue }
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                seen.insert(key)
                if kind == .app, Self.isGuardFile(path) { kind = .guard }
                let shown = kind == .script ? String(name.dropLast(4)) : name
                found.append(Openable(kind: kind, name: TerminalText.visible(shown), path: path))
                if found.count >= maximumEntries { return found }
            }
        }
        return found.sorted { ($0.kind == .script ? 0 : 1, $0.name) < ($1.kind == .script ? 0 : 1, $1.name) }
    }
}
