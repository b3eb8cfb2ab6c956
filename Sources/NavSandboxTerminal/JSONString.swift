/// JSON string literals, written by hand so the recorder needs no
/// Foundation: quotes, backslashes and control characters (including the
/// ESC that starts every escape sequence) are escaped; everything else,
/// non-ASCII included, is kept as UTF-8, which JSON allows.
enum JSONString {
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u" + hex4(scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
