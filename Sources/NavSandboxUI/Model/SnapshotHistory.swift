import NavSandboxCore

/// Recorded worlds for ←/→ while paused. `World` is a value, so a snapshot is
/// just a copy; unchanged parts share storage, which keeps a few hundred of
/// them cheap.
///
/// Rewinding does not throw the future away at once: → replays it. Only when
/// the user changes the rewound world (a tap, a resume) does the future after
/// that point go, like undo history in an editor.
public struct SnapshotHistory: Sendable {
    public private(set) var worlds: [World] = []
    /// How many of the session's inputs each snapshot's world had seen: a
    /// branch keeps exactly those (an input can share its millisecond with
    /// the snapshot just before it).
    public private(set) var inputCounts: [Int] = []
    public let capacity: Int
    /// The snapshot being looked at while rewound; nil at the live end.
    public private(set) var position: Int?
    /// How many times a rewound world was changed: a new future began.
    public private(set) var branches = 0
    /// Whether the newest snapshot was recorded with nothing animating.
    private var newestIsSettled = false

    public init(capacity: Int = AppTiming.historyCapacity) {
        self.capacity = max(2, capacity)
    }

    public var isRewound: Bool { position != nil }

    /// The input count of the snapshot shown while rewound.
    public var shownInputCount: Int? { position.map { inputCounts[$0] } }

    /// `12/400`: where the rewound view is, for the header.
    public var positionLabel: String {
        "\((position ?? worlds.count - 1) + 1)/\(worlds.count)"
    }

    /// Appends `world` unless it equals the newest snapshot. A world where
    /// nothing is animating (`isSettled`) that differs from the newest snapshot
    /// only in its clock replaces it: the once-a-second ticks of an idle
    /// clock are one state to rewind through, not one per second.
    public mutating func record(_ world: World, isSettled: Bool = false, inputs: Int = 0) {
        precondition(position == nil, "record while rewound: call branch() first")
        if let last = worlds.last, last == world { return }
        defer { newestIsSettled = isSettled }
        // Both settled: the last frame of an animation is never replaced.
        if isSettled, newestIsSettled, let last = worlds.last, last.now < world.now, world.equalsIgnoringClock(last) {
            worlds[worlds.count - 1] = world
            inputCounts[inputCounts.count - 1] = inputs
            return
        }
        worlds.append(world)
        inputCounts.append(inputs)
        if worlds.count > capacity {
            worlds.removeFirst(worlds.count - capacity)
            inputCounts.removeFirst(inputCounts.count - capacity)
        }
    }

    /// The snapshot before the one shown, or nil at the oldest.
    public mutating func stepBack() -> World? {
        let current = position ?? worlds.count - 1
        guard current > 0 else { return nil }
        position = current - 1
        return worlds[current - 1]
    }

    /// The snapshot after the one shown, or nil at the live end.
    public mutating func stepForward() -> World? {
        guard let current = position, current + 1 < worlds.count else { return nil }
        position = current + 1 == worlds.count - 1 ? nil : current + 1
        return worlds[current + 1]
    }

    /// Discards every snapshot after the one shown: the user is about to
    /// change the rewound world, which starts a new future.
    /// Returns how many snapshots were discarded.
    @discardableResult
    public mutating func branch() -> Int {
        guard let current = position else { return 0 }
        branches += 1
        let discarded = worlds.count - 1 - current
        worlds.removeSubrange((current + 1)...)
        inputCounts.removeSubrange((current + 1)...)
        position = nil
        newestIsSettled = false
        return discarded
    }
}
