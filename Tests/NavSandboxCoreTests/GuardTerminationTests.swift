import Testing

@testable import NavSandboxCore
import NavSandboxTestSupport

/// Every guard program ends (issue 34): a guard's own call goes to `super`
/// and never re-enters its own rules; calls that still loop crash the
/// simulated app as a stack overflow would, never the process; a timer
/// cannot fire at the instant that armed it, and one that spins is stopped;
/// work that never lets time move ends as the watchdog ends a hung app.
@Suite struct GuardTerminationTests {
    /// `on: pop, do: [perform: pop]`: once a stack overflow in every command.
    static let popPerformsPop = GuardDefinition(
        name: "pop-performs-pop",
        rules: [GuardRule(.call([.pop]), [.perform(.pop, straightToUIKit: false)], origin: "g.yaml:3")])

    /// A held pop flushed back through the guard, whose rule flushes the
    /// other and holds itself: the two calls chase each other without end.
    static let pingPong = GuardDefinition(
        name: "ping-pong",
        flags: [GuardFlagDeclaration("q", .queue(.fifo))],
        rules: [
            GuardRule(.call([.pop]), [.flush("q", all: false, throughGuard: true), .queue(into: "q")], origin: "pp.yaml:5")
        ])

    static let zeroTimer = GuardDefinition(
        name: "zero-timer",
        rules: [
            GuardRule(.call([.push]), [.startTimer("t", milliseconds: 0)]),
            GuardRule(.timer("t"), [.startTimer("t", milliseconds: 0)]),
        ])

    @Test("a guard's own pop goes to super: the back button pops twice, and the guard's rule runs once")
    func ownCallSkipsOwnRules() {
        var world = World.demo("pop-performs-pop", guardFiles: [Self.popPerformsPop])
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.settle()
        let before = world.log.entries.count
        world.tapBack()
        world.settle()
        #expect(world.crash == nil)
        #expect(world.stackTitles == ["Inbox"], "the guard's super pop and the back button's own: two levels")
        let refusedOrHeld = world.count(from: before) {
            switch $0 {
            case .guardRefused, .guardQueued, .guardDelayed: true
            default: false
            }
        }
        #expect(refusedOrHeld == 0)
    }

    @Test("calls that chase each other through the guard crash the app at the depth limit, naming the guard, hook and rule")
    func recursionCrashesTheApp() throws {
        var world = World.demo("ping-pong", guardFiles: [Self.pingPong])
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.settle()
        world.tapBack()
        world.advance(by: 50)
        world.tapBack()
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .guardRecursion)
        #expect(crash.exception == "EXC_BAD_ACCESS (SIGSEGV)")
        #expect(crash.message.contains("`ping-pong`"))
        #expect(crash.message.contains("`pop`"))
        #expect(crash.message.contains("pp.yaml:5"))
        let guardFrames = crash.callStack.filter { $0 == "-[ping-pong pop] (pp.yaml:5)" }
        #expect(guardFrames.count == World.guardCallDepthLimit)
        #expect(world.guardCallDepth == 0, "the depth unwinds with the calls")
        #expect(world.fired(.guardRecursion))
        // Nothing happens after the crash but its frames: no call is queued
        // or run as the recursion unwinds.
        let entries = Array(world.log.entries)
        let crashed = try #require(entries.firstIndex {
            if case .violation(.guardRecursion, _, _) = $0.event { return true }
            return false
        })
        let after = entries[(crashed + 1)...].filter {
            if case .crashFrame = $0.event { return false }
            return true
        }
        #expect(after.isEmpty, "\(after.map(\.event))")
        // LOCKS: a raised flag's age stops at the crash.
        let age = world.flags.first { $0.name == "q" }?.raisedFor
        world.advance(by: 5_000)
        #expect(world.flags.first { $0.name == "q" }?.raisedFor == age)
    }

    @Test("a timer armed with no delay fires a turn later, and one that re-arms itself is stopped with a warning")
    func zeroTimerMovesTimeAndStops() {
        var world = World.demo("zero-timer", guardFiles: [Self.zeroTimer])
        world.tap("Message 1")
        world.advance(by: 5_000)
        #expect(world.crash == nil)
        #expect(world.now >= 5_000, "time moved")
        let stopped = world.log.entries.filter {
            if case .warning(.guardTimerStopped(let timer, let fires), _) = $0.event {
                return timer == "t" && fires == World.spinningTimerLimit
            }
            return false
        }
        #expect(stopped.count == 1)
        // Stopped: nothing is scheduled for it any more, so the world idles.
        let settled = world.settle()
        #expect(settled)
    }

    @Test("a timer that re-arms itself every 100 ms is a periodic check, not a spin: it is never stopped")
    func periodicTimerIsNotStopped() {
        let periodic = GuardDefinition(
            name: "periodic",
            rules: [
                GuardRule(.call([.push]), [.startTimer("t", milliseconds: 100, watchdog: true)]),
                GuardRule(.timer("t"), [.startTimer("t", milliseconds: 100, watchdog: true)]),
            ])
        var world = World.demo("periodic", guardFiles: [periodic])
        world.tap("Message 1")
        world.advance(by: 200_000)
        #expect(!world.logged {
            if case .warning(.guardTimerStopped, _) = $0 { return true }
            return false
        })
        #expect(world.timeLeft(onGuardTimer: "t") != nil)
    }

    @Test("input between a timer's fires resets the count")
    func inputResetsTheSpin() {
        var world = World.demo("zero-timer", guardFiles: [Self.zeroTimer])
        world.tap("Message 1")
        world.advance(by: World.spinningTimerLimit / 2)
        world.step(.tap(.label("Reply")))
        world.advance(by: World.spinningTimerLimit * 3 / 4)
        #expect(!world.logged {
            if case .warning(.guardTimerStopped, _) = $0 { return true }
            return false
        })
    }

    // The watchdog (rule watchdog-ends-hung-app, `main-thread-hang`) ends
    // work that never lets time move. A Swift strategy could make some (a
    // zero-delay setViewControllers at every didShow); no guard file can: its
    // own calls are pops that animate, its timers fire a turn later, a
    // delayed call runs past the guard, and a flushed call recurses (the
    // depth limit above). The test that drove the watchdog with such a
    // strategy needs another way in (a smaller limit for a test) and waits
    // for it.

    @Test("two timers that arm each other at once are stopped too, and a slower timer between does not save them")
    func timersArmingEachOtherAreStopped() {
        let pair = GuardDefinition(
            name: "pair",
            rules: [
                GuardRule(.call([.push]), [.startTimer("t", milliseconds: 0), .startTimer("slow", milliseconds: 100, watchdog: true)]),
                GuardRule(.timer("t"), [.startTimer("u", milliseconds: 0)]),
                GuardRule(.timer("u"), [.startTimer("t", milliseconds: 0)]),
                GuardRule(.timer("slow"), [.startTimer("slow", milliseconds: 100, watchdog: true)]),
            ])
        var world = World.demo("pair", guardFiles: [pair])
        world.tap("Message 1")
        world.advance(by: 5_000)
        let stopped = world.log.entries.filter {
            if case .warning(.guardTimerStopped, _) = $0.event { return true }
            return false
        }
        #expect(stopped.count == 1)
        #expect(world.timeLeft(onGuardTimer: "t") == nil && world.timeLeft(onGuardTimer: "u") == nil)
        #expect(world.timeLeft(onGuardTimer: "slow") != nil, "the periodic one goes on")
    }

    /// No guard file can make work that never lets time move (its timers
    /// and delays take a run-loop turn), so the watchdog is reached through
    /// the test's seam: more events at one instant than a low limit.
    @Test("work that never lets time move crashes the app as the watchdog would, and the world stays usable")
    func sameInstantWorkIsAHang() throws {
        var world = World.demo()
        let instant = world.now + 10
        for index in 0..<60 { _ = world.scheduler.schedule(.guardTimer(tag: "t\(index)"), at: instant) }
        world.advance(to: instant, eventsPerInstantLimit: 50)
        let crash = try #require(world.crash)
        #expect(crash.violation == .mainThreadHang)
        #expect(crash.exception == "EXC_CRASH (SIGKILL)")
        #expect(crash.message.hasPrefix("0x8badf00d: 50 events ran at"))
        #expect(world.isIdle)
        world.settle()
        #expect(world.crash?.violation == .mainThreadHang)
    }

    @Test("as many events at one instant as the limit is not a hang")
    func eventsUpToTheLimitAreNotAHang() {
        var world = World.demo()
        let instant = world.now + 10
        for index in 0..<50 { _ = world.scheduler.schedule(.guardTimer(tag: "t\(index)"), at: instant) }
        world.advance(to: instant, eventsPerInstantLimit: 50)
        #expect(world.crash == nil)
    }
}
