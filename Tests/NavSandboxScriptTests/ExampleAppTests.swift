import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// The example apps in docs/apps: each loads, and the script beside it
/// (same name, .nss) runs under `run` with every expectation holding.
@Suite("docs/apps examples")
struct ExampleAppTests {
    static let directory = packageRoot + "/docs/apps"

    static func apps() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func theExamplesExist() {
        #expect(Self.apps() == ["alert.yaml", "button-menu.yaml", "demo.yaml", "hit-testing.yaml", "interactive-transitions.yaml", "scrolling-table.yaml", "set-stack.yaml", "settings-mash.yaml", "sheet-settings.yaml", "swipe-to-reply.yaml", "tab-bar.yaml", "zoom-photos.yaml"])
    }

    @Test(arguments: apps())
    func appLoadsAndItsScriptHolds(_ name: String) throws {
        let app: AppDescription
        switch AppDescription.load(path: Self.directory + "/" + name) {
        case .success(let loaded): app = loaded.app
        case .failure(let problem):
            Issue.record("\(problem)")
            return
        }
        let scriptPath = Self.directory + "/" + name.replacingOccurrences(of: ".yaml", with: ".nss")
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            #expect(name == "demo.yaml", "\(name) has no script beside it")
            return
        }
        let script = try Script.load(path: scriptPath, vocabulary: .navSandbox(for: app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: app)).run(script)
        #expect(run.error == nil, "\(run.error.map(\.description) ?? "")")
        #expect(run.verdicts.count >= 2)
        for verdict in run.failedVerdicts { Issue.record("\(name): \(verdict)") }
    }

    /// A script written for one app names labels another app lacks: the
    /// parser says so before anything runs.
    @Test func scriptsAreCheckedAgainstTheirApp() throws {
        let app = try #require(try? AppDescription.load(path: Self.directory + "/settings-mash.yaml").get().app)
        let result = Script.parse("at 0ms tap \"Compose\"\n", file: "x.nss", vocabulary: .navSandbox(for: app))
        guard case .failure(let errors) = result else {
            Issue.record("a demo label was accepted for another app")
            return
        }
        #expect(errors.description.contains("Compose"))
    }
}
