import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// The pages in docs/reports stay true, as Issue336ReportTests keeps
/// qmui-336.md: each page's command is the search run here, the search still
/// finds the page's schedule, the script beside the page replays it, and the
/// guard the page says survives still does.
@Suite struct ReportedBugsFoundAgainTests {
    /// One page: its explore command, and the same search as options.
    struct Report: CustomStringConvertible, Sendable {
        let page: String
        let command: String
        let strategy: String
        let profile: Profile
        let popGestureDelegate: Bool
        /// The kind the report is: in the catalogue the command prints.
        let kind: ViolationID
        let depth: Int
        let schedule: [UserInput]
        let survivor: String
        /// Guard files the command and the survivor load (beside the page).
        var guardFiles: [String] = []
        /// The `--from` script the command starts from, beside the page.
        var from: String? = nil
        /// The `--app` file, from the package root; nil: the demo.
        var appFile: String? = nil

        var app: AppDescription {
            guard let appFile else { return .demo }
            return try! AppDescription.load(path: packageRoot + "/" + appFile).get().app
        }

        var description: String { page }
        var pagePath: String { packageRoot + "/docs/reports/\(page).md" }
        var scriptPath: String { packageRoot + "/docs/reports/\(page).nss" }

        /// The command's search, its flags read from the command itself.
        var options: ExploreOptions {
            var options = ExploreOptions()
            options.depth = depth
            options.twoFingers = !command.contains("--no-two-fingers")
            options.presses = !command.contains("--no-presses")
            return options
        }

        func start(_ strategy: String) -> World {
            let guards = guardFiles.map { try! GuardDefinition.load(path: packageRoot + "/docs/reports/" + $0).get() }
            if let from {
                // Where the setup script leaves the world, under `strategy`.
                var options = ScriptRunOptions(app: app)
                options.guardFiles = guards
                options.strategy = StrategyID(checked: strategy)
                options.profile = profile
                let script = try! Script.load(path: packageRoot + "/docs/reports/" + from, app: app, guards: guards).get().script
                return ScriptRunner(options: options).run(script).world
            }
            var configuration = Configuration(
                app: app, profile: profile, strategy: StrategyID(checked: strategy), guardFiles: guards)
            configuration.toggles.popGestureDelegate = popGestureDelegate
            return World(configuration: configuration)
        }
    }

    static let reports: [Report] = [
        Report(
            page: "qmui-336",
            command: "navsandbox explore --strategy qmui-transiting+fd-fullscreen-pop --depth 2 --no-two-fingers",
            strategy: "qmui-transiting+fd-fullscreen-pop", profile: .ios17, popGestureDelegate: true,
            kind: .stuckLock, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: false)],
            survivor: "qmui-transiting"),
        Report(
            page: "buffered-5",
            command: "navsandbox explore --strategy buffered-queue --profile ios7 --depth 2 --no-two-fingers --no-presses",
            strategy: "buffered-queue", profile: .ios7, popGestureDelegate: true,
            kind: .stuckLock, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: false)],
            survivor: "epoxy-queue"),
        Report(
            page: "fd-131",
            command: "navsandbox explore --strategy fd-fullscreen-pop --set pop-gesture-delegate=off --depth 2 --no-two-fingers --no-presses",
            strategy: "fd-fullscreen-pop", profile: .ios17, popGestureDelegate: false,
            kind: .rootSwipeFreeze, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "block-all"),
        Report(
            page: "ios7-double-tap-crash",
            command: "navsandbox explore --strategy none --profile ios7 --depth 3 --no-two-fingers --no-presses",
            strategy: "none", profile: .ios7, popGestureDelegate: true,
            kind: .cantAddSelfAsSubview, depth: 3,
            schedule: [.doubleTap(.label("Message 1")), .doubleTap(.label("Back twice")), .swipeBack(finish: true)],
            survivor: "coordinated"),
        Report(
            page: "gk-16",
            command: "navsandbox explore --from docs/reports/gk-16-setup.nss --depth 2 --no-two-fingers --no-presses",
            strategy: "gk-navigation-bar", profile: .ios17, popGestureDelegate: true,
            kind: .rootSwipeFreeze, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "gk-navigation-bar-2.1.7", guardFiles: ["gk-16.yaml", "gk-16-fixed.yaml"], from: "gk-16-setup.nss"),
        Report(
            page: "nativephp-470",
            command: "navsandbox explore --app docs/apps/swipe-to-reply.yaml --profile ios26 --depth 2 --no-two-fingers --no-presses",
            strategy: "none", profile: .ios26, popGestureDelegate: true,
            kind: .appPanTaken, depth: 2,
            schedule: [.tap(.label("Ada")), .swipeBack(finish: true, from: .label("Bubble"))],
            survivor: "edge-only-swipe-back", guardFiles: ["nativephp-481.yaml"], appFile: "docs/apps/swipe-to-reply.yaml"),
        Report(
            page: "yp-44",
            command: "navsandbox explore --guard docs/reports/yp-44.yaml --depth 2 --no-two-fingers --no-presses",
            strategy: "yp-navigation", profile: .ios17, popGestureDelegate: true,
            kind: .frozenUI, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "yp-navigation-47", guardFiles: ["yp-44.yaml", "yp-47.yaml"]),
        Report(
            page: "qmui-1498",
            command: "navsandbox explore --guard docs/reports/qmui-1498.yaml --depth 2 --no-two-fingers --no-presses",
            strategy: "qmui-force-enable", profile: .ios17, popGestureDelegate: true,
            kind: .frozenUI, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "qmui-force-enable-4.7", guardFiles: ["qmui-1498.yaml", "qmui-1498-fixed.yaml"]),
        Report(
            page: "jt-1",
            command: "navsandbox explore --guard docs/reports/jt-1.yaml --depth 2 --no-two-fingers --no-presses",
            strategy: "jt-navigation", profile: .ios17, popGestureDelegate: true,
            kind: .rootSwipeFreeze, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "jt-navigation-fixed", guardFiles: ["jt-1.yaml", "jt-1-fixed.yaml"]),
        Report(
            page: "coordinator-8",
            command: "navsandbox explore --guard docs/reports/coordinator-8.yaml --depth 2 --no-two-fingers --no-presses",
            strategy: "radianttap-coordinator", profile: .ios17, popGestureDelegate: true,
            kind: .coordinatorOutOfStep, depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: false)],
            survivor: "radianttap-coordinator-800d9a8", guardFiles: ["coordinator-8.yaml", "coordinator-8-fixed.yaml"]),
    ]

    @Test(arguments: reports)
    func thePagesCommandIsTheOneSearched(_ report: Report) throws {
        let page = try String(contentsOfFile: report.pagePath, encoding: .utf8)
        // The whole line: a command that is a prefix of the page's would
        // search something else (a flag the page adds, left out).
        #expect(page.split(separator: "\n").contains { $0 == report.command }, "\(report.page).md runs another command")
        #expect(page.contains("docs/reports/\(report.page).nss"))
    }

    /// The lines a page quotes as what its command prints are what the
    /// search prints now: its counts and race windows are written by the
    /// search, not by hand. NAVSANDBOX_UPDATE_DOCS=1 rewrites them.
    @Test(arguments: reports)
    func thePagesPrintedLinesAreTheSearchsOwn(_ report: Report) throws {
        let result = Explorer.search(from: report.start(report.strategy), options: report.options)
        let printed = ExploreReport(
            cells: [ExploreReport.Row(strategy: report.strategy, profile: report.profile, result: result, scripts: result.findings.map { _ in "" })],
            options: report.options
        ).text()
        // The head line and the catalogue (one line per kind), then the
        // report's kind and its race windows.
        let head = "\(report.strategy) on \(report.profile.displayName): "
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix(head) }, "the search printed no line for \(report.strategy): \(printed)")
        let table = lines[(top + 1)...].prefix { $0.hasPrefix("  ") }
        // One kind: its race windows follow the head line, with no table.
        var wanted = ([lines[top]] + table).joined(separator: "\n")
        if result.findings.count > 1 {
            let kindLine = try #require(lines.firstIndex(of: "\(report.kind.rawValue):"), "no \(report.kind.rawValue) in \(printed)")
            let windows = lines[(kindLine + 1)...].prefix { $0.hasPrefix("  race window: ") }
            wanted = ([lines[top]] + table + [lines[kindLine]] + windows).joined(separator: "\n")
        }
        let outcome = try QuotedDocBlock.check(report.pagePath, startingWith: head, wanted: wanted)
        #expect(outcome != .missing, "\(report.page).md quotes no line starting `\(head)`")
        guard case .quoted(let quoted) = outcome else { return }
        #expect(
            quoted == wanted,
            "docs/reports/\(report.page).md quotes a stale result; rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter ReportedBugsFoundAgainTests")
    }

    @Test(arguments: reports)
    func exploreStillFindsIt(_ report: Report) {
        let result = Explorer.search(from: report.start(report.strategy), options: report.options)
        let finding = result.findings.first { $0.violation == report.kind }
        #expect(finding?.schedule.map(\.input) == report.schedule, "\(result.findings.map(\.violation))")
    }

    @Test(arguments: reports)
    func theScriptBesideThePageReplaysIt(_ report: Report) throws {
        // Read from its path, so its `guard` lines find the files beside it.
        let loaded = try Script.load(path: report.scriptPath, app: report.app).get()
        var options = ScriptRunOptions(app: report.app)
        options.guardFiles = loaded.script.guardFiles
        let run = ScriptRunner(options: options).run(loaded.script)
        #expect(run.error == nil, "\(String(describing: run.error))")
        #expect(!run.verdicts.isEmpty && run.verdicts.allSatisfy(\.ok), "\(run.verdicts)")
        #expect(run.world.violations.contains(report.kind))
    }

    @Test(arguments: reports)
    func theGuardThePageNamesSurvives(_ report: Report) {
        // The survivor may break in other ways (the demo's own traps); it
        // never meets the report's kind.
        let result = Explorer.search(from: report.start(report.survivor), options: report.options)
        let met = result.findings.first { $0.violation == report.kind }
        #expect(met == nil, "\(report.survivor): \(met.map { "\($0.schedule.map(\.input))" } ?? "")")
    }

    /// FD #131 in the order the reporter gave (swipe at the root, then the
    /// push) breaks too, and FD with UIKit's own delegate kept holds.
    @Test func fd131InTheReportersOrderAndWithTheDelegateKept() throws {
        let run = try runOK("""
            strategy fd-fullscreen-pop
            set pop-gesture-delegate off
            at 0ms swipe-back finish
            after 500ms tap "Message 1"
            settle
            expect violation root-swipe-freeze = fired
            """)
        #expect(run.verdicts.count == 1 && run.verdicts.allSatisfy(\.ok), "\(run.verdicts)")
        let fd = try #require(Self.reports.first { $0.page == "fd-131" })
        let kept = Report(
            page: fd.page, command: fd.command, strategy: fd.strategy, profile: fd.profile, popGestureDelegate: true,
            kind: fd.kind, depth: fd.depth, schedule: fd.schedule, survivor: fd.survivor)
        let result = Explorer.search(from: kept.start("fd-fullscreen-pop"), options: kept.options)
        #expect(!result.findings.isEmpty, "the demo's other traps")
        #expect(!result.findings.contains { $0.violation == .rootSwipeFreeze })
    }

    /// FD's gate names the check that refused, as its source orders them:
    /// at the root, `viewControllers.count` (L37–39); during a push,
    /// `_isTransitioning` (L55–57) — the one the #131 reporter quotes.
    @Test func fdsGateNamesTheCheckThatRefused() throws {
        func refusals(_ script: String) throws -> [GuardCheck?] {
            try runOK(script).world.log.entries.compactMap { entry -> GuardCheck?? in
                if case .swipeRefused(.shouldBeginAnsweredNo("fd-fullscreen-pop", let check), _) = entry.event { return .some(check) }
                return nil
            }
        }
        let atRoot = try refusals(String(contentsOfFile: packageRoot + "/docs/reports/fd-131.nss", encoding: .utf8))
        #expect(atRoot.map { $0?.flag } == ["viewControllers.count"], "\(atRoot)")
        // Two screens, then a push under way: the root check passes and
        // the transition check refuses.
        let midPush = try refusals("""
            strategy fd-fullscreen-pop
            at 0ms tap "Message 1"
            settle
            after 0ms tap "Reply"
            after 200ms swipe-back finish
            settle
            """)
        #expect(midPush.map { $0?.flag } == ["_isTransitioning"], "\(midPush)")
        #expect(midPush.first??.reason == "the navigation controller is transitioning")
    }

    /// YP #44's own fix leaks its flag on a cancelled swipe (#45, #47): its
    /// catalogue has the stuck lock the revert was for, and no freeze from
    /// a swipe in a single push's animation.
    @Test func yp44sFixLeaksItsFlagOnACancelledSwipe() throws {
        let guards = try ["yp-44-fixed.yaml"].map { try GuardDefinition.load(path: packageRoot + "/docs/reports/" + $0).get() }
        let world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "yp-navigation-44", guardFiles: guards))
        var options = ExploreOptions()
        options.depth = 2
        options.twoFingers = false
        options.presses = false
        let result = Explorer.search(from: world, options: options)
        let stuck = try #require(result.findings.first { $0.violation == .stuckLock }, "\(result.findings.map(\.violation))")
        #expect(stuck.schedule.map(\.input) == [.tap(.label("Message 1")), .swipeBack(finish: false)])
        let frozen = result.findings.first { $0.violation == .frozenUI }
        #expect(frozen?.schedule.first?.input == .doubleTap(.label("Message 1")), "only behind a held second push")
    }

    /// On iOS 26 the same swipe interrupts the push instead of freezing it,
    /// whatever the delegate (rule swipe-interrupts).
    @Test func onIOS26TheSwipeInterruptsInstead() throws {
        let guards = try ["yp-44.yaml"].map { try GuardDefinition.load(path: packageRoot + "/docs/reports/" + $0).get() }
        var world = World(configuration: Configuration(app: .demo, profile: .ios26, strategy: "yp-navigation", guardFiles: guards))
        _ = world.step(.tap(.label("Message 1")))
        world.step(.wait(250))
        _ = UserInput.swipeBack(finish: true).apply(to: &world)
        world.step(.settle(limit: 60_000))
        #expect(!world.violations.contains(.frozenUI))
        #expect(!world.isFrozen)
    }

    /// The three readings of a pop, on a back tap and on a cancelled swipe:
    /// only 800d9a8's keeps the coordinator in step with both.
    @Test(arguments: [
        ("coordinator-8.yaml", "radianttap-coordinator", false, true),
        ("coordinator-8-pr.yaml", "radianttap-coordinator-8", true, true),
        ("coordinator-8-fixed.yaml", "radianttap-coordinator-800d9a8", false, false),
    ])
    func coordinatorReadings(file: String, strategy: String, backTapBreaks: Bool, cancelBreaks: Bool) throws {
        let guards = [try GuardDefinition.load(path: packageRoot + "/docs/reports/" + file).get()]
        func run(_ inputs: [UserInput]) -> World {
            var world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: strategy), guardFiles: guards))
            for input in inputs {
                _ = input.apply(to: &world)
                world.step(.settle(limit: 60_000))
            }
            return world
        }
        let back = run([.tap(.label("Message 1")), .tap(.back)])
        #expect(back.stackTitles == ["Inbox"])
        #expect(back.violations.contains(.coordinatorOutOfStep) == backTapBreaks, "back tap")
        let cancelled = run([.tap(.label("Message 1")), .swipeBack(finish: false)])
        #expect(cancelled.stackTitles == ["Inbox", "Message 1"])
        #expect(cancelled.violations.contains(.coordinatorOutOfStep) == cancelBreaks, "cancelled swipe")
        let finished = run([.tap(.label("Message 1")), .swipeBack(finish: true)])
        #expect(!finished.violations.contains(.coordinatorOutOfStep), "a finished swipe is read by all three")
    }

    /// PR #8's reading never sees a back tap, so its list only grows: it
    /// stops at `CoordinatorList.limit`, whatever a session does.
    @Test func aCoordinatorThatMissesPopsStaysBounded() throws {
        let guards = [try GuardDefinition.load(path: packageRoot + "/docs/reports/coordinator-8-pr.yaml").get()]
        var world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "radianttap-coordinator-8", guardFiles: guards))
        for _ in 0..<(CoordinatorList.limit + 20) {
            for input: UserInput in [.tap(.label("Message 1")), .tap(.back)] {
                _ = input.apply(to: &world)
                world.step(.settle(limit: 60_000))
            }
        }
        #expect(world.stackTitles == ["Inbox"])
        let list = try #require(world.guardStack.members.first?.coordinator)
        #expect(list.screens.count == CoordinatorList.limit)
        #expect(world.violations.contains(.coordinatorOutOfStep))
    }

    /// What ios7-double-tap-crash.md says the model does not reproduce: two
    /// taps on a button that pushes at once, queued behind a busy main
    /// thread, push once — the first push has begun when the second touch is
    /// hit-tested, and the transition takes no touches.
    @Test func aBusyDoubleTapOnAnImmediatePushPushesOnce() throws {
        let run = try runOK("""
            strategy none
            profile ios7
            at 0ms tap "Message 1"
            settle
            after 0ms stall 300ms
            after 10ms double-tap "Reply"
            settle
            expect stack = Inbox > Message 1 > Reply
            expect crash = none
            """)
        #expect(run.verdicts.count == 2 && run.verdicts.allSatisfy(\.ok), "\(run.verdicts)")
        #expect(!run.world.violations.contains(.nestedPush))
    }
}
