/// How a problem in a file the user wrote is printed, like a compiler's
/// diagnostic — one format for scripts and app files:
///
/// ```
/// path:12:9: error: unknown strategy `blok-all`; expected one of none, delay, …
/// strategy blok-all
///          ^
/// did you mean `block-all`?
/// ```
/// Control characters in the file name, the message or the line are shown
/// escaped (`\u{1B}`), never sent to the terminal.
public enum SourceDiagnostic {
    public static func render(
        file: String, line: Int, column: Int, severity: String = "error", message: String, expected: String,
        sourceLine: String, suggestion: String?
    ) -> String {
        var out = "\(TerminalText.visible(file)):\(line):\(column): \(severity): \(TerminalText.visible(message))"
        if !expected.isEmpty { out += "; expected \(TerminalText.visible(expected))" }
        out += "\n" + TerminalText.visible(sourceLine) + "\n" + caretLine(under: sourceLine, column: column)
        if let suggestion { out += "\ndid you mean `\(TerminalText.visible(suggestion))`?" }
        return out
    }

    /// Spaces (and the line's own tabs, so the caret lines up in a terminal)
    /// up to the column, as wide as the printed line is there: an escaped
    /// control character takes its escape's width.
    public static func caretLine(under sourceLine: String, column: Int) -> String {
        var pad = ""
        var count = 0
        for c in sourceLine where count < column - 1 {
            if c == "\t" {
                pad.append("\t")
            } else {
                pad += String(repeating: " ", count: TerminalText.visible(String(c)).count)
            }
            count += 1
        }
        if count < column - 1 { pad += String(repeating: " ", count: column - 1 - count) }
        return pad + "^"
    }
}
