import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// How a file's problem is echoed: long lines cut around the column with the
/// caret still under its character; "did you mean" at bounded cost.
@Suite struct SourceDiagnosticTests {
    /// The caret's character in the shown line, from a rendered diagnostic.
    func underCaret(_ rendered: String) -> (line: [Character], caret: Character?) {
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let caretColumn = lines[2].count - 1
        return (lines[1], caretColumn < lines[1].count ? lines[1][caretColumn] : nil)
    }

    func render(_ sourceLine: String, column: Int) -> String {
        SourceDiagnostic.render(
            file: "f", line: 1, column: column, message: "m", expected: "", sourceLine: sourceLine, suggestion: nil)
    }

    @Test func aShortLineIsShownWhole() {
        let shown = underCaret(render("strategy blok-all", column: 10))
        #expect(String(shown.line) == "strategy blok-all")
        #expect(shown.caret == "b")
    }

    @Test func aLongLineIsCutAtBothEndsAroundTheColumn() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let shown = underCaret(render(line, column: 5_001))
        #expect(shown.line.first == "…" && shown.line.last == "…")
        #expect(shown.line.count == SourceDiagnostic.maximumLineWidth + 2)
        #expect(shown.caret == "X")
    }

    @Test func nearAnEndOnlyThatEndIsWhole() {
        let line = "X" + String(repeating: "b", count: 500)
        let start = underCaret(render(line, column: 1))
        #expect(start.line.first == "X" && start.line.last == "…" && start.caret == "X")
        let end = underCaret(render(String(repeating: "a", count: 500) + "X", column: 501))
        #expect(end.line.first == "…" && end.line.last == "X" && end.caret == "X")
        // A missing argument points just past the end of the line.
        let past = render(String(repeating: "a", count: 500), column: 501).split(separator: "\n").map { Array($0) }
        #expect(past[2].count == past[1].count + 1)
    }

    @Test func aCutLineKeepsEscapesAndTheCaretAligned() {
        let line = String(repeating: "\u{1B}", count: 300) + "X" + String(repeating: "b", count: 300)
        let rendered = render(line, column: 301).split(separator: "\n").map(String.init)
        #expect(!rendered[1].contains("\u{1B}"))
        let caret = rendered[2].count - 1
        #expect(Array(rendered[1])[caret] == "X")
    }

    @Test func theListShowsTheFirstHundredAndCountsTheRest() {
        let lines = SourceDiagnostic.list((1...250).lazy.map { "e\($0)" }, total: 250)
        #expect(lines.count == 101)
        #expect(lines[99] == "e100")
        #expect(lines[100] == "…and 150 more errors")
        #expect(SourceDiagnostic.list(["w"], total: 2, noun: "warning") == ["w", "…and 1 more warning"])
        #expect(SourceDiagnostic.list(["a"], total: 1) == ["a"])
    }

    /// The bounded edit distance says "over the limit" exactly when the full one is.
    @Test func theBoundedDistanceAgreesWithTheFullOne() {
        var random = SplitMix64(seed: 20)
        for _ in 0..<2_000 {
            let a = (0..<random.below(9)).map { _ in random.pick(Array("abcd")) }
            let b = (0..<random.below(9)).map { _ in random.pick(Array("abcd")) }
            let limit = random.below(5)
            let full = NearestName.distance(a, b)
            #expect(NearestName.distance(a, b, limit: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
        }
    }

    @Test func suggestionsAreUnchangedByTheBounds() {
        #expect(NearestName.find("blok-all", in: ["none", "block-all"]) == "block-all")
        #expect(NearestName.find("block", in: ["none", "block-all"]) == "block-all")
        #expect(NearestName.find("NONE", in: ["none"]) == "none")
        #expect(NearestName.find("no", in: ["at"]) == nil)
        #expect(NearestName.find("Row 1", in: (0..<10_000).map { "Label \($0)" } + ["Row 1x"]) == nil, "past the candidates compared")
    }
}
