import Foundation

/// A block a page quotes as what a command prints: from the first line that
/// starts with a prefix to the next code fence. Drift tests compare it with
/// what the command prints now, and NAVSANDBOX_UPDATE_DOCS=1 rewrites it.
public enum QuotedDocBlock {
    public enum Outcome: Equatable {
        /// The page's block, to compare with what is wanted.
        case quoted(String)
        /// It differed and NAVSANDBOX_UPDATE_DOCS=1 rewrote it.
        case rewritten
        /// No line of the page starts with the prefix.
        case missing
    }

    public static func check(_ path: String, startingWith prefix: String, wanted: String) throws -> Outcome {
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return .missing }
        let end = lines[begin...].firstIndex { $0.hasPrefix("```") } ?? lines.count
        let quoted = lines[begin..<end].joined(separator: "\n")
        guard quoted != wanted, ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" else { return .quoted(quoted) }
        lines.replaceSubrange(begin..<end, with: wanted.split(separator: "\n").map(String.init))
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return .rewritten
    }
}
