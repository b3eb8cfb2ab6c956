import ArgumentParser
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Translate an app's interface from another format into an app file the sandbox runs.",
        discussion: """
            Storyboards (.storyboard, Xcode's XML) become one screen per scene, with segues and \
            IBActions as actions on the controls that trigger them (docs/import.md). What cannot be \
            translated is printed as warnings and written into the app file as comments. Exit \
            status: 0 written, 64 bad option, 65 the input is not something this imports, 66 missing \
            or unreadable file, 73 the output cannot be created (it exists: --force), 74 writing failed.
            """
    )

    @Argument(help: ArgumentHelp("The file to import: a storyboard.", valueName: "Main.storyboard"))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the app file (`-` for standard output).", valueName: "app.yaml"))
    var output: String

    @ArgumentParser.Flag(name: .long, help: "Let -o replace an existing file (otherwise it is refused).")
    var force = false

    @Option(
        help: ArgumentHelp(
            "The scene to start on, instead of the initial view controller: its class, screen name, storyboard ID or object ID.",
            valueName: "scene"))
    var root: String?

    /// The importers, asked in order; each recognizes its files by content
    /// first, then by extension.
    enum Format {
        case storyboard

        static func of(_ text: String, path: String) -> Format? {
            if StoryboardImporter.recognizes(text) || path.hasSuffix(".storyboard") { return .storyboard }
            return nil
        }
    }

    func run() throws {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: file)
        } catch {
            ConsoleOutput.printError(error.describe(as: "storyboard"))
            // 65 for text that is not UTF-8 or too large, 66 for no file.
            throw ExitCode(AppLoadProblem.load(error).exitCode)
        }
        let result: Result<ImportedAppFile, AppFileProblems>
        switch Format.of(source.text, path: file) {
        case .storyboard:
            result = StoryboardImporter.importStoryboard(source.text, file: file, root: root)
        case nil:
            ConsoleOutput.printError(
                "\(TerminalText.visible(file)):1:1: error: not a format navsandbox imports; expected an Xcode storyboard (.storyboard)")
            throw ExitCode(ScriptExitCode.dataError)
        }
        let imported: ImportedAppFile
        switch result {
        case .success(let value): imported = value
        case .failure(let problems):
            ConsoleOutput.printError(problems.description)
            throw ExitCode(ScriptExitCode.dataError)
        }
        if !imported.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(imported.warnings).description) }
        if output == "-" {
            try ConsoleOutput.emit(imported.yaml)
            return
        }
        let inputs = [OutputFileOpening.Input(file, role: "the file being imported")]
        if let failure = TraceCommand.write(imported.yaml, to: output, replacing: force, inputs: inputs) {
            let verb = if case .writeFailed = failure { "cannot write the app file" } else { "cannot create the app file" }
            ConsoleOutput.printError("\(TerminalText.visible(output)): error: \(verb): \(failure)")
            throw ExitCode(failure.exitStatus)
        }
        let warnings = imported.warnings.count
        try ConsoleOutput.emit(
            "wrote \(TerminalText.visible(output)); run it with: navsandbox --app \(TerminalText.visible(output))"
                + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"): not everything was translated)" : "")
                + "\n")
    }
}
