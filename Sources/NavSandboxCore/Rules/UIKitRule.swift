/// One behaviour of UIKit that the model claims, with where the claim comes
/// from. Every decision the model makes on UIKit's behalf (a touch dropped, a
/// call deferred, a gesture refused) names the rule that decided, so a user
/// can follow it back to its source.
public struct UIKitRule: Hashable, Sendable {
    /// How much the claim rests on: Apple's word, someone seeing it happen
    /// (an issue, a radar, a post, a backtrace, a class dump), or our own
    /// reasoning from indirect evidence (reverse-engineered code, a
    /// workaround that implies it, the converse case).
    public enum Evidence: String, Hashable, Sendable, CaseIterable, Comparable {
        case documented = "documented by Apple"
        case observed = "observed in public reports"
        case inferred = "inferred from indirect evidence"

        /// A short tag for tables and the status pane.
        public var tag: String {
            switch self {
            case .documented: "documented"
            case .observed: "observed"
            case .inferred: "inferred"
            }
        }

        public static func < (a: Evidence, b: Evidence) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public struct Source: Hashable, Sendable {
        /// A public URL, optionally followed by the file inside a repository
        /// in parentheses, or an article's public title with its URL.
        public var address: String
        /// What the source shows, in our words.
        public var shows: String

        public init(_ address: String, _ shows: String) {
            self.address = address
            self.shows = shows
        }
    }

    public var id: RuleID
    /// The rule in one line.
    public var statement: String
    /// The profiles the rule holds on.
    public var profiles: [Profile]
    public var evidence: Evidence
    public var sources: [Source]
    /// Where the evidence is indirect, sources disagree, or the model
    /// simplifies: said plainly.
    public var caveat: String?

    public init(
        _ id: RuleID, _ statement: String, profiles: [Profile] = Profile.allCases, evidence: Evidence,
        sources: [Source], caveat: String? = nil
    ) {
        self.id = id
        self.statement = statement
        self.profiles = profiles
        self.evidence = evidence
        self.sources = sources
        self.caveat = caveat
    }

    public func applies(to profile: Profile) -> Bool { profiles.contains(profile) }
}
