import NavSandboxCore

/// A run of text with one style role: the unit widgets build lines from.
struct Span: Hashable, Sendable {
    var text: String
    var role: StyleRole

    init(_ text: String, _ role: StyleRole = .plain) {
        self.text = text
        self.role = role
    }
}

/// Drawing helpers every widget uses. All text goes through the theme's
/// glyphs so the ASCII fallback holds everywhere.
struct Painter {
    var grid: CellGrid
    let theme: Theme

    init(width: Int, height: Int, theme: Theme) {
        grid = CellGrid(width: width, height: height)
        self.theme = theme
    }

    var glyphs: Glyphs { theme.glyphs }

    /// Writes text clipped to `clip` (default: the whole grid); returns the
    /// column after the last character written.
    @discardableResult
    mutating func write(_ text: String, x: Int, y: Int, _ role: StyleRole = .plain, clip: Rect? = nil) -> Int {
        write(text, x: x, y: y, style: theme.style(role), clip: clip)
    }

    @discardableResult
    mutating func write(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect? = nil) -> Int {
        let clip = clip ?? Rect(x: 0, y: 0, width: grid.width, height: grid.height)
        guard y >= clip.y, y < clip.maxY else { return x + text.count }
        var column = x
        for character in glyphs.text(text) {
            if column >= clip.maxX { break }
            if column >= clip.x { grid[column, y] = Cell(character, style: style) }
            column += 1
        }
        return column
    }

    /// Writes spans one after another; returns the column after the last.
    @discardableResult
    mutating func write(_ spans: [Span], x: Int, y: Int, clip: Rect? = nil) -> Int {
        var column = x
        for span in spans { column = write(span.text, x: column, y: y, span.role, clip: clip) }
        return column
    }

    mutating func put(_ character: Character, x: Int, y: Int, _ role: StyleRole) {
        grid[x, y] = Cell(Character(glyphs.text(String(character))), style: theme.style(role))
    }

    mutating func fill(_ rect: Rect, _ role: StyleRole, character: Character = " ") {
        grid.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, with: Cell(character, style: theme.style(role)))
    }

    mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        for y in rect.y..<max(rect.y, rect.maxY) {
            grid.restyle(x: rect.x, y: y, width: rect.width, change)
        }
    }

    mutating func box(_ rect: Rect, _ role: StyleRole, topAndBottom: Bool = true) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let style = theme.style(role)
        let top = rect.y
        let bottom = rect.maxY - 1
        for y in rect.y..<rect.maxY {
            grid[rect.x, y] = Cell(glyphs.vertical, style: style)
            grid[rect.maxX - 1, y] = Cell(glyphs.vertical, style: style)
        }
        guard topAndBottom, rect.height >= 2 else { return }
        for x in rect.x..<rect.maxX {
            grid[x, top] = Cell(glyphs.horizontal, style: style)
            grid[x, bottom] = Cell(glyphs.horizontal, style: style)
        }
        grid[rect.x, top] = Cell(glyphs.topLeft, style: style)
        grid[rect.maxX - 1, top] = Cell(glyphs.topRight, style: style)
        grid[rect.x, bottom] = Cell(glyphs.bottomLeft, style: style)
        grid[rect.maxX - 1, bottom] = Cell(glyphs.bottomRight, style: style)
    }

    /// A pane's title row: `LOCKS  block-all`. A note too long for the row
    /// ends in "…", so a cut one never reads as whole.
    mutating func title(_ title: String, note: String = "", in rect: Rect) {
        let end = write(title, x: rect.x, y: rect.y, .paneTitle, clip: rect)
        if !note.isEmpty { write(TextFlow.truncate("  " + note, rect.maxX - end), x: end, y: rect.y, .paneNote, clip: rect) }
    }
}

/// Word wrapping for styled text. Continuation lines are indented so a
/// wrapped walk or chain reads as one item.
enum TextFlow {
    static func wrap(_ spans: [Span], width: Int, indent: Int = 0) -> [[Span]] {
        guard width > indent + 1 else { return [spans] }
        var lines: [[(Character, StyleRole)]] = [[]]
        for span in spans {
            for character in span.text {
                lines[lines.count - 1].append((character, span.role))
                guard lines[lines.count - 1].count > width else { continue }
                var line = lines.removeLast()
                // Break after the last space that leaves something on the line.
                let floor = lines.isEmpty ? 0 : indent
                var carry: [(Character, StyleRole)] = []
                if let space = line.lastIndex(where: { $0.0 == " " }), space > floor {
                    carry = Array(line[(space + 1)...])
                    line.removeSubrange(space...)
                } else {
                    carry = [line.removeLast()]
                }
                lines.append(line)
                lines.append(Array(repeating: (" ", StyleRole.plain), count: indent) + carry)
            }
        }
        return lines.map { line in
            var spans: [Span] = []
            for (character, role) in line {
                if let last = spans.last, last.role == role {
                    spans[spans.count - 1].text.append(character)
                } else {
                    spans.append(Span(String(character), role))
                }
            }
            return spans
        }
    }

    /// Cuts `text` to `width` columns with an ellipsis when it is longer.
    static func truncate(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        return String(text.prefix(width - 1)) + "…"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
