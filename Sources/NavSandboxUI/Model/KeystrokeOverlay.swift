/// Presenter mode's keystroke overlay: each key pressed and each click, as
/// the audience should read it, shown for a second of wall time (not
/// virtual: slow motion must not keep a key up for ten). Expiry is one
/// scheduled wake (`WakePolicy`), never a poll.
public struct KeystrokeOverlay: Hashable, Sendable {
    public struct Stroke: Hashable, Sendable {
        /// The key as the help writes it (`1`, `b`, `⏎`, `space`), or `click`.
        public var text: String
        /// Wall-clock ms.
        public var expiresAt: Int
    }

    /// How long a stroke stays up.
    public static let showMilliseconds = 1_000
    /// Strokes kept at once: a burst (a key held down) shows its newest.
    static let capacity = 8

    /// Oldest first.
    public private(set) var strokes: [Stroke] = []

    public init() {}

    public mutating func show(_ text: String, wallNow: Int) {
        strokes.append(Stroke(text: text, expiresAt: wallNow + Self.showMilliseconds))
        if strokes.count > Self.capacity { strokes.removeFirst(strokes.count - Self.capacity) }
    }

    /// Drops the strokes whose second is over.
    public mutating func expire(wallNow: Int) {
        strokes.removeAll { $0.expiresAt <= wallNow }
    }

    /// The strokes still up at `wallNow`, oldest first.
    public func live(wallNow: Int) -> [Stroke] {
        strokes.filter { $0.expiresAt > wallNow }
    }

    /// When the next stroke comes down, if any is up.
    public func nextExpiry(after wallNow: Int) -> Int? {
        strokes.lazy.map(\.expiresAt).filter { $0 > wallNow }.min()
    }
}
