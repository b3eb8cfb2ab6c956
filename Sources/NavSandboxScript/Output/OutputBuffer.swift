import NavSandboxCore

/// Bytes on their way out: the report writers append UTF-8 here and, every
/// `chunkSize` bytes, the buffer hands what it holds to `sink` (the console's
/// write-all loop) and starts again, so megabytes of report never sit in one
/// String. Only writers that escape what they quote write into one: JSON
/// (JSONString) and styled text (TerminalText, by StyledText.Renderer); the
/// program's own words are appended with `append(literal:)`.
///
/// Without a sink it keeps everything (tests, and the String forms of the
/// writers). The bytes live in memory the buffer owns and writes through a
/// pointer: an Array's append checks uniqueness and capacity per call, which
/// cost more than the escaping itself.
public struct OutputBuffer {
    /// The memory; a class so it is freed once, and never copied: a copy of
    /// the buffer would write into the same bytes, which no writer does.
    final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 256)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// Room for `more` bytes past `count`.
        @inline(__always)
        func reserve(_ more: Int) {
            if count + more > capacity { grow(count + more) }
        }

        func grow(_ needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }

    let storage: Storage
    let chunkSize: Int
    let sink: (([UInt8]) -> Bool)?
    /// Set when the sink refused a chunk (the reader went away, a write
    /// failed): what follows is dropped.
    public private(set) var stopped = false

    /// Collects everything, never flushing.
    public init() {
        chunkSize = Int.max
        sink = nil
        storage = Storage(capacity: 4096)
    }

    /// Hands `sink` a chunk whenever `chunkSize` bytes are waiting; `sink`
    /// answers false to stop the writing (what follows is dropped).
    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) -> Bool) {
        self.chunkSize = chunkSize
        self.sink = sink
        storage = Storage(capacity: chunkSize + 4096)
    }

    /// The bytes waiting (all of them when there is no sink).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

    /// The text written so far (the whole output when there is no sink).
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
    }

    /// Flushes when a chunk is full. Writers call it between items, so a
    /// chunk may run past `chunkSize` by one item.
    @inline(__always)
    public mutating func flushIfFull() {
        if storage.count >= chunkSize { flush() }
    }

    /// Hands over whatever is waiting.
    public mutating func flush() {
        guard let sink, storage.count > 0 else { return }
        if !stopped, !sink(bytes) { stopped = true }
        storage.count = 0
    }

    // MARK: writing

    /// The program's own ASCII or UTF-8 words (never outside text).
    @inline(__always)
    public mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(raw: $0) }
    }

    @inline(__always)
    public mutating func append(byte: UInt8) {
        storage.reserve(1)
        storage.base[storage.count] = byte
        storage.count += 1
    }

    /// Bytes of the program's own (never outside text).
    @inline(__always)
    mutating func append(raw: UnsafeBufferPointer<UInt8>) {
        guard raw.count > 0 else { return }
        storage.reserve(raw.count)
        (storage.base + storage.count).update(from: raw.baseAddress!, count: raw.count)
        storage.count += raw.count
    }

    /// Bytes another writer of this module wrote and escaped (a long run's
    /// log written ahead on another thread, LogJSONPrewriter): after what is
    /// waiting, they go to the sink as they are, not copied again a chunk
    /// at a time.
    mutating func append(written bytes: [UInt8]) {
        guard let sink else {
            bytes.withUnsafeBufferPointer { append(raw: $0) }
            return
        }
        flush()
        if !stopped, !bytes.isEmpty, !sink(bytes) { stopped = true }
    }

    /// `count` spaces.
    public mutating func append(spaces count: Int) {
        guard count > 0 else { return }
        storage.reserve(count)
        (storage.base + storage.count).update(repeating: 0x20, count: count)
        storage.count += count
    }

    /// A whole number in decimal, as `String(n)` spells it.
    public mutating func append(decimal n: Int) {
        // The magnitude as UInt: Int.min has no positive Int.
        var rest = n < 0 ? UInt(bitPattern: 0 &- n) : UInt(n)
        storage.reserve(21)
        if n < 0 {
            storage.base[storage.count] = 0x2D
            storage.count += 1
        }
        var digits = 1
        var bound: UInt = 10
        while digits < 20 && rest >= bound {
            digits += 1
            bound = bound &* 10
        }
        let end = storage.base + storage.count + digits
        for k in 1...digits {
            end[-k] = 0x30 + UInt8(rest % 10)
            rest /= 10
        }
        storage.count += digits
    }

    /// Outside text made visible (TerminalText.visible, or visibleLines when
    /// `keepingNewlines`).
    public mutating func append(visible text: String, keepingNewlines: Bool = false) {
        var text = text
        text.withUTF8 { bytes in
            storage.reserve(TerminalText.maximumVisibleLength(bytes.count))
            storage.count += TerminalText.writeVisible(bytes, keepingNewlines: keepingNewlines, to: storage.base + storage.count)
        }
    }

    /// A JSON string literal (JSONString).
    public mutating func append(jsonString text: String) {
        var text = text
        text.withUTF8 { append(jsonUTF8: $0) }
    }

    /// A JSON string literal of valid UTF-8 (a log entry's text as the core
    /// lends it), escaped as `append(jsonString:)` escapes its String.
    public mutating func append(jsonUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        storage.reserve(JSONString.maximumLength(bytes.count))
        storage.count += JSONString.write(bytes, to: storage.base + storage.count)
    }
}
