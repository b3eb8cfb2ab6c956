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
        /// Lines above and below what shows (the pane scrolls with `[ ]`,
        /// PgUp PgDn and the wheel).
        var hiddenAbove = 0
        var hiddenBelow = 0

        /// `scroll`: lines back from the newest (clamped to what there is).
        init(_ lesson: LessonPane, in rect: Rect, scroll: Int = 0) {
            guard rect.height > 2 else { return }
            let width = rect.width - 1
            let prompt = LessonPaneWidget.fittedPrompt(lesson.prompt, width: width, height: rect.height)
            let body = LessonPaneWidget.body(lesson, width: width)
            var room = max(0, rect.height - 1 - prompt.count)
            var shown = ArraySlice(body)
            if body.count > room, room >= 3 {
                // One row each way says there is more, and which key shows it.
                let scroll = min(max(0, scroll), body.count - (room - 2))
                room -= scroll > 0 ? 2 : 1
                let end = body.count - scroll
                shown = body[max(0, end - room)..<end]
                hiddenAbove = max(0, end - room)
                hiddenBelow = scroll
            } else {
                shown = body.suffix(room)
            }
            var y = rect.y + 1
            if hiddenAbove > 0 {
                rows.append(Row(y: y, spans: [Span("↑ \(Plural.count(hiddenAbove, "earlier line")) · [ or the wheel", .dim)], move: nil))
                y += 1
            }
            for spans in shown {
                rows.append(Row(y: y, spans: spans, move: nil))
                y += 1
            }
            if hiddenBelow > 0 {
                rows.append(Row(y: y, spans: [Span("↓ \(Plural.count(hiddenBelow, "newer line")) · ] or the wheel", .dim)], move: nil))
            }
            y = rect.y + 1 + max(0, rect.height - 1 - prompt.count)
            for item in prompt.prefix(rect.height - 1) {
                rows.append(Row(y: y, spans: item.spans, move: item.move))
                y += 1
            }
        }

        /// The furthest back the pane scrolls: the oldest line at the top.
        static func mostScroll(_ lesson: LessonPane, in rect: Rect) -> Int {
            guard rect.height > 2 else { return 0 }
            let width = rect.width - 1
            let prompt = LessonPaneWidget.fittedPrompt(lesson.prompt, width: width, height: rect.height)
            let room = max(0, rect.height - 1 - prompt.count)
            let count = LessonPaneWidget.body(lesson, width: width).count
            guard count > room, room >= 3 else { return 0 }
            // Scrolled back, a row each way is taken by the "more" lines.
            return max(0, count - (room - 2))
        }

        func move(atY y: Int) -> LessonMove? {
            rows.first { $0.y == y }?.move
        }
    }

    static func draw(_ lesson: LessonPane, _ context: RenderContext, in rect: Rect, into painter: inout Painter) {
        guard rect.height > 2 else { return }
        painter.title("LESSON", note: lesson.title, in: rect)
        for row in Layout(lesson, in: rect, scroll: context.ui.lessonScroll).rows {
            painter.write(row.spans, x: rect.x, y: row.y, clip: rect)
        }
    }

    /// The prompt's rows; a short pane (80×24) keeps every choice: the
    /// rule above the prompt and the keys line go first.
    static func fittedPrompt(_ prompt: LessonPane.Prompt?, width: Int, height: Int) -> [(spans: [Span], move: LessonMove?)] {
        var rows = promptRows(prompt, width: width)
        if rows.count > height - 1, rows.count > 2 {
            rows.removeFirst()
            if rows.last?.move == nil { rows.removeLast() }
        }
        return rows
    }

    /// The lesson so far, wrapped to the pane: nothing is cut, the pane
    /// scrolls instead.
    static func body(_ lesson: LessonPane, width: Int) -> [[Span]] {
        var body: [[Span]] = []
        for line in lesson.lines {
            let indent = line.tone == .why ? 2 : 0
            // Explanations hang under their line; paragraphs wrap flush.
            let hang = line.tone == .text ? 0 : indent + 2
            body += TextFlow.wrap(spans(line), width: width - indent, indent: hang).map {
                [Span(String(repeating: " ", count: indent))] + $0
            }
            if line.tone == .text { body.append([]) }
        }
        return body
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
        case .finished(let right, let asked, let missed, let next):
            add(TextFlow.wrap([Span("Lesson done: \(right) of \(Plural.count(asked, "question")) right.", .bold)], width: width, indent: 2), nil)
            if !missed.isEmpty {
                add([[Span("To look at again:", .plain)]], nil)
                for item in missed { add(TextFlow.wrap([Span("✗ " + item, .toastWarning)], width: width, indent: 2), nil) }
            }
            if let next {
                add(
                    TextFlow.wrap(
                        [Span("⏎ ", .hintKey), Span("next lesson: \(next) · ", .hintText), Span("q ", .hintKey), Span("leaves", .hintText)],
                        width: width, indent: 2), .nextLesson)
            } else {
                add([[Span("That was the last lesson. ", .hintText), Span("⏎ ", .hintKey), Span("or ", .hintText), Span("q ", .hintKey), Span("leaves", .hintText)]], nil)
            }
        }
        return rows
    }
}
