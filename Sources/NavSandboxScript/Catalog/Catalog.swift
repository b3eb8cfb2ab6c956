import NavSandboxCore

/// What `list` prints: every strategy, profile, toggle or failure with a
/// one-line description, straight from the core.
public enum Catalog {
    public enum Topic: String, CaseIterable, Sendable {
        case strategies, profiles, toggles, failures
    }

    /// (name, description) pairs in the core's order.
    public static func entries(_ topic: Topic) -> [(name: String, summary: String)] {
        switch topic {
        case .strategies:
            return StrategyCatalog.ids.map { ($0, StrategyCatalog.summary(of: $0) ?? "") }
        case .profiles:
            return Profile.allCases.map {
                ($0.rawValue + ($0 == Profile.default ? " (default)" : ""), $0.summary)
            }
        case .toggles:
            return Toggles.ids.map { ($0, Toggles.summary(of: $0)) }
        case .failures:
            return ViolationID.allCases.map { ($0.rawValue, "[\($0.category.rawValue)] \($0.summary)") }
        }
    }

    /// Aligned `name  description` lines.
    public static func text(_ topic: Topic) -> String {
        let entries = entries(topic)
        let width = entries.map(\.name.count).max() ?? 0
        return entries.map { pad($0.name, width) + "  " + $0.summary + "\n" }.joined()
    }
}
