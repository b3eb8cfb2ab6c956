import NavSandboxCore

/// How much slack a counterexample has, for the engineer fixing the guard:
/// for each gap between its inputs, the gaps on explore's grid at which it
/// still breaks with the others held — "the second tap breaks it 100–350 ms
/// after the first". A window that is all of the grid says the gap does not
/// matter; a narrow one is a race a tester's fingers rarely hit.
public struct RaceWindow: Hashable, Sendable {
    /// The input whose wait was varied (0 is the first).
    public var step: Int
    /// Waits after the previous input (ms) at which the schedule still
    /// breaks the same way, as contiguous runs of the waits tried.
    public var breaking: [ClosedRange<Int>]
    /// The waits tried: every `grid` ms from 0 to `horizon`, and the
    /// schedule's own.
    public var grid: Int
    public var horizon: Int

    public init(step: Int, breaking: [ClosedRange<Int>], grid: Int, horizon: Int) {
        self.step = step
        self.breaking = breaking
        self.grid = grid
        self.horizon = horizon
    }

    /// Every wait tried broke it: the gap's length does not matter.
    public var isWholeGrid: Bool { breaking == [0...horizon] }

    /// `input 2 breaks it 100–350 ms after input 1`.
    public var text: String {
        let ranges = breaking.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound) ms" : "\($0.lowerBound)–\($0.upperBound) ms" }
        let after = step == 0 ? "the start" : "input \(step)"
        if isWholeGrid { return "input \(step + 1) breaks it at any wait tried after \(after) (0–\(horizon) ms): not a matter of timing" }
        // A window open to the horizon may go on past it: say it was the end of what was tried.
        let open = breaking.last?.upperBound == horizon ? " (the longest wait tried)" : ""
        return "input \(step + 1) breaks it \(ranges.joined(separator: " or ")) after \(after)\(open)"
    }

    /// `{"step": 2, "after": 1, "breaking_ms": [[100, 350]], "grid_ms": 50, "horizon_ms": 1000}`
    /// (steps count from 1, as the text does; `after` 0 is the start).
    public var json: JSONValue {
        .object([
            ("step", .int(step + 1)), ("after", .int(step)),
            ("breaking_ms", .array(breaking.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })),
            ("grid_ms", .int(grid)), ("horizon_ms", .int(horizon)),
        ])
    }

    /// The windows of a counterexample: each gap between inputs (and the
    /// first input's wait, when the start is not idle and so the moment
    /// matters) varied over the grid with the others held, each schedule
    /// replayed and settled as the search did.
    public static func windows(
        of schedule: [ExploreStep], from start: World, violation: ViolationID, grid: Int, horizon: Int
    ) -> [RaceWindow] {
        func breaks(_ candidate: [ExploreStep]) -> Bool {
            var world = Explorer.replay(candidate, from: start)
            world.step(.settle(limit: 60_000))
            return world.violations.contains(violation) && !start.violations.contains(violation)
        }
        let gaps = schedule.indices.filter { $0 > 0 || !start.isIdle }
        return gaps.map { index in
            var waits = Array(stride(from: 0, through: horizon, by: max(1, grid)))
            if !waits.contains(schedule[index].delay) {
                waits.append(schedule[index].delay)
                waits.sort()
            }
            var breaking: [ClosedRange<Int>] = []
            var runStart: Int?
            var previous = 0
            for wait in waits {
                var candidate = schedule
                candidate[index].delay = wait
                if breaks(candidate) {
                    if runStart == nil { runStart = wait }
                } else if let begun = runStart {
                    breaking.append(begun...previous)
                    runStart = nil
                }
                previous = wait
            }
            if let begun = runStart { breaking.append(begun...previous) }
            return RaceWindow(step: index, breaking: breaking, grid: grid, horizon: max(horizon, waits.last ?? 0))
        }
    }
}
