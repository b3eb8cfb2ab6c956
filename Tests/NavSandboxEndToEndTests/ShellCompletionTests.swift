import Foundation
import NavSandboxTestSupport
import Testing

/// The completion scripts the binary generates, driven as the shells drive
/// them: file arguments complete files of their kinds (and folders), and
/// values complete the names the binary knows.
@Suite("shell completion", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ShellCompletionTests {
    /// A folder holding a file of each kind an argument might want, or not.
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-complete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        for name in ["double.nss", "dull.txt", "app.yaml", "Main.storyboard", "dx$(touch MARK).nss", "d`touch MARK2`.nss"] {
            try Data().write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// Each command line's completions, in order, from bash's own
    /// completion function called as bash calls it (COMP_WORDS, COMP_CWORD,
    /// COMP_LINE, COMP_POINT; the command, the word, the word before).
    func bashCompletions(_ lines: [[String]], in directory: URL) throws -> [[String]] {
        let binary = try #require(navsandboxBinary)
        let script = try navsandbox(["--generate-completion-script", "bash"])
        let scriptPath = directory.appendingPathComponent("navsandbox.bash")
        try Data(script.stdout.utf8).write(to: scriptPath)
        var driver = """
            source \(WrappedAppPane.shellQuoted(scriptPath.path))
            comp() {
                COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
                _navsandbox navsandbox "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"; echo '=='
            }

            """
        for line in lines { driver += "comp " + line.map(WrappedAppPane.shellQuoted).joined(separator: " ") + "\n" }
        let driverPath = directory.appendingPathComponent("driver.bash")
        try Data(driver.utf8).write(to: driverPath)
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let result = try runPiped(
            "/bin/sh", ["-c", "PATH=\(WrappedAppPane.shellQuoted(folder)):$PATH exec bash \(WrappedAppPane.shellQuoted(driverPath.path))"],
            directory: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.components(separatedBy: "==\n").dropLast().map { block in
            block.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        }
    }

    @Test func bashCompletesFilesByKindAndTheNamesTheBinaryKnows() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let found = try bashCompletions(
            [
                ["navsandbox", "run", "dou"],
                ["navsandbox", "run", "x", "--strategy", "coo"],
                ["navsandbox", "run", "x", "--profile", "io"],
                ["navsandbox", "run", "x", "--set", "pop"],
                ["navsandbox", "list", "ho"],
                ["navsandbox", "check", "d"],
                ["navsandbox", "import", "M"],
                ["navsandbox", "learn", "hit"],
                ["navsandbox", "run", "d"],
            ], in: directory)
        try #require(found.count == 9, "\(found)")
        // A file name is data: no command in one ran at a Tab.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("MARK").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("MARK2").path))
        // A script: the bundled scenarios by name, and .nss files — not dull.txt.
        #expect(found[0] == ["double-push-row", "double-tap-under-sheet", "double.nss"])
        #expect(found[1] == ["coordinated"])
        #expect(found[2] == ["ios7", "ios12", "ios17", "ios26"])
        #expect(found[3] == ["pop-gesture=on", "pop-gesture=off", "pop-gesture=auto", "pop-gesture-delegate=on", "pop-gesture-delegate=off"])
        #expect(found[4] == ["hooks"])
        #expect(Set(found[5].filter { !$0.contains("touch") }) == ["double.nss", "docs"], "check reads .nss, .yaml and .lesson files: \(found[5])")
        #expect(found[6] == ["Main.storyboard"])
        #expect(found[7] == ["hit-testing"])
        #expect(found[8].contains("double.nss") && !found[8].contains { $0.contains("touch") }, "\(found[8])")
    }

    static let fish: String? = ["/usr/bin/fish", "/usr/local/bin/fish", "/opt/homebrew/bin/fish"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// fish's `complete -C` from a non-interactive fish: the list and file
    /// kinds (a custom completion needs an interactive fish 3 to read its
    /// command line, so it is left to bash's test).
    @Test(.enabled(if: fish != nil, "fish is not installed (.ci/run installs it)"))
    func fishCompletesFilesByKindAndValues() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try navsandbox(["--generate-completion-script", "fish"])
        let scriptPath = directory.appendingPathComponent("navsandbox.fish")
        try Data(script.stdout.utf8).write(to: scriptPath)
        let binary = try #require(navsandboxBinary)
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let commands = [
            "navsandbox run x --profile io", "navsandbox list hoo", "navsandbox check d", "navsandbox import d",
        ]
        let body = commands.map { "complete -C \(WrappedAppPane.shellQuoted($0)); echo ==" }.joined(separator: "; ")
        let result = try runPiped(
            try #require(Self.fish),
            ["-c", "set -x PATH \(WrappedAppPane.shellQuoted(folder)) $PATH; source \(WrappedAppPane.shellQuoted(scriptPath.path)); \(body)"],
            directory: directory.path)
        let found = result.stdout.components(separatedBy: "==\n").dropLast().map { block in
            block.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        }
        try #require(found.count == 4, "\(result.stdout)\n\(result.stderr)")
        #expect(found[0] == ["ios7", "ios12", "ios17", "ios26"])
        #expect(found[1] == ["hooks"])
        // fish lists files itself and treats their names as data.
        #expect(Set(found[2].filter { !$0.contains("touch") }) == ["docs/", "double.nss"])
        #expect(Set(found[3]) == ["docs/", "dull.txt"])
    }
}
