import NavSandboxUI

/// libFuzzer entry point: any bytes as what a terminal sends after an ESC.
/// The decoder must never trap, must ask for more only up to its length
/// limit, and must never decode a sequence into a key that was not typed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var sequence: [UInt32] = []
    for byte in UnsafeBufferPointer(start: data, count: size) {
        sequence.append(UInt32(byte))
        switch EscapeSequenceDecoder.decode(sequence) {
        case .needMore:
            if sequence.count > EscapeSequenceDecoder.maximumLength { fatalError("asked for more past the limit") }
        case .decoded, .notRecognised:
            sequence.removeAll()
        }
    }
    return 0
}
