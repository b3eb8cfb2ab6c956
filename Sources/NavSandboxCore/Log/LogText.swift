/// A log line being worded, as UTF-8 bytes: what `WorldEvent`'s wording is
/// written in. It reads like a String literal with interpolations, and gives
/// exactly the String the same interpolation would (every piece is written
/// the way `DefaultStringInterpolation` writes it), but appending to bytes
/// costs a copy where a String's append checked and grew its storage per
/// piece: a long script's log is worded once per entry when it is written,
/// and that used to cost more than writing the JSON around it.
public struct LogText: ExpressibleByStringInterpolation, Sendable {
    public typealias StringLiteralType = StaticString
    public typealias ExtendedGraphemeClusterLiteralType = StaticString
    public typealias UnicodeScalarLiteralType = StaticString

    public private(set) var utf8: [UInt8]

    public init(stringLiteral literal: StaticString) {
        utf8 = []
        literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
    }

    public init(stringInterpolation: StringInterpolation) {
        utf8 = stringInterpolation.utf8
    }

    public init(_ text: String) {
        utf8 = Array(text.utf8)
    }

    /// The line as a String.
    public var string: String { String(decoding: utf8, as: UTF8.self) }

    public static func + (a: LogText, b: LogText) -> LogText {
        var joined = a
        joined.utf8.append(contentsOf: b.utf8)
        return joined
    }

    public static func += (a: inout LogText, b: LogText) {
        a.utf8.append(contentsOf: b.utf8)
    }

    /// ` (rule id)`, as `" \(rule.tag)"` appends it, written in place: a
    /// third of a run's entries end with one, and the tag's String and the
    /// second LogText were made for each.
    mutating func appendRuleTag(_ rule: RuleID) {
        var name = rule.rawValue
        name.withUTF8 { name in
            utf8.reserveCapacity(utf8.count + name.count + 8)
            for byte in " (rule ".utf8 { utf8.append(byte) }
            utf8.append(contentsOf: name)
            utf8.append(UInt8(ascii: ")"))
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var utf8: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
        }

        public mutating func appendInterpolation(_ text: String) {
            var text = text
            text.withUTF8 { utf8.append(contentsOf: $0) }
        }

        public mutating func appendInterpolation(_ text: LogText) {
            utf8.append(contentsOf: text.utf8)
        }

        /// In decimal, as `Int.description` writes it. The digits are
        /// counted first and written in place: reversing them afterwards
        /// through a slice of the array copied it, and every touch's line
        /// has two or three numbers.
        public mutating func appendInterpolation(_ number: Int) {
            if number < 0 { utf8.append(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            var digits = 1
            var bound: UInt = 10
            while digits < 20 && magnitude >= bound {
                digits += 1
                bound = bound &* 10
            }
            let start = utf8.count
            utf8.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            utf8.withUnsafeMutableBufferPointer { bytes in
                var index = start + digits
                repeat {
                    index -= 1
                    bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
            }
        }

        /// `#3`, as `TouchID.description` writes it, without making that String.
        public mutating func appendInterpolation(_ id: TouchID) {
            utf8.append(UInt8(ascii: "#"))
            appendInterpolation(id.raw)
        }

        /// `(4,1)`, as `Point.description` writes it, without making that String.
        public mutating func appendInterpolation(_ point: Point) {
            utf8.append(UInt8(ascii: "("))
            appendInterpolation(point.x)
            utf8.append(UInt8(ascii: ","))
            appendInterpolation(point.y)
            utf8.append(UInt8(ascii: ")"))
        }

        /// `UIButton "Reply"`, as `ViewRef.name` writes it, without making
        /// that String: most touches' lines name a view.
        public mutating func appendInterpolation(name view: ViewRef) {
            appendInterpolation(view.viewClass.rawValue)
            guard let label = view.label else { return }
            utf8.append(UInt8(ascii: " "))
            utf8.append(UInt8(ascii: "\""))
            appendInterpolation(label)
            utf8.append(UInt8(ascii: "\""))
        }

        /// `InboxViewController "Inbox"`, as `ScreenRef.debugName` writes it,
        /// without making that String: every action line names its target.
        public mutating func appendInterpolation(name screen: ScreenRef) {
            appendInterpolation(screen.className)
            utf8.append(UInt8(ascii: " "))
            utf8.append(UInt8(ascii: "\""))
            appendInterpolation(screen.title)
            utf8.append(UInt8(ascii: "\""))
        }

        // The rest as DefaultStringInterpolation picks for them.
        public mutating func appendInterpolation<T: TextOutputStreamable & CustomStringConvertible>(_ value: T) {
            var text = ""
            value.write(to: &text)
            appendInterpolation(text)
        }

        public mutating func appendInterpolation<T: TextOutputStreamable>(_ value: T) {
            var text = ""
            value.write(to: &text)
            appendInterpolation(text)
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendInterpolation(value.description)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }
    }
}
