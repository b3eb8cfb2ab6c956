/// One behaviour of UIKit that the model claims, with where the claim comes
/// from. Every decision the model makes on UIKit's behalf (a touch dropped, a
/// call deferred, a gesture refused) names the rule that decided, so a user
/// can follow it back to its source.
public struct UIKitRule: Hashable, Sendable {
    /// How much the claim rests on: Apple's word, reading UIKit's code,
    /// reports from people who hit it, or our own assumption.
    public enum Evidence: String, Hashable, Sendable, CaseIterable, Comparable {
        case documented = "documented by Apple"
        case reverseEngineered = "reverse-engineered"
        case reported = "reported in issues or posts"
        case assumed = "assumed"

        /// A short tag for tables and the status pane.
        public var tag: String {
            switch self {
            case .documented: "documented"
            case .reverseEngineered: "reverse-engineered"
            case .reported: "reported"
            case .assumed: "assumed"
            }
        }

        public static func < (a: Evidence, b: Evidence) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public struct Source: Hashable, Sendable {
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
