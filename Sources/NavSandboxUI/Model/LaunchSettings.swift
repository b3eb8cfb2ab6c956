import NavSandboxCore

/// The interactive command's options, validated. Kept here, not in the
/// command, so the messages (with the nearest valid name) are unit-tested.
public struct LaunchSettings: Hashable, Sendable {
    public var configuration: Configuration
    public var speed: Speed

    public init(configuration: Configuration = Configuration(), speed: Speed = .normal) {
        self.configuration = configuration
        self.speed = speed
    }

    public struct Invalid: Error, CustomStringConvertible, Hashable, Sendable {
        public var description: String
    }

    /// Reads `--strategy`, `--profile`, `--set toggle=on|off|auto` and
    /// `--speed`. Every error names the option, the value, the nearest valid
    /// spelling when there is one, and the full list.
    public static func parse(
        strategy: String?, profile: String?, toggles: [String], speed: String?
    ) throws -> LaunchSettings {
        var settings = LaunchSettings()
        if let strategy {
            guard StrategyCatalog.ids.contains(strategy) else {
                throw invalid("--strategy", strategy, StrategyCatalog.ids)
            }
            settings.configuration.strategy = strategy
        }
        if let profile {
            guard let parsed = parseProfile(profile) else {
                throw invalid("--profile", profile, Profile.allCases.map(\.rawValue))
            }
            settings.configuration.profile = parsed
        }
        for assignment in toggles {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw Invalid(description: "--set '\(assignment)': expected TOGGLE=on|off, e.g. --set pass-through=on (toggles: \(Toggles.ids.joined(separator: ", ")))")
            }
            let (id, word) = (parts[0], parts[1].lowercased())
            guard Toggles.ids.contains(id) else { throw invalid("--set", id, Toggles.ids, what: "toggle") }
            let value: Bool?
            switch word {
            case "on", "yes", "true", "1": value = true
            case "off", "no", "false", "0": value = false
            case "auto" where id == "pop-gesture": value = nil
            default:
                let valid = id == "pop-gesture" ? ["on", "off", "auto"] : ["on", "off"]
                throw invalid("--set \(id)=", word, valid, what: "value")
            }
            settings.configuration.toggles.set(id, value)
        }
        if let speed {
            guard let parsed = Speed.parse(speed) else { throw invalid("--speed", speed, Speed.spellings) }
            settings.speed = parsed
        }
        return settings
    }

    /// `ios17`, `iOS 17`, `17`, `ios-17`.
    static func parseProfile(_ text: String) -> Profile? {
        let compact = text.lowercased().filter { $0.isLetter || $0.isNumber }
        if let profile = Profile(rawValue: compact) { return profile }
        return Profile(rawValue: "ios" + compact)
    }

    static func invalid(_ option: String, _ value: String, _ valid: [String], what: String = "value") -> Invalid {
        var message = "\(option) '\(value)': unknown \(what)."
        if let nearest = NearestName.find(value, in: valid) { message += " Did you mean '\(nearest)'?" }
        message += " Valid: \(valid.joined(separator: ", "))."
        return Invalid(description: message)
    }
}
