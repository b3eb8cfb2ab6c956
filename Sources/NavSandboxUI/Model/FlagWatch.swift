import NavSandboxCore

/// Remembers each flag's last value so LOCKS can highlight the ones that just
/// changed. Highlights last a moment of wall time (not virtual time), so they
/// fade while paused too.
public struct FlagWatch: Hashable, Sendable {
    private var signatures: [String: String] = [:]
    /// Flag name → wall-clock millisecond when its highlight ends.
    public private(set) var flashUntil: [String: Int] = [:]

    public init() {}

    public mutating func observe(_ flags: [Flag], wallNow: Int) {
        var next: [String: String] = [:]
        for flag in flags {
            let signature = FlagWatch.signature(of: flag)
            next[flag.name] = signature
            // A flag seen for the first time (a new strategy's) is not a change.
            if let previous = signatures[flag.name], previous != signature {
                flashUntil[flag.name] = wallNow + AppTiming.flagFlashMilliseconds
            }
        }
        signatures = next
        flashUntil = flashUntil.filter { $0.value > wallNow }
    }

    public func isFlashing(_ name: String, wallNow: Int) -> Bool {
        (flashUntil[name] ?? Int.min) > wallNow
    }

    /// When the next highlight ends, so the loop can wake to clear it.
    public func nextExpiry(after wallNow: Int) -> Int? {
        flashUntil.values.filter { $0 > wallNow }.min()
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
