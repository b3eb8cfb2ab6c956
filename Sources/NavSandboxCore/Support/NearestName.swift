/// "Did you mean …?" — the nearest valid name for a mistyped id or label. The
/// core owns the vocabularies (strategies, profiles, toggles, labels,
/// failures), so the one rule every error message uses lives here.
public enum NearestName {
    /// Names longer than this are not compared (keeps junk input cheap).
    public static let maximumComparedLength = 64

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
        for candidate in candidates where candidate != input {
            let b = Array(candidate.lowercased())
            guard b.count <= maximumComparedLength else { continue }
            let isPrefix = b.starts(with: a)
            let d = isPrefix ? min(1, distance(a, b)) : distance(a, b)
            guard d <= threshold, d < max(a.count, b.count) else { continue }
            let score = (d, isPrefix ? 0 : 1)
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
