import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxScript

/// The examples in the binary are the repository's files, byte for byte,
/// found by name or path from any directory; a file on disk wins.
@Suite struct BundledExampleTests {
    /// The folders whose files the generated source holds (the demo, the
    /// library's guards and the lessons ship through their own sources).
    static let shippedFolders: [(folder: String, suffix: String)] = [
        ("docs/scenarios", ".nss"), ("docs/apps", ".nss"), ("docs/apps", ".yaml"),
        ("docs/guards", ".yaml"), ("docs/guards/library", ".nss"),
        // By path only (`--guard docs/guards/examples/button-throttle.yaml`
        // from any folder, as the files' Try-it lines say): two share a
        // name with docs/guards', so they are not listed by name.
        ("docs/guards/examples", ".yaml"),
    ]

    static func filesOnDisk() throws -> [String] {
        var paths: [String] = []
        for (folder, suffix) in shippedFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder)
            paths += names.filter { $0.hasSuffix(suffix) }.map { folder + "/" + $0 }.filter { $0 != BundledApps.demoPath }
        }
        // An app a lesson names ships once, in the lessons' generated source;
        // a built-in strategy's file, once, as the strategy (BundledGuards).
        paths.removeAll {
            BundledExamples.lessonApp(atPath: $0) != nil || BundledExamples.lessonGuard(atPath: $0) != nil
                || BundledExamples.builtInGuard(atPath: $0) != nil
        }
        return paths.sorted()
    }

    @Test func theShippedTextIsEachFilesAndEveryFileShips() throws {
        let paths = try Self.filesOnDisk()
        var generated = """
            // Generated from the example files named below — edit those files, then run
            //   NAVSANDBOX_RECORD_EXAMPLES=1 swift test --filter BundledExampleTests
            // (BundledExampleTests fails while they differ).

            extension BundledExamples {
                /// Each shipped file's text, by its path in the repository.
                static let sources: [String: String] = [

            """
        for path in paths {
            let text = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
            // A multi-line literal drops the newline before its closing delimiter.
            generated += "        \"\(path)\": #\"\"\"\n" + text + "\n\"\"\"#,\n"
        }
        generated += "    ]\n}\n"
        let target = packageRoot + "/Sources/NavSandboxScript/Catalog/BundledExampleSources.swift"
        let current = (try? String(contentsOfFile: target, encoding: .utf8)) ?? ""
        if current != generated, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_EXAMPLES"] == "1" {
            try generated.write(toFile: target, atomically: true, encoding: .utf8)
            Issue.record("\(target) regenerated; rebuild")
            return
        }
        #expect(current == generated, "an example file changed: run NAVSANDBOX_RECORD_EXAMPLES=1 swift test --filter BundledExampleTests")
        #expect(Set(BundledExamples.sources.keys) == Set(paths))
    }

    /// The lessons' apps are not generated twice: each is listed, and read
    /// back as its file, through the lessons' copy.
    @Test func anAppALessonNamesShipsOnce() throws {
        #expect(!BundledLessons.apps.isEmpty)
        for path in BundledLessons.apps.keys {
            #expect(BundledExamples.sources[path] == nil, "\(path) is generated twice")
            #expect(BundledExamples.all.contains { $0.path == path }, "\(path) is not listed")
            #expect(BundledExamples.text(atPath: path) == (try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)))
        }
    }

    /// Every listed example reads back as its file on disk, whichever
    /// source (generated, demo, library, lessons) it ships through.
    @Test func everyExampleIsItsFile() throws {
        // The guard examples ship by path only, unlisted.
        let byPathOnly = BundledExamples.sources.keys.filter { $0.hasPrefix("docs/guards/examples/") }.count
        #expect(byPathOnly == 4, "the lessons ship my-guard and my-guard-fixed")
        for name in ["my-guard.yaml", "my-guard-fixed.yaml"] {
            let path = "docs/guards/examples/" + name
            #expect(BundledExamples.text(atPath: path) == (try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)))
        }
        #expect(
            BundledExamples.all.count
                == BundledExamples.sources.count - byPathOnly + BundledLessons.apps.count + 1 + LibraryGuards.names.count
                + BundledGuards.builtInNames.count + BundledLessons.lessons.count)
        for example in BundledExamples.all {
            let onDisk = try String(contentsOfFile: packageRoot + "/" + example.path, encoding: .utf8)
            #expect(example.text == onDisk, "\(example.path)")
            #expect(!example.summary.isEmpty, "\(example.path) has no summary line")
        }
    }

    /// A name picks one file for each command-line place.
    @Test func namesAreUniqueForEachRole() {
        for role in [BundledExamples.Role.script, .app, .guard, .lesson] {
            let names = BundledExamples.examples(for: role).map(\.name)
            #expect(Set(names).count == names.count, "\(role): \(names)")
        }
    }

    @Test func aNameResolvesToItsShippedFile() throws {
        let noFiles: (String) -> Bool = { _ in false }
        #expect(try BundledExamples.resolve("double-push-row", as: .script, fileExists: noFiles).get() == "docs/scenarios/double-push-row.nss")
        #expect(try BundledExamples.resolve("qmui-transiting", as: .script, fileExists: noFiles).get() == "docs/guards/library/qmui-transiting.nss")
        #expect(try BundledExamples.resolve("hit-testing", as: .app, fileExists: noFiles).get() == "docs/apps/hit-testing.yaml")
        #expect(try BundledExamples.resolve("hit-testing", as: .script, fileExists: noFiles).get() == "docs/apps/hit-testing.nss")
        #expect(try BundledExamples.resolve("qmui-transiting", as: .guard, fileExists: noFiles).get() == "docs/guards/library/qmui-transiting.yaml")
        #expect(try BundledExamples.resolve("window-lock", as: .guard, fileExists: noFiles).get() == "docs/guards/window-lock.yaml")
    }

    /// A file of the name, or anything that looks like a path, is the user's.
    @Test func aFileOrAPathWins() throws {
        let everyFile: (String) -> Bool = { _ in true }
        #expect(try BundledExamples.resolve("double-push-row", as: .script, fileExists: everyFile).get() == "double-push-row")
        let noFiles: (String) -> Bool = { _ in false }
        #expect(try BundledExamples.resolve("mine/double-push-row", as: .script, fileExists: noFiles).get() == "mine/double-push-row")
        #expect(try BundledExamples.resolve("double-push-row.nss", as: .script, fileExists: noFiles).get() == "double-push-row.nss")
    }

    @Test func anUnknownNameSuggestsTheNearest() throws {
        let result = BundledExamples.resolve("double-push-rows", as: .script, fileExists: { _ in false })
        guard case .failure(let unknown) = result else {
            Issue.record("resolved: \(result)")
            return
        }
        #expect(unknown.nearest == "double-push-row")
        #expect(unknown.description.contains("did you mean `double-push-row`?"))
        #expect(unknown.description.contains("navsandbox list examples"))
        // An app's name is no scenario: the suggestion comes from the role's names.
        guard case .failure(let app) = BundledExamples.resolve("hit-testin", as: .app, fileExists: { _ in false }) else {
            Issue.record("resolved an app")
            return
        }
        #expect(app.nearest == "hit-testing")
    }

    /// A repository path reads the shipped copy when no file is there, with
    /// `..` folded, so a script's `app "../apps/x.yaml"` finds its app.
    @Test func aRepositoryPathReadsTheShippedCopy() throws {
        #expect(BundledExamples.text(atPath: "docs/scenarios/../apps/hit-testing.yaml") == (try String(contentsOfFile: packageRoot + "/docs/apps/hit-testing.yaml", encoding: .utf8)))
        #expect(BundledExamples.text(atPath: "./docs/lessons/hit-testing.lesson") != nil)
        #expect(BundledExamples.text(atPath: "/docs/scenarios/double-push-row.nss") == nil, "an absolute path is the disk's")
        #expect(BundledExamples.text(atPath: "../docs/scenarios/double-push-row.nss") == nil)
        #expect(BundledExamples.text(atPath: "docs/scenarios/no-such.nss") == nil)
        // Relative to the working directory: a checkout's file or the shipped copy, the same text.
        let source = try ScriptSource.load(path: "docs/scenarios/double-push-row.nss")
        #expect(source.text == BundledExamples.sources["docs/scenarios/double-push-row.nss"])
    }

    /// A file on disk is read even where a shipped copy has the same path.
    @Test func aFileOnDiskIsReadNotTheShippedCopy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-\(UUID().uuidString).nss").path
        try "# mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ScriptSource.load(path: path).text == "# mine\n")
        #expect(BundledExamples.isShippedOnly(path) == false)
    }

    /// A summary is the comment's first sentence, whole, on one line.
    @Test func aSummaryIsTheFirstSentence() {
        let text = "# A double tap on back: the second tap does nothing, because\n# the first is animating. More here.\n#\n# Later.\nat 0ms tap 1,1\n"
        #expect(BundledExamples.firstSentence(ofComment: text) == "A double tap on back: the second tap does nothing, because the first is animating.")
        #expect(BundledExamples.firstSentence(ofComment: "# A tour, one rule per tap:\n#   navsandbox run x\n") == "A tour, one rule per tap")
        #expect(BundledExamples.firstSentence(ofComment: "# " + String(repeating: "a", count: 200) + "\n").count == 110)
    }

    @Test func theListingNamesEveryExampleAndItsCommand() {
        let listing = BundledExamples.listing()
        for example in BundledExamples.all {
            #expect(listing.contains("$ " + example.command + "\n"), "\(example.command)")
        }
        #expect(listing.contains("$ navsandbox run hit-testing\n"))
        #expect(listing.contains("navsandbox learn double-tap"))
    }
}
