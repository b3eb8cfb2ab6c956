import NavSandboxApps
import NavSandboxCore

/// libFuzzer entry point: any bytes as a storyboard someone sent. The
/// importer must never trap; a storyboard it accepts gives an app file that
/// the app loader takes (an import that writes a file the sandbox then
/// refuses is a bug); that file, its problems and its warnings hold no raw
/// control or bidi character (newlines aside), so the file printed and the
/// file saved are the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    switch StoryboardImporter.importStoryboard(text, file: "fuzz.storyboard") {
    case .success(let imported):
        let warnings = AppFileProblems(imported.warnings).description
        if TerminalText.visibleLines(warnings) != warnings {
            fatalError("a storyboard warning holds a raw control character")
        }
        if TerminalText.visibleLines(imported.yaml) != imported.yaml {
            fatalError("an imported storyboard's app file holds a raw control character")
        }
        if case .failure(let problems) = AppFileLoader.load(imported.yaml, file: "imported.yaml") {
            fatalError("an imported storyboard does not load: \(problems)")
        }
    case .failure(let problems):
        if TerminalText.visibleLines(problems.description) != problems.description {
            fatalError("a storyboard problem holds a raw control character")
        }
    }
    return 0
}
