import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// The writers that stream bytes (JSONValue.write, RunReport.write, the
/// styled-text renderer, the byte forms of JSONString and TerminalText) give
/// the same bytes as the String writers they replaced, kept here as the
/// reference: every escape, every colour pair, every indentation.
@Suite("Streaming writers")
struct StreamingWriterTests {
    // MARK: the strings

    /// Text that exercises every escape rule: C0 (all of it), DEL, C1, the
    /// bidi controls and their neighbours, U+2028/9, U+FEFF, quotes,
    /// backslashes, multi-byte and combined characters, and bytes that
    /// start a sequence the rules look at (C2, E2, EF) without being one.
    static let tricky: [String] = {
        var all = [
            "", "plain", "quote \" backslash \\ slash /", "tab\tnew\nline\r\n",
            "é漢👍🏽🇫🇷 e\u{0301} \u{A0}\u{3000}", "\u{1B}[2J\u{1B}]0;PWNED\u{7}", "\u{9B}2J \u{85} \u{80}\u{9F}\u{A0}\u{A9}",
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2029}\u{2028}\u{2027}\u{202F}",
            "\u{2065}\u{2066}\u{2067}\u{2068}\u{2069}\u{206A} \u{FEFF}\u{FEFE}\u{FFFD}", "nul\u{0}x\u{7F}\u{7E}",
            "\u{10FFFF}\u{E000}", "…—–‘’“”", "\u{C0}\u{C1}\u{E2}\u{EF}",
        ]
        all += HostileText.scriptStrings
        all.append(String(String.UnicodeScalarView((0..<0x100).compactMap(Unicode.Scalar.init))))
        // Random strings over the interesting scalars.
        var random = SplitMix64(seed: 23)
        let pool: [Unicode.Scalar] = ["a", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9B}", "\u{A0}",
                                      "é", "\u{2028}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{FEFF}", "漢", "👍", "\u{301}"]
        for _ in 0..<200 {
            let length = Int(random.next() % 12)
            all.append(String(String.UnicodeScalarView((0..<length).map { _ in pool[Int(random.next() % UInt64(pool.count))] })))
        }
        return all
    }()

    @Test("JSONString's bytes are the old String writer's")
    func jsonStringBytes() {
        for text in Self.tricky {
            var bytes: [UInt8] = []
            JSONString.append(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Reference.jsonString(text), "\(Array(text.unicodeScalars))")
            #expect(JSONString.quoted(text) == Reference.jsonString(text))
        }
    }

    @Test("TerminalText's bytes are the old scalar loop's, one line or many")
    func visibleBytes() {
        for text in Self.tricky {
            for keeping in [false, true] {
                var bytes: [UInt8] = []
                TerminalText.appendVisible(text, keepingNewlines: keeping, to: &bytes)
                let expected = Reference.visible(text, keepingNewlines: keeping)
                #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(Array(text.unicodeScalars))")
                #expect((keeping ? TerminalText.visibleLines(text) : TerminalText.visible(text)) == expected)
                #expect(HostileText.firstUnsafeByte(in: bytes) == nil)
            }
        }
    }

    @Test("a script line's first control character is found where the scalar loop finds it")
    func firstControl() {
        for text in Self.tricky {
            var copy = text
            let found = copy.withUTF8 { TerminalText.firstControl(in: $0) }
            let scalars = Array(text.unicodeScalars)
            let index = scalars.firstIndex(where: TerminalText.isControl)
            #expect(found?.scalar == index.map { scalars[$0] })
            if let found, let index {
                #expect(found.offset == String(String.UnicodeScalarView(scalars[..<index])).utf8.count)
            }
        }
    }

    // MARK: JSON documents

    static func documents() -> [JSONValue] {
        let strings = tricky.prefix(40).map(JSONValue.string)
        return [
            .null, .bool(true), .int(0), .int(-1), .int(Int.max), .int(Int.min), .int(1_000_000), .string("x\u{1B}"),
            .array([]), .object([]), .array(strings), .object(strings.enumerated().map { ("k\($0.offset)\u{202E}", $0.element) }),
            .object([
                ("empty", .array([])), ("none", .object([])), ("n", .int(-42)),
                ("rows", .array([.object([("t_ms", .int(5)), ("text", .string("a\"b"))]), .array([.int(1), .null, .bool(false)])])),
                ("deep", .array([.array([.array([.object([("x", .array([.string("\u{9B}")]))])])])])),
                ("mixed", .array([.int(1), .array([]), .object([("a", .array([.int(2)]))])])),
            ]),
        ]
    }

    @Test("pretty and compact are the old pretty-printer's bytes")
    func jsonDocuments() {
        for document in Self.documents() {
            #expect(document.pretty == Reference.pretty(document))
            #expect(document.compact == Reference.compact(document))
        }
    }

    @Test("written in small chunks, a document arrives whole and in order")
    func chunks() {
        for document in Self.documents() {
            for size in [1, 7, 64] {
                var received: [UInt8] = []
                var chunks = 0
                var out = OutputBuffer(chunkSize: size) { chunk in
                    received += chunk
                    chunks += 1
                    return true
                }
                document.write(pretty: true, into: &out)
                out.flush()
                #expect(String(decoding: received, as: UTF8.self) == Reference.pretty(document))
                #expect(out.bytes.isEmpty)
            }
        }
    }

    @Test("a sink that refuses a chunk stops the writing: nothing more is handed over")
    func refusedChunk() {
        var calls = 0
        var out = OutputBuffer(chunkSize: 8) { _ in
            calls += 1
            return false
        }
        JSONValue.array((0..<100).map { .int($0) }).write(pretty: true, into: &out)
        out.flush()
        #expect(calls == 1)
        #expect(out.stopped)
    }

    @Test("decimal numbers are String(n)'s")
    func decimals() {
        var random = SplitMix64(seed: 6)
        var values = [0, 1, 9, 10, 99, 100, -1, -9, -10, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for _ in 0..<500 { values.append(Int(bitPattern: UInt(random.next())) >> Int(random.next() % 64)) }
        for value in values {
            var out = OutputBuffer()
            out.append(decimal: value)
            #expect(out.string == String(value))
        }
    }

    // MARK: styled text and the run report

    @Test("the renderer gives StyledText.rendered's bytes for pieces given one by one")
    func renderer() {
        let colours: [StyledText.Colour?] = [nil, .red, .red, nil, .bold, .dim, nil, nil, .red, .green]
        var random = SplitMix64(seed: 11)
        for _ in 0..<100 {
            var styled = StyledText()
            var pieces: [(String, StyledText.Colour?)] = []
            for _ in 0..<Int(random.next() % 8) {
                let text = Self.tricky[Int(random.next() % 20)]
                let colour = colours[Int(random.next() % UInt64(colours.count))]
                styled.append(text, colour)
                pieces.append((text, colour))
            }
            for colour in [false, true] {
                var out = OutputBuffer()
                var renderer = StyledText.Renderer(colour: colour)
                for (text, c) in pieces { renderer.append(text, c, to: &out) }
                renderer.finish(&out)
                #expect(out.string == Reference.rendered(styled, colour: colour))
                #expect(styled.rendered(colour: colour) == Reference.rendered(styled, colour: colour))
            }
        }
    }

    /// Runs with every kind of log line, notes, failed and held verdicts, a
    /// runtime error, and an app whose every text is hostile.
    static func runs() throws -> [ScriptRun] {
        var runs: [ScriptRun] = []
        for name in exampleScripts() {
            let loaded = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get()
            runs.append(ScriptRunner(options: ScriptRunOptions(app: loaded.app)).run(loaded.script))
        }
        let hostile = try AppFileLoader.load(HostileText.app, file: "evil.yaml").get().app
        let text = """
            strategy none
            after 10ms tap \(HostileText.goLabel)
            after 50ms tap \(HostileText.goLabel)
            settle
            after 10ms tap \(HostileText.backLabel)
            expect top = "nothing"
            expect log contains "\\u{202E}"
            """
        let script = try ScriptParser.parse(text, file: "evil\u{1B}.nss", vocabulary: .navSandbox(for: hostile)).get()
        runs.append(ScriptRunner(options: ScriptRunOptions(app: hostile)).run(script))
        let stopped = try ScriptParser.parse("after 10ms tap \"Message 1\"\nafter 10ms switch-strategy none\nafter 1ms tap 4,1\n",
                                             file: "x.nss", vocabulary: .navSandbox).get()
        runs.append(ScriptRunner(options: ScriptRunOptions(timeLimit: 5)).run(stopped))
        return runs
    }

    @Test("the run report, streamed, is the StyledText report rendered, with and without colour")
    func runReport() throws {
        for run in try Self.runs() {
            for colour in [false, true] {
                var received: [UInt8] = []
                var out = OutputBuffer(chunkSize: 100) { received += $0; return true }
                RunReport.write(run, colour: colour, into: &out)
                out.flush()
                let expected = Reference.rendered(RunReport.text(run), colour: colour)
                #expect(String(decoding: received, as: UTF8.self) == expected, "\(run.script.file)")
                if !colour { #expect(HostileText.firstUnsafeByte(in: received) == nil) }
            }
            #expect(RunReport.json(run).pretty == Reference.pretty(RunReport.json(run)))
            var received: [UInt8] = []
            var out = OutputBuffer(chunkSize: 100) { received += $0; return true }
            RunReport.writeJSON(run, into: &out)
            out.flush()
            #expect(String(decoding: received, as: UTF8.self) == Reference.pretty(RunReport.json(run)), "\(run.script.file)")
        }
    }

    @Test("a log line's bytes are TerminalText.visible of its formatted text")
    func logLines() throws {
        for run in try Self.runs() {
            for entry in run.world.log.entries {
                var out = OutputBuffer()
                RunReport.writeLogLine(entry, into: &out)
                #expect(out.string == TerminalText.visible(entry.formatted))
            }
        }
        // Times a run does not reach, on an event it made.
        let event = try #require(try Self.runs().first?.world.log.entries.first).event
        for time in [0, 5, 999, 1000, 1001, 3_600_000, 123_456_789, -1, -1500] {
            let entry = LogEntry(time: time, event: event)
            var out = OutputBuffer()
            RunReport.writeLogLine(entry, into: &out)
            #expect(out.string == TerminalText.visible(entry.formatted))
        }
    }
}

/// The writers as they were before they streamed bytes (fd7a2c4), kept as
/// the reference the new ones must match byte for byte.
enum Reference {
    static func jsonString(_ text: String) -> String {
        var out = "\""
        let bytes = Array(text.utf8)
        var runStart = 0
        var index = 0
        func flush(upTo end: Int) {
            if end > runStart { out += String(decoding: bytes[runStart..<end], as: UTF8.self) }
        }
        func hex4(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        while index < bytes.count {
            let byte = bytes[index]
            var escape: String?
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20, 0x7F: escape = "\\u" + hex4(UInt32(byte))
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                escape = "\\u" + hex4(UInt32(bytes[index + 1]))
                width = 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 || (0xAA...0xAE).contains(bytes[index + 2])):
                escape = "\\u" + hex4(0x2000 + UInt32(bytes[index + 2] - 0x80))
                width = 3
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                escape = "\\ufeff"
                width = 3
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]):
                escape = "\\u" + hex4(0x2040 + UInt32(bytes[index + 2] - 0x80))
                width = 3
            default: break
            }
            if let escape {
                flush(upTo: index)
                out += escape
                index += width
                runStart = index
            } else {
                index += 1
            }
        }
        flush(upTo: bytes.count)
        return out + "\""
    }

    static func visible(_ text: String, keepingNewlines: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if TerminalText.isControl(scalar) && !(keepingNewlines && scalar == "\n") {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func rendered(_ styled: StyledText, colour: Bool) -> String {
        var out = ""
        for run in styled.runs {
            let text = visible(run.text, keepingNewlines: true)
            if colour, let code = run.colour {
                out += "\u{1B}[" + code.rawValue + "m" + text + "\u{1B}[0m"
            } else {
                out += text
            }
        }
        return out
    }

    static func pretty(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: "  ", depth: 0)
        return out + "\n"
    }

    static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: nil, depth: 0)
        return out
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: String?, depth: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        case .string(let s): out += jsonString(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inline = indent == nil || items.allSatisfy(isScalar)
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: indent, count: depth + 1) }
                write(item, into: &out, indent: inline ? nil : indent, depth: depth + 1)
            }
            if !inline, let indent { out += "\n" + String(repeating: indent, count: depth) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let inline = indent == nil || members.allSatisfy { isScalar($0.1) }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: indent, count: depth + 1) }
                out += jsonString(key)
                out += indent == nil ? ":" : ": "
                write(value, into: &out, indent: inline ? nil : indent, depth: depth + 1)
            }
            if !inline, let indent { out += "\n" + String(repeating: indent, count: depth) }
            out += "}"
        }
    }
}
