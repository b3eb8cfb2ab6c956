import ArgumentParser
import NavSandboxUI

/// `navsandbox keys`: the sandbox's key table, as the help shows it, or as
/// the markdown of docs/keys.md (which is generated this way and checked by
/// a test).
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List every key of the interactive sandbox (--markdown: docs/keys.md)."
    )

    @Flag(help: "Write docs/keys.md's markdown, generated from the key table.")
    var markdown = false

    func run() throws {
        if markdown {
            try ConsoleOutput.emit(KeysDocument.markdown)
            return
        }
        let width = KeyBindings.table.flatMap(\.rows).map(\.keys.count).max() ?? 0
        var text = ""
        for section in KeyBindings.table {
            text += section.title + "\n"
            for row in section.rows {
                text += "  " + row.keys + String(repeating: " ", count: width - row.keys.count) + "  " + row.action + "\n"
            }
        }
        try ConsoleOutput.emit(text)
    }
}
