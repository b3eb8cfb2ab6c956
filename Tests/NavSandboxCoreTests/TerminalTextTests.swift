import NavSandboxTestSupport
import Testing

@testable import NavSandboxCore

/// Text from outside the program reaches people only with the characters
/// that could act on a terminal (or reorder a line) made visible.
@Suite struct TerminalTextTests {
    @Test("bidi embeddings, overrides and isolates are escaped; the marks are not")
    func bidiControls() {
        #expect(TerminalText.visible("a\u{202E}b") == "a\\u{202E}b")
        #expect(TerminalText.visible("\u{202A}\u{202B}\u{202C}\u{202D}") == "\\u{202A}\\u{202B}\\u{202C}\\u{202D}")
        #expect(TerminalText.visible("\u{2066}\u{2067}\u{2068}\u{2069}") == "\\u{2066}\\u{2067}\\u{2068}\\u{2069}")
        #expect(TerminalText.visible("\u{200E}\u{200F}\u{2065}\u{206A}") == "\u{200E}\u{200F}\u{2065}\u{206A}")
        #expect(TerminalText.describe("\u{202E}") == "U+202E (RLO)")
    }

    @Test("many lines keep their newlines and tabs, and lose every other control")
    func visibleLines() {
        #expect(TerminalText.visibleLines("a\n\tb\r\n\u{1B}[2J\u{9B}") == "a\n\tb\\u{D}\n\\u{1B}[2J\\u{9B}")
        #expect(TerminalText.visible("a\nb") == "a\\u{A}b")
        #expect(TerminalText.visibleLines("plain ‹ Inbox ✓\n") == "plain ‹ Inbox ✓\n")
    }

    /// The byte scan that decides whether to escape at all must agree with
    /// the per-scalar rule, for every character near the ranges it tests.
    @Test("the fast byte scan agrees with isControl", arguments: 0..<64)
    func fastScanAgrees(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let interesting: [ClosedRange<UInt32>] = [
            0...0x20, 0x7E...0xA0, 0x2000...0x2070, 0xFFF0...0xFFFF, 0x1F000...0x1F0FF, 0x10FFF0...0x10FFFF,
        ]
        for _ in 0..<200 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<random.int(in: 0...4) {
                let range = random.pick(interesting)
                let value = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            #expect(TerminalText.needsEscaping(text) == text.unicodeScalars.contains(where: TerminalText.isControl))
            let shown = TerminalText.visible(text)
            #expect(!shown.unicodeScalars.contains(where: TerminalText.isControl), "\(Array(text.unicodeScalars))")
            #expect(TerminalText.visible(shown) == shown, "escaping twice changes nothing")
        }
    }

    @Test("JSON strings escape the C1, bidi and BOM characters as \\u, and stay JSON")
    func jsonEscapes() {
        #expect(JSONString.quoted("\u{80}\u{9B}\u{9F}\u{A0}") == "\"\\u0080\\u009b\\u009f\u{A0}\"")
        #expect(JSONString.quoted("a\u{202E}b\u{2066}c\u{2069}") == "\"a\\u202eb\\u2066c\\u2069\"")
        #expect(JSONString.quoted("\u{2029}\u{202F}\u{2065}") == "\"\\u2029\u{202F}\u{2065}\"")
        #expect(JSONString.quoted("\u{FEFF}") == "\"\\ufeff\"")
    }
}
