import ArgumentParser
import Foundation
import NavSandboxScript

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run a scenario script under every guard strategy and compare the outcomes.",
        discussion: """
            One row per strategy: the final stack, the crash (or frozen UI), the violations, the taps \
            handled / dropped / queued, and how many of the script's expectations held (they are \
            usually written for one strategy). The script's own `strategy` line is ignored. \
            Each guard file (--guard, the script's `guard` lines) is one more row, and so is a stack: \
            --strategy a+b (or --strategy a --strategy b), several --guard files, a script's `guard` lines. \
            Exit status: 0, or 64 bad option, 65 script error, 66 missing or unreadable file.
            """
    )

    @Argument(
        help: "The script file (.nss), or a bundled scenario's name (navsandbox list examples).",
        completion: CompletionCandidates.namesAndFiles(.script, extensions: ["nss"]),
        transform: { try ExampleNames.resolve($0, as: .script) })
    var file: String

    @OptionGroup var settings: SettingsOptions

    @Flag(help: "Print the comparison as JSON.")
    var json = false

    @Flag(help: "Print the comparison as a Markdown table.")
    var markdown = false

    @Flag(help: "Never colour the output.")
    var noColor = false

    @Option(help: "Threads that run the strategies' rows; the table is the same for any value.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if json && markdown { throw ValidationError("--json and --markdown cannot be combined") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs): expected 1 to 64") }
        try settings.refuseAll(in: "compare")
    }

    func run() throws {
        let app = try settings.loadApp(forScript: file)
        let guards = try settings.loadGuards()
        let script = try settings.loadScript(file, app: app, guards: guards)
        let comparison = StrategyComparison.run(script, options: settings.runOptions(app: app, guards: guards), jobs: jobs)
        if json {
            try ConsoleOutput.emit(json: comparison.json())
        } else if markdown {
            try ConsoleOutput.emit(comparison.markdown())
        } else {
            try ConsoleOutput.emit(comparison.text(), colour: ConsoleOutput.colour(noColor: noColor))
        }
    }
}
