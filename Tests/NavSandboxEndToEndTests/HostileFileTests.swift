import Foundation
import NavSandboxTestSupport
import Testing

/// A shared app, script or lesson whose every string is an attack (clear
/// the screen, write the clipboard with OSC 52, retitle the window, a link,
/// a bell, a C1 CSI, a bidi override, NUL): every command that prints or
/// writes shows those characters escaped, and no byte of them reaches the
/// terminal or a file raw.
@Suite("hostile files", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct HostileFileTests {
    /// A folder with evil.yaml, evil.nss (taps the hostile labels) and
    /// evil.lesson.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = HostileText.scriptStrings
        let files = [
            "evil.yaml": HostileText.app,
            "evil.nss": """
                app "evil.yaml"
                at 0ms tap \(HostileText.goLabel)
                settle
                expect top = "Next\\u{202E}evil"
                expect log contains "\(strings[1])"
                after 100ms tap \(HostileText.backLabel)
                settle

                """,
            "evil.lesson": """
                app "evil.yaml"
                say "Hello \(strings.joined(separator: " "))"
                ask "Pick \(strings[0])?" choices "a\(strings[4])" | "b\(strings[5])" answer "b\(strings[5])" because "why \(strings[1])"
                try "Tap \(strings[2]) go" hint "the \(strings[3]) button" until top = "Next\\u{202E}evil"
                solution tap \(HostileText.goLabel)

                """,
            // A damaged app: hostile keys and values in the errors it makes.
            "bad.yaml": """
                app: x
                root: "A\\e]0;T\\a"
                screens:
                  "B\\e[2J": { title: "t", "bogus\\e]0;k\\a": 1 }
                  "B\\e[2J": { title: "t" }

                """,
            // A guard whose texts are hostile, one whose names are, and a
            // script that loads the first by a `guard` line.
            "evil-guard.yaml": HostileText.guardFile,
            "bad-guard.yaml": HostileText.badGuardFile,
            "guarded.nss": """
                guard "evil-guard.yaml"
                at 0ms double-tap "Message 1"
                settle
                expect stack = Inbox > Message 1

                """,
            "bad-guarded.nss": "guard \"bad-guard.yaml\"\nat 0ms tap \"Message 1\"\n",
            // A raw ESC in the file itself.
            "raw.yaml": "app: x\u{1B}]0;T\u{7}\nroot: A\n",
            // A script with a control character in a line and a hostile name.
            "bad.nss": "at 0ms tap \"A\u{1B}]0;x\u{7}\"\nstrategy \u{9B}2J\nat 1ms tap \"\\u{1B}]0;unknown\\u{7}\"\n",
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    static func assertSafe(_ result: CommandResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(HostileText.firstUnsafeByte(in: Array(result.stdout.utf8)) == nil, "\(what): stdout\n\(result.stdout)", sourceLocation: sourceLocation)
        #expect(HostileText.firstUnsafeByte(in: Array(result.stderr.utf8)) == nil, "\(what): stderr\n\(result.stderr)", sourceLocation: sourceLocation)
    }

    static func assertSafeFile(_ path: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(!bytes.isEmpty, "\(what) was written", sourceLocation: sourceLocation)
        #expect(HostileText.firstUnsafeByte(in: bytes) == nil, "\(what): \(path)", sourceLocation: sourceLocation)
    }

    @Test("run, compare, trace, explore and learn show hostile text escaped, in every format")
    func everyCommand() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let script = path("evil.nss")

        let run = try navsandbox(["run", script])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        Self.assertSafe(run, "run")
        #expect(run.stdout.contains("Home\\u{1B}]0;PWNED\\u{7}\\u{9B}2J"), "the title is there, escaped")
        #expect(run.stdout.contains("\\u{1B}]52;c;aGVsbG8=\\u{7} clip"), "the log line is there, escaped")

        let json = try navsandbox(["run", script, "--json"])
        Self.assertSafe(json, "run --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["stack"] as? [String] == ["Home\u{1B}]0;PWNED\u{7}\u{9B}2J"], "JSON keeps the text exactly")

        let shot = try navsandbox(["run", script, "--screenshot", path("shot.svg")])
        Self.assertSafe(shot, "run --screenshot")
        try Self.assertSafeFile(path("shot.svg"), "the SVG screenshot")
        try Self.assertSafeFile(path("shot.txt"), "the text screenshot")

        for format in [[], ["--json"], ["--markdown"]] {
            let compare = try navsandbox(["compare", script] + format)
            #expect(compare.status == 0 || compare.status == 1, "compare \(format): \(compare.stderr)")
            Self.assertSafe(compare, "compare \(format)")
        }

        let trace = try navsandbox(["trace", script, "-o", path("trace.json")])
        #expect(trace.status == 0, "\(trace.stderr)")
        Self.assertSafe(trace, "trace -o")
        try Self.assertSafeFile(path("trace.json"), "the trace")
        Self.assertSafe(try navsandbox(["trace", script, "-o", "-"]), "trace -o -")

        let explore = try navsandbox([
            "explore", "--app", path("evil.yaml"), "--depth", "1", "--strategy", "none", "--profile", "ios17", "-o",
            path("found"),
        ])
        Self.assertSafe(explore, "explore")
        #expect(explore.status == 1, "a break found: \(explore.stderr)")
        let found = try FileManager.default.contentsOfDirectory(atPath: path("found"))
        #expect(found.count == 1, "explore found the double push: \(explore.stdout)")
        for name in found {
            try Self.assertSafeFile(path("found/" + name), "explore's script")
            let replay = try navsandbox(["run", path("found/" + name), "--app", path("evil.yaml")])
            #expect(replay.status == 0, "explore's script replays: \(replay.stdout)\(replay.stderr)")
        }
        Self.assertSafe(
            try navsandbox(["explore", "--app", path("evil.yaml"), "--depth", "1", "--strategy", "none", "--json"]),
            "explore --json")

        let learn = try navsandbox(["learn", "--check", "--transcript", path("evil.lesson")])
        #expect(learn.status == 0, "\(learn.stdout)\(learn.stderr)")
        Self.assertSafe(learn, "learn --check")
        #expect(learn.stdout.contains("Hello \\u{1B}[2J"))
    }

    @Test("a guard file's hostile texts and names are shown escaped by run, compare and trace, and in its errors")
    func guardFiles() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let script = path("guarded.nss")
        let run = try navsandbox(["run", script])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        Self.assertSafe(run, "run with a hostile guard")
        #expect(run.stdout.contains("reason \\u{1B}]0;PWNED\\u{7}"), "the drop's reason is there, escaped: \(run.stdout)")
        #expect(run.stdout.contains("log \\u{1B}]52;c;aGVsbG8=\\u{7}"), "the guard's log line is there, escaped")
        let json = try navsandbox(["run", script, "--json"])
        Self.assertSafe(json, "run --json with a hostile guard")
        let stacked = try navsandbox(["run", script, "--strategy", "block-all+evil"])
        Self.assertSafe(stacked, "run with a hostile guard stacked")
        for format in [[], ["--json"], ["--markdown"]] {
            Self.assertSafe(try navsandbox(["compare", script] + format), "compare \(format) with a hostile guard")
        }
        Self.assertSafe(try navsandbox(["trace", script, "-o", "-"]), "trace with a hostile guard")
        Self.assertSafe(
            try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--guard", path("evil-guard.yaml")]),
            "run --guard with a hostile guard")

        let badName = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--guard", path("bad-guard.yaml")])
        #expect(badName.status == 65)
        Self.assertSafe(badName, "a guard named by an attack")
        #expect(badName.stderr.contains("evil\\u{1B}]0;PWNED\\u{7}"), "the name is quoted, escaped: \(badName.stderr)")
        let badLine = try navsandbox(["run", path("bad-guarded.nss")])
        #expect(badLine.status == 65)
        Self.assertSafe(badLine, "a guard line whose file is named by attacks")
        let hostilePath = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--guard", path("no\u{1B}]0;x\u{7}.yaml")])
        #expect(hostilePath.status == 66)
        Self.assertSafe(hostilePath, "a missing guard with a hostile path")
    }

    @Test("errors about hostile files quote them escaped")
    func errors() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let badApp = try navsandbox(["run", path("evil.nss"), "--app", path("bad.yaml")])
        #expect(badApp.status == 65)
        Self.assertSafe(badApp, "a damaged app")
        #expect(badApp.stderr.contains("B\\u{1B}[2J"), "\(badApp.stderr)")
        let raw = try navsandbox(["run", path("evil.nss"), "--app", path("raw.yaml")])
        #expect(raw.status == 65)
        Self.assertSafe(raw, "an app with a raw ESC")
        let badScript = try navsandbox(["run", path("bad.nss")])
        #expect(badScript.status == 65)
        Self.assertSafe(badScript, "a damaged script")
        #expect(badScript.stderr.contains("U+001B (ESC)"), "\(badScript.stderr)")
        let hostileName = path("evil\u{1B}]0;NAME\u{7}\u{202E}.nss")
        try Data("at 0ms tap \"nope\"\n".utf8).write(to: URL(fileURLWithPath: hostileName))
        Self.assertSafe(try navsandbox(["run", hostileName]), "a hostile file name")
        Self.assertSafe(try navsandbox(["run", path("missing\u{1B}]0;x\u{7}.nss")]), "a missing hostile file name")
        Self.assertSafe(try navsandbox(["\u{1B}]0;x\u{7}"]), "a hostile argument")
        Self.assertSafe(try navsandbox(["learn", "\u{1B}]0;x\u{7}"]), "a hostile lesson name")
        // A 100 KB argument is quoted in the message cut, not whole.
        let long = try navsandbox(["run", path("evil.nss"), "--strategy", String(repeating: "x", count: 100_000)])
        #expect(long.status == 64)
        #expect(long.stderr.utf8.count < 5_000 && long.stderr.contains("…"), "\(long.stderr.prefix(300))")
    }
}

@Suite("hostile files in a terminal", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct HostileFileTerminalTests {
    /// What an attack would change: the pane's title and tmux's paste
    /// buffers (OSC 52 writes them).
    static func observable(_ session: TmuxSession) throws -> [String] {
        [try session.display("#{pane_title}"), try session.tmux(["list-buffers"])]
    }

    @Test("navsandbox run of a hostile app neither retitles the pane nor writes the clipboard")
    func runInAShell() throws {
        let folder = try HostileFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = try ShellPane()
        try shell.session.tmux(["set-option", "-g", "set-clipboard", "on"])
        let before = try Self.observable(shell.session)
        let script = folder.appendingPathComponent("evil.nss").path
        try shell.run("\(WrappedAppPane.shellQuoted(try NavSandboxBinary.path())) run \(WrappedAppPane.shellQuoted(script)); echo done-$?")
        try shell.session.waitFor("done-0")
        #expect(try Self.observable(shell.session) == before)
    }

    @Test("the sandbox with a hostile app neither retitles the pane nor writes the clipboard; its files replay")
    func sandbox() throws {
        let folder = try HostileFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("evil.yaml").path
        let session = try NavSandboxEndToEndTests.sandbox(in: folder, arguments: "--app \(WrappedAppPane.shellQuoted(app))")
        defer { session.kill() }
        try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        let before = try Self.observable(session)
        try session.waitFor("LOCKS")
        try session.sendKeys("1")
        let screen = try session.waitFor("\\u{202E}")
        #expect(screen.contains("Home\\u{1B}]0;PWNED"), "\(screen)")
        try session.sendKeys("L")
        try session.waitFor("clip")
        try session.sendKeys("Escape")
        // The screenshot and the saved session: shown text, and a script
        // that taps the same hostile labels when replayed.
        try session.sendKeys("C")
        try session.waitFor("saved navsandbox-")
        try session.sendKeys("F")
        try session.waitFor("saved navsandbox-session-")
        #expect(try Self.observable(session) == before)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("navsandbox-") }
        #expect(written.count == 3, "\(written)")
        for name in written {
            try HostileFileTests.assertSafeFile(folder.appendingPathComponent(name).path, name)
        }
        let saved = try #require(written.first { $0.hasSuffix(".nss") })
        let replay = try navsandbox(["run", folder.appendingPathComponent(saved).path, "--app", app])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }
}
