import Foundation
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// JSON type checks that tell Foundation's booleans from its numbers.
enum JSONTypes {
    static func isBool(_ value: Any?) -> Bool {
        guard let value else { return false }
        return value is Bool && String(describing: type(of: value)).contains("Boolean")
    }

    static func isInt(_ value: Any?) -> Bool {
        guard let value else { return false }
        return value is Int && !String(describing: type(of: value)).contains("Boolean")
    }

    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

@Suite("The deterministic JSON encoder")
struct JSONValueTests {
    @Test("strings are escaped per RFC 8259 and parse back")
    func escaping() throws {
        let nasty = "quote \" backslash \\ newline \n tab \t cr \r bell \u{07} nul \u{00} del \u{7F} ls \u{2028} é 中 🙂"
        let value = JSONValue.object([("k\"ey", .string(nasty))])
        let compact = value.compact
        #expect(compact.contains("\\u0007"))
        #expect(compact.contains("\\u0000"))
        #expect(compact.contains("\\u2028"))
        #expect(compact.contains("\\\""))
        #expect(!compact.contains("\n"))
        let parsed = try #require(try JSONTypes.parse(compact) as? [String: Any])
        #expect(parsed["k\"ey"] as? String == nasty)
        let pretty = try #require(try JSONTypes.parse(value.pretty) as? [String: Any])
        #expect(pretty["k\"ey"] as? String == nasty)
    }

    @Test("keys keep their given order; scalars render plainly")
    func order() {
        let value = JSONValue.object([
            ("z", .int(-3)), ("a", .bool(true)), ("m", .null), ("e", .array([])), ("o", .object([])),
        ])
        #expect(value.compact == #"{"z":-3,"a":true,"m":null,"e":[],"o":{}}"#)
        #expect(value.pretty == "{\"z\": -3, \"a\": true, \"m\": null, \"e\": [], \"o\": {}}\n")
    }

    @Test("nested containers break over lines; scalar-only ones stay inline")
    func prettyLayout() throws {
        let value = JSONValue.object([
            ("list", .array([.string("a"), .string("b")])),
            ("rows", .array([.object([("x", .int(1))]), .object([("x", .int(2))])])),
        ])
        #expect(
            value.pretty == """
                {
                  "list": ["a", "b"],
                  "rows": [
                    {"x": 1},
                    {"x": 2}
                  ]
                }

                """)
        _ = try JSONTypes.parse(value.pretty)
    }
}

@Suite("run --json")
struct RunJSONTests {
    static let requiredKeys = [
        "time_ms", "strategy", "profile", "stack", "bar", "presented", "card", "crash", "frozen", "violations",
        "flags", "queue", "log", "expectations",
    ]

    func object(_ run: ScriptRun) throws -> [String: Any] {
        try #require(try JSONTypes.parse(RunReport.json(run).pretty) as? [String: Any])
    }

    @Test("the schema: every key with its type")
    func schema() throws {
        let run = try runScript(
            "at 0ms double-tap \"Message 1\"\nsettle\nexpect stack = Inbox > Message 1 > Message 1\nexpect top = Inbox")
        let json = try object(run)
        for key in Self.requiredKeys { #expect(json[key] != nil, "missing \(key)") }
        #expect(JSONTypes.isInt(json["time_ms"]))
        #expect(json["time_ms"] as? Int == run.world.now)
        #expect(json["strategy"] as? String == "none")
        #expect(json["profile"] as? String == "ios17")
        #expect(json["stack"] as? [String] == ["Inbox", "Message 1", "Message 1"])
        #expect(json["bar"] as? [String] == ["Inbox", "Message 1", "Message 1"])
        #expect(json["presented"] is NSNull)
        #expect(json["card"] as? String == "none")
        #expect(json["crash"] is NSNull)
        #expect(JSONTypes.isBool(json["frozen"]))
        #expect(json["violations"] as? [String] == ["double-push"])
        let flags = try #require(json["flags"] as? [String: String])
        #expect(flags["ignoreCount"] == "0")
        #expect(flags["window.isAnimated"] == "NO")
        #expect(flags.count == run.world.flags.count)
        #expect(json["queue"] as? [String] == [])
        let log = try #require(json["log"] as? [[String: Any]])
        #expect(log.count == run.world.log.entries.count)
        for entry in log {
            #expect(JSONTypes.isInt(entry["t_ms"]))
            #expect(entry["kind"] is String)
            #expect(entry["text"] is String)
        }
        #expect(log.first?["kind"] as? String == "system")
        let expectations = try #require(json["expectations"] as? [[String: Any]])
        #expect(expectations.count == 2)
        #expect(JSONTypes.isInt(expectations[0]["line"]))
        #expect(expectations[0]["line"] as? Int == 3)
        #expect(JSONTypes.isBool(expectations[0]["ok"]))
        #expect(expectations[0]["ok"] as? Bool == true)
        #expect(expectations[1]["ok"] as? Bool == false)
        #expect(expectations[0]["text"] as? String == "stack = Inbox > Message 1 > Message 1")
        #expect(expectations[0]["actual"] is NSNull)
        #expect(expectations[1]["actual"] as? String == "Message 1")
        #expect(JSONTypes.isBool(json["ok"]))
        #expect(json["ok"] as? Bool == false)
        #expect(json["error"] is NSNull)
    }

    @Test("a crash, a presented card, a queue")
    func crashPresentedQueue() throws {
        let crashed = try object(try runScript("at 0ms double-tap \"Reuse detail\"\nsettle"))
        let crash = try #require(crashed["crash"] as? [String: Any])
        #expect(crash["id"] as? String == "same-instance-push")
        #expect((crash["message"] as? String)?.contains("Pushing the same view controller instance") == true)
        let presented = try object(try runScript("at 0ms tap \"Compose\"\nsettle\nafter 0ms drag-card down\nsettle"))
        #expect(presented["presented"] as? String == "Compose")
        #expect(presented["card"] as? String == "minimized")
        let queued = try object(
            try runScript("strategy window-lock\nat 0ms tap \"Open latest in 0.5s\"\nafter 250ms tap \"Message 1\"\nwait 350ms"))
        #expect(queued["queue"] as? [String] == ["push Message 3"])
        #expect((queued["flags"] as? [String: String])?["skipAnimationQueue"] == "push Message 3")
    }

    @Test("violations are listed once, in order of first firing")
    func violationsOnce() throws {
        let run = try runScript(
            "strategy none\nat 0ms double-tap \"Message 1\"\nsettle\nafter 0ms tap back\nsettle\nafter 0ms tap back\nsettle\nafter 0ms tap \"Compose\"\nsettle\nafter 0ms tap \"Minimize\"\nsettle\nafter 0ms tap \"Message 2\"\nsettle\nafter 0ms tap \"Message 3\"\nsettle")
        let violations = try #require(try object(run)["violations"] as? [String])
        #expect(violations == ["double-push", "swallowed-tap"])
        // swallowed-tap is logged at every tap it swallows but listed once.
        #expect(run.world.count { if case .violation(.swallowedTap, _, _) = $0 { true } else { false } } == 2)
    }

    @Test("a runtime error is in the JSON")
    func runtimeError() throws {
        let json = try object(try runScript("at 0ms tap \"Reply\""))
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["line"] as? Int == 1)
        #expect(error["kind"] as? String == "labelNeverSeen")
        #expect(json["ok"] as? Bool == false)
    }

    @Test("two runs give byte-identical JSON")
    func deterministic() throws {
        let text = """
            strategy block-all
            set pop-gesture on
            at 0ms two-finger "Message 1" & "Message 2"
            settle
            after 0ms swipe-back cancel
            settle
            after 0ms double-tap "Reply"
            wait 11s
            expect flag ignoreCount = 1
            """
        let first = RunReport.json(try runScript(text)).pretty
        let second = RunReport.json(try runScript(text)).pretty
        #expect(first == second)
        #expect(Array(first.utf8) == Array(second.utf8))
        // Tracing observes every step; the world it leaves is the same.
        let (traced, _) = ScriptRunner().trace(try coreScript(text))
        #expect(RunReport.json(traced).pretty == first)
    }

    @Test("the text report shows the log, the state and the verdicts, plain unless asked")
    func textReport() throws {
        let run = try runScript("at 0ms tap \"Message 1\"\nsettle\nexpect top = Message 1\nexpect top = Inbox")
        let text = RunReport.text(run).plain
        // Every log line, in order, after the header (the lines' wording is
        // WorldEventTextTests').
        let logLines = run.world.log.entries.map { TerminalText.visible($0.formatted) }
        #expect(text.split(separator: "\n").map(String.init).dropFirst().starts(with: logLines))
        #expect(!logLines.isEmpty)
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("stack ") && $0.hasSuffix("  Inbox > Message 1") })
        #expect(text.contains("ok    line 3: top = Message 1"))
        #expect(text.contains("FAIL  line 4: top = Inbox  (actual: Message 1)"))
        #expect(text.contains("1 of 2 expectations hold"))
        #expect(!text.contains("\u{1B}["))
        #expect(RunReport.text(run).rendered(colour: true).contains("\u{1B}[31mFAIL"))
    }
}
