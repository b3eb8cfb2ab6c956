import ArgumentParser
import NavSandboxScript

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario script and check its expectations.",
        discussion: """
            Prints the event log, the final state and each expectation's verdict (or, with --json, \
            one JSON object). Exit status: 0 every expectation held, 1 one failed, 64 bad option, \
            65 script error, 66 missing or unreadable file.
            """
    )

    @Argument(help: "The script file (.nss).")
    var file: String

    @OptionGroup var settings: SettingsOptions

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @Flag(help: "Never colour the output.")
    var noColor = false

    func validate() throws {
        try settings.refuseAll(in: "run")
    }

    func run() throws {
        let app = try settings.loadApp()
        let script = try ScriptFiles.load(file, app: app)
        let result = ScriptRunner(options: settings.runOptions(app: app)).run(script)
        if json {
            try ConsoleOutput.emit(RunReport.json(result).pretty)
        } else {
            try ConsoleOutput.emit(RunReport.text(result, style: ConsoleOutput.style(noColor: noColor)))
        }
        if let error = result.error {
            if json { ConsoleOutput.printError(error.description) }
            throw ExitCode(ScriptExitCode.dataError)
        }
        if !result.succeeded { throw ExitCode(ScriptExitCode.expectationFailed) }
    }
}
