/// "Did you mean …?" — the nearest valid name for a mistyped id or label. The
/// core owns the vocabularies (strategies, profiles, toggles, labels,
/// failures), so the one rule every error message uses lives here.
public enum NearestName {
    /// Names longer than this are not compared (keeps junk input cheap).
    public static let maximumComparedLength = 64
    /// Only this many candidates (the first, in the caller's order) are
    /// compared, so one suggestion costs at most this many bounded edit
    /// distances however large the app (an app may have 20,000 labels).
    public static let maximumCandidates = 5_000

    /// The closest candidate by case-insensitive edit distance, or nil when
    /// none is close enough: at most `max(2, input.count / 3)` edits, and not
    /// a complete rewrite (so `no` never suggests `at`). A case-only mismatch
    /// is always suggested; a candidate the input begins (`block` for
    /// `block-all`) counts as one edit. Ties go to such a candidate, then to
    /// the one listed first.
    public static func find(_ input: String, in candidates: [String]) -> String? {
        let a = Array(input.lowercased())
        guard !a.isEmpty, a.count <= maximumComparedLength else { return nil }
        let threshold = max(2, a.count / 3)
        var best: (name: String, score: (Int, Int))?
        for candidate in candidates.prefix(maximumCandidates) where candidate != input {
            // A character takes at most 4 UTF-8 bytes: a longer name is over
            // the compared length without lowercasing it.
            guard candidate.utf8.count <= 4 * maximumComparedLength else { continue }
            let b = Array(candidate.lowercased())
            guard b.count <= maximumComparedLength else { continue }
            let d: Int
            let isPrefix = b.starts(with: a)
            if isPrefix {
                d = b.count == a.count ? 0 : 1
            } else {
                // The distance is at least the difference in length, and
                // anything over the threshold is as good as infinite.
                guard abs(a.count - b.count) <= threshold, let bounded = distance(a, b, limit: threshold) else { continue }
                d = bounded
            }
            guard d <= threshold, d < max(a.count, b.count) else { continue }
            let score = (d, isPrefix ? 0 : 1)
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        return best?.name
    }

    /// "one of a, b, c" for messages, cut after `limit` names with ", …":
    /// an app may have 10,000 screens, and an error that names one lists them.
    public static func oneOf(_ candidates: [String], limit: Int = 12) -> String {
        if candidates.count <= limit { return "one of " + candidates.joined(separator: ", ") }
        return "one of " + candidates.prefix(limit).joined(separator: ", ") + ", …"
    }

    /// Levenshtein distance.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        distance(a, b, limit: Int.max)!
    }

    /// Levenshtein distance, or nil as soon as it must exceed `limit`: once
    /// every cell of a row is over it, no later row can come back under.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
