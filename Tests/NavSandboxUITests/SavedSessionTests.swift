import NavSandboxTestSupport
import NavSandboxCore
import NavSandboxScript
import Testing

@testable import NavSandboxUI

/// `F`: a session saved as a script replays, with `navsandbox run`'s own
/// runner, to the same world — taps, a finger that waited, toggles, a
/// strategy and a profile switched live, a view edited by hand, a mouse
/// swipe step by step, a card.
@Suite struct SavedSessionTests {
    static func session() throws -> AppModel {
        var model = makeModel()
        model.press("1")
        model.run(60)
        model.press("1")
        model.press("1")  // before the finger lifted: it waits
        model.settle()
        model.press("b")
        model.settle()
        model.press("r")
        model.press("x")
        model.press(.key(.tab))
        model.press("p")
        model.settle()
        #expect(model.world.stackTitles == ["Inbox"])
        // A view edited in the tree: the first row hidden.
        model.press("T")
        let row = try #require(ViewTree(model.world).rows.firstIndex { model.world.view($0.view).accessibilityLabel == "Message 2" })
        let current = ViewTree(model.world).rows.firstIndex { $0.view == model.ui.viewTree?.selection } ?? 0
        model.send(.moveTreeSelection(row - current))
        model.press("H")
        model.press("O")
        model.press("T")
        let message3 = try #require(model.key(for: "Message 3"))
        model.press(message3)
        model.settle()
        // The mouse drags the back swipe half way, then lets go.
        let origin = model.ui.layout.phoneOrigin
        model.press(.mouse(MouseEvent(kind: .press, x: origin.x, y: origin.y + 10)))
        model.press(.mouse(MouseEvent(kind: .drag, x: origin.x + 8, y: origin.y + 10)))
        model.run(100)
        model.press(.mouse(MouseEvent(kind: .release, x: origin.x + 16, y: origin.y + 10)))
        model.settle()
        model.run(1234)
        return model
    }

    @Test func aSavedSessionReplaysToTheSameWorld() throws {
        let model = try Self.session()
        let inputs = model.ui.sessionInputs
        #expect(inputs.contains { if case .editView = $0.input { true } else { false } })
        #expect(inputs.contains { if case .edgeSwipeMove = $0.input { true } else { false } })
        #expect(inputs.contains { if case .setStrategy = $0.input { true } else { false } })
        let text = SessionScript.text(
            launch: try #require(model.ui.launchConfiguration), inputs: inputs, final: model.world)
        let script = try ScriptParser.parse(text, file: "session.nss", vocabulary: .navSandbox(for: .demo)).get()
        let run = ScriptRunner(options: ScriptRunOptions(logLimit: model.world.configuration.logLimit)).run(script)
        #expect(run.error == nil, "\(String(describing: run.error))")
        #expect(run.succeeded, "\(run.failedVerdicts)\n\(text)")
        #expect(run.world.now == model.world.now)
        #expect(run.world.stackTitles == model.world.stackTitles)
        #expect(run.world.violations == model.world.violations)
        #expect(run.world.stateKey == model.world.stateKey, "the same world, field by field\n\(text)")
        #expect(text.contains("edit view"))
        #expect(text.contains("switch-strategy delay"))
    }

    @Test func rewindingAndChangingThePastDropsTheAbandonedFuture() throws {
        var model = makeModel()
        model.press("1")
        model.settle()
        let before = model.ui.sessionInputs.count
        model.press(" ")
        model.press("b")
        model.press(.key(.left))
        model.press(.key(.left))
        model.press(.key(.left))
        model.press(" ")  // resuming a rewound world branches
        model.run(10)
        #expect(model.ui.sessionInputs.count <= before)
        #expect(model.ui.sessionInputs.allSatisfy { $0.time <= model.world.now })
    }

    /// An input in the same millisecond as the snapshot rewound to came
    /// after it: the new branch drops it, and the saved session replays.
    @Test func aTapInTheSnapshotsOwnMillisecondIsDroppedByABranch() throws {
        var model = makeModel()
        model.run(975)
        model.press("1")
        model.run(500)
        model.press(" ")
        for _ in 0..<400 { model.press(.key(.left)) }
        #expect(model.world.touches.history.isEmpty, "rewound to before the tap")
        let row3 = try #require(model.key(for: "Message 3"))
        model.press(row3)
        model.press(" ")
        model.run(1000)
        #expect(model.ui.sessionInputs.count == 1, "\(model.ui.sessionInputs)")
        let text = SessionScript.text(launch: try #require(model.ui.launchConfiguration), inputs: model.ui.sessionInputs, final: model.world)
        let script = try ScriptParser.parse(text, file: "s.nss", vocabulary: .navSandbox(for: .demo)).get()
        let run = ScriptRunner(options: ScriptRunOptions(logLimit: model.world.configuration.logLimit)).run(script)
        #expect(run.succeeded, "\(run.failedVerdicts)\n\(text)")
        #expect(run.world.stateKey == model.world.stateKey)
    }

    @Test func aSessionOnAnAppNamesItSoRunNeedsNoAppOption() throws {
        let text = SessionScript.text(launch: Configuration(), inputs: [], final: World(), appFile: "apps/my app.yaml")
        let script = try ScriptParser.parse(text, file: "s.nss", vocabulary: .navSandbox(for: .demo)).get()
        #expect(script.statements.first?.kind == .app("apps/my app.yaml"))
    }

    /// A session run under guard files names them, after its app, so the
    /// guard's name in its `strategy` line means something to `run`.
    @Test func aSessionUnderGuardFilesNamesThem() throws {
        let text = SessionScript.text(
            launch: Configuration(), inputs: [], final: World(), appFile: "apps/a.yaml",
            guardFiles: ["guards/debounce.yaml", "my guard.yaml"])
        #expect(text.contains("app \"apps/a.yaml\"\nguard \"guards/debounce.yaml\"\nguard \"my guard.yaml\"\nstrategy "), "\(text)")
        let script = try ScriptParser.parse(text, file: "s.nss", vocabulary: .navSandbox(for: .demo)).get()
        #expect(script.statements.dropFirst().prefix(2).map(\.kind) == [.guardFile("guards/debounce.yaml"), .guardFile("my guard.yaml")])
    }

    @Test func everyInputTheFrontEndMakesHasAScriptForm() {
        let inputs: [UserInput] = [
            .tap(.point(Point(x: 1, y: 2))), .twoFinger(.point(Point(x: 1, y: 2)), .point(Point(x: 3, y: 4))), .swipeBack(finish: true),
            .swipeBack(finish: false), .edgeSwipeBegin(at: .point(Point(x: 0, y: 9))), .edgeSwipeMove(progress: 45),
            .edgeSwipeEnd(finish: false), .dragCard(.down), .setStrategy("block-all"), .setProfile(.ios7),
            .setToggle("pop-gesture", nil), .editView(ViewID(3), .alpha(0.005)), .relaunch,
        ]
        let text = SessionScript.text(
            launch: Configuration(), inputs: inputs.map { TimedInput(time: 0, input: $0) }, final: World())
        #expect(!text.contains("has no script form"))
        let parsed = ScriptParser.parse(text, file: "s.nss", vocabulary: .navSandbox(for: .demo))
        #expect((try? parsed.get()) != nil, "\(parsed)")
    }
}
