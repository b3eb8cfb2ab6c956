import NavSandboxCore
import Testing

@testable import NavSandboxScript

/// An answer's explanation names the tap of the question it explains: the
/// tap the lines after the question make (a question asks before UIKit
/// shows) — never an earlier question's tap, and none when the question's
/// lines make none.
@Suite struct LessonExplanationTapTests {
    /// `the tap the question is about, at (x,y):` → (x,y).
    static func quotedTaps(in why: [String]) -> [String] {
        why.compactMap { line in
            guard let range = line.range(of: "the tap the question is about, at ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ":" })
        }
    }

    @Test(arguments: BundledLessons.lessons.map(\.name))
    func everyExplanationNamesItsOwnQuestionsTap(name: String) throws {
        let lesson = try #require(LoadedLesson.bundled(named: name)).get()
        var options = ScriptRunOptions(app: lesson.app)
        options.pastAtRunsNow = true
        // Paused after each paragraph too, so every touch is seen before a
        // relaunch empties the history.
        var session = LessonSession(lesson: lesson.script, options: options, pausesAfterSay: true)
        // Each question's first new touch number and its answered entry;
        // every touch seen, by number (a relaunch empties the history, the
        // numbers go on).
        var asked: [(firstNew: Int, entry: Int)] = []
        var points: [Int: String] = [:]
        func collect() { for touch in session.world.touches.history { points[touch.id.raw] = "\(touch.point)" } }
        var turns = 0
        session.run()
        while let prompt = session.prompt, turns < 1_000 {
            turns += 1
            collect()
            switch prompt {
            case .choose:
                let firstNew = session.world.touches.nextID
                session.choose(0)
                asked.append((firstNew, session.entries.count - 1))
            case .tryIt:
                session.showSolution()
            case .read:
                session.goOn()
            }
            session.run()
        }
        collect()
        #expect(session.isFinished)
        for (index, question) in asked.enumerated() {
            guard case .answered(let text, _, _, _, let why, _) = session.entries[question.entry] else {
                Issue.record("entry \(question.entry) is not an answer")
                continue
            }
            let end = index + 1 < asked.count ? asked[index + 1].firstNew : session.world.touches.nextID
            let own = (question.firstNew..<end).compactMap { points[$0] }
            for point in Self.quotedTaps(in: why) {
                #expect(own.contains(point), "\(name): “\(text)” explains the tap at \(point), not its own (\(own))")
            }
        }
    }

    /// The double-tap lesson's question is about the tap at (12,9) made
    /// during the Reply push; its explanation used to quote the tap on Reply.
    @Test func theDoubleTapQuestionExplainsTheTapItAsksAbout() throws {
        let lesson = try #require(LoadedLesson.bundled(named: "double-tap")).get()
        var options = ScriptRunOptions(app: lesson.app)
        options.pastAtRunsNow = true
        var session = LessonSession(lesson: lesson.script, options: options)
        session.run()
        var whys: [[String]] = []
        var turns = 0
        while let prompt = session.prompt, turns < 100 {
            turns += 1
            if case .choose = prompt {
                session.choose(0)
                if case .answered(_, _, _, _, let why, _)? = session.entries.last { whys.append(why) }
            } else if case .tryIt = prompt {
                session.showSolution()
            }
            session.run()
        }
        let quoted = whys.flatMap(Self.quotedTaps)
        #expect(quoted == ["(12,9)"])
    }
}
