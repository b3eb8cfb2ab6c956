import Foundation
import NavSandboxTestSupport
import Testing

/// `navsandbox learn`: the list with progress, `--check` for authors, the
/// progress file's damage handled, and one lesson taken in a real terminal.
@Suite("navsandbox learn", .serialized, .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct LearnCommandLineTests {
    @Test func theListShowsEveryBuiltInLessonAndSetsADamagedProgressFileAside() throws {
        let state = try temporaryDirectory("learn-state")
        defer { try? FileManager.default.removeItem(at: state) }
        let fresh = try navsandbox(["learn"], environment: ["XDG_STATE_HOME": state.path])
        #expect(fresh.status == 0)
        #expect(fresh.stdout.contains("hit-testing"))
        #expect(fresh.stdout.contains("[not started]"))
        // The lesson on an imported screen comes right after hit-testing.
        let listed = fresh.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let first = try #require(listed.firstIndex(of: "hit-testing"))
        #expect(listed.dropFirst(first).prefix(3) == ["hit-testing", "why-didnt-my-tap-land", "responder-chain"])
        let folder = state.appendingPathComponent("navsandbox")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("lessons.json"))
        let damaged = try navsandbox(["learn"], environment: ["XDG_STATE_HOME": state.path])
        #expect(damaged.status == 0, "a damaged progress file is never a crash")
        #expect(damaged.stdout.contains("was damaged: kept as"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("lessons.json.damaged").path))
    }

    @Test func checkRunsALessonWithRightAndWrongAnswers() throws {
        let ok = try navsandbox(["learn", "--check", "hit-testing"])
        #expect(ok.status == 0, "\(ok.stdout)\(ok.stderr)")
        #expect(ok.stdout.contains("every answer right"))
        #expect(ok.stdout.contains("every answer wrong"))
        // A built-in lesson's app from docs/import ships too: it checks
        // from a folder with no repository in it.
        let elsewhere = try temporaryDirectory("learn-elsewhere")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let imported = try navsandbox(["learn", "--check", "why-didnt-my-tap-land"], directory: elsewhere.path)
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains("why-didnt-my-tap-land with every answer wrong: 6 questions, 0 right"))
        let stuck = try temporaryScript(
            "say \"Tap it\"\ntry \"Open Message 1\" until top = \"Message 1\"\nsay \"no solution\"\n", name: "stuck.lesson")
        let problem = try navsandbox(["learn", "--check", stuck])
        #expect(problem.status == 1)
        #expect(problem.stdout.contains("has no `solution` lines"))
        let broken = try temporaryScript("say \"hi\"\nask \"Q\" choices \"a\" | \"b\" answer \"c\"\n", name: "broken.lesson")
        let parse = try navsandbox(["learn", "--check", broken])
        #expect(parse.status == 65)
        #expect(parse.stderr.contains("broken.lesson:2:"))
        #expect(parse.stderr.contains("is not one of the choices"))
        let unknown = try navsandbox(["learn", "hit-testin"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no built-in lesson is called"))
    }

    /// The hit-testing lesson by keyboard: read, predict (the right choice
    /// found on screen), see UIKit's answer and why; quitting saves progress.
    @Test(.enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
    func aLessonInTheSandbox() throws {
        let state = try temporaryDirectory("learn-tmux")
        defer { try? FileManager.default.removeItem(at: state) }
        let pane = try learnerPane(["learn", "hit-testing"], state: state)
        let session = pane.session
        try session.waitFor("LESSON")
        try session.waitFor("⏎ next")
        try session.sendKeys("Enter")
        try session.waitFor("Step 1")
        try session.sendKeys("Enter")
        let question = try session.waitUntil(description: "the question and its choices") {
            $0.contains("Which view does a tap at") && $0.contains("no view: the tap reaches nothing")
        }
        let choice = try #require(
            question.split(separator: "\n").first { $0.contains("UIButton \"A under hidden\"") && !$0.contains("you picked") })
        // The choice's number is the last digit before its text.
        let before = try #require(choice.range(of: "UIButton \"A under hidden\"")).lowerBound
        let digit = try #require(choice[..<before].last { $0.isNumber })
        // ⏎ alone never answers: the student has to choose.
        try session.sendKeys("Enter")
        try session.waitFor("choose: press 1-")
        #expect(!(try session.capture()).contains("— right"))
        try session.sendLiteral(String(digit))
        let answered = try session.waitUntil(description: "the answer after pressing \(digit)") { $0.contains("— right") }
        #expect(answered.contains("skipped: isHidden"), "why: the walk's own reasons")
        try session.sendKeys("q")
        // Quitting saves the progress durably (fsync under a lock), which a
        // disk busy with parallel builds and tests can hold for seconds.
        #expect(try pane.waitForExit(timeout: .seconds(40)).status == 0)
        let progress = try String(contentsOf: state.appendingPathComponent("navsandbox/lessons.json"), encoding: .utf8)
        #expect(progress.contains("\"hit-testing\""))
        #expect(progress.contains("\"right\": 1"))
    }

    /// Two learners' sessions at once, each in its own lesson: both start
    /// before either saves, and the one that quits last must not overwrite
    /// what the first saved.
    @Test(.enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
    func twoSessionsAtOnceBothKeepTheirProgress() throws {
        let state = try temporaryDirectory("learn-two")
        defer { try? FileManager.default.removeItem(at: state) }
        let lessons = try ["first", "second"].map { name in
            let path = state.appendingPathComponent("\(name).lesson").path
            try "ask \"Which is \(name)?\" choices \"\(name)\" | \"neither\" answer \"\(name)\" because \"it says so\"\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let panes = try lessons.map { try learnerPane(["learn", $0], state: state) }
        let sessions = panes.map(\.session)
        for (session, name) in zip(sessions, ["first", "second"]) {
            let question = try session.waitUntil(description: "the question") { $0.contains("Which is \(name)?") && $0.contains("neither") }
            let choice = try #require(question.split(separator: "\n").first { $0.contains(name) && !$0.contains("Which is") && !$0.contains("LESSON") })
            let before = try #require(choice.range(of: name)).lowerBound
            try session.sendLiteral(String(try #require(choice[..<before].last { $0.isNumber })))
            try session.waitUntil(description: "the answer") { $0.contains("— right") }
        }
        for pane in panes {
            try pane.session.sendKeys("q")
            #expect(try pane.waitForExit(timeout: .seconds(40)).status == 0)
        }
        let data = try Data(contentsOf: state.appendingPathComponent("navsandbox/lessons.json"))
        let saved = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["lessons"] as? [String: Any])
        #expect(Set(saved.keys) == Set(lessons))
    }

    /// `--report FILE` by a learner: one question answered in the terminal,
    /// then quitting writes FILE.json and FILE.md with the choice; an
    /// existing report is never overwritten, and `--check` has none.
    @Test(.enabled(if: tmuxAvailable, "tmux or a UTF-8 locale is missing"))
    func aReportIsWrittenWhenTheLearnerQuits() throws {
        let state = try temporaryDirectory("learn-report")
        defer { try? FileManager.default.removeItem(at: state) }
        let lesson = state.appendingPathComponent("one.lesson").path
        try "ask \"Which is first?\" choices \"first\" | \"neither\" answer \"first\" because \"it says so\"\n"
            .write(toFile: lesson, atomically: true, encoding: .utf8)
        let report = state.appendingPathComponent("alice").path

        let withCheck = try navsandbox(["learn", lesson, "--check", "--report", report])
        #expect(withCheck.status == 64, "\(withCheck.stderr)")
        #expect(withCheck.stderr.contains("--report is for a learner's session"))

        let pane = try learnerPane(["learn", lesson, "--report", report], state: state)
        let session = pane.session
        let question = try session.waitUntil(description: "the question") { $0.contains("Which is first?") && $0.contains("neither") }
        let choice = try #require(question.split(separator: "\n").first { $0.contains("neither") && !$0.contains("Which is") })
        let before = try #require(choice.range(of: "neither")).lowerBound
        try session.sendLiteral(String(try #require(choice[..<before].last { $0.isNumber })))
        try session.waitUntil(description: "the answer") { $0.contains("— wrong") || $0.contains("UIKit") }
        try session.sendKeys("q")
        #expect(try pane.waitForExit(timeout: .seconds(40)).status == 0)

        let data = try Data(contentsOf: URL(fileURLWithPath: report + ".json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let lessons = try #require(json["lessons"] as? [[String: Any]])
        let questions = try #require(lessons.first?["questions"] as? [[String: Any]])
        #expect(questions.first?["picked"] as? String == "neither")
        #expect(questions.first?["right"] as? Bool == false)
        let markdown = try String(contentsOfFile: report + ".md", encoding: .utf8)
        #expect(markdown.contains("Score: 0 of 1 right"), "\(markdown)")

        // A second sitting never overwrites the first one's report.
        let again = try navsandbox(["learn", lesson, "--report", report])
        #expect(again.status != 0)
        #expect(again.stderr.contains("cannot create the lesson report"), "\(again.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: report + ".json")) == data)
    }

    /// A learner's session in a pane that stays open after the app exits, so
    /// the exit (and the progress saved after it) is seen however fast the
    /// process ends: a bare tmux pane closes with its process, and waiting
    /// for its screen to change could then only time out.
    private func learnerPane(_ arguments: [String], state: URL) throws -> WrappedAppPane {
        try WrappedAppPane(
            arguments: arguments, width: 100, height: 32, term: "tmux-256color", locale: TestPlatform.utf8LocaleName,
            environment: ["XDG_STATE_HOME": state.path])
    }
}
