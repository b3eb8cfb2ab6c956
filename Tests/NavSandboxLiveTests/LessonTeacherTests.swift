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

/// The end of a lesson: the score, what was missed, and the next lesson of
/// the course started from the same sandbox with one key.
@Suite struct LessonTeacherEndTests {
    /// Plays the lesson to its end as a learner who always picks the first
    /// choice and asks to be shown every task.
    static func playToTheEnd(_ teacher: LessonTeacher) {
        var world = teacher.resume(from: teacher.initialWorld)
        for _ in 0..<500 where !teacher.session.isFinished {
            switch teacher.pane.prompt {
            case .choose?:
                teacher.choose(0)
            case .tryIt?:
                if let shown = teacher.help(from: world) { world = shown }
                continue
            default:
                break
            }
            world = teacher.resume(from: world)
        }
    }

    @Test func theEndGivesTheScoreTheMissesAndTheNextLesson() throws {
        let first = try #require(LoadedLesson.bundled(named: "hit-testing")).get()
        var options = ScriptRunOptions(app: first.app, logLimit: 1_000)
        options.pastAtRunsNow = true
        let teacher = LessonTeacher(lesson: first, options: options)
        teacher.following = { name in LessonCourse.next(after: name).flatMap { try? LoadedLesson.bundled(named: $0)?.get() } }
        var kept: [String] = []
        teacher.finishedLesson = { name, _ in kept.append(name) }
        Self.playToTheEnd(teacher)
        #expect(teacher.session.isFinished)
        guard case .finished(let right, let asked, let missed, let next)? = teacher.pane.prompt else {
            Issue.record("no end: \(String(describing: teacher.pane.prompt))")
            return
        }
        #expect(asked > 0)
        // Every wrong answer and every task shown is listed.
        #expect(missed.count == asked - right + teacher.session.entries.filter { if case .tried(_, false, _) = $0 { true } else { false } }.count)
        #expect(missed.contains { $0.hasPrefix("shown, not done:") })
        #expect(next?.hasPrefix("why-didnt-my-tap-land") == true)
        let world = try #require(teacher.startNextLesson())
        #expect(kept == ["hit-testing"])
        // The next lesson runs on its own app, the imported checkout screen.
        #expect(teacher.lesson.name == "why-didnt-my-tap-land")
        #expect(teacher.title.hasPrefix("why-didnt-my-tap-land"))
        #expect(teacher.lesson.appFile == "../import/checkout.yaml")
        #expect(world.app.screens.map(\.className) == ["Shop.CheckoutViewController"])
        #expect(!teacher.session.isFinished && teacher.session.asked == 0)
        _ = teacher.resume(from: world)
        #expect(teacher.pane.prompt != nil)
    }

    @Test func theLastLessonOffersNoNext() throws {
        let name = try #require(LessonCourse.order.last)
        let last = try #require(LoadedLesson.bundled(named: name)).get()
        let teacher = LessonTeacher(lesson: last, options: ScriptRunOptions(app: last.app))
        teacher.following = { name in LessonCourse.next(after: name).flatMap { try? LoadedLesson.bundled(named: $0)?.get() } }
        Self.playToTheEnd(teacher)
        guard case .finished(_, _, _, let next)? = teacher.pane.prompt else {
            Issue.record("no end")
            return
        }
        #expect(next == nil)
        #expect(teacher.startNextLesson() == nil)
    }
}
