import NavSandboxUI

/// How many colours the running terminal can show, decided once at start.
public enum ColorSupport: Hashable, Sendable {
    /// Colour disabled (`--no-color`, `NO_COLOR`) or not supported.
    case none
    /// The 8 ANSI colours; bright colours become their base colour in bold,
    /// which is how such terminals traditionally show them.
    case basic8
    /// The 16 ANSI colours (8 plus bright variants).
    case basic16
    /// The xterm-256 palette.
    case palette256

    init(colorCount: Int) {
        switch colorCount {
        case 256...: self = .palette256
        case 16...: self = .basic16
        case 8...: self = .basic8
        default: self = .none
        }
    }

    /// The palette index this terminal should use for `color`, and whether
    /// the foreground needs bold to look bright (8-colour terminals only).
    func paletteIndex(for color: TerminalColor) -> (index: Int32, needsBold: Bool)? {
        switch self {
        case .none:
            return nil
        case .palette256:
            if case let .indexed(index, _) = color { return (Int32(index), false) }
            return (Int32(color.ansiIndex), false)
        case .basic16:
            if case let .indexed(_, fallback) = color { return (Int32(fallback.ansiIndex), false) }
            return (Int32(color.ansiIndex), false)
        case .basic8:
            if case let .indexed(_, fallback) = color { return (Int32(fallback.ansiIndex), false) }
            let index = color.ansiIndex
            return index >= 8 ? (Int32(index - 8), true) : (Int32(index), false)
        }
    }
}

extension TerminalColor {
    /// Index in the 16-colour ANSI table (0–7 normal, 8–15 bright); for
    /// `.indexed` the palette index itself.
    var ansiIndex: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case let .indexed(index, _): Int(index)
        }
    }
}

extension TerminalColor.BasicFallback {
    /// The basic colour this fallback names, so both share one ANSI table.
    var color: TerminalColor {
        switch self {
        case .black: .black
        case .red: .red
        case .green: .green
        case .yellow: .yellow
        case .blue: .blue
        case .magenta: .magenta
        case .cyan: .cyan
        case .white: .white
        }
    }

    var ansiIndex: Int { color.ansiIndex }
}
