import NavSandboxCore

/// A frame as an SVG picture, for slides and docs: the grid's cells in a
/// monospace font, runs of one style drawn as one `<text>`, backgrounds as
/// rectangles, in the colours a dark xterm shows (or, for a grid rendered in
/// the light theme, a light one). Pure: a grid in, text out.
public enum SVGExport {
    /// Cell size in SVG units (a 14 px monospace font).
    static let cellWidth = 8.4
    static let cellHeight = 17.0

    /// The page's own colours: what a cell with no colour of its own shows.
    struct Page {
        var background: String
        var foreground: String

        init(_ appearance: ThemeAppearance) {
            switch appearance {
            case .dark: (background, foreground) = ("#1e1e1e", "#d4d4d4")
            case .light: (background, foreground) = ("#ffffff", "#1e1e1e")
            }
        }
    }

    public static func svg(_ grid: CellGrid, title: String, appearance: ThemeAppearance = .dark) -> String {
        let page = Page(appearance)
        let background = page.background
        let foreground = page.foreground
        func colours(_ style: CellStyle) -> (foreground: String?, background: String?) {
            SVGExport.colours(style, page: page)
        }
        let width = Double(grid.width) * cellWidth
        let height = Double(grid.height) * cellHeight
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="14">
            <title>\(escape(title))</title>
            <rect width="100%" height="100%" fill="\(background)"/>

            """
        for row in 0..<grid.height {
            // Backgrounds first, a rectangle per run of one colour.
            var column = 0
            while column < grid.width {
                let (_, fill) = colours(grid[column, row].style)
                var end = column + 1
                while end < grid.width, colours(grid[end, row].style).background == fill { end += 1 }
                if let fill {
                    out += "<rect x=\"\(number(Double(column) * cellWidth))\" y=\"\(number(Double(row) * cellHeight))\" width=\"\(number(Double(end - column) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(fill)\"/>\n"
                }
                column = end
            }
            // Then the text, a <text> per run of one style; spaces kept.
            column = 0
            while column < grid.width {
                let style = grid[column, row].style
                var end = column + 1
                while end < grid.width, grid[end, row].style == style { end += 1 }
                let text = String((column..<end).map { grid[$0, row].text })
                if text.contains(where: { $0 != " " }) {
                    let (fill, _) = colours(style)
                    var attributes = "x=\"\(number(Double(column) * cellWidth))\" y=\"\(number(Double(row) * cellHeight + 13))\" fill=\"\(fill ?? foreground)\" xml:space=\"preserve\""
                    if style.bold { attributes += " font-weight=\"bold\"" }
                    if style.dim { attributes += " opacity=\"0.6\"" }
                    if style.underline { attributes += " text-decoration=\"underline\"" }
                    attributes += " textLength=\"\(number(Double(end - column) * cellWidth))\""
                    out += "<text \(attributes)>\(escape(text))</text>\n"
                }
                column = end
            }
        }
        return out + "</svg>\n"
    }

    /// Foreground and background as hex, reverse applied; nil is the default.
    static func colours(_ style: CellStyle, page: Page = Page(.dark)) -> (foreground: String?, background: String?) {
        let fg = style.foreground.map(hex)
        let bg = style.background.map(hex)
        return style.reverse ? (bg ?? page.background, fg ?? page.foreground) : (fg, bg)
    }

    static func hex(_ color: TerminalColor) -> String {
        switch color {
        case .black: "#000000"
        case .red: "#cd3131"
        case .green: "#0dbc79"
        case .yellow: "#e5e510"
        case .blue: "#2472c8"
        case .magenta: "#bc3fbc"
        case .cyan: "#11a8cd"
        case .white: "#e5e5e5"
        case .brightBlack: "#666666"
        case .brightRed: "#f14c4c"
        case .brightGreen: "#23d18b"
        case .brightYellow: "#f5f543"
        case .brightBlue: "#3b8eea"
        case .brightMagenta: "#d670d6"
        case .brightCyan: "#29b8db"
        case .brightWhite: "#ffffff"
        case .indexed(let index, _): xterm256(Int(index))
        }
    }

    /// The xterm-256 palette: 16 system colours, a 6×6×6 cube, 24 greys.
    static func xterm256(_ index: Int) -> String {
        if index < 16 {
            let system: [TerminalColor] = [
                .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
                .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
            ]
            return hex(system[index])
        }
        if index >= 232 {
            let level = 8 + (index - 232) * 10
            return "#" + byte(level) + byte(level) + byte(level)
        }
        let cube = index - 16
        let steps = [0, 95, 135, 175, 215, 255]
        return "#" + byte(steps[cube / 36]) + byte(steps[(cube / 6) % 6]) + byte(steps[cube % 6])
    }

    private static func byte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[value / 16], digits[value % 16]])
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// XML text: control, C1 and bidi characters shown as TerminalText shows
    /// them (XML 1.0 has no place for most C0 controls, and a viewer would
    /// reorder text around a bidi override), then the markup characters.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in TerminalText.visible(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
