import NavSandboxCore
import Yams

/// Placeholders in app-file text: `{n}`, `{arg}`, `{n+1}`, `{n-1}` and
/// `{n:Ada|Grace|Linus}`. Anything else in braces is an error, so a typo
/// never shows up as literal braces on the phone.
/// Why a template did not parse.
struct TemplateMistake: Error {
    var message: String
}

enum TemplateParsing {
    static let expected = "text with placeholders such as `{n}`, `{arg}`, `{n+1}` or `{n:Ada|Grace|Linus}`"

    /// Nil with a message when the text has a malformed placeholder.
    static func text(_ source: String) -> Result<TextTemplate, TemplateMistake> {
        var parts: [TextTemplate.Part] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                return .failure(TemplateMistake(message: "a `{` with no closing `}`"))
            }
            let inside = rest[rest.index(after: open)..<close]
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            if let colon = inside.firstIndex(of: ":") {
                guard let variable = TemplateVariable(rawValue: String(inside[..<colon])) else {
                    return .failure(TemplateMistake(message: "unknown placeholder variable in `{\(inside)}`"))
                }
                let choices = inside[inside.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false)
                    .map(String.init)
                guard !choices.isEmpty, !choices.contains(where: \.isEmpty) else {
                    return .failure(TemplateMistake(message: "`{\(inside)}` has an empty choice"))
                }
                parts.append(.choice(variable, choices))
            } else {
                switch number(String(inside)) {
                case .success(let value): parts.append(.number(value))
                case .failure(let mistake): return .failure(mistake)
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if rest.contains("}") { return .failure(TemplateMistake(message: "a `}` with no opening `{`")) }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return .success(TextTemplate(parts: parts))
    }

    /// `n`, `arg`, `n+1`, `arg-2` (without braces).
    static func number(_ inside: String) -> Result<IntTemplate, TemplateMistake> {
        let trimmed = inside.filter { $0 != " " }
        for variable in TemplateVariable.allCases where trimmed.hasPrefix(variable.rawValue) {
            let tail = trimmed.dropFirst(variable.rawValue.count)
            if tail.isEmpty { return .success(.variable(variable, offset: 0)) }
            if let sign = tail.first, sign == "+" || sign == "-", let amount = Int(tail.dropFirst()), amount <= 1_000_000 {
                return .success(.variable(variable, offset: sign == "+" ? amount : -amount))
            }
        }
        return .failure(TemplateMistake(message: "unknown placeholder `{\(inside)}`"))
    }
}

extension AppFileReader {
    mutating func text(_ node: Node, _ what: String) -> TextTemplate? {
        guard let source = string(node, what) else { return nil }
        switch TemplateParsing.text(source) {
        case .success(let template): return template
        case .failure(let mistake):
            error(at: node, "\(what): \(mistake.message)", expected: TemplateParsing.expected)
            return nil
        }
    }

    /// A whole number, or `{n}`/`{n+1}`/`{arg}` read when the action runs.
    mutating func intTemplate(_ node: Node, _ what: String) -> IntTemplate? {
        let expected = "a whole number or a placeholder such as `{n}`, `{n+1}` or `{arg}`"
        guard case .scalar(let scalar) = node else {
            error(at: node, "\(what) is \(describe(node))", expected: expected)
            return nil
        }
        let text = scalar.string
        if let value = Int(text), abs(value) <= 1_000_000 { return .literal(value) }
        if text.hasPrefix("{"), text.hasSuffix("}"), case .success(let value) = TemplateParsing.number(
            String(text.dropFirst().dropLast()))
        {
            return value
        }
        error(at: node, "\(what) `\(text)` is not a number", expected: expected)
        return nil
    }
}
