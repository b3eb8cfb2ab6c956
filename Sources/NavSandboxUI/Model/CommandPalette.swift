import NavSandboxCore

/// `:` — the command palette's state: what the user typed and which match
/// is selected. The items are not stored: they are built from the model each
/// time (`PaletteItems`), so a toggle's value or a control's label is never
/// stale, and the input map and the widget rank the same list.
public struct CommandPalette: Hashable, Sendable {
    /// Characters typed past this are ignored, with one warning: no title is
    /// near this long, and every key re-ranks every item against the whole
    /// query (a 100 KB paste took ~70 s uncapped).
    public static let maximumQueryLength = 200

    public var query = ""
    /// Index into the current matches (clamped by Update).
    public var selection = 0
    /// Whether the query is full and the user has been told, so a long
    /// paste warns once, not once per character.
    public var warnedFull = false

    public init(query: String = "", selection: Int = 0) {
        self.query = query
        self.selection = selection
    }

    /// The items that match `query`, best first; equal scores keep the
    /// items' order, so the list never shuffles between frames.
    public static func matches(_ query: String, in items: [PaletteItem]) -> [PaletteMatch] {
        let scored = items.enumerated().compactMap { index, item in
            FuzzyMatch.match(query, in: item.title).map { (index, PaletteMatch(item: item, positions: $0.positions, score: $0.score)) }
        }
        return scored.sorted { $0.1.score != $1.1.score ? $0.1.score > $1.1.score : $0.0 < $1.0 }.map(\.1)
    }

    /// The matches for the palette as the model has it now.
    public static func matches(for model: AppModel) -> [PaletteMatch] {
        matches(model.ui.palette?.query ?? "", in: PaletteItems.items(for: model))
    }
}

/// One thing the palette can run.
public struct PaletteItem: Equatable, Sendable {
    /// What happens when it runs.
    public enum Run: Equatable, Sendable {
        /// Fed through `InputMap.intents` as if pressed (with the palette
        /// closed): a row of the key table.
        case key(Key)
        /// Intents applied as they are: an item no single key stands for
        /// (a strategy by name, a tap on a control).
        case intents([Intent])
        /// A side effect for the app loop alone (a script or an app to open).
        case effect(Effect)
    }

    public var title: String
    /// A few words on what it does or what it is now; dim, after the title.
    public var detail: String
    /// The key that does the same outside the palette, as the hint bar
    /// writes it; nil when there is none.
    public var key: String?
    public var run: Run

    public init(title: String, detail: String, key: String?, run: Run) {
        self.title = title
        self.detail = detail
        self.key = key
        self.run = run
    }
}

public struct PaletteMatch: Equatable, Sendable {
    public var item: PaletteItem
    /// Offsets into the title that matched the query: highlighted.
    public var positions: [Int]
    public var score: Int
}
