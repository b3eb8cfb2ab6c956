import Foundation
import NavSandboxApps
import Testing
@testable import NavSandboxCore

/// docs/strategies.md shows what every strategy makes of every race; this
/// test regenerates those tables from the race drivers so the document cannot
/// drift from the model. Set NAVSANDBOX_UPDATE_DOCS=1 to rewrite them.
@Suite("docs/strategies.md outcome tables", .serialized)
struct StrategyTableDocTests {
    static func abbreviate(_ title: String) -> String {
        switch title {
        case "Inbox": "I"
        case "Reply": "R"
        case "Detail": "D"
        default: title.hasPrefix("Message ") ? "M" + title.dropFirst("Message ".count) : title
        }
    }

    /// The built-in strategies, then the library's guards (shipped in the binary).
    static func table(for profile: Profile) -> String {
        let strategies = BundledGuards.registry.names
        var lines = ["| race | " + strategies.joined(separator: " | ") + " |"]
        lines.append("|---|" + String(repeating: "---|", count: strategies.count))
        for race in RaceDriver.allCases {
            var cells: [String] = []
            for strategy in strategies {
                let world = race.run(strategy: strategy, profile: profile)
                var cell = world.stackTitles.map(abbreviate).joined(separator: "›")
                let shown = world.violations
                if !shown.isEmpty { cell += " **" + shown.map(\.rawValue).joined(separator: ", ") + "**" }
                cells.append(cell)
            }
            lines.append("| \(race.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    static func marker(_ profile: Profile) -> (begin: String, end: String) {
        ("<!-- outcomes:\(profile.rawValue) begin -->", "<!-- outcomes:\(profile.rawValue) end -->")
    }

    static var docURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/strategies.md")
    }

    @Test("the outcome tables in docs/strategies.md match the model", arguments: Profile.allCases)
    func tablesMatch(_ profile: Profile) throws {
        var text = try String(contentsOf: Self.docURL, encoding: .utf8)
        let (begin, end) = Self.marker(profile)
        let start = try #require(text.range(of: begin), "docs/strategies.md lacks \(begin)")
        let stop = try #require(text.range(of: end), "docs/strategies.md lacks \(end)")
        let current = String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = Self.table(for: profile)
        if ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + expected + "\n")
            try text.write(to: Self.docURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "docs/strategies.md is out of date for \(profile.rawValue); rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter StrategyTableDocTests\nexpected:\n\(expected)")
    }
}
