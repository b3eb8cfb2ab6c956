import NavSandboxApps
import NavSandboxCore

/// libFuzzer entry point: any bytes as an app file. The loader must never
/// trap; every app that loads is launched and each of its labels tapped, so
/// the core sees every shape of app the loader accepts. The problems it
/// reports hold no raw control or bidi character (newlines aside), whatever
/// the file holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    switch AppFileLoader.load(text, file: "fuzz.yaml") {
    case .success(let loaded):
        var world = World(configuration: Configuration(app: loaded.app))
        for label in loaded.app.labels {
            if let point = world.tapPoint(forLabel: label) { world.step(.tap(.point(point))) }
            world.step(.wait(120))
        }
        world.step(.settle(limit: 5_000))
    case .failure(let problems):
        if TerminalText.visibleLines(problems.description) != problems.description {
            fatalError("an app file problem holds a raw control character")
        }
    }
    return 0
}
