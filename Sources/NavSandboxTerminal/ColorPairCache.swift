import CNavSandboxCurses

/// ncurses draws colour through numbered (foreground, background) pairs that
/// must be registered with init_pair before use. The renderer only ever uses
/// a handful of combinations, so pairs are allocated lazily on first use and
/// remembered, instead of pre-registering 256×256 of them.
struct ColorPairCache {
    private struct Key: Equatable {
        var foreground: Int32
        var background: Int32
    }

    /// -1 means "the terminal's own default" when use_default_colors worked;
    /// otherwise ncurses needs real colours and we use white on black.
    private let defaultForeground: Int32
    private let defaultBackground: Int32
    private let capacity: Int32
    private var nextPair: Int32 = 1
    /// Registered pairs; pair number `i + 1` is `pairs[i]`. Searched in
    /// order: only a handful exist, and it runs once per new style.
    private var pairs: [Key] = []

    init(capacity: Int32, terminalDefaultsAvailable: Bool) {
        self.capacity = capacity
        defaultForeground = terminalDefaultsAvailable ? -1 : 7
        defaultBackground = terminalDefaultsAvailable ? -1 : 0
    }

    /// The pair number for these palette indices (nil = default colour).
    /// Returns 0 (the default pair) when both are default or pairs ran out,
    /// so text stays readable rather than failing.
    mutating func pair(foreground: Int32?, background: Int32?) -> Int32 {
        if foreground == nil && background == nil { return 0 }
        let key = Key(foreground: foreground ?? defaultForeground, background: background ?? defaultBackground)
        if let existing = pairs.firstIndex(of: key) { return Int32(existing) + 1 }
        guard nextPair < capacity else { return 0 }
        guard nsx_init_extended_pair(nextPair, key.foreground, key.background) == nsx_ok else { return 0 }
        pairs.append(key)
        nextPair += 1
        return nextPair - 1
    }
}
