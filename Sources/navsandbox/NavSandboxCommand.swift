import ArgumentParser
import Foundation
import NavSandboxScript

@main
struct NavSandboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsandbox",
        abstract: "Reproduce the races between taps and UIKit's animated transitions.",
        version: NavSandboxVersion.current,
        subcommands: [
            InteractiveCommand.self, RunCommand.self, CompareCommand.self, ExploreCommand.self, TraceCommand.self,
            CheckCommand.self, ListCommand.self, ImportCommand.self,
            KeysCommand.self,
            LearnCommand.self,
            TerminalCheckCommand.self,
        ],
        // `swift run navsandbox` with no subcommand opens the sandbox.
        defaultSubcommand: InteractiveCommand.self
    )

    /// A bare `navsandbox` — how the sandbox is opened almost every time —
    /// runs the sandbox with its defaults without the argument parser, whose
    /// runtime reflection is most of the time a Swift program needs before
    /// its first frame (docs/performance.md). Anything else is parsed.
    static func main() {
        do {
            if CommandLine.arguments.count == 1 {
                try SandboxSession.defaults.run()
            } else {
                var command = try parseAsRoot(nil)
                try command.run()
            }
        } catch {
            exitPrinting(error)
        }
    }

    /// The argument parser's own way out, but printed through ConsoleOutput:
    /// its messages quote the arguments (`Unexpected argument '…'`), and an
    /// argument pasted from a shared script may hold an escape sequence.
    static func exitPrinting(_ error: Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if !message.isEmpty {
            if code == .success {
                // Help or the version into a full disk is not a success.
                do {
                    try ConsoleOutput.emit(message + "\n")
                } catch {
                    Foundation.exit(ScriptExitCode.ioError)
                }
            } else {
                ConsoleOutput.printError(message)
            }
        }
        Foundation.exit(code.rawValue)
    }
}
