import NavSandboxCore

/// `L` — the log read in full: every entry wrapped, newest first, filtered
/// by kind, searched with `/`.
///
/// Where the reader is is held as an entry's sequence number (its place in
/// everything the world ever logged, `EventLog.discarded` + index), not as a
/// count from the newest: new entries then leave the page alone with no
/// bookkeeping, and a filter change keeps the reader near the same moment.
public struct LogView: Hashable, Sendable {
    /// Only entries of this kind; nil shows all.
    public var filter: LogKind?
    /// The sequence number of the entry on the top row, or the nearest older
    /// one the filter keeps; nil follows the newest.
    public var top: Int?
    /// The search `/` confirmed; matched case-insensitively in the text.
    public var search: String?
    /// Text typed after `/`, not yet confirmed; nil when not typing.
    public var typing: String?
    /// The match `n`/`N` last went to (a sequence number).
    public var match: Int?

    public init() {}

    /// Indices into `log.entries` the filter keeps, oldest first.
    public func shown(in log: EventLog) -> [Int] {
        guard let filter else { return Array(log.entries.indices) }
        return log.entries.indices.filter { log.entries[$0].kind == filter }
    }

    /// The position in `shown` of the entry on the top row.
    public func topPosition(in shown: [Int], log: EventLog) -> Int? {
        guard !shown.isEmpty else { return nil }
        guard let top else { return shown.count - 1 }
        // The newest kept entry at or before the anchor; if the anchor is
        // older than all of them (discarded, or filtered), the oldest.
        let anchor = top - log.discarded
        return shown.lastIndex { $0 <= anchor } ?? 0
    }

    /// Whether the entry's text contains the search, ignoring case.
    public static func matches(_ entry: LogEntry, _ search: String) -> Bool {
        !search.isEmpty && entry.text.lowercased().contains(search.lowercased())
    }

    /// Character ranges of `search` in `text`, ignoring case: what is
    /// highlighted. Offsets in characters, for the renderer's cells.
    public static func ranges(of search: String, in text: String) -> [Range<Int>] {
        let needle = Array(search.lowercased())
        let hay = text.map { $0.lowercased().first ?? $0 }
        guard !needle.isEmpty, needle.count <= hay.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + needle.count <= hay.count {
            if Array(hay[start..<(start + needle.count)]) == needle {
                found.append(start..<(start + needle.count))
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// The sequence numbers of the shown entries that match, oldest first.
    public func matchSequences(in log: EventLog) -> [Int] {
        guard let search, !search.isEmpty else { return [] }
        return shown(in: log).filter { LogView.matches(log.entries[$0], search) }.map { $0 + log.discarded }
    }
}
