import NavSandboxUI

/// Decodes the characters that follow an ESC which ncurses did not turn into
/// a KEY_* code itself: SGR mouse reports (see `SGRMouseReport`) and the few
/// cursor keys a terminal may send in a mode terminfo did not describe.
enum EscapeSequenceDecoder {
    enum Outcome: Equatable {
        /// A prefix of something we decode; read another character.
        case needMore
        /// A complete sequence. nil: recognised but not wanted (wheel...,
        /// or a mouse report whose numbers are unusable).
        case decoded(TerminalEvent?)
        /// Not a sequence we know: the ESC was the Esc key, and the
        /// characters are ordinary input.
        case notRecognised
    }

    /// SGR parameters are three small numbers; anything longer is not one.
    static let maximumLength = 24

    /// `afterEscape` is everything read after the ESC so far.
    static func decode(_ afterEscape: [UInt32]) -> Outcome {
        guard let first = afterEscape.first.flatMap(character) else {
            return afterEscape.isEmpty ? .needMore : .notRecognised
        }
        guard first == "[" || first == "O" else { return .notRecognised }
        guard afterEscape.count >= 2, let second = character(afterEscape[1]) else {
            return afterEscape.count < 2 ? .needMore : .notRecognised
        }
        switch second {
        case "A": return .decoded(.key(.up))
        case "B": return .decoded(.key(.down))
        case "C": return .decoded(.key(.right))
        case "D": return .decoded(.key(.left))
        case "Z" where first == "[": return .decoded(.key(.backTab))
        case "<" where first == "[": return decodeSGRMouse(afterEscape.dropFirst(2))
        default: return .notRecognised
        }
    }

    private static func decodeSGRMouse(_ body: ArraySlice<UInt32>) -> Outcome {
        var parameters = ""
        for value in body {
            guard let character = character(value) else { return .notRecognised }
            if character.isASCII && (character.isNumber || character == ";") {
                parameters.append(character)
                if parameters.count > maximumLength { return .notRecognised }
                continue
            }
            guard let report = SGRMouseReport(parameters: Substring(parameters), final: character) else {
                // `ESC [ <` digits and semicolons `M`/`m` is a whole mouse report
                // even when its numbers are unusable (zero coordinates, wrong
                // field count, overflow). Rejecting it would replay it as an
                // Esc key press followed by typing, so drop it instead.
                return character == "M" || character == "m" ? .decoded(nil) : .notRecognised
            }
            return .decoded(report.mouseEvent.map(TerminalEvent.mouse))
        }
        return .needMore
    }

    private static func character(_ value: UInt32) -> Character? {
        Unicode.Scalar(value).map(Character.init)
    }
}
