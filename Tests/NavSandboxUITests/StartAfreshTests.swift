import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// A script restarted or a file opened from the palette: a new world under
/// the same front end.
@Suite struct StartAfreshTests {
    func drivenModel() -> AppModel {
        var model = makeModel()
        model.press("1")
        model.settle()
        model.press("-")
        model.press(" ")
        model.press("L")
        return model
    }

    @Test func theSettingsStayAndTheOldWorldsStateGoes() {
        var model = drivenModel()
        #expect(model.ui.lastFingerTap != nil)
        #expect(!model.ui.sessionInputs.isEmpty)
        let speed = model.ui.speed
        model.send(.startAfresh(World(configuration: model.world.configuration), newSession: false))
        #expect(model.ui.speed == speed)
        #expect(model.ui.isPaused)
        #expect(model.world.navigation.stack.count == 1)
        #expect(model.ui.lastFingerTap == nil)
        #expect(model.ui.logView == nil, "the old world's log view closes")
        #expect(model.ui.mode == .sandbox)
        #expect(!model.ui.sessionInputs.isEmpty, "a restarted script keeps the session record")
    }

    @Test func aNewSessionStartsANewRecordForF() {
        var model = drivenModel()
        var configuration = model.world.configuration
        configuration.strategy = .shipped("block-all")
        model.send(.startAfresh(World(configuration: configuration), newSession: true))
        #expect(model.ui.sessionInputs.isEmpty)
        #expect(!model.ui.sessionOverflowed)
        #expect(model.ui.launchConfiguration?.strategyID == "block-all")
    }

    @Test func theScriptPaneAndStatusAreShownAsGivenAndGoTogether() {
        var model = makeModel()
        let pane = ScriptPane(name: "demo", lines: [], current: nil, state: .playing, strategy: .none, profile: .ios17)
        model.send(.showScript(status: "demo line 1/3", pane: pane))
        #expect(model.ui.guide == .script(ScriptGuide(pane: pane, status: "demo line 1/3")))
        #expect(model.ui.scriptStatus == "demo line 1/3")
        model.send(.showScript(status: "ignored", pane: nil))
        #expect(model.ui.guide == .free, "no pane, no script: its status goes with it")
        #expect(model.ui.scriptStatus == nil)
    }

    /// No script to show leaves a lesson alone: the loop says so every
    /// turn whatever plays.
    @Test func noScriptLeavesALessonAlone() {
        var model = makeModel()
        let lesson = LessonPane(title: "t", lines: [], prompt: .next)
        model.send(.showLesson(lesson))
        model.send(.showScript(status: nil, pane: nil))
        #expect(model.ui.guide == .lesson(LessonGuide(pane: lesson)))
    }
}
