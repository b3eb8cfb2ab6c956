import NavSandboxCore

/// One problem in a script, located like a compiler diagnostic.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column of the offending token (a tab counts as one column). For a
    /// missing argument it is the column just past the last token of the line.
    public var column: Int
    /// What was wrong, e.g. "unknown strategy `blok-all`".
    public var message: String
    /// What was expected, e.g. "a time such as `40ms` or `1.5s`".
    public var expected: String
    /// The nearest valid name (or a corrected spelling), if one is close enough.
    public var suggestion: String?
    /// The source line, without its line terminator.
    public var sourceLine: String

    public init(file: String, line: Int, column: Int, message: String, expected: String,
                suggestion: String? = nil, sourceLine: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.sourceLine = sourceLine
    }

    /// ```
    /// path:12:9: error: unknown strategy `blok-all`; expected one of none, delay, …
    /// strategy blok-all
    ///          ^
    /// did you mean `block-all`?
    /// ```
    /// The caret line copies the source's tabs so the caret lines up in a terminal.
    /// Control characters in the file name, the message or the line are shown
    /// escaped (`\u{1B}`), never sent to the terminal.
    public var description: String {
        SourceDiagnostic.render(
            file: file, line: line, column: column, message: message, expected: expected, sourceLine: sourceLine,
            suggestion: suggestion)
    }

    var caretLine: String { SourceDiagnostic.caretLine(under: sourceLine, column: column) }
}

/// All the problems of one script, sorted by line (at most one per line);
/// printed, the first `SourceDiagnostic.maximumShown` and a count of the rest.
public struct ScriptErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [ScriptError]

    public init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    public var description: String {
        let n = errors.count
        // The first `SourceDiagnostic.maximumShown`, then how many more.
        return SourceDiagnostic.list(errors.lazy.map(\.description), total: n).joined(separator: "\n")
            + "\n\(n) error\(n == 1 ? "" : "s")"
    }
}
