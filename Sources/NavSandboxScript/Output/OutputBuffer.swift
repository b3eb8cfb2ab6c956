import NavSandboxCore

/// Bytes on their way out: the report writers append UTF-8 here and, every
/// `chunkSize` bytes, the buffer hands what it holds to `sink` (the console's
/// write-all loop) and starts again, so megabytes of report never sit in one
/// String. Only writers that escape what they quote write into one: JSON
/// (JSONString) and styled text (TerminalText, by StyledText.Renderer); the
/// program's own words are appended with `append(literal:)`.
///
/// Without a sink it keeps everything (tests, and the String forms of the
/// writers).
public struct OutputBuffer {
    public private(set) var bytes: [UInt8] = []
    let chunkSize: Int
    let sink: (([UInt8]) -> Bool)?
    /// Set when the sink refused a chunk (the reader went away, a write
    /// failed): what follows is dropped.
    public private(set) var stopped = false

    /// Collects everything, never flushing.
    public init() {
        chunkSize = Int.max
        sink = nil
    }

    /// Hands `sink` a chunk whenever `chunkSize` bytes are waiting; `sink`
    /// answers false to stop the writing (what follows is dropped).
    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) -> Bool) {
        self.chunkSize = chunkSize
        self.sink = sink
        bytes.reserveCapacity(chunkSize + 1024)
    }

    /// The text written so far (the whole output when there is no sink).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Flushes when a chunk is full. Writers call it between items, so a
    /// chunk may run past `chunkSize` by one item.
    @inline(__always)
    public mutating func flushIfFull() {
        if bytes.count >= chunkSize { flush() }
    }

    /// Hands over whatever is waiting.
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        if !stopped, !sink(bytes) { stopped = true }
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: writing

    /// The program's own ASCII or UTF-8 words (never outside text).
    @inline(__always)
    public mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    public mutating func append(byte: UInt8) { bytes.append(byte) }

    /// `count` spaces.
    public mutating func append(spaces count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }

    /// A whole number in decimal, as `String(n)` spells it.
    public mutating func append(decimal n: Int) {
        if n < 0 {
            bytes.append(0x2D)
            // The magnitude as UInt: Int.min has no positive Int.
            appendDigits(UInt(bitPattern: 0 &- n))
        } else {
            appendDigits(UInt(n))
        }
    }

    private mutating func appendDigits(_ value: UInt) {
        if value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { raw in
            while rest > 0 {
                count += 1
                raw[24 - count] = 0x30 + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[(24 - count)...]))
        }
    }

    /// Outside text made visible (TerminalText.visible, or visibleLines when
    /// `keepingNewlines`).
    public mutating func append(visible text: String, keepingNewlines: Bool = false) {
        TerminalText.appendVisible(text, keepingNewlines: keepingNewlines, to: &bytes)
    }

    /// A JSON string literal (JSONString).
    public mutating func append(jsonString text: String) {
        JSONString.append(text, to: &bytes)
    }
}
