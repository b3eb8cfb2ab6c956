import Foundation
import NavSandboxTestSupport
import Testing

/// `--app FILE` on every command: a good file runs, a bad one stops before
/// anything runs with its problems on standard error (exit 65, 66 unreadable).
@Suite("navsandbox --app", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct AppCommandLineTests {
    static let app = "docs/apps/settings-mash.yaml"
    static let script = "docs/apps/settings-mash.nss"

    @Test func runCompareAndTraceTakeTheApp() throws {
        let run = try navsandbox(["run", Self.script, "--app", Self.app])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Home > Settings > Settings > Settings"))
        let compare = try navsandbox(["compare", Self.script, "--app", Self.app])
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("coordinated"))
        let trace = try navsandbox(["trace", Self.script, "--app", Self.app, "-o", "-"])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("push Settings"))
    }

    @Test func aScriptForAnotherAppIsRefused() throws {
        let result = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--app", Self.app])
        #expect(result.status == 65)
        #expect(result.stderr.contains("unknown label"))
    }

    @Test func aBadAppFileSaysWhereAndExits65() throws {
        let path = try temporaryScript(
            "app: Bad\nroot: Home\nscreens:\n  Home:\n    title: Home\n    views:\n      - { class: UIButon, frame: [0, 0, 4, 1] }\n",
            name: "bad.yaml")
        for arguments in [["run", Self.script, "--app", path], ["--app", path], ["compare", Self.script, "--app", path]] {
            let result = try navsandbox(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("bad.yaml:7:18: error: unknown view class `UIButon`"), "\(result.stderr)")
            #expect(result.stderr.contains("did you mean `UIButton`?"))
        }
    }

    @Test func aMissingAppFileExits66() throws {
        let result = try navsandbox(["run", Self.script, "--app", "/nonexistent/app.yaml"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/app.yaml: error: no such file"))
        let directory = try navsandbox(["run", Self.script, "--app", "docs"])
        #expect(directory.status == 66)
        #expect(directory.stderr.contains("is a directory; expected an app file"))
    }

    @Test func warningsGoToStandardErrorAndTheRunGoesOn() throws {
        let result = try navsandbox(["run", "docs/apps/hit-testing.nss", "--app", "docs/apps/hit-testing.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("hit-testing.yaml:"))
        #expect(result.stderr.contains("warning: the frame"))
        #expect(!result.stdout.contains("warning:"))
    }
}
