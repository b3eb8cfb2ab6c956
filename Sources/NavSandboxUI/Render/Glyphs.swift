import NavSandboxCore

/// The characters the renderer draws with. UTF-8 terminals get box drawing
/// and symbols; others get plain ASCII, and every string from the core is
/// transliterated so the grid never holds a character the terminal cannot
/// show (the adapter would print `?`).
public struct Glyphs: Hashable, Sendable {
    public let isUnicode: Bool

    public static let unicode = Glyphs(isUnicode: true)
    public static let ascii = Glyphs(isUnicode: false)

    var horizontal: Character { isUnicode ? "─" : "-" }
    var vertical: Character { isUnicode ? "│" : "|" }
    var topLeft: Character { isUnicode ? "┌" : "+" }
    var topRight: Character { isUnicode ? "┐" : "+" }
    var bottomLeft: Character { isUnicode ? "└" : "+" }
    var bottomRight: Character { isUnicode ? "┘" : "+" }
    var cardTopLeft: Character { isUnicode ? "╭" : "." }
    var cardTopRight: Character { isUnicode ? "╮" : "." }
    var grabber: Character { isUnicode ? "━" : "=" }
    /// The `dots` and `hatch` backgrounds' fill.
    var dots: Character { isUnicode ? "·" : "." }
    var hatch: Character { isUnicode ? "╱" : "/" }
    var raised: Character { isUnicode ? "●" : "*" }
    var clear: Character { isUnicode ? "○" : "o" }
    var bar: Character { isUnicode ? "█" : "#" }
    var tap: Character { isUnicode ? "▲" : "^" }
    var drop: Character { isUnicode ? "✗" : "x" }
    var queued: Character { isUnicode ? "◆" : "q" }
    var chevron: Character { isUnicode ? "›" : ">" }
    /// Marks the violations strip; `!` in both sets, since the warning sign
    /// is drawn two columns wide by some terminals.
    var warning: Character { "!" }
    var edgeShadow: Character { isUnicode ? "▏" : "|" }
    var markerRight: Character { isUnicode ? "▸" : ">" }
    var markerDown: Character { isUnicode ? "▾" : "v" }
    var battery: String { isUnicode ? "▮▮▮" : "###" }
    var separator: String { isUnicode ? " ▸ " : " > " }
    var dot: String { isUnicode ? " · " : " - " }
    var running: String { isUnicode ? "▶ running" : "> running" }
    var paused: String { isUnicode ? "‖ paused" : "|| paused" }
    var rewound: String { isUnicode ? "◀ rewound" : "<< rewound" }
    var recording: String { isUnicode ? "● REC" : "* REC" }
    var spinner: [Character] { isUnicode ? Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏") : Array("|/-\\") }

    /// `s` as this glyph set can show it. Every string a widget draws passes
    /// here, so this is where text from an app file or a script has its
    /// control and bidi characters made visible (`\u{1B}`) before the grid,
    /// and with it ncurses, an asciicast or a screenshot, can hold them.
    public func text(_ s: String) -> String {
        let s = TerminalText.visible(s)
        guard !isUnicode else { return Glyphs.narrow(s) }
        var out = ""
        out.reserveCapacity(s.count)
        for character in s {
            if character.isASCII {
                out.append(character)
            } else {
                out += Glyphs.asciiReplacements[character] ?? "?"
            }
        }
        return out
    }

    /// The grid holds one column per character: anything that a terminal may
    /// draw two columns wide (emoji, CJK) becomes `?`. The core and the demo
    /// app use none today; this keeps a future label from breaking a frame.
    static func narrow(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { isWide($0) }) else { return s }
        return String(s.map { character in character.unicodeScalars.contains(where: isWide) ? "?" : character })
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
            || v == 0x23F8 || v == 0x23EF
    }

    static let asciiReplacements: [Character: String] = [
        "‹": "<", "›": ">", "▸": ">", "▶": ">", "◀": "<", "▾": "v", "…": "...", "→": "->", "←": "<-", "↑": "^",
        "↓": "v", "—": "--", "–": "-", "×": "x", "●": "*", "○": "o", "▮": "#", "█": "#", "░": ".", "▲": "^",
        "✗": "x", "✓": "v", "◆": "q", "⇥": "Tab", "⇧": "Shift-", "⏎": "Enter", "½": "1/2", "¼": "1/4", "⅒": "1/10",
        "’": "'", "‘": "'", "“": "\"", "”": "\"", "•": "*", "·": "-", "─": "-", "│": "|", "━": "=", "⌖": "+",
        "≠": "!=", "‖": "||", "é": "e", "è": "e", "ö": "o", "ü": "u", "ä": "a", "⠋": "|",
    ]
}
