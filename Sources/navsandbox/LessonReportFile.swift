import ArgumentParser
import Foundation
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

/// `learn --report FILE`: the teacher's report written as FILE.json and
/// FILE.md, both new (an existing file is the user's and is never replaced),
/// and the wall clock the report's times come from.
enum LessonReportFile {
    /// Refuses, before the lesson starts, a report whose files exist or are
    /// one of the command's inputs.
    static func refuseExisting(_ file: String, inputs: [String]) throws {
        let paths = LessonReport.paths(for: file)
        let reading = inputs.map { OutputFileOpening.Input($0, role: "a file the lesson reads") }
        for path in [paths.json, paths.markdown] {
            if let failure = OutputFileOpening.check(path, replacing: false, inputs: reading) {
                let words = if case .exists = failure { OutputFileOpening.Failure.exists(canForce: false) } else { failure }
                ConsoleOutput.printError(
                    "\(TerminalText.visible(path)): error: cannot create the lesson report: \(words)")
                throw ExitCode(failure.exitStatus)
            }
        }
    }

    /// Writes both files, or neither; the problem in words, if any.
    static func write(_ report: LessonReport, to file: String) -> String? {
        let paths = LessonReport.paths(for: file)
        let files: [(path: String, contents: [UInt8])] = [
            (paths.json, Array((report.json().pretty + "\n").utf8)),
            (paths.markdown, Array(report.markdown().utf8)),
        ]
        if let problem = OutputFileOpening.create(files) { return problem.description }
        ConsoleOutput.printError(
            "navsandbox: wrote the lesson report to \(TerminalText.visible(paths.json)) and \(TerminalText.visible(paths.markdown))")
        return nil
    }

    /// The wall-clock time now, ISO 8601 in UTC: the one place the report
    /// reads a clock.
    static func now() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}
