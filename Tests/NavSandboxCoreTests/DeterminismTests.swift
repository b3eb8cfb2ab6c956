import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// A long session of taps at random points and times: what a tester's
/// "monkey" does to an app, replayable from its seed.
struct MonkeySession {
    let strategy: String
    let profile: Profile
    let seed: UInt64
    var steps = 400

    /// Runs the session; `check` sees the world after every step.
    func run(check: (World, Int, String) -> Void = { _, _, _ in }) -> World {
        var rng = SplitMix64(seed: seed)
        var world = World.demo(strategy, profile)
        var fingers: [TouchID] = []
        let labels = AppDescription.demo.labels
        for step in 0..<steps {
            var action: String
            switch rng.below(100) {
            case 0..<30:
                let label = labels[rng.below(labels.count)]
                action = "tap \(label)"
                if let point = world.tapPoint(forLabel: label) { world.tap(at: point) }
            case 30..<36:
                action = "tap back"
                if let point = world.backButtonPoint { world.tap(at: point) }
            case 36..<50:
                let point = Point(x: rng.below(Phone.width), y: rng.below(Phone.height))
                action = "tap \(point)"
                world.tap(at: point)
            case 50..<68:
                let ms = rng.below(600)
                action = "advance \(ms)"
                world.advance(by: ms)
            case 68..<73:
                let finish = rng.chance(50)
                let percent = rng.below(100)
                action = "swipe \(finish ? "finish" : "cancel") at \(percent)"
                world.swipeBack(finish: finish, releaseAt: percent)
            case 73..<75:
                action = "held swipe"
                if world.beginEdgeSwipe() {
                    world.advance(by: rng.below(200))
                    world.updateEdgeSwipe(progress: rng.below(101))
                    world.advance(by: rng.below(200))
                    world.endEdgeSwipe(finish: rng.chance(50))
                }
            case 75..<78:
                let drag = CardDrag.allCases[rng.below(CardDrag.allCases.count)]
                action = "drag \(drag)"
                world.dragCard(drag)
            case 78..<81:
                let point = Point(x: rng.below(Phone.width), y: rng.below(Phone.height))
                action = "finger down \(point)"
                fingers.append(world.touchBegan(at: point))
            case 81..<84:
                action = "finger up"
                if !fingers.isEmpty {
                    let finger = fingers.removeFirst()
                    if rng.chance(70) { world.touchEnded(finger) } else { world.touchCancelled(finger) }
                }
            case 84..<85:
                action = "begin ignoring"
                world.beginIgnoringInteractionEvents()
            case 85..<88:
                action = "end ignoring"
                world.endIgnoringInteractionEvents()
            case 88..<90:
                let toggle = ToggleID.allCases[rng.below(ToggleID.allCases.count)]
                let value: Bool? = toggle == .popGesture && rng.chance(30) ? nil : rng.chance(50)
                action = "toggle \(toggle) \(String(describing: value))"
                world.setToggle(toggle, value)
            case 90..<91:
                let screen = AppDescription.demo.loadCostNames[rng.below(AppDescription.demo.loadCostNames.count)]
                let ms = rng.below(4) * 100
                action = "load cost \(screen) \(ms)"
                _ = world.setLoadCost(screen, milliseconds: ms)
            case 91..<95:
                action = "settle"
                world.settle(limit: 5_000)
            default:
                if world.isCrashed {
                    action = "relaunch"
                    world.relaunch()
                    fingers = []
                } else {
                    action = "advance 16"
                    world.advance(by: 16)
                }
            }
            check(world, step, action)
        }
        return world
    }
}

/// Invariants that hold whatever the inputs.
func invariantProblems(_ world: World) -> [String] {
    var problems: [String] = []
    for view in world.views {
        for child in view.subviews where world.view(child).superview != view.id {
            problems.append("\(child) is listed under \(view.id) but its superview is \(String(describing: world.view(child).superview))")
        }
        if let parent = view.superview, world.view(parent).subviews.filter({ $0 == view.id }).count != 1 {
            problems.append("\(view.id) is not listed exactly once under its superview \(parent)")
        }
    }
    var last = Int.min
    for entry in world.log.entries {
        if entry.time < last { problems.append("the log goes back in time at \"\(entry.text)\"") }
        last = entry.time
    }
    if last > world.now { problems.append("the log is ahead of the clock") }
    if world.ignoreCount < 0 { problems.append("negative ignore count") }
    if world.stackTitles.first != "Inbox" { problems.append("the root is not Inbox: \(world.stackTitles)") }
    let presentationAnimates = world.presentation.map { $0.phase != .shown } ?? false
    if !world.isCrashed && world.navigation.transition == nil {
        // UIKit holds calls only while a transition or a presentation runs,
        // or behind a stalled pop at the root (rule root-pop-gesture-stalls).
        if !world.navigation.deferred.isEmpty && !presentationAnimates && !world.navigation.isStalledAtRoot {
            problems.append("deferred calls with nothing to wait for: \(world.navigation.deferred.map(\.summary))")
        }
        // With no transition running, the transition view shows exactly the
        // top screen's wrapper, unless iOS 7's nested push corrupted it.
        let shown = world.view(world.navigation.transitionView).subviews
        let top = world.topViewController.flatMap { world.controller($0).wrapperView }
        if !world.navigation.isCorrupted && shown != [top].compactMap({ $0 }) {
            problems.append("the transition view holds \(shown), not the top screen's wrapper \(String(describing: top))")
        }
        if let top, let root = world.rootView(of: world.topViewController), !world.navigation.isCorrupted,
            world.view(root).superview != top
        {
            problems.append("the top screen's root view is not in its wrapper")
        }
    }
    return problems
}

@Suite("Determinism")
struct DeterminismRules {
    @Test("the same inputs twice give identical logs and identical worlds")
    func sameInputsSameWorld() {
        func run() -> World {
            var world = World.demo("window-lock", .ios12)
            world.tap("Message 1")
            world.advance(by: 100)
            world.tap("Message 2")
            world.settle()
            world.swipeBack(finish: false, releaseAt: 40)
            world.tap("Share")
            world.settle()
            world.dragCard(.down)
            world.tap(at: Point(x: 5, y: 5))
            world.settle()
            return world
        }
        let a = run()
        let b = run()
        #expect(a.log.entries == b.log.entries)
        #expect(a == b)
        #expect(a.log.entries.count > 50)
    }

    @Test("worlds differ as soon as one input differs")
    func differentInputsDifferentWorld() {
        var a = World.demo()
        var b = World.demo()
        a.tap(at: Point(x: 12, y: 3))
        b.tap(at: Point(x: 12, y: 5))
        #expect(a != b)
        a.settle()
        b.settle()
        #expect(a.stackTitles == ["Inbox", "Message 1"])
        #expect(b.stackTitles == ["Inbox", "Message 2"])
    }

    @Test("the same configuration gives the same freshly launched world")
    func freshWorldsAreEqual() {
        for id in StrategyID.builtIns.map(\.rawValue) {
            for profile in Profile.allCases {
                #expect(World.demo(id, profile) == World.demo(id, profile))
            }
        }
        #expect(World.demo("none") != World.demo("delay"))
        #expect(World.demo("none", .ios7) != World.demo("none", .ios12))
    }

    static let cases: [(String, Profile)] = StrategyID.builtIns.map(\.rawValue).flatMap { id in Profile.allCases.map { (id, $0) } }

    @Test("a long monkey session replays identically, never traps and keeps the invariants", arguments: cases)
    func monkeySession(_ strategy: String, _ profile: Profile) {
        for seed: UInt64 in [1, 2, 3, 4, 0xC0FFEE] {
            let session = MonkeySession(strategy: strategy, profile: profile, seed: seed)
            var reported = false
            let first = session.run { world, step, action in
                let problems = invariantProblems(world)
                if !problems.isEmpty && !reported {
                    reported = true
                    Issue.record("seed \(seed), step \(step) (\(action)): \(problems.joined(separator: "; "))")
                }
            }
            let second = session.run()
            #expect(first.log.entries == second.log.entries)
            #expect(first == second)
            // Something happened: the monkey really drove the app.
            #expect(first.log.totalCount > 200)
            #expect(first.count { if case .touchBegan = $0 { true } else { false } } > 50)
        }
        let other = MonkeySession(strategy: strategy, profile: profile, seed: 5).run()
        #expect(other != MonkeySession(strategy: strategy, profile: profile, seed: 1).run())
    }
}
