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

/// docs/keys.md is generated from the key table: edit the table and
/// regenerate it (`swift run navsandbox keys --markdown > docs/keys.md`).
@Test func keysDocumentationIsGeneratedFromTheKeyTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
    #expect(
        text == KeysDocument.markdown,
        "docs/keys.md differs from the key table: run `swift run navsandbox keys --markdown > docs/keys.md`")
}
