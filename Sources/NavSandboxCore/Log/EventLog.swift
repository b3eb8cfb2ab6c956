/// The kinds a log line can have; the front end colours by kind and the JSON
/// output names it.
public enum LogKind: String, Hashable, Sendable, CaseIterable {
    case touch
    case hitTest = "hit-test"
    case action
    case lifecycle
    case delegate
    case barDelegate = "bar-delegate"
    case transition
    case guardDecision = "guard"
    case warning
    case crash
    case detector
    case app
    case system
}

public struct LogEntry: Hashable, Sendable {
    public let time: Int
    /// What happened, as data.
    public let event: WorldEvent

    public init(time: Int, event: WorldEvent) {
        self.time = time
        self.event = event
    }

    /// Rendered from the event when read (WorldEvent+Text), for the log pane,
    /// JSON and `expect log contains`: a world nobody reads the log of —
    /// an explore search's — never builds a line of text.
    public var text: String { event.text }

    public var kind: LogKind { event.kind }

    /// `0.350 lifecycle  viewDidAppear Message 1`
    public var formatted: String {
        let name = kind.rawValue
        let padded = name.count < 9 ? name + String(repeating: " ", count: 9 - name.count) : name
        return "\(TimeFormat.seconds(time)) \(padded) \(text)"
    }
}

/// The event log. `limit` bounds memory in long interactive sessions; headless
/// runs keep everything.
///
/// Entries live in copy-on-write chunks: the sandbox keeps 400 worlds for
/// rewind, and with a plain array each one that had logged a line held its
/// own copy of up to 2,000 entries (≈ 11 MB once the ring was full); now a
/// snapshot shares every chunk but the last.
public struct EventLog: Hashable, Sendable {
    public private(set) var entries = ChunkedArray<LogEntry>()
    /// How many of the oldest entries were discarded to respect `limit`.
    public private(set) var discarded = 0
    public var limit: Int?

    public init(limit: Int? = nil) { self.limit = limit }

    public mutating func append(_ entry: consuming LogEntry) {
        entries.append(entry)
        if let limit, entries.count > limit * 2 {
            // Trim in halves, whole chunks at a time, so appends stay
            // amortised O(1) and what stays is still shared.
            let whole = entries.droppableCount(keeping: limit)
            if whole > 0 {
                entries.removeFirstChunks(whole)
                discarded += whole
            } else {
                // A limit under one chunk (tests use tiny ones): rebuild.
                let excess = entries.count - limit
                entries = ChunkedArray(entries.dropFirst(excess))
                discarded += excess
            }
        }
    }

    /// Every entry ever appended, counting discarded ones: a stable cursor for
    /// "what is new since I last looked".
    public var totalCount: Int { discarded + entries.count }
}

public enum TimeFormat {
    /// Milliseconds as seconds with three decimals: 1500 → "1.500".
    public static func seconds(_ ms: Int) -> String {
        let sign = ms < 0 ? "-" : ""
        let value = abs(ms)
        let fraction = value % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(sign)\(value / 1000).\(padded)"
    }

    /// Short human form for durations: 350 → "350 ms", 1600 → "1.6 s".
    public static func duration(_ ms: Int) -> String {
        if ms < 1000 { return "\(ms) ms" }
        let tenths = (ms + 50) / 100
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
