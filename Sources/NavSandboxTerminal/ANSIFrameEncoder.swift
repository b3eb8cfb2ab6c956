import NavSandboxUI

/// Turns `CellGrid` frames into the bytes a VT100/xterm terminal needs to
/// show them, for recordings that any terminal player can replay.
///
/// The first frame (and any frame after a size change) is a full redraw; later
/// frames only rewrite the cells that changed, like ncurses does on screen,
/// which keeps recordings small when little moves.
public struct ANSIFrameEncoder: Sendable {
    /// When false, colours are left out (bold, dim, reverse, underline stay).
    public var includesColor: Bool
    private var previous: CellGrid?

    public init(includesColor: Bool = true) {
        self.includesColor = includesColor
    }

    /// Forgets the last frame, so the next one is drawn in full (after a
    /// resize the player's screen no longer matches it).
    public mutating func reset() {
        previous = nil
    }

    /// The escape sequences that turn the previous frame into `grid`.
    public mutating func encode(_ grid: CellGrid) -> String {
        defer { previous = grid }
        var output = ""
        // Every frame ends with attributes reset, so each starts from plain.
        var currentStyle = CellStyle.plain
        // Where the terminal's cursor is, when known, to skip needless moves.
        var cursor: (x: Int, y: Int)? = nil

        let fullRedraw = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
        if fullRedraw {
            // Reset attributes, hide the cursor, clear, home.
            output += "\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[H"
            cursor = (0, 0)
        }

        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if !fullRedraw, let previous, previous[x, y] == cell { continue }
                if cursor.map({ $0.x != x || $0.y != y }) ?? true {
                    output += "\u{1B}[\(y + 1);\(x + 1)H"
                }
                if currentStyle != cell.style {
                    output += selectGraphicRendition(cell.style)
                    currentStyle = cell.style
                }
                output.append(Self.printable(cell.text))
                // After the last column the cursor position is terminal-
                // dependent (pending wrap), so forget it.
                cursor = x + 1 < grid.width ? (x + 1, y) : nil
            }
        }
        if currentStyle != .plain {
            output += "\u{1B}[0m"
        }
        return output
    }

    /// `ESC [ 0 ; ... m` that sets exactly this style from a clean state.
    func selectGraphicRendition(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if includesColor {
            if let foreground = style.foreground { codes.append(Self.colorCode(foreground, background: false)) }
            if let background = style.background { codes.append(Self.colorCode(background, background: true)) }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    static func colorCode(_ color: TerminalColor, background: Bool) -> String {
        if case let .indexed(index, _) = color {
            return (background ? "48;5;" : "38;5;") + String(index)
        }
        let index = color.ansiIndex
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return String(base + index % 8)
    }

    /// Control characters would move the player's cursor; draw them as spaces.
    static func printable(_ character: Character) -> Character {
        guard let first = character.unicodeScalars.first else { return " " }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return " " }
        return character
    }
}
