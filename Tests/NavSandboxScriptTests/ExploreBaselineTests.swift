import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// `explore --baseline FILE`: the JSON explore wrote is read back, kinds
/// compared by name, and a file that is not that JSON is placed at its
/// line and column.
@Suite struct ExploreBaselineTests {
    func search(_ strategy: StrategyID) -> ExploreReport {
        var options = ExploreOptions()
        options.depth = 2
        options.twoFingers = false
        options.presses = false
        let world = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: strategy))
        let result = Explorer.search(from: world, options: options)
        return ExploreReport(
            cells: [.init(strategy: strategy.rawValue, profile: .ios17, result: result, scripts: result.findings.map { _ in "" })],
            options: options)
    }

    @Test func aReportReadBackAsItsOwnBaselineHasNothingNew() throws {
        let report = search("none")
        let baseline = try ExploreBaseline.read(report.json().pretty).get()
        #expect(baseline.kinds["none/ios17"] == Set(report.rows[0].result.findings.map(\.violation.rawValue)))
        var again = report
        again.baseline = baseline
        #expect(again.newFindings == 0)
        #expect(again.text().contains("no kind of failure is new since the baseline"))
    }

    @Test func aKindTheBaselineLacksIsNewAndOneItHadIsNotMet() throws {
        var report = search("none")
        // A baseline with one kind dropped and one the search does not meet.
        let kinds = report.rows[0].result.findings.map(\.violation.rawValue)
        report.baseline = ExploreBaseline(kinds: ["none/ios17": Set(kinds.dropFirst()).union(["stuck-lock"])])
        #expect(report.newFindings == 1)
        let text = report.text()
        #expect(text.contains("  new  \(kinds[0]) "), "\(text)")
        #expect(text.contains("not met this time (in the baseline): stuck-lock"))
        #expect(text.contains("1 kind is new since the baseline"))
        let json = report.json().compact
        #expect(json.contains(#""new_kinds":1"#) && json.contains(#""not_met_from_baseline":["stuck-lock"]"#))
    }

    /// A cell the baseline did not search: all its kinds are new.
    @Test func aCellTheBaselineLacksIsAllNew() {
        var report = search("none")
        report.baseline = ExploreBaseline(kinds: ["none/ios7": ["double-push"]])
        #expect(report.newFindings == report.rows[0].result.findings.count)
    }

    /// A baseline from before the catalogue: one `violation` per result.
    @Test func anOlderBaselineWithOneViolationReads() throws {
        let text = #"{"options": {}, "results": [{"strategy": "none", "profile": "ios17", "violation": "double-push"}]}"#
        #expect(try ExploreBaseline.read(text).get().kinds == ["none/ios17": ["double-push"]])
    }

    @Test(arguments: [
        ("{\n  \"results\": [\n    {\"strategy\": \"none\",, }\n  ]\n}", 3, 25, "where a key should be"),
        ("{\"results\": [1, 2", 1, 18, "after a value in an array"),
        ("[1] x", 1, 5, "text after the document"),
        ("{\"a\": \"b\u{1}\"}", 1, 9, "control character"),
        ("{\"a\": 1.5}", 1, 8, "fraction"),
        (String(repeating: "[", count: 100), 1, 65, "nested more than 64"),
        ("{\"a\": tru}", 1, 10, "in `true`"),
        ("{\"a\": \"\\q\"}", 1, 10, "unknown escape"),
        ("\n\n  \"open", 3, 3, "never closed"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "a second time"),
        ("[012]", 1, 2, "leading zero"),
        ("[-01]", 1, 3, "leading zero"),
    ])
    func malformedJSONIsPlacedAtItsLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        guard case .failure(let problem) = ExploreBaseline.read(text) else {
            Issue.record("\(text) read")
            return
        }
        #expect(problem.line == line && problem.column == column, "\(problem)")
        #expect(problem.message.contains(message), "\(problem)")
    }

    @Test func wellFormedJSONOfTheWrongShapeSaysWhatIsMissing() {
        let cases = [
            ("[]", "not an object"),
            (#"{"results": 3}"#, "no `results` array"),
            (#"{"results": [{"profile": "ios17"}]}"#, "results[0] has no `strategy`"),
            (#"{"results": [{"strategy": "none\nno kind is new", "profile": "ios17"}]}"#, "no `strategy` name"),
            (#"{"results": [{"strategy": "none", "profile": "ios7", "findings": [{}]}]}"#, "findings[0] has no `violation`"),
            (#"{"results": [{"strategy": "none", "profile": "ios7", "findings": [{"violation": "x\u001b[2J"}]}]}"#, "findings[0] has no `violation` name"),
        ]
        for (text, message) in cases {
            guard case .failure(let problem) = ExploreBaseline.read(text) else {
                Issue.record("\(text) read")
                continue
            }
            #expect(problem.description.contains(message), "\(problem)")
        }
    }

    /// A newer version's profile matches no search here: skipped, not refused.
    @Test func anUnknownProfileIsSkipped() throws {
        let text = #"{"results": [{"strategy": "none", "profile": "ios99", "violation": "double-push"}, {"strategy": "none", "profile": "ios17", "violation": "stuck-lock"}]}"#
        #expect(try ExploreBaseline.read(text).get().kinds == ["none/ios17": ["stuck-lock"]])
    }

    @Test func jsonStringsReadBackAsWritten() throws {
        let value = JSONValue.object([
            ("text", .string("tab\there \"quoted\" \\ é 🐛 \u{1}\u{7F}")), ("n", .int(-42)), ("list", .array([.bool(true), .null])),
        ])
        #expect(try JSONReader.parse(value.pretty) == value)
        #expect(try JSONReader.parse(#""\ud83d\udc1b \u00e9""#) == .string("🐛 é"))
        #expect(try JSONReader.parse(#""\ud83d x""#) == .string("\u{FFFD} x"), "a lone surrogate reads as U+FFFD")
        #expect(try JSONReader.parse(#""\ud83d\n""#) == .string("\u{FFFD}\n"), "whatever escape follows it")
        #expect(try JSONReader.parse(#""\ud83d\u0041""#) == .string("\u{FFFD}A"), "even another \\u that is not a low half")
    }
}
