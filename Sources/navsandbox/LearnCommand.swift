import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxLive
import NavSandboxScript

/// `navsandbox learn`: the built-in lessons with the learner's progress;
/// `learn NAME|FILE` runs one in the sandbox beside a lesson pane;
/// `learn --check NAME|FILE` runs one headless with right and then wrong
/// answers, for authors and CI.
struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Guided lessons: predict what UIKit does, then see what it did and why.",
        discussion: """
            Without a lesson, lists the built-in lessons and how far you got in each. \
            A lesson is a built-in name or a .lesson file (docs/lessons.md says how to write one).
            """
    )

    @Argument(
        help: ArgumentHelp("A built-in lesson's name or a .lesson file.", valueName: "lesson"),
        completion: CompletionCandidates.namesAndFiles(.lesson, extensions: ["lesson"]))
    var lesson: String?

    @ArgumentParser.Flag(help: "Run the lesson headless, once with every answer right and once with every answer wrong; report what would leave a learner stuck.")
    var check = false

    @ArgumentParser.Flag(help: "With --check: print what the learner would see, answering right.")
    var transcript = false

    @ArgumentParser.Flag(help: "Forget the progress saved for the lesson, then run it from the start.")
    var restart = false

    @Option(
        help: ArgumentHelp(
            "For a teacher: when the session ends, write what the learner answered and when to FILE.json (FILE when it ends .json) and a one-page FILE.md. Existing files are never replaced.",
            valueName: "file"))
    var report: String?

    @ArgumentParser.Flag(help: "No colours.")
    var noColor = false

    @ArgumentParser.Flag(help: "Presenter mode (K): the phone as large as the terminal allows, each key shown for a second; the LESSON pane below.")
    var present = false

    @Option(name: .long, help: ThemeOption.help)
    var theme: String?

    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp(
            "A guard strategy written as a file (YAML, see docs/guards/README.md), as `run --guard` takes it: its name is a strategy the lesson may name, and the guards, stacked in the order given, are the strategy in force. Repeatable.",
            valueName: "file"))
    var guardPaths: [String] = []

    func validate() throws {
        if check, lesson == nil { throw ValidationError("--check needs a lesson: a built-in name or a .lesson file") }
        if restart, lesson == nil { throw ValidationError("--restart needs a lesson to restart") }
        if transcript, !check { throw ValidationError("--transcript only applies with --check") }
        _ = try ThemeOption.parse(theme)
        if check, present || theme != nil {
            throw ValidationError("--\(present ? "present" : "theme") is for a learner's session; --check runs headless")
        }
        if report != nil, lesson == nil { throw ValidationError("--report needs a lesson to report on") }
        if report != nil, check {
            throw ValidationError("--report is for a learner's session; --check answers by itself and has nothing to report")
        }
    }

    func run() throws {
        guard let lesson else {
            try ConsoleOutput.emit(Self.listing())
            return
        }
        let guards = try SettingsOptions.loadGuards(guardPaths)
        let loaded = try Self.load(lesson, guards: guards)
        var options = ScriptRunOptions(app: loaded.app)
        options.guardFiles = guards
        options.strategy = StrategyID.stacking(guards.map(\.strategyID))
        if check {
            try runCheck(loaded, options: options)
            return
        }
        // Refused before the session starts, not after the learner's work.
        if let report { try LessonReportFile.refuseExisting(report, inputs: [lesson] + guardPaths) }
        let isBuiltIn = BundledLessons.lessons.contains { $0.name == lesson } && !lesson.contains("/")
        let key = isBuiltIn ? lesson : URL(fileURLWithPath: lesson).standardizedFileURL.path
        // Not watched for a save: a reload replays the world, which the
        // lesson's own script drives.
        var sandbox = LessonSandbox(lesson: loaded, progressKey: key, restart: restart, noColor: noColor, options: options)
        sandbox.reportPath = report
        sandbox.presenting = present
        sandbox.appearance = try ThemeOption.parse(theme)
        try sandbox.run()
    }

    /// A built-in name first, then a file.
    static func load(_ lesson: String, guards: [GuardDefinition] = []) throws -> LoadedLesson {
        if !lesson.contains("/"), !lesson.hasSuffix(".lesson"), let bundled = LoadedLesson.bundled(named: lesson, guards: guards) {
            return try unwrap(bundled)
        }
        if !lesson.contains("/"), !lesson.hasSuffix(".lesson"), !FileManager.default.fileExists(atPath: lesson) {
            let names = LessonCourse.lessons.map(\.name)
            var message = "no built-in lesson is called `\(TerminalText.visible(lesson))`"
            if let near = NearestName.find(lesson, in: names) { message += "; did you mean `\(near)`?" }
            throw ValidationError(message + " (lessons: \(names.joined(separator: ", ")); or give a .lesson file)")
        }
        return try unwrap(LoadedLesson.load(path: lesson, guards: guards))
    }

    private static func unwrap(_ result: Result<LoadedLesson, LessonProblem>) throws -> LoadedLesson {
        switch result {
        case .success(let lesson): return lesson
        case .failure(let problem):
            ConsoleOutput.printError(problem.description)
            throw ExitCode(problem.exitCode)
        }
    }

    /// The built-in lessons in course order, each with its title and the
    /// learner's progress.
    static func listing() -> String {
        let (progress, warning) = LessonProgress.load()
        var lines = ["Built-in lessons, in the order they build on each other (navsandbox learn NAME):", ""]
        let width = BundledLessons.lessons.map(\.name.count).max() ?? 0
        for (name, source) in LessonCourse.lessons {
            let state: String
            if let record = progress.records[name] {
                state = record.finished ? "done, \(record.right)/\(record.asked) right" : "started"
            } else {
                state = "not started"
            }
            let padded = name + String(repeating: " ", count: width - name.count)
            lines.append("  \(padded)  \(LoadedLesson.title(of: source))  [\(state)]")
        }
        lines.append("")
        if let path = LessonProgress.path { lines.append("Progress: \(TerminalText.visible(path))") }
        if let warning { lines.append("note: \(warning)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func runCheck(_ lesson: LoadedLesson, options: ScriptRunOptions) throws {
        var out = ""
        var failed = false
        for answers in LessonCheck.Answers.allCases {
            let report = LessonCheck.run(lesson, answers: answers, options: options)
            if transcript, answers == .right {
                for entry in report.entries {
                    for line in LessonTeacher.lines(for: entry) { out += (line.tone == .why ? "    " : "") + line.text + "\n" }
                }
                out += "\n"
            }
            let asked = report.entries.compactMap { entry -> Bool? in
                if case .answered(_, _, _, let isRight, _, _) = entry { return isRight }
                return nil
            }
            let tried = report.entries.filter { if case .tried = $0 { true } else { false } }.count
            out += "\(lesson.name) with every answer \(answers.rawValue): \(Plural.count(asked.count, "question")), \(asked.filter { $0 }.count) right, \(Plural.count(tried, "task")) done"
            if report.problems.isEmpty {
                out += " — ok\n"
            } else {
                failed = true
                out += "\n" + report.problems.map { "  problem: \(TerminalText.visible($0))" }.joined(separator: "\n") + "\n"
            }
        }
        try ConsoleOutput.emit(out)
        if failed { throw ExitCode(ScriptExitCode.expectationFailed) }
    }
}
