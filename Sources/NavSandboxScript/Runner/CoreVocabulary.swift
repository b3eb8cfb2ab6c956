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

    /// The library's guards (LibraryGuards) are strategies every script may
    /// name, and their flags flags it may read.
    private static func navSandbox(for app: AppDescription, guards: [String], guardFlags: [String]) -> ScriptVocabulary {
        var flags = World.allFlagNames
        let library = LibraryGuards.definitions
        let libraryFlags = library.flatMap { guardFile in guardFile.flags.flatMap { [$0.name, guardFile.name + "/" + $0.name] } }
        for name in libraryFlags + guardFlags where !flags.contains(name) { flags.append(name) }
        var strategies = StrategyID.builtIns
        for id in library.map(\.strategyID) + guards.map(StrategyID.init(checked:)) where !strategies.contains(id) {
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
            isDemoApp: app == AppDescription.demo
        )
    }
}
