import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI
import Testing

@testable import NavSandboxLive

/// The palette's scripts and apps: found beside the user, opened when chosen.
@Suite struct SandboxOpenerTests {
    func makeOpener() -> SandboxOpener {
        SandboxOpener(app: BundledApps.demo, appPath: nil, scriptOptions: ScriptRunOptions(), launch: Configuration(app: BundledApps.demo))
    }

    /// The folder of `--script` is searched: its scripts are listed by name,
    /// scripts before apps.
    @Test func findsTheScriptsBesideTheScriptGiven() {
        let folder = repositoryRoot + "/docs/scenarios"
        let found = SandboxOpener.find(scriptPath: folder + "/double-push-row.nss", appPath: nil)
        #expect(found.contains { $0.kind == .script && $0.name == "double-push-row" && $0.path.hasSuffix("docs/scenarios/double-push-row.nss") })
        let kinds = found.map(\.kind)
        if let firstApp = kinds.firstIndex(of: .app) { #expect(!kinds[firstApp...].contains(.script)) }
    }

    @Test func aScriptOpensAsALivePlayback() throws {
        let path = repositoryRoot + "/docs/scenarios/double-push-row.nss"
        let opened = try makeOpener().open(Openable(kind: .script, name: "double-push-row", path: path)).get()
        let playback = try #require(opened.playback)
        #expect(playback.pane.name == "double-push-row")
    }

    /// A file that does not load says why on the header's one line.
    @Test func aScriptThatDoesNotLoadSaysWhyInOneLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.nss").path
        try "tap nowhere at all\nwibble\n".write(toFile: path, atomically: true, encoding: .utf8)
        switch makeOpener().open(Openable(kind: .script, name: "broken", path: path)) {
        case .success:
            Issue.record("a broken script opened")
        case .failure(let failure):
            #expect(failure.message.hasPrefix("broken does not load: "))
            #expect(!failure.message.contains("\n"))
            #expect(failure.message.hasSuffix("run it with navsandbox run for all of it"))
        }
    }

    @Test func anAppRelaunchesOnItAndBecomesTheAppInUse() throws {
        let path = repositoryRoot + "/docs/apps/demo.yaml"
        let opener = makeOpener()
        let opened = try opener.open(Openable(kind: .app, name: "demo.yaml", path: path)).get()
        #expect(opened.playback == nil)
        #expect(opener.appPath == path)
    }

    /// A folder with a guard file, an app and a script whose `guard` line
    /// names the guard beside it.
    func guardFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opener-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "# a guard\nguard: mine\nflags: { held: bool }\nrules:\n  - on: push\n    when: held\n    do: [drop: held]\n  - on: push\n    do: [set: held, allow]\n  - on: didShow\n    do: [clear: held]\n"
            .write(to: directory.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        try String(contentsOfFile: repositoryRoot + "/docs/apps/demo.yaml", encoding: .utf8)
            .write(to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try "guard \"mine.yaml\"\nat 0ms double-tap \"Message 1\"\nsettle\nexpect flag held = NO\n"
            .write(to: directory.appendingPathComponent("guarded.nss"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func aGuardFileIsFoundAsOneAndLoadsWithItsWatch() throws {
        let directory = try guardFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("guarded.nss").path
        let found = SandboxOpener.find(scriptPath: script, appPath: nil).filter { $0.path.hasPrefix(directory.path) }
        #expect(found.map(\.kind) == [.script, .app, .guard], "\(found)")
        let loaded = try SandboxOpener.loadGuard(path: directory.appendingPathComponent("mine.yaml").path).get()
        #expect(loaded.definition.name == "mine")
        #expect(loaded.watch.name == "mine")
    }

    @Test func aGuardThatDoesNotLoadSaysWhereOnOneEscapedLine() throws {
        let directory = try guardFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad\u{1B}[2J.yaml").path
        try "guard: bad\nrules:\n  - on: pushh\n    do: [allow]\n".write(toFile: path, atomically: true, encoding: .utf8)
        switch SandboxOpener.loadGuard(path: path) {
        case .success:
            Issue.record("a broken guard loaded")
        case .failure(let failure):
            #expect(failure.message.hasPrefix("guard not loaded: "))
            #expect(failure.message.contains("3:9: error: unknown hook `pushh`"), "\(failure.message)")
            #expect(!failure.message.contains("\u{1B}"), "the escape is shown, not sent")
            #expect(!failure.message.contains("\n"))
        }
    }

    @Test func aScriptOpenedWithGuardLinesLoadsThem() throws {
        let directory = try guardFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("guarded.nss").path
        let opened = try makeOpener().open(Openable(kind: .script, name: "guarded", path: path)).get()
        #expect(opened.world.strategyID == "mine")
        #expect(opened.world.configuration.strategies.ids.last == "mine")
    }
}
