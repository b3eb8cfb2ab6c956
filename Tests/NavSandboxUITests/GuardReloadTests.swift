import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// A guard file edited while the sandbox runs: the world is replayed from
/// launch under the new guard, and the watch notices a save within its
/// interval without reloading an unchanged file.
@Suite struct GuardReloadTests {
    static func dropping(_ dropsSecondPush: Bool) -> GuardDefinition {
        GuardDefinition(
            name: "mine",
            flags: [GuardFlagDeclaration("pushing", .bool)],
            rules: dropsSecondPush
                ? [
                    GuardRule(.call([.push]), when: .flag("pushing"), [.drop(reason: "a push is running")]),
                    GuardRule(.call([.push]), [.set("pushing"), .allow]),
                    GuardRule(.didShow, [.clear("pushing")]),
                ] : [])
    }

    func model(_ definition: GuardDefinition) -> AppModel {
        let configuration = Configuration(app: .demo, profile: .ios17, strategy: definition.strategyID, guardFiles: [definition])
        return AppModel(configuration: configuration, width: 100, height: 32)
    }

    @Test("an edited guard replays the session from launch: what it would have made of the same taps")
    func replaysUnderTheNewGuard() {
        var model = model(Self.dropping(true))
        model.press("!")
        model.press("1")
        model.settle()
        #expect(model.world.stackTitles == ["Inbox", "Message 1"], "the guard dropped the second push")
        let inputs = model.ui.sessionInputs
        let now = model.world.now
        model.send(.reloadGuard(Self.dropping(false), replacing: "mine"))
        model.settle()
        #expect(model.world.stackTitles == ["Inbox", "Message 1", "Message 1"], "without the drop rule, the double push")
        #expect(model.world.now >= now)
        #expect(model.ui.sessionInputs == inputs, "the session's record stays, for F and the next reload")
        #expect(model.world.configuration.strategies.files == [Self.dropping(false)])
        #expect(model.ui.toast?.text.contains("guard mine reloaded") == true)
    }

    @Test("a renamed guard stays the strategy in force")
    func renamed() {
        var model = model(Self.dropping(true))
        var renamed = Self.dropping(true)
        renamed.name = "mine-2"
        model.send(.reloadGuard(renamed, replacing: "mine"))
        #expect(model.world.strategyID == "mine-2")
        #expect(model.world.configuration.strategies.ids.last == "mine-2")
        #expect(!model.world.configuration.strategies.ids.contains("mine"))
    }

    final class FakeFile: @unchecked Sendable {
        var signature: String? = "v1"
        var result: Result<GuardDefinition, GuardWatch.Problem> = .success(GuardReloadTests.dropping(false))
        var loads = 0
    }

    @Test("the watch reloads a saved file once, within its interval, and says why a broken one was not")
    func watch() {
        let file = FakeFile()
        var watch = GuardWatch(
            name: "mine", signature: { file.signature },
            load: {
                file.loads += 1
                return file.result
            })
        #expect(watch.check(at: 0).isEmpty, "unchanged since launch")
        file.signature = "v2"
        #expect(watch.check(at: 100).isEmpty, "not yet time to look")
        #expect(watch.wait(at: 100) == GuardWatch.interval - 100)
        let intents = watch.check(at: GuardWatch.interval)
        #expect(intents == [.reloadGuard(Self.dropping(false), replacing: "mine")])
        #expect(watch.check(at: 2 * GuardWatch.interval).isEmpty, "the same version is not loaded twice")
        file.signature = "v3"
        file.result = .failure(GuardWatch.Problem("g.yaml:3:9: error: unknown hook `pushh`\nmore"))
        let failed = watch.check(at: 3 * GuardWatch.interval)
        #expect(
            failed == [
                .notice("guard not reloaded: g.yaml:3:9: error: unknown hook `pushh`", warning: true),
                .logGuardNotReloaded("g.yaml:3:9: error: unknown hook `pushh`"),
            ])
        #expect(file.loads == 2)
        file.signature = nil
        #expect(watch.check(at: 4 * GuardWatch.interval).isEmpty, "mid-save, unreadable: wait for the next look")
    }

    @Test("a reload error goes to the log, its control characters made visible, and the world is otherwise untouched")
    func reloadErrorIsLogged() {
        var model = model(Self.dropping(true))
        let stack = model.world.stackTitles
        model.send(.logGuardNotReloaded("g.yaml:3:9: error: unknown hook `\u{1B}[2Jpushh`"))
        guard case .system(.guardNotReloaded(let problem)) = model.world.log.entries.last?.event else {
            Issue.record("no guard-not-reloaded event: \(String(describing: model.world.log.entries.last))")
            return
        }
        #expect(!problem.unicodeScalars.contains("\u{1B}"))
        #expect(problem.hasPrefix("g.yaml:3:9: error: unknown hook"))
        #expect(model.world.stackTitles == stack)
    }

    @Test("a message too long for the hint row wraps at spaces onto at most three rows")
    func longMessagesWrap() {
        let text = " guard not reloaded: mine.yaml:3:9: error: unknown hook `pushh`; expected one of push, pop, popTo, popToRoot, present, dismiss"
        let lines = HintsWidget.wrap(text, width: 40, rows: HintsWidget.maximumToastRows)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines[0] == " guard not reloaded: mine.yaml:3:9:")
        #expect(lines[2].hasSuffix("…"))
        #expect(HintsWidget.wrap("short", width: 40, rows: 3) == ["short"])
        #expect(HintsWidget.wrap(String(repeating: "x", count: 50), width: 20, rows: 3).map(\.count) == [20, 20, 10])
    }
}
