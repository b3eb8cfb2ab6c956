import NavSandboxCore

/// Checks an `expect` line against the world as it is at that instant.
public enum ExpectationChecker {
    /// The verdict for `expectation` on `line`: whether the world matches the
    /// check (inverted by `!=` / `!contains`), and the actual value when not.
    public static func verdict(_ expectation: ScriptExpectation, line: Int, in world: World) -> ExpectationVerdict {
        let (matches, actual) = evaluate(expectation.check, in: world)
        let ok = matches != expectation.isNegated
        return ExpectationVerdict(line: line, ok: ok, text: expectation.text, actual: ok ? nil : actual, time: world.now)
    }

    /// Whether the world matches the (un-negated) check, and what it shows.
    static func evaluate(_ check: ScriptExpectation.Check, in world: World) -> (Bool, String) {
        switch check {
        case .stack(let titles):
            let actual = world.stackTitles
            return (actual == titles, show(stack: actual))
        case .top(let title):
            let actual = world.stackTitles.last
            return (actual == title, actual ?? "(empty stack)")
        case .presented(let title):
            let actual = world.presentedTitle
            return (actual == title, actual ?? "none")
        case .card(let state):
            let actual = world.cardStateName
            return (actual == state.rawValue, actual)
        case .tab(let title):
            let actual = world.selectedTabTitle
            return (actual == title, actual ?? "no tab bar")
        case .crash(let needle):
            guard let crash = world.crash else { return (needle == nil, "none") }
            let actual = "\(crash.violation.rawValue): \(crash.message)"
            guard let needle else { return (false, actual) }
            let haystacks = [crash.violation.rawValue, crash.exception, crash.message]
            return (haystacks.contains { $0.lowercased().contains(needle.lowercased()) }, actual)
        case .frozen(let frozen):
            return (world.isFrozen == frozen, world.isFrozen ? "yes" : "no")
        case .violation(let id, let fired):
            let actual = world.violations.contains(id)
            return (actual == fired, actual ? "fired" : "not fired")
        case .flag(let name, let value):
            switch world.flag(named: name) {
            case .success(let flag):
                return (flagMatches(flag.displayValue, value), flag.displayValue)
            case .failure(.notPublished):
                return (false, "`\(name)` is not published by strategy \(world.strategyID.rawValue)")
            case .failure(.ambiguous(let owners)):
                let choices = owners.map { "`\($0)/\(name)`" }.joined(separator: " or ")
                return (false, "`\(name)` is published by \(owners.joined(separator: " and ")); write \(choices)")
            }
        case .logContains(let text):
            let found = world.log.entries.contains { $0.text.contains(text) }
            return (found, found ? "the log contains it" : "not in the log (\(world.log.entries.count) entries)")
        case .event(let kind, let fields, let count):
            return matchEvents(kind: kind.name, fields: fields, count: count, in: world)
        }
    }

    /// How many events of `kind` in the log have every field asked for; the
    /// actual value names the count and, when none matched, what the last
    /// event of that kind had.
    static func matchEvents(
        kind: String, fields: [ScriptExpectation.EventFieldMatch], count: Int?, in world: World
    ) -> (Bool, String) {
        var sameKind = 0
        var matching = 0
        var last: EventRecord?
        for entry in world.log.entries {
            let record = entry.event.record
            guard record.kind == kind else { continue }
            sameKind += 1
            last = record
            if fields.allSatisfy({ record.value(of: $0.name) == .some($0.value) }) { matching += 1 }
        }
        let ok = count.map { matching == $0 } ?? (matching > 0)
        var actual = "\(matching) matching of \(sameKind) \(kind) event\(sameKind == 1 ? "" : "s")"
        if matching == 0, let last, !fields.isEmpty {
            let shown = fields.map { field in
                "\(field.name) = \(last.value(of: field.name).flatMap { $0 }.map(ScriptSyntax.eventValue) ?? "none")"
            }
            actual += "; the last had " + shown.joined(separator: ", ")
        }
        return (ok, actual)
    }

    /// Flag values compare as text; YES/NO also match yes/no/true/false in any
    /// case, and an empty value (shown `—`) also matches `-` and `""`.
    static func flagMatches(_ display: String, _ expected: String) -> Bool {
        if display == expected { return true }
        let booleans = ["yes": "YES", "true": "YES", "no": "NO", "false": "NO"]
        if let normal = booleans[expected.lowercased()], display == normal { return true }
        if display == "—", expected == "-" || expected.isEmpty { return true }
        return false
    }

    static func show(stack titles: [String]) -> String {
        titles.isEmpty ? "(empty)" : titles.joined(separator: " > ")
    }
}
