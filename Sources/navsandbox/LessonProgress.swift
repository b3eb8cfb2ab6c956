import Foundation
import NavSandboxScript
import NavSandboxCore
import NavSandboxTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How far the learner got in each lesson, kept between sessions in the
/// user's state directory (`$XDG_STATE_HOME/navsandbox/lessons.json`, or
/// `~/.local/state/navsandbox/lessons.json`). A damaged file is reported and
/// set aside beside itself, never a crash and never silently overwritten.
///
/// Sessions can overlap (two terminals, two `learn`s), so a session saves
/// only what it changed, merged into what is on disk at that moment
/// (`merged(into:)`), under an exclusive lock (`lessons.json.lock`), into a
/// temporary file renamed over the old one: each keeps what it did, and a
/// crash mid-write leaves the old file whole.
struct LessonProgress {
    struct Record: Equatable {
        var finished: Bool
        var right: Int
        var asked: Int
    }

    /// A lesson this session touched.
    struct Change: Equatable {
        /// `--restart`: what was saved before is dropped, not merged with.
        var forgets = false
        /// What the session did in it; nil when it did nothing after a restart.
        var record: Record?
    }

    /// What was on disk at load, with this session's changes applied.
    private(set) var records: [String: Record] = [:]
    /// Only these are written: the rest of the file is whatever is on disk
    /// when saving, which another session may have changed meanwhile.
    private(set) var changes: [String: Change] = [:]
    /// False when the file on disk could not be read or set aside (saving
    /// would destroy what is there), or there is nowhere to keep it.
    var canSave = true

    init(records: [String: Record] = [:], canSave: Bool = true) {
        self.records = records
        self.canSave = canSave
    }

    /// Forgets a lesson's progress (`--restart`).
    mutating func forget(_ lesson: String) {
        records[lesson] = nil
        changes[lesson] = Change(forgets: true, record: nil)
    }

    /// What a session did in a lesson. A finished lesson stays finished:
    /// a later run left early does not undo it; otherwise the later run's
    /// result is kept.
    mutating func record(_ record: Record, for lesson: String) {
        let kept = Self.kept(records[lesson], record)
        records[lesson] = kept
        changes[lesson, default: Change()].record = record
    }

    static func kept(_ saved: Record?, _ new: Record) -> Record {
        if let saved, saved.finished, !new.finished { return saved }
        return new
    }

    /// This session's changes over `disk`, lesson by lesson, by the same
    /// rule as `record(_:for:)`: what another session saved meanwhile for
    /// other lessons stays, and for the same lesson a finish is not undone.
    func merged(into disk: LessonProgress) -> LessonProgress {
        var merged = disk
        for (lesson, change) in changes {
            let base = change.forgets ? nil : disk.records[lesson]
            merged.records[lesson] = change.record.map { Self.kept(base, $0) } ?? base
        }
        merged.changes = [:]
        return merged
    }

    // MARK: - Where

    /// The progress file: `$XDG_STATE_HOME` when it is an absolute path (the
    /// XDG rule: a relative one is ignored), else the home directory's
    /// `.local/state`: `$HOME`, or the account's home directory when HOME
    /// is unset, empty, relative or `/`. Nil when there is no such place:
    /// progress is then not saved, rather than written under `/` or
    /// wherever the current directory happens to be.
    static func path(environment: [String: String], accountHome: () -> String?) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/navsandbox/lessons.json"
        }
        let usable = { (home: String?) -> String? in
            guard let home, home.hasPrefix("/") else { return nil }
            let trimmed = String(home.reversed().drop { $0 == "/" }.reversed())
            return trimmed.isEmpty ? nil : trimmed
        }
        guard let home = usable(environment["HOME"]) ?? usable(accountHome()) else { return nil }
        return home + "/.local/state/navsandbox/lessons.json"
    }

    static var path: String? {
        path(environment: ProcessInfo.processInfo.environment, accountHome: accountHome)
    }

    /// The user database's home directory for this process's user.
    static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    static let nowhere =
        "lesson progress is not saved: HOME is unset or not an absolute path, the user database has no home directory, and XDG_STATE_HOME is not set to an absolute path (set one of them)"

    // MARK: - Reading

    /// The saved progress, and a sentence for the user when the file was
    /// damaged (it is then moved aside and the progress starts empty).
    static func load(from path: String? = LessonProgress.path) -> (LessonProgress, warning: String?) {
        guard let path else { return (LessonProgress(canSave: false), nowhere) }
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return (LessonProgress(), nil) }
        guard let data = manager.contents(atPath: path) else {
            return (LessonProgress(canSave: false), "cannot read \(TerminalText.visible(path)): lesson progress is not saved this time")
        }
        if let progress = parse(data) { return (progress, nil) }
        return setAside(path)
    }

    /// Moves a damaged file aside (`.damaged`, `.damaged-2`, …); empty
    /// progress that may be saved if that worked. Moved by `link` then
    /// `unlink`, which refuses a name that is taken (a rename would replace
    /// an earlier damaged file that appeared meanwhile).
    private static func setAside(_ path: String) -> (LessonProgress, warning: String?) {
        var aside = path + ".damaged"
        var number = 2
        var moved = false
        while number <= 10_000 {
            if link(path, aside) == 0 {
                moved = unlink(path) == 0
                break
            }
            guard errno == EEXIST else { break }
            aside = path + ".damaged-\(number)"
            number += 1
        }
        return (
            LessonProgress(canSave: moved),
            moved
                ? "lesson progress in \(TerminalText.visible(path)) was damaged: kept as \(TerminalText.visible(aside)), starting afresh"
                : "lesson progress in \(TerminalText.visible(path)) is damaged and cannot be moved aside: it is left as it is and not updated"
        )
    }

    static func parse(_ data: Data) -> LessonProgress? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 1, let lessons = object["lessons"] as? [String: Any]
        else { return nil }
        var progress = LessonProgress()
        for (name, value) in lessons {
            guard let fields = value as? [String: Any], let finished = fields["finished"] as? Bool,
                let right = fields["right"] as? Int, let asked = fields["asked"] as? Int, right >= 0, asked >= right
            else { return nil }
            progress.records[name] = Record(finished: finished, right: right, asked: asked)
        }
        return progress
    }

    /// Written with the project's own JSON writer, not JSONSerialization:
    /// a lesson's name is its file's name, and that writer escapes the C1
    /// and bidi characters a terminal would act on when the file is `cat`.
    func data() -> Data {
        let lessons = records.keys.sorted().map { name -> (String, JSONValue) in
            let record = records[name]!
            return (name, .object([("asked", .int(record.asked)), ("finished", .bool(record.finished)), ("right", .int(record.right))]))
        }
        return Data(JSONValue.object([("lessons", .object(lessons)), ("version", .int(1))]).pretty.utf8)
    }

    // MARK: - Saving

    /// Merges this session's changes into the file as it is now (creating
    /// its folder); the problem in words, if any.
    func save(to path: String? = LessonProgress.path) -> String? {
        guard canSave, !changes.isEmpty else { return nil }
        guard let path else { return Self.nowhere }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot save lesson progress to \(TerminalText.visible(path)): \(error.localizedDescription)"
        }
        let lock = openLock(path + ".lock")
        guard lock >= 0 else {
            return "cannot save lesson progress: cannot open \(TerminalText.visible(path)).lock: \(String(cString: strerror(errno)))"
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else {
                return "cannot save lesson progress: cannot lock \(TerminalText.visible(path)).lock: \(String(cString: strerror(errno)))"
            }
        }
        // Held until `close`: nobody else reads or writes the file meanwhile.
        // A link is not replaced by the rename (nor followed): the user
        // put it there, pointing somewhere on purpose.
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            return "lesson progress is not saved: \(TerminalText.visible(path)) is a symbolic link, which is neither followed nor replaced (put the file itself there)"
        }
        var (disk, warning) = Self.load(from: path)
        if let warning { ConsoleOutput.printError("navsandbox: \(warning)") }
        guard disk.canSave else { return nil }
        disk = merged(into: disk)
        // Under the lock the name is this session's: a leftover from one
        // that crashed before its rename goes.
        let temporary = path + ".new"
        unlink(temporary)
        if let problem = OutputFileOpening.create([(temporary, Array(disk.data()))], durable: true) {
            return "cannot save lesson progress: \(problem)"
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot save lesson progress to \(TerminalText.visible(path)): \(reason)"
        }
        return nil
    }

    /// The lock file beside the progress: created if missing, never through
    /// a symbolic link, kept (removing it would let a third session lock a
    /// new file while a second still holds the old one).
    private func openLock(_ path: String) -> Int32 {
        open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }
}
