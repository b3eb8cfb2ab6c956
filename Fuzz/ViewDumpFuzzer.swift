import NavSandboxApps
import NavSandboxCore

/// libFuzzer entry point: any bytes as a pasted view dump. The importer must
/// never trap; a dump it accepts gives an app that loaded (it checks that
/// itself) and that a tap at every cell can be walked through; the app file
/// and its problems hold no raw control or bidi character (newlines aside).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    switch ViewDumpImporter.importDump(text, file: "fuzz.txt") {
    case .success(let imported):
        if TerminalText.visibleLines(imported.yaml) != imported.yaml {
            fatalError("an imported view dump's app file holds a raw control character")
        }
        let world = World(configuration: Configuration(app: imported.app))
        for y in 0..<Phone.height {
            for x in stride(from: 0, to: Phone.width, by: 4) { _ = world.hitTest(Point(x: x, y: y)) }
        }
    case .failure(let problems):
        if TerminalText.visibleLines(problems.description) != problems.description {
            fatalError("a view dump problem holds a raw control character")
        }
    }
    return 0
}
