import Foundation
import NavSandboxTestSupport
import Testing

/// `navsandbox import` as a user runs it: the app file it writes runs, an
/// existing file is never replaced without --force, nor the input with it.
@Suite("navsandbox import", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ImportCommandLineTests {
    @Test("import writes an app file that run takes; -o - prints it; warnings go to stderr")
    func importThenRun() throws {
        let output = try temporaryScript("", name: "Tabs.yaml")
        try FileManager.default.removeItem(atPath: output)
        let imported = try navsandbox(["import", "docs/import/Tabs.storyboard", "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("wrote"))
        #expect(imported.stderr.contains("Tabs.storyboard:12:17: warning: the initial view controller is a tab bar controller"))
        let run = try navsandbox(["run", "docs/import/Tabs.nss", "--app", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let printed = try navsandbox(["import", "docs/import/Tabs.storyboard", "-o", "-"])
        #expect(printed.stdout == (try String(contentsOfFile: output, encoding: .utf8)))
    }

    @Test("an existing -o file exits 73 unchanged; --force replaces it; the input is never replaced")
    func neverOverwritesUnasked() throws {
        let output = try temporaryScript("mine\n", name: "app.yaml")
        let refused = try navsandbox(["import", "docs/import/Mail.storyboard", "-o", output])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("pass --force"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine\n")
        let forced = try navsandbox(["import", "docs/import/Mail.storyboard", "-o", output, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("root: Inbox"))
        let copy = try temporaryScript(try String(contentsOfFile: packageRootDirectory + "/docs/import/Mail.storyboard", encoding: .utf8), name: "Mail.storyboard")
        let input = try navsandbox(["import", copy, "-o", copy, "--force"])
        #expect(input.status == 73)
        #expect(input.stderr.contains("the file being imported"))
    }

    @Test("a file that is not a storyboard, or broken XML, exits 65 with file:line:col")
    func badInput() throws {
        let notOne = try temporaryScript("hello\n", name: "notes.txt")
        let result = try navsandbox(["import", notOne, "-o", "-"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("notes.txt:1:1: error: not a format navsandbox imports"))
        let broken = try temporaryScript("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n", name: "Broken.storyboard")
        let brokenResult = try navsandbox(["import", broken, "-o", "-"])
        #expect(brokenResult.status == 65)
        #expect(brokenResult.stderr.contains("Broken.storyboard:3:1: error: </document> closes <scenes>"))
        let missing = try navsandbox(["import", "/nonexistent/Main.storyboard", "-o", "-"])
        #expect(missing.status == 66)
    }
}
