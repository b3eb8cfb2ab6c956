extension Profile {
    /// `ios17`, and the spellings people type for it: `iOS 17`, `17`, `ios-17`.
    public static func parse(_ text: String) -> Result<Profile, SettingProblem> {
        let compact = text.lowercased().filter { $0.isLetter || $0.isNumber }
        if let profile = Profile(rawValue: compact) ?? Profile(rawValue: "ios" + compact) { return .success(profile) }
        let ids = allCases.map(\.rawValue)
        return .failure(
            SettingProblem(
                message: "unknown profile `\(TerminalText.visible(text))`", expected: "one of " + ids.joined(separator: ", "),
                suggestion: NearestName.find(text, in: ids)))
    }
}
