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

/// A lexed line: its characters, its tokens, and where its content ends
/// (at a `#` comment or the end of the line).
struct LexedLine {
    var chars: [Character]
    var tokens: [Token]
    var contentEnd: Int

    /// The raw text from `start` to the end of the content, trimmed.
    func rawText(from start: Int) -> String {
        guard start < contentEnd else { return "" }
        var slice = chars[start..<contentEnd]
        while let last = slice.last, ScriptLexer.isSpace(last) { slice.removeLast() }
        return String(slice)
    }
}

/// Splits one line into tokens. Whitespace (spaces, tabs, a stray `\r`) separates
/// tokens; `#` outside a string starts a comment.
enum ScriptLexer {
    struct Problem: Error, Equatable {
        var offset: Int
        var message: String
        var expected: String
    }

    /// ASCII answers without a Unicode property lookup: nearly every
    /// character of a script is ASCII, and this runs for each of them.
    static func isSpace(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return c.isWhitespace
    }

    /// Characters that end a bare word (besides the `!=` pair).
    static func endsWord(_ c: Character) -> Bool {
        isSpace(c) || c == "\"" || c == "#" || c == "=" || c == "&" || c == ">"
    }

    static func lex(_ chars: [Character]) -> Result<LexedLine, Problem> {
        var tokens: [Token] = []
        var i = 0
        let n = chars.count
        // The ASCII code of each character (0 for anything else): comparing
        // bytes is far cheaper than comparing Characters, and every
        // character the grammar cares about is ASCII.
        let codes = chars.map { $0.asciiValue ?? 0 }
        func isSpaceAt(_ k: Int) -> Bool {
            let a = codes[k]
            return a == 0 ? chars[k].isWhitespace : (a == 0x20 || (0x09...0x0D).contains(a))
        }
        func endsWordAt(_ k: Int) -> Bool {
            let a = codes[k]
            return a == 0x22 || a == 0x23 || a == 0x3D || a == 0x26 || a == 0x3E || isSpaceAt(k)
                || (a == 0x21 && k + 1 < n && codes[k + 1] == 0x3D)
        }
        while i < n {
            let c = chars[i]
            if isSpaceAt(i) { i += 1; continue }
            if codes[i] == 0x23 { return .success(LexedLine(chars: chars, tokens: tokens, contentEnd: i)) }
            if codes[i] == 0x22 {
                var text = ""
                var j = i + 1
                var closed = false
                while j < n {
                    let d = chars[j]
                    if d == "\"" { closed = true; break }
                    if d == "\\" {
                        guard j + 1 < n else { break }
                        let e = chars[j + 1]
                        if e == "u" {
                            switch unicodeEscape(chars, at: j) {
                            case .success(let (scalar, end)):
                                text.unicodeScalars.append(scalar)
                                j = end
                                continue
                            case .failure(let problem):
                                return .failure(problem)
                            }
                        }
                        guard e == "\"" || e == "\\" else {
                            return .failure(Problem(offset: j, message: "unknown escape `\\\(e)` in a string",
                                                    expected: "`\\\"`, `\\\\` or `\\u{1B}`"))
                        }
                        text.append(e)
                        j += 2
                        continue
                    }
                    text.append(d)
                    j += 1
                }
                guard closed else {
                    return .failure(Problem(offset: i, message: "unterminated string", expected: "a closing `\"` on the same line"))
                }
                tokens.append(Token(kind: .string(text), start: i, end: j + 1))
                i = j + 1
                continue
            }
            let next: UInt8 = i + 1 < n ? codes[i + 1] : 0
            if codes[i] == 0x21 && next == 0x3D { tokens.append(Token(kind: .punct("!="), start: i, end: i + 2)); i += 2; continue }
            if codes[i] == 0x3D && next == 0x3D { tokens.append(Token(kind: .punct("=="), start: i, end: i + 2)); i += 2; continue }
            if codes[i] == 0x3D || codes[i] == 0x26 || codes[i] == 0x3E {
                tokens.append(Token(kind: .punct(String(c)), start: i, end: i + 1)); i += 1; continue
            }
            var j = i
            while j < n, !endsWordAt(j) { j += 1 }
            tokens.append(Token(kind: .word(String(chars[i..<j])), start: i, end: j))
            i = j
        }
        return .success(LexedLine(chars: chars, tokens: tokens, contentEnd: n))
    }

    /// `\u{1B}` at `start` (the backslash): one to six hex digits naming a
    /// Unicode scalar, Swift's spelling. It is how a label with a control
    /// character or a newline is written in a script (ScriptSyntax.quoted
    /// writes it so), since the line itself must be plain text.
    static func unicodeEscape(_ chars: [Character], at start: Int) -> Result<(Unicode.Scalar, end: Int), Problem> {
        let expected = "`\\u{` and 1 to 6 hex digits naming a character, then `}`, as in `\\u{1B}`"
        guard start + 2 < chars.count, chars[start + 2] == "{" else {
            return .failure(Problem(offset: start, message: "`\\u` without `{`", expected: expected))
        }
        var value: UInt32 = 0
        var k = start + 3
        var digits = 0
        while k < chars.count, let digit = chars[k].hexDigitValue, digits < 6 {
            value = value * 16 + UInt32(digit)
            digits += 1
            k += 1
        }
        guard digits > 0, k < chars.count, chars[k] == "}" else {
            return .failure(Problem(offset: start, message: "malformed `\\u{…}` escape", expected: expected))
        }
        guard let scalar = Unicode.Scalar(value) else {
            return .failure(Problem(offset: start, message: "`\\u{\(String(value, radix: 16, uppercase: true))}` is not a Unicode character",
                                    expected: "a value up to 10FFFF outside D800–DFFF"))
        }
        return .success((scalar, k + 1))
    }
}
