import NavSandboxCore

/// Parses scenario scripts. See `Script` for the AST and `ScriptError` for diagnostics.
///
/// The parser reports every problem it finds (at most one per line, sorted by
/// line) instead of stopping at the first. It never traps on any input.
public enum ScriptParser {
    /// Scripts longer than this are refused.
    public static let maximumLines = 10_000

    public static let statementKeywords = ["app", "guard", "strategy", "profile", "set", "load-cost", "at", "after", "wait", "settle", "expect"]
    /// What a lesson adds to a script (docs/lessons.md).
    public static let lessonKeywords = ["say", "ask", "predict", "try", "solution"]
    /// The words an action starts with (`InputSyntax`'s table).
    public static var actionKeywords: [String] { InputSyntax.words }
    /// The properties `edit view` sets: hitTest's and touch delivery's.
    public static let editableProperties = ViewEdit.properties

    /// Parses a loaded script file, labelling diagnostics with its path.
    public static func parse(_ source: ScriptSource, vocabulary: ScriptVocabulary, lesson: Bool = false) -> Result<Script, ScriptErrors> {
        parse(source.text, file: source.path, vocabulary: vocabulary, lesson: lesson)
    }

    /// Parses `text` (a leading BOM, CRLF line endings and tabs are fine).
    /// `file` is only used to label diagnostics.
    /// `lesson`: the lesson statements (`say`, `ask`, …) are allowed too.
    public static func parse(
        _ text: String, file: String, vocabulary: ScriptVocabulary, lesson: Bool = false
    ) -> Result<Script, ScriptErrors> {
        let lines = splitLines(text)
        if lines.count > maximumLines {
            let line = maximumLines + 1
            return .failure(ScriptErrors([ScriptError(
                file: file, line: line, column: 1,
                message: "script is too long (\(lines.count) lines)",
                expected: "at most \(maximumLines) lines",
                sourceLine: lines[line - 1])]))
        }

        var statements: [Statement] = []
        var errors: [ScriptError] = []
        // Looked up once per tap: a set, not a search of every label.
        let labels = Set(vocabulary.labels)
        var clock = ExplicitClock()
        var timeLimitReported = false
        var firstStrategyLine: Int?
        var firstProfileLine: Int?
        var firstAppLine: Int?
        /// The `try` line that `solution` lines attach to, while they follow it.
        var openTry: Int?

        for (index, lineText) in lines.enumerated() {
            let lineNumber = index + 1
            func report(_ offset: Int, _ message: String, _ expected: String, _ suggestion: String? = nil) {
                errors.append(ScriptError(file: file, line: lineNumber, column: offset + 1, message: message,
                                          expected: expected, suggestion: suggestion, sourceLine: lineText))
            }

            // A script is plain text: a control character (an ESC sequence
            // pasted in, say) is refused before it can reach a terminal.
            var line = lineText
            if let bad = line.withUTF8({ TerminalText.firstControl(in: $0) }) {
                let column = line.withUTF8 { ScriptLexer.Columns(lineText, $0)[bad.offset] }
                report(
                    column, "control character \(TerminalText.describe(bad.scalar)) in the line",
                    "plain text: remove the character (a tab is fine)")
                continue
            }

            let lexed: LexedLine
            switch ScriptLexer.lex(lineText) {
            case .failure(let p): report(p.offset, p.message, p.expected); continue
            case .success(let l): lexed = l
            }
            guard let first = lexed.tokens.first else { continue }   // blank or comment-only

            var parser = LineParser(line: lexed, vocabulary: vocabulary, labels: labels)
            parser.allowsLessonStatements = lesson
            // Errors come one per line in line order, so the first ones are
            // the ones printed: only they pay for a "did you mean" (10,000
            // unknown labels against 1,000 took 16–20 s to report).
            parser.suggests = errors.count < SourceDiagnostic.maximumShown
            let kind: StatementKind
            do {
                kind = try parser.statement()
            } catch {
                report(error.offset, error.message, error.expected, error.suggestion)
                continue
            }

            switch kind {
            case .strategy:
                if let earlier = firstStrategyLine {
                    report(first.start, "a second `strategy` line (the first is on line \(earlier))", "at most one `strategy` line")
                    continue
                }
                firstStrategyLine = lineNumber
            case .profile:
                if let earlier = firstProfileLine {
                    report(first.start, "a second `profile` line (the first is on line \(earlier))", "at most one `profile` line")
                    continue
                }
                firstProfileLine = lineNumber
            case .app:
                if let earlier = firstAppLine {
                    report(first.start, "a second `app` line (the first is on line \(earlier))", "at most one `app` line")
                    continue
                }
                if !statements.isEmpty {
                    report(first.start, "`app` after other statements", "the `app` line before every other statement")
                    continue
                }
                firstAppLine = lineNumber
            case .guardFile(let path):
                if statements.contains(where: { if case .app = $0.kind { false } else if case .guardFile = $0.kind { false } else { true } }) {
                    report(first.start, "`guard` after other statements", "the `guard` lines before every statement but `app`")
                    continue
                }
                if let earlier = statements.first(where: { $0.kind == .guardFile(path) }) {
                    report(first.start, "a second `guard` line for `\(ScriptText.shown(path))` (the first is on line \(earlier.line))", "each guard file once")
                    continue
                }
            case .solution:
                guard openTry != nil else {
                    report(first.start, "`solution` without a `try` before it", "a `try` line, then its `solution` lines")
                    continue
                }
            default:
                break
            }
            switch kind {
            case .tryUntil: openTry = lineNumber
            case .solution: break
            default: openTry = nil
            }

            clock.advance(over: kind)
            if !timeLimitReported, clock.maximum > ScriptTime.limitMilliseconds {
                timeLimitReported = true
                let at = lexed.tokens.count > 1 ? lexed.tokens[1].start : first.start
                report(at, "the script's explicit virtual time reaches \(ScriptTime.human(milliseconds: clock.maximum)) here, over the 1 hour limit",
                       "at most 1 hour of `at`/`after`/`wait` time in a script")
                continue
            }

            statements.append(Statement(line: lineNumber, column: first.column, source: lineText, kind: kind))
        }

        if !errors.isEmpty { return .failure(ScriptErrors(errors)) }
        return .success(Script(file: file, statements: statements))
    }

    /// Splits on `\n` only (so `\r\n` works; a trailing `\r` is dropped), strips a
    /// leading BOM, and ignores the empty piece after a final newline.
    static func splitLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            // A leading BOM (EF BB BF) is not part of the first line.
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
            var lines: [String] = []
            var lineStart = start
            func piece(_ end: Int) -> String {
                // A `\r` before the `\n` is dropped.
                let stop = end > lineStart && bytes[end - 1] == 0x0D ? end - 1 : end
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<stop]), as: UTF8.self)
            }
            for index in start..<bytes.count where bytes[index] == 0x0A {
                lines.append(piece(index))
                lineStart = index + 1
            }
            // The empty piece after a final newline is no line.
            if lineStart < bytes.count { lines.append(piece(bytes.count)) }
            return lines
        }
    }
}

/// Parses the tokens of one line into a statement.
struct LineParser {
    struct Failure: Error {
        var offset: Int
        var message: String
        var expected: String
        var suggestion: String?
    }

    let line: LexedLine
    let vocabulary: ScriptVocabulary
    /// `vocabulary.labels`, to look up.
    let labels: Set<String>
    var index = 0
    /// A lesson's statements are statements here too.
    var allowsLessonStatements = false
    /// Whether an error on this line will be printed, and so worth a
    /// nearest-name search.
    var suggests = true

    init(line: LexedLine, vocabulary: ScriptVocabulary, labels: Set<String>) {
        self.line = line
        self.vocabulary = vocabulary
        self.labels = labels
    }

    /// "Did you mean", for an error that will be shown.
    func nearest(_ input: String, in candidates: @autoclosure () -> [String]) -> String? {
        suggests ? NameSuggester.nearest(input, in: candidates()) : nil
    }

    var tokens: [Token] { line.tokens }
    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    mutating func next() -> Token? {
        defer { if index < tokens.count { index += 1 } }
        return peek
    }

    /// Where a missing argument is reported: just past the last token.
    var endOffset: Int { tokens.last?.end ?? 0 }

    func missing(_ message: String, _ expected: String, _ suggestion: String? = nil) -> Failure {
        Failure(offset: endOffset, message: message, expected: expected, suggestion: suggestion)
    }

    func finish() throws(Failure) {
        if let extra = peek {
            throw Failure(offset: extra.start, message: "unexpected `\(extra.shown)` after the end of the statement",
                          expected: "the end of the line (comments start with `#`)")
        }
    }

    // MARK: statements

    mutating func statement() throws(Failure) -> StatementKind {
        guard let first = next() else { throw missing("empty statement", "a statement") }
        let keywords = ScriptParser.statementKeywords
        guard let keyword = first.word else {
            throw Failure(offset: first.start, message: "expected a statement, found `\(first.shown)`",
                          expected: NameSuggester.oneOf(keywords))
        }
        switch keyword {
        case "strategy":
            let id = try strategy()
            try finish()
            return .strategy(id)
        case "profile":
            let profile = try self.profile()
            try finish()
            return .profile(profile)
        case "set":
            let toggle = try self.toggle()
            let value = try toggleValue(for: toggle)
            try finish()
            return .setToggle(toggle, value)
        case "load-cost":
            let screen = try name("screen", in: vocabulary.screens)
            let ms = try time()
            try finish()
            return .loadCost(screen: screen, milliseconds: ms)
        case "at":
            let ms = try time()
            let a = try input()
            try finish()
            return .at(milliseconds: ms, a)
        case "after":
            let ms = try time()
            let a = try input()
            try finish()
            return .after(milliseconds: ms, a)
        case "wait":
            let ms = try time()
            try finish()
            return .wait(milliseconds: ms)
        case "settle":
            try finish()
            return .settle
        case "expect":
            return .expect(try expectation())
        case "say" where allowsLessonStatements:
            let text = try quotedText("what to say")
            try finish()
            return .say(text)
        case "ask" where allowsLessonStatements:
            return try ask()
        case "predict" where allowsLessonStatements:
            let what = try self.keyword("prediction", in: ["hit", "chain", "stack"])
            if what == "stack" {
                try finish()
                return .predict(.stack)
            }
            _ = try self.keyword("`at`", in: ["at"])
            let where_ = try target()
            try finish()
            return .predict(what == "hit" ? .hit(where_) : .chain(where_))
        case "try" where allowsLessonStatements:
            // The hint before `until`: the check reads to the end of the line.
            let instruction = try quotedText("the instruction")
            var hint: String?
            if peek?.word == "hint" {
                _ = next()
                hint = try quotedText("the hint")
            }
            _ = try self.keyword("`until` (or `hint \"…\"` then `until`)", in: ["until"])
            return .tryUntil(instruction: instruction, until: try expectation(), hint: hint)
        case "solution" where allowsLessonStatements:
            let a = try input()
            try finish()
            return .solution(a)
        case "app":
            let path = try quotedText("the app file")
            try finish()
            return .app(path)
        case "guard":
            let path = try quotedText("the guard file")
            try finish()
            return .guardFile(path)
        default:
            if !allowsLessonStatements, ScriptParser.lessonKeywords.contains(keyword) {
                throw Failure(offset: first.start, message: "`\(keyword)` belongs in a lesson, not a script",
                              expected: NameSuggester.oneOf(keywords) + " (run lessons with `navsandbox learn`)")
            }
            if ScriptParser.actionKeywords.contains(keyword) {
                throw Failure(offset: first.start, message: "`\(keyword)` needs a time",
                              expected: "`at <time> \(keyword) …` or `after <time> \(keyword) …`")
            }
            let all = allowsLessonStatements ? keywords + ScriptParser.lessonKeywords : keywords
            throw Failure(offset: first.start, message: "unknown statement `\(first.shown)`",
                          expected: NameSuggester.oneOf(all),
                          suggestion: nearest(keyword, in: all))
        }
    }

    // MARK: lessons

    /// A quoted string (a lesson's words).
    mutating func quotedText(_ what: String) throws(Failure) -> String {
        guard let token = next() else { throw missing("missing \(what)", "a quoted string, such as `\"…\"`") }
        guard let text = token.string else {
            throw Failure(offset: token.start, message: "expected \(what) in quotes, found `\(token.shown)`",
                          expected: "a quoted string, such as `\"…\"`")
        }
        return text
    }

    /// `ask "question" choices "a" | "b" | "c" answer "b" [because "why"]`.
    mutating func ask() throws(Failure) -> StatementKind {
        let question = try quotedText("the question")
        _ = try keyword("`choices`", in: ["choices"])
        var choices = [try quotedText("a choice")]
        while peek?.word == "|" {
            _ = next()
            let at = peek
            let choice = try quotedText("a choice after `|`")
            if choices.contains(choice) {
                throw Failure(offset: at?.start ?? endOffset, message: "the choice `\(ScriptSyntax.quoted(choice))` is there twice",
                              expected: "different choices")
            }
            choices.append(choice)
        }
        guard choices.count >= 2 else {
            throw missing("only one choice", "two or more choices separated by `|`, such as `\"a\" | \"b\"`")
        }
        guard choices.count <= 9 else {
            throw Failure(offset: tokens[0].start, message: "\(choices.count) choices", expected: "at most 9 (the learner picks with 1-9)")
        }
        _ = try keyword("`answer`", in: ["answer"])
        guard let answerToken = peek else { throw missing("missing answer", "one of the choices, in quotes") }
        let answerText = try quotedText("the answer")
        guard let answer = choices.firstIndex(of: answerText) else {
            throw Failure(offset: answerToken.start, message: "the answer `\(answerToken.shown)` is not one of the choices",
                          expected: choices.map(ScriptSyntax.quoted).joined(separator: ", "),
                          suggestion: nearest(answerText, in: choices).map(ScriptSyntax.quoted))
        }
        var because: String?
        if peek?.word == "because" {
            _ = next()
            because = try quotedText("the reason")
        }
        try finish()
        return .ask(question: question, choices: choices, answer: answer, because: because)
    }

    // MARK: names and keywords

    /// A vocabulary name, bare or quoted.
    mutating func name(_ what: String, in candidates: [String]) throws(Failure) -> String {
        guard let token = next() else {
            throw missing("missing \(what)", NameSuggester.oneOf(candidates))
        }
        let value: String
        switch token.kind {
        case .word(let w): value = w
        case .string(let s): value = s
        case .punct(let p):
            throw Failure(offset: token.start, message: "expected a \(what), found `\(p)`", expected: NameSuggester.oneOf(candidates))
        }
        if candidates.contains(value) { return value }
        throw Failure(offset: token.start, message: "unknown \(what) `\(ScriptText.shown(value))`",
                      expected: NameSuggester.oneOf(candidates),
                      suggestion: nearest(value, in: candidates))
    }

    /// A bare keyword out of a fixed list.
    mutating func keyword(_ what: String, in options: [String]) throws(Failure) -> String {
        var expectedText: String {
            options.count == 2 ? "`\(options[0])` or `\(options[1])`" : "one of " + options.map { "`\($0)`" }.joined(separator: ", ")
        }
        guard let token = next() else { throw missing("missing \(what)", expectedText) }
        guard let w = token.word else {
            throw Failure(offset: token.start, message: "expected \(what), found `\(token.shown)`", expected: expectedText)
        }
        if options.contains(w) { return w }
        throw Failure(offset: token.start, message: "unknown \(what) `\(token.shown)`", expected: expectedText,
                      suggestion: nearest(w, in: options))
    }

    /// `on`, `off`, or `auto` (nil) for a toggle that takes it.
    mutating func toggleValue(for toggle: ToggleID) throws(Failure) -> Bool? {
        let acceptsAuto = vocabulary.togglesAcceptingAuto.contains(toggle.rawValue)
        if !acceptsAuto, let t = peek, t.word == "auto" {
            let others = vocabulary.togglesAcceptingAuto.map { "`\($0)`" }.joined(separator: ", ")
            throw Failure(offset: t.start,
                          message: "`\(toggle)` cannot be `auto`" + (others.isEmpty ? "" : " (only \(others) can)"),
                          expected: "`on` or `off`")
        }
        let options = acceptsAuto ? ["on", "off", "auto"] : ["on", "off"]
        switch try keyword("setting", in: options) {
        case "on": return true
        case "off": return false
        default: return nil
        }
    }

    /// A toggle the vocabulary names and the core knows.
    mutating func toggle() throws(Failure) -> ToggleID {
        let start = peek?.start ?? endOffset
        let name = try self.name("toggle", in: vocabulary.toggles)
        guard let toggle = ToggleID(rawValue: name) else {
            throw Failure(
                offset: start, message: "`\(ScriptText.shown(name))` is not a toggle this build knows",
                expected: NameSuggester.oneOf(Toggles.ids))
        }
        return toggle
    }

    /// A strategy the run knows (built in, or a loaded guard file's), or
    /// several joined by `+` to stack them (each once). A wrong member is
    /// pointed at, not the word.
    mutating func strategy() throws(Failure) -> StrategyID {
        let known = vocabulary.strategies
        let candidates = known.map(\.rawValue)
        guard let token = peek, let word = token.word, word.contains(GuardStack.separator) else {
            let text = try name("strategy", in: candidates)
            guard let id = known.first(where: { $0.rawValue == text }) else {
                throw missing("unknown strategy", NameSuggester.oneOf(candidates))
            }
            return id
        }
        _ = next()
        var offset = token.start
        var seen: [String] = []
        for member in GuardStack.memberIDs(of: word) {
            defer { offset += member.count + 1 }
            let expected = NameSuggester.oneOf(candidates) + ", or several joined by `+`"
            if member.isEmpty {
                throw Failure(offset: offset, message: "an empty member in the strategy `\(ScriptText.shown(word))`", expected: expected)
            }
            if seen.contains(member) {
                throw Failure(offset: offset, message: "`\(ScriptText.shown(member))` is stacked twice", expected: "each strategy once in a stack")
            }
            seen.append(member)
            guard candidates.contains(member) else {
                throw Failure(offset: offset, message: "unknown strategy `\(ScriptText.shown(member))` in the stack `\(ScriptText.shown(word))`",
                              expected: expected, suggestion: nearest(member, in: candidates))
            }
        }
        return StrategyID(checked: word)
    }

    /// A profile this build knows.
    mutating func profile() throws(Failure) -> Profile {
        let start = peek?.start ?? endOffset
        let id = try name("profile", in: vocabulary.profiles)
        guard let profile = Profile(rawValue: id) else {
            throw Failure(
                offset: start, message: "`\(ScriptText.shown(id))` is not a profile this build knows",
                expected: Profile.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return profile
    }

    // MARK: times and numbers

    mutating func time() throws(Failure) -> Int {
        guard let token = next() else { throw missing("missing time", ScriptTime.expectedTime) }
        guard let w = token.word else {
            throw Failure(offset: token.start, message: "expected a time, found `\(token.shown)`", expected: ScriptTime.expectedTime)
        }
        switch ScriptTime.parse(w) {
        case .success(let ms): return ms
        case .failure(let p):
            // `2 s`: the unit was written apart; suggest it joined, not `2ms`.
            if w.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let unit = peek?.word, unit == "s" || unit == "ms" {
                throw Failure(
                    offset: token.start, message: "the unit is written apart from the number in `\(w) \(unit)`",
                    expected: "the number and its unit together", suggestion: w + unit)
            }
            throw Failure(offset: token.start + p.offset, message: p.message, expected: p.expected, suggestion: p.suggestion)
        }
    }

    mutating func percent() throws(Failure) -> Int {
        let expected = "a whole percentage from 1% to 99%, such as `50%`"
        guard let token = next() else { throw missing("missing percentage", expected) }
        guard let w = token.word else {
            throw Failure(offset: token.start, message: "expected a percentage, found `\(token.shown)`", expected: expected)
        }
        let hasPercent = w.hasSuffix("%")
        let digits = hasPercent ? String(w.dropLast()) : w
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw Failure(offset: token.start, message: "`\(token.shown)` is not a whole percentage", expected: expected)
        }
        guard hasPercent else {
            throw Failure(offset: token.end, message: "missing `%` after `\(token.shown)`", expected: expected, suggestion: w + "%")
        }
        let significant = digits.drop(while: { $0 == "0" })
        guard significant.count <= 2, let value = Int(significant.isEmpty ? "0" : String(significant)), (1...99).contains(value) else {
            throw Failure(offset: token.start, message: "percentage `\(token.shown)` is out of range", expected: expected)
        }
        return value
    }

    // MARK: actions and targets

    /// `42 alpha = 0.005`, `42 isHidden = true`.
    mutating func viewEdit() throws(Failure) -> UserInput {
        let numberExpected = "the view's number, as the sandbox's view tree and saved sessions give it (e.g. `42`)"
        guard let token = next() else { throw missing("missing view number", numberExpected) }
        guard let w = token.word, !w.isEmpty, w.count <= 6, w.allSatisfy(\.isASCIIDigit), let id = Int(w) else {
            throw Failure(offset: token.start, message: "`\(token.shown)` is not a view number", expected: numberExpected)
        }
        let property = try name("property", in: ScriptParser.editableProperties)
        guard let equals = next() else { throw missing("missing `=` and a value", "`= <value>`") }
        guard equals.punct == "=" else {
            throw Failure(offset: equals.start, message: "expected `=`, found `\(equals.shown)`", expected: "`= <value>`")
        }
        guard let value = next(), let text = value.word else {
            throw missing("missing value", property == "alpha" ? "a number from 0 to 1" : "`true` or `false`")
        }
        if property == "alpha" {
            guard let alpha = Double(text), alpha.isFinite, (0...1).contains(alpha) else {
                throw Failure(offset: value.start, message: "`\(value.shown)` is not an alpha", expected: "a number from 0 to 1, such as `0.005`")
            }
            return .editView(ViewID(id), .alpha(alpha))
        }
        let flag: Bool
        switch text.lowercased() {
        case "true", "yes", "on": flag = true
        case "false", "no", "off": flag = false
        default:
            throw Failure(offset: value.start, message: "`\(value.shown)` is not a boolean", expected: "`true` or `false`")
        }
        guard let edit = ViewEdit(property: property, value: flag) else {
            throw Failure(offset: value.start, message: "`\(property)` takes no boolean", expected: "a number from 0 to 1")
        }
        return .editView(ViewID(id), edit)
    }

    /// A swipe's progress across the screen: 0% to 100%.
    mutating func progress() throws(Failure) -> Int {
        let expected = "a whole percentage from 0% to 100%, such as `45%`"
        guard let token = next() else { throw missing("missing percentage", expected) }
        guard let w = token.word, w.hasSuffix("%"), w.count >= 2, w.count <= 4, w.dropLast().allSatisfy(\.isASCIIDigit),
            let value = Int(w.dropLast()), (0...100).contains(value)
        else {
            throw Failure(offset: token.start, message: "`\(token.shown)` is not a percentage from 0% to 100%", expected: expected)
        }
        return value
    }

    static let expectedTarget = "a target: a quoted label such as `\"Back\"`, `back`, or a point `x,y`"

    /// A tab's title, quoted: one of the app's tabs.
    mutating func tabTitle() throws(Failure) -> String {
        let expected = vocabulary.tabs.isEmpty
            ? "an app with `tabs:` (this one has no tab bar)"
            : "a tab's title in quotes: \(NameSuggester.oneOf(vocabulary.tabs.map(ScriptSyntax.quoted)))"
        guard let token = next() else { throw missing("missing the tab's title", expected) }
        guard let title = token.string else {
            throw Failure(offset: token.start, message: "expected a tab's title in quotes, found `\(token.shown)`", expected: expected)
        }
        guard vocabulary.tabs.contains(title) else {
            throw Failure(
                offset: token.start, message: vocabulary.tabs.isEmpty ? "the app has no tab bar" : "unknown tab `\(token.shown)`",
                expected: expected, suggestion: nearest(title, in: vocabulary.tabs).map(ScriptSyntax.quoted))
        }
        return title
    }

    mutating func target() throws(Failure) -> TapTarget {
        let expected = LineParser.expectedTarget
        guard let token = next() else { throw missing("missing target", expected) }
        switch token.kind {
        case .string(let label):
            if labels.contains(label) { return .label(label) }
            // A script written for an app file, run on the demo: say so
            // first, before the demo's own labels.
            let hint = vocabulary.isDemoApp ? " — the demo app has no such label: did you mean to run it with --app FILE (or give the script an `app \"FILE\"` line)?" : ""
            throw Failure(offset: token.start, message: "unknown label `\(token.shown)`\(hint)",
                          expected: NameSuggester.oneOf(vocabulary.labels),
                          suggestion: nearest(label, in: vocabulary.labels).map(ScriptSyntax.quoted))
        case .punct(let p):
            throw Failure(offset: token.start, message: "expected a target, found `\(p)`", expected: expected)
        case .word(let w):
            if w == "back" { return .back }
            if w == "tab", peek?.string != nil { return .tab(try tabTitle()) }
            // Nearly every point is plain `x,y`: no search of the word's Characters.
            if let point = LineParser.wellFormedPoint(w) { return point }
            if w.contains(",") { return try point(w, at: token) }
            // A label written without quotes: suggest the quoted spelling.
            let suggestion: String?
            if labels.contains(w) {
                suggestion = ScriptSyntax.quoted(w)
            } else {
                suggestion = nearest(w, in: ["back"] + vocabulary.labels).map { $0 == "back" ? $0 : ScriptSyntax.quoted($0) }
            }
            throw Failure(offset: token.start, message: "expected a target, found `\(token.shown)`",
                          expected: "a quoted label, `back`, or a point `x,y`", suggestion: suggestion)
        }
    }

    static let maximumCoordinate = 9_999

    func point(_ w: String, at token: Token) throws(Failure) -> TapTarget {
        var expected: String { "a point `x,y` of whole numbers from 0 to \(LineParser.maximumCoordinate), such as `3,12`" }
        let parts = w.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw Failure(offset: token.start, message: "`\(token.shown)` is not a point", expected: expected)
        }
        var values: [Int] = []
        var offset = token.start
        for part in parts {
            if part.first == "-" {
                throw Failure(offset: offset, message: "negative coordinate in `\(token.shown)`", expected: expected)
            }
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit) else {
                throw Failure(offset: offset, message: "`\(token.shown)` is not a point", expected: expected)
            }
            let significant = part.drop(while: { $0 == "0" })
            guard significant.count <= 4, let v = Int(significant.isEmpty ? "0" : String(significant)),
                  v <= LineParser.maximumCoordinate else {
                throw Failure(offset: offset, message: "coordinate `\(ScriptText.shown(String(part)))` is too large", expected: expected)
            }
            values.append(v)
            offset += part.count + 1
        }
        return .point(Point(x: values[0], y: values[1]))
    }

    /// `x,y` of one to four ASCII digits each, read from the bytes without
    /// splitting the word; nil for anything else, which `point` then reads
    /// the long way to say what is wrong (or to accept leading zeros).
    static func wellFormedPoint(_ w: String) -> TapTarget? {
        var w = w
        return w.withUTF8 { bytes -> TapTarget? in
            var values = (0, 0)
            var part = 0
            var digits = 0
            for byte in bytes {
                if byte == 0x2C {  // ,
                    guard part == 0, digits > 0 else { return nil }
                    part = 1
                    digits = 0
                    continue
                }
                guard byte &- 0x30 < 10, digits < 4 else { return nil }
                digits += 1
                if part == 0 { values.0 = values.0 * 10 + Int(byte - 0x30) } else { values.1 = values.1 * 10 + Int(byte - 0x30) }
            }
            guard part == 1, digits > 0 else { return nil }
            return .point(Point(x: values.0, y: values.1))
        }
    }

    // MARK: expectations

    mutating func expectation() throws(Failure) -> ScriptExpectation {
        var subjects: [String] { ScriptExpectation.Subject.allCases.map(\.rawValue) }
        guard let subjectToken = next() else { throw missing("missing expect subject", NameSuggester.oneOf(subjects)) }
        let text = line.rawText(from: subjectToken)
        guard let subjectWord = subjectToken.word else {
            throw Failure(offset: subjectToken.start, message: "expected an expect subject, found `\(subjectToken.shown)`",
                          expected: NameSuggester.oneOf(subjects))
        }
        guard let subject = ScriptExpectation.Subject(rawValue: subjectWord) else {
            throw Failure(offset: subjectToken.start, message: "unknown expect subject `\(subjectToken.shown)`",
                          expected: NameSuggester.oneOf(subjects),
                          suggestion: nearest(subjectWord, in: subjects))
        }

        switch subject {
        case .event:
            return ScriptExpectation(check: try eventCheck(), isNegated: false, text: text)
        case .log:
            let ops = ["contains", "!contains"]
            if let t = peek, let p = t.punct {
                throw Failure(offset: t.start, message: "`log` takes `contains` or `!contains`, not `\(p)`",
                              expected: "`contains` or `!contains`", suggestion: p == "=" ? "contains" : (p == "!=" ? "!contains" : nil))
            }
            let op = try keyword("log operator", in: ops)
            let expected = "a quoted string, as in `log contains \"text\"`"
            guard let value = next() else { throw missing("missing the text to look for", expected) }
            guard let s = value.string else {
                throw Failure(offset: value.start, message: "expected a quoted string, found `\(value.shown)`", expected: expected,
                              suggestion: ScriptSyntax.quoted(line.rawText(from: value)))
            }
            try finish()
            return ScriptExpectation(check: .logContains(s), isNegated: op == "!contains", text: text)
        case .violation:
            if let token = peek, let word = token.word, let instead = vocabulary.retiredViolations[word] {
                throw Failure(offset: token.start, message: "`\(word)` is no longer a violation id", expected: instead)
            }
            let id = ViolationID(rawValue: try name("violation id", in: vocabulary.violations.map(\.rawValue)))!
            let negated = try op()
            let v = try keyword("violation state", in: ["fired", "yes", "no", "true", "false"])
            try finish()
            return ScriptExpectation(check: .violation(id: id, fired: v == "fired" || v == "yes" || v == "true"), isNegated: negated, text: text)
        case .flag:
            let flag = try name("flag", in: vocabulary.flags)
            let negated = try op()
            let expected = "a value: a bare word or a quoted string"
            guard let value = next() else { throw missing("missing flag value", expected) }
            let v: String
            switch value.kind {
            case .word(let w): v = w
            case .string(let s): v = s
            case .punct(let p): throw Failure(offset: value.start, message: "expected a flag value, found `\(p)`", expected: expected)
            }
            try finish()
            return ScriptExpectation(check: .flag(name: flag, value: v), isNegated: negated, text: text)
        case .stack:
            let negated = try op()
            return ScriptExpectation(check: .stack(try titles()), isNegated: negated, text: text)
        case .top:
            let negated = try op()
            return ScriptExpectation(check: .top(try title()), isNegated: negated, text: text)
        case .presented:
            let negated = try op()
            if let t = peek, t.word == "none", index == tokens.count - 1 {
                _ = next()
                return ScriptExpectation(check: .presented(nil), isNegated: negated, text: text)
            }
            return ScriptExpectation(check: .presented(try title()), isNegated: negated, text: text)
        case .tab:
            // `expect tab "Feed"` reads as `expect tab = "Feed"`.
            let negated = peek?.string != nil ? false : try op()
            let title = try tabTitle()
            try finish()
            return ScriptExpectation(check: .tab(title), isNegated: negated, text: text)
        case .card:
            let negated = try op()
            let c = try keyword("card state", in: ScriptExpectation.CardState.allCases.map(\.rawValue))
            try finish()
            return ScriptExpectation(check: .card(ScriptExpectation.CardState(rawValue: c)!), isNegated: negated, text: text)
        case .crash:
            let negated = try op()
            let expected = "`none` or a quoted substring of the crash message"
            guard let value = next() else { throw missing("missing crash value", expected) }
            let crash: String?
            if value.word == "none" {
                crash = nil
            } else if let s = value.string {
                crash = s
            } else {
                throw Failure(offset: value.start, message: "expected `none` or a quoted string, found `\(value.shown)`",
                              expected: expected, suggestion: ScriptSyntax.quoted(line.rawText(from: value)))
            }
            try finish()
            return ScriptExpectation(check: .crash(crash), isNegated: negated, text: text)
        case .frozen:
            let negated = try op()
            let v = try keyword("frozen state", in: ["yes", "no", "true", "false"])
            try finish()
            return ScriptExpectation(check: .frozen(v == "yes" || v == "true"), isNegated: negated, text: text)
        }
    }

    /// `event <kind> [field = value]… [count = n]`, the kind and fields
    /// checked against the core's catalog (`navsandbox list events`).
    mutating func eventCheck() throws(Failure) -> ScriptExpectation.Check {
        let kinds = WorldEvent.kinds
        let kindName = try name("event kind", in: kinds.map(\.name))
        let kind = kinds.first { $0.name == kindName }!
        let allowed = kind.fields + ["count"]
        var fields: [ScriptExpectation.EventFieldMatch] = []
        var count: Int?
        while peek != nil {
            let nameToken = peek!
            let field = try name("field of a \(kindName) event", in: allowed)
            if field == "count" ? count != nil : fields.contains(where: { $0.name == field }) {
                throw Failure(offset: nameToken.start, message: "`\(field)` given twice", expected: "each field at most once")
            }
            guard let op = next(), op.punct == "=" else {
                throw Failure(offset: nameToken.end, message: "expected `=` after `\(field)`", expected: "`\(field) = value`")
            }
            let expected = "a value: a bare word, a quoted string, or `none`"
            guard let value = next() else { throw missing("missing the value of `\(field)`", expected) }
            let text: String?
            switch value.kind {
            case .word(let w): text = w == "none" ? nil : w
            case .string(let s): text = s
            case .punct(let p): throw Failure(offset: value.start, message: "expected a value, found `\(p)`", expected: expected)
            }
            if let text, let domain = EventFieldDomain.values(of: field, kind: kindName), !domain.contains(text) {
                throw Failure(offset: value.start, message: "`\(ScriptText.shown(text))` is not a value of `\(field)` on a \(kindName) event",
                              expected: NameSuggester.oneOf(domain + ["none"]), suggestion: nearest(text, in: domain))
            }
            if field == "count" {
                guard let text, let n = Int(text), n >= 0 else {
                    throw Failure(offset: value.start, message: "`count` takes a whole number", expected: "0 or more, as in `count = 2`")
                }
                count = n
            } else {
                fields.append(ScriptExpectation.EventFieldMatch(name: field, value: text))
            }
        }
        return .event(kind: kind, fields: fields, count: count)
    }

    /// `=` (false) or `!=` (true).
    mutating func op() throws(Failure) -> Bool {
        let expected = "`=` or `!=`"
        guard let token = next() else { throw missing("missing `=` or `!=`", expected) }
        switch token.punct {
        case "=": return false
        case "!=": return true
        case "==": throw Failure(offset: token.start, message: "`==` is not an operator", expected: expected, suggestion: "=")
        default:
            throw Failure(offset: token.start, message: "expected `=` or `!=`, found `\(token.shown)`", expected: expected)
        }
    }

    /// A title: one quoted string, or the bare rest of the line (trimmed).
    mutating func title() throws(Failure) -> String {
        let expected = "a title, quoted or bare"
        guard let first = next() else { throw missing("missing title", expected) }
        if let s = first.string {
            try finish()
            return s
        }
        if let p = first.punct {
            throw Failure(offset: first.start, message: "expected a title, found `\(p)`", expected: expected)
        }
        try LineParser.rejectQuotes(in: tokens[index...])
        index = tokens.count
        return line.rawText(from: first)
    }

    /// Bare text may not mix in quoted strings: `Say "Hi"` is ambiguous, `"Say \"Hi\""` is not.
    static func rejectQuotes(in tokens: ArraySlice<Token>) throws(Failure) {
        if let quoted = tokens.first(where: { $0.string != nil }) {
            throw Failure(offset: quoted.start, message: "a bare title cannot contain a quoted string",
                          expected: "either one quoted title or bare text without quotes")
        }
    }

    /// Titles joined by `>`: either one quoted string (`"A > B"`), or segments
    /// separated by `>` tokens, each a quoted string or bare text (`A > "B"`).
    /// An empty quoted string is the empty stack.
    mutating func titles() throws(Failure) -> [String] {
        let expected = "titles joined by ` > `, such as `Inbox > Message`"
        guard peek != nil else { throw missing("missing stack", expected) }
        let rest = Array(tokens[index...])
        index = tokens.count
        if rest.count == 1, let s = rest[0].string {
            if s.allSatisfy(ScriptLexer.isSpace) { return [] }
            let parts = s.split(separator: ">", omittingEmptySubsequences: false).map(LineParser.trimmed)
            if parts.contains(where: \.isEmpty) {
                throw Failure(offset: rest[0].start, message: "empty title in stack `\(rest[0].shown)`", expected: expected)
            }
            return parts
        }
        var result: [String] = []
        var segment: [Token] = []
        func close(at offset: Int) throws(Failure) {
            guard let head = segment.first, let tail = segment.last else {
                throw Failure(offset: offset, message: "empty title in stack", expected: expected)
            }
            if segment.count == 1, let s = head.string {
                result.append(s)
            } else {
                try LineParser.rejectQuotes(in: segment[...])
                result.append(LineParser.trimmed(Substring(line.source(fromByte: head.byteStart, toByte: tail.byteEnd))))
            }
            segment = []
        }
        for token in rest {
            if token.punct == ">" { try close(at: token.start) } else { segment.append(token) }
        }
        try close(at: endOffset)
        return result
    }

    static func trimmed(_ s: Substring) -> String {
        var t = s
        while let f = t.first, ScriptLexer.isSpace(f) { t.removeFirst() }
        while let l = t.last, ScriptLexer.isSpace(l) { t.removeLast() }
        return String(t)
    }
}
