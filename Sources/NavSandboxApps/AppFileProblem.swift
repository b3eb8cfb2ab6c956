import NavSandboxCore

/// One thing wrong (or worth a look) in an app file, where it is and how to
/// fix it — printed like a compiler's diagnostic.
public struct AppFileProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var severity: Severity
    public var file: String
    /// 1-based line and column of the offending node.
    public var line: Int
    public var column: Int
    /// What was wrong: "unknown screen `Mesage`".
    public var message: String
    /// What would be right: "a screen named in `screens`".
    public var expected: String
    /// The nearest valid name, when one is close.
    public var suggestion: String?
    /// The source line, for the caret.
    public var sourceLine: String

    public init(
        severity: Severity, file: String, line: Int, column: Int, message: String, expected: String,
        suggestion: String? = nil, sourceLine: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.sourceLine = sourceLine
    }

    /// Printed as scripts' problems are (SourceDiagnostic).
    public var description: String {
        SourceDiagnostic.render(
            file: file, line: line, column: column, severity: severity.rawValue, message: message,
            expected: expected, sourceLine: sourceLine, suggestion: suggestion)
    }
}

/// Every problem of one app file: errors first in file order, then warnings
/// (printed: the first `SourceDiagnostic.maximumShown` of each).
public struct AppFileProblems: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [AppFileProblem]

    public init(_ problems: [AppFileProblem]) { self.problems = problems }

    public var errors: [AppFileProblem] { problems.filter { $0.severity == .error } }
    public var warnings: [AppFileProblem] { problems.filter { $0.severity == .warning } }

    public var description: String {
        let errors = errors.count
        let warnings = warnings.count
        var summary: [String] = []
        if errors > 0 { summary.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { summary.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        // The first `SourceDiagnostic.maximumShown` of each severity, as the
        // reader gave only those a source line and a suggestion.
        let errorsShown = SourceDiagnostic.list(self.errors.lazy.map(\.description), total: errors)
        let warningsShown = SourceDiagnostic.list(self.warnings.lazy.map(\.description), total: warnings, noun: "warning")
        return (errorsShown + warningsShown + [summary.joined(separator: ", ")]).joined(separator: "\n")
    }
}

/// A loaded app and what the loader would like the author to look at.
public struct LoadedApp: Sendable {
    public var app: AppDescription
    public var warnings: [AppFileProblem]

    public init(app: AppDescription, warnings: [AppFileProblem]) {
        self.app = app
        self.warnings = warnings
    }
}
