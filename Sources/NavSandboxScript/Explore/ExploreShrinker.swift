import NavSandboxCore

/// Makes a counterexample as simple as it can be while it still breaks the
/// guard the same way: breadth-first already made it shortest, so what is
/// left is simpler inputs (one finger rather than two, one tap rather than a
/// double tap) and rounder times (each wait on the coarsest grid that still
/// fails).
public enum ExploreShrinker {
    /// The grids tried for each wait, coarsest first.
    static let grids = [1_000, 500, 250, 100, 50, 25, 10]

    public static func shrink(
        _ schedule: [ExploreStep], from start: World, violation: ViolationID
    ) -> [ExploreStep] {
        var best = schedule
        func fails(_ candidate: [ExploreStep]) -> Bool {
            var world = Explorer.replay(candidate, from: start)
            world.step(.settle(limit: 60_000))
            return world.violations.contains(violation) && !start.violations.contains(violation)
        }
        // Simpler inputs, one step at a time.
        for index in best.indices {
            for simpler in simplifications(of: best[index].input) {
                var candidate = best
                candidate[index].input = simpler
                if fails(candidate) {
                    best = candidate
                    break
                }
            }
        }
        // Rounder waits: the coarsest grid each delay can sit on.
        for index in best.indices where best[index].delay > 0 {
            for grid in grids {
                let rounded = Int((Double(best[index].delay) / Double(grid)).rounded()) * grid
                // Already on this grid: no coarser one worked, so it stays.
                if rounded == best[index].delay { break }
                var candidate = best
                candidate[index].delay = rounded
                if fails(candidate) {
                    best = candidate
                    break
                }
            }
        }
        return best
    }

    static func simplifications(of input: UserInput) -> [UserInput] {
        switch input {
        case .twoFinger(let a, let b): [.tap(a), .tap(b)]
        case .doubleTap(let target, _): [.tap(target)]
        default: []
        }
    }
}
