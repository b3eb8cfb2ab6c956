import NavSandboxCore

/// What `explore` prints: one line per strategy × profile, or a matrix when
/// there are several, and the same as one JSON object.
public struct ExploreReport: Sendable {
    public struct Row: Sendable {
        public var strategy: String
        public var profile: Profile
        public var result: ExploreResult
        /// The counterexample as a script, when one was found.
        public var script: String?

        public init(strategy: String, profile: Profile, result: ExploreResult, script: String?) {
            self.strategy = strategy
            self.profile = profile
            self.result = result
            self.script = script
        }

        /// `✓ 3` (held to depth 3), `2 double-push`, or `? 2` (budget ran out at depth 2).
        var cell: String {
            if let violation = result.violation, let steps = result.counterexample {
                return "\(steps.count) \(violation.rawValue)"
            }
            return result.isIncomplete || result.isInterrupted ? "? \(result.depthSearched)" : "✓ \(result.depthSearched)"
        }
    }

    public var rows: [Row]
    public var options: ExploreOptions

    public init(cells: [Row], options: ExploreOptions) {
        self.rows = cells
        self.options = options
    }

    /// Keys of `written` are `strategy/profile`; values the script's path.
    public func text(written: [String: String] = [:]) -> String {
        var out = "explore: depth \(options.depth), inputs every \(options.grid) ms up to \(options.horizon) ms"
        out += options.twoFingers ? "" : ", no two-finger taps"
        if !options.goals.isEmpty { out += ", goal " + options.goals.map(\.rawValue).sorted().joined(separator: ", ") }
        if !options.ignored.isEmpty { out += ", ignoring " + options.ignored.map(\.rawValue).sorted().joined(separator: ", ") }
        out += "\n\n"
        let profiles = rows.reduce(into: [Profile]()) { if !$0.contains($1.profile) { $0.append($1.profile) } }
        let strategies = rows.reduce(into: [String]()) { if !$0.contains($1.strategy) { $0.append($1.strategy) } }
        if rows.count > 1 {
            // A matrix like compare's: ✓ N held to depth N; K id broke in K inputs.
            let first = max(8, strategies.map(\.count).max() ?? 0) + 2
            out += "strategy".padding(toLength: first, withPad: " ", startingAt: 0)
            out += profiles.map { $0.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0) }.joined()
            out = String(out.reversed().drop { $0 == " " }.reversed()) + "\n"
            for strategy in strategies {
                out += strategy.padding(toLength: first, withPad: " ", startingAt: 0)
                for profile in profiles {
                    let cell = rows.first { $0.strategy == strategy && $0.profile == profile }?.cell ?? ""
                    out += cell.padding(toLength: 22, withPad: " ", startingAt: 0)
                }
                out = String(out.reversed().drop { $0 == " " }.reversed()) + "\n"
            }
            out += "\n✓ N: holds up to N inputs · K id: the shortest schedule that breaks it has K inputs\n\n"
        }
        for row in rows {
            let name = "\(row.strategy) on \(row.profile.displayName)"
            let searched = "\(row.result.schedules) schedules, \(row.result.distinctWorlds) distinct worlds"
            if let violation = row.result.violation, let steps = row.result.counterexample {
                out += "\(name): breaks in \(steps.count) input\(steps.count == 1 ? "" : "s") — \(violation.rawValue) (\(searched))\n"
                if let path = written["\(row.strategy)/\(row.profile.rawValue)"] {
                    out += "  script: \(TerminalText.visible(path))\n"
                } else if let script = row.script {
                    // Every counterexample as a script to replay (-o writes them as files).
                    out += "\n" + script + "\n"
                }
            } else if row.result.isInterrupted {
                out += "\(name): interrupted during depth \(row.result.depthSearched + 1); held up to depth \(row.result.depthSearched) (\(searched))\n"
            } else if row.result.isIncomplete {
                out += "\(name): no break found; the world budget ran out during depth \(row.result.depthSearched + 1) (\(searched))\n"
            } else {
                out += "\(name): holds up to depth \(row.result.depthSearched) (\(searched))\n"
            }
        }
        return out
    }

    /// docs/strategies.md's matrix: a Markdown table, rows strategies,
    /// columns profiles.
    public func markdown() -> String {
        let profiles = rows.reduce(into: [Profile]()) { if !$0.contains($1.profile) { $0.append($1.profile) } }
        let strategies = rows.reduce(into: [String]()) { if !$0.contains($1.strategy) { $0.append($1.strategy) } }
        var lines = ["| strategy | " + profiles.map(\.displayName).joined(separator: " | ") + " |"]
        lines.append("|---|" + String(repeating: "---|", count: profiles.count))
        for strategy in strategies {
            let cells = profiles.map { profile in
                rows.first { $0.strategy == strategy && $0.profile == profile }.map { row -> String in
                    guard let steps = row.result.counterexample, let violation = row.result.violation else {
                        return "✓ \(row.result.depthSearched)"
                    }
                    return "\(steps.count): " + steps.map { $0.input.scriptText }.joined(separator: ", then ")
                        + " → `\(violation.rawValue)`"
                } ?? ""
            }
            lines.append("| `\(strategy)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func json(written: [String: String] = [:]) -> JSONValue {
        .object([
            (
                "options",
                .object([
                    ("depth", .int(options.depth)), ("grid_ms", .int(options.grid)), ("horizon_ms", .int(options.horizon)),
                    ("two_fingers", .bool(options.twoFingers)),
                    ("goals", .array(options.goals.map(\.rawValue).sorted().map(JSONValue.string))),
                    ("ignored", .array(options.ignored.map(\.rawValue).sorted().map(JSONValue.string))),
                ])
            ),
            (
                "results",
                .array(
                    rows.map { row in
                        var fields: [(String, JSONValue)] = [
                            ("strategy", .string(row.strategy)), ("profile", .string(row.profile.rawValue)),
                            ("holds", .bool(row.result.violation == nil && !row.result.isIncomplete && !row.result.isInterrupted)),
                            ("complete", .bool(!row.result.isIncomplete && !row.result.isInterrupted)),
                            ("interrupted", .bool(row.result.isInterrupted)),
                            ("depth_searched", .int(row.result.depthSearched)),
                            ("schedules", .int(row.result.schedules)),
                            ("distinct_worlds", .int(row.result.distinctWorlds)),
                        ]
                        if let violation = row.result.violation, let steps = row.result.counterexample {
                            fields.append(("violation", .string(violation.rawValue)))
                            fields.append(
                                (
                                    "schedule",
                                    .array(
                                        steps.map {
                                            .object([("after_ms", .int($0.delay)), ("input", .string($0.input.scriptText))])
                                        })
                                ))
                            if let path = written["\(row.strategy)/\(row.profile.rawValue)"] {
                                fields.append(("script_path", .string(path)))
                            }
                            if let script = row.script { fields.append(("script", .string(script))) }
                        }
                        return .object(fields)
                    })
            ),
        ])
    }
}
