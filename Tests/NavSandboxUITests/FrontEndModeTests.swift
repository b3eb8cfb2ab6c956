import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The front end does one thing at a time: the overlays and a pending tap
/// are cases of one mode, so two can never be open together.
@Suite struct FrontEndModeTests {
    @Test func eachOverlayIsAModeAndClosingItReturnsToTheSandbox() {
        var model = makeModel()
        #expect(model.ui.mode == .sandbox)
        model.press(":")
        #expect(model.ui.mode == .palette(CommandPalette()))
        model.press(.key(.escape))
        #expect(model.ui.mode == .sandbox)
        model.press("!")
        #expect(model.ui.mode == .pendingTap(.doubleTap))
        model.press(.key(.escape))
        #expect(model.ui.mode == .sandbox)
        model.press("?")
        #expect(model.ui.mode == .help(HelpOverlay()))
        model.press("q")
        #expect(model.ui.mode == .sandbox)
    }

    /// The help opened over the log view keeps the log view under it, drawn
    /// and as it was, and closing the help goes back to it.
    @Test func theHelpOverTheLogViewGoesBackToIt() {
        var model = makeModel()
        model.press("L")
        model.press("f")
        guard case .logView(let view) = model.ui.mode else {
            Issue.record("L opens the log view")
            return
        }
        model.press("?")
        #expect(model.ui.mode == .help(HelpOverlay(logViewBelow: view)))
        #expect(model.ui.logView == view, "drawn under the help")
        model.press(.key(.down))
        #expect(model.ui.helpScroll == 1)
        model.press("q")
        #expect(model.ui.mode == .logView(view))
    }

    /// The view tree opens over a lesson and the scroll keys follow what
    /// shows; closing the tree brings the lesson back as it was.
    @Test func theSidePaneIsTheTreeOverALessonAndTheLessonAgainAfter() {
        var model = makeModel()
        let lesson = LessonPane(title: "t", lines: (1...40).map { .init("line \($0)", .text) }, prompt: .next)
        model.send(.showLesson(lesson))
        #expect(model.ui.sidePane == .lesson(LessonGuide(pane: lesson)))
        model.press("T")
        guard case .viewTree = model.ui.sidePane else {
            Issue.record("T shows the tree over the lesson")
            return
        }
        #expect(InputMap.intents(for: .key(.character("[")), model: model) == [.scrollTree(-3)])
        model.press("T")
        #expect(model.ui.sidePane == .lesson(LessonGuide(pane: lesson)))
        #expect(InputMap.intents(for: .key(.character("[")), model: model) == [.scrollLesson(3)])
        model.send(.showScript(status: nil, pane: nil))
        #expect(model.ui.showsLesson, "no script to show leaves the lesson")
    }
}
