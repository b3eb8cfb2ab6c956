import NavSandboxCore

/// "Did you mean …?" — the nearest valid name by case-insensitive edit distance.
enum NameSuggester {
    /// The parser uses the project's one nearest-name rule (NearestName).
    static func nearest(_ input: String, in candidates: [String]) -> String? {
        NearestName.find(input, in: candidates)
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        NearestName.distance(a, b)
    }

    /// "one of a, b, c" for messages (long lists are cut short).
    static func oneOf(_ candidates: [String], limit: Int = 12) -> String {
        if candidates.isEmpty { return "a known name (the vocabulary defines none)" }
        return NearestName.oneOf(candidates, limit: limit)
    }
}
