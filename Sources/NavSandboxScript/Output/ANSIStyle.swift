/// Terminal colour, or none. The command line decides (a TTY, NO_COLOR unset,
/// no `--no-color`); renderers just ask.
public struct ANSIStyle: Equatable, Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = ANSIStyle(enabled: false)

    public enum Colour: String, Sendable {
        case red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36", dim = "2", bold = "1"
    }

    public func paint(_ text: String, _ colour: Colour) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// Pads to a display width counted in characters (the tables hold no
/// double-width text).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
