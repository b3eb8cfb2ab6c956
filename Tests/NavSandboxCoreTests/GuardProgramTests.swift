import Testing

@testable import NavSandboxCore
import NavSandboxTestSupport

/// A guard written as data (GuardDefinition) runs at the same hooks as the
/// built-in strategies: written to do what seed 001's switching-flag does in
/// Swift, it decides every race the same way.
@Suite struct GuardProgramTests {
    /// Seed 001's subclass as a guard file would say it.
    static let switchingFlag = GuardDefinition(
        name: "my-switching-flag",
        summary: "isSwitching drops pushes and queues pops until didShow",
        flags: [
            GuardFlagDeclaration("isSwitching", .bool, note: "an animated push or pop is running"),
            GuardFlagDeclaration("popVCAnimateQueue", .queue(.fifo), note: "pops waiting for didShow"),
        ],
        rules: [
            GuardRule(
                .call([.push]), when: .all([.animated, .flag("isSwitching")]),
                [.drop(reason: "an animated transition is running")]),
            GuardRule(.call([.push]), when: .animated, [.set("isSwitching"), .setPopGestureEnabled(false), .allow]),
            GuardRule(
                .call([.pop, .popTo]), when: .all([.animated, .flag("isSwitching")]), [.queue(into: "popVCAnimateQueue")]),
            GuardRule(.call([.pop, .popTo]), when: .animated, [.set("isSwitching"), .allow]),
            GuardRule(
                .didShow,
                [
                    .clear("isSwitching"), .setPopGestureEnabled(true),
                    .flush("popVCAnimateQueue", all: false, throughGuard: true),
                ]),
        ])

    @Test("written as data, seed 001's guard decides every race as the built-in one does", arguments: RaceDriver.allCases)
    func sameAsBuiltIn(race: RaceDriver) {
        for profile in Profile.allCases {
            let builtIn = race.run(strategy: "switching-flag", profile: profile)
            let file = race.run(strategy: "my-switching-flag", profile: profile, guardFiles: [Self.switchingFlag])
            #expect(file.strategyID == "my-switching-flag")
            #expect(StrategyOutcome(file) == StrategyOutcome(builtIn), "\(race.rawValue) on \(profile.displayName)")
        }
    }

    @Test("a drop names the flag that decided and the file's reason")
    func dropNamesTheFlag() throws {
        var world = World.demo("my-switching-flag", guardFiles: [Self.switchingFlag])
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        let dropped = world.log.entries.compactMap { entry -> [String]? in
            if case .guardRefused(_, _, let flag, let reason) = entry.event { [flag.name, reason] } else { nil }
        }
        #expect(dropped == [["isSwitching", "an animated transition is running"]])
    }

    @Test("LOCKS shows the file's flags under its own names, and how long one has been raised")
    func flagsUnderTheirNames() {
        var world = World.demo("my-switching-flag", guardFiles: [Self.switchingFlag])
        world.tap("Message 1")
        world.advance(by: 300)
        let flags = world.flags.filter { $0.owner == .strategy("my-switching-flag") }
        #expect(flags.map(\.name) == ["isSwitching", "popVCAnimateQueue"])
        #expect(flags.first?.value == .bool(true))
        #expect((1...300).contains(flags.first?.raisedFor ?? 0), "raised when the push began, after the row's load")
        #expect(world.guardStack.holdsLock(in: world))
        world.settle()
        #expect(world.flags.first { $0.name == "isSwitching" }?.value == .bool(false))
    }

    @Test("a latest-wins queue keeps only the newest call and drops the one it replaces")
    func latestWins() {
        let definition = GuardDefinition(
            name: "latest",
            flags: [GuardFlagDeclaration("busy", .bool), GuardFlagDeclaration("pending", .queue(.latest))],
            rules: [
                GuardRule(.call([.push]), when: .flag("busy"), [.queue(into: "pending")]),
                GuardRule(.call([.push]), [.set("busy"), .allow]),
                GuardRule(.didShow, [.clear("busy"), .flush("pending", all: true, throughGuard: false)]),
            ])
        var world = World.demo("latest", guardFiles: [definition])
        world.tap("Message 1")
        world.advance(by: 60)
        world.tap("Message 1")
        world.advance(by: 60)
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 1"], "the first and the latest, not the middle one")
        #expect(world.log.entries.contains { if case .guardDropped = $0.event { true } else { false } })
    }

    @Test("lifecycle hooks and timers run, and switching away ends what the guard began")
    func lifecycleAndTimers() {
        let definition = GuardDefinition(
            name: "blocker",
            flags: [GuardFlagDeclaration("blocking", .bool)],
            rules: [
                GuardRule(
                    .lifecycle(.viewWillDisappear), [.set("blocking"), .beginIgnoringInteractionEvents, .startTimer("release", milliseconds: 2_000)]),
                GuardRule(.timer("release"), [.clear("blocking"), .endIgnoringInteractionEvents, .log("released by the timer")]),
            ])
        var world = World.demo("blocker", guardFiles: [definition])
        world.tap("Message 1")
        world.advance(by: 400)
        #expect(world.ignoreCount == 1)
        world.advance(by: 2_000)
        #expect(world.ignoreCount == 0)
        #expect(world.log.entries.contains { $0.event == .guardNote("released by the timer") })
        world.tapBack()
        world.advance(by: 100)
        #expect(world.ignoreCount == 1)
        world.step(.setStrategy("none"))
        #expect(world.ignoreCount == 0, "switching away ends the guard's beginIgnoring")
    }

    @Test("target-on-screen asks where a call leads: a pop leads below the top, a second push of the same message is on screen")
    func targetOnScreen() {
        let definition = GuardDefinition(
            name: "dedupe",
            rules: [GuardRule(.call([.push, .pop, .popToRoot]), when: .targetIsOnScreen, [.drop(reason: "already on screen")])])
        var world = World.demo("dedupe", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        world.tapBack()
        world.settle()
        #expect(world.stackTitles == ["Inbox"], "the pop leads to Inbox, which was not on top: it goes through")
        world.tap("Message 1")
        world.settle()
        world.tap("Pop to Inbox")
        world.settle()
        #expect(world.stackTitles == ["Inbox"], "so does popToRoot from a message")
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"], "the second push of Message 1 finds it on screen: dropped")
    }

    @Test("a guard file's name is one more strategy; an unknown one is not")
    func namedLikeBuiltIns() {
        let strategies = Configuration(app: .demo, strategy: "none", guardFiles: [Self.switchingFlag]).strategies
        #expect(strategies.ids.last == "my-switching-flag")
        #expect(strategies.resolve("my-switching-flag") != nil)
        #expect(strategies.resolve("nope") == nil)
        #expect(strategies.resolve("none") != nil)
    }
}
