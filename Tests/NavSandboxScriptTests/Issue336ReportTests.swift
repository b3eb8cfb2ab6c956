import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// docs/reports/qmui-336.md stays true: the search its command runs still
/// finds QMUI_iOS #336 under qmui-transiting+fd-fullscreen-pop in two
/// inputs, its replay script still breaks, and QMUI alone still holds.
@Suite struct Issue336ReportTests {
    static let reportPath = packageRoot + "/docs/reports/qmui-336.md"

    /// `--depth 2 --no-two-fingers`, as the report's command: the catalogue.
    static var options: ExploreOptions {
        var options = ExploreOptions()
        options.depth = 2
        options.twoFingers = false
        return options
    }

    static func start(_ strategy: String) -> World {
        World(configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: strategy)))
    }

    @Test func theReportsCommandIsTheOneSearched() throws {
        let report = try String(contentsOfFile: Self.reportPath, encoding: .utf8)
        #expect(report.contains(
            "navsandbox explore --strategy qmui-transiting+fd-fullscreen-pop --depth 2 --no-two-fingers"))
    }

    @Test func exploreStillFindsIt() {
        let result = Explorer.search(from: Self.start("qmui-transiting+fd-fullscreen-pop"), options: Self.options)
        let stuck = result.findings.first { $0.violation == .stuckLock }
        #expect(stuck?.schedule.map(\.input) == [.tap(.label("Message 1")), .swipeBack(finish: false)])
    }

    /// QMUI alone meets the demo's other traps, never a stuck lock.
    @Test func qmuiAloneNeverLocksForEver() {
        let result = Explorer.search(from: Self.start("qmui-transiting"), options: Self.options)
        #expect(!result.findings.isEmpty)
        #expect(!result.findings.contains { $0.violation == .stuckLock })
    }

    @Test func theReplayScriptBreaks() throws {
        let report = try String(contentsOfFile: Self.reportPath, encoding: .utf8)
        let open = try #require(report.range(of: "```nss\n"))
        let close = try #require(report.range(of: "```", range: open.upperBound..<report.endIndex))
        let run = try runOK(String(report[open.upperBound..<close.lowerBound]))
        #expect(run.verdicts.count == 1 && run.verdicts.allSatisfy(\.ok), "\(run.verdicts)")
        #expect(run.world.violations == [.stuckLock])
    }
}
