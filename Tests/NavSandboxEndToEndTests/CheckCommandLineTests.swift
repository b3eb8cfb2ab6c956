import Foundation
import Testing

/// The installed surface of the binary: `check` over files of every kind,
/// `--version`, and the shell completions the README tells users to install.
@Suite("navsandbox check, --version, completions", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct CheckCommandLineTests {
    @Test func fineFilesExit0WithAVerdictEach() throws {
        let files = [
            "docs/apps/demo.yaml", "docs/guards/block-all.yaml", "docs/scenarios/double-push-row.nss", "docs/lessons/hit-testing.lesson",
        ]
        let result = try navsandbox(["check"] + files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == files.count)
        for (file, line) in zip(files, lines) { #expect(line.hasPrefix("\(file): ok ("), "\(line)") }
    }

    @Test func everyProblemOfEveryFileThenExit65() throws {
        let script = try temporaryScript("at 0ms tap \"Mesage 1\"\nstrategy nope\n", name: "two-errors.nss")
        let result = try navsandbox(["check", script, "docs/apps/demo.yaml", "/nonexistent/x.nss"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("two-errors.nss:1:12: error: unknown label"), "\(result.stderr)")
        #expect(result.stderr.contains("two-errors.nss:2:10: error: unknown strategy"), "\(result.stderr)")
        #expect(result.stderr.contains("/nonexistent/x.nss: error: no such file"), "\(result.stderr)")
        #expect(result.stdout.contains("two-errors.nss: 2 problems (script)"))
        #expect(result.stdout.contains("docs/apps/demo.yaml: ok (app \"Mail\""), "the files after a bad one are checked too")
        let unreadable = try navsandbox(["check", "/nonexistent/x.nss"])
        #expect(unreadable.status == 66)
        let none = try navsandbox(["check"])
        #expect(none.status == 64)
    }

    @Test func versionAndCompletionScripts() throws {
        // The version printed is one CHANGELOG.md describes (and the
        // Homebrew formula's tag names): bumping one without the other fails.
        let version = try navsandbox(["--version"])
        #expect(version.status == 0)
        let changelog = try String(contentsOfFile: packageRootDirectory + "/CHANGELOG.md", encoding: .utf8)
        let printed = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(changelog.contains("\n## \(printed) "), "CHANGELOG.md has no section for \(printed)")
        let formula = try String(contentsOfFile: packageRootDirectory + "/packaging/homebrew/navsandbox.rb", encoding: .utf8)
        #expect(formula.contains("/tags/v\(printed).tar.gz"), "the formula builds another tag than \(printed)")
        for (shell, marker) in [("zsh", "#compdef navsandbox"), ("bash", "complete"), ("fish", "complete -c 'navsandbox'")] {
            let script = try navsandbox(["--generate-completion-script", shell])
            #expect(script.status == 0, "\(shell): \(script.stderr)")
            #expect(script.stdout.contains(marker), "\(shell)")
            #expect(script.stdout.contains("check"), "\(shell): the check subcommand is completed")
        }
    }
}
