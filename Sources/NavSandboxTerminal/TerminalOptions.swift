#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How the caller wants the interactive terminal set up.
public struct TerminalOptions: Hashable, Sendable {
    public enum ColorMode: Hashable, Sendable {
        /// Use as many colours as the terminal reports: 256, 8/16, or none.
        case auto
        /// Never emit colour. Bold, dim, reverse and underline still apply, so
        /// emphasis survives on monochrome setups.
        case never
    }

    public var colorMode: ColorMode
    /// Whether to ask the terminal for mouse reports (clicks and drags).
    public var mouse: Bool
    /// How long ncurses waits after ESC for the rest of an escape sequence.
    /// The ncurses default (1 s) makes the Esc key feel broken; 25 ms is
    /// enough for local terminals and most SSH links.
    public var escapeDelayMilliseconds: Int

    public init(colorMode: ColorMode = .auto, mouse: Bool = true, escapeDelayMilliseconds: Int = 25) {
        self.colorMode = colorMode
        self.mouse = mouse
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }

    /// Options for a command that has a `--no-color` flag. Colour is also off
    /// when the `NO_COLOR` environment variable is set to a non-empty value,
    /// as the no-color.org convention asks. `environment` defaults to the
    /// process environment; tests pass a dictionary.
    public static func resolving(noColorFlag: Bool, environment: [String: String]? = nil) -> TerminalOptions {
        let noColorValue: String?
        if let environment {
            noColorValue = environment["NO_COLOR"]
        } else {
            noColorValue = getenv("NO_COLOR").map { String(cString: $0) }
        }
        let environmentForbidsColor = !(noColorValue ?? "").isEmpty
        return TerminalOptions(colorMode: (noColorFlag || environmentForbidsColor) ? .never : .auto)
    }
}
