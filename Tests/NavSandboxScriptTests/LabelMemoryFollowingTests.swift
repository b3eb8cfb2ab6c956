import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// The runner's label memory skips a look when the world it follows cannot
/// draw anything anywhere else (`update(following:)`); a fresh look at every
/// step must remember exactly the same.
@Suite("Label memory following a stepped world")
struct LabelMemoryFollowingTests {
    /// After every step of `script`, the skipping memory and one that looks
    /// every time remember the same points, visible labels and back button.
    private func expectSameMemory(_ script: Script, app: AppDescription = .demo) {
        var looking = LabelMemory(labels: app.labels)
        var following = LabelMemory(labels: app.labels)
        var steps = 0
        var mismatches: [String] = []
        _ = ScriptRunner(options: ScriptRunOptions(app: app)).run(script) { step, world in
            looking.update(from: world)
            following.update(following: world)
            steps += 1
            if looking != following, mismatches.count < 3 {
                mismatches.append("after \(step) at \(world.now) ms: \(looking.visibleNow) vs \(following.visibleNow)")
            }
        }
        #expect(steps > script.statements.count)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("every example scenario", arguments: exampleScripts())
    func scenarios(_ name: String) throws {
        let loaded = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get()
        expectSameMemory(loaded.script, app: loaded.app)
    }

    @Test("pushes, pops, a swipe, a card, an edit and a relaunch in one script")
    func mixed() throws {
        expectSameMemory(
            try coreScript(
                """
                at 0ms tap "Message 1"
                wait 200ms
                after 0ms tap back
                settle
                after 0ms tap "Message 2"
                wait 100ms
                after 0ms swipe-back cancel
                settle
                after 0ms swipe-back finish
                wait 150ms
                after 0ms tap "Compose"
                settle
                after 0ms relaunch
                after 10ms tap "Message 1"
                settle
                after 0ms tap back
                settle
                """))
    }

    @Test("a world that is not the one followed is looked at afresh by update(from:)")
    func otherWorld() throws {
        // Two worlds with the same number of view changes can draw different
        // things; `update(from:)` never skips, whatever it saw before.
        let pushed = try runOK("at 0ms tap \"Message 1\"\nsettle").world
        var memory = LabelMemory(labels: AppDescription.demo.labels)
        memory.update(from: pushed)
        #expect(!memory.visibleNow.contains("Compose"))
        memory.update(from: World())
        #expect(memory.visibleNow.contains("Compose"))
    }
}
