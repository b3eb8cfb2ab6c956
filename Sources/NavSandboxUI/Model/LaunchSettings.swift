import NavSandboxCore

/// The interactive command's options, validated. Kept here, not in the
/// command, so the messages (with the nearest valid name) are unit-tested.
public struct LaunchSettings: Hashable, Sendable {
    public var configuration: Configuration
    public var speed: Speed

    public init(configuration: Configuration, speed: Speed = .normal) {
        self.configuration = configuration
        self.speed = speed
    }

    public struct Invalid: Error, CustomStringConvertible, Hashable, Sendable {
        public var description: String
    }

    /// Reads `--speed`; strategy, profile and toggles are the core's own
    /// settings types, parsed by the shared command-line option group. The
    /// error names the option, the value, the nearest valid spelling and the
    /// full list.
    public static func parse(speed: String?, configuration: Configuration) throws -> LaunchSettings {
        LaunchSettings(configuration: configuration, speed: try parseSpeed(speed))
    }

    /// `--speed` alone (the configuration comes later, with the app).
    public static func parseSpeed(_ speed: String?) throws -> Speed {
        guard let speed else { return .normal }
        guard let parsed = Speed.parse(speed) else {
            guard let nearest = Speed.nearest(to: speed) else { throw invalid("--speed", speed, Speed.spellings) }
            let named = nearest.map { "'\($0.spelling)' (\($0.label))" }.joined(separator: " or ")
            throw Invalid(
                description:
                    "--speed '\(speed)': not a speed the sandbox has. Nearest: \(named). Valid: \(Speed.spellings.joined(separator: ", ")).")
        }
        return parsed
    }

    static func invalid(_ option: String, _ value: String, _ valid: [String], what: String = "value") -> Invalid {
        var message = "\(option) '\(value)': unknown \(what)."
        if let nearest = NearestName.find(value, in: valid) { message += " Did you mean '\(nearest)'?" }
        message += " Valid: \(valid.joined(separator: ", "))."
        return Invalid(description: message)
    }
}
