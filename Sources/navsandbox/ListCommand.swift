import ArgumentParser
import NavSandboxCore
import NavSandboxScript

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List the strategies, profiles, toggles, failures, UIKit rules, event kinds, guard hooks or the bundled examples, one line each."
    )

    @Argument(
        help: ArgumentHelp("What to list: \(ListTopic.names.joined(separator: ", ")).", valueName: "topic"),
        completion: .list(ListTopic.names),
        transform: ListTopic.parse)
    var topic: ListTopic

    func run() throws {
        switch topic {
        case .catalog(let catalog): try ConsoleOutput.emit(Catalog.text(catalog))
        case .examples: try ConsoleOutput.emit(BundledExamples.listing())
        }
    }
}

/// What `list` can print: a core catalog, or the examples shipped in the
/// binary (not a core catalog, so named here). Read once, at the edge.
enum ListTopic: Equatable {
    case catalog(Catalog.Topic)
    case examples

    static let names = Catalog.Topic.allCases.map(\.rawValue) + ["examples"]

    /// The topic named, or a ValidationError with the nearest topic (exit 64).
    static func parse(_ argument: String) throws -> ListTopic {
        if let catalog = Catalog.Topic(rawValue: argument) { return .catalog(catalog) }
        if argument == "examples" { return .examples }
        throw ValidationError(problem(with: argument))
    }

    /// A near miss (`list strategy`) gets the nearest topic.
    static func problem(with argument: String) -> String {
        var message = "unknown topic `\(TerminalText.visible(argument))`"
        // Topics are plural; a singular (`strategy`, `rule`) is the likeliest slip.
        let plural = names.first { $0 == argument + "s" || $0 == argument.dropLast() + "ies" }
        if let near = plural ?? NearestName.find(argument, in: names) { message += "; did you mean `\(near)`?" }
        return message + " (topics: \(names.joined(separator: ", ")))"
    }
}
