import Foundation
import NavSandboxApps
import NavSandboxCore

/// The example files that ship inside the binary — scenarios, example apps
/// and their tours, guard files, the library's races, lessons — so a name
/// (`navsandbox run double-push-row`) or a repository path
/// (`docs/scenarios/double-push-row.nss`) works from any directory after
/// install. A file on disk always wins: the bundled text is read only when
/// no file is there, so editing a checkout's copy changes what runs.
public enum BundledExamples {
    /// What an example is, which says how a command names it.
    public enum Kind: String, CaseIterable, Sendable {
        case scenario, tour, race, app, `guard`, library, lesson

        /// The heading `list examples` gives the kind.
        public var heading: String {
            switch self {
            case .scenario: "Scenarios (docs/scenarios)"
            case .tour: "Example app tours (docs/apps/*.nss, each naming its app)"
            case .race: "Library races (docs/guards/library/*.nss)"
            case .app: "Example apps (docs/apps/*.yaml, and the imported screens lessons use, docs/import/*.yaml)"
            case .guard: "Guard files (docs/guards/*.yaml)"
            case .library: "Library guards (docs/guards/library/*.yaml, also strategies)"
            case .lesson: "Lessons (docs/lessons)"
            }
        }

        /// What a name of this kind is used as on the command line.
        public var role: Role {
            switch self {
            case .scenario, .tour, .race: .script
            case .app: .app
            case .guard, .library: .guard
            case .lesson: .lesson
            }
        }
    }

    /// The command-line place a name goes: `run NAME`, `--app NAME`,
    /// `--guard NAME`, `learn NAME`.
    public enum Role: String, Sendable {
        case script, app, `guard`, lesson

        /// "scenario", "app", "guard", "lesson" — for messages.
        public var noun: String { self == .script ? "scenario" : rawValue }
    }

    /// One shipped file: its name, kind and path in the repository.
    public struct Example: Equatable, Sendable {
        public var name: String
        public var kind: Kind
        public var path: String

        /// The file's text (read from the binary, not the disk).
        public var text: String { BundledExamples.text(atPath: path) ?? "" }

        /// The command that opens it from any directory.
        public var command: String {
            switch kind {
            case .scenario, .tour, .race: "navsandbox run \(name)"
            case .app: "navsandbox --app \(name)"
            case .guard: "navsandbox --guard \(name)"
            case .library: "navsandbox --strategy \(name)"
            case .lesson: "navsandbox learn \(name)"
            }
        }

        /// One line: a guard's `summary:`, a lesson's title, else the
        /// file's first comment line.
        public var summary: String {
            let text = text
            if kind == .lesson { return LoadedLesson.title(of: text) }
            if path.hasSuffix(".yaml"), let line = ScriptParser.splitLines(text).first(where: { $0.hasPrefix("summary:") }) {
                var value = line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces)
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                if !value.isEmpty { return BundledExamples.oneLine(value) }
            }
            return BundledExamples.firstSentence(ofComment: text)
        }
    }

    /// The opening comment's first sentence, across its wrapped lines, cut
    /// at a `:` that introduces a list or command, and kept to one line.
    static func firstSentence(ofComment text: String) -> String {
        var sentence = ""
        for line in ScriptParser.splitLines(text) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else {
                if sentence.isEmpty { continue } else { break }
            }
            let body = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
            if body.isEmpty {
                if sentence.isEmpty { continue } else { break }
            }
            sentence += (sentence.isEmpty ? "" : " ") + body
            if let end = sentence.range(of: ". ") {
                sentence = String(sentence[..<end.lowerBound]) + "."
                break
            }
            if body.hasSuffix(".") { break }
            if body.hasSuffix(":") {
                sentence.removeLast()
                break
            }
        }
        return oneLine(sentence)
    }

    /// Long enough for a sentence, short enough for one line of a listing.
    static func oneLine(_ text: String, limit: Int = 110) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// Every shipped example, by kind then name. Built on first use: a run
    /// that names no example never pays for it.
    public static let all: [Example] = {
        var examples: [Example] = []
        let files = (Array(sources.keys) + BundledLessons.apps.keys + BundledGuards.builtInNames.map(BundledGuards.path(of:)))
            .sorted()
        func add(_ kind: Kind, folder: String, suffix: String) {
            for path in files where path.hasPrefix(folder + "/") && path.hasSuffix(suffix) {
                let file = path.dropFirst(folder.count + 1)
                guard !file.contains("/") else { continue }
                examples.append(Example(name: String(file.dropLast(suffix.count)), kind: kind, path: path))
            }
        }
        add(.scenario, folder: "docs/scenarios", suffix: ".nss")
        add(.tour, folder: "docs/apps", suffix: ".nss")
        add(.race, folder: "docs/guards/library", suffix: ".nss")
        var apps = examples.count
        add(.app, folder: "docs/apps", suffix: ".yaml")
        examples.insert(Example(name: "demo", kind: .app, path: BundledApps.demoPath), at: apps)
        // An imported screen ships only when a lesson uses it.
        add(.app, folder: "docs/import", suffix: ".yaml")
        apps = examples.count
        add(.guard, folder: "docs/guards", suffix: ".yaml")
        for name in LibraryGuards.names.sorted() {
            examples.append(Example(name: name, kind: .library, path: LibraryGuards.folder + "/" + name + ".yaml"))
        }
        for lesson in BundledLessons.lessons {
            examples.append(Example(name: lesson.name, kind: .lesson, path: lessonFolder + "/" + lesson.name + ".lesson"))
        }
        return examples
    }()

    static let lessonFolder = "docs/lessons"

    /// The examples a role can name.
    public static func examples(for role: Role) -> [Example] {
        all.filter { $0.kind.role == role }
    }

    /// The shipped text of a repository path (`docs/apps/../scenarios/x.nss`
    /// is `docs/scenarios/x.nss`); nil for a path outside what ships or an
    /// absolute one.
    public static func text(atPath path: String) -> String? {
        guard let key = normalized(path) else { return nil }
        if let text = sources[key] { return text }
        if key == BundledApps.demoPath { return BundledApps.demoSource }
        if let text = lessonApp(atPath: key) { return text }
        if let text = lessonGuard(atPath: key) { return text }
        if let text = builtInGuard(atPath: key) { return text }
        if key.hasPrefix(LibraryGuards.folder + "/"), key.hasSuffix(".yaml") {
            let name = String(key.dropFirst(LibraryGuards.folder.count + 1).dropLast(".yaml".count))
            return LibraryGuards.entry(named: name)?.text
        }
        if key.hasPrefix(lessonFolder + "/"), key.hasSuffix(".lesson") {
            let name = String(key.dropFirst(lessonFolder.count + 1).dropLast(".lesson".count))
            // Their generated literals drop the file's last newline.
            return BundledLessons.lessons.first { $0.name == name }.map { $0.source + "\n" }
        }
        return nil
    }

    /// An app that a lesson names (an example app or an imported screen)
    /// ships in the lessons' generated source, not a second time in the
    /// examples'.
    static func lessonApp(atPath path: String) -> String? {
        // Their generated literals drop the file's last newline.
        BundledLessons.apps[path].map { $0 + "\n" }
    }

    /// A guard example a lesson names ships once, with the lessons (by file
    /// name), and is read from there by its path too.
    static func lessonGuard(atPath path: String) -> String? {
        let folder = "docs/guards/examples/"
        guard path.hasPrefix(folder) else { return nil }
        return BundledLessons.guards[String(path.dropFirst(folder.count))].map { $0 + "\n" }
    }

    /// A built-in strategy's file ships once, as the strategy
    /// (BundledGuards), and is read from there by its path too.
    static func builtInGuard(atPath path: String) -> String? {
        guard path.hasPrefix(BundledGuards.builtInFolder + "/"), path.hasSuffix(".yaml") else { return nil }
        let name = String(path.dropFirst(BundledGuards.builtInFolder.count + 1).dropLast(".yaml".count))
        guard BundledGuards.builtInNames.contains(name) else { return nil }
        return BundledGuards.text(of: name)
    }

    /// True when `path` is no file on disk but a shipped one: what a read
    /// of it gives is the binary's copy.
    public static func isShippedOnly(_ path: String) -> Bool {
        !FileManager.default.fileExists(atPath: path) && text(atPath: path) != nil
    }

    /// Why a command-line name named nothing.
    public struct UnknownName: Error, Equatable, Sendable, CustomStringConvertible {
        public var name: String
        public var role: Role
        public var nearest: String?

        public var description: String {
            var message = "no file `\(TerminalText.visible(name))`, and no bundled \(role.noun) of that name"
            if let nearest { message += "; did you mean `\(nearest)`?" }
            return message + " (`navsandbox list examples` lists them)"
        }
    }

    /// The file a command-line argument names: the argument itself when it
    /// is a file on disk or looks like a path (has a `/` or a file
    /// extension), else the shipped example of that name for the role.
    public static func resolve(
        _ argument: String, as role: Role, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> Result<String, UnknownName> {
        if fileExists(argument) || argument.contains("/") || argument.contains(".") {
            return .success(argument)
        }
        let candidates = examples(for: role)
        if let example = candidates.first(where: { $0.name == argument }) { return .success(example.path) }
        return .failure(UnknownName(name: argument, role: role, nearest: NearestName.find(argument, in: candidates.map(\.name))))
    }

    /// `navsandbox list examples`: each kind, then each name with its
    /// summary and the command that opens it.
    public static func listing() -> String {
        var lines = ["Examples inside the binary; each runs from any directory (a file of the same path or name wins):"]
        for kind in Kind.allCases {
            let examples = all.filter { $0.kind == kind }
            guard !examples.isEmpty else { continue }
            lines.append("")
            lines.append(kind.heading + ":")
            let width = examples.map(\.name.count).max() ?? 0
            for example in examples {
                lines.append("  " + example.name + String(repeating: " ", count: width - example.name.count) + "  " + example.summary)
                lines.append("  " + String(repeating: " ", count: width) + "  $ " + example.command)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A relative path with `.` and `..` folded away; nil for an absolute
    /// path or one that climbs above its start.
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
