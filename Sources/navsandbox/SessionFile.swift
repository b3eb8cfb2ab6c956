import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// The sandbox's `F`: the session as `navsandbox-session-<virtual ms>ms.nss`
/// in the current directory, numbered when that name is taken — never
/// replacing a file.
enum SessionFile {
    static func write(_ session: SavedSession, appFile: String?) -> Result<String, AppLoop.ScreenshotFailure> {
        let text = SessionScript.text(launch: session.launch, inputs: session.inputs, final: session.world, appFile: appFile)
        let base = "navsandbox-session-\(session.world.now)ms"
        var name = base + ".nss"
        var number = 2
        while FileManager.default.fileExists(atPath: name) {
            name = "\(base)-\(number).nss"
            number += 1
        }
        guard FileManager.default.createFile(atPath: name, contents: Data(text.utf8)) else {
            return .failure(AppLoop.ScreenshotFailure("cannot write \(TerminalText.visible(name)) in the current directory"))
        }
        return .success(name)
    }
}
