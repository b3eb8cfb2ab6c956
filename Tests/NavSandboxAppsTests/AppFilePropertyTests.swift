import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Random and mutated app files never crash the loader, every problem points
/// inside the file, and every app that loads also launches and takes taps.
@Suite struct AppFilePropertyTests {
    static let fragments = [
        ":", "-", " ", "\n", "{", "}", "[", "]", "&a ", "*a", "\t", "\u{1B}[2J", "{n", "{n+1}", "{arg}", "push: ",
        "present: Share", "pop", "after: 1s", "then: pop", "frame: [0, 0, 99, 99]", "alpha: 0", "card: true",
        "'", "\"", "#", "|", ">", "~", "null", "-1", "99999999999999999999", "é", "🙂",
    ]

    static func mutate(_ text: String, _ rng: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + rng.below(3)) {
            let index = rng.below(lines.count)
            switch rng.below(6) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[rng.below(lines.count)], at: index)
            case 2:
                var line = lines[index]
                let cut = line.isEmpty ? 0 : rng.below(line.count)
                line.insert(contentsOf: rng.pick(fragments), at: line.index(line.startIndex, offsetBy: cut))
                lines[index] = line
            case 3: lines[index] = String(lines[index].prefix(rng.below(lines[index].count + 1)))
            case 4: lines.swapAt(index, rng.below(lines.count))
            default: lines[index] = String(lines[index].reversed())
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedDemoFiles() {
        var rng = SplitMix64(seed: 0xA99F11E)
        var loaded = 0
        for iteration in 0..<1_500 {
            let text = Self.mutate(BundledApps.demoSource, &rng)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            switch AppFileLoader.load(text, file: "m.yaml") {
            case .success(let result):
                loaded += 1
                for problem in result.warnings { #expect((1...lineCount).contains(problem.line), "iteration \(iteration)") }
                Self.exercise(result.app, &rng)
            case .failure(let problems):
                #expect(!problems.errors.isEmpty, "iteration \(iteration)")
                for problem in problems.problems {
                    #expect((1...lineCount + 1).contains(problem.line), "iteration \(iteration): \(problem)")
                    #expect(!problem.description.contains("\u{1B}"), "iteration \(iteration)")
                }
            }
        }
        // The mutations must leave some files valid, or the launch half tests nothing.
        #expect(loaded > 100, "only \(loaded) mutated files loaded")
    }

    @Test func randomText() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<rng.below(40) { text += rng.pick(Self.fragments) }
            if case .success(let result) = AppFileLoader.load(text, file: "r.yaml") { Self.exercise(result.app, &rng) }
        }
    }

    /// Launches the app and taps every labelled control a few times.
    static func exercise(_ app: AppDescription, _ rng: inout SplitMix64) {
        var world = World(configuration: Configuration(app: app))
        for _ in 0..<6 {
            let labels = app.labels
            guard !labels.isEmpty else { return }
            if let point = world.tapPoint(forLabel: rng.pick(labels)) { _ = world.step(.tap(.point(point))) }
            world.step(.wait(rng.pick([0, 60, 200, 400])))
        }
        _ = world.step(.settle(limit: 5_000))
    }
    /// Any block key of the shipped apps written twice, or the first key of a
    /// flow mapping, is reported at the copy, and nothing else is called a
    /// duplicate: the duplicate-key scan
    /// (which reads the text itself) against real files.
    @Test func aRepeatedKeyLineIsReportedAtTheCopyAlone() throws {
        for name in ["demo", "hit-testing", "settings-mash"] {
            let text = try String(contentsOfFile: packageRoot + "/docs/apps/\(name).yaml", encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var checked = 0
            for (index, line) in lines.enumerated() {
                // In a flow mapping `{ key: value, …`, the first pair written twice.
                if let open = line.range(of: "{ "), let comma = line[open.upperBound...].range(of: ", ") {
                    let pair = line[open.upperBound..<comma.upperBound]
                    if let colon = pair.range(of: ": "), !pair.contains(where: { "{}[]\"'".contains($0) }) {
                        var copy = lines
                        copy[index] = String(line[..<open.upperBound]) + pair + line[open.upperBound...]
                        let problems = AppFileLoader.load(copy.joined(separator: "\n"), file: "\(name).yaml").failure
                        let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: comma.upperBound) + 1
                        #expect(
                            problems?.errors.filter { $0.message.hasPrefix("the same key twice") }.map { "\($0.line):\($0.column)" }
                                == ["\(index + 1):\(column)"],
                            "\(name) line \(index + 1): `\(pair[..<colon.lowerBound])` twice")
                        checked += 1
                    }
                }
                // `key: value` at the start of a line (after its indent), not a list item or a comment.
                let body = line.drop { $0 == " " }
                guard let colon = body.firstIndex(of: ":"), body.first?.isLetter == true,
                    body[..<colon].allSatisfy({ $0.isLetter || $0.isNumber })
                else { continue }
                var copy = lines
                copy.insert(line, at: index + 1)
                guard case .failure(let problems) = AppFileLoader.load(copy.joined(separator: "\n"), file: "\(name).yaml") else {
                    Issue.record("\(name) line \(index + 1) twice loaded")
                    continue
                }
                let duplicates = problems.errors.filter { $0.message.hasPrefix("the same key twice") }
                let key = String(body[..<colon])
                #expect(
                    duplicates.map { "\($0.line):\($0.column) \($0.message)" }
                        == ["\(index + 2):\(line.count - body.count + 1) the same key twice in one mapping: `\(key)` (first on line \(index + 1))"],
                    "\(name) line \(index + 1)")
                checked += 1
            }
            #expect(checked > 10, "\(name): too few key lines to check")
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
