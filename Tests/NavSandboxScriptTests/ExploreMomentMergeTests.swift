import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// The search skips a moment (a prefix's world after a wait) it has already
/// tried from another prefix: every input there leads to a world it has
/// met. That must change only the cost: the same counterexample, the same
/// counts, the same race windows as trying every moment again.
@Suite struct ExploreMomentMergeTests {
    func options(depth: Int, grid: Int = 100, twoFingers: Bool = false, ignoring: [ViolationID] = []) -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.grid = grid
        options.twoFingers = twoFingers
        options.ignored = Set(ignoring)
        return options
    }

    func start(_ strategy: StrategyID, _ profile: Profile) -> World {
        World(configuration: Configuration(app: .demo, profile: profile, strategy: strategy))
    }

    func expectSame(_ merged: ExploreResult, _ plain: ExploreResult, _ what: String) {
        #expect(merged.counterexample == plain.counterexample, "\(what): counterexample")
        #expect(merged.violation == plain.violation, "\(what): violation")
        #expect(merged.schedules == plain.schedules, "\(what): schedules")
        // Equal: a moment met again offers the children its first meeting
        // did. (It was about 1 % short while the key read an interactive
        // pop's unset release time, 0, as a time: worlds a clock apart.)
        #expect(merged.distinctWorlds == plain.distinctWorlds, "\(what): distinct worlds")
        #expect(merged.depthSearched == plain.depthSearched, "\(what): depth")
        #expect(merged.isIncomplete == plain.isIncomplete, "\(what): incomplete")
        #expect(merged.raceWindows == plain.raceWindows, "\(what): race windows")
        // The whole catalogue: each kind, its shortest schedule, and how many
        // schedules reached it (a moment skipped adds what it reached when tried).
        #expect(merged.findings.map(\.violation) == plain.findings.map(\.violation), "\(what): kinds")
        #expect(merged.findings.map(\.schedule) == plain.findings.map(\.schedule), "\(what): schedules of the kinds")
        #expect(merged.findings.map(\.reachedBy) == plain.findings.map(\.reachedBy), "\(what): schedules reaching each kind")
    }

    /// Every built-in strategy on every profile, to depth 2, with the
    /// violations most of them break by left out so that the search goes
    /// on into the levels where moments repeat.
    @Test(arguments: Profile.allCases)
    func mergingMomentsChangesNoAnswerAndNoCount(profile: Profile) {
        for strategy in StrategyID.builtIns {
            let world = start(strategy, profile)
            let options = options(depth: 2, ignoring: [.doublePush, .lostNavigation])
            let merged = Explorer.search(from: world, options: options)
            let plain = Explorer.search(from: world, options: options, mergesMoments: false)
            expectSame(merged, plain, "\(strategy.rawValue) on \(profile.rawValue)")
        }
    }

    /// A guard that holds, searched whole to depth 3: the merging skips
    /// the moments met again and still counts every schedule the plain
    /// search tries.
    @Test func aHoldingSearchIsCountedWholeWhileMomentsMetAgainAreSkipped() {
        let world = start("coordinated", .ios17)
        let options = options(depth: 3, grid: 250)
        let merged = Explorer.search(from: world, options: options)
        let plain = Explorer.search(from: world, options: options, mergesMoments: false, shapes: .off)
        expectSame(merged, plain, "coordinated depth 3")
        #expect(merged.counterexample == nil, "coordinated holds to depth 3 without two fingers on this grid")
        #expect(plain.schedulesMade == plain.schedules, "the plain search makes every schedule it counts")
        // About a third of them, on this coarse grid without two fingers.
        #expect(merged.schedulesMade * 4 < merged.schedules * 3, "schedules counted at a moment met before, not made")
    }

    /// Moments met again across batches (more than `Explorer.batch`
    /// prefixes) and threads: the result, and the report printed from it,
    /// are byte-identical on one, two or three threads.
    @Test func theAnswerAndTheReportDoNotDependOnTheThreads() {
        let world = start("coordinated", .ios26)
        let options = options(depth: 3, grid: 250)
        let reports = [1, 2, 3].map { jobs in
            let result = Explorer.search(from: world, options: options, jobs: jobs)
            return (result, ExploreReport(cells: [.init(strategy: "coordinated", profile: .ios26, result: result, scripts: [])], options: options).text())
        }
        for (result, text) in reports.dropFirst() {
            expectSame(result, reports[0].0, "threads")
            #expect(result.schedulesMade == reports[0].0.schedulesMade)
            #expect(text == reports[0].1)
        }
    }

    /// A break found past skipped moments is the one the plain search finds,
    /// with the same count of schedules before it.
    @Test func aBreakPastSkippedMomentsIsTheSame() {
        for strategy in StrategyID.builtIns where strategy.rawValue != "coordinated" {
            let world = start(strategy, .ios7)
            let options = options(depth: 3, grid: 250, ignoring: [.doublePush, .lostNavigation, .nestedPush])
            let merged = Explorer.search(from: world, options: options, jobs: 2)
            let plain = Explorer.search(from: world, options: options, mergesMoments: false)
            expectSame(merged, plain, strategy.rawValue)
        }
    }
}
