import NavSandboxCore

/// `navsandbox learn --check`: a lesson run headless twice — every answer
/// right, then every answer wrong, each `try` done with its `solution` — to
/// find what would leave a learner stuck: a `try` no solution satisfies, a
/// wrong answer with nothing to say why, an expectation that fails, a
/// runtime error.
public enum LessonCheck {
    public enum Answers: String, Sendable, CaseIterable {
        case right, wrong
    }

    public struct Report: Sendable {
        public var answers: Answers
        public var entries: [LessonEntry]
        /// What an author must fix; empty when the lesson works.
        public var problems: [String]
    }

    /// Runs the lesson answering every question as `answers` says.
    public static func run(_ lesson: LoadedLesson, answers: Answers, options: ScriptRunOptions = ScriptRunOptions()) -> Report {
        var options = options
        options.app = lesson.app
        var session = LessonSession(lesson: lesson.script, options: options)
        var problems: [String] = []
        // Each prompt is answered once; a bound keeps a broken lesson finite.
        var turns = 0
        session.run()
        while let prompt = session.prompt, turns < 10_000 {
            turns += 1
            switch prompt {
            case .choose(_, let choices, let line):
                let pick = answers == .right ? rightAnswer(session) ?? 0 : ((rightAnswer(session) ?? 0) + 1) % choices.count
                session.choose(pick)
                if case .answered(_, _, _, let isRight, let why, _)? = session.entries.last, !isRight, why.isEmpty {
                    problems.append("line \(line): a wrong answer has nothing to say why (add `because \"…\"`, or put the tap it asks about right after it)")
                }
            case .read:
                session.goOn()
            case .tryIt(_, _, let line):
                guard session.hasSolution else {
                    problems.append("line \(line): `try` has no `solution` lines, so it cannot be checked or shown")
                    return Report(answers: answers, entries: session.entries, problems: problems)
                }
                session.showSolution()
                if session.prompt != nil {
                    let actual = session.attemptVerdict?.actual.map { " (actual: \($0))" } ?? ""
                    problems.append(
                        "line \(line): the `solution` lines do not make the `try` check hold\(actual) — a solution after a transition may need the world to settle first")
                    return Report(answers: answers, entries: session.entries, problems: problems)
                }
            }
            session.run()
        }
        for entry in session.entries {
            switch entry {
            case .checked(let verdict) where !verdict.ok: problems.append(verdict.description)
            case .problem(let message, let line): problems.append("line \(line): \(message)")
            default: break
            }
        }
        if answers == .right, session.right != session.asked {
            problems.append("right answers scored \(session.right) of \(session.asked)")
        }
        return Report(answers: answers, entries: session.entries, problems: problems)
    }

    /// The index of the current question's answer, read back by answering a
    /// copy (the session keeps it hidden from the learner).
    static func rightAnswer(_ session: LessonSession) -> Int? {
        guard case .choose(_, let choices, _)? = session.prompt else { return nil }
        for index in choices.indices {
            var copy = session
            copy.choose(index)
            if case .answered(_, _, _, true, _, _)? = copy.entries.last { return index }
        }
        return nil
    }
}
