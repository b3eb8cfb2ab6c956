import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// At a moment where the world drops a touch wherever it lands, a search
/// makes one tap, double tap, press and two-finger tap of each shape and
/// keys the others as it (`TouchPlacement`). That must change only the
/// cost: every input so keyed, made after all, has that key; and the
/// answer and every count are those of the search that makes each.
@Suite struct ExploreTouchShapeTests {
    static let apps = [
        "demo.yaml", "alert.yaml", "button-menu.yaml", "hit-testing.yaml", "interactive-transitions.yaml",
        "scrolling-table.yaml", "set-stack.yaml", "settings-mash.yaml", "sheet-settings.yaml", "swipe-to-reply.yaml",
        "tab-bar.yaml", "zoom-photos.yaml",
    ]

    /// An example app as its file makes it: hit-testing.yaml's warnings are
    /// its lesson.
    func app(_ file: String) throws -> AppDescription {
        let text = try String(contentsOfFile: packageRoot + "/docs/apps/" + file, encoding: .utf8)
        return try AppFileLoader.load(text, file: file).get().app
    }

    func options(depth: Int, grid: Int) -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.grid = grid
        // The kinds most guards break by end a search early: left out, it
        // goes on into the moments where touches are dropped.
        options.ignored = [.doublePush, .lostNavigation]
        return options
    }

    func expectSame(_ shared: ExploreResult, _ plain: ExploreResult, _ what: String) {
        #expect(shared.schedules == plain.schedules, "\(what): schedules")
        #expect(shared.distinctWorlds == plain.distinctWorlds, "\(what): distinct worlds")
        #expect(shared.depthSearched == plain.depthSearched, "\(what): depth")
        #expect(shared.findings.map(\.violation) == plain.findings.map(\.violation), "\(what): kinds")
        #expect(shared.findings.map(\.schedule) == plain.findings.map(\.schedule), "\(what): schedules of the kinds")
        #expect(shared.findings.map(\.reachedBy) == plain.findings.map(\.reachedBy), "\(what): schedules reaching each kind")
        #expect(shared.findings.map(\.depth) == plain.findings.map(\.depth), "\(what): depth of each kind")
    }

    /// Each example app on every profile, with no guard and with the one
    /// that locks the window, to depth 2 on a coarse grid: each input keyed
    /// as the first of its shape, made after all, has that key. (Benchmarks/explore/reduction.py
    /// compares whole searches on every app to depth 3.)
    @Test(arguments: apps)
    func everyInputKeyedAsItsShapeHasThatKey(file: String) throws {
        var shared = 0
        let app = try app(file)
        for profile in Profile.allCases {
            for strategy: StrategyID in ["none", "coordinated"] {
                let world = World(configuration: Configuration(app: app, profile: profile, strategy: strategy))
                let result = Explorer.search(from: world, options: options(depth: 2, grid: 200), shapes: .checked)
                let what = "\(file), \(strategy.rawValue) on \(profile.rawValue)"
                #expect(
                    result.shapeMismatches.isEmpty,
                    "\(what): \(result.shapeMismatches.prefix(3).map { $0.map(\.input.scriptText) })")
                #expect(result.successorMismatches == 0, "\(what): moments keyed as a successor")
                shared += result.schedules - result.schedulesMade
            }
        }
        // Not a test that cannot fail: the sharing happens.
        #expect(shared > 100, "\(file): \(shared) schedules keyed as their shape")
    }

    /// A guard that hears sendEvent acts on every touch that begins, even
    /// one no view takes: no finger of a pair may be taken as ignored unless
    /// the window takes no touch. Checked as above, with such a guard.
    @Test(arguments: ["demo.yaml", "scrolling-table.yaml", "tab-bar.yaml"])
    func aGuardThatHearsSendEventKeepsItsTouches(file: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/docs/guards/examples/touch-debounce.yaml", encoding: .utf8)
        let debounce = try GuardFileLoader.load(text, file: "touch-debounce.yaml").get()
        let app = try app(file)
        for profile in [Profile.ios12, .ios26] {
            let world = World(
                configuration: Configuration(
                    app: app, profile: profile, strategy: StrategyID(checked: "my-touch-debounce"), guardFiles: [debounce]))
            #expect(world.guardStack.hears(.sendEvent))
            let result = Explorer.search(from: world, options: options(depth: 2, grid: 200), shapes: .checked)
            #expect(
                result.shapeMismatches.isEmpty,
                "\(file) on \(profile.rawValue): \(result.shapeMismatches.prefix(3).map { $0.map(\.input.scriptText) })")
        }
    }

    /// Two fingers where the first finger's view is exclusive (a table
    /// row): the second is refused, and the pair is keyed as the row's tap
    /// without being made.
    @Test func aPairWhoseSecondFingerIsRefusedIsItsFirstFingersTap() throws {
        let world = World(configuration: Configuration(app: .demo, profile: .ios26, strategy: "coordinated"))
        var placement = TouchPlacement(world)
        let row1 = try #require(world.tapPoint(forLabel: "Message 1"))
        let row2 = try #require(world.tapPoint(forLabel: "Message 2"))
        let pair = UserInput.twoFinger(.point(row1), .point(row2))
        #expect(placement.tapEquivalent(of: pair) == .tap(.point(row1)))
        var both = world
        both.step(pair)
        var one = world
        one.step(.tap(.point(row1)))
        #expect(both.stateKey == one.stateKey)
        // With no guard the row is not exclusive: both fingers land.
        let plain = World(configuration: Configuration(app: .demo, profile: .ios26, strategy: "none"))
        var plainPlacement = TouchPlacement(plain)
        #expect(plainPlacement.tapEquivalent(of: pair) == nil)
    }

    /// The answer and every count, with and without the sharing, where it
    /// saves the most: a guard that holds, to depth 3.
    @Test func sharingChangesNoAnswerAndNoCount() {
        let profile = Profile.ios26
        let world = World(configuration: Configuration(app: exampleApp("demo.yaml"), profile: profile, strategy: "coordinated"))
        var options = options(depth: 3, grid: 250)
        options.ignored = []
        let shared = Explorer.search(from: world, options: options)
        let plain = Explorer.search(from: world, options: options, shapes: .off)
        expectSame(shared, plain, "coordinated on \(profile.rawValue)")
        #expect(plain.schedulesMade > shared.schedulesMade * 3 / 2, "made: \(shared.schedulesMade) of \(plain.schedulesMade)")
    }

    /// A catalogue with several kinds, so the credit of each is compared.
    @Test func aCatalogueIsTheSameWithAndWithoutTheSharing() {
        let world = World(configuration: Configuration(app: exampleApp("demo.yaml"), profile: .ios17, strategy: "appear-flag"))
        var options = options(depth: 2, grid: 100)
        options.ignored = []
        let shared = Explorer.search(from: world, options: options)
        let plain = Explorer.search(from: world, options: options, shapes: .off)
        expectSame(shared, plain, "appear-flag on ios17")
        #expect(shared.findings.count >= 2)
    }

    /// An open menu takes any touch whole: taps anywhere are one input.
    @Test func anOpenMenuTakesEveryTapAlike() throws {
        var world = World(configuration: Configuration(app: exampleApp("button-menu.yaml"), profile: .ios17, strategy: "none"))
        let offer = ExploreOffer(world, twoFingers: false, presses: true)
        let menuPress = try #require(
            offer.inputs.first { if case .press(_, let length) = $0 { length == ExploreAlphabet.menuPressLength } else { false } })
        #expect(menuPress.apply(to: &world))
        world.step(.settle(limit: 5_000))
        #expect(world.buttonMenu != nil)
        var placement = TouchPlacement(world)
        let points = [Point(x: 1, y: 1), Point(x: 12, y: 20), Point(x: 23, y: 27)]
        for point in points {
            let lands = placement.landsNowhere(.tap(.point(point)))
            #expect(lands, "\(point)")
        }
        let keys = Set(points.map { point -> UInt64 in
            var child = world
            child.step(.tap(.point(point)))
            return child.stateKey
        })
        #expect(keys.count == 1)
    }

    /// A tap on a control that takes it is never shared; one on the
    /// disabled screens mid-push is.
    @Test func aTapOnALiveControlLandsAndOneOnAPushedAwayScreenDoesNot() throws {
        var world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"))
        var placement = TouchPlacement(world)
        let message1 = try #require(world.tapPoint(forLabel: "Message 1"))
        let idleRow = placement.landsNowhere(.tap(.point(message1)))
        #expect(!idleRow)
        world.step(.tap(.label("Reuse detail")))
        world.step(.wait(200))
        #expect(world.navigation.transition != nil)
        placement = TouchPlacement(world)
        let row = try #require(world.tapPoint(forLabel: "Message 2"))
        let rowMidPush = placement.landsNowhere(.tap(.point(row)))
        let pairMidPush = placement.landsNowhere(.twoFinger(.point(row), .point(message1)))
        #expect(rowMidPush)
        #expect(pairMidPush)
        let back = try #require(world.backButtonPoint)
        let backMidPush = placement.landsNowhere(.tap(.point(back)))
        let swipe = placement.landsNowhere(.swipeBack(finish: true))
        #expect(!backMidPush, "iOS 17's back button works mid-transition")
        #expect(!swipe, "only taps, double taps, presses and two fingers")
    }
}
