import NavSandboxApps
import NavSandboxCore

/// libFuzzer entry point: any bytes as a guard file — a program from a
/// stranger. The loader must never trap, and reading must stay linear
/// (aliases included: a slow input is a timeout, which libFuzzer reports).
/// Every guard that loads is put in force over the demo app, each label
/// tapped and the back button too, so every rule the loader accepts runs;
/// the world must end every step (a guard that loops crashes the simulated
/// app, never the process). The problems it reports hold no raw control or
/// bidi character (newlines aside), whatever the file holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGuardFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    switch GuardFileLoader.loadWithWarnings(text, file: "fuzz.yaml") {
    case .success(let loaded):
        if TerminalText.visibleLines(AppFileProblems(loaded.warnings).description) != AppFileProblems(loaded.warnings).description {
            fatalError("a guard file warning holds a raw control character")
        }
        // A file that loads is a strategy the registry resolves: a name the
        // loader let through and the registry refuses is a bug to report.
        let registry = BundledGuards.registry(with: [loaded.definition])
        guard let strategy = registry.resolve(StrategyID(checked: loaded.definition.name)) else {
            fatalError("a guard file that loads does not resolve as a strategy")
        }
        let configuration = Configuration(app: .demo, profile: .ios17, strategy: strategy, strategies: registry)
        var world = World(configuration: configuration)
        for label in AppDescription.demo.labels.prefix(8) {
            if let point = world.tapPoint(forLabel: label) { world.step(.tap(.point(point))) }
            world.step(.wait(120))
            world.step(.tap(.back))
        }
        world.step(.swipeBack(finish: false))
        world.step(.settle(limit: 5_000))
    case .failure(let problems):
        if TerminalText.visibleLines(problems.description) != problems.description {
            fatalError("a guard file problem holds a raw control character")
        }
    }
    return 0
}
