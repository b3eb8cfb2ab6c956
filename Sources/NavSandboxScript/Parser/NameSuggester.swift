/// "Did you mean …?" — the nearest valid name by case-insensitive edit distance.
enum NameSuggester {
    /// Names longer than this are not compared (keeps junk input cheap).
    static let maximumComparedLength = 64

    /// The closest candidate, or nil when none is close enough. A candidate is
    /// close enough when its distance is at most `max(2, input.count / 3)` and
    /// it is not a complete rewrite (distance below the longer length, so `no`
    /// never suggests `at`); a case-only mismatch has distance 0 and is always
    /// suggested. Ties go to a candidate the input is a prefix of (`of` → `off`),
    /// then to the one listed first.
    static func nearest(_ input: String, in candidates: [String]) -> String? {
        let a = Array(input.lowercased())
        guard !a.isEmpty, a.count <= maximumComparedLength else { return nil }
        let threshold = max(2, a.count / 3)
        var best: (name: String, score: (Int, Int))?
        for candidate in candidates where candidate != input {
            let b = Array(candidate.lowercased())
            if abs(a.count - b.count) > threshold || b.count > maximumComparedLength { continue }
            let d = distance(a, b)
            guard d <= threshold, d < max(a.count, b.count) else { continue }
            let score = (d, b.starts(with: a) ? 0 : 1)
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
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

    /// "one of a, b, c" for messages (long lists are cut short).
    static func oneOf(_ candidates: [String], limit: Int = 12) -> String {
        if candidates.isEmpty { return "a known name (the vocabulary defines none)" }
        if candidates.count <= limit { return "one of " + candidates.joined(separator: ", ") }
        return "one of " + candidates.prefix(limit).joined(separator: ", ") + ", …"
    }
}
