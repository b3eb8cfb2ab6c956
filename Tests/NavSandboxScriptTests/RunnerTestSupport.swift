@_exported import NavSandboxTestSupport
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Parses with the core's vocabulary (not the parser tests' `.test` one).
func coreScript(_ text: String, file: String = "runner-test.nss") throws -> Script {
    switch ScriptParser.parse(text, file: file, vocabulary: .navSandbox) {
    case .success(let script): return script
    case .failure(let errors):
        Issue.record("script does not parse:\n\(errors)")
        throw errors
    }
}

/// Runs script text and returns the run (runtime errors are in `.error`).
func runScript(_ text: String, options: ScriptRunOptions = ScriptRunOptions()) throws -> ScriptRun {
    ScriptRunner(options: options).run(try coreScript(text))
}

/// Runs script text that must finish without a runtime error.
func runOK(_ text: String, options: ScriptRunOptions = ScriptRunOptions()) throws -> ScriptRun {
    let run = try runScript(text, options: options)
    if let error = run.error { Issue.record("runtime error: \(error)") }
    return run
}

extension ScriptRun {
    func logged(_ pattern: EventPattern) -> Bool { world.logged(pattern) }

    /// The time of the first event that matches `pattern`.
    func time(of pattern: EventPattern) -> Int? { world.time { pattern.matches($0) } }

    var touches: [TouchRecord] { world.touches.history }
}
