import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// Screenshots — `run --screenshot` and the sandbox's `C` — the screen as
/// SVG and as plain text beside it, for slides and docs. Existing files are
/// never replaced.
enum Screenshot {
    static let width = 100
    static let height = 32

    /// `run --screenshot`: the sandbox's screen for the run's last world.
    static func write(_ world: World, to svgPath: String, title: String) throws {
        let model = AppModel(world: world, ui: UIState(width: width, height: height))
        if let problem = write(Screen.render(model), to: svgPath, title: title) {
            ConsoleOutput.printError("navsandbox: \(problem)")
            throw ExitCode(ScriptExitCode.cannotCreate)
        }
    }

    /// Writes F.svg and F.txt; the problem, if any, in words.
    static func write(_ grid: CellGrid, to svgPath: String, title: String) -> String? {
        let textPath = String(svgPath.dropLast(4)) + ".txt"
        for path in [svgPath, textPath] where FileManager.default.fileExists(atPath: path) {
            return "\(TerminalText.visible(path)) exists; not replaced (remove it or choose another name)"
        }
        let files = [(svgPath, SVGExport.svg(grid, title: "NavSandbox — \(title)")), (textPath, grid.text + "\n")]
        for (path, text) in files where !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
            return "cannot write \(TerminalText.visible(path))"
        }
        return nil
    }

    /// The sandbox's `C`: navsandbox-<virtual ms>.svg in the current
    /// directory, numbered when that name is taken.
    static func sandboxWriter(_ grid: CellGrid, _ world: World) -> Result<String, AppLoop.ScreenshotFailure> {
        let base = "navsandbox-\(world.now)ms"
        var name = base + ".svg"
        var number = 2
        while FileManager.default.fileExists(atPath: name) || FileManager.default.fileExists(atPath: String(name.dropLast(4)) + ".txt") {
            name = "\(base)-\(number).svg"
            number += 1
        }
        if let problem = write(grid, to: name, title: "\(world.stackTitles.joined(separator: " › ")) at \(world.now) ms") {
            return .failure(AppLoop.ScreenshotFailure(problem))
        }
        return .success(String(name.dropLast(4)) + ".svg/.txt")
    }
}
