import Foundation
import NavSandboxCore

/// The guards the binary ships, as guard files read by the same loader as a
/// user's: the built-in strategies (docs/guards/*.yaml, ours, from the seed
/// articles) and the library guards (docs/guards/library/*.yaml, from the
/// libraries' sources). Their texts are generated into
/// BundledGuardSources.swift (BundledGuardTests keeps it equal to the files);
/// each is parsed the first time a run resolves it, so a run under `none`
/// parses none.
public enum BundledGuards {
    /// The built-in strategies, in the order `list strategies`, `compare` and
    /// the sandbox's Tab show them (after `none`). Their names are a
    /// contract: scripts and the command line name them.
    public static let builtInNames = ["delay", "appear-flag", "switching-flag", "block-all", "window-lock", "coordinated"]

    public static let builtInFolder = "docs/guards"

    /// A shipped guard file's path in the package.
    public static func path(of name: String) -> String {
        builtInNames.contains(name) ? builtInFolder + "/" + name + ".yaml" : LibraryGuards.folder + "/" + name + ".yaml"
    }

    /// Whether `text` is a built-in's file as the binary ships it, read
    /// from anywhere (`check docs/guards/delay.yaml`, `--guard` of it): it
    /// keeps the built-in's name.
    public static func isShipped(_ text: String) -> Bool {
        builtInNames.contains { Self.text(of: $0) == text }
    }

    /// A shipped guard file's text, as shipped.
    public static func text(of name: String) -> String? { sources[path(of: name)] }

    /// Every shipped guard: `none`, the built-ins, then the library's.
    public static let registry: StrategyRegistry = {
        var registry = StrategyRegistry()
        for name in builtInNames {
            registry.addBundled(name, summary: summaries[name] ?? "", kind: .builtIn) { definition(named: name) }
        }
        for name in LibraryGuards.names {
            registry.addBundled(name, summary: summaries[name] ?? "", kind: .library) { definition(named: name) }
        }
        return registry
    }()

    /// The shipped guards and the files a run loaded: a loaded file of a
    /// library guard's name replaces it in its place.
    public static func registry(with files: [GuardDefinition]) -> StrategyRegistry {
        registry.adding(files)
    }

    /// A shipped guard, parsed once. A test keeps every one loading without
    /// a problem, so none is ever missing.
    public static func definition(named name: String) -> GuardDefinition? {
        cache.definition(named: name)
    }

    /// A shipped guard's flags by name, from the generated table: what the
    /// script vocabulary needs, without parsing the files at every start.
    public static func flagNames(of name: String) -> [String] { flagNames[name] ?? [] }

    private static let cache = ParsedGuards()

    /// The shipped guards parsed so far. Several explore workers may resolve
    /// one at once: the lock makes each parse once.
    private final class ParsedGuards: @unchecked Sendable {
        private let lock = NSLock()
        private var parsed: [String: GuardDefinition] = [:]

        func definition(named name: String) -> GuardDefinition? {
            lock.lock()
            defer { lock.unlock() }
            if let done = parsed[name] { return done }
            guard let text = BundledGuards.text(of: name),
                let definition = try? GuardFileLoader.loadWithWarnings(text, file: BundledGuards.path(of: name), shipped: true).get().definition
            else { return nil }
            parsed[name] = definition
            return definition
        }
    }
}
