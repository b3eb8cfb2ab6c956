import NavSandboxCore
import Yams

/// Reads typed values out of a YAML node tree and collects every problem with
/// its position, so one pass reports all of a file's mistakes at once.
struct AppFileReader {
    let file: String
    let lines: [Substring]
    private(set) var problems: [AppFileProblem] = []
    /// Kept beside `problems` so asking costs nothing however many there are.
    private(set) var hasErrors = false
    /// Problems of each severity reported so far: only the first
    /// `SourceDiagnostic.maximumShown` of each are printed, so only they pay
    /// for a nearest-name search and a copy of their source line (a file
    /// that is one 500 KB line, wrong in every view, would otherwise copy
    /// that line for each).
    private var reported: [AppFileProblem.Severity: Int] = [:]
    /// Views and actions read so far: bounds the work a hostile file (aliases
    /// that multiply a subtree) can ask for.
    private(set) var nodesRead = 0

    static let nodeBudget = 20_000

    init(file: String, text: String) {
        self.file = file
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The text of a 1-based line, for a diagnostic made later (an
    /// `include:` that fails when it is resolved).
    func sourceLine(_ line: Int) -> String {
        line >= 1 && line <= lines.count ? String(lines[line - 1]).trimmingSuffixCR : ""
    }

    /// Counts one view or action; false (and one error) once over the budget.
    mutating func spend(at node: Node) -> Bool {
        nodesRead += 1
        if nodesRead == Self.nodeBudget + 1 {
            error(
                at: node, "the app has more than \(Self.nodeBudget) views and actions",
                expected: "a smaller app (YAML aliases that repeat a subtree count every copy)")
        }
        return nodesRead <= Self.nodeBudget
    }

    // MARK: Problems

    mutating func error(
        at node: Node?, _ message: String, expected: String = "", suggestion: @autoclosure () -> String? = nil
    ) {
        report(.error, at: node?.mark, message, expected: expected, suggestion: suggestion())
    }

    mutating func warning(
        at node: Node?, _ message: String, expected: String = "", suggestion: @autoclosure () -> String? = nil
    ) {
        report(.warning, at: node?.mark, message, expected: expected, suggestion: suggestion())
    }

    mutating func report(
        _ severity: AppFileProblem.Severity, at mark: Mark?, _ message: String, expected: String = "",
        suggestion: @autoclosure () -> String? = nil
    ) {
        report(severity, line: mark?.line ?? 1, column: mark?.column ?? 1, message, expected: expected, suggestion: suggestion())
    }

    /// The suggestion is an autoclosure: it is searched for only when the
    /// problem will be shown.
    mutating func report(
        _ severity: AppFileProblem.Severity, line: Int, column: Int, _ message: String, expected: String = "",
        suggestion: @autoclosure () -> String? = nil
    ) {
        let count = reported[severity, default: 0]
        reported[severity] = count + 1
        if severity == .error { hasErrors = true }
        let shown = count < SourceDiagnostic.maximumShown
        let source = shown && line >= 1 && line <= lines.count ? String(lines[line - 1]).trimmingSuffixCR : ""
        let suggestion = shown ? suggestion() : nil
        problems.append(
            AppFileProblem(
                severity: severity, file: file, line: line, column: column, message: message, expected: expected,
                suggestion: suggestion, sourceLine: source))
    }

    // MARK: Shapes

    /// A mapping's entries with string keys, in file order; reports unknown
    /// keys (with the nearest known one) and missing required ones.
    mutating func mapping(
        _ node: Node, _ what: String, allowed: [String], required: [String] = []
    ) -> [String: (key: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error(at: node, "\(what) is \(describe(node))", expected: "a mapping of \(allowed.joined(separator: ", "))")
            return nil
        }
        var entries: [String: (key: Node, value: Node)] = [:]
        // A misspelt required key is reported once, as the misspelling.
        var suggested: Set<String> = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                error(at: key, "a key of \(what) is \(describe(key))", expected: "a name such as `\(allowed[0])`")
                continue
            }
            let name = scalar.string
            guard allowed.contains(name) else {
                let suggestion = NearestName.find(name, in: allowed)
                if let suggestion { suggested.insert(suggestion) }
                error(
                    at: key, "unknown key `\(name)` in \(what)", expected: "one of \(allowed.joined(separator: ", "))",
                    suggestion: suggestion)
                continue
            }
            entries[name] = (key, value)
        }
        for name in required where entries[name] == nil && !suggested.contains(name) {
            error(at: node, "\(what) has no `\(name)`", expected: "`\(name):` in \(what)")
        }
        return entries
    }

    /// The entries of a mapping whose keys are the author's own names
    /// (screens, selectors), in file order.
    mutating func namedEntries(_ node: Node, _ what: String, expected: String) -> [(name: String, key: Node, value: Node)] {
        guard case .mapping(let mapping) = node else {
            error(at: node, "\(what) is \(describe(node))", expected: expected)
            return []
        }
        var entries: [(String, Node, Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key, !scalar.string.isEmpty else {
                error(at: key, "a name in \(what) is \(describe(key))", expected: "a plain name")
                continue
            }
            entries.append((scalar.string, key, value))
        }
        return entries
    }

    mutating func sequence(_ node: Node, _ what: String, expected: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error(at: node, "\(what) is \(describe(node))", expected: expected)
            return nil
        }
        return Array(sequence)
    }

    mutating func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let scalar) = node, node.tag != Tag(.null) || !scalar.string.isEmpty else {
            error(at: node, "\(what) is \(describe(node))", expected: "text")
            return nil
        }
        return scalar.string
    }

    mutating func int(_ node: Node, _ what: String, range: ClosedRange<Int>) -> Int? {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            let tooLarge = node.scalar.map { $0.string.allSatisfy { $0.isNumber || $0 == "-" } && !$0.string.isEmpty } ?? false
            error(
                at: node, tooLarge ? "\(what) \(describe(node)) is too large" : "\(what) is \(describe(node))",
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        guard range.contains(value) else {
            error(at: node, "\(what) \(value) is out of range", expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }

    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        guard case .scalar(let scalar) = node, let value = Self.booleans[scalar.string] else {
            error(at: node, "\(what) is \(describe(node))", expected: "true or false")
            return nil
        }
        return value
    }

    mutating func double(_ node: Node, _ what: String, range: ClosedRange<Double>) -> Double? {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), range.contains(value) else {
            error(at: node, "\(what) is \(describe(node))", expected: "a number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }

    /// A duration: a whole number of ms, or text such as `150ms` or `0.5s`.
    mutating func milliseconds(_ node: Node, _ what: String) -> Int? {
        let expected = "a time such as `150`, `150ms` or `0.5s` (at most 60 s)"
        guard case .scalar(let scalar) = node else {
            error(at: node, "\(what) is \(describe(node))", expected: expected)
            return nil
        }
        let text = scalar.string
        guard let value = DurationText.milliseconds(text) else {
            error(at: node, "\(what) `\(text)` is not a time", expected: expected)
            return nil
        }
        guard value >= 0, value <= 60_000 else {
            error(at: node, "\(what) `\(text)` is outside 0 to 60 s", expected: expected)
            return nil
        }
        return Int(value)
    }

    /// A name from a fixed list, with the nearest one suggested.
    mutating func choice<T>(_ node: Node, _ what: String, from choices: [(String, T)]) -> T? {
        let names = choices.map(\.0)
        guard let text = string(node, what) else { return nil }
        if let found = choices.first(where: { $0.0 == text }) { return found.1 }
        error(
            at: node, "unknown \(what) `\(text)`", expected: "one of \(names.joined(separator: ", "))",
            suggestion: NearestName.find(text, in: names))
        return nil
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if node.tag == Tag(.null) || scalar.string.isEmpty { return "empty" }
            let text = scalar.string
            return "`\(text.count > 40 ? String(text.prefix(40)) + "…" : text)`"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    static let booleans = [
        "true": true, "false": false, "yes": true, "no": false, "on": true, "off": false, "True": true, "False": false,
    ]
}

extension String {
    var trimmingSuffixCR: String { hasSuffix("\r") ? String(dropLast()) : self }
}
