import NavSandboxCore
import NavSandboxScript

/// libFuzzer entry point: any bytes as a script file. The parser must never
/// trap, whatever it is given; valid UTF-8 is parsed (as `Script.load` would
/// after decoding), and every script that parses is also run for a little
/// virtual time, so the runner sees what the parser accepts; the same
/// bytes are parsed and checked as a lesson too. Whatever the bytes, what
/// would be printed — the errors, the report as text and as JSON — holds no
/// control or bidi character but newlines: hostile text only ever shows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = try? ScriptSource.decode(bytes, path: "fuzz.nss") else { return 0 }
    switch ScriptParser.parse(text, file: "fuzz.nss", vocabulary: .navSandbox) {
    case .success(let script):
        var options = ScriptRunOptions()
        options.timeLimit = 20_000
        options.settleLimit = 5_000
        let run = ScriptRunner(options: options).run(script)
        requireShowable(RunReport.text(run).plain, "the text report")
        requireShowable(RunReport.json(run).pretty, "the JSON report")
    case .failure(let errors):
        requireShowable(errors.description, "the errors")
    }
    // The same bytes as a lesson: its statements parse too, and a lesson
    // that parses is checked as `learn --check` would (right answers, each
    // task's solution), within the same time bounds.
    if case .success(let lesson) = ScriptParser.parse(text, file: "fuzz.lesson", vocabulary: .navSandbox, lesson: true) {
        var options = ScriptRunOptions()
        options.timeLimit = 20_000
        options.settleLimit = 5_000
        let loaded = LoadedLesson(name: "fuzz", script: lesson, app: .demo, appFile: nil, title: "")
        _ = LessonCheck.run(loaded, answers: .right, options: options)
    }
    return 0
}

/// Traps (so libFuzzer keeps the input) when text meant for people holds a
/// character TerminalText would escape, newlines aside.
func requireShowable(_ text: String, _ what: String) {
    if TerminalText.visibleLines(text) != text { fatalError("\(what) holds a raw control character") }
}
