import NavSandboxApps
import NavSandboxTestSupport
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Every action and target kind, and what the runner does with them.
@Suite("Runner actions and targets")
struct RunnerActionTests {
    @Test("tap on a label lands at the label's centre and pushes")
    func tapLabel() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle")
        #expect(run.world.stackTitles == ["Inbox", "Message 1"])
        #expect(run.touches.first?.point == World().tapPoint(forLabel: "Message 1"))
    }

    @Test("tap on a point hits that cell")
    func tapPoint() throws {
        let run = try runOK("at 0ms tap 12,4\nsettle")
        #expect(run.touches.first?.point == Point(x: 12, y: 4))
        #expect(run.world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("tap back pops")
    func tapBack() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap back\nsettle")
        #expect(run.world.stackTitles == ["Inbox"])
        #expect(run.logged(EventPattern("action-sent", ("control", "_UIButtonBarButton \"Back\""), ("selector", "_backButtonAction:"), ("target", "UINavigationController \"UINavigationController\""))))
    }

    @Test("double-tap: two touches `gap` apart at the same point")
    func doubleTap() throws {
        let run = try runOK("at 1s double-tap \"Message 1\" gap 250ms\nsettle")
        #expect(run.touches.count == 2)
        #expect(run.touches.map(\.beganAt) == [1000, 1250])
        #expect(run.touches[0].point == run.touches[1].point)
    }

    @Test("double-tap's second finger lands where the first did, even after the view moved")
    func doubleTapSamePoint() throws {
        // The second tap comes after the push started: "Message 1" slides left,
        // but the finger lands on the first tap's cell.
        let run = try runOK("at 0ms double-tap \"Message 1\" gap 300ms\nsettle")
        #expect(run.touches[1].point == run.touches[0].point)
    }

    @Test("two-finger: both touches begin at once and end a tap's duration later")
    func twoFinger() throws {
        let run = try runOK("at 500ms two-finger \"Message 1\" & \"Message 2\"\nsettle")
        #expect(run.touches.map(\.beganAt) == [500, 500])
        #expect(run.time(of: EventPattern("touch-up-inside", ("touch", "1"))) == 550)
        #expect(run.time(of: EventPattern("touch-up-inside", ("touch", "2"))) == 550)
        #expect(run.world.stackTitles == ["Inbox", "Message 1", "Message 2"])
    }

    @Test("two-finger with a point and back")
    func twoFingerMixedTargets() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms two-finger back & 12,5\nsettle")
        #expect(run.touches.count == 3)
        #expect(run.touches[1].beganAt == run.touches[2].beganAt)
    }

    @Test("swipe-back finish pops; cancel keeps the screen")
    func swipeBack() throws {
        let finished = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms swipe-back finish\nsettle")
        #expect(finished.world.stackTitles == ["Inbox"])
        #expect(finished.logged(EventPattern("swipe-released", ("progress", "80"), ("finish", "yes"))))
        let cancelled = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms swipe-back cancel at 40%\nsettle")
        #expect(cancelled.world.stackTitles == ["Inbox", "Message 1"])
        #expect(cancelled.logged(EventPattern("swipe-released", ("progress", "40"), ("finish", "no"))))
    }

    @Test("drag-card down, up and dismiss")
    func dragCard() throws {
        let base = "at 0ms tap \"Compose\"\nsettle\n"
        #expect(try runOK(base + "after 0ms drag-card down\nsettle").world.cardStateName == "minimized")
        let expanded = try runOK(base + "after 0ms drag-card down\nsettle\nafter 0ms drag-card up\nsettle")
        #expect(expanded.world.cardStateName == "expanded")
        let dismissed = try runOK(base + "after 0ms drag-card dismiss\nsettle")
        #expect(dismissed.world.presentedTitle == nil)
        #expect(dismissed.world.cardStateName == "none")
    }

    @Test("relaunch starts the app again; time and log carry on")
    func relaunch() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 500ms relaunch\nexpect stack = Inbox")
        #expect(run.world.stackTitles == ["Inbox"])
        #expect(run.logged(EventPattern("system", ("cause", "relaunch"))))
        #expect(run.time(of: EventPattern("system", ("cause", "relaunch"))) == run.world.now)
        #expect(run.world.now > 500)
        #expect(run.succeeded)
    }

    @Test("set toggles act when their line is reached")
    func setToggles() throws {
        let run = try runOK("set pass-through on\nset exclusive-touch on\nset pop-gesture off")
        #expect(run.world.toggles == Toggles(exclusiveTouch: true, popGesture: false, passThrough: true))
        #expect(run.world.logged { $0 == .system(.toggleChanged(id: .passThrough, value: "on")) })
        let auto = try runOK("set pop-gesture off\nset pop-gesture auto")
        #expect(auto.world.toggles.popGesture == nil)
    }

    @Test("a toggle forced by the options wins over the script's set line, with a note")
    func toggleOverrideWins() throws {
        let options = ScriptRunOptions(toggles: [ToggleOverride(id: "pass-through", value: false)])
        let run = try runOK("set pass-through on", options: options)
        #expect(run.world.toggles.passThrough == false)
        #expect(run.notes.count == 1)
        #expect(run.notes[0].contains("pass-through=off"))
    }

    @Test("load-cost lengthens the screen's push")
    func loadCost() throws {
        let run = try runOK("load-cost Message 400ms\nat 0ms tap \"Message 1\"\nsettle")
        #expect(run.logged(EventPattern("transition-starts", ("kind", "push"), ("screen", "Message 1"), ("duration", "750"))))
    }

    @Test("strategy and profile lines pick the defaults; options win")
    func strategyAndProfile() throws {
        let text = "strategy block-all\nprofile ios12"
        let run = try runOK(text)
        #expect(run.world.strategyID == "block-all")
        #expect(run.world.profile == .ios12)
        let overridden = try runOK(text, options: ScriptRunOptions(strategy: "coordinated", profile: .ios7))
        #expect(overridden.world.strategyID == "coordinated")
        #expect(overridden.world.profile == .ios7)
        let plain = try runOK("")
        #expect(plain.world.strategyID == "none")
        #expect(plain.world.profile == .default)
    }

    @Test("options' toggles apply at launch")
    func launchToggles() throws {
        let options = ScriptRunOptions(toggles: [ToggleOverride(id: "exclusive-touch", value: true)])
        let run = try runOK("", options: options)
        #expect(run.world.configuration.toggles.exclusiveTouch)
    }
}

/// `at`, `after`, `wait` and `settle`.
@Suite("Runner timing")
struct RunnerTimingTests {
    @Test("at is absolute virtual time")
    func atIsAbsolute() throws {
        let run = try runOK("at 1.5s tap \"Compose\"")
        #expect(run.touches.first?.beganAt == 1500)
        #expect(run.world.now == 1500)
    }

    @Test("after counts from the previous timed line")
    func afterCountsFromPreviousLine() throws {
        let run = try runOK("at 1s tap 0,20\nafter 200ms tap 1,20\nafter 0ms tap 2,20")
        #expect(run.touches.map(\.beganAt) == [1000, 1200, 1200])
    }

    @Test("after a double-tap counts from its second tap")
    func afterDoubleTap() throws {
        let run = try runOK("at 0ms double-tap 0,20 gap 100ms\nafter 50ms tap 1,20")
        #expect(run.touches.map(\.beganAt) == [0, 100, 150])
    }

    @Test("after counts from the end of a wait")
    func afterWait() throws {
        let run = try runOK("at 100ms tap 0,20\nwait 2s\nafter 100ms tap 1,20")
        #expect(run.touches.map(\.beganAt) == [100, 2200])
    }

    @Test("after counts from the end of a settle; the first after counts from 0")
    func afterSettle() throws {
        let run = try runOK("after 300ms tap \"Message 1\"\nsettle\nafter 10ms tap 0,20")
        #expect(run.touches[0].beganAt == 300)
        // The push ends at 300 + 50 + 150 + 350 = 850; then the 1 s grace.
        #expect(run.touches[1].beganAt == 1860)
    }

    @Test("wait advances and runs what is due")
    func waitAdvances() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nwait 199ms\nexpect stack = Inbox\nwait 1ms\nexpect stack = Inbox > Message 1")
        #expect(run.world.now == 200)
        #expect(run.verdicts.map(\.ok) == [true, true])
    }

    @Test("expect checks the world at that instant")
    func expectAtThatInstant() throws {
        let run = try runScript("at 0ms tap \"Message 1\"\nexpect stack = Inbox\nsettle\nexpect stack = Inbox")
        #expect(run.verdicts.map(\.ok) == [true, false])
        #expect(run.verdicts[1].actual == "Inbox > Message 1")
        #expect(run.verdicts[0].time == 0)
    }

    @Test("settle is World.settle(limit: 60_000)")
    func settleMatchesTheCore() throws {
        let run = try runOK("at 0ms double-tap \"Message 1\"\nsettle")
        // A run knows the shipped guards as strategies.
        var world = World(configuration: Configuration(app: .demo, strategy: "none"))
        let point = try #require(world.tapPoint(forLabel: "Message 1"))
        world.step(.tap(.point(point)))
        world.step(.advance(to: 100))
        world.step(.tap(.point(point)))
        world.step(.settle(limit: 60_000))
        #expect(run.world == world)
    }

    @Test("a settle that never goes idle matches the core too, warning included")
    func settleThatNeverIdles() throws {
        // switching-flag strands isSwitching after a cancelled swipe; the next
        // back tap's pop then waits in its queue for a didShow that never comes.
        let text = """
            strategy switching-flag
            at 0ms tap "Message 1"
            settle
            after 0ms swipe-back cancel
            settle
            after 0ms tap back
            settle
            """
        let run = try runOK(text)
        #expect(run.world.logged { $0 == .warning(.didNotSettle(limit: 60_000), rule: nil) })
        var world = World(configuration: Configuration(strategy: "switching-flag"))
        world.step(.tap(.point(try #require(world.tapPoint(forLabel: "Message 1")))))
        world.step(.settle(limit: 60_000))
        world.step(.swipeBack(finish: false, releaseAt: 30))
        world.step(.settle(limit: 60_000))
        world.step(.tap(.point(try #require(world.backButtonPoint))))
        world.step(.settle(limit: 60_000))
        #expect(run.world == world)
    }

    @Test("observing does not change the run")
    func observingChangesNothing() throws {
        let script = try coreScript(
            "strategy block-all\nset pop-gesture on\nat 0ms tap \"Message 1\"\nsettle\nafter 0ms swipe-back cancel\nsettle\nafter 0ms tap \"Reply\"\nwait 3s")
        var steps = 0
        let observed = ScriptRunner().run(script) { _, _ in steps += 1 }
        let plain = ScriptRunner().run(script)
        #expect(observed == plain)
        #expect(steps > script.statements.count)
    }
}

/// Where a label was last seen.
@Suite("Last-seen label memory")
struct LabelMemoryTests {
    @Test("a label no longer visible is tapped where it was last seen")
    func tapsWhereLastSeen() throws {
        // Once Message 1 is pushed, Inbox's Compose button has left the window:
        // the finger lands where it was last drawn — slid partly left under
        // the incoming screen — on Message 1's blank row at y 10.
        let start = try #require(World().tapPoint(forLabel: "Compose"))
        // The runner looks at the world 400 ms in, mid-push, and remembers it there.
        let run = try runOK("at 0ms tap \"Message 1\"\nwait 400ms\nsettle\nafter 0ms tap \"Compose\"\nsettle")
        #expect(run.touches[1].point.y == start.y)
        #expect(run.touches[1].point.x < start.x)
        var lastSeen = LabelMemory(labels: AppDescription.demo.labels)
        let midPush = try runOK("at 0ms tap \"Message 1\"\nwait 400ms")
        lastSeen.update(from: midPush.world)
        #expect(run.touches[1].point == lastSeen.lastSeen("Compose"))
        #expect(run.world.stackTitles == ["Inbox", "Message 1"])
        #expect(run.world.presentedTitle == nil)
    }

    @Test("the bar's title is not a label target: a hidden row is tapped where it was last seen")
    func titleLabel() throws {
        // After the push, "Message 1" is the bar's title, but titles carry no
        // accessibility label: the finger lands where the row was last drawn.
        let row = try #require(World().tapPoint(forLabel: "Message 1"))
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap \"Message 1\"\nsettle")
        #expect(run.world.tapPoint(forLabel: "Message 1") == nil)
        #expect(run.touches[1].point.y == row.y)
        #expect(run.touches[1].point.y != 1)
    }

    @Test("the memory follows a view while it moves")
    func followsMovingViews() throws {
        // Mid-push, Inbox slides left under Message 1: its Compose button is
        // drawn further left than at rest, and Message 1's Reply is in view.
        let run = try runOK("at 0ms tap \"Message 1\"\nwait 400ms")
        var memory = LabelMemory(labels: AppDescription.demo.labels)
        memory.update(from: run.world)
        let moving = try #require(memory.lastSeen("Compose"))
        let resting = try #require(World().tapPoint(forLabel: "Compose"))
        #expect(moving.x < resting.x)
        #expect(moving.y == resting.y)
        #expect(memory.visibleNow.contains("Reply"))
    }

    @Test("back taps where the back button was after it disappeared")
    func backWhereLastSeen() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap back\nsettle\nafter 0ms tap back\nsettle")
        #expect(run.touches.count == 3)
        #expect(run.touches[2].point == run.touches[1].point)
        #expect(run.world.stackTitles == ["Inbox"])
    }
}

@Suite("Running a line at a time")
struct ScriptStepperTests {
    @Test("stepping line by line sees the same steps and ends in the same run as run(_:)", arguments: exampleScripts())
    func stepperMatchesRun(_ name: String) throws {
        let loaded = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get()
        let script = loaded.script
        let runner = ScriptRunner(options: ScriptRunOptions(app: loaded.app))
        var whole: [String] = []
        let run = runner.run(script) { step, world in whole.append("\(step) \(world.now) \(world.log.totalCount)") }
        var stepper = ScriptStepper(script: script, runner: runner)
        var stepped = ["\(RunStep.launched) \(stepper.world.now) \(stepper.world.log.totalCount)"]
        var calls = 0
        while stepper.step({ step, world in stepped.append("\(step) \(world.now) \(world.log.totalCount)") }) { calls += 1 }
        #expect(stepped == whole)
        #expect(stepper.isFinished)
        #expect(stepper.result == run)
        #expect(calls <= script.statements.count)
        let more = stepper.step()
        #expect(!more)
    }
}
