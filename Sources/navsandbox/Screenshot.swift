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
    static func write(
        _ world: World, to svgPath: String, title: String, inputs: [OutputFileOpening.Input], appearance: ThemeAppearance = .dark
    ) throws {
        let model = AppModel(world: world, ui: UIState(width: width, height: height))
        let grid = Screen.render(model, theme: Theme(usesColor: true, unicode: true, appearance: appearance))
        if let problem = write(grid, to: svgPath, title: title, inputs: inputs, appearance: appearance) {
            ConsoleOutput.printError("navsandbox: \(problem)")
            throw ExitCode(problem.failure.exitStatus)
        }
    }

    /// Writes F.svg and F.txt, both or neither; the problem, if any.
    static func write(
        _ grid: CellGrid, to svgPath: String, title: String, inputs: [OutputFileOpening.Input] = [],
        appearance: ThemeAppearance = .dark
    ) -> OutputFileOpening.Problem? {
        let textPath = String(svgPath.dropLast(4)) + ".txt"
        let svg = SVGExport.svg(grid, title: "NavSandbox — \(title)", appearance: appearance)
        let files = [(svgPath, svg), (textPath, grid.text + "\n")]
        return OutputFileOpening.create(files.map { (path: $0, contents: Array($1.utf8)) }, inputs: inputs)
    }

    /// The sandbox's `C`: navsandbox-<virtual ms>.svg in the current
    /// directory, numbered when that name is taken.
    static func sandboxWriter(
        _ grid: CellGrid, _ world: World, appearance: ThemeAppearance = .dark
    ) -> Result<String, AppLoop.ScreenshotFailure> {
        let title = "\(world.stackTitles.joined(separator: " › ")) at \(world.now) ms"
        let write = { (stem: String) in Self.write(grid, to: stem + ".svg", title: title, appearance: appearance) }
        switch OutputFileOpening.createNumbered(stem: "navsandbox-\(world.now)ms", write) {
        case .success(let stem): return .success(stem + ".svg/.txt")
        case .failure(let problem): return .failure(AppLoop.ScreenshotFailure("cannot save the screenshot: \(problem)"))
        }
    }
}
