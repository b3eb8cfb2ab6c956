/// A strategy as a run names it: one id (a built-in strategy's or a loaded
/// guard file's), or several joined by `+` to stack them
/// (`GuardStack`). The one rule the command line and the sandbox
/// check names by; scripts check each member where it is written.
public enum StrategyName {
    /// Nil when `text` names strategies among `known`, each once; otherwise
    /// what is wrong with the first member that is, and the nearest name.
    public static func check(_ text: String, among known: [String]) -> SettingProblem? {
        let members = GuardStack.memberIDs(of: text)
        var seen: [String] = []
        for member in members {
            if member.isEmpty {
                return SettingProblem(
                    message: "an empty member in the strategy `\(TerminalText.visible(text))`",
                    expected: "strategies joined by `+`, such as `delay+my-guard`", suggestion: nil)
            }
            if seen.contains(member) {
                return SettingProblem(
                    message: "`\(TerminalText.visible(member))` is stacked twice in `\(TerminalText.visible(text))`",
                    expected: "each strategy once in a stack", suggestion: nil)
            }
            seen.append(member)
            if !known.contains(member) {
                let stacked = members.count > 1 ? " in the stack `\(TerminalText.visible(text))`" : ""
                return SettingProblem(
                    message: "unknown strategy `\(TerminalText.visible(member))`\(stacked)",
                    expected: "one of " + known.joined(separator: ", ") + ", or several joined by `+`",
                    suggestion: NearestName.find(member, in: known))
            }
        }
        return nil
    }

    /// Strategies named one after another (`--strategy a --strategy b`,
    /// the guard files loaded) as the one stack they make.
    public static func stacking(_ names: [String]) -> String? {
        names.isEmpty ? nil : names.joined(separator: String(GuardStack.separator))
    }

    /// The same strategy with one member renamed (a guard file saved under
    /// a new `guard:` name): `a+old` becomes `a+new`.
    public static func renaming(_ id: String, from old: String, to new: String) -> String {
        GuardStack.memberIDs(of: id).map { $0 == old ? new : $0 }.joined(separator: String(GuardStack.separator))
    }
}
