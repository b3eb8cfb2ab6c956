import Testing

@testable import NavSandboxCore

/// The words a guard file gained so the built-in strategies could be written
/// as files (docs/guards/<id>.yaml): each does what the language reference
/// says, on its own, in a small guard of its own.
@Suite struct GuardProgramVocabularyTests {
    @Test("satisfied drops a must-complete call without losing it; drop loses it")
    func satisfiedIsNotLost() {
        for (action, lost) in [(GuardAction.satisfied(reason: "already there"), false), (.drop(reason: "no"), true)] {
            let definition = GuardDefinition(
                name: "refuser", rules: [GuardRule(.call([.push]), when: .mustComplete, [action])])
            var world = World.demo("refuser", guardFiles: [definition])
            world.tap("Open latest in 0.5s")
            world.settle()
            #expect(world.stackTitles == ["Inbox"])
            #expect(world.fired(.lostNavigation) == lost, "\(action)")
        }
    }

    @Test("a refusal names the flag it is told to, and fail says FAILED")
    func refusalNamesItsFlag() {
        let definition = GuardDefinition(
            name: "refuser", rules: [GuardRule(.call([.push]), [.fail(reason: "no window", flag: "windowForViewController")])])
        var world = World.demo("refuser", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        let refused = world.log.entries.compactMap { entry -> String? in
            if case .guardRefused(let verb, _, let flag, _) = entry.event { "\(verb.rawValue) \(flag.name)" } else { nil }
        }
        #expect(refused == ["FAILED windowForViewController"])
    }

    @Test("locked-when decides when the guard holds its lock, not every raised flag")
    func lockedWhen() {
        var definition = GuardDefinition(
            name: "marker", flags: [GuardFlagDeclaration("shown", .counter)],
            rules: [GuardRule(.didShow, [.increment("shown")])])
        var world = World.demo("marker", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        #expect(world.fired(.stuckLock), "a raised flag is a lock by default")
        definition.lockedWhen = .transitionRunning
        world = World.demo("marker", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        #expect(world.flag("shown") == "1")
        #expect(!world.fired(.stuckLock), "the counter is state, not a lock, once locked-when says so")
    }

    @Test("a later rule sees the window lock and the ignoring an earlier rule of the same hook changed")
    func laterRulesSeeEarlierChanges() {
        let definition = GuardDefinition(
            name: "locker",
            rules: [
                GuardRule(.call([.push]), [.setWindowLocked(true), .beginIgnoringInteractionEvents]),
                GuardRule(.call([.push]), when: .all([.windowLocked, .ignoringEvents]), [.log("both seen")]),
                GuardRule(.didShow, [.setWindowLocked(false), .endIgnoringInteractionEvents]),
                GuardRule(.didShow, when: .any([.windowLocked, .ignoringEvents]), [.log("not released")]),
            ])
        var world = World.demo("locker", guardFiles: [definition])
        world.tap("Message 1")
        world.advance(by: 200)
        #expect(world.windowIsAnimated && world.ignoreCount == 1)
        world.settle()
        #expect(!world.windowIsAnimated && world.ignoreCount == 0)
        let notes = world.log.entries.compactMap { if case .guardNote(let text) = $0.event { text } else { nil } }
        #expect(notes == ["both seen"])
    }

    @Test("setup: the pop gesture off from launch, exclusive touch and pass-through")
    func setup() {
        let definition = GuardDefinition(
            name: "setup", setup: GuardSetup(popGestureEnabled: false, exclusiveTouch: true, passThrough: true))
        var world = World.demo("setup", guardFiles: [definition])
        #expect(!world.isPopGestureEnabled)
        #expect(world.guardStack.wantsExclusiveTouch && world.guardStack.wantsPassThrough)
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: true)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        let refusals = world.log.entries.compactMap { if case .swipeRefused(let why, _) = $0.event { why } else { nil } }
        #expect(refusals == [.recognizerDisabled(.edge, by: .strategy("setup"))])
    }

    @Test("the navigation bar's delegate: shouldPushItem answers NO with drop; didPushItem and shouldPopItem run")
    func barDelegateHooks() {
        let definition = GuardDefinition(
            name: "bar", flags: [GuardFlagDeclaration("pushed", .counter), GuardFlagDeclaration("backs", .counter)],
            rules: [
                GuardRule(.barShouldPush, when: .counterAtLeast(flag: "pushed", 1), [.drop(reason: "one is enough")]),
                GuardRule(.barDidPush, [.increment("pushed")]),
                GuardRule(.barShouldPop, when: .madeBy(.backButton), [.increment("backs")]),
            ],
            lockedWhen: .transitionRunning)
        var world = World.demo("bar", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        #expect(world.flag("pushed") == "1")
        world.tapBack()
        world.settle()
        #expect(world.flag("backs") == "1")
        world.tap("Message 1")
        world.settle()
        let answers = world.log.entries.compactMap { if case .barShouldPush(_, let allowed) = $0.event { allowed } else { nil } }
        #expect(answers == [true, false])
        #expect(world.barTitles == ["Inbox"], "the bar kept its items: the stack moved on without it")
    }

    @Test("a screens flag holds several screens; release-screen lets one go; top-is reads the top")
    func screensFlag() {
        let definition = GuardDefinition(
            name: "appearing", flags: [GuardFlagDeclaration("coming", .screens)],
            rules: [
                GuardRule(.call([.push]), when: .topIs(flag: "coming"), [.drop(reason: "still coming")]),
                GuardRule(.call([.push]), [.holdScreen("coming")]),
                GuardRule(.lifecycle(.viewDidAppear), when: .screenIs(flag: "coming"), [.releaseScreen("coming")]),
            ],
            lockedWhen: .topIs(flag: "coming"))
        var world = World.demo("appearing", guardFiles: [definition])
        world.doubleTap("Message 1")
        world.advance(by: 100)
        #expect(world.flag("coming") == "Message 1")
        #expect(world.guardStack.holdsLock(in: world))
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"], "the second push met Message 1 on top, still coming")
        #expect(world.flag("coming") == "—")
    }

    @Test("perform: the guard pops on super itself")
    func performPops() {
        let definition = GuardDefinition(
            name: "bouncer",
            rules: [GuardRule(.didShow, when: .stackAtLeast(2), [.perform(.pop, straightToUIKit: true)])])
        var world = World.demo("bouncer", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        let starts = world.log.entries.compactMap { entry -> String? in
            if case .guardRefused = entry.event { return "refused" }
            if case .transitionStarts(let kind, _, _) = entry.event { return kind.rawValue }
            return nil
        }
        #expect(starts == ["push", "pop"])
    }

    @Test("a call flag remembers the call; target-in finds a push for the same model item; target-in-stack the same instance")
    func callFlagAndTargets() {
        let definition = GuardDefinition(
            name: "dedupe", flags: [GuardFlagDeclaration("last", .call)],
            rules: [
                GuardRule(.call([.push]), when: .targetInStack, [.drop(reason: "same instance", flag: "identity")]),
                GuardRule(.call([.push]), when: .targetIn(flag: "last"), [.drop(reason: "same item", flag: "identity")]),
                GuardRule(.call([.push]), [.holdCall("last")]),
            ],
            lockedWhen: .transitionRunning)
        var world = World.demo("dedupe", guardFiles: [definition])
        world.tap("Message 1")
        world.settle()
        #expect(world.flag("last") == "push Message 1")
        world.tapBack()
        world.settle()
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox"], "a new screen for Message 1: the same model item as the remembered push")
    }
}
