import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal
import NavSandboxUI

/// Screenshots — `run --screenshot` and the sandbox's `C` — the screen as
/// SVG and as plain text beside it, for slides and docs. Existing files are
/// never replaced.
enum Screenshot {
    static let width = 100
    static let height = 32

    /// `run --screenshot`: the sandbox's screen for the run's last world.
    /// Never written onto `inputs` (the script, the app), nor over any file.
    static func write(_ world: World, to svgPath: String, title: String, inputs: [OutputFileOpening.Input]) throws {
        let model = AppModel(world: world, ui: UIState(width: width, height: height))
        if let problem = write(Screen.render(model), to: svgPath, title: title, inputs: inputs) {
            ConsoleOutput.printError("navsandbox: \(problem)")
            throw ExitCode(problem.failure.exitStatus)
        }
    }

    /// Writes F.svg and F.txt, both or neither; the problem, if any.
    static func write(
        _ grid: CellGrid, to svgPath: String, title: String, inputs: [OutputFileOpening.Input] = []
    ) -> OutputFileOpening.Problem? {
        let textPath = String(svgPath.dropLast(4)) + ".txt"
        let files = [(svgPath, SVGExport.svg(grid, title: "NavSandbox — \(title)")), (textPath, grid.text + "\n")]
        return OutputFileOpening.create(files.map { (path: $0, contents: Array($1.utf8)) }, inputs: inputs)
    }

    /// The sandbox's `C`: navsandbox-<virtual ms>.svg in the current
    /// directory, numbered when that name is taken.
    static func sandboxWriter(_ grid: CellGrid, _ world: World) -> Result<String, AppLoop.ScreenshotFailure> {
        let title = "\(world.stackTitles.joined(separator: " › ")) at \(world.now) ms"
        switch OutputFileOpening.createNumbered(stem: "navsandbox-\(world.now)ms", { write(grid, to: $0 + ".svg", title: title) }) {
        case .success(let stem): return .success(stem + ".svg/.txt")
        case .failure(let problem): return .failure(AppLoop.ScreenshotFailure("cannot save the screenshot: \(problem)"))
        }
    }
}
