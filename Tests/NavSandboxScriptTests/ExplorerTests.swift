import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// The search finds the shortest schedule that breaks a guard, the same one
/// every time, and hands it back as a script that replays to the violation.
@Suite struct ExplorerTests {
    func start(_ strategy: StrategyID, _ profile: Profile = .ios17) -> World {
        World(configuration: Configuration(app: .demo, profile: profile, strategy: strategy))
    }

    func options(depth: Int, ignoring: [ViolationID] = [], goals: [ViolationID] = [], presses: Bool = true) -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.twoFingers = false
        options.presses = presses
        options.ignored = Set(ignoring)
        options.goals = Set(goals)
        return options
    }

    @Test func noGuardBreaksWithOneDoubleTapOnARow() throws {
        let result = Explorer.search(from: start("none"), options: options(depth: 2))
        #expect(result.counterexample == [ExploreStep(delay: 0, input: .doubleTap(.label("Message 1")))])
        #expect(result.violation == .doublePush)
        #expect(result.findings.first?.depth == 1)
        #expect(result.depthSearched == 2, "the catalogue searches on to its depth")
        #expect(!result.stoppedEarly)
    }

    /// Every kind met, each once with its own shortest schedule, ranked by
    /// length and then by how many schedules reach it.
    @Test func theCatalogueListsEveryKindRanked() throws {
        let result = Explorer.search(from: start("none"), options: options(depth: 2, presses: false))
        let kinds = result.findings.map(\.violation)
        #expect(Set(kinds).count == kinds.count, "each kind once")
        #expect(kinds.count >= 4, "\(kinds)")
        #expect(kinds.contains(.presentNotInWindow) && kinds.contains(.sameInstancePush), "\(kinds)")
        for (a, b) in zip(result.findings, result.findings.dropFirst()) {
            #expect(a.depth < b.depth || (a.depth == b.depth && a.reachedBy >= b.reachedBy), "\(a.violation) before \(b.violation)")
        }
        for finding in result.findings {
            #expect(finding.schedule.count == finding.depth)
            #expect(finding.reachedBy >= 1)
            let world = Explorer.replay(finding.schedule, from: start("none"))
            var settled = world
            settled.step(.settle(limit: 60_000))
            #expect(settled.violations.contains(finding.violation), "\(finding.violation)'s schedule shows it")
        }
    }

    /// A broken world is extended too: iOS 7's crash comes only after a
    /// nested push (itself a kind), at the second back, and the catalogue
    /// lists it with the schedule that leads through the nested push.
    @Test func aKindThatFollowsAnotherIsFound() throws {
        var options = options(depth: 3, presses: false)
        options.grid = 250
        options.horizon = 500
        let result = Explorer.search(from: start("none", .ios7), options: options)
        let crash = try #require(result.findings.first { $0.violation == .cantAddSelfAsSubview }, "\(result.findings.map(\.violation))")
        #expect(crash.depth == 3)
        var first = Explorer.replay(Array(crash.schedule.prefix(1)), from: start("none", .ios7))
        first.step(.settle(limit: 60_000))
        #expect(first.violations.contains(.nestedPush), "the crash's schedule starts with a nested push")
        #expect(result.findings.first?.violation == .nestedPush)
    }

    /// `maxFindings` stops at that many kinds; one `--goal` at its first.
    @Test func maxFindingsAndGoalsStopTheSearch() {
        var one = options(depth: 2, presses: false)
        one.maxFindings = 1
        let first = Explorer.search(from: start("none"), options: one)
        #expect(first.findings.map(\.violation) == [.doublePush])
        #expect(first.stoppedEarly && first.depthSearched == 1)
        var two = one
        two.maxFindings = 2
        #expect(Explorer.search(from: start("none"), options: two).findings.count == 2)
        // On iOS 7 one double tap shows two kinds at once: still one.
        #expect(Explorer.search(from: start("none", .ios7), options: one).findings.count == 1)
        let goal = Explorer.search(from: start("none"), options: options(depth: 2, goals: [.presentNotInWindow], presses: false))
        #expect(goal.findings.map(\.violation) == [.presentNotInWindow])
        #expect(goal.stoppedEarly)
    }

    /// Seed 003's lock is taken only when the push starts: a tap that began
    /// while the message loaded ends inside it and is still delivered (rule
    /// tracked-touch-delivered), so Compose's present, held behind the push,
    /// finds Inbox gone.
    @Test func blockAllBreaksInTwoInputs() throws {
        let result = Explorer.search(from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation], presses: false))
        #expect(
            result.findings.first { $0.violation == .presentNotInWindow }?.schedule == [
                ExploreStep(delay: 0, input: .tap(.label("Message 1"))),
                ExploreStep(delay: 150, input: .tap(.label("Compose"))),
            ])
    }

    /// Seed 003's lock holds double taps on rows, but not a must-complete
    /// push of the message already on screen.
    @Test func blockAllDoublePushesInTwoInputs() throws {
        let result = Explorer.search(
            from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation, .presentNotInWindow], presses: false))
        #expect(
            result.counterexample == [
                ExploreStep(delay: 0, input: .tap(.label("Message 3"))),
                ExploreStep(delay: 0, input: .doubleTap(.label("Open latest in 0.5s"))),
            ])
        #expect(result.violation == .doublePush)
    }

    /// A row held down across the push its first tap started: the Inbox
    /// table held the touch-down, the lock came after it began, and a
    /// tracked touch still ends and acts (rule tracked-touch-delivered), so
    /// the row pushes its message a second time. With presses, explore
    /// finds this before the races above.
    @Test func blockAllDoublePushesWhenARowIsHeldAcrossThePush() throws {
        let result = Explorer.search(from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation]))
        #expect(
            result.counterexample == [
                ExploreStep(delay: 0, input: .tap(.label("Message 1"))),
                ExploreStep(delay: 100, input: .press(.label("Message 1"), milliseconds: ExploreAlphabet.pressLength)),
            ])
        #expect(result.violation == .doublePush)
    }

    /// Seed 000's race: with the pop gesture forced on, a cancelled swipe
    /// leaves block-all's lock held for ever.
    @Test func blockAllLocksForEverAfterACancelledSwipe() throws {
        var toggles = Toggles()
        toggles.popGesture = true
        let world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "block-all", toggles: toggles))
        let result = Explorer.search(from: world, options: options(depth: 2, goals: [.stuckLock]))
        #expect(result.violation == .stuckLock)
        #expect(result.counterexample?.map(\.input) == [.tap(.label("Message 1")), .swipeBack(finish: false)])
    }

    @Test func theSameSearchGivesTheSameAnswer() {
        let a = Explorer.search(from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation]))
        let b = Explorer.search(from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation]))
        #expect(a.counterexample == b.counterexample)
        #expect(a.schedules == b.schedules)
        #expect(a.distinctWorlds == b.distinctWorlds)
    }

    @Test func theScriptReplaysToTheViolation() throws {
        let options = options(depth: 2, ignoring: [.lostNavigation])
        let result = Explorer.search(from: start("block-all"), options: options)
        let text = ExploreScript.text(
            for: try #require(result.findings.first), of: result,
            .init(strategy: "block-all", profile: .ios17, toggles: [], appName: "Mail", options: options))
        #expect(text.hasPrefix("# Found by navsandbox explore"))
        let script = try Script.parse(text, file: "explore.nss", vocabulary: .navSandbox).get()
        let run = ScriptRunner().run(script)
        #expect(run.error == nil)
        #expect(run.succeeded, "\(run.failedVerdicts)")
        #expect(run.world.violations.contains(try #require(result.violation)))
    }

    @Test func aGuardThatHoldsSaysHowFar() {
        let result = Explorer.search(from: start("coordinated"), options: options(depth: 1, ignoring: [.lostNavigation]))
        #expect(result.counterexample == nil)
        #expect(result.depthSearched == 1)
        #expect(result.schedules > 5)
        #expect(result.distinctWorlds > 5)
    }

    @Test func goalsNarrowWhatCounts() {
        let result = Explorer.search(from: start("none"), options: options(depth: 1, goals: [.stuckLock]))
        #expect(result.violation == nil, "no single input leaves a lock stuck without a guard")
    }

    @Test func theWorldBudgetStopsTheSearchAsIncomplete() {
        var options = options(depth: 3, ignoring: [.lostNavigation, .doublePush, .nestedPush])
        options.maxWorlds = 20
        let result = Explorer.search(from: start("coordinated"), options: options)
        #expect(result.isIncomplete)
        #expect(result.counterexample == nil)
    }

    @Test func inputsAreTheVisibleControlsInDrawingOrder() {
        let inputs = ExploreAlphabet.inputs(in: start("none"), twoFingers: true)
        let taps = inputs.compactMap { if case .tap(.label(let label)) = $0 { label } else { nil } }
        #expect(taps == ["Message 1", "Message 2", "Message 3", "Compose", "Open latest in 0.5s", "Reuse detail"])
        #expect(!inputs.contains(.tap(.back)), "no back button on the root")
        #expect(inputs.filter { if case .twoFinger = $0 { true } else { false } }.count == 15)
        #expect(!inputs.contains(.swipeBack(finish: true)), "nothing to pop at the root: no swipe")
    }

    /// The long press on back is tried only where it opens the menu (iOS
    /// 14+; before, it is a slow tap on back), and an open menu's entries are
    /// tried as tap-menu lines.
    @Test(arguments: [(Profile.ios17, true), (.ios26, true), (.ios12, false), (.ios7, false)])
    func longPressBackIsTriedWhereThereIsAMenu(_ profile: Profile, _ hasMenu: Bool) {
        var world = start("none", profile)
        world.step(.tap(.label("Message 1")))
        world.step(.settle(limit: 60_000))
        #expect(ExploreAlphabet.inputs(in: world, twoFingers: false).contains(.longPressBack) == hasMenu)
        guard hasMenu else { return }
        world.step(.longPressBack)
        #expect(ExploreAlphabet.inputs(in: world, twoFingers: false).contains(.tapMenu("Inbox")))
    }

    /// Toggles are a run's conditions, not moves; with the pop gesture's
    /// delegate nil a swipe at the root does something, so it is tried, and
    /// the search finds the stall.
    @Test func withTheDelegateNilTheRootSwipeIsTriedAndTheStallFound() {
        var world = start("none")
        world.step(.setToggle(.popGestureDelegate, false))
        let inputs = ExploreAlphabet.inputs(in: world, twoFingers: false)
        #expect(inputs.filter { if case .swipeBack = $0 { true } else { false } } == [.swipeBack(finish: true)])
        #expect(!inputs.contains { if case .setToggle = $0 { true } else { false } })
        let result = Explorer.search(from: world, options: options(depth: 2, goals: [.rootSwipeFreeze]))
        #expect(result.violation == .rootSwipeFreeze)
        #expect(result.counterexample?.contains { $0.input == .swipeBack(finish: true) } == true)
    }
}

@Suite("docs/strategies.md explore matrix")
struct ExploreMatrixDocTests {
    static let path = packageRoot + "/docs/strategies.md"

    /// Every strategy on every profile, depth 2 without two-finger taps: the
    /// table docs/strategies.md shows, regenerated with NAVSANDBOX_UPDATE_TABLES=1.
    static func matrix() -> String {
        var options = ExploreOptions()
        options.depth = 2
        options.twoFingers = false
        var rows: [ExploreReport.Row] = []
        for strategy in StrategyID.builtIns {
            for profile in Profile.allCases {
                let world = World(configuration: Configuration(app: .demo, profile: profile, strategy: strategy))
                rows.append(
                    ExploreReport.Row(
                        strategy: strategy.rawValue, profile: profile, result: Explorer.search(from: world, options: options),
                        scripts: []))
            }
        }
        return ExploreReport(cells: rows, options: options).markdown()
    }

    @Test func theMatrixIsUpToDate() throws {
        var text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let begin = "<!-- explore begin -->"
        let end = "<!-- explore end -->"
        let start = try #require(text.range(of: begin), "docs/strategies.md lacks \(begin)")
        let stop = try #require(text.range(of: end), "docs/strategies.md lacks \(end)")
        let fresh = Self.matrix()
        if ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_TABLES"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + fresh)
            try text.write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        let committed = String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
        #expect(
            committed == fresh.trimmingCharacters(in: .newlines),
            "docs/strategies.md's explore matrix is out of date; rerun with NAVSANDBOX_UPDATE_TABLES=1 swift test --filter ExploreMatrixDocTests")
    }
}

@Suite struct ExploreShrinkerTests {
    let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"))

    /// Two taps on a row 70 ms apart push twice; so do taps 100 ms apart,
    /// the coarsest grid that still does (at 0 ms the second finger is
    /// refused: the row takes one touch at a time).
    @Test func waitsMoveToTheCoarsestGridThatStillFails() {
        let schedule = [ExploreStep(delay: 0, input: .tap(.label("Message 1"))), ExploreStep(delay: 70, input: .tap(.label("Message 1")))]
        let shrunk = ExploreShrinker.shrink(schedule, from: start, violation: .doublePush)
        #expect(shrunk == [ExploreStep(delay: 0, input: .tap(.label("Message 1"))), ExploreStep(delay: 100, input: .tap(.label("Message 1")))])
    }

    @Test func twoFingersBecomeOneWhenOneIsEnough() {
        let schedule = [
            ExploreStep(delay: 0, input: .doubleTap(.label("Message 1"))),
            ExploreStep(delay: 0, input: .twoFinger(.label("Compose"), .label("Reuse detail"))),
        ]
        let shrunk = ExploreShrinker.shrink(schedule, from: start, violation: .doublePush)
        #expect(shrunk[0].input == .doubleTap(.label("Message 1")), "a single tap does not push twice")
        #expect(shrunk[1].input == .tap(.label("Compose")))
    }
}

/// Race windows: how far each gap of a counterexample can move and still break.
@Suite struct RaceWindowTests {
    let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"))

    func breaks(_ schedule: [ExploreStep]) -> Bool {
        var world = Explorer.replay(schedule, from: start)
        world.step(.settle(limit: 60_000))
        return world.violations.contains(.doublePush)
    }

    /// Two taps on a row push it twice while the first push has not yet
    /// covered the row: not at 0 ms (the row takes one finger at a time),
    /// from 50 ms to 150 ms, and no more once the pushed screen is over it.
    @Test func theDoublePushOfARowWithoutAGuard() throws {
        let schedule = [ExploreStep(delay: 0, input: .tap(.label("Message 1"))), ExploreStep(delay: 100, input: .tap(.label("Message 1")))]
        let windows = RaceWindow.windows(of: schedule, from: start, violation: .doublePush, grid: 50, horizon: 1_000)
        let window = try #require(windows.first)
        #expect(windows.count == 1, "one gap; the start is idle, so the first tap's moment does not matter")
        #expect(window.step == 1)
        #expect(window.breaking == [50...150])
        #expect(window.text == "input 2 breaks it 50–150 ms after input 1")
        // Every wait the window names breaks it; the grid steps just outside do not.
        let range = try #require(window.breaking.first)
        #expect(window.breaking.count == 1)
        for wait in stride(from: range.lowerBound, through: range.upperBound, by: 50) {
            #expect(breaks([schedule[0], ExploreStep(delay: wait, input: .tap(.label("Message 1")))]), "\(wait) ms")
        }
        for wait in [range.lowerBound - 50, range.upperBound + 50] where wait >= 0 && wait <= 1_000 {
            #expect(!breaks([schedule[0], ExploreStep(delay: wait, input: .tap(.label("Message 1")))]), "\(wait) ms")
        }
    }
}

/// The key merges worlds reached by different schedules (other clocks,
/// other numbering). Merging is sound only if merged worlds have the same
/// future: here every input either offers is done to both, and they must
/// still be one world, settled, with the same violations.
@Suite struct StateKeyMergeTests {
    @Test func mergedWorldsStayMergedUnderTheSameInputs() {
        let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "coordinated"))
        var options = ExploreOptions()
        options.twoFingers = false
        options.grid = 100
        var firstByKey: [UInt64: [ExploreStep]] = [:]
        var pairs: [([ExploreStep], [ExploreStep])] = []
        let level1 = Explorer.expand([], from: start, before: [], options: options).children
        for prefix in level1.map(\.schedule) {
            for child in Explorer.expand(prefix, from: start, before: [], options: options).children {
                if let first = firstByKey[child.key] {
                    if pairs.count < 40, first.map(\.input) != child.schedule.map(\.input) { pairs.append((first, child.schedule)) }
                } else {
                    firstByKey[child.key] = child.schedule
                }
            }
        }
        #expect(pairs.count >= 10, "schedules of different inputs that meet in one world")
        for (a, b) in pairs {
            let one = Explorer.replay(a, from: start)
            let other = Explorer.replay(b, from: start)
            for input in ExploreAlphabet.inputs(in: one, twoFingers: false) {
                var x = one
                var y = other
                #expect(input.apply(to: &x) == input.apply(to: &y))
                x.step(.settle(limit: 60_000))
                y.step(.settle(limit: 60_000))
                #expect(x.stateKey == y.stateKey, "\(a.map(\.input.scriptText)) and \(b.map(\.input.scriptText)), then \(input.scriptText)")
                #expect(x.violations == y.violations)
            }
        }
    }
}

/// `explore --random`: PCT-style random schedules, reproducible from the seed.
@Suite struct RandomExplorerTests {
    let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "block-all"))

    func options(depth: Int) -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.ignored = [.lostNavigation]
        return options
    }

    @Test func theSameSeedGivesTheSameAnswerOnAnyNumberOfThreads() throws {
        let random = RandomExploreOptions(runs: 100, seed: 7, races: 2)
        let one = RandomExplorer.search(from: start, options: options(depth: 6), random: random, jobs: 1)
        let two = RandomExplorer.search(from: start, options: options(depth: 6), random: random, jobs: 2)
        #expect(one.broke)
        #expect(one.counterexample == two.counterexample)
        #expect(one.random == two.random)
        #expect(one.raceWindows == two.raceWindows)
        let run = try #require(one.random?.breakingRun)
        #expect(one.schedules == run + 1, "runs tried count up to the one that broke it, whatever the batches")
    }

    @Test func eachRunIsItsOwnStream() {
        var a = SeededRandom(seed: 7, run: 3)
        var b = SeededRandom(seed: 7, run: 3)
        var c = SeededRandom(seed: 7, run: 4)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
        var d = SeededRandom(seed: 1)
        #expect((0..<1_000).allSatisfy { _ in d.below(7) < 7 })
    }

    /// PCT's change points: in a run with no racing input every input waits
    /// for the world to be idle; with every input racing, none is sure to.
    @Test func calmInputsWaitForTheWorldToBeIdle() {
        let calm = RandomExploreOptions(runs: 1, seed: 3, races: 0)
        for run in 0..<20 {
            let drawn = RandomExplorer.draw(run: run, from: start, before: [], options: options(depth: 5), random: calm)
            var world = start
            for step in drawn.schedule {
                if step.delay > 0 { world.step(.wait(step.delay)) }
                #expect(world.isIdle, "run \(run): a calm input comes once the world is idle")
                _ = step.input.apply(to: &world)
            }
        }
    }

    /// A random search reaches a depth breadth-first search does not: the
    /// shrunk schedule it reports still breaks the guard when replayed.
    @Test func theScheduleFoundReplaysToTheViolation() throws {
        let result = RandomExplorer.search(
            from: start, options: options(depth: 8), random: RandomExploreOptions(runs: 200, seed: 11, races: 2))
        let schedule = try #require(result.counterexample)
        let violation = try #require(result.violation)
        var world = Explorer.replay(schedule, from: start)
        world.step(.settle(limit: 60_000))
        #expect(world.violations.contains(violation))
        #expect(schedule.count <= 8)
    }
}

/// explore's text matrix: each column as wide as its widest cell, so no
/// strategy name or violation id is cut (cells were padded to 22 and cut).
@Suite struct ExploreMatrixTextTests {
    @Test func noCellIsCut() {
        var options = ExploreOptions()
        options.depth = 1
        options.twoFingers = false
        let world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"))
        // A break by the longest violation id: "1 dismiss-during-transition"
        // is wider than the 22 columns cells were once cut to.
        var broken = Explorer.search(from: world, options: options)
        broken.findings[0].violation = .dismissDuringTransition
        let long = "a-guard-file-with-a-very-long-name-indeed"
        let rows = [
            ExploreReport.Row(strategy: long, profile: .ios17, result: broken, scripts: []),
            ExploreReport.Row(strategy: "none", profile: .ios7, result: broken, scripts: []),
        ]
        let text = ExploreReport(cells: rows, options: options).text()
        let cell = rows[0].cell
        #expect(cell.count > 22)
        #expect(text.contains("\n" + long + "  " + cell), "\(text)")
        #expect(text.contains("\nnone" + String(repeating: " ", count: long.count - 2) + String(repeating: " ", count: cell.count + 2) + cell))
    }
}
