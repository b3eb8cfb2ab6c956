/// One unit of input as ncurses' get_wch returns it, before it is decoded
/// into a `TerminalEvent`.
enum RawInput: Hashable, Sendable {
    /// A character (Unicode scalar value), including control characters.
    case character(UInt32)
    /// An ncurses KEY_* code (KEY_UP, KEY_MOUSE, KEY_RESIZE, ...).
    case functionKey(Int32)

    static let escape = RawInput.character(0x1B)

    var characterValue: UInt32? {
        if case let .character(value) = self { return value }
        return nil
    }

    /// What `EscapeSequenceDecoder` sees: the character, or
    /// `notACharacter` for a function key.
    var decoderValue: UInt32 {
        characterValue ?? EscapeSequenceDecoder.notACharacter
    }
}
