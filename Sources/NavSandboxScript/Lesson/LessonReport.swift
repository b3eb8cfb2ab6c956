import NavSandboxCore

/// What a learner answered and did, for their teacher (`learn --report`):
/// each question with the learner's choice and UIKit's answer, each task done
/// or not, the score, and when — in the lesson's virtual time and, when the
/// caller had a clock, the wall-clock time. Built from the session's entries;
/// the wall clock is the caller's (the command line's), never the core's.
public struct LessonReport: Equatable, Sendable {
    public struct Question: Equatable, Sendable {
        public var question: String
        public var picked: String
        public var answer: String
        public var isRight: Bool
        /// Virtual milliseconds when it was answered.
        public var virtualTime: Int
        /// When it was answered by the wall clock, as the caller wrote it.
        public var wallClock: String?
        public var line: Int
    }

    public struct Task: Equatable, Sendable {
        public enum Outcome: String, Equatable, Sendable {
            /// The learner did it.
            case done
            /// The learner asked to be shown it.
            case shown
            /// On screen when the learner left.
            case notDone = "not done"
        }
        public var instruction: String
        public var outcome: Outcome
        /// Virtual milliseconds when it was done or shown (nil: not done).
        public var virtualTime: Int?
        public var wallClock: String?
        public var line: Int
    }

    public struct Lesson: Equatable, Sendable {
        public var name: String
        public var title: String
        public var questions: [Question]
        public var tasks: [Task]
        public var right: Int
        public var asked: Int
        public var finished: Bool

        /// One lesson's part of the report from its session; `wallClock`
        /// holds, entry by entry, when each was made (shorter or empty when
        /// the caller kept no clock).
        public init(name: String, title: String, session: LessonSession, wallClock: [String?] = []) {
            self.name = name
            self.title = title
            var questions: [Question] = []
            var tasks: [Task] = []
            for (index, entry) in session.entries.enumerated() {
                let time = session.entryTimes[index]
                let clock = wallClock.indices.contains(index) ? wallClock[index] : nil
                switch entry {
                case .answered(let question, let picked, let answer, let isRight, _, let line):
                    questions.append(
                        Question(
                            question: question, picked: picked, answer: answer, isRight: isRight, virtualTime: time,
                            wallClock: clock, line: line))
                case .tried(let instruction, let byLearner, let line):
                    tasks.append(
                        Task(
                            instruction: instruction, outcome: byLearner ? .done : .shown, virtualTime: time,
                            wallClock: clock, line: line))
                default:
                    break
                }
            }
            if let pending = session.pendingTask {
                tasks.append(
                    Task(instruction: pending.instruction, outcome: .notDone, virtualTime: nil, wallClock: nil, line: pending.line))
            }
            self.questions = questions
            self.tasks = tasks
            right = session.right
            asked = session.asked
            finished = session.isFinished
        }
    }

    /// The lessons taught in the session, in order (the course may go on
    /// from one to the next).
    public var lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons
    }

    // MARK: Writing

    public func json() -> JSONValue {
        .object([
            ("version", .int(1)),
            (
                "lessons",
                .array(
                    lessons.map { lesson in
                        .object([
                            ("name", .string(lesson.name)),
                            ("title", .string(lesson.title)),
                            ("finished", .bool(lesson.finished)),
                            ("score", .object([("right", .int(lesson.right)), ("asked", .int(lesson.asked))])),
                            (
                                "questions",
                                .array(
                                    lesson.questions.map { question in
                                        .object([
                                            ("line", .int(question.line)),
                                            ("question", .string(question.question)),
                                            ("picked", .string(question.picked)),
                                            ("answer", .string(question.answer)),
                                            ("right", .bool(question.isRight)),
                                            ("virtualTimeMs", .int(question.virtualTime)),
                                            ("answeredAt", .optional(question.wallClock)),
                                        ])
                                    })
                            ),
                            (
                                "tasks",
                                .array(
                                    lesson.tasks.map { task in
                                        .object([
                                            ("line", .int(task.line)),
                                            ("instruction", .string(task.instruction)),
                                            ("outcome", .string(task.outcome.rawValue)),
                                            ("virtualTimeMs", task.virtualTime.map(JSONValue.int) ?? .null),
                                            ("at", .optional(task.wallClock)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// One page for a person: per lesson, the score, a table of the
    /// questions and one of the tasks. Text from the lesson is escaped
    /// (`MarkdownText`): it is the lesson author's, not the page's.
    public func markdown() -> String {
        var out = "# Lesson report\n"
        for lesson in lessons {
            let title = lesson.title.isEmpty ? "" : " · " + MarkdownText.escaped(lesson.title)
            out += "\n## \(MarkdownText.escaped(lesson.name))\(title)\n\n"
            out += "Score: \(lesson.right) of \(lesson.asked) right; "
            out += lesson.finished ? "lesson finished.\n" : "lesson not finished.\n"
            if !lesson.questions.isEmpty {
                out += "\n| Line | Question | Chosen | UIKit | Result | Virtual time | Answered at |\n"
                out += "| --- | --- | --- | --- | --- | --- | --- |\n"
                for question in lesson.questions {
                    let cells = [
                        "\(question.line)", MarkdownText.escaped(question.question), MarkdownText.escaped(question.picked),
                        MarkdownText.escaped(question.answer), question.isRight ? "right" : "wrong",
                        "\(question.virtualTime) ms", question.wallClock.map(MarkdownText.escaped) ?? "—",
                    ]
                    out += "| " + cells.joined(separator: " | ") + " |\n"
                }
            }
            if !lesson.tasks.isEmpty {
                out += "\n| Line | Task | Outcome | Virtual time | At |\n"
                out += "| --- | --- | --- | --- | --- |\n"
                for task in lesson.tasks {
                    let cells = [
                        "\(task.line)", MarkdownText.escaped(task.instruction), task.outcome.rawValue,
                        task.virtualTime.map { "\($0) ms" } ?? "—", task.wallClock.map(MarkdownText.escaped) ?? "—",
                    ]
                    out += "| " + cells.joined(separator: " | ") + " |\n"
                }
            }
        }
        return out
    }

    /// The two files `--report FILE` writes: FILE.json (FILE itself when it
    /// ends `.json`) and FILE.md beside it, without the `.json`.
    public static func paths(for file: String) -> (json: String, markdown: String) {
        if file.hasSuffix(".json") {
            return (file, String(file.dropLast(".json".count)) + ".md")
        }
        return (file + ".json", file + ".md")
    }
}
