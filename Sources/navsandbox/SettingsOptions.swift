import Foundation
import ArgumentParser
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxTerminal

/// `--app`, `--strategy`, `--profile` and `--set`, parsed once into the core's types
/// and shared by every command, so a value accepted by one is accepted by all
/// (and refused by all with the same message, exit 64).
struct SettingsOptions: ParsableArguments {
    @Option(
        name: .customLong("app"),
        help: ArgumentHelp(
            "An app description to run instead of the built-in demo (YAML, see docs/apps.md), or a bundled app's name (navsandbox list examples).", valueName: "file"),
        completion: CompletionCandidates.namesAndFiles(.app, extensions: ["yaml", "yml"]),
        transform: { try ExampleNames.resolve($0, as: .app) })
    var appPath: String?

    @Option(
        name: .customLong("strategy"),
        help: ArgumentHelp(
            "Guard strategy (\(BundledGuards.registry.names.joined(separator: ", ")), or a --guard file's name); over a script's `strategy` line. Repeated, or joined by `+`, they stack in the order given. compare and explore take it as one more strategy; `all` with explore.",
            valueName: "strategy"),
        completion: CompletionCandidates.strategies,
        transform: { $0 == "all" ? .all : .one($0) })
    var strategyChoices: [Choice<String>] = []
    @Option(
        name: .customLong("profile"),
        help: ArgumentHelp(
            "UIKit profile (\(Profile.allCases.map(\.rawValue).joined(separator: ", "))); over a script's `profile` line. explore searches several: repeated or comma-separated (`ios7,ios17`), or `all`.",
            valueName: "profile"),
        completion: CompletionCandidates.profiles,
        transform: SettingsOptions.profiles)
    var profileChoices: [Choice<Profile>] = []

    /// One value, several (which only explore searches, each alone), or
    /// `all` (every one, also explore's).
    enum Choice<T> {
        case all
        case one(T)
        case several([T])
    }

    /// `ios7`, `ios7,ios17` or `all`, each profile checked.
    static func profiles(_ text: String) throws -> Choice<Profile> {
        if text == "all" { return .all }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let profiles = try parts.map { try SettingsOptions.parsed(Profile.parse($0)) }
        return profiles.count == 1 ? .one(profiles[0]) : .several(profiles)
    }

    /// Every `--profile` together: `all` if any is, else the profiles named,
    /// in order, each once.
    var profileChoice: Choice<Profile>? {
        var named: [Profile] = []
        for choice in profileChoices {
            switch choice {
            case .all: return .all
            case .one(let profile): if !named.contains(profile) { named.append(profile) }
            case .several(let list): for profile in list where !named.contains(profile) { named.append(profile) }
            }
        }
        switch named.count {
        case 0: return nil
        case 1: return .one(named[0])
        default: return .several(named)
        }
    }

    /// `all`, or every `--strategy` stacked in the order given (not checked
    /// yet: a guard file's name is only known once the files are loaded).
    var strategyChoice: Choice<String>? {
        if strategyChoices.isEmpty { return nil }
        var names: [String] = []
        for choice in strategyChoices {
            switch choice {
            case .all: return .all
            case .one(let name): names.append(name)
            case .several(let list): names += list
            }
        }
        return StrategyName.stacking(names).map(Choice.one)
    }

    var strategy: String? { if case .one(let id) = strategyChoice { id } else { nil } }

    /// `--strategy` checked against the registry: the shipped guards and
    /// the ones loaded (the command line's and the script's). A bad one
    /// exits 64 with the nearest name, as it always did.
    func checkStrategy(guards: [GuardDefinition]) throws {
        guard let strategy else { return }
        if let problem = BundledGuards.registry(with: guards).check(strategy) {
            throw ValidationError(problem.description)
        }
    }
    var profile: Profile? { if case .one(let profile) = profileChoice { profile } else { nil } }

    /// Commands that run one world refuse `all` (exit 64), saying who takes it.
    func refuseAll(in command: String) throws {
        if strategyChoices.count > 1, strategyChoices.contains(where: { if case .all = $0 { true } else { false } }) {
            throw ValidationError("--strategy all searches each strategy alone; it does not stack with another --strategy")
        }
        if case .all = strategyChoice {
            throw ValidationError("--strategy all is for explore; \(command) runs one strategy (compare runs them all)")
        }
        if case .all = profileChoice {
            throw ValidationError("--profile all is for explore; \(command) runs one profile")
        }
        if case .several(let profiles) = profileChoice {
            throw ValidationError(
                "several profiles (\(profiles.map(\.rawValue).joined(separator: ", "))) are for explore; \(command) runs one profile")
        }
    }

    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp(
            "A guard strategy written as a file (YAML, see docs/guards/README.md) or a bundled guard's name; its `guard:` name is a strategy. Repeated, the guards stack in the order given: the strategy in force unless --strategy names another. compare adds each as a column, and their stack as one more.",
            valueName: "file"),
        completion: CompletionCandidates.namesAndFiles(.guard, extensions: ["yaml", "yml"]),
        transform: { try ExampleNames.resolve($0, as: .guard) })
    var guardPaths: [String] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Force a toggle (\(Toggles.ids.joined(separator: ", "))) on or off (\(ToggleID.allCases.filter(\.acceptsAuto).map(\.rawValue).joined(separator: " and ")) also auto). Repeatable.",
            valueName: "toggle=on|off"),
        completion: CompletionCandidates.toggles,
        transform: { try SettingsOptions.parsed(ToggleAssignment.parse($0)) })
    var toggles: [ToggleAssignment] = []

    /// A problem becomes ArgumentParser's validation error: exit 64, with
    /// our message and suggestion.
    static func parsed<T>(_ result: Result<T, SettingProblem>) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(let problem): throw ValidationError(problem.description)
        }
    }

    /// `--app`'s app, or the demo. A file that does not load is reported
    /// (file:line:col, what was expected) and exits 65 or 66; its warnings
    /// go to standard error and the run goes on.
    func loadApp() throws -> AppDescription {
        Self.printed(try loadAppWithWarnings()).app
    }

    /// The app a script runs on: `--app`, else the script's own `app` line
    /// (relative to the script's folder), else the demo.
    func loadApp(forScript script: String?) throws -> AppDescription {
        Self.printed(try loadAppWithWarnings(forScript: script)).app
    }

    /// A headless command says an app file's warnings at once and goes on.
    static func printed(_ loaded: LoadedApp) -> LoadedApp {
        if !loaded.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(loaded.warnings).description) }
        return loaded
    }

    func loadAppWithWarnings(forScript script: String?) throws -> LoadedApp {
        guard appPath == nil, let script, let appFile = Self.appLine(ofScript: script) else { return try loadAppWithWarnings() }
        var options = self
        options.appPath = appFile
        return try options.loadAppWithWarnings()
    }

    /// The script's `app` line, resolved against its folder; nil when it has
    /// none or cannot be read (the script's own load then says why).
    static func appLine(ofScript script: String) -> String? {
        // A pipe can be read once: its text is the script's, not ours to peek at.
        guard Self.isReadableOnce(script),
            let source = try? ScriptSource.load(path: script), let file = LoadedLesson.appLine(in: source.text, file: script)
        else { return nil }
        return Script.resolve(file, besideScript: script)
    }

    /// A regular file, or an example shipped in the binary: text that may
    /// be read twice (a pipe's may not).
    static func isReadableOnce(_ script: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: script)[.type] as? FileAttributeType) == .typeRegular
            || BundledExamples.isShippedOnly(script)
    }

    /// The script's `guard` lines' files, resolved against its folder;
    /// none when it cannot be read as a regular file.
    static func guardLines(ofScript script: String) -> [String] {
        guard Self.isReadableOnce(script),
            let source = try? ScriptSource.load(path: script)
        else { return [] }
        return Script.guardLines(in: source.text).map { Script.resolve($0.path, besideScript: script) }
    }

    /// The app and its warnings, not printed: the sandbox says them on
    /// screen and prints them once, after it quits (printed before as well,
    /// they came back twice when the alternate screen went away).
    func loadAppWithWarnings() throws -> LoadedApp {
        guard let appPath else { return LoadedApp(app: .demo, warnings: []) }
        switch AppDescription.load(path: appPath) {
        case .success(let loaded):
            return loaded
        case .failure(let problem):
            ConsoleOutput.printError(problem.description)
            throw ExitCode(problem.exitCode)
        }
    }

    /// The `--guard` files, loaded; a file that does not load is reported
    /// (file:line:col, what was expected) and exits 65 or 66. Two files of
    /// one name are refused: a name is how a run picks its strategy.
    func loadGuards() throws -> [GuardDefinition] {
        try Self.loadGuards(guardPaths)
    }

    static func loadGuards(_ guardPaths: [String]) throws -> [GuardDefinition] {
        var guards: [GuardDefinition] = []
        for path in guardPaths {
            switch GuardDefinition.loadWithWarnings(path: path) {
            case .success(let loaded):
                let definition = loaded.definition
                if !loaded.warnings.isEmpty { ConsoleOutput.printError(AppFileProblems(loaded.warnings).description) }
                if let other = guards.first(where: { $0.name == definition.name }) {
                    let here = definition.nameOrigin ?? path
                    let there = other.nameOrigin.map { " by \(TerminalText.visible($0))" } ?? ""
                    ConsoleOutput.printError(
                        "\(TerminalText.visible(here)): error: a guard named `\(definition.name)` is already loaded\(there); give each guard file its own `guard:` name")
                    throw ExitCode(ScriptExitCode.dataError)
                }
                guards.append(definition)
            case .failure(let problem):
                ConsoleOutput.printError(problem.description)
                throw ExitCode(problem.exitCode)
            }
        }
        return guards
    }

    /// A script with its guard files, `--strategy` checked against every
    /// guard it may name (exit 64 for one it cannot).
    func loadScript(_ path: String, app: AppDescription, guards: [GuardDefinition]) throws -> Script {
        let script = try ScriptFiles.load(path, app: app, guards: guards)
        try checkStrategy(guards: guards + script.guardFiles)
        return script
    }

    /// The files a command reads — the script (`role` says what it is to
    /// the user) and the app it runs on — which no output may be written onto.
    func inputs(script: String?, role: String) -> [OutputFileOpening.Input] {
        var inputs: [OutputFileOpening.Input] = []
        if let script { inputs.append(.init(script, role: role)) }
        if let app = appPath ?? script.flatMap(Self.appLine(ofScript:)) { inputs.append(.init(app, role: "the app it runs on")) }
        for path in guardPaths + (script.map(Self.guardLines(ofScript:)) ?? []) {
            inputs.append(.init(path, role: "a guard file it runs"))
        }
        return inputs
    }

    /// The strategy the settings put in force: `--strategy` (once
    /// `checkStrategy` has passed it), else the `--guard` files stacked in
    /// the order given; nil leaves the script's.
    func strategyInForce(guards: [GuardDefinition]) -> StrategyID? {
        strategy.map(StrategyID.init(checked:)) ?? StrategyID.stacking(guards.map(\.strategyID))
    }

    /// The settings as a script run's options.
    func runOptions(app: AppDescription, guards: [GuardDefinition] = []) -> ScriptRunOptions {
        var options = ScriptRunOptions(
            app: app, strategy: strategyInForce(guards: guards), profile: profile, toggles: toggles)
        options.guardFiles = guards
        return options
    }

    /// The settings over a configuration (the sandbox's launch).
    /// The strategy is resolved here, at the edge; `checkStrategy` has
    /// passed it (exit 64 otherwise). `scriptDecides`: a script runs, whose
    /// own guards may be the ones named; it is checked with them when it
    /// loads, and its run's world replaces this one.
    func apply(to configuration: inout Configuration, guards: [GuardDefinition] = [], scriptDecides: Bool = false) throws {
        configuration.strategies = BundledGuards.registry(with: guards)
        if let id = strategyInForce(guards: guards) {
            switch configuration.strategies.parse(id.rawValue) {
            case .success(let strategy): configuration.strategy = strategy
            case .failure(let problem): if !scriptDecides { throw ValidationError(problem.description) }
            }
        }
        if let profile { configuration.profile = profile }
        for toggle in toggles { configuration.toggles.apply(toggle) }
    }
}
