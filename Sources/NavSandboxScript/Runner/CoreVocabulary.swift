import NavSandboxApps
import NavSandboxCore

extension ScriptVocabulary {
    /// The names scripts for the demo app may use.
    public static let navSandbox = navSandbox(for: .demo)

    /// The names scripts may use, taken from the core and the app:
    /// strategies, profiles, toggles, the app's screens and labels, violation
    /// ids and every flag any strategy publishes. Adding one to the core adds it here.
    /// `guards` are the names of the guard files loaded with the script.
    public static func navSandbox(for app: AppDescription, guards: [String] = []) -> ScriptVocabulary {
        ScriptVocabulary(
            strategies: StrategyCatalog.ids + guards,
            profiles: Profile.allCases.map(\.rawValue),
            toggles: Toggles.ids,
            screens: app.loadCostNames,
            labels: app.labels,
            violations: ViolationID.allCases.map(\.rawValue),
            flags: World.allFlagNames,
            retiredViolations: ViolationID.retired
        )
    }
}
