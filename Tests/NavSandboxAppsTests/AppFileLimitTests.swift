import NavSandboxApps
import NavSandboxCore
import Testing

/// What bounds the work a large or hostile app file can ask for
/// (docs/apps.md): screens, views per screen, problems printed, source
/// lines echoed; and every duplicate key, not only the first.
@Suite struct AppFileLimitTests {
    /// `count` screens in flow style, `extra` appended to each mapping.
    static func screens(_ count: Int, extra: String = "") -> String {
        "app: Big\nroot: S0\nscreens:\n" + (0..<count).map { "  S\($0): { title: T\(extra) }\n" }.joined()
    }

    @Test func screensUpToTheCapLoad() throws {
        let loaded = try AppFileLoader.load(Self.screens(AppFileLoader.maximumScreens), file: "big.yaml").get()
        #expect(loaded.app.screens.count == 10_000)
    }

    @Test func oneScreenOverTheCapIsRefusedWhereItStarts() throws {
        guard case .failure(let problems) = AppFileLoader.load(Self.screens(10_001), file: "big.yaml") else {
            Issue.record("10,001 screens loaded")
            return
        }
        #expect(problems.errors.count == 1)
        let error = try #require(problems.errors.first)
        // The 10,001st screen, S10000, on line 3 + 10,001.
        #expect("\(error.line):\(error.column)" == "10004:3")
        #expect(error.message == "more than 10000 screens (10001)")
        #expect(error.expected.hasPrefix("at most 10000 screens"))
    }

    @Test func viewsOnOneScreenAreCapped() throws {
        let views = (0..<1_001).map { _ in "{ class: UIView, frame: [0, 0, 1, 1] }" }.joined(separator: ", ")
        let text = "app: V\nroot: A\nscreens:\n  A: { title: A, views: [\(views)] }\n"
        guard case .failure(let problems) = AppFileLoader.load(text, file: "v.yaml") else {
            Issue.record("1,001 views loaded")
            return
        }
        #expect(problems.errors.map(\.message) == ["screen `A` has more than 1000 views"])
    }

    @Test func theFirst100ProblemsArePrintedThenACount() throws {
        guard case .failure(let problems) = AppFileLoader.load(Self.screens(150).replacingOccurrences(of: "title:", with: "titel:"), file: "m.yaml")
        else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.count == 150)
        #expect(problems.errors[0].suggestion == "title")
        #expect(problems.errors[99].suggestion == "title")
        #expect(problems.errors[100...].allSatisfy { $0.suggestion == nil && $0.sourceLine.isEmpty }, "not printed, not searched")
        let printed = problems.description
        #expect(printed.components(separatedBy: ": error: ").count - 1 == SourceDiagnostic.maximumShown)
        #expect(printed.hasSuffix("did you mean `title`?\n…and 50 more errors\n150 errors"))
    }

    @Test func everyDuplicateKeyIsReportedWhereItIs() throws {
        let text = """
            app: Dup
            root: Home
            root: Home
            screens:
              Home:
                title: Home
                views:
                  - { class: UIButton, label: Go, label: Again, frame: [1, 1, 10, 1], action: go }
                  - class: UIView
                    frame: [0, 0, 1, 1]
                    frame: [0, 0, 2, 2]
                actions:
                  go: { push: Next }
              Next:
                title: Next
                title: "Next again"
            """
        guard case .failure(let problems) = AppFileLoader.load(text, file: "dup.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.map { "\($0.line):\($0.column) \($0.message)" } == [
            "3:1 the same key twice in one mapping: `root` (first on line 2)",
            "8:39 the same key twice in one mapping: `label` (first on line 8)",
            "11:9 the same key twice in one mapping: `frame` (first on line 10)",
            "16:5 the same key twice in one mapping: `title` (first on line 15)",
        ])
    }

    @Test func keysRepeatedInDifferentMappingsAreNotDuplicates() throws {
        // (A block scalar's text and keys of sibling mappings are not keys of one mapping.)
        let text = """
            app: Fine
            root: Home
            root: Home
            screens:
              Home:
                title: Home
                views:
                  - { class: UIView, frame: [0, 0, 1, 1] }
                  - class: UIView
                    frame: [0, 0, 1, 1]
                    subviews:
                      - { class: UIView, frame: [0, 0, 1, 1] }
                log: |
                  title: not a key
                  title: not a key either
              Next: { title: Next }
            """
        // One duplicate, so the text is scanned; nothing else in it is one.
        guard case .failure(let problems) = AppFileLoader.load(text, file: "fine.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.map(\.message) == ["the same key twice in one mapping: `root` (first on line 2)"])
    }

    /// A one-line file (flow style) echoes a window of its line, not all of it.
    @Test func aLongLineIsCutAroundTheError() throws {
        let before = (0..<1_000).map { "S\($0): { title: T }" }.joined(separator: ", ")
        let after = (1_000..<2_000).map { "S\($0): { title: T }" }.joined(separator: ", ")
        let text = "{ app: Long, root: S0, screens: { \(before), Bad: { title: T, colour: red }, \(after) } }"
        guard case .failure(let problems) = AppFileLoader.load(text, file: "long.yaml") else {
            Issue.record("loaded")
            return
        }
        let error = try #require(problems.errors.first)
        #expect(error.message == "unknown key `colour` in screen `Bad`")
        let printed = error.description.split(separator: "\n").map { Array($0) }
        #expect(printed[1].first == "…" && printed[1].last == "…")
        #expect(printed[1].count <= SourceDiagnostic.maximumLineWidth + 2)
        let caret = printed[2]
        #expect(caret.last == "^" && caret.dropLast().allSatisfy { $0 == " " })
        #expect(String(printed[1][(caret.count - 1)...].prefix(6)) == "colour")
    }
}
