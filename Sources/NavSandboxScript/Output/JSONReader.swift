import NavSandboxCore

/// Reads a JSON document (RFC 8259) into a `JSONValue`, for files the tool
/// wrote and a user hands back (`explore --baseline`). The text is a
/// stranger's: one pass over its bytes, nesting bounded, and every problem
/// reported at its line and column with what was expected there.
public enum JSONReader {
    /// Arrays and objects nested deeper than this are refused (a file of
    /// `[[[[…` must not exhaust the stack).
    public static let maximumDepth = 64

    public struct Problem: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
        public var expected: String
    }

    public static func parse(_ text: String) throws(Problem) -> JSONValue {
        var cursor = Cursor(bytes: Array(text.utf8))
        cursor.skipSpace()
        let value = try cursor.value(depth: 0)
        cursor.skipSpace()
        guard cursor.atEnd else { throw cursor.fail("text after the document", expected: "one JSON value per file") }
        return value
    }

    struct Cursor {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        /// Columns count characters, not bytes: a UTF-8 continuation byte does not advance it.
        var column = 1

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[index] }

        mutating func advance() {
            guard let byte = current else { return }
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        func fail(_ message: String, expected: String) -> Problem {
            Problem(line: line, column: column, message: message, expected: expected)
        }

        /// What is at the cursor, for a message: `'x'` or "the end of the file".
        var found: String {
            guard let byte = current else { return "the end of the file" }
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return byte == 0x20 ? "a space" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        mutating func expect(_ literal: String, as value: JSONValue) throws(Problem) -> JSONValue {
            for byte in literal.utf8 {
                guard current == byte else { throw fail("\(found) in `\(literal)`", expected: "`\(literal)`") }
                advance()
            }
            return value
        }

        mutating func value(depth: Int) throws(Problem) -> JSONValue {
            switch current {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < JSONReader.maximumDepth else {
                    throw fail("arrays and objects nested more than \(JSONReader.maximumDepth) deep", expected: "a flatter document")
                }
                return current == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", as: .bool(true))
            case UInt8(ascii: "f"): return try expect("false", as: .bool(false))
            case UInt8(ascii: "n"): return try expect("null", as: .null)
            case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
                return try number()
            default:
                throw fail("\(found) where a value should be", expected: "a string, number, object, array, true, false or null")
            }
        }

        mutating func object(depth: Int) throws(Problem) -> JSONValue {
            advance()
            var fields: [(String, JSONValue)] = []
            // A set, so that a large object stays linear to read.
            var keys: Set<String> = []
            skipSpace()
            if current == UInt8(ascii: "}") {
                advance()
                return .object(fields)
            }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw fail("\(found) where a key should be", expected: "a key in double quotes") }
                let (keyLine, keyColumn) = (line, column)
                let key = try string()
                // Readers disagree on which of two equal keys wins (the
                // first, the last): refused, so every reader sees one file.
                if !keys.insert(key).inserted {
                    throw Problem(line: keyLine, column: keyColumn, message: "the key `\(TerminalText.visible(key))` a second time in one object", expected: "each key once")
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw fail("\(found) after the key", expected: "':'") }
                advance()
                skipSpace()
                fields.append((key, try value(depth: depth)))
                skipSpace()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard current == UInt8(ascii: "}") else { throw fail("\(found) after a value in an object", expected: "',' or '}'") }
                advance()
                return .object(fields)
            }
        }

        mutating func array(depth: Int) throws(Problem) -> JSONValue {
            advance()
            var items: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                advance()
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth))
                skipSpace()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard current == UInt8(ascii: "]") else { throw fail("\(found) after a value in an array", expected: "',' or ']'") }
                advance()
                return .array(items)
            }
        }

        /// Whole numbers only, as the tool writes them; a fraction or an
        /// exponent is an error that says so.
        mutating func number() throws(Problem) -> JSONValue {
            let start = index
            let (startLine, startColumn) = (line, column)
            if current == UInt8(ascii: "-") { advance() }
            if current == UInt8(ascii: "0"), index + 1 < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                throw fail("a number with a leading zero", expected: "a number without leading zeros (JSON, RFC 8259)")
            }
            var digits = 0
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                advance()
                digits += 1
            }
            if current == UInt8(ascii: ".") || current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                throw fail("a fraction or exponent", expected: "a whole number (the files explore writes have no others)")
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard digits > 0, let value = Int(text) else {
                throw Problem(line: startLine, column: startColumn, message: "`\(text)` is not a number this reader takes", expected: "a whole number within 64 bits")
            }
            return .int(value)
        }

        mutating func string() throws(Problem) -> String {
            let (startLine, startColumn) = (line, column)
            advance()
            var out: [UInt8] = []
            while true {
                guard let byte = current else {
                    throw Problem(line: startLine, column: startColumn, message: "a string that is never closed", expected: "a closing '\"'")
                }
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    advance()
                    try escape(into: &out)
                case ..<0x20:
                    throw fail("a control character inside a string", expected: "it escaped, e.g. \\n or \\u0001")
                default:
                    out.append(byte)
                    advance()
                }
            }
        }

        mutating func escape(into out: inout [UInt8]) throws(Problem) {
            guard let byte = current else { throw fail("the end of the file after '\\'", expected: "an escape such as \\n") }
            advance()
            if let plain = Self.simpleEscapes[byte] {
                out.append(plain)
                return
            }
            guard byte == UInt8(ascii: "u") else { throw fail("an unknown escape", expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX") }
            var scalar = try hex4()
            // A high surrogate takes a following \uDC00…\uDFFF as its low
            // half; anything else leaves it alone (U+FFFD below), and what
            // follows is read as itself.
            if (0xD800..<0xDC00).contains(scalar), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            {
                let resume = (index, line, column)
                advance()
                advance()
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    (index, line, column) = resume
                }
            }
            // A lone surrogate has no character: it reads as U+FFFD, as a
            // decoder of invalid UTF-8 would.
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(character)).utf8))
        }

        mutating func hex4() throws(Problem) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else {
                    throw fail("\(found) in a \\u escape", expected: "four hexadecimal digits")
                }
                value = value << 4 | digit
                advance()
            }
            return value
        }

        static let simpleEscapes: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
