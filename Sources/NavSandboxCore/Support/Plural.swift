/// A count with its noun in the right number: "1 task", "2 tasks" — text a
/// learner reads should not say "1 tasks".
public enum Plural {
    /// `plural` for nouns that do not take an -s ("strategy" → "strategies").
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
