import NavSandboxCore

/// How many schedules a breadth-first search would try, before it runs: to
/// refuse one that cannot finish, and to say how big it is.
///
/// Counting inputs at the start × time slots, to the depth, overshoots by
/// an order of magnitude and more: most moments are cut short when the
/// world goes idle, and most worlds are met again and explored once. So the
/// estimate walks the search itself, dry — the same inputs at the same
/// moments and the same merging of equal worlds by key, but without
/// settling a world to look for violations, which is most of a search's
/// cost. Levels are walked whole while that stays within `budget` steps;
/// past it, a level is sampled (evenly spaced prefixes of its frontier) for
/// how many inputs a prefix has and how many of them reach new worlds, and
/// deeper levels are extrapolated from those two ratios. For a guard that
/// holds, a walked level's count is exact; a search that breaks stops early
/// and tries fewer.
public enum ExploreEstimate {
    /// Prefixes sampled from a level too large to walk.
    static let sample = 32

    public static func schedules(from start: World, options: ExploreOptions, budget: Int = 50_000) -> Double {
        var seen: Set<UInt64> = [start.stateKey]
        var frontier: [[ExploreStep]] = [[]]
        var total = 0.0
        var spent = 0
        // Extrapolating: the frontier's size, inputs per prefix, and the
        // share of children that are new worlds.
        var frontierSize = 1.0
        var branching = 0.0
        var newShare = 1.0
        var walking = true
        let inputs = max(1, ExploreAlphabet.inputs(in: start, twoFingers: options.twoFingers).count)
        for level in 1...max(1, options.depth) {
            let last = level == options.depth
            // At most: a keyed level costs a key per child (every input at
            // every slot), a last one a look per slot.
            let perPrefix = last ? slots(options) : slots(options) * inputs
            // The first level is always walked: the start is one prefix,
            // and its children (idle, or not) say nothing of the next level's.
            if walking, level == 1 || spent + frontier.count * perPrefix <= budget {
                var next: [[ExploreStep]] = []
                var children = 0
                for prefix in frontier {
                    let counted = walk(prefix, from: start, options: options, keyed: !last, seen: &seen, next: &next)
                    children += counted.children
                    spent += counted.steps
                }
                total += Double(children)
                branching = frontier.isEmpty ? 0 : Double(children) / Double(frontier.count)
                newShare = children == 0 ? 0 : Double(next.count) / Double(children)
                frontierSize = Double(next.count)
                frontier = next
                continue
            }
            if walking {
                // Too large to walk: sample it, and go on from the ratios.
                walking = false
                // As many as the budget left pays for (one at least).
                let count = min(sample, frontier.count, max(1, (budget - spent) / perPrefix))
                let picks = (0..<count).map { frontier[$0 * frontier.count / count] }
                var children = 0
                var fresh = 0
                var sampleSeen = seen
                for prefix in picks {
                    var next: [[ExploreStep]] = []
                    let counted = walk(prefix, from: start, options: options, keyed: !last, seen: &sampleSeen, next: &next)
                    children += counted.children
                    fresh += next.count
                }
                if !picks.isEmpty, children > 0 {
                    branching = Double(children) / Double(picks.count)
                    if !last { newShare = Double(fresh) / Double(children) }
                }
                frontierSize = Double(frontier.count)
            }
            let schedules = frontierSize * branching
            total += schedules
            frontierSize = schedules * newShare
        }
        return total
    }

    /// Time slots a prefix is tried at, at most.
    static func slots(_ options: ExploreOptions) -> Int { options.horizon / max(1, options.grid) + 1 }

    /// One prefix's children, as `Explorer.expand` makes them but unsettled:
    /// counted, and when `keyed`, the new worlds among them added to `next`.
    static func walk(
        _ prefix: [ExploreStep], from start: World, options: ExploreOptions, keyed: Bool, seen: inout Set<UInt64>,
        next: inout [[ExploreStep]]
    ) -> (children: Int, steps: Int) {
        let base = Explorer.replay(prefix, from: start)
        var moment = base
        var delay = 0
        var children = 0
        var steps = 0
        while true {
            if delay > 0 { moment.step(.advance(to: base.now + delay)) }
            steps += 1
            for input in ExploreAlphabet.inputs(in: moment, twoFingers: options.twoFingers) {
                guard keyed else {
                    children += 1
                    continue
                }
                var child = moment
                guard input.apply(to: &child) else { continue }
                children += 1
                steps += 1
                if seen.insert(child.stateKey).inserted {
                    next.append(prefix + [ExploreStep(delay: delay, input: input)])
                }
            }
            if moment.isIdle || delay + options.grid > options.horizon { break }
            delay += options.grid
        }
        return (children, steps)
    }
}
