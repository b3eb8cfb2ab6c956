import NavSandboxCore

/// What `explore` prints: for each strategy × profile, every kind of
/// failure met (one line each) with its race windows and script, or how far
/// the guard held; a matrix first when there are several; the same as one
/// JSON object.
public struct ExploreReport: Sendable {
    public struct Row: Sendable {
        public var strategy: String
        public var profile: Profile
        public var result: ExploreResult
        /// Each finding's script, in the findings' order.
        public var scripts: [String]

        public init(strategy: String, profile: Profile, result: ExploreResult, scripts: [String]) {
            self.strategy = strategy
            self.profile = profile
            self.result = result
            self.scripts = scripts
        }

        /// The first finding's script.
        public var script: String? { scripts.first }

        /// `✓ 3` (held to depth 3), `2 double-push` (and ` +2` when two more
        /// kinds were met), `? 2` (budget ran out at depth 2), or
        /// `– 1000 runs` (no random schedule broke it).
        var cell: String {
            if let violation = result.violation, let steps = result.counterexample {
                let more = result.findings.count > 1 ? " +\(result.findings.count - 1)" : ""
                return "\(steps.count) \(violation.rawValue)\(more)"
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
    /// A previous search's kinds, to say which are new (`--baseline`).
    public var baseline: ExploreBaseline?

    public init(cells: [Row], options: ExploreOptions, baseline: ExploreBaseline? = nil) {
        self.rows = cells
        self.options = options
        self.baseline = baseline
    }

    /// The key of a written script in `written`: `strategy/profile/kind`.
    public static func writtenKey(_ row: Row, _ finding: ExploreFinding) -> String {
        "\(row.strategy)/\(row.profile.rawValue)/\(finding.violation.rawValue)"
    }

    /// Whether a finding is new since the baseline (false without one).
    public func isNew(_ finding: ExploreFinding, in row: Row) -> Bool {
        baseline?.isNew(finding.violation, strategy: row.strategy, profile: row.profile) ?? false
    }

    /// Findings not in the baseline, over every row (none without one).
    public var newFindings: Int {
        rows.reduce(0) { count, row in count + row.result.findings.filter { isNew($0, in: row) }.count }
    }

    /// Keys of `written` are `writtenKey`s; values the script's path.
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
        if let max = options.maxFindings { out += ", at most \(max) kind\(max == 1 ? "" : "s")" }
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
                ? "\n✓ N: holds up to N inputs · K id: the shortest schedule that breaks it has K inputs (+M: M more kinds met)\n\n"
                : "\n– N runs: no random schedule broke it · K id: a schedule of K inputs breaks it (shrunk)\n\n"
        }
        for row in rows {
            let name = "\(row.strategy) on \(row.profile.displayName)"
            let searched = row.searched
            if let first = row.result.findings.first {
                let steps = first.schedule.count
                let count = row.result.findings.count
                let more = count > 1 ? ", and \(count - 1) more kind\(count == 2 ? "" : "s")" : ""
                out += "\(name): breaks in \(steps) input\(steps == 1 ? "" : "s") — \(first.violation.rawValue)\(more) (\(searched)\(reach(row)))\n"
                if count > 1 || baseline != nil { out += catalogue(row) }
                for (finding, script) in zip(row.result.findings, row.scripts) {
                    var body = ""
                    for window in finding.raceWindows { body += "  race window: \(window.text)\n" }
                    if let path = written[Self.writtenKey(row, finding)] {
                        body += "  script: \(TerminalText.visible(path))\n"
                    } else if rows.count == 1 {
                        // Every finding as a script to replay (-o writes them
                        // as files). A matrix would print hundreds of lines of
                        // them: there the line below says where they are.
                        body += "\n" + script + "\n"
                    }
                    // A kind's name heads what is said of it, when anything is.
                    if count > 1 && !body.isEmpty { out += "\(finding.violation.rawValue):\n" }
                    out += body
                }
            } else if let random = row.result.random, !row.result.isInterrupted {
                out += "\(name): no break in \(random.runsTried) random schedules of \(options.depth) inputs (\(searched)); not a proof\n"
            } else if row.result.isInterrupted, let random = row.result.random {
                out += "\(name): interrupted after \(random.runsTried) random schedules; none broke it\n"
            } else if row.result.isInterrupted {
                out += "\(name): interrupted during depth \(row.result.depthSearched + 1); held up to depth \(row.result.depthSearched) (\(searched))\n"
            } else if row.result.isIncomplete {
                out += "\(name): no break found; the world budget ran out during depth \(row.result.depthSearched + 1) (\(searched))\n"
            } else if row.result.depthLimitedBySize {
                out += "\(name): holds up to depth \(row.result.depthSearched) of \(options.depth), the deepest within the size limit (\(searched))\n"
            } else {
                out += "\(name): holds up to depth \(row.result.depthSearched) (\(searched))\n"
            }
            if row.result.findings.isEmpty, let baseline {
                let gone = baseline.gone(from: [], strategy: row.strategy, profile: row.profile)
                if !gone.isEmpty { out += "  not met this time (in the baseline): \(gone.map(TerminalText.visible).joined(separator: ", "))\n" }
            }
        }
        if rows.count > 1, written.isEmpty, rows.contains(where: { !$0.result.findings.isEmpty }) {
            out += "\nEach kind's replay script: -o DIR writes them (explore-STRATEGY-PROFILE-KIND.nss); --json holds them too.\n"
        }
        if baseline != nil {
            let new = newFindings
            out += new == 0 ? "\nno kind of failure is new since the baseline\n" : "\n\(new) kind\(new == 1 ? " is" : "s are") new since the baseline\n"
        }
        return out
    }

    /// Why the search ended where it did, when not at its depth: the kinds
    /// asked for were all met.
    func reach(_ row: Row) -> String {
        guard row.result.random == nil else { return "" }
        if row.result.isInterrupted { return "; interrupted during depth \(row.result.depthSearched + 1)" }
        if row.result.isIncomplete { return "; the world budget ran out during depth \(row.result.depthSearched + 1)" }
        if row.result.stoppedEarly { return "; stopped in depth \(row.result.depthSearched) once \(stopReason)" }
        if row.result.depthLimitedBySize {
            return "; searched to depth \(row.result.depthSearched), the deepest within the size limit: deeper kinds are not listed"
        }
        return "; searched to depth \(row.result.depthSearched)"
    }

    var stopReason: String {
        if let max = options.maxFindings, options.goals.isEmpty || options.goals.count > max {
            return "\(max) kind\(max == 1 ? " was" : "s were") met (--max-findings)"
        }
        return options.goals.count == 1 ? "the goal was met" : "every goal was met"
    }

    /// One line per kind, ranked: the kind, its length, how many schedules
    /// reached it, the schedule; `new` when a baseline did not have it. Then
    /// the baseline's kinds not met.
    func catalogue(_ row: Row) -> String {
        let findings = row.result.findings
        let kindWidth = findings.map(\.violation.rawValue.count).max() ?? 0
        let reachWidth = findings.map { Self.grouped($0.reachedBy).count }.max() ?? 0
        var out = ""
        for finding in findings {
            let length = finding.schedule.count
            let inputs = "\(length) input\(length == 1 ? " " : "s")"
            let reached = Self.grouped(finding.reachedBy)
            let mark = isNew(finding, in: row) ? "new  " : baseline == nil ? "" : "     "
            out += "  \(mark)\(pad(finding.violation.rawValue, kindWidth + 2))\(inputs)  "
            out += String(repeating: " ", count: reachWidth - reached.count) + reached
            out += finding.reachedBy == 1 ? " schedule   " : " schedules  "
            out += TerminalText.visible(finding.scheduleText) + "\n"
        }
        if let baseline {
            let gone = baseline.gone(from: findings, strategy: row.strategy, profile: row.profile)
            if !gone.isEmpty { out += "  not met this time (in the baseline): \(gone.map(TerminalText.visible).joined(separator: ", "))\n" }
        }
        return out
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
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
                    let more = row.result.findings.count - 1
                    return "\(steps.count): " + steps.map { $0.input.scriptText }.joined(separator: ", then ")
                        + " → `\(violation.rawValue)`" + (more > 0 ? " (+\(more) more kind\(more == 1 ? "" : "s"))" : "")
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
                            ("complete", .bool(!row.result.isIncomplete && !row.result.isInterrupted && !row.result.depthLimitedBySize)),
                            ("stopped_early", .bool(row.result.stoppedEarly)),
                            ("depth_limited_by_size", .bool(row.result.depthLimitedBySize)),
                            ("interrupted", .bool(row.result.isInterrupted)),
                            ("depth_searched", .int(row.result.depthSearched)),
                            ("schedules", .int(row.result.schedules)),
                            ("schedules_made", .int(row.result.schedulesMade)),
                            ("schedules_shared", .int(row.result.schedulesShared)),
                            ("distinct_worlds", .int(row.result.distinctWorlds)),
                        ]
                        if let random = row.result.random {
                            var runs: [(String, JSONValue)] = [("runs_tried", .int(random.runsTried))]
                            if let run = random.breakingRun { runs.append(("breaking_run", .int(run + 1))) }
                            if let length = random.drawnLength { runs.append(("drawn_length", .int(length))) }
                            fields.append(("random", .object(runs)))
                        }
                        if let first = row.result.findings.first {
                            // The first finding's fields at the top, as
                            // before the catalogue; `findings` has them all.
                            fields += findingFields(first, row: row, script: row.script, written: written)
                                .filter { $0.0 != "depth" && $0.0 != "reached_by" && $0.0 != "new" }
                            fields.append((
                                "findings",
                                .array(zip(row.result.findings, row.scripts).map {
                                    .object(findingFields($0, row: row, script: $1, written: written))
                                })))
                        }
                        if let baseline {
                            fields.append(("new_kinds", .int(row.result.findings.filter { isNew($0, in: row) }.count)))
                            fields.append((
                                "not_met_from_baseline",
                                .array(baseline.gone(from: row.result.findings, strategy: row.strategy, profile: row.profile).map(JSONValue.string))))
                        }
                        return .object(fields)
                    })
            ),
        ])
    }

    func findingFields(_ finding: ExploreFinding, row: Row, script: String?, written: [String: String]) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("violation", .string(finding.violation.rawValue)),
            ("depth", .int(finding.depth)),
            ("reached_by", .int(finding.reachedBy)),
            ("schedule", .array(finding.schedule.map { .object([("after_ms", .int($0.delay)), ("input", .string($0.input.scriptText))]) })),
            ("race_windows", .array(finding.raceWindows.map(\.json))),
        ]
        if baseline != nil { fields.append(("new", .bool(isNew(finding, in: row)))) }
        if let path = written[Self.writtenKey(row, finding)] { fields.append(("script_path", .string(path))) }
        if let script { fields.append(("script", .string(script))) }
        return fields
    }
}
