import ArgumentParser
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

/// `navsandbox import FILE`: an app file from something an iOS engineer
/// already has. The kind of file is told by its content, so one command
/// takes each kind an importer exists for.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make an app file from a real screen's view dump (recursiveDescription).",
        discussion: """
            FILE is the text lldb prints for `po [[UIWindow keyWindow] recursiveDescription]` or \
            `po view.recursiveDescription()` (Swift: `po view.value(forKey: "recursiveDescription")!`), \
            optionally followed by `_printHierarchy`'s: the app has one screen with every view's class, \
            frame, hidden, alpha, userInteractionEnabled and clipsToBounds, so LAST TAP walks the real \
            hierarchy. The screen is the view --root names, else the on-screen controller's view \
            `_printHierarchy` names, else the dump's first view. docs/import.md says what a dump cannot \
            tell (targets, most button titles). Exit status: 0 written, 64 bad option, 65 the file is \
            not a dump or has errors (file:line:col), 66 missing or unreadable, 73 the output cannot be \
            created (it exists: pass --force), 74 writing it failed.
            """
    )

    @Argument(help: ArgumentHelp("The dump: a text file of recursiveDescription's output.", valueName: "file"))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the app file (`-` for standard output).", valueName: "app.yaml"))
    var output = "-"

    @ArgumentParser.Flag(name: .long, help: "Let -o replace an existing file (otherwise it is refused).")
    var force = false

    @Option(
        name: .long,
        help: ArgumentHelp("The address of the view whose subtree becomes the screen (`0x7f8e4c40b2e0`).", valueName: "address"))
    var root: String?

    /// What a file to import is, by its first characters.
    enum Source: Equatable {
        case storyboard
        case viewDump
        case unknown

        static func of(_ text: String) -> Source {
            let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if start.hasPrefix("<?xml") || start.hasPrefix("<document") { return .storyboard }
            return ViewDumpImporter.looksLikeViewDump(text) ? .viewDump : .unknown
        }
    }

    func run() throws {
        let source: ScriptSource
        do {
            source = try ScriptSource.load(path: file)
        } catch {
            ConsoleOutput.printError(error.describe(as: "view dump"))
            throw ExitCode(ScriptFileProblem.load(error).exitCode)
        }
        let shown = TerminalText.visible(file)
        switch Source.of(source.text) {
        case .storyboard:
            ConsoleOutput.printError(
                "\(shown): error: this is a storyboard; this build imports view dumps only (the text of `po view.recursiveDescription()`)")
            throw ExitCode(ScriptExitCode.dataError)
        case .unknown:
            ConsoleOutput.printError(
                "\(shown):1:1: error: not a view dump: no line such as `<UIView: 0x7f8e4c40b2e0; frame = (0 0; 390 844); …>`; "
                    + "paste what lldb prints for `po view.recursiveDescription()`")
            throw ExitCode(ScriptExitCode.dataError)
        case .viewDump:
            try importViewDump(source.text)
        }
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
        if output == "-" {
            try ConsoleOutput.emit(imported.yaml)
            ConsoleOutput.printError("imported \(summary)")
            return
        }
        let inputs = [OutputFileOpening.Input(file, role: "the dump being imported")]
        if let failure = TraceCommand.write(imported.yaml, to: output, replacing: force, inputs: inputs) {
            let verb = if case .writeFailed = failure { "cannot write the app file" } else { "cannot create the app file" }
            ConsoleOutput.printError("\(TerminalText.visible(output)): error: \(verb): \(failure)")
            throw ExitCode(failure.exitStatus)
        }
        try ConsoleOutput.emit("wrote \(TerminalText.visible(output)): \(summary)\n")
    }
}
