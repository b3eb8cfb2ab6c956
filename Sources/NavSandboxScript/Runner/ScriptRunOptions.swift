import NavSandboxCore

/// What the command line (or a test) imposes on a script run. Everything set
/// here wins over the script's own `strategy`, `profile` and `set` lines.
public struct ScriptRunOptions: Equatable, Sendable {
    /// Overrides the script's `strategy` line; nil keeps it (or `none`).
    public var strategy: String?
    /// Overrides the script's `profile` line; nil keeps it (or the default).
    public var profile: Profile?
    /// Toggles forced for the whole run, applied at launch. A script's `set`
    /// line for one of these is skipped (and noted).
    public var toggles: [ToggleOverride]
    /// The cap on one `settle` (World.settle's limit), in ms.
    public var settleLimit: Int
    /// No run may go past this virtual time, in ms (1 hour).
    public var timeLimit: Int
    /// Bounds the world's event log (as the interactive sandbox does); nil,
    /// for headless runs, keeps every line.
    public var logLimit: Int?

    public init(
        strategy: String? = nil, profile: Profile? = nil, toggles: [ToggleOverride] = [],
        settleLimit: Int = 60_000, timeLimit: Int = ScriptTime.limitMilliseconds, logLimit: Int? = nil
    ) {
        self.strategy = strategy
        self.profile = profile
        self.toggles = toggles
        self.settleLimit = settleLimit
        self.timeLimit = timeLimit
        self.logLimit = logLimit
    }

    /// The value forced for a toggle, if any (the last override wins).
    func override(of toggle: String) -> ToggleOverride? {
        toggles.last { $0.id == toggle }
    }
}

/// `--set pass-through=on`: a toggle id and its value (nil is `auto`, which
/// only `pop-gesture` accepts).
public struct ToggleOverride: Equatable, Sendable, CustomStringConvertible {
    public var id: String
    public var value: Bool?

    public init(id: String, value: Bool?) {
        self.id = id
        self.value = value
    }

    public var description: String { "\(id)=\(value.map { $0 ? "on" : "off" } ?? "auto")" }

    /// Parses `toggle=on|off|auto`, checking the id against the core's
    /// toggles. The error says what was wrong and suggests the nearest name.
    public static func parse(_ text: String) -> Result<ToggleOverride, OptionProblem> {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            return .failure(OptionProblem(
                message: "`\(text)` is not a toggle setting", expected: "toggle=on|off, such as `pass-through=on`",
                suggestion: nil))
        }
        let id = parts[0]
        let setting = parts[1].lowercased()
        guard Toggles.ids.contains(id) else {
            return .failure(OptionProblem(
                message: "unknown toggle `\(id)`", expected: "one of " + Toggles.ids.joined(separator: ", "),
                suggestion: NearestName.find(id, in: Toggles.ids).map { "\($0)=\(parts[1])" }))
        }
        let acceptsAuto = ScriptVocabulary.navSandbox.togglesAcceptingAuto.contains(id)
        switch setting {
        case "on", "yes", "true": return .success(ToggleOverride(id: id, value: true))
        case "off", "no", "false": return .success(ToggleOverride(id: id, value: false))
        case "auto" where acceptsAuto: return .success(ToggleOverride(id: id, value: nil))
        default:
            let options = acceptsAuto ? ["on", "off", "auto"] : ["on", "off"]
            return .failure(OptionProblem(
                message: "`\(parts[1])` is not a setting for `\(id)`",
                expected: options.map { "`\($0)`" }.joined(separator: ", "),
                suggestion: NearestName.find(setting, in: options).map { "\(id)=\($0)" }))
        }
    }
}

/// A bad command-line value: what was wrong, what was expected, and the
/// nearest valid spelling.
public struct OptionProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var expected: String
    public var suggestion: String?

    public init(message: String, expected: String, suggestion: String?) {
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
    }

    public var description: String {
        var out = "\(message); expected \(expected)"
        if let suggestion { out += " (did you mean `\(suggestion)`?)" }
        return out
    }

    /// Checks a `--strategy` value against the catalog.
    public static func checkStrategy(_ id: String) -> OptionProblem? {
        guard !StrategyCatalog.ids.contains(id) else { return nil }
        return OptionProblem(
            message: "unknown strategy `\(id)`", expected: "one of " + StrategyCatalog.ids.joined(separator: ", "),
            suggestion: NearestName.find(id, in: StrategyCatalog.ids))
    }

    /// Parses a `--profile` value.
    public static func parseProfile(_ id: String) -> Result<Profile, OptionProblem> {
        if let profile = Profile(rawValue: id) { return .success(profile) }
        let ids = Profile.allCases.map(\.rawValue)
        return .failure(OptionProblem(
            message: "unknown profile `\(id)`", expected: "one of " + ids.joined(separator: ", "),
            suggestion: NearestName.find(id, in: ids)))
    }
}
