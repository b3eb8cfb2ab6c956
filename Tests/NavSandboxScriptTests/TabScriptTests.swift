import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxScript

/// `tap-tab`, the `tab "Title"` target and `expect tab` (issue 35): parsed
/// against the app's tabs, with errors at the title's column.
@Suite struct TabScriptTests {
    static let app = exampleApp("tab-bar.yaml")

    static func parse(_ line: String, app: AppDescription = app) -> Result<Script, ScriptErrors> {
        ScriptParser.parse(line, file: "t.nss", vocabulary: .navSandbox(for: app))
    }

    @Test func theSpellingsReadAsATapOnTheTabsItem() throws {
        let script = try Self.parse("at 0ms tap-tab \"Feed\"\nat 1ms tap tab \"Feed\"\nat 2ms double-tap tab \"Chats\"\nexpect tab \"Feed\"\nexpect tab != \"Chats\"").get()
        let kinds = script.statements.map(\.kind)
        #expect(kinds[0] == .at(milliseconds: 0, .tap(.tab("Feed"))))
        #expect(kinds[1] == .at(milliseconds: 1, .tap(.tab("Feed"))))
        #expect(kinds[2] == .at(milliseconds: 2, .doubleTap(.tab("Chats"))))
        #expect(UserInput.tap(.tab("Feed")).scriptText == "tap-tab \"Feed\"")
        #expect(UserInput.doubleTap(.tab("Chats")).scriptText == "double-tap tab \"Chats\"")
    }

    @Test func anUnknownTabIsAnErrorAtItsTitle() throws {
        guard case .failure(let errors) = Self.parse("at 0ms tap-tab \"Fed\"") else {
            Issue.record("an unknown tab parsed")
            return
        }
        let error = try #require(errors.errors.first)
        #expect(error.column == 16)
        #expect(error.message == "unknown tab `\"Fed\"`")
        #expect(error.suggestion == "\"Feed\"")
        #expect(error.expected.contains("\"Chats\""))
    }

    @Test func anAppWithoutTabsSaysSo() throws {
        guard case .failure(let errors) = Self.parse("expect tab \"Feed\"", app: .demo) else {
            Issue.record("a tab parsed on the demo")
            return
        }
        let error = try #require(errors.errors.first)
        #expect(error.message == "the app has no tab bar")
        #expect(error.expected.contains("tabs:"))
    }

    @Test func aScriptRunsOnTheTabsAndChecksTheSelectedOne() throws {
        let script = try Self.parse("at 0ms tap \"Ada\"\nsettle\nafter 0ms tap-tab \"Settings\"\nsettle\nexpect tab \"Settings\"\nexpect stack = Settings\nafter 0ms tap-tab \"Chats\"\nsettle\nexpect stack = Chats > Ada").get()
        let run = ScriptRunner(options: ScriptRunOptions(app: Self.app)).run(script)
        #expect(run.succeeded, "\(run.verdicts)")
        #expect(run.verdicts.count == 3)
    }
}
