import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

@Suite("Strategies switch live and publish their flags")
struct StrategySwitchingTests {
    /// A world under block-all with the app ignoring events mid-push.
    func blockedMidPush() -> World {
        var world = World.demo("block-all")
        world.tap("Message 1")
        world.advance(by: 300)  // the push started at 200 ms and blocks
        return world
    }

    @Test("switching away from block-all while it blocks ends the ignoring and says so")
    func switchingReleasesBlockAll() {
        var world = blockedMidPush()
        #expect(world.ignoreCount == 1)
        #expect(world.flag("isBlockedInteraction") == "YES")
        let result1 = world.setStrategy("coordinated")
        #expect(result1)
        #expect(world.ignoreCount == 0)
        #expect(world.strategyID == "coordinated")
        #expect(world.logged {
            if case .system(.strategyChanged(let from, let to, ignoreCountBefore: 1, ignoreCountAfter: 0, droppedQueue: [])) = $0 {
                "\(from)" == "block-all" && "\(to)" == "coordinated"
            } else {
                false
            }
        })
        #expect(world.flag("isBlockedInteraction") == nil)
        // Its restore timers are gone too: nothing fires later.
        #expect(!world.scheduler.contains { if case .guardTimer = $0.kind { true } else { false } })
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(!world.fired(.stuckLock))
    }

    @Test("switching away from switching-flag drops its pop queue and says so")
    func switchingDropsQueue() {
        var world = World.demo("switching-flag")
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.advance(by: 60)  // the push to Reply runs: isSwitching
        world.popViewController()
        #expect(world.flag("popVCAnimateQueue") == "pop")
        world.setStrategy("none")
        #expect(world.logged {
            if case .system(.strategyChanged(let from, let to, _, _, let dropped)) = $0 {
                "\(from)" == "switching-flag" && "\(to)" == "none" && dropped.map(\.method) == [.pop]
            } else {
                false
            }
        })
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
    }

    @Test("switching away from window-lock while a transition holds the window unlocks it")
    func switchingUnlocksWindow() {
        var world = World.demo("window-lock")
        world.tap("Message 1")
        world.advance(by: 300)
        #expect(world.windowIsAnimated)
        world.setStrategy("delay")
        #expect(!world.windowIsAnimated)
        #expect(world.flag("window.isAnimated") == "NO")
    }

    @Test("switching to an unknown strategy is refused and changes nothing")
    func unknownStrategy() {
        var world = World.demo("block-all")
        let before = world
        let result2 = world.setStrategy("block-everything")
        #expect(!result2)
        #expect(world == before)
    }

    @Test("each strategy publishes its flags by their original names beside the universal ones")
    func flagNames() {
        // The bundled files' flags (docs/guards/<id>.yaml), in each file's order.
        let expected: [String: [String]] = [
            "none": [],
            "delay": [],
            "appear-flag": ["isAnimated"],
            "switching-flag": ["isSwitching", "popVCAnimateQueue"],
            "block-all": [
                "isBarPushProcessing", "isBarPopProcessing", "isTransitionControllerProcessing", "isBlockedInteraction",
                "checkBlockingTicks", "superPop",
            ],
            "window-lock": ["skipping", "skipAnimationQueue", "completing"],
            "coordinated": ["transitionLock", "mustCompleteQueue"],
        ]
        let universal = ["ignoreCount", "transition", "uikitBlocks", "window.isAnimated", "popGesture", "presentedViewController", "card", "deferred"]
        #expect(World.universalFlagNames == universal)
        for id in StrategyID.builtIns.map(\.rawValue) {
            let world = World.demo(id)
            #expect(world.flags.map(\.name) == universal + (expected[id] ?? ["missing"]), "\(id)")
        }
    }

    @Test("block-all's restore attempt runs on a 2 s timer and reschedules every 2 s while a flag is set")
    func restoreTimerCountsDown() {
        var world = World.demo("block-all", toggles: Toggles(popGesture: true))
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: false, releaseAt: 30)
        world.advance(by: 500)
        #expect(world.flag("isTransitionControllerProcessing") == "YES")
        #expect(world.flag("isBlockedInteraction") == "YES")
        #expect(world.timeLeft(onGuardTimer: "restoreAllInteraction") == 1_500)
        world.advance(by: 1_600)
        #expect(world.ignoreCount == 1, "the restore failed: a processing flag is still set")
        #expect(world.timeLeft(onGuardTimer: "restoreAllInteraction") == 1_900, "and tries again in 2 s")
        world.advance(by: 10_000)
        #expect(world.logged(EventPattern("guard-note", ("text", "ERROR INTERFACE LOCK !!! controller Message 1 block interaction; vars: isBarPopProcessing YES, isBarPushProcessing NO, isTransitionControllerProcessing YES, isBlockedInteraction YES"))))
        #expect(world.fired(.stuckLock))
    }

    @Test("the exclusive-touch toggle makes every view exclusive: the second finger is not delivered")
    func exclusiveTouchToggle() {
        var world = World.demo("none", toggles: Toggles(exclusiveTouch: true))
        world.tap(at: world.tapPoint(forLabel: "Message 1")!)
        world.tap(at: world.tapPoint(forLabel: "Message 2")!)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.logged(EventPattern("touch-not-delivered", ("touch", "2"), ("cause", "exclusive-touch-tracking"), ("rule", "exclusive-touch"))))
    }

    @Test("the pop-gesture toggle off disables the swipe whatever the strategy says")
    func popGestureOff() {
        var world = World.demo("coordinated", toggles: Toggles(popGesture: false))
        world.tap("Message 1")
        world.settle()
        let result3 = world.swipeBack(finish: true)
        #expect(!result3)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.logged(EventPattern("swipe-refused", ("cause", "recognizer-disabled"))))
        #expect(world.flag("popGesture") == "forced off")
    }

    @Test("toggles and the profile switch live and are logged")
    func liveToggles() {
        var world = World.demo()
        let result4 = world.setToggle("pass-through", true)
        #expect(result4)
        let result5 = world.setToggle("pop-gesture", nil)
        #expect(result5)
        let result6 = world.setToggle("pass-through", nil)
        #expect(!result6)
        #expect(ToggleID(rawValue: "teleport") == nil, "an unknown toggle cannot be named past the parser")
        world.setProfile(.ios7)
        #expect(world.profile == .ios7)
        #expect(world.logged { $0 == .system(.toggleChanged(id: .passThrough, value: "on")) })
        #expect(world.logged { $0 == .system(.toggleChanged(id: .popGesture, value: "auto")) })
        #expect(world.logged { $0 == .system(.profileChanged(from: .ios17, to: .ios7)) })
    }

    @Test("guard decisions use seed 003's words and name the flag that decided")
    func guardWords() {
        var world = World.demo("window-lock")
        world.tap("Open latest in 0.5s")
        world.advance(by: 250)
        world.tap("Message 2")
        world.settle()
        #expect(world.logged(EventPattern("guard-note", ("text", "WILL — push Message 2"))))
        #expect(world.logged(EventPattern("guard-queued", ("request", "push Message 3"), ("flag", "window.isAnimated"))))
        #expect(world.logged(EventPattern("guard-note", ("text", "DID"))))
        var failing = World.demo("window-lock")
        failing.doubleTap("Message 1")
        failing.settle()
        #expect(failing.logged(EventPattern("guard-refused", ("verb", "FAILED"), ("request", "push Message 1"), ("flag", "window.isAnimated"))))
    }
}
