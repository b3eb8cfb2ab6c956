import Foundation
import Testing

@testable import NavSandboxUI

/// docs/keys.md must list every key the help overlay lists.
@Test func keysDocumentationListsEveryKey() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
    for section in KeyBindings.sections {
        #expect(text.contains("## \(section.title)") || text.contains("## The \(section.title.lowercased())"), "section \(section.title)")
        for row in section.rows {
            #expect(text.contains("`\(row.keys)`"), "docs/keys.md lacks \(row.keys)")
        }
    }
    let reserved = KeyBindings.reserved.map { $0 == " " ? "space" : String($0) }
    for key in reserved { #expect(text.contains(" \(key)") || text.contains("`\(key)"), "reserved \(key)") }
}
