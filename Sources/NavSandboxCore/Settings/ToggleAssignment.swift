/// `pass-through=on`: a toggle and the value given to it (nil is `auto`,
/// which only `pop-gesture` takes). Parsed the same way by the sandbox, every
/// headless command and the scripts, so a spelling accepted by one is
/// accepted by all.
public struct ToggleAssignment: Hashable, Sendable, CustomStringConvertible {
    public var id: ToggleID
    public var value: Bool?

    public init(id: ToggleID, value: Bool?) {
        self.id = id
        self.value = value
    }

    public var description: String { "\(id)=\(value.map { $0 ? "on" : "off" } ?? "auto")" }


    /// The words a value may be written as.
    public static func value(of word: String) -> Bool?? {
        switch word.lowercased() {
        case "on", "yes", "true", "1": true
        case "off", "no", "false", "0": false
        case "auto": .some(nil)
        default: nil
        }
    }

    public static func parse(_ text: String) -> Result<ToggleAssignment, SettingProblem> {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let shown = TerminalText.visible(text)
        guard parts.count == 2 else {
            return .failure(
                SettingProblem(
                    message: "`\(shown)` is not a toggle setting",
                    expected: "toggle=on|off, such as `pass-through=on` (toggles: \(Toggles.ids.joined(separator: ", ")))",
                    suggestion: nil))
        }
        let (name, word) = (parts[0], parts[1])
        guard let id = ToggleID(rawValue: name) else {
            return .failure(
                SettingProblem(
                    message: "unknown toggle `\(TerminalText.visible(name))`", expected: "one of " + Toggles.ids.joined(separator: ", "),
                    suggestion: NearestName.find(name, in: Toggles.ids).map { "\($0)=\(word)" }))
        }
        let takesAuto = id.acceptsAuto
        if let value = value(of: word), value != nil || takesAuto {
            return .success(ToggleAssignment(id: id, value: value))
        }
        let options = takesAuto ? ["on", "off", "auto"] : ["on", "off"]
        return .failure(
            SettingProblem(
                message: "`\(TerminalText.visible(word))` is not a setting for `\(id)`",
                expected: options.map { "`\($0)`" }.joined(separator: ", "),
                suggestion: NearestName.find(word.lowercased(), in: options).map { "\(id)=\($0)" }))
    }
}

extension Toggles {
    public mutating func apply(_ assignment: ToggleAssignment) { set(assignment.id, assignment.value) }
}
