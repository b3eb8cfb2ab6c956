import NavSandboxCore

/// LESSON: the lesson so far — its paragraphs, each answer marked ✓ or ✗
/// with UIKit's answer and why, each task done — scrolled so the newest
/// shows, and below it what the learner is asked now, with the keys. A
/// click on a choice picks it, and on the ⏎ line does what ⏎ does.
enum LessonPaneWidget {
    /// Where everything goes in the pane: shared by the render and the
    /// input map, so a click lands on what is drawn.
    struct Layout {
        struct Row {
            var y: Int
            var spans: [Span]
            /// What a click on this row does.
            var move: LessonMove?
        }

        var rows: [Row] = []

        init(_ lesson: LessonPane, in rect: Rect) {
            guard rect.height > 2 else { return }
            let width = rect.width - 1
            var prompt = LessonPaneWidget.promptRows(lesson.prompt, width: width)
            // A short pane (80×24) keeps every choice: the rule above the
            // prompt and the keys line go first.
            if prompt.count > rect.height - 1, prompt.count > 2 {
                prompt.removeFirst()
                if prompt.last?.move == nil { prompt.removeLast() }
            }
            var body: [[Span]] = []
            for line in lesson.lines {
                let indent = line.tone == .why ? 2 : 0
                // Explanations hang under their line; paragraphs wrap flush.
                let hang = line.tone == .text ? 0 : indent + 2
                body += TextFlow.wrap(LessonPaneWidget.spans(line), width: width - indent, indent: hang).map {
                    [Span(String(repeating: " ", count: indent))] + $0
                }
                if line.tone == .text { body.append([]) }
            }
            let room = max(0, rect.height - 1 - prompt.count)
            for (row, spans) in body.suffix(room).enumerated() {
                rows.append(Row(y: rect.y + 1 + row, spans: spans, move: nil))
            }
            for (row, item) in prompt.prefix(rect.height - 1).enumerated() {
                rows.append(Row(y: rect.y + 1 + room + row, spans: item.spans, move: item.move))
            }
        }

        func move(atY y: Int) -> LessonMove? {
            rows.first { $0.y == y }?.move
        }
    }

    static func draw(_ lesson: LessonPane, _ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height > 2 else { return }
        painter.title("LESSON", note: lesson.title, in: rect)
        for row in Layout(lesson, in: rect).rows {
            painter.write(row.spans, x: rect.x, y: row.y, clip: rect)
        }
    }

    /// `*word*` is emphasis; tones pick the colour.
    static func spans(_ line: LessonPane.Line) -> [Span] {
        let role: StyleRole =
            switch line.tone {
            case .text: .plain
            case .right: .flagClear
            case .wrong, .problem: .toastWarning
            case .why: .dim
            }
        var spans: [Span] = []
        for (index, part) in line.text.split(separator: "*", omittingEmptySubsequences: false).enumerated() where !part.isEmpty {
            spans.append(Span(String(part), index % 2 == 1 && line.tone == .text ? .bold : role))
        }
        return spans
    }

    static func promptRows(_ prompt: LessonPane.Prompt?, width: Int) -> [(spans: [Span], move: LessonMove?)] {
        guard let prompt else { return [] }
        var rows: [(spans: [Span], move: LessonMove?)] = [([Span(String(repeating: "─", count: max(0, width)), .dim)], nil)]
        func add(_ lines: [[Span]], _ move: LessonMove?) { rows += lines.map { ($0, move) } }
        switch prompt {
        case .next:
            add([[Span("⏎ ", .hintKey), Span("next", .hintText)]], .next)
        case .choose(let question, let choices, _):
            add(TextFlow.wrap([Span("? ", .walkHit), Span(question, .bold)], width: width, indent: 2), nil)
            for (index, choice) in choices.enumerated() {
                add(TextFlow.wrap([Span(" \(index + 1) ", .keyBadge), Span(" " + choice, .plain)], width: width, indent: 4), .choose(index))
            }
            add([[Span("1-\(choices.count) or a click picks", .hintText)]], nil)
        case .tryIt(let instruction, let hint, let hintShown, let hasSolution):
            add(TextFlow.wrap([Span("▶ ", .walkHit), Span(instruction, .bold)], width: width, indent: 2), nil)
            if hintShown, let hint { add(TextFlow.wrap([Span("  hint: ", .dim), Span(hint, .plain)], width: width, indent: 8), nil) }
            let help = !hintShown && hint != nil ? "a hint" : hasSolution ? "show me" : "nothing more to show"
            add([[Span("use the phone · ", .hintText), Span("⏎ ", .hintKey), Span(help, .hintText)]], .help)
        case .finished(let right, let asked):
            add(
                [[
                    Span("Lesson done: \(right) of \(asked) right. ", .bold), Span("⏎ ", .hintKey), Span("or ", .hintText),
                    Span("q ", .hintKey), Span("leaves", .hintText),
                ]], nil)
        }
        return rows
    }
}
