/// Fuzzy subsequence matching for the command palette, scored the way
/// editors' palettes rank (VS Code, fzf): every query character must appear
/// in order, case-insensitively, and a match ranks higher when its characters
/// start words and run together, so `bl` finds "block-all" before
/// "double-tap… (then a control's key)".
public enum FuzzyMatch {
    public struct Result: Hashable, Sendable {
        public var score: Int
        /// Character offsets of `text` that matched, ascending: what the
        /// palette highlights.
        public var positions: [Int]
    }

    // Weights: a word start outweighs a few skipped characters, and a run
    // of two outweighs one word start, so "scr" prefers "screenshot" to
    // "swipe back, cancelling, r…".
    static let matchBonus = 1
    static let wordStartBonus = 8
    static let firstCharacterBonus = 4
    static let runBonus = 6
    static let gapPenalty = 1

    /// nil when `query` is not a subsequence of `text`. An empty query
    /// matches everything with score 0, so the table order shows.
    public static func match(_ query: String, in text: String) -> Result? {
        // A query longer than the text cannot be in it: said before folding
        // either (folding keeps one character per character). A full query,
        // 200 characters, is longer than every title, and each frame matches
        // it against every item.
        guard query.count <= text.count else { return nil }
        let needle = query.map(folded)
        let haystack = text.map(folded)
        let original = Array(text)
        guard !needle.isEmpty else { return Result(score: 0, positions: []) }
        guard needle.count <= haystack.count else { return nil }
        let n = haystack.count
        let impossible = Int.min / 4

        func bonus(_ j: Int) -> Int {
            var value = matchBonus
            if j == 0 {
                value += wordStartBonus + firstCharacterBonus
            } else if isWordStart(original, at: j) {
                value += wordStartBonus
            }
            return value
        }

        // best[i][j]: the best score of query[0...i] with query[i] at text[j];
        // from[i][j]: where query[i-1] went on that best path.
        var best = Array(repeating: Array(repeating: impossible, count: n), count: needle.count)
        var from = Array(repeating: Array(repeating: -1, count: n), count: needle.count)
        for j in 0..<n where haystack[j] == needle[0] {
            best[0][j] = bonus(j)
        }
        for i in 1..<needle.count {
            // The best predecessor at least two columns back, already charged
            // for the gap up to column j - 1 (linear penalty, so it is a
            // running maximum).
            var carried = impossible
            var carriedFrom = -1
            for j in 1..<n {
                if carried > impossible { carried -= gapPenalty }
                // Ties keep the earlier position: deterministic.
                if j >= 2, best[i - 1][j - 2] > impossible, best[i - 1][j - 2] - gapPenalty > carried {
                    carried = best[i - 1][j - 2] - gapPenalty
                    carriedFrom = j - 2
                }
                guard haystack[j] == needle[i] else { continue }
                let adjacent = best[i - 1][j - 1]
                var score = impossible
                var origin = -1
                if adjacent > impossible {
                    score = adjacent + runBonus
                    origin = j - 1
                }
                if carried > impossible, carried > score {
                    score = carried
                    origin = carriedFrom
                }
                guard origin >= 0 else { continue }
                best[i][j] = score + bonus(j)
                from[i][j] = origin
            }
        }
        let last = needle.count - 1
        var end = -1
        var top = impossible
        for j in 0..<n where best[last][j] > top {
            top = best[last][j]
            end = j
        }
        guard end >= 0 else { return nil }
        var positions = [end]
        var i = last
        var j = end
        while i > 0 {
            j = from[i][j]
            i -= 1
            positions.append(j)
        }
        return Result(score: top, positions: positions.reversed())
    }

    /// A letter or digit after a separator, or an upper-case letter after a
    /// lower-case one (`isHidden`).
    static func isWordStart(_ text: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = text[index - 1]
        let current = text[index]
        guard current.isLetter || current.isNumber else { return false }
        if !(previous.isLetter || previous.isNumber) { return true }
        return current.isUppercase && previous.isLowercase
    }

    private static func folded(_ character: Character) -> Character {
        character.lowercased().first ?? character
    }
}
