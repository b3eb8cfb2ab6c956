import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// What follows an ESC that ncurses handed over as a plain character. The
/// decoder is stateless: `Terminal` calls it with everything read so far and
/// reads one more character on `.needMore`, so a sequence split across reads
/// is just a longer and longer prefix.
@Suite("Escape sequence decoder")
struct EscapeSequenceDecoderTests {
    // MARK: Mouse

    @Test("SGR press ESC[<0;13;8M is a press at 12,7")
    func press() {
        #expect(decode("[<0;13;8M") == .decoded(.mouse(MouseEvent(kind: .press, x: 12, y: 7))))
    }

    @Test("SGR motion with the left button held is a drag")
    func drag() {
        #expect(decode("[<32;14;8M") == .decoded(.mouse(MouseEvent(kind: .drag, x: 13, y: 7))))
    }

    @Test("SGR lower-case m is a release")
    func release() {
        #expect(decode("[<0;14;9m") == .decoded(.mouse(MouseEvent(kind: .release, x: 13, y: 8))))
    }

    @Test(
        "wheel, middle, right, extra buttons and bare motion are consumed without an event",
        arguments: ["[<64;5;5M", "[<65;5;5M", "[<1;5;5M", "[<1;5;5m", "[<2;5;5M", "[<2;5;5m",
                    "[<34;5;5M", "[<35;5;5M", "[<128;5;5M"]
    )
    func ignoredButtons(sequence: String) {
        // .decoded(nil), not .notRecognised: the bytes must not come back as
        // an Esc key followed by typed characters.
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test("every proper prefix of a report asks for more, so a report split across reads decodes once complete")
    func splitAcrossReads() {
        let whole = codePoints("[<32;113;48M")
        for length in 0..<whole.count {
            #expect(EscapeSequenceDecoder.decode(Array(whole.prefix(length))) == .needMore, "prefix \(length)")
        }
        #expect(EscapeSequenceDecoder.decode(whole) == .decoded(.mouse(MouseEvent(kind: .drag, x: 112, y: 47))))
    }

    @Test("the decoder keeps no state between calls: a rejected sequence does not affect the next")
    func stateless() {
        #expect(decode("[<0;1") == .needMore)
        #expect(decode("x") == .notRecognised)
        #expect(decode("[<0;2;3M") == .decoded(.mouse(MouseEvent(kind: .press, x: 1, y: 2))))
    }

    @Test(
        "a complete report with values no terminal should send is swallowed, not replayed as keys",
        arguments: [
            "[<0;0;8M",                  // column 0
            "[<0;13;0M",                 // row 0
            "[<0;0;0m",
            "[<0;13M",                   // two fields
            "[<0;13;8;1M",               // four fields
            "[<;;M",
            "[<M",
            "[<0;9223372036854775808;1M",  // overflows Int, still within the length limit
        ]
    )
    func malformedCompleteReport(sequence: String) {
        // notRecognised would make Terminal report an Esc key press and then
        // the report's characters as typing.
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test(
        "a report body broken by an unexpected character is not a report",
        arguments: ["[<0;13;8X", "[<0;-1;8M", "[<0 13 8M", "[<0;13;8\u{1B}", "[<a"]
    )
    func malformedCharacters(sequence: String) {
        #expect(decode(sequence) == .notRecognised)
    }

    @Test("an endless run of digits is given up on at the length limit instead of read forever")
    func overlongNumbers() {
        var sequence = codePoints("[<")
        var outcomes: [EscapeSequenceDecoder.Outcome] = []
        for _ in 0..<1000 {
            sequence.append(UInt32(UInt8(ascii: "9")))
            let outcome = EscapeSequenceDecoder.decode(sequence)
            outcomes.append(outcome)
            if outcome != .needMore { break }
        }
        #expect(outcomes.last == .notRecognised)
        // The body may hold exactly maximumLength parameter characters.
        #expect(outcomes.count == EscapeSequenceDecoder.maximumLength + 1)
    }

    @Test("a report at the length limit still decodes")
    func longestAcceptedReport() {
        // 24 parameter characters: "0;" + 11 digits + ";" + 10 digits.
        let parameters = "0;12345678901;1234567890"
        #expect(parameters.count == EscapeSequenceDecoder.maximumLength)
        #expect(decode("[<" + parameters + "M")
            == .decoded(.mouse(MouseEvent(kind: .press, x: 12345678900, y: 1234567889))))
        #expect(decode("[<" + parameters + "0M") == .notRecognised)
    }

    @Test("non-character input inside a sequence (a function key) ends it")
    func functionKeyInside() {
        // Terminal maps RawInput.functionKey to UInt32.max before decoding.
        #expect(EscapeSequenceDecoder.decode([UInt32.max]) == .notRecognised)
        #expect(EscapeSequenceDecoder.decode(codePoints("[") + [UInt32.max]) == .notRecognised)
        #expect(EscapeSequenceDecoder.decode(codePoints("[<0;1") + [UInt32.max]) == .notRecognised)
        // Surrogate code points are not characters either.
        #expect(EscapeSequenceDecoder.decode([0xD800]) == .notRecognised)
    }

    // MARK: Keys

    @Test(
        "cursor keys in normal (CSI) and application (SS3) mode",
        arguments: [("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
                    ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left)] as [(String, Key)]
    )
    func arrows(sequence: String, key: Key) {
        #expect(decode(sequence) == .decoded(.key(key)))
    }

    @Test("CSI Z is Shift-Tab; SS3 Z is not")
    func backTab() {
        #expect(decode("[Z") == .decoded(.key(.backTab)))
        #expect(decode("OZ") == .notRecognised)
    }

    @Test("ESC alone: nothing read yet means wait (Terminal times out to an Esc key)")
    func escapeAlone() {
        #expect(EscapeSequenceDecoder.decode([]) == .needMore)
        #expect(decode("[") == .needMore)
        #expect(decode("O") == .needMore)
        #expect(decode("[<") == .needMore)
    }

    @Test(
        "anything else means the ESC was the Esc key and the rest is typing",
        arguments: ["x", "\u{1B}", "q", " ", "é", "[1;5A", "[2~", "OP", "[M", "O<"]
    )
    func notRecognised(sequence: String) {
        #expect(decode(sequence) == .notRecognised)
    }

    @Test("ESC [ < only starts a mouse report after CSI, not SS3")
    func ss3IsNotMouse() {
        #expect(decode("O<0;1;1M") == .notRecognised)
    }

    // MARK: Raw input and plain characters

    @Test("RawInput exposes character values only")
    func rawInput() {
        #expect(RawInput.escape == .character(0x1B))
        #expect(RawInput.character(0x41).characterValue == 0x41)
        #expect(RawInput.functionKey(0o403).characterValue == nil)
    }

    @Test(
        "plain characters map to keys",
        arguments: [
            (0x03, .controlC), (0x08, .backspace), (0x7F, .backspace), (0x09, .tab),
            (0x0A, .enter), (0x0D, .enter), (0x1B, .escape), (0x01, .unknown(1)), (0x1F, .unknown(0x1F)),
            (0x61, .character("a")), (0x20, .character(" ")), (0xE9, .character("é")),
            (0x1F44D, .character("👍")),
        ] as [(UInt32, Key)]
    )
    func characterKeys(value: UInt32, key: Key) {
        #expect(Terminal.key(forCharacter: value) == key)
    }

    @Test("a value that is no Unicode scalar is an unknown key, not a crash")
    func invalidScalar() {
        #expect(Terminal.key(forCharacter: 0xD800) == .unknown(0xD800))
        #expect(Terminal.key(forCharacter: 0x110000) == .unknown(0x110000))
        #expect(Terminal.key(forCharacter: UInt32.max) == .unknown(-1))
    }
}
