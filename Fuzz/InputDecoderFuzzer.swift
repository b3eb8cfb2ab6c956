import NavSandboxUI

/// libFuzzer entry point: any bytes as what a terminal sends after an ESC,
/// fed to the decoder one at a time the way TerminalInput feeds it. The
/// decoder must never trap, and must never ask for more past its length
/// limit (a sequence that long is `overlong`, and its rest is skipped).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var sequence: [UInt32] = []
    var skipping = false
    for byte in UnsafeBufferPointer(start: data, count: size) {
        let value = UInt32(byte)
        if skipping {
            switch EscapeSequenceDecoder.skipping(value) {
            case .inside: continue
            case .ends, .endedBefore: skipping = false
            }
            continue
        }
        sequence.append(value)
        switch EscapeSequenceDecoder.decode(sequence) {
        case .needMore:
            // The introducer, then at most maximumLength bytes before the final one.
            if sequence.count > EscapeSequenceDecoder.maximumLength + 2 { fatalError("asked for more past the limit") }
        case .overlong:
            sequence.removeAll()
            skipping = true
        case .decoded, .notASequence, .broken:
            sequence.removeAll()
        }
    }
    return 0
}
