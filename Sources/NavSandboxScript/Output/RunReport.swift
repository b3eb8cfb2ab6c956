import NavSandboxCore

/// How `run` shows a finished run: as JSON (`--json`) or as text (the event
/// log, the final state, then each expectation's verdict).
public enum RunReport {
    // MARK: JSON

    /// The run as one JSON object, keys in a fixed order.
    public static func json(_ run: ScriptRun) -> JSONValue {
        .object(members(run, log: .array(run.world.log.entries.map(logJSON))))
    }

    /// `json(run).write(pretty: true, into: out)`, byte for byte, without
    /// building the log's part of the tree (nearly all of it in a long run):
    /// each entry is written as it is read.
    ///
    /// `prewritten` holds the log's leading entries already written on
    /// another thread while the run went on (`run --json`); the bytes are
    /// the same either way.
    public static func writeJSON(_ run: ScriptRun, into out: inout OutputBuffer, prewritten: LogJSONPrewriter? = nil) {
        // The object is never on one line: `taps` is an object of three.
        out.append(byte: 0x7B)  // {
        for (index, (key, value)) in members(run, log: .null).enumerated() {
            if index > 0 { out.append(byte: 0x2C) }
            out.append(byte: 0x0A)
            out.append(spaces: 2)
            out.append(jsonString: key)
            out.append(literal: ": ")
            if key == "log" {
                writeLogJSON(run.world.log.entries, into: &out, prewritten: prewritten)
            } else {
                value.write(into: &out, pretty: true, depth: 1)
            }
            out.flushIfFull()
        }
        out.append(literal: "\n}\n")
        out.flushIfFull()
    }

    /// The log array as `logJSON` and the pretty-printer would write it at
    /// depth 1: one entry a line, each on one line.
    static func writeLogJSON(
        _ entries: ChunkedArray<LogEntry>, into out: inout OutputBuffer, prewritten: LogJSONPrewriter? = nil
    ) {
        if entries.isEmpty {
            out.append(literal: "[]")
            return
        }
        out.append(byte: 0x5B)  // [
        var start = 0
        if let prewritten {
            let (count, batches) = prewritten.take(for: entries)
            for batch in batches { out.append(written: batch) }
            start = count
        }
        writeLogEntriesJSON(entries, start..<entries.count, into: &out)
        out.append(literal: "\n  ]")
    }

    /// The entries in `range` as `writeLogJSON` writes them between its
    /// brackets: each after a comma but the log's first. Consecutive ranges
    /// written apart (LogJSONPrewriter) join into the same bytes.
    static func writeLogEntriesJSON(
        _ entries: ChunkedArray<LogEntry>, _ range: Range<Int>, into out: inout OutputBuffer
    ) {
        // By index, each entry borrowed where it lies: `for entry in` copied
        // every entry out of its chunk (a retain and a release per string
        // of its event), which cost more than writing its fields.
        for index in range {
            if index > 0 { out.append(byte: 0x2C) }
            writeLogEntryJSON(entries[index], into: &out)
            out.flushIfFull()
        }
    }

    /// One entry of `writeLogJSON`, on its line.
    private static func writeLogEntryJSON(_ entry: borrowing LogEntry, into out: inout OutputBuffer) {
        out.append(literal: "\n    {\"t_ms\": ")
        out.append(decimal: entry.time)
        out.append(literal: ", \"kind\": ")
        out.append(jsonString: entry.event.kind.rawValue)
        out.append(literal: ", \"text\": ")
        entry.event.withTextUTF8 { out.append(jsonUTF8: $0) }
        if let rule = entry.event.rule {
            out.append(literal: ", \"rule\": ")
            out.append(jsonString: rule.rawValue)
        }
        out.append(byte: 0x7D)  // }
    }

    /// The members of `json`, with `log` as given.
    static func members(_ run: ScriptRun, log: JSONValue) -> [(String, JSONValue)] {
        let world = run.world
        let counts = world.touchCounts
        return [
            ("file", .string(run.script.file)),
            ("ok", .bool(run.succeeded)),
            ("time_ms", .int(world.now)),
            ("strategy", .string(world.strategyID.rawValue)),
            ("profile", .string(world.profile.rawValue)),
            ("toggles", .object(ToggleID.allCases.map { ($0.rawValue, .string(world.toggles.displayValue(of: $0))) })),
            ("stack", .array(world.stackTitles.map(JSONValue.string))),
            ("bar", .array(world.barTitles.map(JSONValue.string))),
            ("presented", .optional(world.presentedTitle)),
            ("card", .string(world.cardStateName)),
            ("crash", crashJSON(world.crash)),
            ("frozen", .bool(world.isFrozen)),
            ("violations", .array(world.violations.map { .string($0.rawValue) })),
            ("flags", .object(world.flags.map { ($0.name, .string($0.displayValue)) })),
            ("queue", .array(world.queuedSummaries.map(JSONValue.string))),
            (
                "taps",
                .object([("handled", .int(counts.handled)), ("dropped", .int(counts.dropped)), ("queued", .int(counts.queued))])
            ),
            ("log", log),
            ("expectations", .array(run.verdicts.map(verdictJSON))),
            ("error", errorJSON(run.error)),
            ("notes", .array(run.notes.map(JSONValue.string))),
        ]
    }

    static func crashJSON(_ crash: Crash?) -> JSONValue {
        guard let crash else { return .null }
        return .object([
            ("id", .string(crash.violation.rawValue)),
            ("message", .string(crash.message)),
            ("exception", .string(crash.exception)),
            ("t_ms", .int(crash.time)),
            ("call_stack", .array(crash.callStack.map(JSONValue.string))),
        ])
    }

    /// `rule` is there when a UIKit rule decided the event: readers need not
    /// parse it out of the text.
    static func logJSON(_ entry: LogEntry) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("t_ms", .int(entry.time)), ("kind", .string(entry.kind.rawValue)), ("text", .string(entry.text)),
        ]
        if let rule = entry.event.rule { fields.append(("rule", .string(rule.rawValue))) }
        return .object(fields)
    }

    static func verdictJSON(_ verdict: ExpectationVerdict) -> JSONValue {
        .object([
            ("line", .int(verdict.line)), ("ok", .bool(verdict.ok)), ("text", .string(verdict.text)),
            ("actual", .optional(verdict.actual)), ("t_ms", .int(verdict.time)),
        ])
    }

    static func errorJSON(_ error: ScriptRuntimeError?) -> JSONValue {
        guard let error else { return .null }
        return .object([
            ("kind", .string(error.kind.rawValue)), ("line", .int(error.line)), ("column", .int(error.column)),
            ("message", .string(error.message)), ("t_ms", .int(error.time)),
        ])
    }

    // MARK: Text

    /// The event log, the final state, the notes, then the verdicts and a
    /// summary line.
    public static func text(_ run: ScriptRun) -> StyledText {
        var out = logHeader
        for entry in run.world.log.entries { out += logLine(entry) + "\n" }
        return out + afterLog(run)
    }

    /// `text(run).rendered(colour:)`, byte for byte, streamed onto `out`:
    /// the log — nearly all of a long run's report — is written straight
    /// into bytes, one line at a time, without a StyledText or a String per
    /// line.
    public static func write(_ run: ScriptRun, colour: Bool, into out: inout OutputBuffer) {
        var renderer = StyledText.Renderer(colour: colour)
        renderer.append(logHeader, to: &out)
        for entry in run.world.log.entries {
            renderer.switchTo(logColour(entry.kind), &out)
            writeLogLine(entry, into: &out)
            renderer.append("\n", nil, to: &out)
            out.flushIfFull()
        }
        renderer.append(afterLog(run), to: &out)
        renderer.finish(&out)
        out.flushIfFull()
    }

    static var logHeader: StyledText { "── event log ──".styled(.bold) + "\n" }

    /// The final state, the notes, the verdicts.
    static func afterLog(_ run: ScriptRun) -> StyledText {
        var out = "\n" + state(run.world)
        if !run.notes.isEmpty {
            out += "\n" + "── notes ──".styled(.bold) + "\n"
            for note in run.notes { out += "\(note)\n" }
        }
        out += "\n" + verdicts(run)
        return out
    }

    /// `TerminalText.visible(entry.formatted)` as bytes: the time and the
    /// padded kind are the program's own, the text is made visible.
    static func writeLogLine(_ entry: LogEntry, into out: inout OutputBuffer) {
        // TimeFormat.seconds: `-1.005`, `0.350`.
        let time = entry.time
        if time < 0 { out.append(byte: 0x2D) }
        let value = time.magnitude
        out.append(decimal: Int(value / 1000))
        out.append(byte: 0x2E)
        let fraction = Int(value % 1000)
        out.append(byte: 0x30 + UInt8(fraction / 100))
        out.append(byte: 0x30 + UInt8(fraction / 10 % 10))
        out.append(byte: 0x30 + UInt8(fraction % 10))
        out.append(byte: 0x20)
        let name = entry.kind.rawValue
        for byte in name.utf8 { out.append(byte: byte) }
        out.append(spaces: 9 - name.utf8.count)
        out.append(byte: 0x20)
        out.append(visible: entry.text)
    }

    static func logColour(_ kind: LogKind) -> StyledText.Colour? {
        switch kind {
        case .crash: return .red
        case .warning: return .yellow
        case .detector: return .magenta
        case .guardDecision: return .cyan
        case .system: return .dim
        default: return nil
        }
    }

    static func logLine(_ entry: LogEntry) -> StyledText {
        // Log text carries titles and labels, which an app file may supply:
        // a newline in one must not start a line of its own.
        StyledText(TerminalText.visible(entry.formatted), logColour(entry.kind))
    }

    /// The final state, one field a line.
    public static func state(_ world: World) -> StyledText {
        let counts = world.touchCounts
        var rows: [(String, String)] = [
            ("time", "\(TimeFormat.seconds(world.now)) s"),
            ("strategy", world.strategyID.rawValue),
            ("profile", world.profile.rawValue),
            ("stack", ExpectationChecker.show(stack: world.stackTitles)),
            ("bar", ExpectationChecker.show(stack: world.barTitles)),
            ("presented", world.presentedTitle ?? "none"),
            ("card", world.cardStateName),
            ("crash", world.crash.map { "\($0.violation.rawValue): \($0.exception): \($0.message)" } ?? "none"),
            ("frozen", world.isFrozen ? "yes" : "no"),
            ("violations", world.violations.isEmpty ? "none" : world.violations.map(\.rawValue).joined(separator: ", ")),
            ("queue", world.queuedSummaries.isEmpty ? "—" : world.queuedSummaries.joined(separator: ", ")),
            ("taps", "handled \(counts.handled), dropped \(counts.dropped), queued \(counts.queued)"),
        ]
        rows += world.flags.map { ("flag \($0.name)", $0.displayValue) }
        let width = rows.map(\.0.count).max() ?? 0
        var out = "── final state ──".styled(.bold) + "\n"
        for (name, value) in rows {
            // Titles and flag values are outside text: one line each.
            var shown = StyledText(TerminalText.visible(value))
            if name == "crash" && world.crash != nil { shown = TerminalText.visible(value).styled(.red) }
            if name == "violations" && !world.violations.isEmpty { shown = value.styled(.yellow) }
            out += "\(pad(TerminalText.visible(name), width))  \(shown)\n"
        }
        return out
    }

    /// Each verdict, the runtime error if the run stopped, and a summary line.
    public static func verdicts(_ run: ScriptRun) -> StyledText {
        var out = "── expectations ──".styled(.bold) + "\n"
        if run.verdicts.isEmpty { out += "(no expect lines)\n" }
        for verdict in run.verdicts {
            let mark = verdict.ok ? "ok  ".styled(.green) : "FAIL".styled(.red)
            out += "\(mark)  line \(verdict.line): \(TerminalText.visible(verdict.text))"
            if let actual = verdict.actual { out += "  (actual: \(TerminalText.visible(actual)))" }
            out += "\n"
        }
        if let error = run.error {
            out += "stopped: ".styled(.red) + "\(error.description)\n"
        }
        let held = run.verdicts.filter(\.ok).count
        out += "\(held) of \(run.verdicts.count) expectation\(run.verdicts.count == 1 ? " holds" : "s hold")"
        out += run.error == nil ? "\n" : "; the script stopped at line \(run.error!.line)\n"
        return out
    }
}
