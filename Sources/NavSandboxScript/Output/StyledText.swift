import NavSandboxCore

/// What a command prints: its own words and the text it quotes from files,
/// with colour kept as structure beside the text, never as escape bytes in a
/// string. So no string — a title from a shared app, a label, a path — can
/// carry a control sequence to the terminal: `rendered` is the one place
/// where colour becomes SGR sequences (the program's own, and the only ones
/// it writes) and every run of text is made visible by TerminalText.
public struct StyledText: Equatable, Sendable, ExpressibleByStringInterpolation {
    public enum Colour: String, Sendable {
        case red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36", dim = "2", bold = "1"
    }

    public struct Run: Equatable, Sendable {
        public var text: String
        public var colour: Colour?
    }

    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ text: String, _ colour: Colour? = nil) {
        append(text, colour)
    }

    public init(stringLiteral text: String) {
        append(text)
    }

    public init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.result
    }

    public mutating func append(_ text: String, _ colour: Colour? = nil) {
        guard !text.isEmpty else { return }
        if let last = runs.indices.last, runs[last].colour == colour {
            runs[last].text += text
        } else {
            runs.append(Run(text: text, colour: colour))
        }
    }

    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, run.colour) }
    }

    public static func + (left: StyledText, right: StyledText) -> StyledText {
        var joined = left
        joined.append(right)
        return joined
    }

    public static func += (left: inout StyledText, right: StyledText) { left.append(right) }

    /// The bytes for a terminal or a file: colours as SGR when `colour`,
    /// every run's control and bidi characters escaped, newlines kept.
    public func rendered(colour: Bool) -> String {
        var out = OutputBuffer()
        var renderer = Renderer(colour: colour)
        renderer.append(self, to: &out)
        renderer.finish(&out)
        return out.string
    }

    /// Renders styled text onto an OutputBuffer as it is produced, byte for
    /// byte as `rendered` would render the whole: a colour is opened when
    /// the text's colour changes and closed when it changes again or at
    /// `finish`, so pieces of one colour written one after another share one
    /// SGR pair, as the runs of a StyledText do. Every piece of text is made
    /// visible (TerminalText, newlines kept).
    public struct Renderer {
        let colour: Bool
        /// The colour whose SGR sequence was written and not yet reset.
        var open: Colour?

        public init(colour: Bool) {
            self.colour = colour
        }

        public mutating func append(_ text: String, _ colour: Colour?, to out: inout OutputBuffer) {
            guard !text.isEmpty else { return }
            switchTo(colour, &out)
            out.append(visible: text, keepingNewlines: true)
        }

        public mutating func append(_ styled: StyledText, to out: inout OutputBuffer) {
            for run in styled.runs { append(run.text, run.colour, to: &out) }
        }

        /// What is written next is in `colour`: for a writer that then
        /// appends bytes already made visible, and never nothing (an empty
        /// piece would leave a colour pair around no text).
        public mutating func switchTo(_ colour: Colour?, _ out: inout OutputBuffer) {
            guard self.colour, colour != open else { return }
            if open != nil { out.append(literal: "\u{1B}[0m") }
            if let colour {
                out.append(literal: "\u{1B}[")
                for byte in colour.rawValue.utf8 { out.append(byte: byte) }
                out.append(byte: 0x6D)  // m
            }
            open = colour
        }

        /// Closes the colour left open.
        public mutating func finish(_ out: inout OutputBuffer) {
            switchTo(nil, &out)
        }
    }

    /// Without colour, as tests and files want it.
    public var plain: String { rendered(colour: false) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var result = StyledText()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { result.append(literal) }

        public mutating func appendInterpolation(_ styled: StyledText) { result.append(styled) }

        public mutating func appendInterpolation<Value>(_ value: Value) { result.append(String(describing: value)) }
    }
}

extension String {
    /// This text in a colour, for a StyledText.
    public func styled(_ colour: StyledText.Colour) -> StyledText { StyledText(self, colour) }
}

/// Pads to a display width counted in characters (the tables hold no
/// double-width text).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
