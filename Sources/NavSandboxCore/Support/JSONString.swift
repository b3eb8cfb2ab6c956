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
        var text = text
        out += text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: maximumLength(bytes.count)) { write(bytes, to: $0.baseAddress!) }
        }
    }

    /// The literal written as UTF-8 onto `out`.
    public static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        out += text.withUTF8 { bytes in
            [UInt8](unsafeUninitializedCapacity: maximumLength(bytes.count)) { buffer, count in
                count = write(bytes, to: buffer.baseAddress!)
            }
        }
    }

    /// The most bytes `write` writes for `count` bytes of text: the quotes,
    /// and six (`\u001b`) for each byte at worst.
    public static func maximumLength(_ count: Int) -> Int { 6 * count + 2 }

    /// The literal of some UTF-8 (valid: a String's) written at `out`, which
    /// has room for `maximumLength(bytes.count)`; returns how many bytes it
    /// wrote. What the JSON writers stream (OutputBuffer).
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var at = 0
        @inline(__always) func put(_ byte: UInt8) {
            out[at] = byte
            at += 1
        }
        @inline(__always) func copy(_ from: Int, _ to: Int) {
            if to > from {
                (out + at).update(from: bytes.baseAddress! + from, count: to - from)
                at += to - from
            }
        }
        put(0x22)
        // Runs that need no escaping (almost all of any text) are copied
        // whole; only the bytes that must be escaped are written one by one.
        var runStart = 0
        var index = 0
        let count = bytes.count
        // Eight bytes at a time while none could need escaping, until a word
        // holds one: that word is then looked at byte by byte.
        var byteByByteUntil = 0
        while index < count {
            if index >= byteByByteUntil, index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if !mayNeedEscaping(word) {
                    index += 8
                    continue
                }
                byteByByteUntil = index + 8
            }
            let byte = bytes[index]
            // Printable ASCII but `"` and `\`, and UTF-8 lead and
            // continuation bytes that cannot start an escaped character:
            // one comparison or two for nearly every byte.
            if byte &- 0x20 < 0x5F && byte != 0x22 && byte != 0x5C { index += 1; continue }
            if byte >= 0x80 && byte != 0xC2 && byte != 0xE2 && byte != 0xEF { index += 1; continue }
            var escaped: UInt32?  // a \uXXXX escape of this value
            var short: UInt8 = 0  // or a two-character escape: \n, \", …
            var width = 1
            switch byte {
            case 0x22: short = 0x22
            case 0x5C: short = 0x5C
            case 0x0A: short = 0x6E  // n
            case 0x0D: short = 0x72  // r
            case 0x09: short = 0x74  // t
            case 0x08: short = 0x62  // b
            case 0x0C: short = 0x66  // f
            case 0x00..<0x20, 0x7F: escaped = UInt32(byte)
            case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                // The C1 controls: valid in JSON, but a terminal that shows
                // the file (`cat`, `jq -r`) may act on them.
                escaped = UInt32(bytes[index + 1])
                width = 2
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 || (0xAA...0xAE).contains(bytes[index + 2])):
                // U+2028 and U+2029, unsafe inside JavaScript; U+202A–U+202E,
                // the bidi embeddings and overrides (TerminalText).
                escaped = 0x2000 + UInt32(bytes[index + 2] - 0x80)
                width = 3
            case 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                // U+FEFF, invisible anyway: swift-corelibs-foundation's
                // JSONSerialization drops it from a string that also holds
                // an escape, so a reader on Linux would lose it.
                escaped = 0xFEFF
                width = 3
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]):
                // U+2066–U+2069, the bidi isolates.
                escaped = 0x2040 + UInt32(bytes[index + 2] - 0x80)
                width = 3
            default:
                index += 1
                continue
            }
            copy(runStart, index)
            put(0x5C)
            if let escaped {
                // \u and four lowercase hex digits.
                put(0x75)
                for shift in stride(from: 12, through: 0, by: -4) {
                    let digit = UInt8((escaped >> UInt32(shift)) & 0xF)
                    put(digit < 10 ? 0x30 + digit : 0x57 + digit)
                }
            } else {
                put(short)
            }
            index += width
            runStart = index
        }
        copy(runStart, count)
        put(0x22)
        return at
    }

    /// Whether any of the eight bytes is a control character, `"`, `\`,
    /// DEL or not ASCII (the bytes `write` looks at one by one); never false
    /// when one is. The usual bit tricks: a byte below 0x20 borrows into its
    /// top bit when 0x20 is subtracted, a byte equal to `b` is zero after
    /// `^ b` and borrows the same way, and a byte from 0x80 up has its top
    /// bit set already.
    @inline(__always)
    static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func below(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &- ones &* n) & ~x }
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let delete = word ^ (ones &* 0x7F)
        return (below(word, 0x20) | below(quote, 1) | below(backslash, 1) | below(delete, 1) | word) & tops != 0
    }
}
