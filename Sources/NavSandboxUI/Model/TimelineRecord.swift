import NavSandboxCore

/// What TIMELINE draws: when a transition ran and when something held a lock.
/// The world keeps no history of its own states, so the front end samples it
/// after every event and input (the only moments it can change) and keeps the
/// change points. Taps come from the world's own touch history.
public struct TimelineRecord: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var time: Int
        public var transition: Bool
        public var locked: Bool
    }

    /// Change points, oldest first: each holds until the next one.
    public private(set) var samples: [Sample] = []
    /// Samples older than this (relative to the newest) are dropped.
    public static let retention = 60_000

    public init() {}

    public mutating func observe(_ world: World) {
        let sample = Sample(
            time: world.now, transition: TimelineRecord.isTransitioning(world), locked: TimelineRecord.isLocked(world))
        if let last = samples.last {
            if last.transition == sample.transition && last.locked == sample.locked { return }
            if last.time == sample.time {
                // Several changes within one millisecond: the last one wins,
                // earlier ones would draw nothing anyway.
                samples[samples.count - 1] = sample
                collapseRepeat()
                return
            }
        }
        samples.append(sample)
        if let first = samples.first, sample.time - first.time > Self.retention, samples.count > 2 {
            samples.removeFirst()
        }
    }

    /// Forgets what happened after `time`: the world was rewound and changed.
    public mutating func truncate(after time: Int) {
        samples.removeAll { $0.time > time }
    }

    private mutating func collapseRepeat() {
        let n = samples.count
        if n >= 2, samples[n - 1].transition == samples[n - 2].transition, samples[n - 1].locked == samples[n - 2].locked {
            samples.removeLast()
        }
    }

    /// A navigation transition or a modal presentation is animating. A
    /// crashed app animates nothing and holds nothing: its bars stop.
    public static func isTransitioning(_ world: World) -> Bool {
        if world.isCrashed { return false }
        if world.navigation.transition != nil { return true }
        if let presentation = world.presentation, presentation.phase != .shown { return true }
        return false
    }

    /// Something stops taps or navigations: the core's own predicate (the
    /// ignore counter, the window lock, or the strategy's lock).
    public static func isLocked(_ world: World) -> Bool { !world.isCrashed && world.isLockHeld }
}
