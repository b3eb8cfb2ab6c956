import NavSandboxCore

/// LESSON: the lesson so far — its paragraphs, each answer marked ✓ or ✗
/// with UIKit's answer and why, each task done — scrolled so the newest
/// shows, and below it what the learner is asked now, with the keys.
enum LessonPaneWidget {
    static func draw(_ lesson: LessonPane, _ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height > 2 else { return }
        painter.title("LESSON", note: lesson.title, in: rect)
        let width = rect.width - 1
        let prompt = promptLines(lesson.prompt, width: width)
        var body: [[Span]] = []
        for line in lesson.lines {
            let indent = line.tone == .why ? 2 : 0
            // Explanations hang under their line; paragraphs wrap flush.
            let hang = line.tone == .text ? 0 : indent + 2
            body += TextFlow.wrap(spans(line), width: width - indent, indent: hang).map { [Span(String(repeating: " ", count: indent))] + $0 }
            if line.tone == .text { body.append([]) }
        }
        let room = max(0, rect.height - 1 - prompt.count)
        let shown = body.suffix(room)
        for (row, spans) in shown.enumerated() {
            painter.write(spans, x: rect.x, y: rect.y + 1 + row, clip: rect)
        }
        for (row, spans) in prompt.prefix(rect.height - 1).enumerated() {
            painter.write(spans, x: rect.x, y: rect.y + 1 + room + row, clip: rect)
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

    static func promptLines(_ prompt: LessonPane.Prompt?, width: Int) -> [[Span]] {
        guard let prompt else { return [] }
        var lines: [[Span]] = [[Span(String(repeating: "─", count: max(0, width)), .dim)]]
        switch prompt {
        case .next:
            lines.append([Span("⏎ ", .hintKey), Span("next", .hintText)])
        case .choose(let question, let choices):
            lines += TextFlow.wrap([Span("? ", .walkHit), Span(question, .bold)], width: width, indent: 2)
            for (index, choice) in choices.enumerated() {
                lines += TextFlow.wrap([Span(" \(index + 1) ", .keyBadge), Span(" " + choice, .plain)], width: width, indent: 4)
            }
        case .tryIt(let instruction, let hint, let hintShown, let hasSolution):
            lines += TextFlow.wrap([Span("▶ ", .walkHit), Span(instruction, .bold)], width: width, indent: 2)
            if hintShown, let hint { lines += TextFlow.wrap([Span("  hint: ", .dim), Span(hint, .plain)], width: width, indent: 8) }
            let help = !hintShown && hint != nil ? "a hint" : hasSolution ? "show me" : "nothing more to show"
            lines.append([Span("use the phone · ", .hintText), Span("⏎ ", .hintKey), Span(help, .hintText)])
        case .finished(let right, let asked):
            lines.append([Span("Lesson done: \(right) of \(asked) right. ", .bold), Span("⏎ ", .hintKey), Span("or ", .hintText), Span("q ", .hintKey), Span("leaves", .hintText)])
        }
        return lines
    }
}
