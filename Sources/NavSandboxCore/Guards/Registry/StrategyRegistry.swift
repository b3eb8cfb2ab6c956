/// Every strategy a run can name, in the order `list strategies`, `compare`,
/// `explore --strategy all`, the sandbox's Tab and its palette show them:
/// `none`, the built-in guards, the library's, then the guard files the run
/// loaded. The one list of strategies; ids are checked against it and
/// resolved from it (`parse`, `resolve`).
///
/// The built-in and library guards ship in the binary as guard files, read
/// by NavSandboxApps (`BundledGuards`) the first time a run resolves one, so
/// a run that names none of them parses none.
public struct StrategyRegistry: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// Ours, from the seed articles (docs/guards/*.yaml).
            case builtIn = "built-in"
            /// A library's, from its source (docs/guards/library/*.yaml).
            case library
            /// A file the user loaded.
            case file
        }

        public let name: String
        public let summary: String
        public let kind: Kind
        let body: Body

        /// A guard in hand, or one shipped in the binary and read when first
        /// resolved (equal by name: the binary ships one text per name).
        enum Body: Hashable, Sendable {
            case loaded(GuardDefinition)
            case bundled(BundledGuard)
        }

        public var definition: GuardDefinition? {
            switch body {
            case .loaded(let definition): definition
            case .bundled(let shipped): shipped.read()
            }
        }
    }

    /// A guard shipped in the binary: its text is read when a run first
    /// resolves it.
    public struct BundledGuard: Hashable, Sendable {
        public let name: String
        let read: @Sendable () -> GuardDefinition?

        public init(name: String, read: @escaping @Sendable () -> GuardDefinition?) {
            self.name = name
            self.read = read
        }

        public static func == (a: BundledGuard, b: BundledGuard) -> Bool { a.name == b.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The guards, in order (`none` is not one: it is no guard).
    public private(set) var entries: [Entry] = []

    /// Knows only `none`.
    public init() {}

    /// Adds a shipped guard (built-in or library) by name and summary.
    public mutating func addBundled(_ name: String, summary: String, kind: Entry.Kind, read: @escaping @Sendable () -> GuardDefinition?) {
        entries.removeAll { $0.name == name }
        entries.append(Entry(name: name, summary: summary, kind: kind, body: .bundled(BundledGuard(name: name, read: read))))
    }

    /// Adds a loaded guard file. One of a library guard's name replaces it
    /// in its place (edit a copy of one and load it); any other goes last,
    /// replacing an earlier file of its name.
    public mutating func add(_ definition: GuardDefinition) {
        let entry = Entry(name: definition.name, summary: definition.summary, kind: .file, body: .loaded(definition))
        if let index = entries.firstIndex(where: { $0.name == definition.name }) {
            if entries[index].kind == .library {
                entries[index] = entry
                return
            }
            entries.remove(at: index)
        }
        entries.append(entry)
    }

    /// A file reloaded, perhaps under a new name: it takes the old one's
    /// place.
    public mutating func replace(_ old: String, with definition: GuardDefinition) {
        if old != definition.name, let index = entries.firstIndex(where: { $0.name == old && $0.kind == .file }) {
            entries[index] = Entry(name: definition.name, summary: definition.summary, kind: .file, body: .loaded(definition))
            entries.removeAll { $0.name == definition.name && $0.kind != .file }
            return
        }
        add(definition)
    }

    /// The same registry with these files loaded.
    public func adding(_ definitions: [GuardDefinition]) -> StrategyRegistry {
        var registry = self
        for definition in definitions { registry.add(definition) }
        return registry
    }

    /// Every id, `none` first.
    public var ids: [StrategyID] { [.none] + entries.map { StrategyID(checked: $0.name) } }
    public var names: [String] { [StrategyID.none.rawValue] + entries.map(\.name) }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The loaded files, in the order loaded.
    public var files: [GuardDefinition] {
        entries.compactMap { entry in
            if case .loaded(let definition) = entry.body, entry.kind == .file { definition } else { nil }
        }
    }

    /// One line on what a strategy (or a stack) does.
    public func summary(of id: StrategyID) -> String? {
        if id == .none { return Strategy.noneSummary }
        let members = id.members
        if members.count > 1 { return "stacked, asked in this order: " + members.map(\.rawValue).joined(separator: ", ") }
        return entry(named: id.rawValue)?.summary
    }

    /// Why `text` names no strategy here, or nil when it does: one id or
    /// several joined by `+`, each once.
    public func check(_ text: String) -> SettingProblem? {
        StrategyName.check(text, among: names)
    }

    /// `text` resolved: one id or a stack of them.
    public func parse(_ text: String) -> Result<Strategy, SettingProblem> {
        if let problem = check(text) { return .failure(problem) }
        guard let strategy = resolve(StrategyID(checked: text)) else {
            return .failure(
                SettingProblem(message: "the guard `\(TerminalText.visible(text))` did not load", expected: "a guard that loads", suggestion: nil))
        }
        return .success(strategy)
    }

    /// The strategy an id names, its guards loaded: one, or a stack of them
    /// (each member once); nil for an id this registry does not know.
    /// `none` in a stack adds nothing.
    public func resolve(_ id: StrategyID) -> Strategy? {
        if id == .none { return Strategy.none }
        let ids = id.members.map(\.rawValue)
        guard Set(ids).count == ids.count else { return nil }
        // One flat stack: a file that includes others brings its members in
        // place (a stack inside a stack would lose where `super` goes on).
        var members: [GuardDefinition] = []
        var names: Set<String> = []
        for name in ids where name != StrategyID.none.rawValue {
            guard let definition = entry(named: name)?.definition else { return nil }
            for member in definition.stackMembers where names.insert(member.name).inserted {
                members.append(member)
            }
        }
        return Strategy(id: id, members: members)
    }
}
