import NavSandboxApps
import Testing

/// One bad edit of a good app file and the error it must give: where
/// (line:col), what (part of the message), the did-you-mean, and a way to
/// fix it. The app-file error tests and the sheet-key tests share it.
struct AppFileErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: String
    var with: String
    var position: String
    var message: String
    var suggestion: String?
    var testDescription: String { name }

    /// Makes the edit in `base` and checks the first error it loads with.
    func verify(against base: String) throws {
        #expect(base.contains(replace), "the case's text is not in the base app")
        let text = base.replacingOccurrences(of: replace, with: with)
        guard case .failure(let problems) = AppFileLoader.load(text, file: "app.yaml") else {
            Issue.record("loaded without errors")
            return
        }
        let first = try #require(problems.errors.first)
        #expect("\(first.line):\(first.column)" == position, "\(problems)")
        #expect(first.message.contains(message), "\(first.message)")
        #expect(first.suggestion == suggestion)
        #expect(!first.expected.isEmpty, "an error says how to fix it")
        #expect(problems.description.hasPrefix("app.yaml:\(position): error: "))
    }
}
