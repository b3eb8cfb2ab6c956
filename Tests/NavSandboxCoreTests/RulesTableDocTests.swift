import Foundation
import Testing
@testable import NavSandboxCore

/// docs/model.md's rules table is generated from `UIKitRules.all`, so the
/// page cannot drift from the model. Set NAVSANDBOX_UPDATE_DOCS=1 to rewrite it.
@Suite("docs/model.md rules table")
struct RulesTableDocTests {
    static var docURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/model.md")
    }

    @Test("the rules table in docs/model.md matches the model's rules")
    func tableMatches() throws {
        var text = try String(contentsOf: Self.docURL, encoding: .utf8)
        let begin = "<!-- rules begin -->"
        let end = "<!-- rules end -->"
        let start = try #require(text.range(of: begin), "docs/model.md lacks \(begin)")
        let stop = try #require(text.range(of: end), "docs/model.md lacks \(end)")
        let current = String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = UIKitRules.markdownTable()
        if ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + expected + "\n")
            try text.write(to: Self.docURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "docs/model.md's rules table is out of date; rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter RulesTableDocTests")
        // Every rule id the model names appears in the page.
        for id in RuleID.allCases { #expect(current.contains("`\(id.rawValue)`")) }
    }
}
