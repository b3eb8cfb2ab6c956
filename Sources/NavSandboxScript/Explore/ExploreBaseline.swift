import NavSandboxCore

/// The kinds of failure a previous `explore --json` met, for each strategy
/// and profile: `--baseline FILE` says which kinds are new, so a CI job can
/// fail only on those. Kinds are compared by name, so a baseline written
/// by another version, naming a kind this one no longer has, still reads.
public struct ExploreBaseline: Equatable, Sendable {
    /// `strategy/profile` → the kinds met there.
    public var kinds: [String: Set<String>]

    public init(kinds: [String: Set<String>]) { self.kinds = kinds }

    /// What was wrong with a baseline file, and where: a syntax error at its
    /// line and column; JSON of the wrong shape at 1:1, with the path of
    /// what is missing (a JSONValue keeps no positions).
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var expected: String

        public var description: String { "\(line):\(column): error: \(message); expected \(expected)" }
    }

    static func key(strategy: String, profile: Profile) -> String { "\(strategy)/\(profile.rawValue)" }

    /// A strategy, profile or kind as this tool writes them: short, and
    /// nothing a terminal would act on, whatever the file holds.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 200
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.+".unicodeScalars.contains($0) }
    }

    /// Whether this search's cell was in the baseline at all.
    public func covers(strategy: String, profile: Profile) -> Bool {
        kinds[Self.key(strategy: strategy, profile: profile)] != nil
    }

    /// A kind not met in the baseline's search of the same strategy and
    /// profile (every kind of a cell the baseline did not search is new).
    public func isNew(_ violation: ViolationID, strategy: String, profile: Profile) -> Bool {
        !(kinds[Self.key(strategy: strategy, profile: profile)]?.contains(violation.rawValue) ?? false)
    }

    /// The baseline's kinds this search did not meet, by name.
    public func gone(from findings: [ExploreFinding], strategy: String, profile: Profile) -> [String] {
        let met = Set(findings.map(\.violation.rawValue))
        return (kinds[Self.key(strategy: strategy, profile: profile)] ?? []).filter { !met.contains($0) }.sorted()
    }

    /// Reads what `explore --json` wrote: `results[]`, each with `strategy`,
    /// `profile` and `findings[].violation` (or, from a version before the
    /// catalogue, the one `violation`).
    public static func read(_ text: String) -> Result<ExploreBaseline, Problem> {
        let document: JSONValue
        do {
            document = try JSONReader.parse(text)
        } catch {
            return .failure(Problem(line: error.line, column: error.column, message: error.message, expected: error.expected))
        }
        // A JSONValue keeps no positions: a well-formed file of the wrong
        // shape is placed at its start, with the path of what is missing.
        func wrong(_ message: String) -> Result<ExploreBaseline, Problem> {
            .failure(Problem(line: 1, column: 1, message: message, expected: "the JSON `navsandbox explore --json` writes"))
        }
        guard case .object(let top) = document else { return wrong("the document is not an object") }
        guard let resultsValue = top.first(where: { $0.0 == "results" })?.1, case .array(let results) = resultsValue else {
            return wrong("it has no `results` array")
        }
        var kinds: [String: Set<String>] = [:]
        for (index, result) in results.enumerated() {
            guard case .object(let fields) = result else { return wrong("results[\(index)] is not an object") }
            func string(_ name: String) -> String? {
                if case .string(let text)? = fields.first(where: { $0.0 == name })?.1 { text } else { nil }
            }
            guard let strategy = string("strategy"), Self.isName(strategy) else {
                return wrong("results[\(index)] has no `strategy` name (letters, digits, - _ . +)")
            }
            guard let profileName = string("profile"), Self.isName(profileName) else {
                return wrong("results[\(index)] has no `profile` name")
            }
            // A profile this version does not know (a newer version's) can
            // match no search here: its entry is skipped, not refused.
            guard let profile = Profile(rawValue: profileName) else { continue }
            var met: Set<String> = []
            if case .array(let findings)? = fields.first(where: { $0.0 == "findings" })?.1 {
                for (position, finding) in findings.enumerated() {
                    guard case .object(let entry) = finding, case .string(let violation)? = entry.first(where: { $0.0 == "violation" })?.1,
                        Self.isName(violation)
                    else {
                        return wrong("results[\(index)].findings[\(position)] has no `violation` name (letters, digits, - _ .)")
                    }
                    met.insert(violation)
                }
            } else if let violation = string("violation"), Self.isName(violation) {
                met.insert(violation)
            }
            kinds[key(strategy: strategy, profile: profile), default: []].formUnion(met)
        }
        return .success(ExploreBaseline(kinds: kinds))
    }
}
