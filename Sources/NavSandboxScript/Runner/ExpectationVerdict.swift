/// The outcome of one `expect` line.
public struct ExpectationVerdict: Equatable, Sendable, CustomStringConvertible {
    /// The script line.
    public var line: Int
    public var ok: Bool
    /// The expectation as written, after `expect`.
    public var text: String
    /// What the world showed, for a failed expectation (nil when it held).
    public var actual: String?
    /// Virtual time of the check, in ms.
    public var time: Int

    public init(line: Int, ok: Bool, text: String, actual: String?, time: Int) {
        self.line = line
        self.ok = ok
        self.text = text
        self.actual = actual
        self.time = time
    }

    /// `line 12: stack = Inbox > Message 1 — ok` or `… — FAILED (actual: Inbox)`.
    public var description: String {
        "line \(line): \(text) — " + (ok ? "ok" : "FAILED" + (actual.map { " (actual: \($0))" } ?? ""))
    }
}
