/// "Did you mean …?" for the command line and runtime errors: the parser's own
/// nearest-name rule, made available outside the parser.
public enum NameSuggestions {
    /// The closest candidate by case-insensitive edit distance, or nil when
    /// none is close enough.
    public static func nearest(_ input: String, in candidates: [String]) -> String? {
        NameSuggester.nearest(input, in: candidates)
    }
}
