import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// The guards in the binary are docs/guards' files (the built-in strategies)
/// and docs/guards/library's, byte for byte, and every one loads cleanly:
/// the file users read is the guard they run.
@Suite struct BundledGuardTests {
    static let folder = packageRoot + "/" + LibraryGuards.folder
    static let builtInFolder = packageRoot + "/" + BundledGuards.builtInFolder

    /// Every shipped guard: the built-in strategies, then the library's.
    static let shippedNames = BundledGuards.builtInNames + LibraryGuards.names

    @Test("the shipped text is the file's", arguments: shippedNames)
    func shippedTextMatchesItsFile(_ name: String) throws {
        let path = BundledGuards.path(of: name)
        let onDisk = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
        let shipped = BundledGuards.text(of: name)
        if onDisk != shipped, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_GUARDS"] == "1" {
            try Self.regenerate()
            Issue.record("Sources/NavSandboxApps/BundledGuardSources.swift regenerated from docs/guards; rebuild")
            return
        }
        #expect(onDisk == shipped, "\(path) changed: run NAVSANDBOX_RECORD_GUARDS=1 swift test --filter BundledGuardTests")
    }

    /// Every file in the two folders is shipped, and nothing else is.
    @Test func theFoldersAreWhatShips() throws {
        let library = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".yaml") }
        #expect(Set(library) == Set(LibraryGuards.names.map { $0 + ".yaml" }))
        let builtIns = try FileManager.default.contentsOfDirectory(atPath: Self.builtInFolder).filter { $0.hasSuffix(".yaml") }
        #expect(Set(builtIns) == Set(BundledGuards.builtInNames.map { $0 + ".yaml" }), "docs/guards holds a file per built-in and no other")
    }

    @Test("each library guard loads without a warning, under its own name, saying where it comes from", arguments: LibraryGuards.entries.map(\.name))
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
        #expect(BundledGuards.definition(named: name) == loaded.definition)
    }

    /// A built-in's file takes the built-in's name, which only a file the
    /// binary ships may: a user's copy must be named apart from it.
    @Test("each built-in loads without a warning, under the built-in's name, which only it may take", arguments: BundledGuards.builtInNames)
    func builtInsLoadCleanly(_ name: String) throws {
        let path = BundledGuards.path(of: name)
        let text = try #require(BundledGuards.text(of: name))
        let loaded = try GuardFileLoader.loadWithWarnings(text, file: path, shipped: true).get()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.definition.name == name)
        #expect(!loaded.definition.summary.isEmpty)
        #expect(BundledGuards.definition(named: name) == loaded.definition)
        guard case .failure(let problems) = GuardFileLoader.loadWithWarnings(text, file: path) else {
            Issue.record("a user's file named `\(name)` loaded")
            return
        }
        #expect(problems.description.contains("`\(name)` is a built-in strategy's name"), "\(problems)")
    }

    /// The vocabulary reads the flags from a table, not from the files.
    @Test("the table of flag names is each file's flags", arguments: shippedNames)
    func flagNamesMatchTheFiles(_ name: String) throws {
        let definition = try #require(BundledGuards.definition(named: name))
        #expect(BundledGuards.flagNames(of: name) == definition.flags.map(\.name))
    }

    /// `list strategies` and the palette read the summaries from a table.
    @Test("the table of summaries is each file's summary", arguments: shippedNames)
    func summariesMatchTheFiles(_ name: String) throws {
        let definition = try #require(BundledGuards.definition(named: name))
        #expect(BundledGuards.registry.entry(named: name)?.summary == definition.summary)
        #expect(BundledGuards.registry.summary(of: StrategyID(checked: name)) == definition.summary)
    }

    /// The registry: `none`, the built-ins, the library's, each of its kind.
    @Test func theRegistryListsEveryShippedGuardInOrder() {
        let registry = BundledGuards.registry
        #expect(registry.names == ["none"] + Self.shippedNames)
        let kinds: [StrategyRegistry.Entry.Kind] =
            Array(repeating: .builtIn, count: BundledGuards.builtInNames.count) + Array(repeating: .library, count: LibraryGuards.names.count)
        #expect(registry.entries.map(\.kind) == kinds)
        #expect(registry.files.isEmpty)
    }

    /// `none` is a strategy every registry resolves and parses: no guard.
    @Test func noneResolves() throws {
        for registry in [StrategyRegistry(), BundledGuards.registry] {
            #expect(registry.resolve(.none) == Strategy.none)
            #expect(try registry.parse("none").get() == Strategy.none)
            #expect(registry.resolve("none+delay")?.members.map(\.name) == (registry.entries.isEmpty ? nil : ["delay"]))
        }
    }

    /// A loaded file of a library guard's name replaces the shipped one in
    /// its place; another file comes last.
    @Test func aLoadedFileReplacesTheShippedOne() throws {
        let mine = GuardDefinition(name: "epoxy-queue", summary: "my copy")
        let other = GuardDefinition(name: "my-guard")
        let registry = BundledGuards.registry(with: [mine, other])
        #expect(registry.names == ["none"] + Self.shippedNames + ["my-guard"])
        let replaced = try #require(registry.entry(named: "epoxy-queue"))
        #expect(replaced.summary == "my copy")
        #expect(replaced.kind == .file)
        #expect(replaced.definition == mine)
        #expect(registry.files == [mine, other])
        #expect(registry.resolve("epoxy-queue")?.members == [mine])
    }

    /// Writes BundledGuardSources.swift from the files: their texts by path,
    /// and the summaries and flags by name, each sorted.
    static func regenerate() throws {
        let paths = shippedNames.map(BundledGuards.path(of:)).sorted()
        var text = """
            // Generated from docs/guards/*.yaml and docs/guards/library/*.yaml — edit
            // those files, then run
            //   NAVSANDBOX_RECORD_GUARDS=1 swift test --filter BundledGuardTests
            // (BundledGuardTests fails while the two differ).

            extension BundledGuards {
                /// Each shipped guard file's text, by its path in the package.
                static let sources: [String: String] = [

            """
        for path in paths {
            let file = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
            // A multi-line literal drops the newline before its closing delimiter.
            text += "        \"\(path)\": #\"\"\"\n" + file + "\n\"\"\"#,\n"
        }
        text += "    ]\n"
        var definitions: [String: GuardDefinition] = [:]
        for name in shippedNames {
            let path = BundledGuards.path(of: name)
            let file = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
            definitions[name] = try GuardFileLoader.loadWithWarnings(file, file: path, shipped: true).get().definition
        }
        text += """

                /// Each shipped guard's summary, by name: `list strategies` and the
                /// palette show it without parsing the files (BundledGuardTests checks
                /// them against the parsed files).
                static let summaries: [String: String] = [

            """
        for name in shippedNames.sorted() {
            text += "        \"\(name)\": #\"\(definitions[name]?.summary ?? "")\"#,\n"
        }
        text += "    ]\n"
        text += """

                /// Each shipped guard's flags, in its file's order: the vocabulary
                /// knows them without parsing the files.
                static let flagNames: [String: [String]] = [

            """
        for name in shippedNames.sorted() {
            let flags = (definitions[name]?.flags ?? []).map { "\"\($0.name)\"" }
            text += "        \"\(name)\": [\(flags.joined(separator: ", "))],\n"
        }
        text += "    ]\n}\n"
        try text.write(toFile: packageRoot + "/Sources/NavSandboxApps/BundledGuardSources.swift", atomically: true, encoding: .utf8)
    }
}
