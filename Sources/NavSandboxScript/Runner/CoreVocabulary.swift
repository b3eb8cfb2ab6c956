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
        navSandbox(for: app, guards: guards, guardFlags: [])
    }

    /// With the guard files loaded with the script: their names are
    /// strategies, and their flags (declared under the file's own names)
    /// are flags an `expect flag` line may read.
    public static func navSandbox(for app: AppDescription, guardFiles: [GuardDefinition]) -> ScriptVocabulary {
        navSandbox(
            for: app, guards: guardFiles.map(\.name),
            guardFlags: guardFiles.flatMap { file in file.flags.flatMap { [$0.name, file.name + "/" + $0.name] } })
    }

    /// The shipped guards (BundledGuards) are strategies every script may
    /// name, and their flags flags it may read.
    private static func navSandbox(for app: AppDescription, guards: [String], guardFlags: [String]) -> ScriptVocabulary {
        var flags = World.universalFlagNames
        // The shipped guards' names and flags from their table: parsing the
        // files here would cost every run a tenth of a short script's time.
        let shippedFlags = BundledGuards.registry.entries.flatMap { entry in
            BundledGuards.flagNames(of: entry.name).flatMap { [$0, entry.name + "/" + $0] }
        }
        for name in shippedFlags + guardFlags where !flags.contains(name) { flags.append(name) }
        var strategies = BundledGuards.registry.ids
        for id in guards.map(StrategyID.init(checked:)) where !strategies.contains(id) {
            strategies.append(id)
        }
        return ScriptVocabulary(
            strategies: strategies,
            profiles: Profile.allCases.map(\.rawValue),
            toggles: Toggles.ids,
            screens: app.loadCostNames,
            labels: app.labels,
            violations: ViolationID.allCases,
            flags: flags,
            retiredViolations: ViolationID.retired,
            isDemoApp: app == AppDescription.demo,
            tabs: app.tabs.map(\.title)
        )
    }
}
