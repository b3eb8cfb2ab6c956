import NavSandboxUI
@testable import NavSandboxTerminal

/// The code points of `text`, as `Terminal.decodeAfterEscape` hands them to
/// the decoder (everything read after the ESC).
func codePoints(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value)
}

/// Decodes `text` as the characters that followed an ESC.
func decode(_ text: String) -> EscapeSequenceDecoder.Outcome {
    EscapeSequenceDecoder.decode(codePoints(text))
}

let escape = "\u{1B}"

/// A grid with one row per string; rows are padded with blanks to `width`.
func grid(_ rows: [String], width: Int? = nil) -> CellGrid {
    let width = width ?? rows.map(\.count).max() ?? 0
    var result = CellGrid(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
        result.write(row, x: 0, y: y)
    }
    return result
}
