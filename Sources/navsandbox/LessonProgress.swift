import Foundation

/// How far the learner got in each lesson, kept between sessions in the
/// user's state directory (`$XDG_STATE_HOME/navsandbox/lessons.json`, or
/// `~/.local/state/navsandbox/lessons.json`). A damaged file is reported and
/// set aside beside itself, never a crash and never silently overwritten.
struct LessonProgress {
    struct Record: Equatable {
        var finished: Bool
        var right: Int
        var asked: Int
    }

    var records: [String: Record] = [:]
    /// False when the file on disk could not be read or set aside: saving
    /// would destroy what is there.
    var canSave = true

    static var path: String {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/navsandbox/lessons.json"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/navsandbox/lessons.json"
    }

    /// The saved progress, and a sentence for the user when the file was
    /// damaged (it is then moved aside and the progress starts empty).
    static func load(from path: String = LessonProgress.path) -> (LessonProgress, warning: String?) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return (LessonProgress(), nil) }
        guard let data = manager.contents(atPath: path) else {
            return (LessonProgress(canSave: false), "cannot read \(path): lesson progress is not saved this time")
        }
        if let progress = parse(data) { return (progress, nil) }
        var aside = path + ".damaged"
        var number = 2
        while manager.fileExists(atPath: aside) {
            aside = path + ".damaged-\(number)"
            number += 1
        }
        let moved = (try? manager.moveItem(atPath: path, toPath: aside)) != nil
        return (
            LessonProgress(canSave: moved),
            moved
                ? "lesson progress in \(path) was damaged: kept as \(aside), starting afresh"
                : "lesson progress in \(path) is damaged and cannot be moved aside: it is left as it is and not updated"
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

    func data() -> Data {
        var lessons: [String: Any] = [:]
        for (name, record) in records {
            lessons[name] = ["finished": record.finished, "right": record.right, "asked": record.asked]
        }
        let object: [String: Any] = ["version": 1, "lessons": lessons]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data()
    }

    /// Writes the progress (creating its folder); the problem in words, if any.
    func save(to path: String = LessonProgress.path) -> String? {
        guard canSave else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data().write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot save lesson progress to \(path): \(error.localizedDescription)"
        }
    }
}
