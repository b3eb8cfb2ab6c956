import NavSandboxCore

/// docs/strategies-table.md: every example script compared under every
/// strategy. Generated text; a test regenerates it and fails on any
/// difference, so the committed table always matches what the core does.
public enum ExamplesTable {
    public struct Example: Sendable {
        /// How the example is named in the document (`docs/scenarios/x.nss`).
        public var name: String
        public var path: String

        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    public static let regenerateHint =
        "regenerate with: NAVSANDBOX_UPDATE_TABLES=1 swift test --filter StrategiesTableTests"

    /// The whole document. Examples are listed in the order given (callers
    /// sort by name); a script that does not load shows its error instead.
    public static func markdown(_ examples: [Example]) -> String {
        var out = """
            <!-- Generated from docs/scenarios/*.nss by the StrategiesTableTests test; do not edit by hand.
                 \(regenerateHint) -->
            # Every example under every strategy

            Each example script in `docs/scenarios/` run once per guard strategy (the script's own
            `strategy` line is ignored; its profile and toggles apply), as `navsandbox compare` prints it.
            Columns: the final navigation stack; the crash (or `frozen` for iOS 7's frozen UI); every
            failure and detector that fired, in order; taps handled / dropped / queued; and whether the
            script's `expect` lines held (✓) or which did not (✗ and their lines) — they are written for
            the strategy the script names, so a ✗ under another is no failure of that strategy.


            """
        for example in examples {
            out += "## `\(example.name)`\n\n"
            switch ScriptSource.loadResult(path: example.path) {
            case .failure(let error):
                out += "Could not be read: \(error)\n\n"
                continue
            case .success(let source):
                let summary = headerSummary(source.text)
                switch Script.loadOnItsApp(path: example.path) {
                case .failure(let problem):
                    out += "Does not parse:\n\n```\n\(problem)\n```\n\n"
                case .success(let loaded):
                    let script = loaded.script
                    let comparison = StrategyComparison.run(script, options: ScriptRunOptions(app: loaded.app))
                    if !summary.isEmpty { out += summary + "\n\n" }
                    out += "Profile `\(comparison.profile.rawValue)`; written for `\(script.strategy ?? .none)`.\n\n"
                    out += comparison.markdown() + "\n"
                }
            }
        }
        return out
    }

    /// The first paragraph of the script's header comment, without the `#`s.
    public static func headerSummary(_ text: String) -> String {
        var words: [String] = []
        for line in ScriptParser.splitLines(text) {
            let trimmed = LineParser.trimmed(Substring(line))
            guard trimmed.hasPrefix("#") else { break }
            let body = LineParser.trimmed(trimmed.dropFirst())
            if body.isEmpty {
                if words.isEmpty { continue } else { break }
            }
            words.append(body)
        }
        return words.joined(separator: " ")
    }
}

extension ScriptSource {
    /// `load(path:)` as a Result.
    static func loadResult(path: String) -> Result<ScriptSource, ScriptLoadError> {
        do { return .success(try ScriptSource.load(path: path)) } catch { return .failure(error) }
    }
}
