import NavSandboxCore

/// A counterexample as a scenario script `navsandbox run` replays and
/// `navsandbox --script` plays live: a header saying what was searched, the
/// settings, the inputs at their times, and the violation expected.
public enum ExploreScript {
    public struct Context: Sendable {
        public var strategy: String
        public var profile: Profile
        public var toggles: [ToggleAssignment]
        public var appName: String
        public var options: ExploreOptions
        /// The script the search started from, if any: its lines come first.
        public var fromSource: String?
        /// The app file the search ran on (`--app`), as the script's `app`
        /// line names it — relative to the folder the script is written
        /// in — so that replaying it finds the same labels; nil: the demo.
        public var appFile: String?
        /// The guard files the search loaded (`--guard`), likewise written
        /// as `guard` lines, so the strategies they define exist on replay.
        public var guardFiles: [String]

        public init(
            strategy: String, profile: Profile, toggles: [ToggleAssignment], appName: String, options: ExploreOptions,
            fromSource: String? = nil, appFile: String? = nil, guardFiles: [String] = []
        ) {
            self.appFile = appFile
            self.guardFiles = guardFiles
            self.strategy = strategy
            self.profile = profile
            self.toggles = toggles
            self.appName = appName
            self.options = options
            self.fromSource = fromSource
        }
    }

    /// The script of each finding, in the catalogue's order.
    public static func texts(for result: ExploreResult, _ context: Context) -> [String] {
        result.findings.map { text(for: $0, of: result, context) }
    }

    public static func text(for finding: ExploreFinding, of result: ExploreResult, _ context: Context) -> String {
        let steps = finding.schedule
        let violation = finding.violation
        let options = context.options
        var lines: [String]
        if let random = result.random, let options = options.random {
            lines = [
                "# Found by navsandbox explore --random: a tap schedule that breaks `\(context.strategy)` on \(context.profile.displayName) (\(TerminalText.visible(context.appName))).",
                "# Run \((random.breakingRun ?? 0) + 1) of \(options.runs) drawn from seed \(options.seed) (\(context.options.depth) inputs, \(options.races) racing), shrunk from \(random.drawnLength ?? steps.count) inputs.",
                "# Violation: \(violation.rawValue) — \(violation.summary).",
            ]
        } else {
            lines = [
                "# Found by navsandbox explore: the shortest tap schedule that breaks `\(context.strategy)` on \(context.profile.displayName) (\(TerminalText.visible(context.appName))) with \(violation.rawValue).",
                "# Searched breadth-first to depth \(result.depthSearched)\(result.depthSearched < options.depth ? " of \(options.depth) (\(result.depthLimitedBySize ? "the deepest within the size limit" : result.stoppedEarly ? "stopped once the kinds asked for were met" : "cut short"))" : ""): inputs every \(options.grid) ms up to \(options.horizon) ms after the previous one;",
                "# \(result.schedules) schedules (\(finding.reachedBy) reach it), \(result.distinctWorlds) distinct worlds. Violation: \(violation.rawValue) — \(violation.summary).",
            ]
            if result.findings.count > 1 {
                let others = result.findings.map(\.violation.rawValue).filter { $0 != violation.rawValue }
                lines.append("# The search met \(result.findings.count) kinds; the others: \(others.joined(separator: ", ")).")
            }
        }
        for window in finding.raceWindows { lines.append("# Race window: \(window.text).") }
        if let app = context.appFile { lines.append("app \(ScriptSyntax.quoted(app))") }
        for file in context.guardFiles { lines.append("guard \(ScriptSyntax.quoted(file))") }
        if let from = context.fromSource {
            lines.append("# From a script: its lines first, then the schedule found.")
            // Its `app` and `guard` lines are written above, as seen from
            // where this script is written.
            lines.append(contentsOf: from.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { line in
                    let word = line.drop { $0 == " " || $0 == "\t" }
                    if word.hasPrefix("strategy ") || word.hasPrefix("profile ") { return false }
                    return !(word.hasPrefix("app ") || word.hasPrefix("guard "))
                })
        }
        lines.append("strategy \(context.strategy)")
        lines.append("profile \(context.profile.rawValue)")
        for toggle in context.toggles {
            lines.append(UserInput.setToggle(toggle.id, toggle.value).scriptText)
        }
        for (index, step) in steps.enumerated() {
            let time = ScriptTime.format(milliseconds: step.delay)
            lines.append(index == 0 && context.fromSource == nil ? "at \(time) \(step.input.scriptText)" : "after \(time) \(step.input.scriptText)")
        }
        lines.append("settle")
        lines.append("expect violation \(violation.rawValue) = fired")
        return lines.joined(separator: "\n") + "\n"
    }
}
