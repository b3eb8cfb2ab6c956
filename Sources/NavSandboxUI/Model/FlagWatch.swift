import NavSandboxCore

/// Remembers each flag's last value so LOCKS can highlight the ones that just
/// changed. Highlights last a moment of wall time (not virtual time), so they
/// fade while paused too.
public struct FlagWatch: Sendable {
    /// Each flag's signature, by name, in the order the flags came. Arrays,
    /// not dictionaries: there are a dozen flags, and a first `[String: …]`
    /// costs more at startup (the runtime looks up String's Hashable
    /// conformance by scanning every conformance in the binary) than years
    /// of linear searches.
    private var signatures: [(name: String, signature: String)] = []
    /// Flag name and the wall-clock millisecond when its highlight ends.
    private var flashes: [(name: String, until: Int)] = []

    public init() {}

    public mutating func observe(_ flags: [Flag], wallNow: Int) {
        var next: [(name: String, signature: String)] = []
        next.reserveCapacity(flags.count)
        for flag in flags {
            let signature = FlagWatch.signature(of: flag)
            next.append((flag.name, signature))
            // A flag seen for the first time (a new strategy's) is not a change.
            if let previous = signatures.first(where: { $0.name == flag.name })?.signature, previous != signature {
                flashes.removeAll { $0.name == flag.name }
                flashes.append((flag.name, wallNow + AppTiming.flagFlashMilliseconds))
            }
        }
        signatures = next
        flashes.removeAll { $0.until <= wallNow }
    }

    public func isFlashing(_ name: String, wallNow: Int) -> Bool {
        (flashes.first { $0.name == name }?.until ?? Int.min) > wallNow
    }

    /// When the next highlight ends, so the loop can wake to clear it.
    public func nextExpiry(after wallNow: Int) -> Int? {
        flashes.map(\.until).filter { $0 > wallNow }.min()
    }

    /// What counts as a change. Countdowns and the transition's progress move
    /// every frame; highlighting them would flash constantly, so for those only
    /// the words count (digits are dropped) and timers only flash when they
    /// start or stop.
    static func signature(of flag: Flag) -> String {
        switch flag.value {
        case .timer(let ms): ms == nil ? "off" : "on"
        case .text(let text): String(text.filter { !$0.isNumber })
        default: flag.displayValue
        }
    }
}
