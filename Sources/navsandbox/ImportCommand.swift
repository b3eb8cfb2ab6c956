import ArgumentParser
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

/// `navsandbox import FILE`: an app file from something an iOS engineer
/// already has — a storyboard or a view dump. The kind of file is told by
/// its content (then its extension), so one command takes each kind an
/// importer exists for.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make an app file from a storyboard or from a real screen's view dump (recursiveDescription).",
        discussion: """
            A storyboard (.storyboard, Xcode's XML) becomes one screen per scene, with segues and \
            IBActions as actions on the controls that trigger them; --root names the scene to start \
            on. A view dump is the text lldb prints for `po [[UIWindow keyWindow] recursiveDescription]` \
            or `po view.recursiveDescription()`, optionally followed by `_printHierarchy`'s: the app has \
            one screen with every view's class, frame, hidden, alpha, userInteractionEnabled and \
            clipsToBounds, so LAST TAP walks the real hierarchy; --root names the address of the view \
            whose subtree becomes the screen. What cannot be translated is printed as warnings \
            (docs/import.md). Exit status: 0 written, 64 bad option, 65 the file is not something this \
            imports or has errors (file:line:col), 66 missing or unreadable, 73 the output cannot be \
            created (it exists: pass --force), 74 writing it failed.
            """
    )

    @Argument(
        help: ArgumentHelp("The file to import: a storyboard or a view dump.", valueName: "file"),
        completion: .file(extensions: ["storyboard", "txt"]))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the app file (`-` for standard output).", valueName: "app.yaml"))
    var output = "-"

    @ArgumentParser.Flag(name: .long, help: "Let -o replace an existing file (otherwise it is refused).")
    var force = false

    @Option(
        help: ArgumentHelp(
            "Where to start: a storyboard's scene (its class, screen name, storyboard ID or object ID) instead of the initial view controller; a view dump's view, by address (`0x7f8e4c40b2e0`).",
            valueName: "root"))
    var root: String?

    /// What a file to import is: by content first, then by extension.
    enum Source: Equatable {
        case storyboard
        case viewDump
        case unknown

        static func of(_ text: String, path: String) -> Source {
            if StoryboardImporter.recognizes(text) || path.hasSuffix(".storyboard") { return .storyboard }
            return ViewDumpImporter.looksLikeViewDump(text) ? .viewDump : .unknown
        }
    }

    func run() throws {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: file)
        } catch {
            ConsoleOutput.printError(error.describe(as: "file to import"))
            // 65 for text that is not UTF-8 or too large, 66 for no file.
            throw ExitCode(ScriptFileProblem.load(error).exitCode)
        }
        switch Source.of(source.text, path: file) {
        case .storyboard:
            try importStoryboard(source.text)
        case .viewDump:
            try importViewDump(source.text)
        case .unknown:
            ConsoleOutput.printError(
                "\(TerminalText.visible(file)):1:1: error: not a format navsandbox imports; expected an Xcode storyboard "
                    + "(.storyboard) or a view dump (a line such as `<UIView: 0x7f8e4c40b2e0; frame = (0 0; 390 844); …>`: "
                    + "paste what lldb prints for `po view.recursiveDescription()`)")
            throw ExitCode(ScriptExitCode.dataError)
        }
    }

    private func importStoryboard(_ text: String) throws {
        let imported: ImportedAppFile
        switch StoryboardImporter.importStoryboard(text, file: file, root: root) {
        case .success(let value): imported = value
        case .failure(let problems):
            ConsoleOutput.printError(problems.description)
            throw ExitCode(ScriptExitCode.dataError)
        }
        if !imported.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(imported.warnings).description) }
        let warnings = imported.warnings.count
        try write(
            imported.yaml, role: "the file being imported",
            done: "run it with: navsandbox --app \(TerminalText.visible(output))"
                + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"): not everything was translated)" : ""),
            toStandardOutput: "imported \(TerminalText.visible(file))")
    }

    private func importViewDump(_ text: String) throws {
        let appFile = output == "-" ? "the imported app" : output
        let imported: ViewDumpImporter.Imported
        switch ViewDumpImporter.importDump(text, file: file, root: root, appFile: appFile) {
        case .success(let result): imported = result
        case .failure(let problems):
            ConsoleOutput.printError(problems.description)
            throw ExitCode(ScriptExitCode.dataError)
        }
        if !imported.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(imported.warnings).description) }
        let summary =
            "\(imported.viewCount) views (\(imported.controlCount) controls) from \(TerminalText.visible(imported.root))"
        try write(imported.yaml, role: "the dump being imported", done: summary, toStandardOutput: "imported \(summary)")
    }

    /// The app file to standard output (`-`, with `toStandardOutput` said
    /// on standard error) or to `-o` (then `done` after "wrote"), never
    /// replacing a file without --force nor the input. Standard output is
    /// the terminal's edge, which makes controls visible in its own
    /// (Swift's, `\u{202E}`) spelling; the importers write none raw
    /// (YAMLString), so it passes the file through unchanged and both ways
    /// write the same bytes.
    private func write(_ yaml: String, role: String, done: String, toStandardOutput: String) throws {
        if output == "-" {
            try ConsoleOutput.emit(yaml)
            ConsoleOutput.printError(toStandardOutput)
            return
        }
        let inputs = [OutputFileOpening.Input(file, role: role)]
        if let failure = TraceCommand.write(yaml, to: output, replacing: force, inputs: inputs) {
            let verb = if case .writeFailed = failure { "cannot write the app file" } else { "cannot create the app file" }
            ConsoleOutput.printError("\(TerminalText.visible(output)): error: \(verb): \(failure)")
            throw ExitCode(failure.exitStatus)
        }
        try ConsoleOutput.emit("wrote \(TerminalText.visible(output)); \(done)\n")
    }
}
