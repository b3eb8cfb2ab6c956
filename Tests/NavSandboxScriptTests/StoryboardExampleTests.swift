import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// docs/import: each storyboard's app file is what `navsandbox import`
/// writes for it today, and the script beside it (tapping a segue's control,
/// expecting the pushed screen) holds on it.
@Suite("docs/import examples")
struct StoryboardExampleTests {
    static let directory = packageRoot + "/docs/import"

    static func storyboards() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
    }

    @Test(arguments: storyboards())
    func theAppFileIsTheImportAndItsScriptHolds(_ name: String) throws {
        let stem = String(name.dropLast(".storyboard".count))
        let text = try String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
        let imported = try StoryboardImporter.importStoryboard(text, file: name).get()
        let appPath = Self.directory + "/" + stem + ".yaml"
        let committed = (try? String(contentsOfFile: appPath, encoding: .utf8)) ?? ""
        if committed != imported.yaml, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_IMPORTS"] == "1" {
            try imported.yaml.write(toFile: appPath, atomically: true, encoding: .utf8)
            Issue.record("\(appPath) rewritten")
            return
        }
        #expect(
            committed == imported.yaml,
            "docs/import/\(stem).yaml differs from the import: NAVSANDBOX_RECORD_IMPORTS=1 swift test --filter StoryboardExampleTests")
        let app = try AppDescription.load(path: appPath).get().app
        let script = try Script.load(path: Self.directory + "/" + stem + ".nss", vocabulary: .navSandbox(for: app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: app)).run(script)
        #expect(run.error == nil, "\(run.error.map(\.description) ?? "")")
        #expect(run.verdicts.count >= 1)
        for verdict in run.failedVerdicts { Issue.record("\(name): \(verdict)") }
    }
}
