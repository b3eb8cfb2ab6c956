import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// The lesson session behind the LESSON pane: it runs the lesson on the live
/// world and turns its entries into the pane's lines.
public final class LessonTeacher: LessonDriver {
    public private(set) var session: LessonSession
    public private(set) var title: String
    /// The lesson being taught (the next one once the learner goes on).
    public private(set) var lesson: LoadedLesson
    private var options: ScriptRunOptions
    /// The lesson to offer after `name` (nil: none, ⏎ at the end leaves).
    /// The command fills it in from the course for a built-in lesson.
    public var following: @Sendable (_ name: String) -> LoadedLesson? = { _ in nil }
    /// Told of a lesson the learner leaves for the next one, to keep its
    /// progress (the last one is the command's to keep).
    public var finishedLesson: (_ name: String, _ session: LessonSession) -> Void = { _, _ in }
    /// After an answer or a finished task: ⏎ to go on, so there is time to
    /// read why.
    private var awaitingRead = false
    private var hintShown = false
    /// When the task on screen began, in virtual time: its hint shows by
    /// itself after a while.
    private var taskStartedAt: Int?
    /// The wall-clock time now, in the caller's words, for the report
    /// (`learn --report`); nil keeps no wall-clock times. The command line's
    /// to give: the lesson itself runs on virtual time.
    public var wallClock: (() -> String)?
    /// When each entry of the current lesson's session was made, by `wallClock`.
    private var entryWallClock: [String?] = []
    /// The lessons left for the next one, for the report.
    private var taught: [LessonReport.Lesson] = []

    /// What the learner answered and did in every lesson of this sitting.
    public var report: LessonReport {
        LessonReport(lessons: taught + [LessonReport.Lesson(name: lesson.name, title: lesson.title, session: session, wallClock: entryWallClock)])
    }

    /// Stamps the entries made since the last call with the wall clock.
    private func stampNewEntries() {
        let now = wallClock?()
        while entryWallClock.count < session.entries.count { entryWallClock.append(now) }
    }

    /// How long a learner works at a task before its hint shows unasked.
    public static let hintAfter = 20_000

    public init(lesson: LoadedLesson, options: ScriptRunOptions) {
        session = LessonSession(lesson: lesson.script, options: options, pausesAfterSay: true)
        title = Self.title(of: lesson)
        self.lesson = lesson
        self.options = options
    }

    private static func title(of lesson: LoadedLesson) -> String {
        lesson.title.isEmpty ? lesson.name : "\(lesson.name) · \(lesson.title)"
    }

    public func startNextLesson() -> World? {
        guard session.isFinished, let next = following(lesson.name) else { return nil }
        finishedLesson(lesson.name, session)
        stampNewEntries()
        taught.append(LessonReport.Lesson(name: lesson.name, title: lesson.title, session: session, wallClock: entryWallClock))
        entryWallClock = []
        var options = self.options
        options.app = next.app
        session = LessonSession(lesson: next.script, options: options, pausesAfterSay: true)
        lesson = next
        title = Self.title(of: next)
        awaitingRead = false
        hintShown = false
        taskStartedAt = nil
        return session.world
    }

    /// What the learner missed, for the end: each question answered wrong
    /// (with UIKit's answer) and each task shown rather than done.
    public var missed: [String] {
        session.entries.compactMap { entry in
            switch entry {
            case .answered(let question, _, let answer, false, _, _):
                return "\(TerminalText.visible(question)) — UIKit: \(TerminalText.visible(answer))"
            case .tried(let instruction, false, _):
                return "shown, not done: \(TerminalText.visible(instruction))"
            default:
                return nil
            }
        }
    }

    public var initialWorld: World { session.world }

    public func resume(from world: World) -> World {
        awaitingRead = false
        hintShown = false
        session.adopt(world)
        session.goOn()
        session.run()
        if case .tryIt? = session.prompt { taskStartedAt = session.world.now } else { taskStartedAt = nil }
        stampNewEntries()
        return session.world
    }

    public func choose(_ index: Int) {
        session.choose(index)
        stampNewEntries()
        awaitingRead = true
    }

    public func learnerActed(in world: World) {
        if let started = taskStartedAt, world.now - started >= Self.hintAfter { hintShown = true }
        session.observe(world)
        stampNewEntries()
        if session.prompt == nil, !session.isFinished { awaitingRead = true }
    }

    public func help(from world: World) -> World? {
        guard case .tryIt(_, let hint, _)? = session.prompt else { return nil }
        if hint != nil, !hintShown {
            hintShown = true
            return nil
        }
        session.adopt(world)
        session.showSolution()
        stampNewEntries()
        if session.prompt == nil { awaitingRead = true }
        return session.world
    }

    public var pane: LessonPane {
        var lines: [LessonPane.Line] = []
        for entry in session.entries { lines += Self.lines(for: entry) }
        let prompt: LessonPane.Prompt?
        if session.isFinished {
            let next = following(lesson.name).map(Self.title(of:))
            prompt = .finished(right: session.right, asked: session.asked, missed: missed, next: next.map(TerminalText.visible))
        } else if awaitingRead {
            prompt = .next
        } else {
            switch session.prompt {
            case .read?: prompt = .next
            case .choose(let question, let choices, _)?: prompt = .choose(question: question, choices: choices, point: session.promptPoint)
            case .tryIt(let instruction, let hint, _)?:
                prompt = .tryIt(instruction: instruction, hint: hint, hintShown: hintShown, hasSolution: session.hasSolution)
            case nil: prompt = .next
            }
        }
        return LessonPane(title: title, lines: lines, prompt: prompt)
    }

    /// Words for the pane; text the lesson or the world supplied is escaped.
    public static func lines(for entry: LessonEntry) -> [LessonPane.Line] {
        func visible(_ text: String) -> String { TerminalText.visible(text) }
        switch entry {
        case .say(let text, _):
            return [LessonPane.Line(visible(text), .text)]
        case .answered(_, let picked, let answer, let isRight, let why, _):
            let head =
                isRight
                ? LessonPane.Line("✓ \(visible(answer)) — right", .right)
                : LessonPane.Line("✗ you picked \(visible(picked)); UIKit: \(visible(answer))", .wrong)
            // The verdict last, nearest the prompt: the pane keeps the newest
            // lines (and scrolls back to a long explanation's start).
            return why.map { LessonPane.Line(visible($0), .why) } + [head]
        case .tried(let instruction, let byLearner, _):
            return [LessonPane.Line(byLearner ? "✓ done: \(visible(instruction))" : "✓ shown: \(visible(instruction))", .right)]
        case .checked(let verdict):
            return verdict.ok ? [] : [LessonPane.Line("✗ \(visible(verdict.description))", .problem)]
        case .problem(let message, let line):
            return [LessonPane.Line("! line \(line): \(visible(message))", .problem)]
        case .finished:
            return []
        }
    }
}
