import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The LESSON pane wraps every line and scrolls (`[ ]`, PgUp PgDn, the
/// wheel), so a long explanation is never cut; its end says what is missed,
/// and ⏎ starts the next lesson.
@Suite struct LessonPaneScrollTests {
    static func longPane() -> LessonPane {
        var lines = [LessonPane.Line("The first paragraph of the lesson.", .text)]
        for index in 1...60 { lines.append(.init("step \(index) of a long walk — skipped: the point is outside it", .why)) }
        lines.append(.init("✓ UIButton \"A\" — right", .right))
        return LessonPane(title: "t", lines: lines, prompt: .next)
    }

    @Test func theNewestShowAndTheRestScrollIntoView() throws {
        var model = makeModel()
        model.ui.lesson = Self.longPane()
        var text = model.screenText
        #expect(text.contains("✓ UIButton \"A\" — right"))
        #expect(text.contains("earlier lines · [ or the wheel"))
        #expect(!text.contains("The first paragraph"))
        // The keys and the wheel scroll the lesson, not the log.
        #expect(InputMap.intents(for: .key(.character("[")), model: model) == [.scrollLesson(3)])
        #expect(InputMap.intents(for: .mouse(MouseEvent(kind: .wheelUp, x: 90, y: 10)), model: model) == [.scrollLesson(3)])
        model.send(.scrollLesson(Int.max))
        text = model.screenText
        #expect(text.contains("The first paragraph of the lesson."))
        #expect(text.contains("newer lines · ] or the wheel"))
        #expect(!text.contains("earlier lines"))
        let most = model.ui.lessonScroll
        model.send(.scrollLesson(5))
        #expect(model.ui.lessonScroll == most, "no scrolling past the first line")
        // Something new in the lesson brings the newest back.
        var pane = Self.longPane()
        pane.lines.append(.init("A new paragraph.", .text))
        model.send(.showLesson(pane))
        #expect(model.ui.lessonScroll == 0)
        #expect(model.screenText.contains("A new paragraph."))
    }

    @Test func aLongExplanationIsNotCut() throws {
        var model = makeModel()
        let long = String(repeating: "a reason that goes on ", count: 12) + "END"
        model.ui.lesson = LessonPane(title: "t", lines: [.init(long, .why)], prompt: .next)
        #expect(model.screenText.contains("END"), "wrapped, not cut at the pane's edge")
    }

    /// A title wider than the pane ends in "…" rather than mid-word, so a
    /// speaker at 120 columns never shows a cut title as the whole one.
    @Test func aLongTitleEndsInAnEllipsis() throws {
        var model = makeModel(width: 120, height: 50)
        let title = "why-didnt-my-tap-land · Why didn't my tap land? A real checkout screen, imported from its view dump."
        model.ui.lesson = LessonPane(title: title, lines: [.init("A paragraph.", .text)], prompt: .next)
        model.send(.togglePresenter)
        let row = try #require(model.screenText.split(separator: "\n").first { $0.contains("LESSON  why-didnt") })
        #expect(!row.contains("view dump."), "the title is longer than the pane at 120 columns: \(row)")
        #expect(row.hasSuffix("…"), "\(row)")
    }

    @Test func theEndListsTheMissesAndEnterStartsTheNextLesson() throws {
        var model = makeModel()
        model.ui.lesson = LessonPane(
            title: "t", lines: [],
            prompt: .finished(right: 1, asked: 1, missed: ["shown, not done: Tap J"], next: "responder-chain · The responder chain"))
        let text = model.screenText
        #expect(text.contains("Lesson done: 1 of 1 question right."))
        #expect(text.contains("✗ shown, not done: Tap J"))
        #expect(text.contains("next lesson: responder-chain"))
        #expect(InputMap.intents(for: .key(.enter), model: model) == [.lesson(.nextLesson)])
        model.ui.lesson?.prompt = .finished(right: 2, asked: 3, missed: [], next: nil)
        #expect(model.screenText.contains("Lesson done: 2 of 3 questions right."))
        #expect(InputMap.intents(for: .key(.enter), model: model) == [.quit])
    }
}

/// A relaunch or a strategy change starts a new run: STACK marks what fired
/// before it as the earlier run's, not as this one's.
@Suite struct ViolationMarkerRunTests {
    @Test func aRelaunchMarksTheOldViolationsAsTheEarlierRuns() throws {
        var model = makeModel()
        _ = model.world.step(.doubleTap(.label("Message 1")))
        _ = model.world.step(.settle(limit: 10_000))
        #expect(model.world.violations.contains(.doublePush))
        #expect(model.screenText.contains(" double-push"))
        model.send(.world(.relaunch))
        let text = model.screenText
        #expect(text.contains("earlier run: double-push"))
        #expect(!text.contains("! double-push") && !text.contains("⚠ double-push"))
        model.send(.world(.setStrategy(StrategyID(checked: "coordinated"))))
        #expect(model.screenText.contains("earlier run: double-push"))
    }
}

/// A click on a row of the VIEW TREE selects the view on that row: a
/// table cell's row selects the cell under the pointer, not the table.
@Suite struct ViewTreeClickTests {
    @Test func aClickOnACellsRowSelectsThatCell() throws {
        var model = makeModel()
        model.press("T")
        let rect = model.ui.layout.viewTree
        // Find the row the tree draws for Message 2's cell.
        let rows = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.indices.first { $0 > rect.y && rows[$0].contains("UITableViewCell \"Message 2\"") })
        let intents = InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: rect.x + 4, y: y)), model: model)
        let view = try #require(intents.first.flatMap { if case .selectTreeView(let id) = $0 { id } else { nil } })
        #expect(model.world.view(view).viewClass == .tableViewCell)
        #expect(model.world.view(view).accessibilityLabel == "Message 2")
        _ = Update.apply(intents, to: &model)
        #expect(model.ui.viewTree?.selection == view)
    }
}
