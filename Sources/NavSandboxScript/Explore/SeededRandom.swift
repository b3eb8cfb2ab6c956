/// The random numbers `explore --random` draws: xoshiro256** (Blackman and
/// Vigna, 2018), its state filled from the seed by SplitMix64, as its
/// authors advise. Written here rather than taken from the platform, whose
/// generator is seeded by the system: the same seed must give the same
/// schedules on every machine and every run, and a found schedule must
/// replay from the seed printed beside it.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64) {
        var mixer = seed
        func splitMix() -> UInt64 {
            mixer &+= 0x9E37_79B9_7F4A_7C15
            var z = mixer
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// The generator for one run of a seeded search: runs are drawn from
    /// their own streams, so run 17 is the same whichever thread runs it
    /// and however many runs came before.
    public init(seed: UInt64, run: Int) {
        self.init(seed: seed ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03))
    }

    public mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// 0..<n, without the bias of a plain modulo (n > 0).
    public mutating func below(_ n: Int) -> Int {
        precondition(n > 0)
        let bound = UInt64(n)
        // Reject the few values past the last whole multiple of n.
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let value = next()
            if value < limit { return Int(value % bound) }
        }
    }
}
