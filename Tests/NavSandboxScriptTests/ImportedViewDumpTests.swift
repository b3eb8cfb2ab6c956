import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// The example dumps in docs/import: each imports to the app file beside it
/// (same name, .yaml; `NAVSANDBOX_RECORD_IMPORTS=1` rewrites them), and the
/// tour beside it (.nss) — taps that land on or miss a view for a stated
/// reason — holds on the freshly imported app.
@Suite("docs/import examples")
struct ImportedViewDumpTests {
    static let directory = packageRoot + "/docs/import"

    static func dumps() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test func theExamplesExist() {
        #expect(Self.dumps() == ["checkout.txt", "profile-header.txt"])
    }

    @Test(arguments: dumps())
    func dumpImportsAndItsTourHolds(_ name: String) throws {
        let stem = String(name.dropLast(".txt".count))
        let text = try String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
        let imported: ViewDumpImporter.Imported
        switch ViewDumpImporter.importDump(text, file: name) {
        case .success(let result): imported = result
        case .failure(let problems):
            Issue.record("\(problems)")
            return
        }
        let appPath = Self.directory + "/" + stem + ".yaml"
        if ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_IMPORTS"] == "1" {
            try imported.yaml.write(toFile: appPath, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: appPath, encoding: .utf8)
        #expect(committed == imported.yaml, "docs/import/\(stem).yaml is stale: run NAVSANDBOX_RECORD_IMPORTS=1 swift test --filter ImportedViewDump")

        let script = try Script.load(path: Self.directory + "/" + stem + ".nss", vocabulary: .navSandbox(for: imported.app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: imported.app)).run(script)
        #expect(run.error == nil, "\(run.error.map(\.description) ?? "")")
        #expect(run.verdicts.count >= 4)
        for verdict in run.failedVerdicts { Issue.record("\(name): \(verdict)") }
        // Every tour both lands a tap on a control and misses one.
        #expect(run.world.logged { $0.record.kind == "touch-up-inside" })
        #expect(run.world.logged { $0.record.kind == "hit-test" && ($0.record.value(of: "hit") ?? nil).map { !$0.hasPrefix("UIButton") } == true })
    }
}
