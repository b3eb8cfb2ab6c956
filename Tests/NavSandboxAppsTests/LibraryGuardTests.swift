import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// The guards in the binary are docs/guards/library's files, byte for byte,
/// and every one loads cleanly: the file users read is the guard they run.
@Suite struct LibraryGuardTests {
    static let folder = packageRoot + "/" + LibraryGuards.folder

    @Test("the shipped text is the file's", arguments: LibraryGuards.entries.map(\.name))
    func shippedTextMatchesItsFile(_ name: String) throws {
        let entry = try #require(LibraryGuards.entry(named: name))
        let onDisk = try String(contentsOfFile: packageRoot + "/" + entry.path, encoding: .utf8)
        if onDisk != entry.text, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_GUARDS"] == "1" {
            try Self.regenerate()
            Issue.record("Sources/NavSandboxApps/LibraryGuardSources.swift regenerated from \(LibraryGuards.folder); rebuild")
            return
        }
        #expect(onDisk == entry.text, "\(entry.path) changed: run NAVSANDBOX_RECORD_GUARDS=1 swift test --filter LibraryGuardTests")
    }

    /// Every file in the folder is shipped, and nothing else is.
    @Test func theFolderIsWhatShips() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(LibraryGuards.names.map { $0 + ".yaml" }))
    }

    @Test("each loads without a warning, under its own name, saying where it comes from", arguments: LibraryGuards.entries.map(\.name))
    func loadsCleanly(_ name: String) throws {
        let entry = try #require(LibraryGuards.entry(named: name))
        let loaded = try GuardFileLoader.loadWithWarnings(entry.text, file: entry.path).get()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.definition.name == name)
        #expect(!loaded.definition.summary.isEmpty)
        let source = try #require(loaded.definition.source)
        let commit = try #require(entry.version.split(separator: "@").last.map { String($0.prefix(7)) })
        #expect(source.contains("@" + commit), "the file's `source` names the commit \(commit)")
        #expect(entry.link.hasPrefix("https://github.com/"))
        #expect(LibraryGuards.definitions.contains(loaded.definition))
    }

    /// The vocabulary reads the flags from a table, not from the files.
    @Test("the table of flag names is each file's flags", arguments: LibraryGuards.entries.map(\.name))
    func flagNamesMatchTheFiles(_ name: String) throws {
        let definition = try #require(LibraryGuards.definitions.first { $0.name == name })
        #expect(LibraryGuards.flagNames(of: name) == definition.flags.map(\.name))
    }

    /// A loaded file of a library guard's name replaces the shipped one;
    /// the others stay, first.
    @Test func aLoadedFileReplacesTheShippedOne() throws {
        let mine = GuardDefinition(name: "epoxy-queue", summary: "my copy")
        let other = GuardDefinition(name: "my-guard")
        let merged = LibraryGuards.merged(with: [mine, other])
        #expect(merged.map(\.name) == LibraryGuards.names.filter { $0 != "epoxy-queue" } + ["epoxy-queue", "my-guard"])
        #expect(merged.first { $0.name == "epoxy-queue" }?.summary == "my copy")
    }

    static func regenerate() throws {
        var text = """
            // Generated from docs/guards/library/*.yaml — edit those files, then run
            //   NAVSANDBOX_RECORD_GUARDS=1 swift test --filter LibraryGuardTests
            // (LibraryGuardTests fails while the two differ).

            extension LibraryGuards {
                /// Each shipped guard file's text, by its name.
                static let sources: [String: String] = [

            """
        for name in LibraryGuards.names.sorted() {
            let file = try String(contentsOfFile: folder + "/" + name + ".yaml", encoding: .utf8)
            // A multi-line literal drops the newline before its closing delimiter.
            text += "        \"\(name)\": #\"\"\"\n" + file + "\n\"\"\"#,\n"
        }
        text += "    ]\n"
        text += """

                /// Each shipped guard's flags, in its file's order: the vocabulary
                /// knows them without parsing the files (LibraryGuardTests checks
                /// them against the parsed files).
                static let flagNames: [String: [String]] = [

            """
        for name in LibraryGuards.names.sorted() {
            let file = try String(contentsOfFile: folder + "/" + name + ".yaml", encoding: .utf8)
            let flags = try GuardFileLoader.load(file, file: name + ".yaml").get().flags.map { "\"\($0.name)\"" }
            text += "        \"\(name)\": [\(flags.joined(separator: ", "))],\n"
        }
        text += "    ]\n}\n"
        try text.write(toFile: packageRoot + "/Sources/NavSandboxApps/LibraryGuardSources.swift", atomically: true, encoding: .utf8)
    }
}
