import Testing

@testable import NavSandboxCore
import NavSandboxTestSupport

/// Strategies stacked as `a+b` (GuardStack): each hook goes through the
/// members in order, the first that does not let a call through decides, and
/// every member keeps its own flags, timers and state.
@Suite struct GuardStackTests {
    @Test(
        "a built-in stacked with `none`, either side, decides every race as it does alone",
        arguments: StrategyID.builtIns.filter { $0 != .none }.map(\.rawValue))
    func stackedWithNoneIsTheSame(strategy: String) {
        for race in RaceDriver.allCases {
            let alone = race.run(strategy: strategy, profile: .ios17)
            for stack in ["none+\(strategy)", "\(strategy)+none"] {
                let stacked = race.run(strategy: stack, profile: .ios17)
                #expect(stacked.strategyID.rawValue == stack)
                #expect(stacked.guardStack.memberNames == [strategy], "\(stack): `none` adds no member")
                #expect(StrategyOutcome(stacked) == StrategyOutcome(alone), "\(stack): \(race.rawValue)")
            }
        }
    }

    /// Drops a push while its flag is up, and raises it on every push it lets through.
    static func dropper(_ name: String) -> GuardDefinition {
        GuardDefinition(
            name: name,
            flags: [GuardFlagDeclaration("\(name).busy", .bool), GuardFlagDeclaration("\(name).seen", .counter)],
            rules: [
                GuardRule(.call([.push]), [.increment("\(name).seen")]),
                GuardRule(.call([.push]), when: .flag("\(name).busy"), [.drop(reason: "\(name) is busy")]),
                GuardRule(.call([.push]), [.set("\(name).busy"), .allow]),
                GuardRule(.didShow, [.clear("\(name).busy")]),
            ])
    }

    static let first = dropper("first")
    static let second = dropper("second")

    private func refusals(_ world: World) -> [String] {
        world.log.entries.compactMap { entry in
            if case .guardRefused(_, _, let flag, let reason) = entry.event { "\(flag.name): \(reason)" } else { nil }
        }
    }

    @Test("the first member that drops decides; the members after it never see the call")
    func firstDropDecides() {
        for (stack, decider, after) in [("first+second", "first", "second"), ("second+first", "second", "first")] {
            var world = World.demo(stack, guardFiles: [Self.first, Self.second])
            world.doubleTap("Message 1")
            world.settle()
            #expect(world.stackTitles == ["Inbox", "Message 1"])
            #expect(refusals(world) == ["\(decider).busy: \(decider) is busy"], "\(stack)")
            #expect(world.flag("\(decider).seen") == "2", "\(stack): the decider saw both pushes")
            #expect(world.flag("\(after).seen") == "1", "\(stack): the member after it saw only the push it let through")
            #expect(world.flag("\(after).busy") == "NO", "\(stack): didShow reached every member")
        }
    }

    @Test("a member before the decider has already seen the call, as an outer swizzle has")
    func earlierMembersSeeTheCall() {
        let dropAll = GuardDefinition(
            name: "drop-all", rules: [GuardRule(.call([.push]), [.drop(reason: "never")])])
        var world = World.demo("first+drop-all", guardFiles: [Self.first, dropAll])
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        #expect(world.flag("first.busy") == "YES", "raised for a push the member after it dropped: no didShow lowers it")
        #expect(world.guardStack.holdsLock(in: world), "so the stack holds a lock")
    }

    @Test("a gesture is refused by the first member that says NO, and disabled while any member disables it")
    func popGesture() {
        var world = World.demo("none+switching-flag")
        world.tap("Message 1")
        world.advance(by: 300)
        let duringPush = world.isPopGestureEnabled
        #expect(!duringPush, "switching-flag turns it off during the push (the row loads for 150 ms first)")
        world.settle()
        let after = world.isPopGestureEnabled
        #expect(after)
    }

    @Test("each member's timers are its own, though two files name them alike")
    func timersAreScoped() {
        func timed(_ name: String, after milliseconds: Int) -> GuardDefinition {
            GuardDefinition(
                name: name, flags: [GuardFlagDeclaration("\(name).fired", .bool)],
                rules: [
                    GuardRule(.call([.push]), [.startTimer("watchdog", milliseconds: milliseconds), .allow]),
                    GuardRule(.timer("watchdog"), [.set("\(name).fired"), .log("\(name) watchdog")]),
                ])
        }
        var world = World.demo("early+late", guardFiles: [timed("early", after: 500), timed("late", after: 1_500)])
        world.tap("Message 1")
        world.advance(by: 1_000)
        #expect(world.flag("early.fired") == "YES")
        #expect(world.flag("late.fired") == "NO", "the later timer was not replaced by the earlier one")
        world.advance(by: 1_000)
        #expect(world.flag("late.fired") == "YES")
        let notes = world.log.entries.compactMap { if case .guardNote(let text) = $0.event { text } else { nil } }
        #expect(notes == ["early watchdog", "late watchdog"])
    }

    @Test("a built-in member's timers run under its own name and reach it")
    func builtInTimerFlag() {
        // `none` adds no member: a guard without rules makes block-all the second.
        let plain = GuardDefinition(name: "plain")
        var world = World.demo("plain+block-all", guardFiles: [plain])
        #expect(world.guardStack.memberNames == ["plain", "block-all"])
        world.tap("Message 1")
        world.advance(by: 300)
        #expect(world.timeLeft(onGuardTimer: "block-all/restoreAllInteraction") != nil, "block-all scheduled its restore under block-all/")
        #expect(world.timeLeft(onGuardTimer: "restoreAllInteraction") == nil)
        #expect(
            (Int(world.flag("checkBlockingTicks") ?? "") ?? 0) >= 1,
            "its 100 ms check fired under block-all/ and reached block-all, which counted it")
    }

    @Test("LOCKS reads every member's flags, in member order, each under its own name")
    func flagsByMember() {
        let world = World.demo("second+switching-flag+first", guardFiles: [Self.first, Self.second])
        let owners = world.flags.compactMap { flag -> String? in
            if case .strategy(let name) = flag.owner { name } else { nil }
        }
        #expect(owners == ["second", "second", "switching-flag", "switching-flag", "first", "first"])
        #expect(world.strategyMembers == ["second", "switching-flag", "first"])
    }

    @Test("switching away from a stack releases what every member holds")
    func deactivateEveryMember() {
        let blocker = GuardDefinition(
            name: "blocker", rules: [GuardRule(.lifecycle(.viewWillDisappear), [.beginIgnoringInteractionEvents])])
        var world = World.demo("blocker+first", guardFiles: [blocker, Self.first])
        world.tap("Message 1")
        world.advance(by: 300)
        #expect(world.ignoreCount == 1)
        world.step(.setStrategy("none"))
        #expect(world.ignoreCount == 0)
        #expect(world.flag("first.busy") == nil, "the stack's flags are gone with it")
    }

    @Test("the state key includes every member's state")
    func digestHasEveryMember() {
        func digest(_ stack: GuardStack) -> UInt64 {
            var digest = StateDigest()
            stack.digest(into: &digest)
            return digest.value
        }
        // The first member has no state: only the second's changes.
        let plain = GuardDefinition(name: "plain")
        var world = World.demo("plain+second", guardFiles: [plain, Self.second])
        let rest = world.guardStack
        world.tap("Message 1")
        world.advance(by: 300)
        #expect(world.flag("second.busy") == "YES")
        let up = world.guardStack
        #expect(digest(rest) != digest(up))
        #expect(rest != up)
        #expect(digest(rest) == digest(GuardStack(rest.strategy)))
    }

    @Test("a stack names each member once, every member known; the problem says which and suggests")
    func names() {
        let strategies = Configuration(app: .demo, strategy: "none", guardFiles: [Self.first]).strategies
        #expect(strategies.resolve("delay+first")?.members.map(\.name) == ["delay", "first"])
        #expect(strategies.resolve("first+first") == nil)
        #expect(strategies.resolve("first+nope") == nil)
        #expect(strategies.resolve("first+") == nil)
        #expect(strategies.check("delay+first") == nil)
        #expect(strategies.check("first")  == nil)
        let unknown = strategies.check("first+dlay")
        #expect(unknown?.message == "unknown strategy `dlay` in the stack `first+dlay`")
        #expect(unknown?.suggestion == "delay")
        #expect(strategies.check("first+first")?.message == "`first` is stacked twice in `first+first`")
        #expect(strategies.check("+first")?.message.hasPrefix("an empty member") == true)
    }
}
