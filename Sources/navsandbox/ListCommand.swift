import ArgumentParser
import NavSandboxCore
import NavSandboxScript

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the strategies, profiles, toggles, failures, UIKit rules, event kinds or the bundled examples, one line each."
    )

    @Argument(help: ArgumentHelp("What to list: \(Self.topics.joined(separator: ", ")).", valueName: "topic"))
    var topic: String

    static let topics = Catalog.Topic.allCases.map(\.rawValue) + [examples]

    /// The examples shipped in the binary: not a core catalog, so listed here.
    static let examples = "examples"

    /// A near miss (`list strategy`) gets the nearest topic, exit 64.
    func validate() throws {
        guard Catalog.Topic(rawValue: topic) == nil, topic != Self.examples else { return }
        var message = "unknown topic `\(TerminalText.visible(topic))`"
        // Topics are plural; a singular (`strategy`, `rule`) is the likeliest slip.
        let plural = Self.topics.first { $0 == topic + "s" || $0 == topic.dropLast() + "ies" }
        if let near = plural ?? NearestName.find(topic, in: Self.topics) { message += "; did you mean `\(near)`?" }
        throw ValidationError(message + " (topics: \(Self.topics.joined(separator: ", ")))")
    }

    func run() throws {
        if topic == Self.examples { return try ConsoleOutput.emit(BundledExamples.listing()) }
        try ConsoleOutput.emit(Catalog.text(Catalog.Topic(rawValue: topic) ?? .strategies))
    }
}
