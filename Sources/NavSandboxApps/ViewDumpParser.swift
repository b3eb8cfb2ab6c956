/// Reads the text of `po view.recursiveDescription()` (and of
/// `_printHierarchy`, when pasted with it) into a `ViewDump`.
///
/// The format is UIView's `description`, one view a line, each level of
/// nesting one `|` more in the prefix (`   |    | <UILabel: 0x7f…; frame =
/// (16 8; 200 20.5); text = 'Inbox'; userInteractionEnabled = NO; layer =
/// <_UILabelLayer: 0x6000…>>`). UIKit prints `hidden`, `alpha`,
/// `userInteractionEnabled` and `clipsToBounds` only when they differ from
/// the default, so a missing key means the default. The text is other
/// people's: every line is read defensively, nothing in it is trusted, and a
/// problem is reported at its line and column.
struct ViewDumpParser {
    let file: String
    private(set) var dump = ViewDump()
    private(set) var problems: [AppFileProblem] = []
    private var lines: [Substring] = []
    /// The view last seen at each depth: a line one `|` deeper is its subview.
    private var openViews: [Int] = []
    private var skippedLines = 0
    private var errorCount = 0
    /// Set once the first top-level view is read: a second one ends the dump.
    private var sawSecondTree = false
    /// How many `|` the first view had.
    private var baseDepth: Int?

    /// More views than any screen has (a window with a long table has a few
    /// hundred): past it the file is not a dump of one screen.
    static let maximumViews = 20_000
    /// Lines that are neither views nor controllers are warned about up to
    /// this many; the rest are counted in one last warning.
    static let maximumSkippedLinesReported = 20
    static let maximumErrors = 100

    static let viewLineShape = "`<UIView: 0x7f8e4c40b2e0; frame = (0 0; 390 844); …>`"

    init(file: String) { self.file = file }

    static func parse(_ text: String, file: String) -> ViewDumpParser {
        var parser = ViewDumpParser(file: file)
        parser.lines = SourceLines.split(text)
        for number in parser.lines.indices {
            guard parser.dump.views.count <= maximumViews, parser.errorCount < maximumErrors else { break }
            parser.read(line: number + 1)
        }
        if parser.dump.views.count > maximumViews {
            parser.error(
                line: parser.dump.views[maximumViews].line, column: 1, "the dump has more than \(maximumViews) views",
                expected: "the dump of one screen (`po view.recursiveDescription()` of a smaller view)")
        }
        let unreported = parser.skippedLines - maximumSkippedLinesReported
        if unreported > 0 {
            parser.warning(
                line: parser.lines.count, column: 1, "\(unreported) more lines that are not views were skipped",
                expected: "one view a line, as recursiveDescription prints them")
        }
        return parser
    }

    var hasErrors: Bool { errorCount > 0 }

    // MARK: Lines

    private mutating func read(line number: Int) {
        let line = lines[number - 1]
        // The prefix: spaces, tabs and one `|` per level (`_printHierarchy`
        // marks a presented controller's level with `+`).
        var start = line.startIndex
        var depth = 0
        while start < line.endIndex, " \t|+".contains(line[start]) {
            if line[start] != " " && line[start] != "\t" { depth += 1 }
            start = line.index(after: start)
        }
        let rest = line[start...]
        if rest.isEmpty || rest.hasPrefix("(lldb)") { return }
        if rest.contains(", state: ") {
            readController(rest, line: number)
            return
        }
        // `$3 = 0x08c5d730 <UIView: …>`: lldb's result prefix on the first line.
        var body = rest
        if rest.first != "<", rest.first == "$" || rest.hasPrefix("Printing description"),
            let open = rest.firstIndex(of: "<")
        {
            body = rest[open...]
        }
        guard body.first == "<" else {
            skip(line: number, column: column(of: start, in: line))
            return
        }
        readView(body, depth: depth, line: number, column: column(of: body.startIndex, in: line))
    }

    private mutating func skip(line: Int, column: Int) {
        skippedLines += 1
        guard skippedLines <= Self.maximumSkippedLinesReported else { return }
        warning(
            line: line, column: column, "not a view line; skipped",
            expected: "a view as recursiveDescription prints it, \(Self.viewLineShape), after one `|` per level")
    }

    private mutating func readView(_ body: Substring, depth: Int, line: Int, column: Int) {
        if sawSecondTree { return }
        let lineText = lines[line - 1]
        // `<ClassName: 0xADDRESS; key = value; …>`
        guard let colon = body.range(of: ": 0x"), body.distance(from: body.startIndex, to: colon.lowerBound) <= 300 else {
            error(
                line: line, column: column, "a view line without `: 0x` after its class name",
                expected: "a view as recursiveDescription prints it, \(Self.viewLineShape)")
            return
        }
        let className = String(body[body.index(after: body.startIndex)..<colon.lowerBound])
        var cursor = colon.upperBound
        while cursor < body.endIndex, body[cursor].isHexDigit { cursor = body.index(after: cursor) }
        let hex = body[colon.upperBound..<cursor]
        guard !className.isEmpty, !hex.isEmpty, hex.count <= 16 else {
            error(
                line: line, column: column, className.isEmpty ? "a view line with no class name" : "a view address that is not hexadecimal",
                expected: "a view as recursiveDescription prints it, \(Self.viewLineShape)")
            return
        }
        let attributes = Self.attributes(body[cursor...])
        guard let frameValue = attributes["frame"] else {
            error(
                line: line, column: column, "the view `\(Self.shown(className))` has no `frame = (x y; width height)`",
                expected: "a view as recursiveDescription prints it, \(Self.viewLineShape)")
            return
        }
        guard let frame = Self.frame(frameValue.text) else {
            error(
                line: line, column: self.column(of: frameValue.text.startIndex, in: lineText),
                "the frame `\(Self.shown(String(frameValue.text)))` is not four finite numbers",
                expected: "`(x y; width height)` in points, such as `(16 100; 343 44)`, within ±\(Int(Self.largestCoordinate)) points")
            return
        }
        var view = DumpedView(
            className: className, address: "0x" + hex.lowercased(), frame: frame, line: line, column: column)
        view.baseClass = attributes["baseClass"].map { String($0.text) }
        view.isHidden = attributes["hidden"]?.text == "YES"
        view.isUserInteractionEnabled = attributes["userInteractionEnabled"]?.text != "NO"
        view.clipsToBounds = attributes["clipsToBounds"]?.text == "YES"
        if let alpha = attributes["alpha"] {
            if let value = Double(alpha.text), value.isFinite {
                view.alpha = min(1, max(0, value))
            } else {
                error(
                    line: line, column: self.column(of: alpha.text.startIndex, in: lineText),
                    "the alpha `\(Self.shown(String(alpha.text)))` is not a number", expected: "a number from 0 to 1")
            }
        }
        // Between its quotes, by scalars (valueEnd says why).
        if let text = attributes["text"]?.text.unicodeScalars, text.count >= 2, text.first == "'", text.last == "'" {
            let inside = text.dropFirst().dropLast()
            if !inside.isEmpty { view.text = String(inside) }
        }
        if let placeholder = attributes["placeholder"], !placeholder.text.isEmpty { view.placeholder = String(placeholder.text) }
        if let offset = attributes["contentOffset"], let point = Self.point(offset.text) { view.contentOffset = point }
        place(view, depth: depth)
    }

    /// Puts a view under the last view one level up. A subtree copied out
    /// of a bigger dump keeps its `|`s: the first view's level is level 0.
    private mutating func place(_ view: DumpedView, depth printedDepth: Int) {
        var view = view
        let base = baseDepth ?? printedDepth
        baseDepth = base
        let depth = max(0, printedDepth - base)
        if depth == 0 {
            if !dump.views.isEmpty {
                // A second dump pasted below the first: one screen at a time.
                warning(
                    line: view.line, column: view.column,
                    "a second top-level view; it and everything after it are not imported",
                    expected: "one dump a file (the first line's view is the top of the tree)")
                sawSecondTree = true
                return
            }
        } else {
            guard depth <= openViews.count else {
                let parentDepth = openViews.count - 1
                error(
                    line: view.line, column: view.column,
                    "the view is \(depth - parentDepth) levels deeper than the view above it",
                    expected: "at most one `|` more than the line of its superview")
                return
            }
            view.superview = openViews[depth - 1]
            view.depth = depth
        }
        let index = dump.views.count
        if let parent = view.superview { dump.views[parent].subviews.append(index) }
        dump.views.append(view)
        openViews.removeSubrange(min(depth, openViews.count)...)
        openViews.append(index)
    }

    /// `<MyApp.InboxViewController 0x7f…>, state: appeared, view: <UIView 0x7f…>`
    private mutating func readController(_ rest: Substring, line: Int) {
        guard rest.first == "<", let space = rest.range(of: " 0x") else { return }
        let className = String(rest[rest.index(after: rest.startIndex)..<space.lowerBound])
        guard !className.isEmpty, className.count <= 300 else { return }
        var address: String?
        if let view = rest.range(of: "view: <"), let hexStart = rest[view.upperBound...].range(of: " 0x") {
            let hex = rest[hexStart.upperBound...].prefix { $0.isHexDigit }
            if !hex.isEmpty, hex.count <= 16 { address = "0x" + hex.lowercased() }
        }
        let onScreen = rest.contains("state: appeared") && !rest.contains("not in the window")
        dump.controllers.append(DumpedController(className: className, viewAddress: address, isOnScreen: onScreen, line: line))
    }

    // MARK: Values

    /// `key = value; key: value; …` up to the line's closing `>`, values
    /// taken whole: a quoted text may hold `; `, a bracketed value (`layer =
    /// <CALayer: 0x…>`, `animations = { … }`) its own `;` and `=`.
    static func attributes(_ text: Substring) -> [String: (key: Substring, text: Substring)] {
        var found: [String: (key: Substring, text: Substring)] = [:]
        var cursor = text.startIndex
        let end = text.endIndex
        while cursor < end {
            while cursor < end, text[cursor] == " " || text[cursor] == ";" { cursor = text.index(after: cursor) }
            guard cursor < end, text[cursor] != ">" else { break }
            let keyStart = cursor
            while cursor < end, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" {
                cursor = text.index(after: cursor)
            }
            let key = text[keyStart..<cursor]
            guard !key.isEmpty else { break }
            let rest = text[cursor...]
            if rest.hasPrefix(" = ") {
                cursor = text.index(cursor, offsetBy: 3)
            } else if rest.hasPrefix(": ") {
                cursor = text.index(cursor, offsetBy: 2)
            } else {
                break
            }
            let valueEnd = Self.valueEnd(text, from: cursor)
            if found[String(key)] == nil { found[String(key)] = (key, text[cursor..<valueEnd]) }
            cursor = valueEnd
        }
        return found
    }

    /// Where a value that starts at `start` ends.
    private static func valueEnd(_ text: Substring, from start: String.Index) -> String.Index {
        let end = text.endIndex
        guard start < end else { return end }
        let scalars = text.unicodeScalars
        if scalars[start] == "'" {
            // A text ends at the quote followed by `; key = ` (or `; key: `)
            // or by the line's closing `>`; a quote inside it ends nothing.
            // Quotes are found by scalars: as Characters, a text that starts
            // with a combining mark or a joiner would join the opening quote,
            // and one that ends with a prefixed mark (U+0600) the closing one.
            var cursor = scalars.index(after: start)
            while let quote = scalars[cursor...].firstIndex(of: "'") {
                let next = scalars.index(after: quote)
                let after = Substring(scalars[next...])
                if after.unicodeScalars.allSatisfy({ $0 == ">" }) || startsAnotherAttribute(after) { return next }
                cursor = next
            }
            return end
        }
        var depth = 0
        var cursor = start
        while cursor < end {
            let character = text[cursor]
            if "(<{[".contains(character) {
                depth += 1
            } else if ")>}]".contains(character) {
                if depth == 0 { return cursor }
                depth -= 1
                // A bracketed value ends with its own closing bracket.
                if depth == 0 && "(<{[".contains(text[start]) { return text.index(after: cursor) }
            } else if character == ";" && depth == 0 {
                return cursor
            }
            cursor = text.index(after: cursor)
        }
        return end
    }

    /// `; hidden = YES…`: a quote followed by this ends a text.
    private static func startsAnotherAttribute(_ text: Substring) -> Bool {
        guard text.hasPrefix("; ") else { return false }
        let name = text.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return false }
        let after = text.dropFirst(2 + name.count)
        return after.hasPrefix(" = ") || after.hasPrefix(": ")
    }

    /// Coordinates beyond this are no screen's (a view parked at 10,000 is
    /// still read; one at 1e300 is not).
    static let largestCoordinate = 10_000_000.0

    /// `(16 100; 343 44)`.
    static func frame(_ text: Substring) -> PointRect? {
        guard text.first == "(", text.last == ")" else { return nil }
        let halves = text.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let numbers = halves.flatMap { $0.split(whereSeparator: { $0 == " " }) }.map { Double($0) }
        guard numbers.count == 4 else { return nil }
        let values = numbers.compactMap { $0 }
        guard values.count == 4, values.allSatisfy({ $0.isFinite && abs($0) <= largestCoordinate }) else { return nil }
        return PointRect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }

    /// `{0, 120}`.
    static func point(_ text: Substring) -> (x: Double, y: Double)? {
        guard text.first == "{", text.last == "}" else { return nil }
        let parts = text.dropFirst().dropLast().split(separator: ",").map {
            Double($0.trimmingCharacters(in: " "))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite,
            abs(x) <= largestCoordinate, abs(y) <= largestCoordinate
        else { return nil }
        return (x, y)
    }

    // MARK: Problems

    private func column(of index: String.Index, in line: Substring) -> Int {
        line.distance(from: line.startIndex, to: index) + 1
    }

    /// A piece of the dump quoted in a message: short, and only printable
    /// characters (the message reaches the terminal through the escaping
    /// edge anyway).
    static func shown(_ text: String) -> String {
        let cut = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return String(cut.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }

    private mutating func error(line: Int, column: Int, _ message: String, expected: String) {
        errorCount += 1
        report(.error, line: line, column: column, message, expected: expected)
    }

    private mutating func warning(line: Int, column: Int, _ message: String, expected: String) {
        report(.warning, line: line, column: column, message, expected: expected)
    }

    private mutating func report(_ severity: AppFileProblem.Severity, line: Int, column: Int, _ message: String, expected: String) {
        let source = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
        problems.append(
            AppFileProblem(
                severity: severity, file: file, line: line, column: column, message: message, expected: expected,
                suggestion: nil, sourceLine: source))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
