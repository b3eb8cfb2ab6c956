/// A time as guard and app files write it: a whole number of ms, or text
/// such as `150ms` or `0.5s`. Read in one place for every reader of it (an
/// action's `after:`, a condition's `action-within 500ms`).
enum DurationText {
    /// The milliseconds the text names, rounded; nil when it names no time.
    /// The range is the caller's to check.
    static func milliseconds(_ text: String) -> Double? {
        if let whole = Int(text) { return Double(whole) }
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0.rounded() } }
        if text.hasSuffix("s") { return Double(text.dropLast()).map { ($0 * 1000).rounded() } }
        return nil
    }
}
