/// An array stored as fixed-size chunks, each copied on write on its own.
///
/// A world is a value, and the front end keeps hundreds of them for rewind
/// while `compare` and searches fork them by the thousand. With a plain array
/// every fork that touches one view copies every view ever made; with chunks,
/// a copy shares all the chunks it did not touch, so a snapshot costs one
/// chunk per changed neighbourhood, not the whole hierarchy.
public struct ChunkedArray<Element: Sendable>: Sendable {
    // Inlinable: an element read from another module is a shift and a mask,
    // not two calls.
    @inlinable static var chunkShift: Int { 6 }
    @inlinable public static var chunkSize: Int { 1 << chunkShift }

    @usableFromInline var chunks: [[Element]] = []
    public private(set) var count = 0
    /// How many times the array was written to (an append, an element's
    /// change, a released or dropped chunk) since it was made: equal counts
    /// at two moments of the same array mean nothing changed in between, so
    /// a reader that derives something from every element (where views are
    /// drawn) can keep what it derived. Not part of the value: two arrays
    /// with the same elements are equal whatever their counts.
    public var changeCount: Int { changes }
    @usableFromInline var changes = 0
    /// The writes counted by `changeCount` but those made through
    /// `modifyKeepingLayout`: equal counts mean no element changed a field
    /// that decides where elements are placed. Every write counts here
    /// unless its caller says otherwise, so a new write that moves, hides
    /// or reorders elements is counted without anyone remembering to.
    public var layoutChangeCount: Int { layoutChanges }
    @usableFromInline var layoutChanges = 0

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Takes the element it is given (`consuming`): an entry made for the
    /// log moves in instead of being copied and the original released, which
    /// for an event with strings was a retain and a release per field.
    public mutating func append(_ element: consuming Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
        changes &+= 1
        layoutChanges &+= 1
    }

    /// How many leading elements `removeFirstChunks` can drop while keeping
    /// at least `keeping` elements: whole chunks only, so what stays keeps
    /// sharing its chunks with every copy made before.
    public func droppableCount(keeping: Int) -> Int {
        let excess = count - keeping
        return excess <= 0 ? 0 : (excess >> Self.chunkShift) << Self.chunkShift
    }

    /// How many of this array's chunks `other` holds too (same storage, at
    /// any position): what a snapshot costs, for tests and measurements.
    public func sharedChunkCount(with other: ChunkedArray) -> Int {
        let theirs = Set(other.chunks.compactMap(Self.address))
        return chunks.count { Self.address($0).map(theirs.contains) ?? false }
    }

    /// Whether this array's elements in `range` (whole chunks) lie in the
    /// very storage `other`'s do, chunk for chunk: then they are the same
    /// elements, as long as `other` is alive — a write to a chunk two
    /// arrays share copies it first, so it would lie elsewhere. What a
    /// reader that worked on a copy made earlier checks before it trusts
    /// what it derived (the run's log written ahead on another thread).
    public func sharesChunks(with other: ChunkedArray, in range: Range<Int>) -> Bool {
        let mask = Self.chunkSize - 1
        guard range.lowerBound >= 0, range.lowerBound & mask == 0, range.upperBound & mask == 0,
            range.upperBound <= count, range.upperBound <= other.count
        else { return false }
        for index in (range.lowerBound >> Self.chunkShift)..<(range.upperBound >> Self.chunkShift) {
            guard let mine = Self.address(chunks[index]), mine == Self.address(other.chunks[index]) else { return false }
        }
        return true
    }

    /// Where a chunk's elements are stored; nil for an empty (released) one.
    private static func address(_ chunk: [Element]) -> UnsafeRawPointer? {
        chunk.withUnsafeBufferPointer { $0.count > 0 ? UnsafeRawPointer($0.baseAddress) : nil }
    }

    /// How many chunks the array spans, released ones included.
    public var chunkCount: Int { chunks.count }

    /// Whether `position` still holds an element: it is in range and its
    /// chunk was not released.
    @inlinable
    public func holds(_ position: Int) -> Bool {
        position >= 0 && position < count
            && chunks[position >> Self.chunkShift].count > position & (Self.chunkSize - 1)
    }

    /// The chunk `position` is in.
    public static func chunk(of position: Int) -> Int { position >> chunkShift }

    /// Releases one full chunk (never the last, which is still being filled):
    /// its elements are freed while every other position keeps its index, so
    /// ids into the array stay valid for what remains. Reading a released
    /// position traps, as a use after free should; `holds` tells first.
    public mutating func releaseChunk(_ index: Int) {
        precondition(index >= 0 && index < chunks.count - 1, "only full chunks are released")
        chunks[index] = []
        changes &+= 1
        layoutChanges &+= 1
    }

    /// Drops the first `n` elements, `n` a multiple of the chunk size (see
    /// `droppableCount`). Only the outer array of chunk references is
    /// rewritten; no element is copied.
    public mutating func removeFirstChunks(_ n: Int) {
        precondition(n >= 0 && n <= count && n & (Self.chunkSize - 1) == 0, "drop whole chunks only")
        chunks.removeFirst(n >> Self.chunkShift)
        count -= n
        changes &+= 1
        layoutChanges &+= 1
    }

    /// Writes an element without counting a layout change: only for fields
    /// no reader of `layoutChangeCount` reads (World's highlight and
    /// spinner writes, ViewAppearanceWrites). Still counted in `changeCount`.
    mutating func modifyKeepingLayout<R>(_ position: Int, _ body: (inout Element) -> R) -> R {
        changes &+= 1
        return body(&chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)])
    }

    /// Carries both counts on from an array this one replaces (a relaunch's
    /// fresh views), past all of that array's: a reader that compares them
    /// with what it saw before sees a change.
    mutating func continueCounts(after other: ChunkedArray) {
        changes &+= other.changes &+ 1
        layoutChanges &+= other.layoutChanges &+ 1
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Reads borrow the element in place (`_read`), so reading one field of
    /// a large element does not copy the whole of it.
    @inlinable
    public subscript(position: Int) -> Element {
        _read { yield chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] }
        _modify {
            changes &+= 1
            layoutChanges &+= 1
            yield &chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
        }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (a: ChunkedArray, b: ChunkedArray) -> Bool {
        a.count == b.count && a.chunks == b.chunks
    }
}

extension ChunkedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for chunk in chunks { hasher.combine(chunk) }
    }
}
