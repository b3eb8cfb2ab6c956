import Foundation
import Testing

@testable import navsandbox

/// Two `learn` sessions at once each keep what they did: saving merges a
/// session's changes into the file as it is then, under a lock.
@Suite("lesson progress")
struct LessonProgressTests {
    typealias Record = LessonProgress.Record

    let folder: URL
    var path: String { folder.appendingPathComponent("navsandbox/lessons.json").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func saved() throws -> [String: Record] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(LessonProgress.parse(data)).records
    }

    @Test func twoSessionsLoadedTogetherBothKeepWhatTheyDid() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var before = LessonProgress()
        before.record(Record(finished: false, right: 0, asked: 1), for: "common")
        before.record(Record(finished: true, right: 2, asked: 2), for: "untouched")
        #expect(before.save(to: path) == nil)

        var first = LessonProgress.load(from: path).0
        var second = LessonProgress.load(from: path).0
        first.record(Record(finished: false, right: 1, asked: 1), for: "first-only")
        first.record(Record(finished: true, right: 3, asked: 4), for: "common")
        second.record(Record(finished: true, right: 5, asked: 5), for: "second-only")
        // Left early: it does not undo the first session's finish.
        second.record(Record(finished: false, right: 1, asked: 2), for: "common")
        #expect(first.save(to: path) == nil)
        #expect(second.save(to: path) == nil)

        let records = try saved()
        #expect(records["first-only"] == Record(finished: false, right: 1, asked: 1))
        #expect(records["second-only"] == Record(finished: true, right: 5, asked: 5))
        #expect(records["common"] == Record(finished: true, right: 3, asked: 4))
        #expect(records["untouched"] == Record(finished: true, right: 2, asked: 2))
        #expect(!FileManager.default.fileExists(atPath: path + ".new"), "the temporary file was renamed")
    }

    /// A lesson is named by its file, and a file name may hold anything: the
    /// progress file shows it escaped (`cat` must not act on it) and reads
    /// it back as it was.
    @Test func aLessonNamedWithControlCharactersIsSavedEscapedAndReadBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "c1\u{9B}2J\u{202E}\u{1B}]0;x\u{7}\u{FEFF}"
        var progress = LessonProgress()
        progress.record(Record(finished: true, right: 1, asked: 1), for: name)
        #expect(progress.save(to: path) == nil)
        let bytes = try [UInt8](#require(FileManager.default.contents(atPath: path)))
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(try saved()[name] == Record(finished: true, right: 1, asked: 1))
    }

    @Test func aLaterFinishReplacesAnEarlierOneAndRestartForgets() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = LessonProgress.load(from: path).0
        var second = LessonProgress.load(from: path).0
        var third = LessonProgress.load(from: path).0
        first.record(Record(finished: true, right: 1, asked: 4), for: "a")
        first.record(Record(finished: true, right: 1, asked: 4), for: "b")
        second.record(Record(finished: true, right: 4, asked: 4), for: "a")
        third.forget("b")
        for session in [first, second, third] { #expect(session.save(to: path) == nil) }
        let records = try saved()
        #expect(records["a"] == Record(finished: true, right: 4, asked: 4), "the later finish")
        #expect(records["b"] == nil, "--restart forgot it, though another session had saved it meanwhile")
    }

    /// Sessions saving at the same moment from threads: each opens the lock
    /// file itself, so flock serializes them as it would two processes.
    @Test func concurrentSavesLoseNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 16
        let sessions = (0..<count).map { _ in LessonProgress.load(from: path).0 }
        let problems = Problems()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            var session = sessions[index]
            session.record(Record(finished: true, right: index, asked: count), for: "lesson-\(index)")
            if let problem = session.save(to: path) { problems.add(problem) }
        }
        #expect(problems.all.isEmpty)
        let records = try saved()
        #expect(records.count == count, "kept: \(records.keys.sorted())")
        for index in 0..<count { #expect(records["lesson-\(index)"]?.right == index) }
    }

    @Test func aProgressFileThatIsASymbolicLinkIsNeitherFollowedNorReplaced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere.json").path
        var before = LessonProgress()
        before.record(Record(finished: true, right: 1, asked: 1), for: "kept")
        #expect(before.save(to: target) == nil)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(symlink(target, path) == 0)
        var session = LessonProgress.load(from: path).0
        #expect(session.records["kept"] != nil, "read through the link")
        session.record(Record(finished: true, right: 2, asked: 2), for: "new")
        let problem = session.save(to: path)
        #expect(problem?.contains("is a symbolic link") == true, "\(problem ?? "saved")")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == target)
        let data = try #require(FileManager.default.contents(atPath: target))
        #expect(LessonProgress.parse(data)?.records.keys.sorted() == ["kept"])
    }

    @Test func aSessionThatChangedNothingLeavesTheFileAlone() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(LessonProgress.load(from: path).0.save(to: path) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anEmptyOrUnsetHomeFallsBackToTheAccountsHomeOrIsNotSaved() {
        let account = { "/home/learner" }
        let none = { nil as String? }
        let expected = "/home/learner/.local/state/navsandbox/lessons.json"
        #expect(LessonProgress.path(environment: ["HOME": "/home/me"], accountHome: account) == "/home/me/.local/state/navsandbox/lessons.json")
        #expect(LessonProgress.path(environment: ["HOME": ""], accountHome: account) == expected)
        #expect(LessonProgress.path(environment: [:], accountHome: account) == expected)
        #expect(LessonProgress.path(environment: ["HOME": "relative"], accountHome: account) == expected)
        #expect(LessonProgress.path(environment: ["HOME": "/"], accountHome: account) == expected)
        #expect(LessonProgress.path(environment: ["HOME": "/home/me/"], accountHome: none) == "/home/me/.local/state/navsandbox/lessons.json")
        #expect(LessonProgress.path(environment: ["HOME": ""], accountHome: none) == nil)
        #expect(LessonProgress.path(environment: [:], accountHome: { "" }) == nil)
        let (progress, warning) = LessonProgress.load(from: nil)
        #expect(!progress.canSave)
        #expect(warning?.contains("not saved") == true)
    }

    @Test func aRelativeStateHomeIsIgnoredAndAnAbsoluteOneWins() {
        let account = { "/home/learner" }
        #expect(LessonProgress.path(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/me"], accountHome: account) == "/home/me/.local/state/navsandbox/lessons.json")
        #expect(LessonProgress.path(environment: ["XDG_STATE_HOME": "state", "HOME": ""], accountHome: account) == "/home/learner/.local/state/navsandbox/lessons.json")
        #expect(LessonProgress.path(environment: ["XDG_STATE_HOME": "/state", "HOME": ""], accountHome: { nil }) == "/state/navsandbox/lessons.json")
    }
}

private final class Problems: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ problem: String) { lock.withLock { list.append(problem) } }
    var all: [String] { lock.withLock { list } }
}

@Suite("damaged lesson progress")
struct DamagedLessonProgressTests {
    /// Set aside under the next free name, never over an earlier one; then
    /// saving starts afresh.
    @Test func aDamagedFileIsKeptBesideItselfUnderAFreeName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/lessons.json"
        try "earlier damage".write(toFile: path + ".damaged", atomically: false, encoding: .utf8)
        try "{ not json".write(toFile: path, atomically: false, encoding: .utf8)
        var (progress, warning) = LessonProgress.load(from: path)
        #expect(warning?.contains("kept as \(path).damaged-2") == true, "\(warning ?? "")")
        #expect(try String(contentsOfFile: path + ".damaged", encoding: .utf8) == "earlier damage")
        #expect(try String(contentsOfFile: path + ".damaged-2", encoding: .utf8) == "{ not json")
        progress.record(LessonProgress.Record(finished: true, right: 1, asked: 1), for: "hit-testing")
        #expect(progress.save(to: path) == nil)
        let data = try #require(FileManager.default.contents(atPath: path))
        let saved = try #require(LessonProgress.parse(data))
        #expect(saved.records.keys.sorted() == ["hit-testing"])
    }
}
