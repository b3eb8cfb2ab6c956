import Foundation
import Testing
import NavSandboxCore

/// The recorder's hand-written JSON string literals.
@Suite("JSON string")
struct JSONStringTests {
    /// Parses a JSON string literal with Foundation.
    private func parse(_ literal: String) throws -> String? {
        let value = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed])
        return value as? String
    }

    @Test(
        "quotes, backslashes and the short escapes",
        arguments: [
            ("", #""""#),
            ("plain", #""plain""#),
            ("say \"hi\"", #""say \"hi\"""#),
            ("C:\\dir\\", #""C:\\dir\\""#),
            ("a\nb", #""a\nb""#),
            ("a\rb", #""a\rb""#),
            ("a\tb", #""a\tb""#),
            ("\u{08}\u{0C}", #""\b\f""#),
            ("/", #""/""#),  // JSON allows '/' unescaped
        ] as [(String, String)]
    )
    func shortEscapes(text: String, literal: String) {
        #expect(JSONString.quoted(text) == literal)
    }

    @Test(
        "other control characters are \\u00XX with four hex digits",
        arguments: [
            ("\u{00}", #""\u0000""#),
            ("\u{01}", #""\u0001""#),
            ("\u{1B}[0m", #""\u001b[0m""#),
            ("\u{1F}", #""\u001f""#),
            ("\u{7F}", #""\u007f""#),
        ] as [(String, String)]
    )
    func controlCharacters(text: String, literal: String) {
        #expect(JSONString.quoted(text) == literal)
    }

    @Test("no raw control character ever reaches the output")
    func noRawControls() {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let quoted = JSONString.quoted(all)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("non-ASCII is passed through as UTF-8, not escaped")
    func nonASCII() {
        let text = "é漢👍🏽🇫🇷─\u{A0}"
        let quoted = JSONString.quoted(text)
        #expect(quoted == "\"" + text + "\"")
        #expect(Array(quoted.utf8) == [UInt8(ascii: "\"")] + Array(text.utf8) + [UInt8(ascii: "\"")])
    }

    @Test("the line and paragraph separators are escaped, so the JSON is also valid JavaScript")
    func separators() {
        #expect(JSONString.quoted("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
    }

    @Test(
        "round-trips through JSONSerialization",
        arguments: [
            "",
            "\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[H╭─ Inbox ─╮",
            "quote \" backslash \\ slash / tab \t newline \n",
            "é漢👍🏽🇫🇷 e\u{0301}",
            "\u{7F}\u{80}\u{9B}\u{FEFF}\u{2028}\u{2029}\u{10FFFF}",
        ]
    )
    func roundTrip(text: String) throws {
        let parsed = try parse(JSONString.quoted(text))
        // Compare scalars: String == would accept a canonically equivalent
        // (normalised) result.
        #expect(parsed.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
    }

    /// Long text is checked eight bytes at a time; a character that needs
    /// escaping at any position of a word is escaped as it is alone.
    @Test(
        "escapes at every position of a long string as in a short one",
        arguments: (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
            + ["é", "→", "\u{85}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{FEFF}", "😀"]
    )
    func wordAtATime(character: String) {
        let alone = JSONString.quoted(character).dropFirst().dropLast()
        for position in 0..<17 {
            let before = String(repeating: "a", count: position)
            let after = String(repeating: "b", count: 24 - position)
            #expect(JSONString.quoted(before + character + after) == "\"" + before + alone + after + "\"")
        }
    }

    @Test("every ASCII character round-trips")
    func allASCII() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        let parsed = try parse(JSONString.quoted(text))
        #expect(parsed.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
    }

    @Test("a quoted string is valid inside an array, as in asciicast events")
    func insideArray() throws {
        let line = "[0.5, " + JSONString.quoted("o") + ", " + JSONString.quoted("\"\\\u{1B}\n") + "]"
        let array = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        #expect(array.count == 3)
        #expect(array[2] as? String == "\"\\\u{1B}\n")
    }
}
