import NavSandboxCore

/// How many schedules a breadth-first search would try, and how many of
/// them it would make, before it runs: to refuse one that cannot finish,
/// and to say how big it is.
///
/// Counting inputs at the start × time slots, to the depth, overshoots by
/// an order of magnitude and more: most moments are cut short when the
/// world goes idle, and most worlds are met again and explored once. So the
/// estimate walks the search itself, dry — the same inputs at the same
/// moments, the same merging of equal worlds and equal moments by key, but
/// without settling a world to look for violations, which is most of a
/// search's cost. Levels are walked whole while that stays within `budget`
/// steps; past it, a level is walked for evenly spread prefixes of its
/// frontier until the budget is spent, and that level and the deeper ones
/// are extrapolated from what those prefixes gave: schedules per prefix,
/// the share of them that are made (not counted at a moment met before),
/// and the share that reach new worlds. For a guard that holds, a walked
/// level's count of schedules is exact; a search that breaks stops early
/// and tries fewer.
public enum ExploreEstimate {
    /// What a search would try.
    public struct Size: Sendable, Equatable {
        /// Schedules counted (`ExploreResult.schedules`).
        public var schedules: Double
        /// Of those, made: the input done and the world keyed
        /// (`ExploreResult.schedulesMade`); the search's cost follows these.
        public var made: Double
    }

    /// Prefixes a level too large to walk is sampled with, at least.
    static let sample = 32

    public static func schedules(from start: World, options: ExploreOptions, budget: Int = 50_000) -> Double {
        size(from: start, options: options, budget: budget).schedules
    }

    public static func size(from start: World, options: ExploreOptions, budget: Int = 50_000) -> Size {
        sizes(from: start, options: options, budget: budget).last ?? Size(schedules: 0, made: 0)
    }

    /// The size of the search to each depth, 1 to `options.depth`: so a
    /// search too large whole can be run to the deepest depth that is not.
    public static func sizes(from start: World, options: ExploreOptions, budget: Int = 50_000) -> [Size] {
        var sizes: [Size] = []
        var walk = DryWalk(start: start, options: options)
        var frontier: [[ExploreStep]] = [[]]
        var total = Size(schedules: 0, made: 0)
        // Extrapolating: the frontier's size and, per prefix, schedules,
        // made ones and new worlds.
        var frontierSize = 1.0
        var perPrefix = Size(schedules: 0, made: 0)
        var newPerPrefix = 0.0
        var walking = true
        for level in 1...max(1, options.depth) {
            let last = level == options.depth
            if walking {
                // Evenly spread over the level (every prefix when the
                // budget allows), so a budget spent part way leaves a
                // sample of the whole level rather than its first part.
                let order = spread(frontier.count)
                var next: [[ExploreStep]] = []
                var levelSize = Size(schedules: 0, made: 0)
                var walked = 0
                for index in order {
                    // The first level is always walked whole: the start is one prefix.
                    if walked >= sample, walk.spent > budget { break }
                    let counted = walk.expand(frontier[index], keyed: !last, next: &next)
                    levelSize.schedules += counted.schedules
                    levelSize.made += counted.made
                    walked += 1
                }
                if walked == frontier.count {
                    total.schedules += levelSize.schedules
                    total.made += levelSize.made
                    // `next` is in the frontier's order only when walked
                    // in it; the order decides nothing but which of equal
                    // worlds is kept, and they have the same future.
                    frontier = next
                    frontierSize = Double(next.count)
                    sizes.append(total)
                    if frontier.isEmpty { break }
                    continue
                }
                walking = false
                let share = Double(walked)
                perPrefix = Size(schedules: levelSize.schedules / share, made: levelSize.made / share)
                newPerPrefix = Double(next.count) / share
                frontierSize = Double(frontier.count)
            }
            total.schedules += frontierSize * perPrefix.schedules
            total.made += frontierSize * perPrefix.made
            frontierSize *= newPerPrefix
            sizes.append(total)
        }
        // A search that runs out of new worlds tries no more deeper down.
        while sizes.count < max(1, options.depth) { sizes.append(total) }
        return sizes
    }

    /// 0..<count in an order that spreads any first part of it evenly:
    /// by bit-reversed position, so a budget that runs out early still
    /// samples the whole level.
    static func spread(_ count: Int) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var bits = 0
        while 1 << bits < count { bits += 1 }
        return (0..<(1 << bits)).compactMap { index -> Int? in
            var reversed = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
            return reversed < count ? reversed : nil
        }
    }

    /// The search's expansion, unsettled: worlds and moments merged by key
    /// as `Explorer.search` merges them.
    struct DryWalk {
        let start: World
        let options: ExploreOptions
        var seen: Set<UInt64>
        var moments: [UInt64: Int] = [:]
        /// Keys computed so far (the walk's cost).
        var spent = 0

        init(start: World, options: ExploreOptions) {
            self.start = start
            self.options = options
            seen = [start.stateKey]
        }

        /// One prefix's children, counted; when `keyed`, the new worlds
        /// among them added to `next`. At the last level the inputs are
        /// counted, not done (a child there is never expanded).
        mutating func expand(_ prefix: [ExploreStep], keyed: Bool, next: inout [[ExploreStep]]) -> Size {
            let base = Explorer.replay(prefix, from: start)
            var moment = base
            var delay = 0
            var counted = Size(schedules: 0, made: 0)
            while true {
                if delay > 0 { moment.step(.advance(to: base.now + delay)) }
                let momentKey = moment.stateKey
                spent += 1
                if let schedules = moments[momentKey] {
                    counted.schedules += Double(schedules)
                } else {
                    var schedules = 0
                    var made = 0
                    let offer = ExploreOffer(moment, twoFingers: options.twoFingers, presses: options.presses)
                    var placement = TouchPlacement(moment)
                    // The shapes whose first input here landed nowhere
                    // (`Explorer.expand` keys the others of the shape as it).
                    var nowhere: Set<UserInput> = []
                    for input in offer.inputs {
                        guard keyed else {
                            schedules += 1
                            made += 1
                            continue
                        }
                        guard let resolved = offer.resolve(input) else { continue }
                        schedules += 1
                        if let shape = input.placeless, placement.landsNowhere(resolved), !nowhere.insert(shape).inserted {
                            continue
                        }
                        var child = moment
                        child.step(resolved)
                        made += 1
                        spent += 1
                        if seen.insert(child.stateKey).inserted {
                            next.append(prefix + [ExploreStep(delay: delay, input: input)])
                        }
                    }
                    if moments.count < Explorer.maxMoments { moments[momentKey] = schedules }
                    counted.schedules += Double(schedules)
                    counted.made += Double(made)
                }
                if moment.isIdle || delay + options.grid > options.horizon { break }
                delay += options.grid
            }
            return counted
        }
    }
}
