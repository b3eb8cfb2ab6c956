import ArgumentParser
import NavSandboxScript

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the strategies, profiles, toggles or failures, one line each."
    )

    @Argument(help: ArgumentHelp("What to list: \(Catalog.Topic.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "topic"))
    var topic: Catalog.Topic

    func run() throws {
        try ConsoleOutput.emit(Catalog.text(topic))
    }
}

extension Catalog.Topic: ExpressibleByArgument {}
