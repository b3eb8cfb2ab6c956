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

    func options(depth: Int, ignoring: [ViolationID] = [], goals: [ViolationID] = []) -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.twoFingers = false
        options.ignored = Set(ignoring)
        options.goals = Set(goals)
        return options
    }

    @Test func noGuardBreaksWithOneDoubleTapOnARow() throws {
        let result = Explorer.search(from: start("none"), options: options(depth: 2))
        #expect(result.counterexample == [ExploreStep(delay: 0, input: .doubleTap(.label("Message 1")))])
        #expect(result.violation == .doublePush)
        #expect(result.depthSearched == 1)
    }

    /// Seed 003's lock holds double taps on rows, but not a must-complete
    /// push of the message already on screen.
    @Test func blockAllBreaksInTwoInputs() throws {
        let result = Explorer.search(from: start("block-all"), options: options(depth: 2, ignoring: [.lostNavigation]))
        #expect(
            result.counterexample == [
                ExploreStep(delay: 0, input: .tap(.label("Message 3"))),
                ExploreStep(delay: 0, input: .doubleTap(.label("Open latest in 0.5s"))),
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
        let text = try #require(
            ExploreScript.text(
                for: result,
                .init(strategy: "block-all", profile: .ios17, toggles: [], appName: "Mail", options: options)))
        #expect(text.hasPrefix("# Found by navsandbox explore"))
        let script = try Script.parse(text, file: "explore.nss", vocabulary: .navSandbox).get()
        let run = ScriptRunner().run(script)
        #expect(run.error == nil)
        #expect(run.succeeded, "\(run.failedVerdicts)")
        #expect(run.world.violations.contains(.doublePush))
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
                        script: nil))
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
