/// Text that came from outside the program (a script line, a label, a title,
/// a file name) made safe to show: every character that could act instead of
/// being read is written as a Swift-style escape, `\u{1B}`, the same in the
/// terminal, in text files and in messages. That covers the C0 controls but
/// tab, DEL, the C1 controls (U+0080–U+009F, which some terminals honour as
/// CSI and OSC: `\u{9B}2J` clears a screen), and the Unicode bidi controls
/// that make text display in another order than it is stored (U+202A–U+202E
/// and U+2066–U+2069, the "Trojan Source" characters of CVE-2021-42574,
/// https://trojansource.codes). Output for people (the console, files, the
/// screen grid) goes through here; JSON and SVG writers escape the same set
/// in their own syntax (JSONString, SVGExport).
public enum TerminalText {
    /// One line of outside text: a newline in it is escaped too.
    public static func visible(_ text: String) -> String {
        escaping(text, keepingNewlines: false)
    }

    /// Many lines (a report, a message): newlines stay newlines; every other
    /// control is escaped.
    public static func visibleLines(_ text: String) -> String {
        escaping(text, keepingNewlines: true)
    }

    /// Whether any character of `text` would be escaped by `visible`.
    public static func needsEscaping(_ text: String) -> Bool {
        containsControl(text, keepingNewlines: false)
    }

    /// C0 controls but tab, DEL, the C1 controls, and the bidi embeddings,
    /// overrides and isolates.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 }
        if value < 0x7F { return false }
        return value <= 0x9F || isBidiControl(value)
    }

    /// LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI
    /// (U+2066–U+2069). The marks LRM, RLM and ALM only nudge neutral
    /// characters and cannot reorder a line, so they are left alone.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The name a message gives a control character: `U+001B (ESC)`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0A: "LF", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x1B: "ESC",
            0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
            0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
        ]
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex(scalar.value).count)) + hex(scalar.value)
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }

    /// The escape `visible` writes for a control: `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String { "\\u{" + hex(scalar.value) + "}" }

    private static func escaping(_ text: String, keepingNewlines: Bool) -> String {
        // Almost all text has nothing to escape: hand it back untouched.
        guard containsControl(text, keepingNewlines: keepingNewlines) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: maximumVisibleLength(bytes.count)) {
                writeVisible(bytes, keepingNewlines: keepingNewlines, to: $0.baseAddress!)
            }
        }
    }

    /// `visible` (or `visibleLines` when `keepingNewlines`) written as UTF-8
    /// onto `out`, for writers that stream bytes (the run report): the same
    /// escapes, found by the same byte scan, without a String in between.
    public static func appendVisible(_ text: String, keepingNewlines: Bool, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendVisible($0, keepingNewlines: keepingNewlines, to: &out) }
    }

    /// The same over UTF-8 bytes (valid UTF-8: a String's).
    public static func appendVisible(_ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool, to out: inout [UInt8]) {
        out += [UInt8](unsafeUninitializedCapacity: maximumVisibleLength(bytes.count)) { buffer, count in
            count = writeVisible(bytes, keepingNewlines: keepingNewlines, to: buffer.baseAddress!)
        }
    }

    /// Room enough for what `writeVisible` writes for `count` bytes of
    /// text: a one-byte control becomes six (`\u{1B}`), a three-byte one
    /// eight; never none, so even empty text has memory to point at.
    public static func maximumVisibleLength(_ count: Int) -> Int { 6 * count + 1 }

    /// The text made visible, written at `out`, which has room for
    /// `maximumVisibleLength(bytes.count)`; returns how many bytes it wrote.
    public static func writeVisible(_ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var at = 0
        var runStart = 0
        var from = 0
        while let found = nextControl(bytes, from: from, keepingNewlines: keepingNewlines) {
            if found.offset > runStart {
                (out + at).update(from: bytes.baseAddress! + runStart, count: found.offset - runStart)
                at += found.offset - runStart
            }
            at += writeEscape(found.value, to: out + at)
            from = found.offset + found.width
            runStart = from
        }
        if bytes.count > runStart {
            (out + at).update(from: bytes.baseAddress! + runStart, count: bytes.count - runStart)
            at += bytes.count - runStart
        }
        return at
    }

    /// The first control (as `isControl` means it) in `bytes` at or after
    /// `from`, with its width in bytes and its scalar value: what the parser
    /// refuses in a script line and what the writers escape.
    public static func firstControl(in bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool = false)
        -> (offset: Int, scalar: Unicode.Scalar)?
    {
        nextControl(bytes, from: 0, keepingNewlines: keepingNewlines).map { ($0.offset, Unicode.Scalar($0.value)!) }
    }

    /// `\u{1B}` as bytes: uppercase hex, as `escape` writes it; returns its
    /// length.
    private static func writeEscape(_ value: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = 0x5C  // \
        out[1] = 0x75  // u
        out[2] = 0x7B  // {
        var at = 3
        var shift = 28
        while shift > 0 && (value >> UInt32(shift)) & 0xF == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out[at] = digit < 10 ? 0x30 + digit : 0x37 + digit
            at += 1
            shift -= 4
        }
        out[at] = 0x7D  // }
        return at + 1
    }

    /// `isControl` over the UTF-8 bytes, which is several times faster than
    /// over scalars and matters for megabytes of report: C0 and DEL are single
    /// bytes, C1 is C2 80–9F, the bidi controls are E2 80 AA–AE and E2 81 A6–A9
    /// (a lead byte is never a continuation byte, so the pairs cannot match
    /// inside another character). Printable ASCII, nearly every byte, costs
    /// one comparison.
    private static func containsControl(_ text: String, keepingNewlines: Bool) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ scan($0, keepingNewlines: keepingNewlines) }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { scan($0, keepingNewlines: keepingNewlines) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool) -> Bool {
        nextControl(bytes, from: 0, keepingNewlines: keepingNewlines) != nil
    }

    /// Where the next control starts, how many bytes it takes and which
    /// scalar it is. C0 and DEL are single bytes, C1 is C2 80–9F, the bidi
    /// controls are E2 80 AA–AE and E2 81 A6–A9.
    @inline(__always)
    private static func nextControl(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, keepingNewlines: Bool)
        -> (offset: Int, width: Int, value: UInt32)?
    {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte &- 0x20 < 0x5F { continue }  // 0x20...0x7E
            if byte < 0x20 {
                if byte != 0x09 && !(keepingNewlines && byte == 0x0A) { return (index - 1, 1, UInt32(byte)) }
            } else if byte == 0x7F {
                return (index - 1, 1, 0x7F)
            } else if byte == 0xC2 {
                if index < count && (0x80...0x9F).contains(bytes[index]) { return (index - 1, 2, UInt32(bytes[index])) }
            } else if byte == 0xE2, index + 1 < count {
                let second = bytes[index]
                let third = bytes[index + 1]
                if second == 0x80 && (0xAA...0xAE).contains(third) { return (index - 1, 3, 0x2000 + UInt32(third - 0x80)) }
                if second == 0x81 && (0xA6...0xA9).contains(third) { return (index - 1, 3, 0x2040 + UInt32(third - 0x80)) }
            }
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}
