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
        let goals: Set<ViolationID>
        let depth: Int
        let schedule: [UserInput]
        let survivor: String

        var description: String { page }
        var pagePath: String { packageRoot + "/docs/reports/\(page).md" }
        var scriptPath: String { packageRoot + "/docs/reports/\(page).nss" }

        /// The command's search, its flags read from the command itself.
        var options: ExploreOptions {
            var options = ExploreOptions()
            options.depth = depth
            options.twoFingers = !command.contains("--no-two-fingers")
            options.presses = !command.contains("--no-presses")
            options.goals = goals
            return options
        }

        func start(_ strategy: String) -> World {
            var configuration = Configuration(app: .demo, profile: profile, strategy: StrategyID(checked: strategy))
            configuration.toggles.popGestureDelegate = popGestureDelegate
            return World(configuration: configuration)
        }
    }

    static let reports: [Report] = [
        Report(
            page: "qmui-336",
            command: "navsandbox explore --strategy qmui-transiting+fd-fullscreen-pop --goal stuck-lock --depth 2 --no-two-fingers",
            strategy: "qmui-transiting+fd-fullscreen-pop", profile: .ios17, popGestureDelegate: true,
            goals: [.stuckLock], depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: false)],
            survivor: "qmui-transiting"),
        Report(
            page: "buffered-5",
            command: "navsandbox explore --strategy buffered-queue --profile ios7 --goal stuck-lock --depth 2 --no-two-fingers --no-presses",
            strategy: "buffered-queue", profile: .ios7, popGestureDelegate: true,
            goals: [.stuckLock], depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: false)],
            survivor: "epoxy-queue"),
        Report(
            page: "fd-131",
            command: "navsandbox explore --strategy fd-fullscreen-pop --set pop-gesture-delegate=off --goal root-swipe-freeze --depth 2 --no-two-fingers --no-presses",
            strategy: "fd-fullscreen-pop", profile: .ios17, popGestureDelegate: false,
            goals: [.rootSwipeFreeze], depth: 2,
            schedule: [.tap(.label("Message 1")), .swipeBack(finish: true)],
            survivor: "block-all"),
        Report(
            page: "ios7-double-tap-crash",
            command: "navsandbox explore --strategy none --profile ios7 --goal cant-add-self-as-subview --depth 2 --no-two-fingers --no-presses",
            strategy: "none", profile: .ios7, popGestureDelegate: true,
            goals: [.cantAddSelfAsSubview], depth: 2,
            schedule: [.tap(.label("Message 1")), .doubleTap(.label("Message 2"))],
            survivor: "coordinated"),
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
            cells: [ExploreReport.Row(strategy: report.strategy, profile: report.profile, result: result, script: nil)],
            options: report.options
        ).text()
        let head = "\(report.strategy) on \(report.profile.displayName): "
        let wanted = printed.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix(head) }.prefix { $0.hasPrefix(head) || $0.hasPrefix("  race window: ") }
            .joined(separator: "\n")
        #expect(wanted.hasPrefix(head), "the search printed no line for \(report.strategy): \(printed)")
        let page = try String(contentsOfFile: report.pagePath, encoding: .utf8)
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix(head) }, "\(report.page).md quotes no line starting `\(head)`")
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("  race window: ") { end += 1 }
        let quoted = lines[start..<end].joined(separator: "\n")
        if quoted != wanted, ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            lines.replaceSubrange(start..<end, with: wanted.split(separator: "\n").map(String.init))
            try lines.joined(separator: "\n").write(toFile: report.pagePath, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            quoted == wanted,
            "docs/reports/\(report.page).md quotes a stale result; rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter ReportedBugsFoundAgainTests")
    }

    @Test(arguments: reports)
    func exploreStillFindsIt(_ report: Report) {
        let result = Explorer.search(from: report.start(report.strategy), options: report.options)
        #expect(result.violation.map { report.goals.contains($0) } == true)
        #expect(result.counterexample?.map(\.input) == report.schedule)
    }

    @Test(arguments: reports)
    func theScriptBesideThePageReplaysIt(_ report: Report) throws {
        let run = try runOK(try String(contentsOfFile: report.scriptPath, encoding: .utf8))
        #expect(!run.verdicts.isEmpty && run.verdicts.allSatisfy(\.ok), "\(run.verdicts)")
        #expect(report.goals.isSubset(of: Set(run.world.violations)))
    }

    @Test(arguments: reports)
    func theGuardThePageNamesSurvives(_ report: Report) {
        let result = Explorer.search(from: report.start(report.survivor), options: report.options)
        #expect(result.counterexample == nil, "\(report.survivor): \(result.counterexample.map { "\($0.map(\.input))" } ?? "")")
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
        let fd = Self.reports[1]
        let kept = Report(
            page: fd.page, command: fd.command, strategy: fd.strategy, profile: fd.profile, popGestureDelegate: true,
            goals: fd.goals, depth: fd.depth, schedule: fd.schedule, survivor: fd.survivor)
        #expect(Explorer.search(from: kept.start("fd-fullscreen-pop"), options: kept.options).counterexample == nil)
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
