import ArgumentParser

@main
struct NavSandboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsandbox",
        abstract: "Reproduce the races between taps and UIKit's animated transitions.",
        subcommands: [
            InteractiveCommand.self, RunCommand.self, CompareCommand.self, TraceCommand.self, ListCommand.self,
            TerminalCheckCommand.self,
        ],
        // `swift run navsandbox` with no subcommand opens the sandbox.
        defaultSubcommand: InteractiveCommand.self
    )
}
