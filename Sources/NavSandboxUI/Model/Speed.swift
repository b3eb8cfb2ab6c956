/// How fast virtual time follows the wall clock. Slower speeds exist so that a
/// person can race a 350 ms transition by hand: at ⅒× it takes 3.5 s.
public enum Speed: Int, CaseIterable, Hashable, Sendable {
    // The raw value is the divisor applied to wall time, so integer arithmetic
    // stays exact (no floating point drift in virtual time).
    case normal = 1
    case half = 2
    case quarter = 4
    case tenth = 10

    public var divisor: Int { rawValue }

    /// `1×`, `½×`, `¼×`, `⅒×` (the ASCII glyph set spells them out).
    public var label: String {
        switch self {
        case .normal: "1×"
        case .half: "½×"
        case .quarter: "¼×"
        case .tenth: "⅒×"
        }
    }

    public var faster: Speed {
        let all = Speed.allCases
        let index = all.firstIndex(of: self)!
        return index == 0 ? self : all[index - 1]
    }

    public var slower: Speed {
        let all = Speed.allCases
        let index = all.firstIndex(of: self)!
        return index == all.count - 1 ? self : all[index + 1]
    }

    /// One frame of virtual time at this speed: what `.` steps when paused.
    public var frameMilliseconds: Int { max(1, (1000 / AppTiming.framesPerSecond) / divisor) }

    /// Accepts `1`, `1x`, `0.5`, `1/2`, `½`, `half`, … as the command line
    /// spells speeds.
    public static func parse(_ text: String) -> Speed? {
        var value = text.lowercased().trimmingCharacters(in: " ")
        if value.hasSuffix("×") || value.hasSuffix("x") { value.removeLast() }
        switch value {
        case "1", "1.0", "normal", "full": return .normal
        case "0.5", ".5", "1/2", "½", "half": return .half
        case "0.25", ".25", "1/4", "¼", "quarter": return .quarter
        case "0.1", ".1", "1/10", "⅒", "tenth": return .tenth
        default: return nil
        }
    }

    /// How the command line's help and errors list the valid speeds.
    public static let spellings = ["1", "1/2", "1/4", "1/10"]

    /// The speed's spelling in `spellings`.
    public var spelling: String { "1" + (divisor == 1 ? "" : "/\(divisor)") }

    /// For a number that is not a speed (`1/8`, `0.3`, `2x`): the speeds
    /// on either side of it, nearest first (one at either end of the
    /// range). Nil when the text is no number: a spelling slip is for the
    /// name suggester. A spelling's nearest neighbour is no guide to a
    /// ratio: "1/8" is closest to "1/2" as text, to 1/10 in speed.
    public static func nearest(to text: String) -> [Speed]? {
        var value = text.lowercased().trimmingCharacters(in: " ")
        if value.hasSuffix("×") || value.hasSuffix("x") { value.removeLast() }
        let ratio: Double
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 {
            ratio = top / bottom
        } else if parts.count == 1, let number = Double(value) {
            ratio = number
        } else {
            return nil
        }
        guard ratio.isFinite, ratio > 0 else { return [.tenth] }
        func factor(_ speed: Speed) -> Double { 1 / Double(speed.divisor) }
        // Compared as ratios (1/8 is nearer 1/10 than 1/4: 1.25× against 2×).
        func distance(_ speed: Speed) -> Double { Swift.max(ratio / factor(speed), factor(speed) / ratio) }
        let faster = allCases.last { factor($0) >= ratio }
        let slower = allCases.first { factor($0) <= ratio }
        let sides = [faster, slower].compactMap { $0 }
        var unique: [Speed] = []
        for speed in sides.sorted(by: { distance($0) < distance($1) }) where !unique.contains(speed) { unique.append(speed) }
        return unique
    }
}

/// The loop's pacing constants, in one place so the wake policy, the step key
/// and the tests agree.
public enum AppTiming {
    public static let framesPerSecond = 30
    /// The longest the loop sleeps between frames while something animates.
    public static let frameMilliseconds = 1000 / framesPerSecond
    /// A wall-clock gap longer than this (the process was suspended, the
    /// machine slept) advances virtual time by only this much, so the world
    /// does not leap ahead behind the user's back.
    public static let maximumWallStep = 5_000
    /// How long a changed flag stays highlighted in LOCKS.
    public static let flagFlashMilliseconds = 1_200
    /// How long a message in the header stays.
    public static let toastMilliseconds = 3_000
    /// Snapshots kept for ←/→ (the brief asks for at least 200).
    public static let historyCapacity = 400
    /// The event log is bounded in the interactive session (headless runs keep
    /// everything): enough to scroll back through a long session.
    public static let logLimit = 1_000
    /// Inputs a session records for `F` before it stops recording.
    public static let sessionInputLimit = 100_000
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}
