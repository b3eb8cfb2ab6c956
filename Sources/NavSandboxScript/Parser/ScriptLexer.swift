/// A token of one script line.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A run of characters up to whitespace, `"`, `#`, `=`, `!=`, `&` or `>`.
        case word(String)
        /// A double-quoted string, escapes (`\"`, `\\`) resolved.
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

    static func isSpace(_ c: Character) -> Bool { c.isWhitespace }

    /// Characters that end a bare word (besides the `!=` pair).
    static func endsWord(_ c: Character) -> Bool {
        isSpace(c) || c == "\"" || c == "#" || c == "=" || c == "&" || c == ">"
    }

    static func lex(_ chars: [Character]) -> Result<LexedLine, Problem> {
        var tokens: [Token] = []
        var i = 0
        let n = chars.count
        while i < n {
            let c = chars[i]
            if isSpace(c) { i += 1; continue }
            if c == "#" { return .success(LexedLine(chars: chars, tokens: tokens, contentEnd: i)) }
            if c == "\"" {
                var text = ""
                var j = i + 1
                var closed = false
                while j < n {
                    let d = chars[j]
                    if d == "\"" { closed = true; break }
                    if d == "\\" {
                        guard j + 1 < n else { break }
                        let e = chars[j + 1]
                        guard e == "\"" || e == "\\" else {
                            return .failure(Problem(offset: j, message: "unknown escape `\\\(e)` in a string",
                                                    expected: "`\\\"` or `\\\\`"))
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
            let next: Character? = i + 1 < n ? chars[i + 1] : nil
            if c == "!" && next == "=" { tokens.append(Token(kind: .punct("!="), start: i, end: i + 2)); i += 2; continue }
            if c == "=" && next == "=" { tokens.append(Token(kind: .punct("=="), start: i, end: i + 2)); i += 2; continue }
            if c == "=" || c == "&" || c == ">" {
                tokens.append(Token(kind: .punct(String(c)), start: i, end: i + 1)); i += 1; continue
            }
            var j = i
            while j < n, !endsWord(chars[j]), !(chars[j] == "!" && j + 1 < n && chars[j + 1] == "=") { j += 1 }
            tokens.append(Token(kind: .word(String(chars[i..<j])), start: i, end: j))
            i = j
        }
        return .success(LexedLine(chars: chars, tokens: tokens, contentEnd: n))
    }
}
