import Foundation
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// The example scripts in docs/scenarios, in name order. Most run on the
/// demo; one with an `app` line runs on its app (`Script.loadOnItsApp`).
func exampleScripts() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenariosDirectory)) ?? []
    return names.filter { $0.hasSuffix(".nss") }.sorted()
}

@Suite("docs/scenarios examples")
struct ExampleScenarioTests {
    @Test("there is an example for every race the seeds describe")
    func examplesExist() {
        let names = exampleScripts()
        #expect(names.count >= 10)
        for required in [
            "double-push-row.nss", "back-button-two-level-pop.nss", "pop-during-push-ios7.nss",
            "swipe-cancel-block-all.nss", "swipe-cancel-switching-flag.nss", "swipe-cancel-window-lock.nss",
            "must-complete-lost.nss", "must-complete-queued.nss", "two-finger-rows.nss", "card-swallows-tap.nss",
            "card-pass-through.nss", "reuse-detail-same-instance.nss", "present-while-presenting.nss",
            "share-responder-chain.nss", "root-swipe-nil-delegate.nss",
        ] {
            #expect(names.contains(required), "missing docs/scenarios/\(required)")
        }
    }

    @Test("every example runs to its end and all its expectations hold", arguments: exampleScripts())
    func exampleHolds(_ name: String) throws {
        let path = scenariosDirectory + "/" + name
        let loaded: ScriptOnItsApp
        switch Script.loadOnItsApp(path: path) {
        case .success(let s): loaded = s
        case .failure(let problem):
            Issue.record("\(problem)")
            return
        }
        let run = ScriptRunner(options: ScriptRunOptions(app: loaded.app)).run(loaded.script)
        #expect(run.error == nil, "\(run.error.map(\.description) ?? "")")
        #expect(run.verdicts.count >= 2, "an example should check its outcome")
        for verdict in run.failedVerdicts { Issue.record("\(name): \(verdict)") }
        #expect(run.succeeded)
    }

    @Test("a script's app line is loaded beside it and gives the labels; an app that does not load is named")
    func scriptsOnTheirApps() throws {
        let onAlert = try Script.loadOnItsApp(path: scenariosDirectory + "/push-during-alert.nss").get()
        #expect(onAlert.app.name == "Alerts")
        #expect(try Script.loadOnItsApp(path: scenariosDirectory + "/double-push-row.nss").get().app == .demo)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("on-its-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.nss").path
        try "app \"gone.yaml\"\nat 0ms tap \"Message 1\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let problem) = Script.loadOnItsApp(path: path), case .appFile("gone.yaml", _) = problem else {
            Issue.record("a missing app file must fail as .appFile")
            return
        }
        #expect(problem.exitCode == ScriptExitCode.noInput)
        #expect(problem.description.contains("the script's app gone.yaml does not load"))
    }

    @Test("every example starts with a header comment and names its strategy and profile", arguments: exampleScripts())
    func exampleHeader(_ name: String) throws {
        let source = try ScriptSource.load(path: scenariosDirectory + "/" + name)
        #expect(source.text.hasPrefix("# "))
        #expect(!ExamplesTable.headerSummary(source.text).isEmpty)
        let script = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get().script
        #expect(script.strategy != nil)
        #expect(script.profile != nil)
    }
}

@Suite("docs/strategies-table.md")
struct StrategiesTableTests {
    static let path = packageRoot + "/docs/strategies-table.md"

    @Test("the committed table matches a fresh compare of every example")
    func tableIsUpToDate() throws {
        let examples = exampleScripts().map {
            ExamplesTable.Example(name: "docs/scenarios/\($0)", path: scenariosDirectory + "/" + $0)
        }
        let fresh = ExamplesTable.markdown(examples)
        if ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_TABLES"] == "1" {
            try fresh.write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOfFile: Self.path, encoding: .utf8)) ?? ""
        if committed != fresh {
            Issue.record(
                """
                docs/strategies-table.md is out of date; \(ExamplesTable.regenerateHint)
                \(Self.diff(committed, fresh))
                """)
        }
    }

    /// A short line diff: the lines that differ, with their numbers.
    static func diff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(a.count, b.count) {
            let left = i < a.count ? String(a[i]) : nil
            let right = i < b.count ? String(b[i]) : nil
            guard left != right else { continue }
            if let left { out.append("\(i + 1): - \(left)") }
            if let right { out.append("\(i + 1): + \(right)") }
            if out.count >= 40 {
                out.append("…")
                break
            }
        }
        return out.joined(separator: "\n")
    }
}
