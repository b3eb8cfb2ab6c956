import Foundation
import NavSandboxTestSupport
import Testing

/// `navsandbox import` as a user runs it: the app file it writes runs, an
/// existing file is never replaced without --force, nor the input with it.
@Suite("navsandbox import: storyboards", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct StoryboardImportCommandLineTests {
    @Test("import writes an app file that run takes; -o - prints it; warnings go to stderr")
    func importThenRun() throws {
        let output = try temporaryScript("", name: "Tabs.yaml")
        try FileManager.default.removeItem(atPath: output)
        let imported = try navsandbox(["import", "docs/import/Tabs.storyboard", "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("wrote"))
        #expect(imported.stderr.isEmpty, "a tab bar controller is kept as tabs, with nothing to warn of: \(imported.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("tabs:\n  - { title: \"Feed\", root: Feed }"))
        let run = try navsandbox(["run", "docs/import/Tabs.nss", "--app", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let printed = try navsandbox(["import", "docs/import/Tabs.storyboard", "-o", "-"])
        #expect(printed.stdout == (try String(contentsOfFile: output, encoding: .utf8)))
    }

    /// Issue 38, item 5: standard output escaped U+202E the terminal's way
    /// (`\u{202E}`, not YAML: `check` refused the file), and -o wrote it
    /// raw. Both now write YAML's `\u202E`, the same bytes, and `check`
    /// takes them.
    @Test("hostile text: -o - and -o FILE write the same valid app file, with no raw control or bidi character")
    func hostileTextWritesTheSameValidFileEitherWay() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="a" sceneMemberID="viewController">
                        <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                            <subviews>
                                <label id="l" text="abc\u{202E}evil\u{200E}&#x1B;[2J&#x9B;"><rect key="frame" x="0" y="100" width="375" height="20"/></label>
                                <button id="b"><rect key="frame" x="0" y="200" width="375" height="40"/><state key="normal" title="Go"/>
                                    <connections><segue destination="zz" kind="odd\u{202E}" id="s"/></connections></button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="T\u{202E}itle" id="n"/>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let input = try temporaryScript(storyboard, name: "e\u{202E}vil.storyboard")
        let output = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("app.yaml").path
        let written = try navsandbox(["import", input, "-o", output])
        #expect(written.status == 0, "\(written.stderr)")
        let file = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(HostileText.firstUnsafeByte(in: Array(file)) == nil)
        let printed = try navsandbox(["import", input])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(Array(printed.stdout.utf8) == Array(file))
        #expect(printed.stdout.contains(#"label: "abc\u202Eevil\u200E\u001B[2J\u009B""#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"# Imported from e\u202Evil.storyboard"#), "\(printed.stdout)")
        #expect(!printed.stdout.contains("\\u{"))
        let checked = try navsandbox(["check", output])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
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

/// `navsandbox import` as a user runs it: the app to standard output or a
/// file, never over an existing file without --force, and a file that is
/// not a dump refused with where and why.
@Suite("navsandbox import: view dumps", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ViewDumpImportCommandLineTests {
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

    @Test("hostile text: -o - and -o FILE write the same valid app file, with no raw control or bidi character")
    func hostileTextWritesTheSameValidFileEitherWay() throws {
        let evil = "\u{1B}[2J\u{9B}2J\u{202E}x\u{200F}\u{0}y"
        let dump = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\r
               | <UIButton: 0x3; frame = (0 115; 390 44); layer = <CALayer: 0x4>>\r
               |    | <UIButtonLabel: 0x5; frame = (0 0; 90 20); text = '\(evil)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>\r
            """
        let input = try temporaryScript(dump, name: "dump.txt")
        let output = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("app.yaml").path
        let written = try navsandbox(["import", input, "-o", output])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("3 views (1 control"), "\(written.stdout)")
        let file = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(HostileText.firstUnsafeByte(in: Array(file)) == nil)
        let printed = try navsandbox(["import", input])
        #expect(Array(printed.stdout.utf8) == Array(file))
        #expect(printed.stdout.contains(#"label: "\u001B[2J\u009B2J\u202Ex\u200F\u0000y""#), "\(printed.stdout)")
        let checked = try navsandbox(["check", output])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
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
        #expect(notADump.stderr.contains("notes.txt:1:1: error: not a format navsandbox imports"), "\(notADump.stderr)")

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
