import Foundation
import NavSandboxApps
import NavSandboxCore

/// docs/apps/sheet-settings.yaml, the system-sheet example: the app the
/// sheet races and tests run (the demo has cards only). Loaded once; a file
/// that stops loading fails every test that uses it, loudly.
public let sheetSettingsApp: AppDescription = {
    let path = packageRoot + "/docs/apps/sheet-settings.yaml"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    switch AppFileLoader.load(text, file: path) {
    case .success(let loaded): return loaded.app
    case .failure(let problems): preconditionFailure("docs/apps/sheet-settings.yaml does not load:\n\(problems)")
    }
}()

extension World {
    /// The sheet example launched under a strategy and profile.
    public static func sheetSettings(
        _ strategy: String = "none", _ profile: Profile = .ios17, guardFiles: [GuardDefinition] = []
    ) -> World {
        World(configuration: Configuration(app: sheetSettingsApp, profile: profile, strategy: strategy, guardFiles: guardFiles))
    }
}
