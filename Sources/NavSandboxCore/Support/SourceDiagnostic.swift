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
///
/// A source line longer than `maximumLineWidth` characters is shown cut
/// to a window around the column, with "…" where it was cut (a one-line
/// 400 KB file was echoed whole), and the caret under the same character.
public enum SourceDiagnostic {
    /// Problems of one file shown at most: the rest are counted in one
    /// "…and N more errors" line (docs/scripts.md, docs/apps.md). Scripts
    /// and app files share it, and only shown problems get a "did you mean".
    public static let maximumShown = 100
    /// Source lines are cut to about this many characters.
    public static let maximumLineWidth = 120
    /// Of which this many come before the column, when there are.
    static let contextBefore = 60

    public static func render(
        file: String, line: Int, column: Int, severity: String = "error", message: String, expected: String,
        sourceLine: String, suggestion: String?
    ) -> String {
        var out = "\(TerminalText.visible(file)):\(line):\(column): \(severity): \(TerminalText.visible(message))"
        if !expected.isEmpty { out += "; expected \(TerminalText.visible(expected))" }
        let shown = excerpt(of: sourceLine, column: column)
        out += "\n" + TerminalText.visible(shown.line) + "\n" + caretLine(under: shown.line, column: shown.column)
        if let suggestion { out += "\ndid you mean `\(TerminalText.visible(suggestion))`?" }
        return out
    }

    /// The first `maximumShown` of `rendered` (all problems, each already
    /// rendered lazily by the caller) and the line that counts the rest.
    public static func list(_ rendered: some Sequence<String>, total: Int, noun: String = "error") -> [String] {
        var lines = Array(rendered.prefix(maximumShown))
        if total > lines.count {
            let more = total - lines.count
            lines.append("…and \(more) more \(noun)\(more == 1 ? "" : "s")")
        }
        return lines
    }

    /// The part of `sourceLine` that is shown, and the column in it: the
    /// whole line when it is short, else at most `maximumLineWidth`
    /// characters around the column with "…" at each end that was cut.
    public static func excerpt(of sourceLine: String, column: Int) -> (line: String, column: Int) {
        guard sourceLine.utf8.count > maximumLineWidth else { return (sourceLine, column) }
        let characters = sourceLine.count
        guard characters > maximumLineWidth else { return (sourceLine, column) }
        // 0-based offset of the character the caret points at (a column
        // just past the end, for a missing argument, stays past it).
        let target = min(max(column - 1, 0), characters)
        let end = min(characters, max(target - contextBefore, 0) + maximumLineWidth)
        let start = max(0, end - maximumLineWidth)
        let from = sourceLine.index(sourceLine.startIndex, offsetBy: start)
        let to = sourceLine.index(from, offsetBy: end - start)
        var line = String(sourceLine[from..<to])
        var shiftedColumn = column - start
        if start > 0 {
            line = "…" + line
            shiftedColumn += 1
        }
        if end < characters { line += "…" }
        return (line, shiftedColumn)
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
