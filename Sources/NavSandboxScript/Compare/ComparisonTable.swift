import NavSandboxCore

/// `compare`'s renderings of a comparison: an aligned text table (coloured on
/// a terminal), a Markdown table for the docs, and JSON.
extension StrategyComparison {
    static let headers = ["strategy", "final stack", "crash", "violations", "taps h/d/q", "script's expect lines"]

    func cells(_ row: ComparisonRow) -> [String] {
        [row.strategy, row.stackText, row.crashText, row.violationsText, row.tapsText, row.expectText]
    }

    /// An aligned table with a title line; runtime errors are listed below it.
    public func text() -> StyledText {
        // Stacks are titles from the app file: one line each, controls shown.
        let table = [Self.headers] + rows.map { cells($0).map(TerminalText.visible) }
        let widths = Self.headers.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String], colours: [StyledText.Colour?]) -> StyledText {
            var out = StyledText()
            for (i, cell) in cells.enumerated() {
                if i > 0 { out += "  " }
                out.append(i == cells.count - 1 ? cell : pad(cell, widths[i]), colours[i])
            }
            return out
        }
        var out: StyledText = "\(TerminalText.visible(file)) under every strategy (profile \(profile.rawValue))\n\n"
        out += line(Self.headers, colours: Array(repeating: .bold, count: Self.headers.count)) + "\n"
        for (row, shown) in zip(rows, table.dropFirst()) {
            let clean = row.crash == nil && !row.frozen && row.violations.isEmpty && row.error == nil
            out += line(
                shown,
                colours: [
                    clean ? .green : nil, row.error == nil ? nil : .red, row.crash != nil || row.frozen ? .red : nil,
                    row.violations.isEmpty ? nil : .yellow, nil,
                    row.failedExpectations.isEmpty ? nil : .yellow,
                ]) + "\n"
        }
        // Which expectations failed, and what the world showed instead.
        let missed = rows.filter { !$0.failedExpectations.isEmpty }
        if !missed.isEmpty {
            out += "\n"
            for row in missed {
                for verdict in row.failedExpectations {
                    let actual = verdict.actual.map { " (actual: \(TerminalText.visible($0)))" } ?? ""
                    out += "\(row.strategy): ✗ line \(verdict.line) expect \(TerminalText.visible(verdict.text))\(actual)\n"
                }
            }
        }
        let stopped = rows.filter { $0.error != nil }
        if !stopped.isEmpty {
            out += "\n"
            for row in stopped {
                out += "\(row.strategy): \(TerminalText.visible(row.error!.message)) (line \(row.error!.line))\n"
            }
        }
        return out
    }

    /// A Markdown pipe table (no title), for docs/strategies-table.md.
    public func markdown() -> String {
        var out = "| " + Self.headers.joined(separator: " | ") + " |\n"
        out += "|" + Self.headers.map { _ in " --- |" }.joined() + "\n"
        for row in rows {
            // Titles come from the app file.
            var cells = cells(row).map(MarkdownText.escaped)
            cells[0] = "`\(row.strategy)`"
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    public func json() -> JSONValue {
        .object([
            ("file", .string(file)),
            ("profile", .string(profile.rawValue)),
            (
                "rows",
                .array(
                    rows.map { row in
                        .object([
                            ("strategy", .string(row.strategy)),
                            ("stack", .array(row.stack.map(JSONValue.string))),
                            ("crash", .optional(row.crash)),
                            ("frozen", .bool(row.frozen)),
                            ("violations", .array(row.violations.map(JSONValue.string))),
                            (
                                "taps",
                                .object([
                                    ("handled", .int(row.handled)), ("dropped", .int(row.dropped)),
                                    ("queued", .int(row.queued)),
                                ])
                            ),
                            (
                                "expectations",
                                .object([("held", .int(row.expectationsHeld)), ("total", .int(row.expectationsTotal))])
                            ),
                            ("error", RunReport.errorJSON(row.error)),
                        ])
                    })
            ),
        ])
    }
}

extension String {
    /// Replaces every occurrence of a string (no Foundation here).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
