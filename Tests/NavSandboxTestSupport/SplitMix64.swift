/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so a
/// "random" session or script is the same on every machine and every run, and
/// every failure replays from its seed. Shared by every test target.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// 0..<n (the script tests' spelling).
    public mutating func int(_ upperBound: Int) -> Int { below(upperBound) }
    public mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
