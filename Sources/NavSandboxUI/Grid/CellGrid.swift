import NavSandboxCore

/// One character cell on screen. `text` is a single grapheme that occupies one
/// terminal column (the renderer never puts wide characters in the grid).
public struct Cell: Hashable, Sendable {
    public var text: Character
    public var style: CellStyle

    public init(_ text: Character = " ", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()
}

/// The whole frame the renderer produces: width × height cells, row-major.
/// Pure data, so snapshot tests can print it and the adapter can blit it.
public struct CellGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard contains(x: x, y: y) else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` from (x, y) rightwards, clipped to the grid and to
    /// `maxWidth`, its control characters made visible (TerminalText).
    /// Returns the column after the last written character.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        var column = x
        let limit = maxWidth.map { x + $0 } ?? width
        for character in TerminalText.visible(text) {
            if column >= limit { break }
            self[column, y] = Cell(character, style: style)
            column += 1
        }
        return column
    }

    /// Restyles a run of cells without changing their text.
    public mutating func restyle(x: Int, y: Int, width runWidth: Int, _ change: (inout CellStyle) -> Void) {
        for column in x..<(x + max(0, runWidth)) where contains(x: column, y: y) {
            change(&cells[y * width + column].style)
        }
    }

    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
        for row in y..<(y + max(0, h)) {
            for column in x..<(x + max(0, w)) {
                self[column, row] = cell
            }
        }
    }

    /// The grid as plain text, one line per row, trailing spaces kept so that
    /// snapshots show the exact frame.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var line = ""
            line.reserveCapacity(width)
            for column in 0..<width {
                line.append(cells[row * width + column].text)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
