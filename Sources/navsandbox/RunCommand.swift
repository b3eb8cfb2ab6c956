import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario script and check its expectations.",
        discussion: """
            Prints the event log, the final state and each expectation's verdict (or, with --json, \
            one JSON object). --screenshot draws the sandbox's screen at the end of the run, as SVG \
            and as plain text beside it. Exit status: 0 every expectation held, 1 one failed, 64 bad \
            option, 65 script error, 66 missing or unreadable file, 73 screenshot not created (a \
            file is there), 74 writing it failed.
            """
    )

    @Argument(
        help: "The script file (.nss), or a bundled scenario's name (navsandbox list examples).",
        completion: CompletionCandidates.namesAndFiles(.script, extensions: ["nss"]),
        transform: { try ExampleNames.resolve($0, as: .script) })
    var file: String

    @OptionGroup var settings: SettingsOptions

    @ArgumentParser.Flag(help: "Print the result as one JSON object.")
    var json = false

    @ArgumentParser.Flag(help: "Never colour the output.")
    var noColor = false

    @Option(help: ArgumentHelp("Draw the final screen (100×32) as FILE.svg and FILE.txt; never replaces a file.", valueName: "file.svg"))
    var screenshot: String?

    @Option(name: .long, help: ThemeOption.help)
    var theme: String?

    func validate() throws {
        try settings.refuseAll(in: "run")
        let appearance = try ThemeOption.parse(theme)
        if appearance != .dark, screenshot == nil {
            throw ValidationError("--theme only applies to run with --screenshot FILE.svg")
        }
        if let screenshot, !screenshot.hasSuffix(".svg") {
            throw ValidationError("--screenshot '\(screenshot)': expected a path ending in .svg (the text goes beside it as .txt)")
        }
    }

    func run() throws {
        let app = try settings.loadApp(forScript: file)
        let guards = try settings.loadGuards()
        let script = try settings.loadScript(file, app: app, guards: guards)
        let options = settings.runOptions(app: app, guards: guards)
        // With --json the log is written ahead, on a second thread, while
        // the run goes on (LogJSONPrewriter); the bytes are the same.
        let prewriter = json ? LogJSONPrewriter() : nil
        let result = ScriptRunner(options: options).run(script) { _, world in prewriter?.offer(world.log.entries) }
        if let screenshot {
            let inputs = settings.inputs(script: file, role: "the script being run")
            try Screenshot.write(
                result.world, to: screenshot, title: file, inputs: inputs, appearance: try ThemeOption.parse(theme))
        }
        if json {
            try ConsoleOutput.emit { RunReport.writeJSON(result, into: &$0, prewritten: prewriter) }
        } else {
            let colour = ConsoleOutput.colour(noColor: noColor)
            try ConsoleOutput.emit { RunReport.write(result, colour: colour, into: &$0) }
        }
        if let error = result.error, json { ConsoleOutput.printError(error.description) }
        let status =
            result.error != nil
            ? ExitCode(ScriptExitCode.dataError) : result.succeeded ? ExitCode.success : ExitCode(ScriptExitCode.expectationFailed)
        // The process ends here, with the run and the script still alive:
        // freeing a long run's world and log a node at a time (37 M
        // instructions for 10,000 lines, a tenth of writing its JSON) is
        // work the system does at once when the process exits.
        withExtendedLifetime((script, result)) { Self.exit(withError: status == .success ? nil : status) }
    }
}
