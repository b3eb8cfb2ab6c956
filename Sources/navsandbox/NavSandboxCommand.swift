import ArgumentParser

@main
struct NavSandboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsandbox",
        abstract: "Reproduce the races between taps and UIKit's animated transitions.",
        subcommands: [RunCommand.self, CompareCommand.self, TraceCommand.self, ListCommand.self, TerminalCheckCommand.self]
    )

    func run() throws {
        print("navsandbox")
    }
}
