/// A guard strategy's id, checked against the catalog once, where it is read.
public struct StrategyID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init?(rawValue: String) {
        guard StrategyCatalog.ids.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static var all: [StrategyID] { StrategyCatalog.ids.compactMap(StrategyID.init(rawValue:)) }

    public static func parse(_ text: String) -> Result<StrategyID, SettingProblem> {
        if let id = StrategyID(rawValue: text) { return .success(id) }
        return .failure(
            SettingProblem(
                message: "unknown strategy `\(TerminalText.visible(text))`",
                expected: "one of " + StrategyCatalog.ids.joined(separator: ", "),
                suggestion: NearestName.find(text, in: StrategyCatalog.ids)))
    }
}
