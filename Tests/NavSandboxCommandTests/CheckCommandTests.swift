import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTestSupport
import Testing

@testable import navsandbox

/// `navsandbox check`: each kind of file is told apart and loaded as the
/// command that runs it would, every problem is reported at once, and the
/// exit status says whether any file had one.
@Suite("check")
struct CheckCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func check(_ path: String) -> FileCheckReport {
        FileCheck.check(path, app: nil, guards: [])
    }

    @Test("the shipped apps, guards, scenarios and lessons are all fine, each as its own kind")
    func shippedFilesAreFine() throws {
        let expected: [(folder: String, suffix: String, kind: CheckedFileKind)] = [
            ("docs/apps", ".yaml", .app), ("docs/guards", ".yaml", .guardFile), ("docs/guards/examples", ".yaml", .guardFile),
            ("docs/guards/library", ".yaml", .guardFile),
            ("docs/scenarios", ".nss", .script), ("docs/guards/library", ".nss", .script), ("docs/lessons", ".lesson", .lesson),
        ]
        var checked = 0
        for (directory, suffix, kind) in expected {
            let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + directory).filter { $0.hasSuffix(suffix) }
            #expect(!names.isEmpty, "no \(suffix) in \(directory)")
            for name in names {
                // A guard's example script runs with its guard (`run --guard`), as its header says.
                let guardFile = packageRoot + "/" + directory + "/" + name.replacingOccurrences(of: ".nss", with: ".yaml")
                let guards = try kind == .script && directory.hasSuffix("examples") ? [GuardDefinition.load(path: guardFile).get()] : []
                let report = FileCheck.check(packageRoot + "/" + directory + "/" + name, app: nil, guards: guards)
                #expect(report.exitCode == 0, "\(directory)/\(name): \(report.diagnostics ?? "")")
                #expect(report.kind == kind, "\(directory)/\(name)")
                #expect(report.verdict.contains(": ok ("), "\(report.verdict)")
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    @Test("a script with three errors reports all three at their lines and exits 65")
    func everyScriptProblemAtOnce() throws {
        let path = try write(
            "three.nss",
            "at 0ms tap \"Mesage 1\"\nsettle\nstrategy nonesuch\nat 10ms frobnicate\n")
        let report = check(path)
        #expect(report.exitCode == 65)
        #expect(report.kind == .script)
        #expect(report.verdict.hasSuffix(": 3 problems (script)"), "\(report.verdict)")
        let diagnostics = try #require(report.diagnostics)
        for line in [1, 3, 4] { #expect(diagnostics.contains("three.nss:\(line):"), "\(diagnostics)") }
    }

    @Test("an app file's errors are all reported; a guard file is told from an app by its guard key")
    func yamlKinds() throws {
        let app = try write("bad-app.yaml", "app: Broken\nroot: Nowhere\nscreens:\n  Home:\n    title: Home\n    colour: red\n")
        let appReport = check(app)
        #expect(appReport.kind == .app)
        #expect(appReport.exitCode == 65)
        #expect((appReport.diagnostics ?? "").contains("bad-app.yaml:2:"), "\(appReport.diagnostics ?? "")")
        #expect((appReport.diagnostics ?? "").contains("bad-app.yaml:6:"), "\(appReport.diagnostics ?? "")")

        let guardFile = try write("bad-guard.yml", "guard: broken\nrules:\n  - at: nowhere-hook\n    do: drop\n")
        let guardReport = check(guardFile)
        #expect(guardReport.kind == .guardFile)
        #expect(guardReport.exitCode == 65)
        #expect((guardReport.diagnostics ?? "").contains("bad-guard.yml:3:"), "\(guardReport.diagnostics ?? "")")
    }

    @Test("a file of another name is a guard, an app or a script by what its top-level keys are")
    func kindFromContent() {
        #expect(CheckedFileKind.of(path: "g.txt", text: "guard: x\nrules:\n  - at: before-push\n") == .guardFile)
        #expect(CheckedFileKind.of(path: "a", text: "# mine\napp: Mail\nroot: Inbox\nscreens:\n") == .app)
        #expect(CheckedFileKind.of(path: "s.txt", text: "at 0ms tap \"Inbox\"\nexpect stack = Inbox\n") == .script)
        #expect(CheckedFileKind.of(path: "x.YAML", text: "guard: x\n") == .guardFile)
        #expect(CheckedFileKind.of(path: "x.yaml", text: "nothing: here\n") == .app, "the app loader says what is missing")
        #expect(CheckedFileKind.of(path: "dir.yaml/lesson", text: "say \"hi\"\n") == .script)
    }

    @Test("a lesson whose app does not load says so; a missing file exits 66; a data error outranks it")
    func lessonsAndUnreadableFiles() throws {
        let lesson = try write("l.lesson", "# A lesson\napp \"missing.yaml\"\nsay \"hello\"\n")
        let report = check(lesson)
        #expect(report.kind == .lesson)
        #expect(report.exitCode == 66, "\(report.diagnostics ?? "")")
        #expect((report.diagnostics ?? "").contains("missing.yaml"))

        let missing = check(folder.appendingPathComponent("nope.nss").path)
        #expect(missing.exitCode == 66)
        #expect(missing.verdict.hasSuffix(": cannot be read"))
        #expect((missing.diagnostics ?? "").contains("no such file"))

        #expect(FileCheck.worse(0, 66) == 66)
        #expect(FileCheck.worse(66, 65) == 65)
        #expect(FileCheck.worse(65, 66) == 65)
        #expect(FileCheck.worse(65, 0) == 65)
    }

    @Test("a script is checked against its own app line's app, resolved beside it")
    func scriptOnItsApp() throws {
        let appText = try String(contentsOfFile: packageRoot + "/docs/apps/hit-testing.yaml", encoding: .utf8)
        _ = try write("app.yaml", appText)
        let onApp = try write("on-app.nss", "app \"app.yaml\"\nat 0ms tap \"A under hidden\"\n")
        #expect(check(onApp).exitCode == 0, "\(check(onApp).diagnostics ?? "")")
        let onDemo = try write("on-demo.nss", "at 0ms tap \"A under hidden\"\n")
        #expect(check(onDemo).exitCode == 65, "the demo has no such button")
        _ = try write("broken.yaml", "app: Broken\n")
        let onBroken = try write("on-broken.nss", "app \"broken.yaml\"\nsettle\n")
        let report = check(onBroken)
        #expect(report.exitCode == 65)
        #expect((report.diagnostics ?? "").hasPrefix("the script's app broken.yaml does not load:"), "\(report.diagnostics ?? "")")
    }

    @Test("a hostile file name is shown escaped in the verdict")
    func hostileName() throws {
        let path = try write("evil\u{1B}]0;x\u{07}.nss", "settle\n")
        let report = check(path)
        #expect(report.exitCode == 0)
        #expect(!report.verdict.contains("\u{1B}"), "\(report.verdict.debugDescription)")
    }
}
