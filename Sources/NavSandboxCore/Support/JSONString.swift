/// JSON string literals, written by hand so output is byte-for-byte the same
/// on every run and every platform: quotes, backslashes and control characters
/// (including the ESC that starts terminal escape sequences) are escaped, and
/// U+2028/U+2029 too so the text is also safe inside JavaScript, and the C1
/// controls and bidi controls that TerminalText makes visible, so a file that
/// is `cat` to a terminal cannot act on it; everything else, non-ASCII
/// included, stays UTF-8, which JSON allows. Used by the
/// script runner's JSON and traces and by the asciicast recorder.
public enum JSONString {
    public static func quoted(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        append(text, to: &result)
        return result
    }

    public static func append(_ text: String, to out: inout String) {
        out += "\""
        // Runs that need no escaping (almost all of any text) are appended
        // whole; only the bytes that must be escaped are written one by one.
        let bytes = Array(text.utf8)
        var runStart = 0
        var index = 0
        func flush(upTo end: Int) {
            if end > runStart { out += String(decoding: bytes[runStart..<end], as: UTF8.self) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            var escape: String?
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20, 0x7F: escape = "\\u" + hex4(UInt32(byte))
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                // The C1 controls: valid in JSON, but a terminal that shows
                // the file (`cat`, `jq -r`) may act on them.
                escape = "\\u" + hex4(UInt32(bytes[index + 1]))
                width = 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 || (0xAA...0xAE).contains(bytes[index + 2])):
                // U+2028 and U+2029, unsafe inside JavaScript; U+202A–U+202E,
                // the bidi embeddings and overrides (TerminalText).
                escape = "\\u" + hex4(0x2000 + UInt32(bytes[index + 2] - 0x80))
                width = 3
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                // U+FEFF, invisible anyway: swift-corelibs-foundation's
                // JSONSerialization drops it from a string that also holds
                // an escape, so a reader on Linux would lose it.
                escape = "\\ufeff"
                width = 3
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]):
                // U+2066–U+2069, the bidi isolates.
                escape = "\\u" + hex4(0x2040 + UInt32(bytes[index + 2] - 0x80))
                width = 3
            default: break
            }
            if let escape {
                flush(upTo: index)
                out += escape
                index += width
                runStart = index
            } else {
                index += 1
            }
        }
        flush(upTo: bytes.count)
        out += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
