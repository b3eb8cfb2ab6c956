import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// What follows an ESC that ncurses handed over as a plain character. The
/// decoder is stateless: `Terminal` calls it with everything read so far and
/// reads one more character on `.needMore`, so a sequence split across reads
/// is just a longer and longer prefix. Sequences it does not know are
/// dropped, never typed: typing them is how a mouse report at column 81
/// once typed `q` and quit.
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
        arguments: ["[<66;5;5M", "[<1;5;5M", "[<1;5;5m", "[<2;5;5M", "[<2;5;5m",
                    "[<34;5;5M", "[<35;5;5M", "[<128;5;5M"]
    )
    func ignoredButtons(sequence: String) {
        // .decoded(nil), not .notASequence: the bytes must not come back as
        // an Esc key followed by typed characters.
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test("wheel notches decode in SGR and X10 encodings")
    func wheel() {
        #expect(decode("[<64;5;5M") == .decoded(.mouse(MouseEvent(kind: .wheelUp, x: 4, y: 4))))
        #expect(decode("[<65;5;5M") == .decoded(.mouse(MouseEvent(kind: .wheelDown, x: 4, y: 4))))
        #expect(x10(64, 5, 5) == .decoded(.mouse(MouseEvent(kind: .wheelUp, x: 4, y: 4))))
        #expect(x10(65, 5, 5) == .decoded(.mouse(MouseEvent(kind: .wheelDown, x: 4, y: 4))))
    }

    @Test(
        "page keys and F1 as VT220 and xterm send them",
        arguments: [("[5~", Key.pageUp), ("[6~", Key.pageDown), ("OP", Key.f1), ("[11~", Key.f1)]
    )
    func pageAndHelpKeys(sequence: String, key: Key) {
        #expect(decode(sequence) == .decoded(.key(key)))
    }

    @Test("other function keys are dropped, not typed", arguments: ["[2~", "[12~", "[15~", "[5;5~", "OQ"])
    func otherFunctionKeys(sequence: String) {
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
        #expect(decode("x") == .notASequence)
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
        // notASequence would make Terminal report an Esc key press and then
        // the report's characters as typing.
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test(
        "a complete sequence whose body no report has is dropped, not typed",
        arguments: ["[<0;13;8X", "[<0;-1;8M", "[<0 13 8M", "[<a"]
    )
    func malformedBodies(sequence: String) {
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test(
        "a character no sequence may contain breaks it: the part before is dropped, the character is input",
        arguments: ["[<0;13;8\u{1B}", "[<0;1\u{03}", "[\u{7F}", "[<0;1é", "O\r", "[1;\u{1A}"]
    )
    func brokenSequences(sequence: String) {
        #expect(decode(sequence) == .broken)
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
        #expect(outcomes.last == .overlong)
        // The body ("<" and the digits) may hold exactly maximumLength bytes.
        #expect(outcomes.count == EscapeSequenceDecoder.maximumLength)
    }

    @Test("a report at the length limit still decodes")
    func longestAcceptedReport() {
        // "<" and 24 parameter characters: "0;" + 11 digits + ";" + 10 digits.
        let parameters = "0;12345678901;1234567890"
        #expect(parameters.count + 1 == EscapeSequenceDecoder.maximumLength)
        #expect(decode("[<" + parameters + "M")
            == .decoded(.mouse(MouseEvent(kind: .press, x: 12345678900, y: 1234567889))))
        #expect(decode("[<" + parameters + "0M") == .overlong)
    }

    @Test("the rest of an overlong sequence is skipped up to its final byte; what cannot be in it is kept")
    func skippingTheRest() {
        for inside in ";0123456789<? !/" {
            #expect(EscapeSequenceDecoder.skipping(codePoints(String(inside))[0]) == .inside, "\(inside)")
        }
        for final in "Mm~A@" {
            #expect(EscapeSequenceDecoder.skipping(codePoints(String(final))[0]) == .ends, "\(final)")
        }
        for outside in ["\u{1B}", "\r", "\u{7F}", "é"] {
            #expect(EscapeSequenceDecoder.skipping(codePoints(outside)[0]) == .endedBefore)
        }
        #expect(EscapeSequenceDecoder.skipping(EscapeSequenceDecoder.notACharacter) == .endedBefore)
    }

    @Test("non-character input inside a sequence (a function key) breaks it")
    func functionKeyInside() {
        // Terminal maps RawInput.functionKey to UInt32.max before decoding.
        #expect(EscapeSequenceDecoder.decode([UInt32.max]) == .notASequence)
        #expect(EscapeSequenceDecoder.decode(codePoints("[") + [UInt32.max]) == .broken)
        #expect(EscapeSequenceDecoder.decode(codePoints("[<0;1") + [UInt32.max]) == .broken)
        #expect(EscapeSequenceDecoder.decode(codePoints("[M ") + [UInt32.max]) == .broken)
        // Surrogate code points are not characters either.
        #expect(EscapeSequenceDecoder.decode([0xD800]) == .notASequence)
    }

    @Test("when nothing more comes: ESC alone is Esc, ESC [ is Alt-[, anything longer was cut off and is dropped")
    func timeouts() {
        #expect(EscapeSequenceDecoder.outcomeAfterTimeout([]) == .notASequence)
        #expect(EscapeSequenceDecoder.outcomeAfterTimeout(codePoints("[")) == .notASequence)
        #expect(EscapeSequenceDecoder.outcomeAfterTimeout(codePoints("O")) == .notASequence)
        #expect(EscapeSequenceDecoder.outcomeAfterTimeout(codePoints("[<0;1")) == .decoded(nil))
        #expect(EscapeSequenceDecoder.outcomeAfterTimeout(codePoints("[M q")) == .decoded(nil))
    }

    // MARK: X10 mouse reports

    /// `ESC [ M` then the button code, column and row, each plus 32.
    private func x10(_ button: Int, _ column: Int, _ row: Int) -> EscapeSequenceDecoder.Outcome {
        EscapeSequenceDecoder.decode(codePoints("[M") + [button, column, row].map { UInt32($0 + 32) })
    }

    @Test("an X10 press at column 81 (its column byte is q) is a press, not typing that quits")
    func x10PressAtColumn81() {
        #expect(codePoints("[M q%") == codePoints("[M") + [32, 113, 37])
        #expect(decode("[M q%") == .decoded(.mouse(MouseEvent(kind: .press, x: 80, y: 4))))
    }

    @Test("X10 drag (motion bit 32 with the left button) and release (code 3)")
    func x10DragAndRelease() {
        #expect(x10(32, 14, 9) == .decoded(.mouse(MouseEvent(kind: .drag, x: 13, y: 8))))
        #expect(x10(3, 14, 9) == .decoded(.mouse(MouseEvent(kind: .release, x: 13, y: 8))))
        #expect(x10(3 | 4 | 16, 14, 9) == .decoded(.mouse(MouseEvent(kind: .release, x: 13, y: 8))), "modifiers")
    }

    @Test(
        "X10 sideways wheel, other buttons and motion with no button are consumed without an event",
        arguments: [66, 1, 2, 35, 34, 128]
    )
    func x10Ignored(button: Int) {
        #expect(x10(button, 5, 5) == .decoded(nil))
    }

    @Test("X10 coordinates sent as UTF-8 characters (mode 1005) decode beyond column 223")
    func x10Wide() {
        #expect(x10(0, 300, 2) == .decoded(.mouse(MouseEvent(kind: .press, x: 299, y: 1))))
    }

    @Test("an X10 report waits for all three values, and one with a zero coordinate is dropped")
    func x10Prefixes() {
        #expect(decode("[M") == .needMore)
        #expect(decode("[M ") == .needMore)
        #expect(decode("[M q") == .needMore)
        #expect(x10(0, 0, 5) == .decoded(nil))
        #expect(x10(0, 5, 0) == .decoded(nil))
        #expect(EscapeSequenceDecoder.decode(codePoints("[M") + [31, 40, 40]) == .decoded(nil), "button below 32")
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

    @Test("CSI Z is Shift-Tab; SS3 Z is not (and is dropped)")
    func backTab() {
        #expect(decode("[Z") == .decoded(.key(.backTab)))
        #expect(decode("OZ") == .decoded(nil))
    }

    @Test("ESC alone: nothing read yet means wait (Terminal times out to an Esc key)")
    func escapeAlone() {
        #expect(EscapeSequenceDecoder.decode([]) == .needMore)
        #expect(decode("[") == .needMore)
        #expect(decode("O") == .needMore)
        #expect(decode("[<") == .needMore)
        #expect(decode("[1;5") == .needMore)
        #expect(decode("O<") == .needMore)
    }

    @Test(
        "ESC followed by anything but [ or O is the Esc key, and the rest is typing",
        arguments: ["x", "\u{1B}", "q", " ", "é"]
    )
    func notASequence(sequence: String) {
        #expect(decode(sequence) == .notASequence)
    }

    @Test(
        "complete sequences the app has no use for are dropped: modified keys, function keys, paste and focus marks, replies",
        arguments: ["[1;5A", "[2~", "O2P", "[200~", "[201~", "[I", "[O", "[?1;2c", "[>0;10;1c", "[15;1R", "[ q"]
    )
    func unknownSequencesAreDropped(sequence: String) {
        #expect(decode(sequence) == .decoded(nil))
    }

    @Test("ESC [ < only starts a mouse report after CSI, not SS3")
    func ss3IsNotMouse() {
        #expect(decode("O<0;1;1M") == .decoded(nil))
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
