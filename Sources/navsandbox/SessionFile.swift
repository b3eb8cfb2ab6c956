import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal
import NavSandboxUI

/// The sandbox's `F`: the session as `navsandbox-session-<virtual ms>ms.nss`
/// in the current directory, numbered when that name is taken — never
/// replacing a file.
enum SessionFile {
    static func write(_ session: SavedSession, appFile: String?, guardFiles: [String]) -> Result<String, AppLoop.ScreenshotFailure> {
        let text = SessionScript.text(
            launch: session.launch, inputs: session.inputs, final: session.world, appFile: appFile, guardFiles: guardFiles)
        let stem = "navsandbox-session-\(session.world.now)ms"
        switch OutputFileOpening.createNumbered(stem: stem, { OutputFileOpening.create([($0 + ".nss", Array(text.utf8))]) }) {
        case .success(let name): return .success(name + ".nss")
        case .failure(let problem): return .failure(AppLoop.ScreenshotFailure("cannot save the session: \(problem)"))
        }
    }
}
