import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// The lesson driver's pane goes through Update like every other change:
/// reading and answering hold the world still, a task runs it, and a
/// prediction's point is marked with the crosshair.
@Suite struct LessonPaneUpdateTests {
    private func pane(_ prompt: LessonPane.Prompt?) -> LessonPane {
        LessonPane(title: "hit-testing", lines: [LessonPane.Line("A view answers.", .text)], prompt: prompt)
    }

    @Test func readingAndAnsweringHoldTheWorldStill() {
        var model = makeModel()
        model.ui.virtualCarry = 7
        _ = Update.apply(.showLesson(pane(.next)), to: &model)
        #expect(model.ui.isPaused)
        #expect(model.ui.virtualCarry == 0)
        #expect(model.ui.lesson?.title == "hit-testing")

        var asked = makeModel()
        _ = Update.apply(.showLesson(pane(.choose(question: "Which view?", choices: ["a", "b"], point: Point(x: 5, y: 9)))), to: &asked)
        #expect(asked.ui.isPaused)
        #expect(asked.ui.cursor == Point(x: 5, y: 9) && asked.ui.showsCursor, "the point asked about is marked")
    }

    @Test func aTaskRunsTheClockAndTheEndLeavesItAsItWas() {
        var model = makeModel()
        model.ui.isPaused = true
        _ = Update.apply(.showLesson(pane(.tryIt(instruction: "Tap Message 1", hint: nil, hintShown: false, hasSolution: true))), to: &model)
        #expect(!model.ui.isPaused)
        let cursor = model.ui.cursor
        _ = Update.apply(.showLesson(pane(.finished(right: 2, asked: 3))), to: &model)
        #expect(!model.ui.isPaused)
        #expect(model.ui.cursor == cursor)
        #expect(model.ui.lesson?.prompt == .finished(right: 2, asked: 3))
    }
}
