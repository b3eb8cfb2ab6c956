import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import Testing

@Suite("Command-line values, file problems, list")
struct CommandSupportTests {
    @Test("--set values")
    func toggleOverrides() throws {
        #expect(try ToggleOverride.parse("pass-through=on").get() == ToggleOverride(id: "pass-through", value: true))
        #expect(try ToggleOverride.parse("exclusive-touch=off").get() == ToggleOverride(id: "exclusive-touch", value: false))
        #expect(try ToggleOverride.parse("pop-gesture=auto").get() == ToggleOverride(id: "pop-gesture", value: nil))
        guard case .failure(let unknown) = ToggleOverride.parse("pass-thru=on") else { Issue.record("accepted"); return }
        #expect(unknown.suggestion == "pass-through=on")
        guard case .failure(let auto) = ToggleOverride.parse("pass-through=auto") else { Issue.record("accepted"); return }
        #expect(auto.message.contains("not a setting"))
        guard case .failure(let shape) = ToggleOverride.parse("pass-through") else { Issue.record("accepted"); return }
        #expect(shape.expected.contains("toggle=on|off"))
    }

    @Test("--strategy and --profile values suggest the nearest name")
    func strategyAndProfile() throws {
        #expect(try BundledGuards.registry.parse("block-all").get().id.rawValue == "block-all")
        guard case .failure(let strategy) = BundledGuards.registry.parse("blok-all") else { Issue.record("accepted"); return }
        #expect(strategy.suggestion == "block-all")
        #expect(strategy.description.contains("did you mean `block-all`?"))
        #expect(try Profile.parse("ios12").get() == .ios12)
        #expect(try Profile.parse("iOS 26").get() == .ios26)
        #expect(try Profile.parse("17").get() == .ios17)
        guard case .failure(let problem) = Profile.parse("ios8") else { Issue.record("accepted"); return }
        #expect(problem.suggestion == "ios7")
    }

    @Test("every command and the sandbox accept the same toggle spellings")
    func toggleSpellings() throws {
        for word in ["on", "yes", "true", "1", "ON"] {
            #expect(try ToggleAssignment.parse("pass-through=\(word)").get().value == true)
        }
        for word in ["off", "no", "false", "0"] {
            #expect(try ToggleAssignment.parse("pass-through=\(word)").get().value == false)
        }
        #expect(try ToggleAssignment.parse("allow-interaction-during-transition=on").get().id == "allow-interaction-during-transition")
    }

    @Test("file problems map to sysexits codes")
    func exitCodes() {
        #expect(ScriptFileProblem.load(.noSuchFile(path: "x")).exitCode == 66)
        #expect(ScriptFileProblem.load(.isDirectory(path: "x")).exitCode == 66)
        #expect(ScriptFileProblem.load(.unreadable(path: "x", reason: "permission denied")).exitCode == 66)
        #expect(ScriptFileProblem.load(.notUTF8(path: "x", line: 1, byteColumn: 1, byteOffset: 0, byte: 0xFF)).exitCode == 65)
        #expect(ScriptFileProblem.load(.tooLarge(path: "x", limit: 1)).exitCode == 65)
        #expect(ScriptFileProblem.parse(ScriptErrors([])).exitCode == 65)
    }

    @Test("Script.load reports missing files and directories, parses with the core's vocabulary")
    func loading() throws {
        guard case .failure(.load(.noSuchFile)) = Script.load(path: scenariosDirectory + "/missing.nss") else {
            Issue.record("expected noSuchFile")
            return
        }
        guard case .failure(.load(.isDirectory)) = Script.load(path: scenariosDirectory) else {
            Issue.record("expected isDirectory")
            return
        }
        let script = try Script.parse("strategy coordinated\nat 0ms tap \"Open latest in 0.5s\"\nexpect flag transitionLock = -").get()
        #expect(script.strategy == "coordinated")
    }

    @Test("the core vocabulary")
    func vocabulary() {
        let v = ScriptVocabulary.navSandbox
        #expect(v.strategies.map(\.rawValue) == StrategyID.builtIns.map(\.rawValue) + LibraryGuards.names)
        #expect(v.profiles == ["ios7", "ios12", "ios17", "ios26"])
        #expect(v.toggles.contains("allow-interaction-during-transition"))
        #expect(v.retiredViolations["deprecated-api"] != nil)
        #expect(v.labels == AppDescription.demo.labels)
        #expect(v.violations.count == ViolationID.allCases.count)
        for flag in ["ignoreCount", "window.isAnimated", "isSwitching", "skipAnimationQueue", "isBlockedInteraction", "transitionLock"] {
            #expect(v.flags.contains(flag))
        }
    }

    @Test("list: one described line per entry")
    func list() throws {
        for topic in Catalog.Topic.allCases {
            let lines = Catalog.text(topic).split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines { #expect(line.split(separator: " ").count >= 3, "\(line)") }
        }
        #expect(Catalog.entries(.strategies).map(\.name) == StrategyID.builtIns.map(\.rawValue) + LibraryGuards.names)
        // A library guard's line names its library, version and source file.
        let qmui = try #require(Catalog.entries(.strategies).first { $0.name == "qmui-transiting" })
        #expect(qmui.summary.hasPrefix("[Tencent/QMUI_iOS 2.6.2 @9215d0a]"))
        #expect(qmui.summary.hasSuffix("/QMUIKit/QMUIMainFrame/QMUINavigationController.m"))
        #expect(Catalog.entries(.failures).count == ViolationID.allCases.count)
        #expect(Catalog.text(.profiles).contains("ios17 (default)"))
    }

    /// Users do not have the project's copies of the articles: a strategy
    /// cites its article by title and address, never as "seed 003".
    @Test("list strategies: sources by their public title and link")
    func listStrategiesCitesArticles() {
        let text = Catalog.text(.strategies)
        #expect(!text.contains("seed"), "\(text)")
        #expect(!text.contains("shared/"))
        for id in ["delay", "appear-flag", "switching-flag", "block-all", "window-lock"] {
            let summary = BundledGuards.registry.summary(of: StrategyID(checked: id)) ?? ""
            #expect(summary.contains("https://"), "\(id): \(summary)")
        }
        #expect(text.contains("“UIViewController Push & Pop 的那些坑”"))
    }

    @Test("list rules: every rule with its evidence, profiles, statement and each source on its own line")
    func listRules() {
        let text = Catalog.text(.rules)
        let heads = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(heads.map { String($0.split(separator: " ").first ?? "") } == RuleID.allCases.map(\.rawValue))
        #expect(text.contains("transition-disables-interaction"))
        #expect(text.contains("[observed; ios12 ios17] on iOS 8–18 the back button works"))
        #expect(text.contains("    source: https://github.com/lionheart/openradar-mirror/issues/19940 — "))
        #expect(text.contains("[observed; ios26] on iOS 26 transitions are interruptible"))
        #expect(text.contains("[inferred; ios12 ios17] on iOS 8–18 the interactive pop gesture does not begin"))
        let sources = text.split(separator: "\n").filter { $0.hasPrefix("    source: ") }.count
        #expect(sources == UIKitRules.all.map(\.sources.count).reduce(0, +))
    }

    @Test("a retired violation id gets a message saying what to write instead, with its place")
    func retiredViolation() {
        switch Script.parse("at 0ms tap \"Compose\"\nexpect violation deprecated-api = no") {
        case .success: Issue.record("deprecated-api should be refused")
        case .failure(let error):
            let text = "\(error)"
            #expect(text.contains("2:18"))
            #expect(text.contains("`deprecated-api` is no longer a violation id"))
            #expect(text.contains("compile-time warning"))
        }
    }

    @Test("compare: one row per strategy, colour only when asked")
    func compare() throws {
        let script = try coreScript("strategy none\nat 0ms double-tap \"Message 1\"\nsettle\nexpect violation double-push = fired")
        let comparison = StrategyComparison.run(script)
        #expect(comparison.rows.map(\.strategy) == StrategyID.builtIns.map(\.rawValue) + LibraryGuards.names)
        let none = comparison.rows[0]
        #expect(none.stack == ["Inbox", "Message 1", "Message 1"])
        #expect(none.violations == ["double-push"])
        #expect(none.expectText == "✓ held")
        // The same script under a guard that holds: its expectation (written
        // for `none`) fails, and the table names the line, not a score.
        let coordinatedRow = try #require(comparison.rows.first { $0.strategy == "coordinated" })
        #expect(coordinatedRow.expectText == "✗ line 4")
        #expect(comparison.text().plain.contains("coordinated: ✗ line 4 expect violation double-push = fired"))
        #expect(none.handled == 2)
        let coordinated = try #require(comparison.rows.first { $0.strategy == "coordinated" })
        #expect(coordinated.stack == ["Inbox", "Message 1"])
        #expect(coordinated.dropped == 1)
        let text = comparison.text().plain
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains("none                   Inbox > Message 1 > Message 1"))
        #expect(comparison.text().rendered(colour: true).contains("\u{1B}["))
        #expect(comparison.markdown().hasPrefix("| strategy | final stack |"))
        // A title from an app file cannot become HTML, a link or a table break.
        var hostile = comparison
        hostile.rows[0].stack = ["<img src=x onerror=alert(1)>", "[l](javascript:x)", "a|b", "\u{1B}]0;t\u{7}"]
        let row = try #require(hostile.markdown().split(separator: "\n").first { $0.hasPrefix("| `none`") })
        #expect(row.contains("&lt;img src=x onerror=alert(1)>"), "\(row)")
        #expect(row.contains("\\[l\\](javascript:x)"), "\(row)")
        #expect(row.contains("a\\|b") && row.contains("\\u{1B}\\]0;t\\u{7}"), "\(row)")
        _ = comparison.json().compact
    }

    @Test("compare's rows are the same on any number of threads", arguments: exampleScripts().prefix(6))
    func compareInParallel(_ name: String) throws {
        guard case .success(let loaded) = Script.loadOnItsApp(path: scenariosDirectory + "/" + name) else {
            Issue.record("\(name) does not load")
            return
        }
        let options = ScriptRunOptions(app: loaded.app)
        let one = StrategyComparison.run(loaded.script, options: options, jobs: 1)
        #expect(StrategyComparison.run(loaded.script, options: options, jobs: 4) == one)
        #expect(one.rows.map(\.strategy) == StrategyID.builtIns.map(\.rawValue) + LibraryGuards.names)
    }

    @Test("compare keeps going when a row stops on a runtime error")
    func compareWithRuntimeError() throws {
        // Under the guards that drop the second tap nothing is wrong; the row
        // is just another row. A label never seen stops every row.
        let script = try coreScript("at 0ms tap \"Send\"")
        let comparison = StrategyComparison.run(script)
        #expect(comparison.rows.count == StrategyID.builtIns.count + LibraryGuards.names.count)
        #expect(comparison.rows.allSatisfy { $0.error?.kind == .labelNeverSeen })
        #expect(comparison.text().plain.contains("(stopped at line 1)"))
    }
}
