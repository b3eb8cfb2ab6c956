import Foundation
import NavSandboxTestSupport
import Testing

@Suite("navsandbox explore", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ExploreCommandLineTests {
    @Test func findsTheShortestScheduleAndPrintsItsScript() throws {
        let result = try navsandbox(["explore", "--strategy", "none", "--depth", "1", "--no-two-fingers"])
        #expect(result.status == 1, "a break fails the run, as a failed test does: \(result.stderr)")
        #expect(result.stdout.contains("none on iOS 17: breaks in 1 input — double-push"))
        #expect(result.stdout.contains("at 0ms double-tap \"Message 1\""))
        #expect(result.stdout.contains("expect violation double-push = fired"))
        #expect(result.stderr.isEmpty, "the script replays: no warning")
    }

    @Test func writesScriptsThatRunReplaysAndNeverReplacesOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)").path
        let arguments = ["explore", "--strategy", "block-all", "--ignore", "lost-navigation", "--depth", "2", "--no-two-fingers", "-o", directory]
        let first = try navsandbox(arguments)
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stdout.contains("race window: input 2 breaks it"), "\(first.stdout)")
        // One script per kind met, each named by its kind, each replaying.
        let written = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(written.count > 1 && written.allSatisfy { $0.hasPrefix("explore-block-all-ios17-") }, "\(written)")
        #expect(written.contains("explore-block-all-ios17-double-push.nss"))
        for name in written {
            let script = directory + "/" + name
            #expect(first.stdout.contains("script: \(script)"))
            let replay = try navsandbox(["run", script])
            #expect(replay.status == 0, "\(name): \(replay.stdout)")
        }
        let again = try navsandbox(arguments)
        #expect(again.status == 73)
        #expect(again.stderr.contains("exists; not replaced"))
    }

    /// A search on an app file (and guard files) writes scripts that name
    /// them: replaying one finds the app's labels and the guard's strategy
    /// (without the `app` line it failed with exit 65, unknown label).
    @Test func scriptsOfAnAppFileReplayOnThatApp() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-app-\(UUID().uuidString)").path
        let result = try navsandbox([
            "explore", "--app", "docs/apps/settings-mash.yaml", "--guard", "docs/guards/examples/button-throttle.yaml", "--strategy", "none",
            "--depth", "1", "--no-two-fingers", "-o", directory,
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).sorted().first)
        #expect(name.hasPrefix("explore-none-ios17-"))
        let script = directory + "/" + name
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("app \""), "\(text)")
        #expect(text.contains("settings-mash.yaml\""))
        #expect(text.contains("guard \"") && text.contains("button-throttle.yaml\""))
        let replay = try navsandbox(["run", script])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }

    @Test func jsonAndJobsGiveTheSameAnswer() throws {
        let base = ["explore", "--strategy", "all", "--profile", "ios17", "--depth", "1", "--no-two-fingers", "--json"]
        let one = try navsandbox(base)
        let two = try navsandbox(base + ["--jobs", "2"])
        #expect(one.status == 1, "some strategy breaks at depth 1")
        #expect(one.stdout == two.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 12, "the seven built-ins and the five library guards")
        #expect(results.first?["violation"] as? String == "double-push")
    }

    /// Several profiles, repeated or comma-separated: explore searches each;
    /// a command that runs one world refuses them and says who takes them.
    @Test func severalProfilesAreExploresAndOthersRefuseThem() throws {
        let base = ["explore", "--strategy", "none", "--depth", "1", "--no-two-fingers", "--json"]
        let listed = try navsandbox(base + ["--profile", "ios7,ios17"])
        let repeated = try navsandbox(base + ["--profile", "ios7", "--profile", "ios17"])
        #expect(listed.stdout == repeated.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["profile"] as? String } == ["ios7", "ios17"])
        let run = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--profile", "ios7,ios17"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("several profiles (ios7, ios17) are for explore; run runs one profile"), "\(run.stderr)")
    }

    /// Every page in docs/reports: its command, as printed there, still
    /// breaks its guard the way the page says, and the script beside it
    /// replays with every expectation held.
    @Test(arguments: ["qmui-336", "buffered-5", "fd-131", "ios7-double-tap-crash", "gk-16", "nativephp-470", "yp-44", "qmui-1498", "jt-1", "coordinator-8"])
    func eachReportsCommandFindsItAndItsScriptReplays(_ page: String) throws {
        let reports = NavSandboxBinary.packageRoot.appendingPathComponent("docs/reports")
        let report = try String(contentsOf: reports.appendingPathComponent(page + ".md"), encoding: .utf8)
        let lines = report.split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("navsandbox explore ") && $0.contains(" --depth ") })
        // The head line and the catalogue the page quotes, the report's kind among them.
        let head = try #require(lines.firstIndex { $0.contains(": breaks in ") })
        let printed = [lines[head]] + lines[(head + 1)...].prefix { $0.hasPrefix("  ") }
        #expect(printed.count > 1, "the page quotes the catalogue")
        let result = try navsandbox(line.split(separator: " ").dropFirst().map(String.init))
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains(printed.joined(separator: "\n")), "\(result.stdout)")
        let replay = try navsandbox(["run", reports.appendingPathComponent(page + ".nss").path])
        #expect(replay.status == 0, "\(replay.stdout)\n\(replay.stderr)")
        #expect(replay.stdout.contains("expectations hold") && !replay.stdout.contains("FAIL"), "\(replay.stdout)")
    }

    /// CI runs explore on a guard: 0 when nothing broke it, 1 when something did.
    @Test func exitsZeroWhenTheGuardHolds() throws {
        let held = try navsandbox(["explore", "--strategy", "coordinated", "--depth", "1", "--no-two-fingers", "--ignore", "lost-navigation"])
        #expect(held.status == 0, "\(held.stdout)\(held.stderr)")
        #expect(held.stdout.contains("holds up to depth 1"))
    }

    /// The same seed, the same schedules and the same output, for any --jobs.
    @Test func randomSchedulesReplayFromTheirSeed() throws {
        let base = ["explore", "--strategy", "block-all", "--ignore", "lost-navigation", "--random", "200", "--seed", "7", "--depth", "6", "--json"]
        let one = try navsandbox(base + ["--jobs", "1"])
        let two = try navsandbox(base + ["--jobs", "2"])
        #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout == two.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(result["holds"] as? Bool == false)
        let random = try #require(result["random"] as? [String: Any])
        #expect(random["breaking_run"] as? Int != nil)
        let other = try navsandbox(["explore", "--strategy", "block-all", "--random", "5", "--seed", "8", "--depth", "60"])
        #expect(other.status == 64, "depth 60 is refused: \(other.stderr)")
        let noRandom = try navsandbox(["explore", "--seed", "8"])
        #expect(noRandom.status == 64)
        #expect(noRandom.stderr.contains("--seed and --races go with --random"))
    }

    @Test func refusesASearchTooLargeAndSaysHowToNarrowIt() throws {
        let result = try navsandbox([
            "explore", "--strategy", "coordinated", "--depth", "5", "--grid", "10ms", "--horizon", "10s", "--size-limit", "100000",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("holds to depth 2"), "\(result.stderr)")
        #expect(result.stderr.contains("narrow it with --depth 2, --grid 20ms"), "\(result.stderr)")
    }

    /// Too large whole, but breadth-first its first level is searched
    /// first: a guard that breaks there has its answer, not a refusal.
    @Test func aSearchTooLargeWholeStillAnswersForAGuardThatBreaksEarly() throws {
        let result = try navsandbox(["explore", "--depth", "5", "--grid", "10ms", "--horizon", "10s"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("breaks in 1 input"))
    }

    @Test func allIsOnlyForExplore() throws {
        let result = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--strategy", "all"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--strategy all is for explore"))
        let goal = try navsandbox(["explore", "--goal", "double-psh"])
        #expect(goal.status == 64)
        #expect(goal.stderr.contains("Did you mean 'double-push'?"))
    }
}

@Suite("navsandbox explore in a terminal", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct ExploreTerminalTests {
    /// A progress line on stderr while it searches; Ctrl-C stops it and
    /// prints what was found so far, with exit status 130.
    @Test func progressAndCtrlC() throws {
        let session = try TmuxSession(
            width: 160, height: 20,
            command: "LC_ALL=\(TestPlatform.utf8LocaleName) \(WrappedAppPane.shellQuoted(try NavSandboxBinary.path())) explore --strategy coordinated --ignore lost-navigation --depth 3; echo EXIT $?; sleep 30")
        defer { session.kill() }
        try session.waitFor("worlds ·", timeout: .seconds(20))
        try session.sendKeys("C-c")
        let screen = try session.waitFor("EXIT", timeout: .seconds(20))
        #expect(screen.contains("coordinated on iOS 17: interrupted during depth"))
        #expect(screen.contains("EXIT 130"))
        #expect(!screen.contains("Ctrl-C stops"), "the progress line is cleared before the report")
    }
}

@Suite("navsandbox explore --app and --from", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ExploreAppAndFromTests {
    /// AAO-React-Native #155 found by search: one double tap on Settings
    /// pushes it twice when nothing guards it.
    @Test func exploresAnAppFile() throws {
        let result = try navsandbox([
            "explore", "--app", "docs/apps/settings-mash.yaml", "--strategy", "none", "--depth", "1", "--no-two-fingers",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("breaks in 1 input — double-push"))
        #expect(result.stdout.contains("double-tap \"Settings\""))
        #expect(result.stdout.contains("(Settings mash (AAO-React-Native #155))"))
    }

    /// From where a script leaves the world: the script's lines come first
    /// in what is written, and the whole replays.
    @Test func startsFromAScript() throws {
        let setup = try temporaryScript("strategy block-all\nprofile ios17\nat 0ms tap \"Message 3\"\n", name: "setup.nss")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-from-\(UUID().uuidString)").path
        let result = try navsandbox([
            "explore", "--from", setup, "--ignore", "lost-navigation", "--depth", "1", "--no-two-fingers", "-o", directory,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("block-all on iOS 17: breaks in 1 input — double-push"))
        let script = try String(contentsOfFile: directory + "/explore-block-all-ios17-double-push.nss", encoding: .utf8)
        #expect(script.contains("at 0ms tap \"Message 3\""))
        #expect(script.contains("after 0ms double-tap \"Open latest in 0.5s\""))
        let replay = try navsandbox(["run", directory + "/explore-block-all-ios17-double-push.nss"])
        #expect(replay.status == 0, "\(replay.stdout)")
    }
}

@Suite("navsandbox run --screenshot", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ScreenshotCommandLineTests {
    @Test func writesSVGAndTextAndNeverReplacesThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let svg = directory.appendingPathComponent("end.svg").path
        let first = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--screenshot", svg])
        #expect(first.status == 0, "\(first.stderr)")
        let text = try String(contentsOfFile: directory.appendingPathComponent("end.txt").path, encoding: .utf8)
        #expect(text.contains("STACK Inbox › Message 1 › Message 1"))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<?xml"))
        let again = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--screenshot", svg])
        #expect(again.status == 73)
        #expect(again.stderr.contains("exists; not replaced"))
        let wrong = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--screenshot", directory.appendingPathComponent("x.png").path])
        #expect(wrong.status == 64)
    }

    /// `--theme light`: a screenshot for a white slide, on a white page.
    @Test func aLightScreenshotIsOnAWhitePage() throws {
        let directory = try temporaryDirectory("lightshot")
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("light.svg").path
        let light = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--screenshot", svg, "--theme", "light"])
        #expect(light.status == 0, "\(light.stderr)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"))
        let bogus = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--screenshot", svg, "--theme", "sepia"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("expected light or dark"))
        let alone = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--theme", "light"])
        #expect(alone.status == 64, "--theme without a screenshot has nothing to colour")
    }
}

@Suite("screenshot key in the sandbox", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct ScreenshotKeyTests {
    @Test func cWritesTheScreenBesideTheUser() throws {
        let directory = try temporaryDirectory("shotkey")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try sandbox(in: directory, arguments: "--speed 1/10")
        defer { session.kill() }
        try session.waitFor("LOCKS")
        try session.sendKeys("space")
        try session.sendKeys("C")
        let screen = try session.waitFor("saved navsandbox-")
        #expect(screen.contains(".svg/.txt"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count == 2, "\(files)")
        #expect(files.allSatisfy { $0.hasPrefix("navsandbox-") })
        let text = try String(contentsOfFile: directory.appendingPathComponent(try #require(files.first { $0.hasSuffix(".txt") })).path, encoding: .utf8)
        #expect(text.contains("Message 1"))
    }
}

@Suite("saved session in the sandbox", .serialized, .enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
struct SavedSessionKeyTests {
    /// F writes what the user did as a script; `navsandbox run` replays it
    /// and every expectation (the state on screen when saved) holds.
    @Test func fSavesASessionThatRunReplays() throws {
        let directory = try temporaryDirectory("session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try sandbox(in: directory)
        defer { session.kill() }
        try session.waitFor("LOCKS")
        try session.sendKeys("1")
        try session.waitFor("‹ Inbox")
        try session.sendKeys("x", "Tab")
        try session.waitFor("strategy delay")
        try session.sendKeys("F")
        try session.waitFor("saved navsandbox-session-")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let file = try #require(files.first { $0.hasPrefix("navsandbox-session-") && $0.hasSuffix(".nss") })
        let text = try String(contentsOfFile: directory.appendingPathComponent(file).path, encoding: .utf8)
        #expect(text.contains("switch-strategy delay"))
        #expect(text.contains("set exclusive-touch on"))
        let replay = try navsandbox(["run", directory.appendingPathComponent(file).path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)\n\(text)")
    }
}

/// A fresh folder for files a sandbox writes beside the user.
func temporaryDirectory(_ prefix: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// The sandbox at 100×32 in tmux, started in `directory` (where `C` and `F`
/// write their files).
func sandbox(in directory: URL, arguments: String = "") throws -> TmuxSession {
    try TmuxSession(
        width: 100, height: 32,
        command: "cd \(WrappedAppPane.shellQuoted(directory.path)) && TERM=tmux-256color LC_ALL=\(TestPlatform.utf8LocaleName) exec \(WrappedAppPane.shellQuoted(try NavSandboxBinary.path())) \(arguments)")
}

@Suite("a script's own app", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ScriptAppLineTests {
    /// `app "FILE"` names the app beside the script; --app still wins, and
    /// a second app line or one after the start is refused where it is.
    @Test func aScriptRunsOnTheAppItNames() throws {
        let directory = try temporaryDirectory("app-line")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try String(contentsOfFile: packageRoot + "/docs/apps/hit-testing.yaml", encoding: .utf8)
        try app.write(to: directory.appendingPathComponent("lesson-app.yaml"), atomically: true, encoding: .utf8)
        let script = directory.appendingPathComponent("tour.nss")
        try "app \"lesson-app.yaml\"\nat 0ms tap \"A under hidden\"\nwait 100ms\nexpect log contains \"A got the tap\"\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let ok = try navsandbox(["run", script.path])
        #expect(ok.status == 0, "\(ok.stdout)\(ok.stderr)")
        // --app wins: on the demo, the label does not exist.
        let demo = try navsandbox(["run", script.path, "--app", packageRoot + "/docs/apps/demo.yaml"])
        #expect(demo.status == 65)
        let late = directory.appendingPathComponent("late.nss")
        try "strategy none\napp \"lesson-app.yaml\"\n".write(to: late, atomically: true, encoding: .utf8)
        let refused = try navsandbox(["run", late.path])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("late.nss:2:1"))
        #expect(refused.stderr.contains("`app` after"))
    }
}

/// The catalogue on the command line: --max-findings, and --baseline from
/// a previous --json, whose exit status counts only new kinds.
@Suite(.enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct ExploreCatalogueCommandLineTests {
    static let search = ["explore", "--strategy", "none", "--depth", "2", "--no-two-fingers", "--no-presses"]

    @Test func aBaselineFailsOnlyOnNewKinds() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let full = try navsandbox(Self.search + ["--json"])
        #expect(full.status == 1)
        let baseline = directory + "/baseline.json"
        try full.stdout.write(toFile: baseline, atomically: true, encoding: .utf8)
        let same = try navsandbox(Self.search + ["--baseline", baseline])
        #expect(same.status == 0, "nothing new: \(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("no kind of failure is new since the baseline"))
        // A baseline that knew only the first kind: the rest are new.
        let one = try navsandbox(Self.search + ["--max-findings", "1", "--json"])
        let small = directory + "/small.json"
        try one.stdout.write(toFile: small, atomically: true, encoding: .utf8)
        let grown = try navsandbox(Self.search + ["--baseline", small])
        #expect(grown.status == 1, "\(grown.stdout)")
        #expect(grown.stdout.contains("  new  present-not-in-window "), "\(grown.stdout)")
        #expect(!grown.stdout.contains("new  double-push"))
        // A broken baseline: its line and column, exit 65; a missing one, 66.
        let broken = directory + "/broken.json"
        try "{\n  \"results\": [oops]\n}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = try navsandbox(Self.search + ["--baseline", broken])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("broken.json:2:15: error: 'o' where a value should be"), "\(refused.stderr)")
        let missing = try navsandbox(Self.search + ["--baseline", directory + "/none.json"])
        #expect(missing.status == 66, "\(missing.stderr)")
    }

    /// A search too large for its depth answers with a shallower catalogue;
    /// against a baseline that proves nothing about the depths not searched.
    @Test func aBaselineRefusesASearchCutShortBySize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-cut-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let baseline = directory + "/b.json"
        try navsandbox(["explore", "--strategy", "none", "--depth", "1", "--no-two-fingers", "--json"]).stdout
            .write(toFile: baseline, atomically: true, encoding: .utf8)
        let cut = try navsandbox(["explore", "--strategy", "none", "--depth", "5", "--size-limit", "20000", "--baseline", baseline])
        #expect(cut.status == 64, "\(cut.stdout)\(cut.stderr)")
        #expect(cut.stderr.contains("a baseline check needs the whole depth"), "\(cut.stderr)")
        #expect(cut.stdout.contains("the deepest within the size limit"))
    }

    /// A guard that holds up to the size limit is refused after its
    /// report, saying how far it held, what the next depth would cost and
    /// what the reduction already saved.
    @Test func aSearchThatHoldsPastTheSizeLimitIsRefusedSayingHowFarItHeld() throws {
        let result = try navsandbox(["explore", "--strategy", "coordinated", "--depth", "4", "--size-limit", "3000"])
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("holds to depth 2"), "\(result.stderr)")
        #expect(result.stderr.contains("the reduction already leaving out"), "\(result.stderr)")
        #expect(result.stderr.contains("--size-limit"), "\(result.stderr)")
        #expect(result.stdout.contains("holds up to depth 2 of 4, the deepest within the size limit"), "\(result.stdout)")
        let bad = try navsandbox(["explore", "--depth", "11"])
        #expect(bad.status == 64 && bad.stderr.contains("expected 1 to 10"), "\(bad.stderr)")
    }

    /// `--no-reduction` makes every schedule: the same report, more made.
    @Test func withoutTheReductionTheAnswerIsTheSame() throws {
        let reduced = try navsandbox(["explore", "--strategy", "coordinated", "--depth", "2", "--json"])
        let full = try navsandbox(["explore", "--strategy", "coordinated", "--depth", "2", "--json", "--no-reduction"])
        func fields(_ text: String) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return try #require((object?["results"] as? [[String: Any]])?.first)
        }
        let a = try fields(reduced.stdout)
        let b = try fields(full.stdout)
        for key in ["schedules", "distinct_worlds", "depth_searched", "holds"] {
            #expect("\(a[key] ?? "-")" == "\(b[key] ?? "-")", "\(key)")
        }
        let shared = try #require(a["schedules_shared"] as? Int)
        #expect(shared > 0)
        #expect(b["schedules_shared"] as? Int == 0)
        #expect((b["schedules_made"] as? Int) == (a["schedules_made"] as? Int).map { $0 + shared })
    }

    @Test func maxFindingsStopsAndSaysSo() throws {
        let result = try navsandbox(Self.search + ["--max-findings", "2"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("stopped in depth 1 once 2 kinds were met (--max-findings)"), "\(result.stdout)")
        let bad = try navsandbox(Self.search + ["--max-findings", "0"])
        #expect(bad.status == 64 && bad.stderr.contains("expected 1 or more"))
    }
}
