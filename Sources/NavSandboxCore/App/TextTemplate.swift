/// The value a screen or a control was made with: Message N's N, or a row's
/// item. Templates in an app description read these.
public enum TemplateVariable: String, Hashable, Sendable, CaseIterable {
    /// The argument the screen was pushed or presented with (`Message {n}`).
    case n
    /// The argument of the control that sent the action (`argument: 2`).
    case arg
}

/// The values templates are filled from when a screen is built or an action runs.
public struct TemplateValues: Hashable, Sendable {
    public var n: Int?
    public var arg: Int?

    public init(n: Int? = nil, arg: Int? = nil) {
        self.n = n
        self.arg = arg
    }

    public subscript(variable: TemplateVariable) -> Int? {
        switch variable {
        case .n: n
        case .arg: arg
        }
    }
}

/// A whole number in an app description: a literal, or a variable plus an
/// offset (`{n+1}` is the next message).
public enum IntTemplate: Hashable, Sendable, CustomStringConvertible {
    case literal(Int)
    case variable(TemplateVariable, offset: Int)

    /// Nil when the variable has no value where the template is used.
    public func evaluate(_ values: TemplateValues) -> Int? {
        switch self {
        case .literal(let value): value
        case .variable(let variable, let offset): values[variable].map { $0 + offset }
        }
    }

    public var description: String {
        switch self {
        case .literal(let value): "\(value)"
        case .variable(let variable, let offset):
            offset == 0 ? "{\(variable)}" : "{\(variable)\(offset > 0 ? "+" : "")\(offset)}"
        }
    }
}

/// Text in an app description: literal parts and `{n}`, `{n+1}` or
/// `{n:Ada|Grace|Linus}` (the n-th choice, cycling) placeholders.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case number(IntTemplate)
        /// Picks choice (value - 1) modulo the count: a list that repeats.
        case choice(TemplateVariable, [String])
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    public init(stringLiteral value: String) { parts = [.literal(value)] }

    /// The text with no placeholders, when it has none: labels a script can
    /// name before any screen exists.
    public var literal: String? {
        var text = ""
        for part in parts {
            guard case .literal(let piece) = part else { return nil }
            text += piece
        }
        return text
    }

    /// A placeholder whose variable has no value shows as `?`, so a mistake
    /// in an app file is visible rather than silently empty.
    public func render(_ values: TemplateValues) -> String {
        // Most text has no placeholder: no string is built for it.
        if parts.count == 1, case .literal(let piece) = parts[0] { return piece }
        var text = ""
        for part in parts {
            switch part {
            case .literal(let piece): text += piece
            case .number(let number): text += number.evaluate(values).map(String.init) ?? "?"
            case .choice(let variable, let choices):
                guard let value = values[variable], !choices.isEmpty else {
                    text += "?"
                    continue
                }
                let count = choices.count
                text += choices[((value - 1) % count + count) % count]
            }
        }
        return text
    }

    public var description: String {
        parts.map { part in
            switch part {
            case .literal(let piece): piece
            case .number(let number): number.description
            case .choice(let variable, let choices): "{\(variable):\(choices.joined(separator: "|"))}"
            }
        }.joined()
    }
}
