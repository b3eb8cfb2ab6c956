import NavSandboxApps
import NavSandboxCore

/// What `list` prints: every strategy, profile, toggle, failure or UIKit rule
/// with a one-line description, straight from the core. Rules also list their
/// sources, one per line beneath.
public enum Catalog {
    public enum Topic: String, CaseIterable, Sendable {
        case strategies, profiles, toggles, failures, rules, events, hooks
    }

    /// (name, description) pairs in the core's order.
    public static func entries(_ topic: Topic) -> [(name: String, summary: String)] {
        switch topic {
        case .strategies:
            // The registry's order; the library's guards say which library,
            // at which version, and the source file they were modelled from.
            let registry = BundledGuards.registry
            return [(StrategyID.none.rawValue, Strategy.noneSummary)]
                + registry.entries.map { entry in
                    guard let library = LibraryGuards.entry(named: entry.name) else { return (entry.name, entry.summary) }
                    return (entry.name, "[\(library.library) \(library.version)] \(entry.summary) — \(library.link)")
                }
        case .profiles:
            return Profile.allCases.map {
                ($0.rawValue + ($0 == Profile.default ? " (default)" : ""), $0.summary)
            }
        case .toggles:
            return ToggleID.allCases.map { ($0.rawValue, Toggles.summary(of: $0)) }
        case .failures:
            return ViolationID.allCases.map { ($0.rawValue, "[\($0.category.rawValue)] \($0.summary)") }
        case .rules:
            return UIKitRules.all.map { rule in
                (rule.id.rawValue, "[\(rule.evidence.tag); \(profileList(rule.profiles))] \(rule.statement)")
            }
        case .hooks:
            // What a guard file's `on:` takes.
            return GuardHook.all.map { ($0.word, $0.summary) }
        case .events:
            // What `expect event` takes: the kind, then its fields.
            return WorldEvent.kinds.map { kind in
                (kind.name, kind.summary + (kind.fields.isEmpty ? "" : " — fields: " + kind.fields.joined(separator: ", ")))
            }
        }
    }

    /// `all profiles`, or the ids.
    public static func profileList(_ profiles: [Profile]) -> String {
        profiles == Profile.allCases ? "all profiles" : profiles.map(\.rawValue).joined(separator: " ")
    }

    /// Aligned `name  description` lines.
    public static func text(_ topic: Topic) -> String {
        let entries = entries(topic)
        let width = entries.map(\.name.count).max() ?? 0
        guard topic == .rules else {
            return entries.map { pad($0.name, width) + "  " + $0.summary + "\n" }.joined()
        }
        return zip(entries, UIKitRules.all).map { entry, rule in
            var text = pad(entry.name, width) + "  " + entry.summary + "\n"
            for source in rule.sources { text += "    source: \(source.address) — \(source.shows)\n" }
            if let caveat = rule.caveat { text += "    caveat: \(caveat)\n" }
            return text
        }.joined()
    }
}
