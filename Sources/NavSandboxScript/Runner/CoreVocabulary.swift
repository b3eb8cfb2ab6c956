import NavSandboxCore

extension ScriptVocabulary {
    /// The names scripts may use, taken from the core: strategies, profiles,
    /// toggles, screens with a load cost, the demo's labels, violation ids and
    /// every flag any strategy publishes. Adding one to the core adds it here.
    public static let navSandbox = ScriptVocabulary(
        strategies: StrategyCatalog.ids,
        profiles: Profile.allCases.map(\.rawValue),
        toggles: Toggles.ids,
        screens: LoadCosts.screens,
        labels: DemoApp.labels,
        violations: ViolationID.allCases.map(\.rawValue),
        flags: World.allFlagNames,
        retiredViolations: ViolationID.retired
    )
}
