import Foundation
import Testing

/// `navsandbox import` as a user runs it: the app to standard output or a
/// file, never over an existing file without --force, and a file that is
/// not a dump refused with where and why.
@Suite("navsandbox import", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ImportCommandLineTests {
    static let dump = "docs/import/profile-header.txt"

    @Test func writesTheAppAndRefusesToReplaceItWithoutForce() throws {
        let output = try temporaryScript("keep me\n", name: "screen.yaml")
        let refused = try navsandbox(["import", Self.dump, "-o", output])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("pass --force"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me\n")

        let forced = try navsandbox(["import", Self.dump, "-o", output, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("14 views (3 controls)"), "\(forced.stdout)")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written == (try String(contentsOfFile: packageRootDirectory + "/docs/import/profile-header.yaml", encoding: .utf8)))

        let run = try navsandbox(["run", "docs/import/profile-header.nss", "--app", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func standardOutputWhenNoOutputFileIsNamed() throws {
        let result = try navsandbox(["import", Self.dump])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Imported by `navsandbox import`"))
        #expect(result.stderr.contains("imported 14 views"))
    }

    @Test func notADumpAndBrokenDumpsExit65WithTheirPlace() throws {
        let text = try temporaryScript("just a log line\n", name: "notes.txt")
        let notADump = try navsandbox(["import", text])
        #expect(notADump.status == 65)
        #expect(notADump.stderr.contains("notes.txt:1:1: error: not a view dump"), "\(notADump.stderr)")

        let broken = try temporaryScript(
            "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>\n",
            name: "broken.txt")
        let result = try navsandbox(["import", broken])
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.txt:2:11: error: the view is 2 levels deeper"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)

        let storyboard = try temporaryScript("<?xml version=\"1.0\"?>\n<document/>\n", name: "Main.storyboard")
        #expect(try navsandbox(["import", storyboard]).status == 65)
        #expect(try navsandbox(["import", "/nonexistent/dump.txt"]).status == 66)
        #expect(try navsandbox(["import", Self.dump, "--root", "0xdead"]).status == 65)
    }
}
