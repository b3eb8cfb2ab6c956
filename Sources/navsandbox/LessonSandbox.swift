import ArgumentParser
import NavSandboxCore
import NavSandboxLive
import NavSandboxScript
import NavSandboxUI

/// A lesson in the sandbox: the LESSON pane beside the phone, the learner's
/// answers and taps going to the lesson, the progress saved at the end.
struct LessonSandbox {
    var lesson: LoadedLesson
    /// Where its progress is kept: a built-in lesson's name, a file's full path.
    var progressKey: String
    var restart: Bool
    var noColor: Bool
    /// `learn --guard`: the guards loaded and the strategy they put in force.
    var options = ScriptRunOptions()
    /// `learn --report FILE`: where the teacher's report goes at the end.
    var reportPath: String?
    /// `learn --present`, `learn --theme`: as the sandbox's.
    var presenting = false
    var appearance = ThemeAppearance.dark

    func run() throws {
        var (progress, warning) = LessonProgress.load()
        if let warning { ConsoleOutput.printError("navsandbox: \(warning)") }
        if restart { progress.forget(progressKey) }
        var options = self.options
        options.app = lesson.app
        options.logLimit = AppTiming.logLimit
        options.pastAtRunsNow = true
        let teacher = LessonTeacher(lesson: lesson, options: options)
        if progressKey == lesson.name {
            // A built-in lesson: the end offers the next of the course.
            let guards = options.guardFiles
            teacher.following = { name in
                LessonCourse.next(after: name).flatMap { try? LoadedLesson.bundled(named: $0, guards: guards)?.get() }
            }
        }
        teacher.finishedLesson = { name, state in
            progress.record(LessonProgress.Record(finished: state.isFinished, right: state.right, asked: state.asked), for: name)
        }
        var launch = LaunchSettings(configuration: teacher.initialWorld.configuration)
        launch.configuration.logLimit = AppTiming.logLimit
        var session = SandboxSession(
            launch: launch, scriptOptions: options, script: nil, recording: nil, noColor: noColor, appWarnings: [],
            appPath: nil)
        session.lesson = teacher
        session.presenting = presenting
        session.appearance = appearance
        if reportPath != nil { teacher.wallClock = LessonReportFile.now }
        defer {
            if let reportPath, let problem = LessonReportFile.write(teacher.report, to: reportPath) {
                ConsoleOutput.printError("navsandbox: cannot write the lesson report: \(problem)")
            }
            // What the learner did, even when the session ended early. A
            // session that did nothing (or never got a terminal) saves
            // nothing, so `--restart` forgets only once there is something new.
            let state = teacher.session
            let key = teacher.lesson.name == lesson.name ? progressKey : teacher.lesson.name
            if state.asked > 0 || state.isFinished {
                progress.record(
                    LessonProgress.Record(finished: state.isFinished, right: state.right, asked: state.asked),
                    for: key)
            }
            if state.asked > 0 || state.isFinished || key != progressKey {
                if let problem = progress.save() { ConsoleOutput.printError("navsandbox: \(problem)") }
            }
        }
        try session.run()
    }
}
