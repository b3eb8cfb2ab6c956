/// The terminal's (or the screenshot's) background: the colours are
/// chosen to read on it. Dark is the default; light is for light
/// terminals and for screenshots on a white slide or page.
public enum ThemeAppearance: String, Hashable, Sendable, CaseIterable {
    case dark, light

    /// `--theme`'s spelling.
    public static func parse(_ text: String) -> ThemeAppearance? {
        ThemeAppearance(rawValue: text.lowercased())
    }
}

/// The dark theme's colours moved to read on white: the ones picked to
/// stand out on black (yellow, cyan, amber, light greys, white text) turn
/// darker, and the bar's and card's dark greys turn light. Backgrounds
/// with their own text colour (a key badge, a flash) stay as they are.
enum LightPalette {
    static func adapt(_ style: CellStyle) -> CellStyle {
        var style = style
        if let background = style.background {
            style.background = lightBackground(background)
        } else if let foreground = style.foreground {
            style.foreground = darkForeground(foreground)
        }
        return style
    }

    private static func darkForeground(_ color: TerminalColor) -> TerminalColor {
        switch color {
        case .yellow, .brightYellow: .indexed(136, fallback: .yellow)
        case .cyan, .brightCyan: .indexed(31, fallback: .cyan)
        case .green, .brightGreen: .indexed(28, fallback: .green)
        case .white, .brightWhite: .black
        case .indexed(214, _): .indexed(130, fallback: .yellow)
        case .indexed(245, _): .indexed(240, fallback: .black)
        default: color
        }
    }

    private static func lightBackground(_ color: TerminalColor) -> TerminalColor {
        switch color {
        case .indexed(236, _): .indexed(254, fallback: .white)
        case .indexed(238, _): .indexed(252, fallback: .white)
        default: color
        }
    }
}
