import NavSandboxCore

/// An event to look for, as a kind and some of its named fields — the
/// fields `expect event` matches in a script (`WorldEvent.record`), so a
/// table of expectations reads like one. A pattern names what the event is
/// about (screens, calls, flags, the rule that decided), not the log's
/// wording: leave out the prose fields (`reason`, `detail`, `why`).
public struct EventPattern: Sendable, CustomStringConvertible {
    public let kind: String
    public let fields: [(name: String, value: String?)]
    /// The whole event, when what decides is a field its record leaves to
    /// prose (an app note's screen and count): matched by equality.
    public let exactly: WorldEvent?

    public init(_ kind: String, _ fields: (String, String?)...) {
        self.kind = kind
        self.fields = fields.map { (name: $0.0, value: $0.1) }
        self.exactly = nil
    }

    public init(exactly event: WorldEvent) {
        self.kind = event.record.kind
        self.fields = []
        self.exactly = event
    }

    public func matches(_ event: WorldEvent) -> Bool {
        if let exactly { return event == exactly }
        let record = event.record
        guard record.kind == kind else { return false }
        return fields.allSatisfy { field in
            guard let value = record.value(of: field.name) else { return false }
            return value == field.value
        }
    }

    public var description: String {
        if let exactly { return "\(exactly)" }
        return ([kind] + fields.map { "\($0.name) = \($0.value ?? "none")" }).joined(separator: " ")
    }
}

extension World {
    /// Whether any event logged (from `start` on) matches the pattern.
    public func logged(from start: Int = 0, _ pattern: EventPattern) -> Bool {
        logged(from: start) { pattern.matches($0) }
    }
}
