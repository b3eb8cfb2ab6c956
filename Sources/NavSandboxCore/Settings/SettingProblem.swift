/// A bad setting (a strategy, profile or toggle given on the command line, or
/// in a script): what was wrong, what was expected, and the nearest valid
/// spelling. One wording for every command.
public struct SettingProblem: Error, Equatable, Sendable, CustomStringConvertible {
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
}
