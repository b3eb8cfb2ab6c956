import Foundation
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Issue 34: tests assert typed events, and the log's wording is pinned in
/// golden tests; at most `budget` assertions in the Core and Script tests
/// may read it. This test counts them and names each one.
///
/// **What reads log wording.** An assertion — an `#expect` or `#require`,
/// or the condition of an `if`/`guard` that records an issue — reads log
/// wording when the value it checks is text rendered from the event log
/// (`WorldEvent.text`, `LogEntry.text` and `formatted`, a `TouchNote`'s text,
/// a prose field of an event's record, a rendered log line in a report),
/// compared with words the test writes, so that rewording the log alone
/// would fail it. Not log wording: typed events and their non-prose fields
/// (`EventPattern` of kind, screens, calls, flags, rule, cause; `brief`,
/// `timeline`), a parser's or loader's diagnostics, a report's or command's
/// own text that is not the log (verdicts, the final state, compare, list),
/// SVG and trace output, the hit-test walk, a crash's exception message, a
/// guard note whose words the test's own guard wrote (`log:`), and one
/// rendering compared with another of the same events (a writer against
/// `formatted`, a log against a replayed log).
///
/// **How it is counted** (comments aside; each hit is one assertion, at its
/// line):
/// - `rendered`: an assertion's condition (up to its first top-level comma:
///   not its message) that reads `.text`/`.formatted`/`withTextUTF8` of an
///   entry, event, note or fact, or of a name bound to one — unless the
///   reading is inside `TerminalText.visible(…)` or both sides of its `==`
///   are renderings; also a binding that reads one and looks for words in it.
/// - `prose-field`: an event field that holds the log's prose (`text`,
///   `reason`, `detail`, `why`, `behind`, `route`, `gate`) given words to
///   match: `("text", "…")`, `value(of: "reason") == "…"`, or a script's
///   `expect event … why = …`.
/// - `guard-note`: `.guardNote("…")` in an assertion or a binding.
/// - `log-contains`: a script's `expect log contains "…"` (or `!contains`)
///   looking for words (three letters or more), outside the parser's tests
///   (which only read the statement).
/// - `log-line`: a rendered log line written out (`"0.350 lifecycle …"`).
/// The prose-field and guard-note rules skip words the same file gives a
/// guard or an app as a `log:` line.
@Suite struct LogWordingBudgetTests {
    static let budget = 15
    static let directories = ["Tests/NavSandboxCoreTests", "Tests/NavSandboxScriptTests"]

    @Test("at most 15 assertions in the Core and Script tests read the log's wording")
    func withinBudget() throws {
        var files: [(path: String, text: String)] = []
        for directory in Self.directories {
            let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + directory)
            for name in names.sorted() where name.hasSuffix(".swift") && name != "LogWordingBudgetTests.swift" {
                let path = directory + "/" + name
                files.append((path, try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)))
            }
        }
        #expect(files.count > 80, "the Core and Script tests are read")
        let found = files.flatMap { LogWordingScan.reads(in: $0.text, file: $0.path) }
        let list = found.map(\.description).joined(separator: "\n")
        #expect(
            found.contains { $0.file.hasSuffix("/WorldEventTextTests.swift") }, "the golden renderings are found, so the scan sees\n\(list)")
        #expect(
            found.count <= Self.budget,
            "\(found.count) assertions read the log's wording, at most \(Self.budget) may (assert the event instead, see this file):\n\(list)")
    }

    @Test("each rule finds its form, and what is not log wording stays quiet")
    func scanFindsEachForm() {
        let reading = #"""
            func a() {
                #expect(entry.text == "touch #1 began at (12,4)")
                #expect(world.logged(EventPattern("warning", ("text", "did not settle within 60.0 s"), ("rule", nil))))
                #expect(world.log.entries.contains { $0.event == .guardNote("IGNORED back — transitionLock") })
                let texts = world.lastTouch?.notes.map(\.fact.text) ?? []
                #expect(texts.contains { $0.hasPrefix("touch delayed by the scroll view") })
                let run = try runOK("""
                    at 0ms tap "Message 1"
                    expect log !contains "viewDidAppear Message 1"
                    expect event call-does-nothing why = "already at the root"
                    """)
                #expect(RunReport.text(run).plain.contains("0.000 touch     touch #1 began"))
                #expect(record.value(of: "reason") == "too soon")
                if !entry.formatted.hasSuffix("(rule ignore-counter)") { Issue.record("no tag") }
                let lines = world.log.entries.filter { $0.text.contains("push") }
                #expect(
                    world.events.contains {
                        $0.text == "push Message 1 starts"
                    })
                let fired = world.log.entries.filter { $0.kind == .detector }
                #expect(fired.allSatisfy { $0.text.hasPrefix("[double-push] ") })
            }
            """#
        let found = LogWordingScan.reads(in: reading, file: "Sample.swift")
        #expect(
            found.map { "\($0.line) \($0.rule)" } == [
                "2 rendered", "3 prose-field", "4 guard-note", "6 rendered", "9 log-contains", "10 prose-field", "12 log-line",
                "13 prose-field", "14 rendered", "15 rendered", "16 rendered", "21 rendered",
            ], "\(found.map(\.description).joined(separator: "\n"))")

        let quiet = #"""
            func b() {
                #expect(freeing.log.entries.map(\.formatted) == keeping.log.entries.map(\.formatted))
                #expect(out.string == TerminalText.visible(entry.formatted))
                let lines = run.world.log.entries.map { TerminalText.visible($0.formatted) }
                #expect(world.logged(EventPattern("guard-refused", ("verb", "IGNORED"), ("flag", "isSwitching"))))
                #expect(world.logged(EventPattern("scrolled", ("by", "-3"))))
                #expect(world.lastBrief(.touch) == "touch-dropped touch=1 cause=ignoring-interaction-events")
                if entry.time < last { problems.append("the log goes back in time at \"\(entry.text)\"") }
                #expect(entry.kind == .touch, "\(entry.text)")
                // #expect(entry.text == "a comment")
                let guardFile = GuardRule(.didShow, [.log("released by the timer")])
                #expect(world.log.entries.contains { $0.event == .guardNote("released by the timer") })
                #expect(w.views.contains { $0.text == "Every message goes." })
                let run = try runOK("expect log contains \"\\u{202E}\"")
                #expect(lifecycle(world) == ["0.000 viewDidLoad Inbox"])
                #expect(error.message == "expected a quoted string, found `push`")
            }
            """#
        let quietFound = LogWordingScan.reads(in: quiet, file: "Sample.swift")
        #expect(quietFound.isEmpty, "\(quietFound.map(\.description).joined(separator: "\n"))")
        let parsed = "(\"expect log contains \\\"push Message\\\"\", .logContains(\"push Message\"), false),"
        #expect(LogWordingScan.reads(in: parsed, file: "ScriptStatementTests.swift").isEmpty, "a parser test only reads the statement")
        #expect(LogWordingScan.reads(in: parsed, file: "RunnerActionTests.swift").count == 1, "a runner test reads the log")
    }
}

/// One assertion that reads the log's wording, where it is.
struct WordingRead: CustomStringConvertible {
    let file: String
    let line: Int
    let rule: String
    let excerpt: String

    var description: String { "\(file):\(line): \(rule): \(excerpt)" }
}

/// The scan the budget test runs (its doc comment says what each rule finds).
enum LogWordingScan {
    static let proseFields = "text|reason|detail|why|behind|route|gate"
    /// Tests of the script parser: an `expect log contains` there is only parsed.
    static let parserOnlyFiles: Set<String> = ["ScriptErrorTests.swift", "ScriptStatementTests.swift", "ScriptPropertyTests.swift"]

    static let accessor = regex(#"(\b(entry|event|note|fact|entries|events|notes)\??|\)\??|\$[0-9])\.(text|formatted)\b|\\\.(fact\.)?(text|formatted)\b|\bwithTextUTF8\b"#)
    static let logThing = regex(#"\b(entry|entries|event|events|note|notes|fact|log|lastTouch)\b"#)
    static let visibleCall = regex(#"TerminalText\.visible\("#)
    static let words = regex(#"[A-Za-z]{2,}"#)
    static let lookedFor = regex(#"[A-Za-z]{3,}"#)
    static let proseTuple = regex(#"\(\s*"(\#(proseFields))"\s*,\s*"([^"]*)""#)
    static let proseValue = regex(#"value\(of:\s*"(\#(proseFields))"\)\s*[!=]=\s*"([^"]*)""#)
    static let proseScript = regex(#"expect event [a-z-]+ .*\b(\#(proseFields)) !?= "#)
    static let guardNote = regex(#"\.guardNote\("((?:[^"\\]|\\.)*)"\)"#)
    static let logContains = regex(#"log !?contains \\?"((?:[^"\\]|\\[^"])*)"#)
    static let logLine = regex(#"\b[0-9]+\.[0-9]{3} (\#(LogKind.allCases.map(\.rawValue).joined(separator: "|"))) "#)
    static let ownLogLine = regex(#"(\.log\("|\blog: "?)((?:[^"\\\]\n]|\\.)*)"#)

    static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are the test's own: a bad one is a bug to see at once.
        try! NSRegularExpression(pattern: pattern)
    }

    static func matches(_ regex: NSRegularExpression, in text: String) -> [(range: Range<String.Index>, groups: [String])] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let groups = (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
            return (range, groups)
        }
    }

    /// The source's lines without comments, and which characters are inside
    /// string literals (an interpolation counts as inside).
    static func lines(of source: String) -> [(code: String, inString: [Bool])] {
        var result: [(String, [Bool])] = []
        var inTriple = false
        var rawTriple = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let chars = Array(line)
            var code: [Character] = []
            var mask: [Bool] = []
            var inString = false
            var raw = false
            var index = 0
            func take(_ count: Int, _ string: Bool) {
                for offset in 0..<count where index + offset < chars.count {
                    code.append(chars[index + offset])
                    mask.append(string)
                }
                index += count
            }
            func at(_ text: String) -> Bool {
                let wanted = Array(text)
                return index + wanted.count <= chars.count && Array(chars[index..<index + wanted.count]) == wanted
            }
            while index < chars.count {
                if inTriple {
                    let end = rawTriple ? "\"\"\"#" : "\"\"\""
                    if at(end) { inTriple = false; take(end.count, true) } else { take(1, true) }
                } else if inString {
                    let end = raw ? "\"#" : "\""
                    if !raw && chars[index] == "\\" {
                        take(2, true)
                    } else if at(end) {
                        inString = false
                        take(end.count, true)
                    } else {
                        take(1, true)
                    }
                } else if at("//") {
                    break
                } else if at("\"\"\"") || at("#\"\"\"") {
                    rawTriple = chars[index] == "#"
                    inTriple = true
                    take(rawTriple ? 4 : 3, true)
                } else if chars[index] == "\"" || at("#\"") {
                    raw = chars[index] == "#"
                    inString = true
                    take(raw ? 2 : 1, true)
                } else {
                    take(1, false)
                }
            }
            result.append((String(code), mask))
        }
        return result
    }

    /// The statement starting at `start`: its lines joined while a bracket
    /// it opened is still open.
    static func statement(at start: Int, in lines: [(code: String, inString: [Bool])]) -> (code: String, inString: [Bool]) {
        var code = ""
        var mask: [Bool] = []
        var depth = 0
        var index = start
        repeat {
            let line = lines[index]
            for (character, string) in zip(line.code, line.inString) where !string {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            code += line.code + "\n"
            mask += line.inString + [false]
            index += 1
        } while depth > 0 && index < lines.count
        return (code, mask)
    }

    /// What follows `opener` up to the first comma or bracket at its own
    /// depth: an assertion's condition, or a binding's value.
    static func part(after opener: String.Index, in code: String, _ mask: [Bool], stopAt stops: Set<Character>) -> Range<String.Index> {
        var depth = 0
        var index = opener
        while index < code.endIndex {
            let offset = code.distance(from: code.startIndex, to: index)
            let character = code[index]
            if !mask[offset] {
                if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0 && stops.contains(character) {
                    break
                }
            }
            index = code.index(after: index)
        }
        return opener..<index
    }

    static func outsideStrings(_ range: Range<String.Index>, _ code: String, _ mask: [Bool]) -> Bool {
        !mask[code.distance(from: code.startIndex, to: range.lowerBound)]
    }

    /// Whether `part` reads a rendering that counts: outside string literals,
    /// not inside `TerminalText.visible(…)`, and not rendering == rendering.
    static func readsRendering(_ part: Range<String.Index>, _ code: String, _ mask: [Bool], logThing: NSRegularExpression = logThing) -> Bool {
        let text = String(code[part])
        let shift = code.distance(from: code.startIndex, to: part.lowerBound)
        let partMask = Array(mask[shift..<shift + text.count])
        let readings = matches(accessor, in: text).filter { outsideStrings($0.range, text, partMask) }
        guard !readings.isEmpty, mentions(logThing, part, code, mask) else { return false }
        let visible = matches(visibleCall, in: text).map { call -> Range<String.Index> in
            self.part(after: call.range.upperBound, in: text, partMask, stopAt: [])
        }
        let counted = readings.filter { reading in !visible.contains { $0.contains(reading.range.lowerBound) } }
        if counted.isEmpty { return false }
        if let equals = text.range(of: " == ") {
            let left = counted.filter { $0.range.lowerBound < equals.lowerBound }
            if !left.isEmpty && left.count < counted.count { return false }
        }
        return true
    }

    /// Whether `part` names something `regex` finds, outside string literals.
    static func mentions(_ regex: NSRegularExpression, _ part: Range<String.Index>, _ code: String, _ mask: [Bool]) -> Bool {
        let text = String(code[part])
        let shift = code.distance(from: code.startIndex, to: part.lowerBound)
        return matches(regex, in: text).contains { !mask[shift + text.distance(from: text.startIndex, to: $0.range.lowerBound)] }
    }

    /// Words the test writes in string literals within `part`.
    static func hasWords(_ part: Range<String.Index>, _ code: String, _ mask: [Bool]) -> Bool {
        let text = String(code[part])
        let shift = code.distance(from: code.startIndex, to: part.lowerBound)
        return matches(words, in: text).contains { mask[shift + text.distance(from: text.startIndex, to: $0.range.lowerBound)] }
            || text.contains(".tag")
    }

    static func reads(in source: String, file: String) -> [WordingRead] {
        let lines = lines(of: source)
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let ownWords = Set(matches(ownLogLine, in: source).map { $0.groups[2] })
        var found: [WordingRead] = []
        func add(_ index: Int, _ rule: String) {
            let excerpt = lines[index].code.trimmingCharacters(in: .whitespaces)
            found.append(WordingRead(file: file, line: index + 1, rule: rule, excerpt: String(excerpt.prefix(140))))
        }

        // Names bound to the log's entries (a filter of them, …), and names
        // bound to a rendering, read later by an assertion.
        var logNames: Set<String> = []
        var renderedNames: Set<String> = []
        var bindings: [(name: String, code: String, mask: [Bool], value: Range<String.Index>)] = []
        var statements: [(index: Int, kind: String, code: String, mask: [Bool], part: Range<String.Index>)] = []
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.code.trimmingCharacters(in: .whitespaces)
            let stmt = statement(at: index, in: lines)
            if let expect = [#"#expect("#, #"#require("#].compactMap({ line.code.range(of: $0) }).first,
                outsideStrings(expect, line.code, line.inString)
            {
                let opener = stmt.code.index(stmt.code.startIndex, offsetBy: line.code.distance(from: line.code.startIndex, to: expect.upperBound))
                statements.append((index, "assertion", stmt.code, stmt.inString, part(after: opener, in: stmt.code, stmt.inString, stopAt: [","])))
            } else if trimmed.hasPrefix("if ") || trimmed.hasPrefix("guard ") || trimmed.hasPrefix("} else if "),
                stmt.code.contains("Issue.record(")
            {
                let start = (stmt.code.range(of: "guard ") ?? stmt.code.range(of: "if "))?.upperBound ?? stmt.code.startIndex
                let end = stmt.code[start...].firstIndex(of: "{") ?? stmt.code.endIndex
                statements.append((index, "assertion", stmt.code, stmt.inString, start..<end))
            } else if trimmed.hasPrefix("let ") || trimmed.hasPrefix("var "), let equals = stmt.code.range(of: " = ") {
                let bound = stmt.code[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                let value = equals.upperBound..<stmt.code.endIndex
                statements.append((index, "binding", stmt.code, stmt.inString, value))
                bindings.append((bound.trimmingCharacters(in: .punctuationCharacters), stmt.code, stmt.inString, value))
                if mentions(logThing, value, stmt.code, stmt.inString) { logNames.insert(bindings.last!.name) }
            }
        }
        func named(_ names: Set<String>) -> NSRegularExpression {
            regex(#"\b("# + names.filter { !$0.isEmpty }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + #")\b"#)
        }
        let logThing = logNames.isEmpty ? Self.logThing : regex(Self.logThing.pattern + "|" + named(logNames).pattern)
        for binding in bindings where readsRendering(binding.value, binding.code, binding.mask, logThing: logThing) {
            renderedNames.insert(binding.name)
        }
        for statement in statements {
            let (index, kind, code, mask, part) = statement
            let text = String(code[part])
            let readsName = !renderedNames.isEmpty && mentions(named(renderedNames), part, code, mask)
            if readsRendering(part, code, mask, logThing: logThing) && (kind == "assertion" || hasWords(part, code, mask)) {
                add(index, "rendered")
            } else if kind == "assertion" && readsName && hasWords(part, code, mask) {
                add(index, "rendered")
            }
            for _ in matches(guardNote, in: text).filter({ !ownWords.contains($0.groups[1]) }) { add(index, "guard-note") }
        }
        for index in lines.indices {
            let line = lines[index].code
            let prose = matches(proseTuple, in: line) + matches(proseValue, in: line)
            for _ in prose.filter({ !ownWords.contains($0.groups[2]) }) { add(index, "prose-field") }
            for _ in matches(proseScript, in: line) { add(index, "prose-field") }
            if !parserOnlyFiles.contains(name) {
                for _ in matches(logContains, in: line).filter({ !matches(lookedFor, in: $0.groups[1]).isEmpty }) { add(index, "log-contains") }
            }
            for _ in matches(logLine, in: line).filter({ !outsideStrings($0.range, line, lines[index].inString) }) { add(index, "log-line") }
        }
        return found.sorted { ($0.file, $0.line, $0.rule) < ($1.file, $1.line, $1.rule) }
    }
}
