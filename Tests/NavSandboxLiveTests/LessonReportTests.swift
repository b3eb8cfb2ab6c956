import NavSandboxCore
import NavSandboxScript
import NavSandboxUI
import Testing

@testable import NavSandboxLive

/// `learn --report`: what the learner answered and did, and when, built from
/// a sitting the test drives as the sandbox's loop drives the teacher.
@Suite struct LessonReportTests {
    static let lessonText = """
        ask "Q1 *bold* <b>x</b> | pipe" choices "yes" | "no" answer "yes"
        try "Open Message 1" until top = Message 1
        solution tap "Message 1"
        ask "Q2" choices "a" | "b" answer "b"
        try "Go back" until top = Inbox
        """

    /// Answers Q1 right, asks to be shown the first task, answers Q2 wrong,
    /// and leaves with the second task on screen; the wall clock ticks once a read.
    static func sitting() throws -> LessonTeacher {
        let vocabulary = ScriptVocabulary.navSandbox(for: .demo)
        let script = try ScriptParser.parse(lessonText, file: "l.lesson", vocabulary: vocabulary, lesson: true).get()
        let lesson = LoadedLesson(name: "my|lesson", script: script, app: .demo, title: "A `title`")
        let teacher = LessonTeacher(lesson: lesson, options: ScriptRunOptions(app: .demo))
        var tick = 0
        teacher.wallClock = {
            tick += 1
            return "wall-\(tick)"
        }
        var world = teacher.resume(from: teacher.initialWorld)
        teacher.choose(0)
        world = teacher.resume(from: world)
        guard case .tryIt? = teacher.pane.prompt else {
            Issue.record("no task: \(String(describing: teacher.pane.prompt))")
            return teacher
        }
        world = try #require(teacher.help(from: world))
        world = teacher.resume(from: world)
        teacher.choose(0)
        _ = teacher.resume(from: world)
        return teacher
    }

    @Test func itHoldsEachAnswerAndTaskWithWhen() throws {
        let report = try Self.sitting().report
        #expect(report.lessons.count == 1)
        let lesson = try #require(report.lessons.first)
        #expect((lesson.right, lesson.asked, lesson.finished) == (1, 2, false))
        #expect(lesson.questions.map(\.picked) == ["yes", "a"])
        #expect(lesson.questions.map(\.answer) == ["yes", "b"])
        #expect(lesson.questions.map(\.isRight) == [true, false])
        #expect(lesson.questions.map(\.line) == [1, 4])
        #expect(lesson.tasks.map(\.instruction) == ["Open Message 1", "Go back"])
        #expect(lesson.tasks.map(\.outcome) == [.shown, .notDone])
        // Virtual time: the shown task's tap took time, between the answers.
        let first = lesson.questions[0].virtualTime
        let shown = try #require(lesson.tasks[0].virtualTime)
        #expect(first < shown && shown <= lesson.questions[1].virtualTime)
        #expect(lesson.tasks[1].virtualTime == nil)
        // Wall clock: stamped when each was made, each at its own reading.
        let clocks = lesson.questions.map(\.wallClock) + [lesson.tasks[0].wallClock]
        #expect(clocks.allSatisfy { $0?.hasPrefix("wall-") == true })
        #expect(Set(clocks).count == 3)
    }

    /// The page escapes the lesson's text as `compare --markdown` does: none
    /// of it becomes HTML, a table break or emphasis.
    @Test func theMarkdownEscapesTheLessonsText() throws {
        let page = try Self.sitting().report.markdown()
        #expect(page.contains("## my\\|lesson · A \\`title\\`"))
        #expect(page.contains("Score: 1 of 2 right; lesson not finished."))
        #expect(page.contains("| 1 | Q1 \\*bold\\* &lt;b>x&lt;/b> \\| pipe | yes | yes | right |"))
        #expect(page.contains("| 4 | Q2 | a | b | wrong |"))
        #expect(page.contains("| 5 | Go back | not done | — | — |"))
        #expect(!page.contains("<b>"))
    }

    @Test func theJSONHoldsTheSameFacts() throws {
        let report = try Self.sitting().report
        let text = report.json().pretty
        #expect(text.contains("\"answer\": \"b\""))
        #expect(text.contains("\"outcome\": \"not done\""))
        #expect(text.contains("\"answeredAt\": \"wall-"))
        #expect(text.contains("\"right\": 1"))
    }

    @Test func theFilesAreNamedAfterTheGivenOne() {
        #expect(LessonReport.paths(for: "out/ann") == ("out/ann.json", "out/ann.md"))
        #expect(LessonReport.paths(for: "ann.json") == ("ann.json", "ann.md"))
    }
}
