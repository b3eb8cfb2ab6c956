import NavSandboxCore

/// One kind of failure a search met: the shortest schedule that shows it
/// (shrunk), its race windows, and how many schedules searched reached it —
/// a catalogue entry. Kinds are what `navsandbox list failures` names; two
/// schedules that show the same kind are one entry, the shorter kept.
public struct ExploreFinding: Equatable, Sendable {
    public var violation: ViolationID
    /// The shortest schedule found that shows it, made simpler by
    /// `ExploreShrinker` (never longer than `depth`).
    public var schedule: [ExploreStep]
    /// The level of the breadth-first search it was met at: the fewest
    /// inputs that show it, up to the depth searched.
    public var depth: Int
    /// Schedules searched whose settled world showed it (a world showing
    /// two kinds counts for both). A schedule that goes on after a break
    /// still shows it, so a kind met early is reached by most of what
    /// follows; between kinds met at the same depth, more is a race a
    /// tester meets more often, fewer a narrower one.
    public var reachedBy: Int
    /// For each gap of `schedule`, the waits at which it still shows it.
    public var raceWindows: [RaceWindow]

    public init(violation: ViolationID, schedule: [ExploreStep], depth: Int, reachedBy: Int, raceWindows: [RaceWindow]) {
        self.violation = violation
        self.schedule = schedule
        self.depth = depth
        self.reachedBy = reachedBy
        self.raceWindows = raceWindows
    }

    /// The catalogue's order: the shortest first (the likeliest to be hit
    /// by accident, and the simplest to fix), then the most often reached,
    /// then the first met; `found` is each kind's place in meeting order.
    static func ranked(_ findings: [ExploreFinding], found: [ViolationID]) -> [ExploreFinding] {
        let order = Dictionary(uniqueKeysWithValues: found.enumerated().map { ($1, $0) })
        return findings.sorted {
            if $0.depth != $1.depth { return $0.depth < $1.depth }
            if $0.reachedBy != $1.reachedBy { return $0.reachedBy > $1.reachedBy }
            return order[$0.violation, default: 0] < order[$1.violation, default: 0]
        }
    }

    /// `tap "Message 1", after 250ms swipe-back cancel`: the schedule on one line.
    public var scheduleText: String {
        schedule.enumerated().map { index, step in
            step.delay == 0 && index == 0 ? step.input.scriptText
                : "after \(ScriptTime.format(milliseconds: step.delay)) \(step.input.scriptText)"
        }.joined(separator: ", ")
    }
}
