import NavSandboxUI

/// Decodes the characters that follow an ESC which ncurses did not turn into
/// a KEY_* code itself: mouse reports (SGR, see `SGRMouseReport`, and X10),
/// the few cursor keys a terminal may send in a mode terminfo did not
/// describe — and every other escape sequence, which is recognised as one
/// and dropped, never typed: replaying `ESC [ M  q %` (an X10 click at
/// column 81) as keys would type `q` and quit.
///
/// Sequences follow ECMA-48: `ESC [` (CSI) or `ESC O` (SS3), then parameter
/// and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E). The
/// X10 mouse report is the exception: `ESC [ M` and three bytes of any value.
enum EscapeSequenceDecoder {
    enum Outcome: Equatable {
        /// A prefix of a sequence; read another character.
        case needMore
        /// A complete sequence. nil: recognised but not wanted (wheel, other
        /// buttons, unusable numbers) or a sequence we do not know: dropped.
        case decoded(TerminalEvent?)
        /// No sequence: the ESC was the Esc key (alone, or Alt with a key),
        /// and everything read after it is ordinary input.
        case notASequence
        /// The last character cannot be part of a sequence (a control
        /// character, a non-ASCII one, a function key): what came before it
        /// is dropped, and it is ordinary input.
        case broken
        /// Longer than any sequence worth decoding: dropped, and the rest of
        /// it, up to its final byte, must be skipped (`skipping(_:)`) so it
        /// is not typed either.
        case overlong
    }

    /// What the rest of an overlong sequence does with the next character.
    enum SkipStep: Equatable {
        /// A parameter or intermediate byte: still inside; keep skipping.
        case inside
        /// The final byte: the sequence ends with it.
        case ends
        /// Not part of a sequence: it ended before this character, which is
        /// ordinary input.
        case endedBefore
    }

    /// Bytes allowed between the introducer and the final byte. An SGR mouse
    /// report is `<` and three numbers; 25 bytes leaves room for coordinates
    /// far beyond any screen.
    static let maximumLength = 25

    /// Stands for a function key (KEY_*) inside a sequence.
    static let notACharacter = UInt32.max

    private static let csi = UInt32(UInt8(ascii: "["))
    private static let ss3 = UInt32(UInt8(ascii: "O"))
    private static let sgrMarker = UInt32(UInt8(ascii: "<"))
    private static let x10Marker = UInt32(UInt8(ascii: "M"))
    private static let x10ValueCount = 3

    /// `afterEscape` is everything read after the ESC so far.
    static func decode(_ afterEscape: [UInt32]) -> Outcome {
        guard let introducer = afterEscape.first else { return .needMore }
        guard introducer == csi || introducer == ss3 else { return .notASequence }
        let body = afterEscape.dropFirst()
        if introducer == csi, body.first == x10Marker {
            return decodeX10Mouse(body.dropFirst())
        }
        return decodeBody(body, isCSI: introducer == csi)
    }

    /// When no more characters come in time: a lone ESC is the Esc key and
    /// `ESC [` or `ESC O` Alt with that key; a sequence cut off later
    /// (a stalled or truncated report) is dropped.
    static func outcomeAfterTimeout(_ afterEscape: [UInt32]) -> Outcome {
        afterEscape.count <= 1 ? .notASequence : .decoded(nil)
    }

    static func skipping(_ value: UInt32) -> SkipStep {
        switch value {
        case 0x20...0x3F: .inside
        case 0x40...0x7E: .ends
        default: .endedBefore
        }
    }

    /// Everything between the introducer and the final byte, then the final
    /// byte itself (the last value; the decoder is called after every one).
    private static func decodeBody(_ body: ArraySlice<UInt32>, isCSI: Bool) -> Outcome {
        for (offset, value) in body.enumerated() {
            switch skipping(value) {
            case .inside:
                if offset + 1 > maximumLength { return .overlong }
            case .ends:
                return .decoded(sequence(parameters: body.prefix(offset), final: value, isCSI: isCSI))
            case .endedBefore:
                return .broken
            }
        }
        return .needMore
    }

    /// A complete sequence: what it means, or nil if nothing (dropped).
    private static func sequence(parameters: ArraySlice<UInt32>, final: UInt32, isCSI: Bool) -> TerminalEvent? {
        let finalCharacter = Character(Unicode.Scalar(UInt8(final)))
        if isCSI, parameters.first == sgrMarker {
            return sgrMouse(parameters.dropFirst(), final: finalCharacter)
        }
        if isCSI, finalCharacter == "~" {
            // `ESC [ n ~` (VT220 editing and function keys): 5 and 6 page,
            // 11 is F1 where the terminal does not send `ESC O P`.
            switch String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init))) {
            case "5": return .key(.pageUp)
            case "6": return .key(.pageDown)
            case "11": return .key(.f1)
            default: return nil
            }
        }
        guard parameters.isEmpty else { return nil }
        switch finalCharacter {
        case "P" where !isCSI: return .key(.f1)
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "Z" where isCSI: return .key(.backTab)
        default: return nil
        }
    }

    /// `ESC [ <` digits and semicolons `M`/`m` is a whole mouse report even
    /// when its numbers are unusable (zero coordinates, wrong field count,
    /// overflow): dropped like any report the app does not use.
    private static func sgrMouse(_ parameters: ArraySlice<UInt32>, final: Character) -> TerminalEvent? {
        let text = String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init)))
        return SGRMouseReport(parameters: Substring(text), final: final)?.mouseEvent.map(TerminalEvent.mouse)
    }

    /// `ESC [ M` and three values: any character may stand for a number
    /// there, but a function key means the report was cut short.
    private static func decodeX10Mouse(_ values: ArraySlice<UInt32>) -> Outcome {
        if values.contains(notACharacter) { return .broken }
        guard values.count == x10ValueCount else { return .needMore }
        return .decoded(SGRMouseReport(x10Values: Array(values))?.mouseEvent.map(TerminalEvent.mouse))
    }
}
