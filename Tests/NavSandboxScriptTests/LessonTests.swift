import Foundation
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxScript

/// Lessons: the statements a lesson adds to a script, each error they can
/// make, and every built-in lesson run headless with right and wrong answers.
@Suite("Lessons")
struct LessonTests {
    static let vocabulary = ScriptVocabulary.navSandbox(for: .demo)

    static func lessonsFolder() -> URL {
        URL(fileURLWithPath: packageRoot).appendingPathComponent("docs/lessons")
    }

    @Test(arguments: [
        "say \"hello *world*\"",
        "ask \"Which?\" choices \"a\" | \"b\" | \"c\" answer \"b\"",
        "ask \"Which?\" choices \"a\" | \"b\" answer \"a\" because \"it is\"",
        "predict hit at 12,4", "predict chain at \"Message 1\"", "predict stack",
        "try \"Push it\" until stack = \"Inbox > Message 1\"",
        "try \"Push it\" hint \"tap the row\" until top = \"Message 1\"",
        "app \"../apps/hit-testing.yaml\"",
    ])
    func eachStatementParsesBackToItself(line: String) throws {
        let script = try ScriptParser.parse(line, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true).get()
        #expect("\(script.statements[0].kind)" == line)
    }

    @Test(arguments: [
        ("say hello", 5, "in quotes"),
        ("ask \"Q\" choices \"a\" answer \"a\"", 31, "only one choice"),
        ("ask \"Q\" choices \"a\" | \"b\" answer \"c\"", 34, "is not one of the choices"),
        ("ask \"Q\" \"a\" | \"b\" answer \"a\"", 9, "choices"),
        ("predict where at 1,1", 9, "prediction"),
        ("predict hit 1,1", 13, "`at`"),
        ("try \"x\" stack = Inbox", 9, "until"),
        ("solution tap back", 1, "without a `try`"),
        ("sya \"hi\"", 1, "unknown statement"),
    ])
    func eachMistakeIsReportedWhereItIs(line: String, column: Int, message: String) {
        guard case .failure(let errors) = ScriptParser.parse(line, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true)
        else {
            Issue.record("\(line) parsed")
            return
        }
        let error = errors.errors[0]
        #expect("\(error.message) \(error.expected)".contains(message), "\(error)")
        #expect(error.column == column, "\(error)")
    }

    @Test func aScriptCannotUseLessonStatements() {
        guard case .failure(let errors) = ScriptParser.parse("say \"hi\"", file: "s.nss", vocabulary: Self.vocabulary) else {
            Issue.record("a script accepted `say`")
            return
        }
        #expect(errors.errors[0].message.contains("belongs in a lesson"))
    }

    @Test func appComesFirstAndOnce() {
        let text = "say \"hi\"\napp \"x.yaml\"\n"
        guard case .failure(let errors) = ScriptParser.parse(text, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true) else {
            Issue.record("accepted")
            return
        }
        #expect(errors.errors[0].message.contains("after other statements"))
    }

    static func builtInLessons() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder().path)) ?? [])
            .filter { $0.hasSuffix(".lesson") }.sorted()
    }

    @Test(arguments: builtInLessons())
    func everyBuiltInLessonRunsWithRightAndWrongAnswers(file: String) throws {
        let path = Self.lessonsFolder().appendingPathComponent(file).path
        let lesson = try LoadedLesson.load(path: path).get()
        for answers in LessonCheck.Answers.allCases {
            let report = LessonCheck.run(lesson, answers: answers)
            #expect(report.problems.isEmpty, "\(file) with \(answers) answers: \(report.problems)")
            guard case .finished(let right, let asked)? = report.entries.last else {
                Issue.record("\(file) did not finish")
                continue
            }
            #expect(asked > 0)
            #expect(right == (answers == .right ? asked : 0))
        }
    }

    @Test func aWrongPredictionIsExplainedByTheWalk() throws {
        let path = Self.lessonsFolder().appendingPathComponent("hit-testing.lesson").path
        let lesson = try LoadedLesson.load(path: path).get()
        let report = LessonCheck.run(lesson, answers: .wrong)
        let first = report.entries.first { if case .answered = $0 { true } else { false } }
        guard case .answered(_, let picked, let answer, let isRight, let why, _)? = first else {
            Issue.record("no answer")
            return
        }
        #expect(!isRight)
        #expect(picked != answer)
        #expect(answer.contains("A under hidden"))
        #expect(why.contains { $0.contains("isHidden") }, "the walk says the cover was skipped for being hidden: \(why)")
    }

    @Test func predictHitOffersEveryViewAtThePointEvenOneSticking() throws {
        let path = Self.lessonsFolder().appendingPathComponent("hit-testing.lesson").path
        let lesson = try LoadedLesson.load(path: path).get()
        var session = LessonSession(lesson: lesson.script, options: ScriptRunOptions(app: lesson.app))
        var asked: [[String]] = []
        session.run()
        while let prompt = session.prompt {
            switch prompt {
            case .choose(_, let choices, _):
                asked.append(choices)
                session.choose(LessonCheck.rightAnswer(session) ?? 0)
            case .read: session.goOn()
            case .tryIt: session.showSolution()
            }
            session.run()
        }
        // Step 4's point is outside H's superview: H is still a choice.
        #expect(asked.contains { $0.contains("UIButton \"H sticks out\"") }, "\(asked)")
        // Step 5's overlap offers both buttons.
        #expect(asked.contains { $0.contains("UIButton \"E behind\"") && $0.contains("UIButton \"F in front\"") }, "\(asked)")
    }

    @Test func anAskIsNotExplainedByATapFromBeforeThePreviousQuestion() throws {
        let text = """
            at 0ms tap "Message 1"
            settle
            predict stack
            ask "Q" choices "a" | "b" answer "a"
            """
        let script = try ScriptParser.parse(text, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true).get()
        let report = LessonCheck.run(LoadedLesson(name: "l", script: script, app: .demo, title: ""), answers: .wrong)
        #expect(report.problems.contains { $0.contains("nothing to say why") }, "\(report.problems)")
    }

    @Test func aChoiceTwiceIsRefused() {
        guard case .failure(let errors) = ScriptParser.parse(
            "ask \"Q\" choices \"a\" | \"a\" answer \"a\"", file: "l.lesson", vocabulary: Self.vocabulary, lesson: true)
        else {
            Issue.record("accepted")
            return
        }
        #expect(errors.errors[0].message.contains("twice"))
    }

    @Test func aTryIsSolvedByTheLearnersOwnTap() throws {
        let text = """
            try "Open Message 1" until top = Message 1
            solution tap "Message 1"
            say "done"
            """
        let script = try ScriptParser.parse(text, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true).get()
        var session = LessonSession(lesson: script)
        session.run()
        guard case .tryIt? = session.prompt else {
            Issue.record("no try prompt")
            return
        }
        let point = try #require(session.world.tapPoint(forLabel: "Message 1"))
        session.send(.tap(.point(point)))
        session.advance(to: session.world.now + 2_000)
        #expect(session.prompt == nil)
        #expect(session.entries.contains(.tried(instruction: "Open Message 1", solvedByLearner: true, line: 1)))
        session.run()
        #expect(session.isFinished)
    }

    @Test func predictStackRunsTheNextLinesOnACopy() throws {
        let text = """
            predict stack
            at 0ms double-tap "Message 1"
            settle
            """
        let script = try ScriptParser.parse(text, file: "l.lesson", vocabulary: Self.vocabulary, lesson: true).get()
        var session = LessonSession(lesson: script)
        session.run()
        guard case .choose(_, let choices, _)? = session.prompt else {
            Issue.record("no prompt")
            return
        }
        #expect(session.world.stackTitles == ["Inbox"], "the prediction is asked before the lines run")
        #expect(choices.contains("Inbox › Message 1 › Message 1"), "\(choices)")
        let answer = try #require(LessonCheck.rightAnswer(session))
        #expect(choices[answer] == "Inbox › Message 1 › Message 1")
    }
}

/// The built-in lessons are compiled in, each the text of its file in
/// docs/lessons/ (and the apps they name, from docs/apps/).
@Test func bundledLessonsMatchTheirFiles() throws {
    let folder = URL(fileURLWithPath: packageRoot).appendingPathComponent("docs/lessons")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lesson") }.sorted()
    var lessons: [(String, String)] = []
    var apps: [(String, String)] = []
    var guards: [(String, String)] = []
    for name in names {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        lessons.append((String(name.dropLast(7)), text))
        if let app = LoadedLesson.appLine(in: text, file: name) {
            // Keyed by its path in the repository, so an app may come from
            // any folder under docs/ (docs/import's are the importer's own
            // output) and two folders' files of one name stay apart.
            let key = try #require(BundledExamples.normalized("docs/lessons/" + app), "\(name)'s app \(app) is outside the repository")
            try #require(key.hasPrefix("docs/"), "\(name)'s app \(key) is not under docs/, so it cannot ship")
            if !apps.contains(where: { $0.0 == key }) {
                apps.append((key, try String(contentsOfFile: packageRoot + "/" + key, encoding: .utf8)))
            }
        }
        for line in Script.guardLines(in: text) {
            let guardURL = folder.appendingPathComponent(line.path).standardizedFileURL
            let key = guardURL.lastPathComponent
            if !guards.contains(where: { $0.0 == key }) {
                guards.append((key, try String(contentsOf: guardURL, encoding: .utf8)))
            }
        }
    }
    func literal(_ text: String) -> String { "#\"\"\"\n" + text + "\"\"\"#" }
    var swift = """
        // Generated from docs/lessons/*.lesson and the apps they name — edit
        // those files, then run
        //   NAVSANDBOX_RECORD_LESSONS=1 swift test --filter bundledLessonsMatchTheirFiles
        // (the test fails while they differ).

        /// The lessons built into the binary, each the text of its file, read
        /// by the same loader as a teacher's own.
        public enum BundledLessons {
            /// Name (the file's, without `.lesson`) and text, in name order.
            public static let lessons: [(name: String, source: String)] = [

        """
    for (name, text) in lessons { swift += "        (\"\(name)\", \(literal(text))),\n" }
    swift += "    ]\n\n    /// The apps the lessons name, by their paths in the repository.\n    public static let apps: [String: String] = [\n"
    for (name, text) in apps { swift += "        \"\(name)\": \(literal(text)),\n" }
    if apps.isEmpty { swift += "        :\n" }
    swift += "    ]\n\n    /// The guard files the lessons name, by file name.\n    public static let guards: [String: String] = [\n"
    for (name, text) in guards { swift += "        \"\(name)\": \(literal(text)),\n" }
    if guards.isEmpty { swift += "        :\n" }
    swift += "    ]\n}\n"
    let target = URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources/NavSandboxScript/Lesson/BundledLessons.swift")
    let current = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
    if current != swift, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_LESSONS"] == "1" {
        try swift.write(to: target, atomically: true, encoding: .utf8)
        return
    }
    #expect(current == swift, "docs/lessons changed: run NAVSANDBOX_RECORD_LESSONS=1 swift test --filter bundledLessonsMatchTheirFiles")
}

/// docs/lessons.md's complete example loads and passes `--check`.
@Test func theDocumentedExampleLessonWorks() throws {
    let text = try String(contentsOfFile: packageRoot + "/docs/lessons.md", encoding: .utf8)
    let start = try #require(text.range(of: "```lesson\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let source = String(text[start.upperBound..<end.lowerBound]) + "\n"
    let lesson = try LoadedLesson.load(source, file: "example.lesson") { _ in .failure(.load(.noSuchFile(path: "-"))) }.get()
    for answers in LessonCheck.Answers.allCases {
        let report = LessonCheck.run(lesson, answers: answers)
        #expect(report.problems.isEmpty, "\(answers): \(report.problems)")
    }
}

@Test func everyBuiltInLessonHasItsPlaceInTheCourse() {
    let bundled = Set(BundledLessons.lessons.map(\.name))
    #expect(Set(LessonCourse.order) == bundled, "docs/lessons and LessonCourse.order name the same lessons")
    #expect(LessonCourse.order.count == bundled.count, "no lesson twice")
    #expect(LessonCourse.lessons.map(\.name) == LessonCourse.order)
    #expect(LessonCourse.lessons.first?.name == "hit-testing", "where a tap lands comes first")
}
