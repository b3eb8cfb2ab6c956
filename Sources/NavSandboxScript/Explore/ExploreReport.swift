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

        /// `✓ 3` (held to depth 3), `2 double-push`, `? 2` (budget ran out at
        /// depth 2), or `– 1000 runs` (no random schedule broke it).
        var cell: String {
            if let violation = result.violation, let steps = result.counterexample {
                return "\(steps.count) \(violation.rawValue)"
            }
            if let random = result.random { return "– \(random.runsTried) runs" }
            return result.isIncomplete || result.isInterrupted ? "? \(result.depthSearched)" : "✓ \(result.depthSearched)"
        }

        /// What was searched, for the row's line.
        var searched: String {
            if let random = result.random {
                let seed = "seed \(random.seed)"
                if let run = random.breakingRun {
                    return "random run \(run + 1) of \(random.runsAsked), \(seed); drawn with \(random.drawnLength ?? 0) inputs"
                }
                return "\(random.runsTried) random schedules, \(seed)"
            }
            return "\(result.schedules) schedules, \(result.distinctWorlds) distinct worlds"
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
        var out =
            if let random = options.random {
                "explore: \(random.runs) random schedules of \(options.depth) inputs, \(min(random.races, options.depth)) racing (seed \(random.seed)), racing inputs every \(options.grid) ms up to \(options.horizon) ms"
            } else {
                "explore: depth \(options.depth), inputs every \(options.grid) ms up to \(options.horizon) ms"
            }
        out += options.twoFingers ? "" : ", no two-finger taps"
        out += options.presses ? "" : ", no presses"
        if !options.goals.isEmpty { out += ", goal " + options.goals.map(\.rawValue).sorted().joined(separator: ", ") }
        if !options.ignored.isEmpty { out += ", ignoring " + options.ignored.map(\.rawValue).sorted().joined(separator: ", ") }
        out += "\n\n"
        let profiles = rows.reduce(into: [Profile]()) { if !$0.contains($1.profile) { $0.append($1.profile) } }
        let strategies = rows.reduce(into: [String]()) { if !$0.contains($1.strategy) { $0.append($1.strategy) } }
        if rows.count > 1 {
            // A matrix like compare's: ✓ N held to depth N; K id broke in K inputs.
            // Each column as wide as its widest cell: a name is never cut.
            func cell(_ strategy: String, _ profile: Profile) -> String {
                rows.first { $0.strategy == strategy && $0.profile == profile }?.cell ?? ""
            }
            let first = max(8, strategies.map(\.count).max() ?? 0) + 2
            let widths = profiles.map { profile in
                max(profile.rawValue.count, strategies.map { cell($0, profile).count }.max() ?? 0) + 2
            }
            out += pad("strategy", first)
            out += zip(profiles, widths).map { pad($0.rawValue, $1) }.joined()
            out = String(out.reversed().drop { $0 == " " }.reversed()) + "\n"
            for strategy in strategies {
                out += pad(strategy, first)
                for (profile, width) in zip(profiles, widths) { out += pad(cell(strategy, profile), width) }
                out = String(out.reversed().drop { $0 == " " }.reversed()) + "\n"
            }
            out +=
                options.random == nil
                ? "\n✓ N: holds up to N inputs · K id: the shortest schedule that breaks it has K inputs\n\n"
                : "\n– N runs: no random schedule broke it · K id: a schedule of K inputs breaks it (shrunk)\n\n"
        }
        for row in rows {
            let name = "\(row.strategy) on \(row.profile.displayName)"
            let searched = row.searched
            if let violation = row.result.violation, let steps = row.result.counterexample {
                out += "\(name): breaks in \(steps.count) input\(steps.count == 1 ? "" : "s") — \(violation.rawValue) (\(searched))\n"
                for window in row.result.raceWindows { out += "  race window: \(window.text)\n" }
                if let path = written["\(row.strategy)/\(row.profile.rawValue)"] {
                    out += "  script: \(TerminalText.visible(path))\n"
                } else if let script = row.script {
                    // Every counterexample as a script to replay (-o writes them as files).
                    out += "\n" + script + "\n"
                }
            } else if let random = row.result.random, !row.result.isInterrupted {
                out += "\(name): no break in \(random.runsTried) random schedules of \(options.depth) inputs (\(searched)); not a proof\n"
            } else if row.result.isInterrupted, let random = row.result.random {
                out += "\(name): interrupted after \(random.runsTried) random schedules; none broke it\n"
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
                        return row.cell
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
                    ("two_fingers", .bool(options.twoFingers)), ("presses", .bool(options.presses)),
                    ("goals", .array(options.goals.map(\.rawValue).sorted().map(JSONValue.string))),
                    ("ignored", .array(options.ignored.map(\.rawValue).sorted().map(JSONValue.string))),
                ] + (options.random.map { random in
                    [("random", JSONValue.object([
                        ("runs", .int(random.runs)), ("seed", .string(String(random.seed))), ("races", .int(random.races)),
                    ]))]
                } ?? []))
            ),
            (
                "results",
                .array(
                    rows.map { row in
                        var fields: [(String, JSONValue)] = [
                            ("strategy", .string(row.strategy)), ("profile", .string(row.profile.rawValue)),
                            // A random search proves nothing: it never holds.
                            ("holds", .bool(row.result.violation == nil && row.result.random == nil && !row.result.isIncomplete && !row.result.isInterrupted)),
                            ("complete", .bool(!row.result.isIncomplete && !row.result.isInterrupted)),
                            ("interrupted", .bool(row.result.isInterrupted)),
                            ("depth_searched", .int(row.result.depthSearched)),
                            ("schedules", .int(row.result.schedules)),
                            ("distinct_worlds", .int(row.result.distinctWorlds)),
                        ]
                        if let estimate = row.result.estimatedSchedules {
                            fields.append(("estimated_schedules", .int(Int(estimate.rounded()))))
                        }
                        if let random = row.result.random {
                            var runs: [(String, JSONValue)] = [("runs_tried", .int(random.runsTried))]
                            if let run = random.breakingRun { runs.append(("breaking_run", .int(run + 1))) }
                            if let length = random.drawnLength { runs.append(("drawn_length", .int(length))) }
                            fields.append(("random", .object(runs)))
                        }
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
                            fields.append(("race_windows", .array(row.result.raceWindows.map(\.json))))
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
