/// A terminal colour as the renderer asks for it; the terminal adapter maps it
/// to what the terminal can show (256 colours, 8 colours, or none).
public enum TerminalColor: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An xterm-256 palette index; adapters without 256 colours fall back to `fallback`.
    case indexed(UInt8, fallback: BasicFallback)

    /// The 8-colour stand-in for an indexed colour.
    public enum BasicFallback: Hashable, Sendable {
        case black, red, green, yellow, blue, magenta, cyan, white
    }
}

/// How one cell looks. Attributes are kept separate from colours so that a
/// monochrome terminal still shows emphasis (bold, reverse, underline).
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = CellStyle()
}
