import NavSandboxCore
import NavSandboxScript
import NavSandboxUI
import Testing

@testable import NavSandboxLive

/// The lesson behind the LESSON pane, driven as the loop drives it.
@Suite struct LessonTeacherTests {
    func makeTeacher() throws -> LessonTeacher {
        let name = try #require(BundledLessons.lessons.first?.name)
        let lesson = try #require(LoadedLesson.bundled(named: name)).get()
        var options = ScriptRunOptions(app: lesson.app, logLimit: 1_000)
        options.pastAtRunsNow = true
        return LessonTeacher(lesson: lesson, options: options)
    }

    /// It opens on the lesson's first words and a prompt; going on from the
    /// world it is handed runs it to its next prompt without going back in time.
    @Test func itRunsTheLessonToEachPrompt() throws {
        let teacher = try makeTeacher()
        let first = teacher.resume(from: teacher.initialWorld)
        #expect(teacher.pane.title.hasPrefix(BundledLessons.lessons[0].name))
        #expect(!teacher.pane.lines.isEmpty)
        #expect(teacher.pane.prompt != nil)
        let next = teacher.resume(from: first)
        #expect(next.now >= first.now)
    }
}
