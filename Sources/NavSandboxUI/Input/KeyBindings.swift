import NavSandboxCore

/// The key table: every binding of the front end, once. Each row says which
/// keys it takes, in which input modes, what they do (the intents), and how
/// the help overlay, docs/keys.md, the hint bar and the command palette
/// present it. The input map dispatches from the rows; the help overlay,
/// the hint bar and the palette read them; docs/keys.md is generated from
/// them (`KeysDocument`). The rows themselves live in the `KeyBindings+…`
/// files, one per screen the keys belong to.
public enum KeyBindings {
    /// Which keys a row takes.
    public enum KeyPattern: Sendable {
        case key(Key)
        /// A key handed to a control on screen (`controlKeys`).
        case controlKey
        /// Any printable character: text typed into a query or a search.
        case anyCharacter
        /// Any key at all: the key that completes a pending `!` or `&`.
        case anyKey

        func matches(_ key: Key) -> Bool {
            switch (self, key) {
            case (.key(let own), _): own == key
            case (.controlKey, .character(let character)): KeyBindings.controlKeys.contains(character)
            case (.anyCharacter, .character): true
            case (.anyKey, _): true
            default: false
            }
        }
    }

    /// A state of the front end in which a row applies over the others of
    /// its mode: a row with a condition that holds is tried before the rows
    /// without one, so `↑` selects in the open view tree rather than moving
    /// the crosshair.
    public enum Condition: Sendable {
        case viewTreeOpen
        case paused
        /// A script plays (or has finished) and Tab / `p` replay it under
        /// another strategy or profile instead of switching the live world.
        case scriptReplaysOnSwitch

        func holds(in model: AppModel) -> Bool {
            switch self {
            case .viewTreeOpen: model.ui.viewTree != nil
            case .paused: model.ui.isPaused
            case .scriptReplaysOnSwitch: model.ui.script?.rerunsOnSwitch == true
            }
        }
    }

    /// One item of the hint bar: shown in `context`, ordered by `rank`
    /// (lower first: the narrowest terminals keep the first ones; the last
    /// two items always show). Its text may depend on the model, and nil
    /// hides it.
    public struct Hint: Sendable {
        public var context: HintContext
        public var rank: Int
        public var keys: String
        var text: @Sendable (AppModel) -> String?

        static func hint(_ context: HintContext, _ rank: Int, _ keys: String, _ text: String) -> Hint {
            Hint(context: context, rank: rank, keys: keys, text: { _ in text })
        }

        static func hint(_ context: HintContext, _ rank: Int, _ keys: String, text: @escaping @Sendable (AppModel) -> String?) -> Hint {
            Hint(context: context, rank: rank, keys: keys, text: text)
        }
    }

    /// One binding: a row of the help overlay and of docs/keys.md.
    public struct Row: Sendable {
        /// The keys as the help and docs/keys.md write them.
        public var keys: String
        /// What the help overlay says the keys do.
        public var action: String
        /// What docs/keys.md says (markdown), at more length than the help.
        public var docs: String
        /// The input modes the row's keys work in.
        public var modes: [InputMode]
        public var when: Condition?
        /// The keys dispatched to `run`; empty for rows only described
        /// (mouse gestures, Ctrl-Z, which the terminal handles).
        public var matches: [KeyPattern]
        /// What the command palette offers for this row: one entry per key
        /// the row stands for. Empty for rows that are mouse-only, or whose
        /// meaning needs a mode the palette cannot be in (the tree's arrows,
        /// rewind's arrows while running move the crosshair instead).
        public var commands: [Command]
        public var hints: [Hint]
        /// False for rows docs/keys.md lists but the overlay leaves out.
        public var showsInHelp: Bool
        /// The intents for a key the row matches; nil passes the key on to
        /// the next row (a lesson's 1-9 with no question open taps controls).
        var run: @Sendable (Key, AppModel) -> [Intent]?

        init(
            _ keys: String, _ action: String, docs: String? = nil, modes: [InputMode] = [.sandbox], when: Condition? = nil,
            matches: [KeyPattern] = [], commands: [Command] = [], hints: [Hint] = [], showsInHelp: Bool = true,
            run: @escaping @Sendable (Key, AppModel) -> [Intent]? = { _, _ in nil }
        ) {
            self.keys = keys
            self.action = action
            self.docs = docs ?? action
            self.modes = modes
            self.when = when
            self.matches = matches
            self.commands = commands
            self.hints = hints
            self.showsInHelp = showsInHelp
            self.run = run
        }

        func matches(_ key: Key) -> Bool {
            matches.contains { $0.matches(key) }
        }
    }

    /// One palette entry of a row: running it feeds `key` through the input
    /// map, exactly as if it were pressed, so the palette can never drift
    /// from what the key does.
    public struct Command: Hashable, Sendable {
        public var title: String
        public var key: Key
        /// The `Toggles` id this key flips: the palette shows its value now
        /// and the value choosing it sets.
        public var toggle: ToggleID?

        public init(_ title: String, _ key: Key, toggle: ToggleID? = nil) {
            self.title = title
            self.key = key
            self.toggle = toggle
        }

        init(_ title: String, _ character: Character, toggle: ToggleID? = nil) {
            self.init(title, .character(character), toggle: toggle)
        }
    }

    public struct Section: Sendable {
        /// The title in the help overlay.
        public var title: String
        /// The heading in docs/keys.md (`## The world`, `### The log view`).
        public var heading: String
        /// Markdown before and after the section's table in docs/keys.md.
        public var intro: String
        public var outro: String
        public var rows: [Row]

        init(_ title: String, heading: String? = nil, intro: String = "", outro: String = "", rows: [Row]) {
            self.title = title
            self.heading = heading ?? "## \(title)"
            self.intro = intro
            self.outro = outro
            self.rows = rows
        }
    }

    /// The whole table, in the order docs/keys.md lists it.
    public static let table: [Section] = sandboxSections + overlaySections

    /// What the help overlay shows: the main screen's keys (the overlays
    /// say their own keys in the hint bar).
    public static let sections: [Section] = sandboxSections.map { section in
        var section = section
        section.rows = section.rows.filter(\.showsInHelp)
        return section
    }

    static let rows: [Row] = table.flatMap(\.rows)

    /// The rows a key is looked up in for `mode`, each group in table
    /// order: those with a condition first, then those that name their
    /// keys, then those that take any key (so `q` quits rather than
    /// completing a pending `!`).
    static func dispatchOrder(for mode: InputMode) -> [Row] {
        func group(_ row: Row) -> Int {
            if row.when != nil { return 0 }
            return row.matches.contains { if case .key = $0 { false } else if case .controlKey = $0 { false } else { true } } ? 2 : 1
        }
        let own = rows.filter { $0.modes.contains(mode) && !$0.matches.isEmpty }
        return (0...2).flatMap { level in own.filter { group($0) == level } }
    }

    /// Keys with a fixed meaning on the main screen. A control never gets
    /// one of these, so a key press is never ambiguous. (An array:
    /// `contains` over 40 keys is cheap, and the first `Set<Character>` of a
    /// run costs a scan of every protocol conformance in the binary before
    /// the first frame.)
    public static let reserved: [Character] = {
        var keys: [Character] = []
        for row in rows where row.modes.contains(.sandbox) {
            for case .key(.character(let character)) in row.matches where !keys.contains(character) {
                keys.append(character)
            }
        }
        return keys
    }()

    /// Keys handed to the controls on screen, in order: 1-9, then the letters
    /// that are not reserved.
    public static let controlKeys: [Character] =
        Array("123456789") + Array("abcdefghijklmnopqrstuvwxyz").filter { !reserved.contains($0) }

    /// The hint bar's items for the model as it is now.
    static func hints(for model: AppModel) -> [(String, String)] {
        let context = HintContext(model)
        let hints = rows.flatMap(\.hints).filter { $0.context == context }
        // A stable sort: equal ranks keep the table's order.
        let ranked = hints.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
        return ranked.compactMap { hint in hint.text(model).map { (hint.keys, $0) } }
    }

    /// The two-line primer at the bottom of the help overlay.
    public static let primer = [
        "Hit-testing: UIWindow asks its subviews front to back; hidden, disabled, transparent views and points outside are skipped. It uses MODEL frames, not where an animation draws.",
        "Responder chain: the hit view handles the touch or passes it up — superview, its view controller, … UIWindow, UIApplication, the app delegate. Nil-targeted actions travel the same road.",
    ]

    /// The keys of a string, one character each.
    static func characters(_ text: String) -> [KeyPattern] {
        text.map { .key(.character($0)) }
    }
}
