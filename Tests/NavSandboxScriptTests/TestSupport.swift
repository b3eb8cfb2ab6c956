@testable import NavSandboxScript
import Testing

/// The vocabulary every parser test uses (the app builds the real one from the core).
extension ScriptVocabulary {
    static let test = ScriptVocabulary(
        strategies: ["none", "delay", "block-all", "debounce", "lock-until-settled"],
        profiles: ["ios7", "ios12", "ios17"],
        toggles: ["exclusive-touch", "pop-gesture", "pass-through"],
        screens: ["Inbox", "Message", "Compose", "Settings"],
        labels: ["Open", "Back", "Compose", "Send", "Message 1", "Item #3", "Say \"Hi\"", "Settings"],
        violations: [.doublePush, .stuckLock, .nestedPush, .sameInstancePush],
        flags: ["lock-held", "mode"]
    )
}

let testFile = "test.nav"

func parse(_ text: String) -> Result<Script, ScriptErrors> {
    ScriptParser.parse(text, file: testFile, vocabulary: .test)
}

/// The statements of a script that must parse.
func parseOK(_ text: String) throws -> Script {
    try parse(text).get()
}

/// The one statement of a one-line script that must parse.
func kind(_ line: String) throws -> StatementKind {
    let script = try parseOK(line)
    try #require(script.statements.count == 1)
    return script.statements[0].kind
}

/// All errors of a script that must fail.
func parseErrors(_ text: String) -> [ScriptError] {
    switch parse(text) {
    case .success: return []
    case .failure(let e): return e.errors
    }
}

/// The single error of a script that must fail with exactly one.
func singleError(_ text: String) throws -> ScriptError {
    let errors = parseErrors(text)
    try #require(errors.count == 1, "expected one error, got \(errors.count): \(errors)")
    return errors[0]
}

func expectation(_ line: String) throws -> ScriptExpectation {
    guard case .expect(let e) = try kind(line) else {
        Issue.record("not an expect statement: \(line)")
        throw CancellationError()
    }
    return e
}
