/// A token of one script line.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A run of characters up to whitespace, `"`, `#`, `=`, `!=`, `&` or `>`.
        case word(String)
        /// A double-quoted string, escapes (`\"`, `\\`, `\u{1B}`) resolved.
        case string(String)
        /// One of `=`, `!=`, `==`, `&`, `>`.
        case punct(String)
    }

    var kind: Kind
    /// 0-based character offset of the first character in the line.
    var start: Int
    /// 0-based character offset just past the token.
    var end: Int
    /// The same two places as UTF-8 offsets into the line.
    var byteStart: Int
    var byteEnd: Int

    /// 1-based column, as reported in errors.
    var column: Int { start + 1 }

    var word: String? { if case .word(let w) = kind { return w } else { return nil } }
    var string: String? { if case .string(let s) = kind { return s } else { return nil } }
    var punct: String? { if case .punct(let p) = kind { return p } else { return nil } }

    /// The token as it would be described in a message.
    var shown: String {
        switch kind {
        case .word(let w): return ScriptText.shown(w)
        case .string(let s): return ScriptText.shown(ScriptSyntax.quoted(s))
        case .punct(let p): return p
        }
    }
}

/// A lexed line: its text, its tokens, and where its content ends (at a `#`
/// comment or the end of the line).
struct LexedLine {
    var text: String
    var tokens: [Token]
    /// UTF-8 offset of the end of the content.
    var contentEnd: Int

    /// The raw text from the start of `token` to the end of the content,
    /// trimmed.
    func rawText(from token: Token) -> String {
        guard token.byteStart < contentEnd else { return "" }
        var slice = source(fromByte: token.byteStart, toByte: contentEnd)[...]
        while let last = slice.last, ScriptLexer.isSpace(last) { slice.removeLast() }
        return String(slice)
    }

    /// The line's text between two UTF-8 offsets.
    func source(fromByte start: Int, toByte end: Int) -> String {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return String(Substring(utf8[from..<utf8.index(from, offsetBy: end - start)]))
    }
}

/// Splits one line into tokens. Whitespace (spaces, tabs, a stray `\r`, and
/// Unicode's other spaces) separates tokens; `#` outside a string starts a
/// comment.
///
/// It reads the line's UTF-8 bytes: every character the grammar cares about
/// is ASCII, and a byte of a multi-byte character is never an ASCII byte.
/// Offsets in tokens and problems are in characters (what an editor's column
/// counts), mapped from bytes only on lines that are not all ASCII.
enum ScriptLexer {
    struct Problem: Error, Equatable {
        var offset: Int
        var message: String
        var expected: String
    }

    /// ASCII answers without a Unicode property lookup: nearly every
    /// character of a script is ASCII.
    static func isSpace(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return c.isWhitespace
    }

    /// Characters that end a bare word (besides the `!=` pair).
    static func endsWord(_ c: Character) -> Bool {
        isSpace(c) || c == "\"" || c == "#" || c == "=" || c == "&" || c == ">"
    }

    static func lex(_ line: String) -> Result<LexedLine, Problem> {
        var text = line
        return text.withUTF8 { bytes -> Result<LexedLine, Problem> in
            let columns = Columns(line, bytes)
            return lex(bytes, columns).map { LexedLine(text: line, tokens: $0.tokens, contentEnd: $0.contentEnd) }
        }
    }

    /// Character offsets of UTF-8 offsets: the same number on an ASCII line;
    /// otherwise the index of the character that holds the byte (the line's
    /// length in characters, just past its end).
    struct Columns {
        let map: [Int]?

        init(_ line: String, _ bytes: UnsafeBufferPointer<UInt8>) {
            var ascii = true
            for byte in bytes where byte >= 0x80 {
                ascii = false
                break
            }
            if ascii {
                map = nil
                return
            }
            var map = [Int](repeating: 0, count: bytes.count + 1)
            var offset = 0
            var index = 0
            for character in line {
                let width = character.utf8.count
                for k in offset..<offset + width { map[k] = index }
                offset += width
                index += 1
            }
            map[bytes.count] = index
            self.map = map
        }

        @inline(__always)
        subscript(byte: Int) -> Int { map?[byte] ?? byte }
    }

    /// How many bytes of whitespace start at `k`: 0 when none.
    @inline(__always)
    static func spaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int) -> Int {
        let byte = bytes[k]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : 0 }
        let (scalar, width) = decode(bytes, k)
        return scalar.properties.isWhitespace ? width : 0
    }

    /// The scalar whose UTF-8 starts at `k` (valid UTF-8), and its width.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[k])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        func next(_ i: Int) -> UInt32 { UInt32(bytes[k + i]) & 0x3F }
        let value: UInt32
        let width: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | next(1)
            width = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | next(1) << 6 | next(2)
            width = 3
        } else {
            value = (lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3)
            width = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// Width in bytes of the character (scalar) starting with `lead`.
    @inline(__always)
    static func width(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, _ columns: Columns) -> Result<(tokens: [Token], contentEnd: Int), Problem> {
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var i = 0
        let n = bytes.count
        func endsWordAt(_ k: Int) -> Bool {
            let a = bytes[k]
            return a == 0x22 || a == 0x23 || a == 0x3D || a == 0x26 || a == 0x3E || spaceWidth(bytes, k) > 0
                || (a == 0x21 && k + 1 < n && bytes[k + 1] == 0x3D)
        }
        func token(_ kind: Token.Kind, _ start: Int, _ end: Int) -> Token {
            Token(kind: kind, start: columns[start], end: columns[end], byteStart: start, byteEnd: end)
        }
        while i < n {
            let c = bytes[i]
            let space = spaceWidth(bytes, i)
            if space > 0 { i += space; continue }
            if c == 0x23 { return .success((tokens, i)) }  // #
            if c == 0x22 {  // "
                // Bytes are gathered only once an escape is met; a string
                // without one (nearly all) is made from the line's bytes.
                var text: [UInt8] = []
                var escaped = false
                var runStart = i + 1
                var j = i + 1
                var closed = false
                while j < n {
                    let d = bytes[j]
                    if d == 0x22 { closed = true; break }
                    if d == 0x5C {  // \
                        guard j + 1 < n else { break }
                        let e = bytes[j + 1]
                        escaped = true
                        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<j]))
                        if e == 0x75 {  // u
                            switch unicodeEscape(bytes, at: j, columns) {
                            case .success(let (scalar, end)):
                                UTF8.encode(scalar) { text.append($0) }
                                j = end
                                runStart = j
                                continue
                            case .failure(let problem):
                                return .failure(problem)
                            }
                        }
                        guard e == 0x22 || e == 0x5C else {
                            // The character after the backslash, whole.
                            let after = String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 1)...]), as: UTF8.self).first!
                            return .failure(Problem(offset: columns[j], message: "unknown escape `\\\(after)` in a string",
                                                    expected: "`\\\"`, `\\\\` or `\\u{1B}`"))
                        }
                        text.append(e)
                        j += 2
                        runStart = j
                        continue
                    }
                    j += 1
                }
                guard closed else {
                    return .failure(Problem(offset: columns[i], message: "unterminated string", expected: "a closing `\"` on the same line"))
                }
                let string: String
                if escaped {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<j]))
                    string = String(decoding: text, as: UTF8.self)
                } else {
                    string = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j]), as: UTF8.self)
                }
                tokens.append(token(.string(string), i, j + 1))
                i = j + 1
                continue
            }
            let next: UInt8 = i + 1 < n ? bytes[i + 1] : 0
            if c == 0x21 && next == 0x3D { tokens.append(token(.punct("!="), i, i + 2)); i += 2; continue }
            if c == 0x3D && next == 0x3D { tokens.append(token(.punct("=="), i, i + 2)); i += 2; continue }
            if c == 0x3D { tokens.append(token(.punct("="), i, i + 1)); i += 1; continue }
            if c == 0x26 { tokens.append(token(.punct("&"), i, i + 1)); i += 1; continue }
            if c == 0x3E { tokens.append(token(.punct(">"), i, i + 1)); i += 1; continue }
            var j = i
            while j < n, !endsWordAt(j) { j += width(bytes[j]) }
            tokens.append(token(.word(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)), i, j))
            i = j
        }
        return .success((tokens, n))
    }

    /// `\u{1B}` at `start` (the backslash): one to six hex digits naming a
    /// Unicode scalar, Swift's spelling. It is how a label with a control
    /// character or a newline is written in a script (ScriptSyntax.quoted
    /// writes it so), since the line itself must be plain text.
    static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ columns: Columns)
        -> Result<(Unicode.Scalar, end: Int), Problem>
    {
        let expected = "`\\u{` and 1 to 6 hex digits naming a character, then `}`, as in `\\u{1B}`"
        let n = bytes.count
        guard start + 2 < n, bytes[start + 2] == 0x7B else {
            return .failure(Problem(offset: columns[start], message: "`\\u` without `{`", expected: expected))
        }
        var value: UInt32 = 0
        var k = start + 3
        var digits = 0
        while k < n, digits < 6 {
            let (scalar, width) = decode(bytes, k)
            guard let digit = hexDigitValue(scalar) else { break }
            value = value * 16 + digit
            digits += 1
            k += width
        }
        guard digits > 0, k < n, bytes[k] == 0x7D else {
            return .failure(Problem(offset: columns[start], message: "malformed `\\u{…}` escape", expected: expected))
        }
        guard let scalar = Unicode.Scalar(value) else {
            return .failure(Problem(offset: columns[start], message: "`\\u{\(String(value, radix: 16, uppercase: true))}` is not a Unicode character",
                                    expected: "a value up to 10FFFF outside D800–DFFF"))
        }
        return .success((scalar, k + 1))
    }

    /// `Character.hexDigitValue`'s digits: ASCII and their fullwidth forms.
    static func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46: return scalar.value - 0x41 + 10
        case 0x61...0x66: return scalar.value - 0x61 + 10
        case 0xFF10...0xFF19: return scalar.value - 0xFF10
        case 0xFF21...0xFF26: return scalar.value - 0xFF21 + 10
        case 0xFF41...0xFF46: return scalar.value - 0xFF41 + 10
        default: return nil
        }
    }
}
