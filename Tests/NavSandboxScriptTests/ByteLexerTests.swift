@testable import NavSandboxScript
import NavSandboxCore
import Testing

/// The lexer reads UTF-8 bytes; it used to read `Character` arrays. On any
/// line it gives the same tokens, the same columns (in characters) and the
/// same problems as the old one, kept below as the reference; the one
/// deliberate difference is on a delimiter that a combining mark follows.
@Suite("The byte lexer")
struct ByteLexerTests {
    static let lines: [String] = {
        var lines = [
            "", "   ", "\t", "# only a comment", "after 100ms tap \"Message 1\"", "at 0s tap 4,1 # comment \"x",
            "expect stack = Inbox > \"Message 1\" > Compose  ", "expect top != \"Say \\\"Hi\\\"\"", "a==b!=c=d&e>f!g",
            "tap \"a\\\\b\"", "tap \"unterminated", "tap \"bad \\q escape\"", "tap \"bad \\é escape\"", "tap \"end \\",
            "tap \"\\u{1B}[2J\\u{7}\\u{202E}\\u{10FFFF}\"", "tap \"\\u{}\"", "tap \"\\u1B\"", "tap \"\\u{1B\"", "tap \"\\u{1234567}\"",
            "tap \"\\u{D800}\"", "tap \"\\u{110000}\"", "tap \"\\u{１Ｂ}\"", "tap \"\\u{ｆｆ}\"", "tap \"\\u{g}\"", "tap \"\\u",
            "tap \"Méssage\" é漢👍🏽🇫🇷 x", "tap\u{A0}\"Message\u{A0}1\"\u{3000}# c", "after\u{2003}10ms\u{2009}tap back",
            "expect top = Ïnbox\u{A0}\u{A0}", "expect top = 👩‍👩‍👧 > e\u{301} ", "tap \"👩‍👩‍👧\" & \"🇫🇷\"",
            "tap \"e\u{301}\"e\u{301}", "set x = \"é\"#é", "\u{FEFF}strategy none", "x\u{2028}y\u{2029}z\u{85}w",
            "tap \"\\u{301}\"", "a!", "!", "!=", "=", "\"\"", "\"", "#", "tap \"#not a comment\" # a comment",
        ]
        // Random lines from fragments, the delimiters never followed by a
        // combining mark (that case is the deliberate difference below).
        let fragments = [
            "tap", " ", "  ", "\t", "\"", "\"Message 1\"", "\\\"", "\\\\", "\\u{1B}", "\\u{", "\\x", "#", "=", "==", "!=", "!", "&", ">",
            "é", "e\u{301}x", "漢", "👍🏽", "\u{A0}", "\u{3000}", "\u{2003}", "4,1", "100ms", "1.5s", "back", "ｆ", "\u{FEFF}",
        ]
        var random = SplitMix64(seed: 2026)
        for _ in 0..<2_000 {
            let count = Int(random.next() % 10)
            lines.append((0..<count).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined())
        }
        return lines
    }()

    @Test("tokens, columns, raw text and problems are the Character lexer's")
    func sameAsCharacterLexer() {
        for line in Self.lines {
            let new = ScriptLexer.lex(line)
            let old = ReferenceLexer.lex(ReferenceLexer.characters(line))
            switch (new, old) {
            case (.success(let n), .success(let o)):
                #expect(n.tokens.map(\.kind) == o.tokens.map(\.kind), "\(line.debugDescription)")
                #expect(n.tokens.map(\.start) == o.tokens.map(\.start), "\(line.debugDescription)")
                #expect(n.tokens.map(\.end) == o.tokens.map(\.end), "\(line.debugDescription)")
                for (token, oldToken) in zip(n.tokens, o.tokens) {
                    #expect(n.rawText(from: token) == o.rawText(from: oldToken.start), "\(line.debugDescription)")
                }
            case (.failure(let n), .failure(let o)):
                #expect(n == o, "\(line.debugDescription)")
            default:
                Issue.record("\(line.debugDescription): \(new) but the Character lexer gave \(old)")
            }
        }
    }

    @Test("a combining mark after a quote no longer hides the quote (a label may start with one)")
    func combiningAfterQuote() throws {
        let lexed = try ScriptLexer.lex("tap \"\u{301}abc\"").get()
        #expect(lexed.tokens.map(\.kind) == [.word("tap"), .string("\u{301}abc")])
        // The old lexer saw one character `"́` and no opening quote.
        guard case .failure = ReferenceLexer.lex(ReferenceLexer.characters("tap \"\u{301}abc\"")) else {
            Issue.record("the reference lexer changed")
            return
        }
    }

    @Test("errors on lines with wide and combined characters point at the character, not the byte")
    func columns() throws {
        let errors = parseErrors("strategy none\n\tafter 10ms tap \"👩‍👩‍👧 x\"\nexpect top = Ïnbox \"x\"\n  after   10µs  tap back\n")
        #expect(errors.map(\.line) == [2, 3, 4])
        #expect(errors.map(\.column) == [17, 20, 13])
        #expect(errors[2].message.contains("`µs`"))
        let control = try singleError("after 10ms tap \"é\u{1B}[31m\"")
        #expect(control.column == 18)
        #expect(control.message == "control character U+001B (ESC) in the line")
        let bidi = try singleError("👍🏽 \u{202E}")
        #expect(bidi.column == 3)
        #expect(bidi.message == "control character U+202E (RLO) in the line")
    }

    @Test("time literals: the quick path accepts exactly what the explaining one does, with the same value")
    func times() {
        var literals = ["0ms", "0s", "40ms", "1.5s", "0.25s", "1.000s", "1.0000s", "1.0001s", "1.5ms", "1.0ms", "1.ms", ".5s", "5",
                        "-5ms", "3600s", "3600.001s", "3600000ms", "3600001ms", "00000000000000000001ms", "99999999999ms",
                        "1000000000000000000000000ms", "10sec", "10 s", "1e3ms", "１ms", "1µs", "ms", "s", "", "1.2.3s", "0.0s", "01.50s"]
        let parts = ["0", "1", "9", "00", "12", "3600", "36000", ".", "5", "ms", "s", "m", "x", "-"]
        var random = SplitMix64(seed: 40)
        for _ in 0..<3_000 {
            literals.append((0..<Int(1 + random.next() % 5)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined())
        }
        for literal in literals {
            #expect(ScriptTime.parse(literal) == ScriptTime.parseExplaining(literal), "\(literal)")
            if let quick = ScriptTime.parseWellFormed(literal) {
                #expect(ScriptTime.parseExplaining(literal) == .success(quick), "\(literal)")
            }
        }
    }

    @Test("points: the quick path reads only x,y of 1 to 4 digits, as the long way reads them")
    func points() throws {
        for word in ["4,1", "12,15", "0,0", "9999,9999", "0012,5", "00001,2", "10000,1", "1,", ",1", "1,2,3", "-1,2", "a,b", "1\u{301},2", "１,2", ""] {
            let quick = LineParser.wellFormedPoint(word)
            let parts = word.split(separator: ",", omittingEmptySubsequences: false)
            let expected: TapTarget? =
                parts.count == 2 && parts.allSatisfy { (1...4).contains($0.utf8.count) && $0.utf8.allSatisfy { $0 &- 0x30 < 10 } }
                ? .point(x: Int(parts[0])!, y: Int(parts[1])!) : nil
            #expect(quick == expected, "\(word)")
        }
        let script = try parseOK("after 10ms tap 0012,5\nafter 10ms tap 00001,2\nafter 10ms tap 4,1\n")
        #expect(script.statements.map(\.kind) == [
            .after(milliseconds: 10, .tap(.point(x: 12, y: 5))), .after(milliseconds: 10, .tap(.point(x: 1, y: 2))),
            .after(milliseconds: 10, .tap(.point(x: 4, y: 1))),
        ])
        #expect(try singleError("after 10ms tap 10000,1").message == "coordinate `10000` is too large")
    }

    @Test("lines split as before: a BOM dropped, CRLF, a final newline, empty lines")
    func splitting() {
        let texts = ["", "\n", "\n\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\r\r\n", "\r", "\u{FEFF}", "\u{FEFF}a\n", "\u{FEFF}\u{FEFF}a",
                     "a\n\n", "é\n👍🏽\r\n\u{2028}\n", "x\ry"]
        for text in texts {
            #expect(ScriptParser.splitLines(text) == ReferenceLexer.splitLines(text), "\(text.debugDescription)")
        }
    }
}

/// The lexer before it read bytes (fd7a2c4), over `Character`s.
enum ReferenceLexer {
    struct Token: Equatable {
        var kind: NavSandboxScript.Token.Kind
        var start: Int
        var end: Int
    }

    struct Line {
        var chars: [Character]
        var tokens: [Token]
        var contentEnd: Int

        func rawText(from start: Int) -> String {
            guard start < contentEnd else { return "" }
            var slice = chars[start..<contentEnd]
            while let last = slice.last, ScriptLexer.isSpace(last) { slice.removeLast() }
            return String(slice)
        }
    }

    static func characters(_ lineText: String) -> [Character] {
        lineText.utf8.allSatisfy { $0 < 0x80 } ? lineText.unicodeScalars.map(Character.init) : Array(lineText)
    }

    static func splitLines(_ text: String) -> [String] {
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" {
            body = Substring(body.unicodeScalars.dropFirst())
        }
        if body.isEmpty { return [] }
        var pieces = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.map { piece in
            var p = piece
            if p.last == "\r" { p.removeLast() }
            return String(String.UnicodeScalarView(p))
        }
    }

    static func lex(_ chars: [Character]) -> Result<Line, ScriptLexer.Problem> {
        typealias Problem = ScriptLexer.Problem
        var tokens: [Token] = []
        var i = 0
        let n = chars.count
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
            if codes[i] == 0x23 { return .success(Line(chars: chars, tokens: tokens, contentEnd: i)) }
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
        return .success(Line(chars: chars, tokens: tokens, contentEnd: n))
    }

    static func unicodeEscape(_ chars: [Character], at start: Int) -> Result<(Unicode.Scalar, end: Int), ScriptLexer.Problem> {
        typealias Problem = ScriptLexer.Problem
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
