import NavSandboxCore

/// What `explore --random` draws: how many schedules, from which seed, and
/// how many of each schedule's inputs race.
public struct RandomExploreOptions: Sendable, Equatable {
    public var runs = 1_000
    public var seed: UInt64 = 0
    /// Inputs per schedule that come at a random moment within the horizon
    /// (PCT's change points); the others wait for the world to be idle.
    public var races = 2

    public init(runs: Int = 1_000, seed: UInt64 = 0, races: Int = 2) {
        self.runs = runs
        self.seed = seed
        self.races = races
    }
}

/// What a random search did: runs tried, and the run that broke the guard.
public struct RandomExploreOutcome: Sendable, Equatable {
    public var seed: UInt64
    public var runsAsked: Int
    public var runsTried = 0
    /// 0-based; nil when no run broke it.
    public var breakingRun: Int?
    /// The breaking run's length before it was shrunk.
    public var drawnLength: Int?
}

/// Random schedules, for depths the breadth-first search cannot reach, in
/// the manner of PCT (probabilistic concurrency testing; Burckhardt, Kothari,
/// Musuvathi and Nagarakatte, ASPLOS 2010). PCT schedules threads by random
/// priorities and changes them at d−1 random points, because most
/// concurrency bugs need only a few events in a particular order (the bug's
/// depth), and a few well-placed changes hit that order far more often than
/// a uniformly random interleaving does.
///
/// Here the "threads" are the user's fingers and the app's work in flight
/// (transitions, loads, timers), and an order between them matters only
/// when an input lands while something is in flight. So each schedule of
/// `depth` inputs picks `races` of its positions at random (the change
/// points): an input there comes at a random step of the grid within the
/// horizon after the previous one, racing whatever it started; every other
/// input comes once the world is idle, moving the app somewhere without
/// racing anything. Inputs are drawn uniformly from what the screen offers.
/// A uniformly random wait for every input would make every input race:
/// that finds shallow races but rarely builds the calm path (a screen two
/// pushes deep, a card presented) a deeper race starts from.
///
/// Each run draws from its own stream (`SeededRandom(seed:run:)`), and runs
/// are merged in order, so the answer — the lowest run that breaks the
/// guard, shrunk — is the same for any number of threads.
public enum RandomExplorer {
    /// Runs handed to the threads together.
    static let batch = 64
    /// A calm input waits at most this long for the world to be idle.
    static let calmLimit = 10_000

    public static func search(
        from start: World, options: ExploreOptions, random: RandomExploreOptions, jobs: Int = 1,
        progress: (ExploreProgress) -> Bool = { _ in true }
    ) -> ExploreResult {
        var result = ExploreResult()
        var outcome = RandomExploreOutcome(seed: random.seed, runsAsked: random.runs)
        let before = Set(start.violations)
        var next = 0
        while next < random.runs {
            let indices = Array(next..<min(next + batch, random.runs))
            let drawn = parallelMap(indices, jobs: jobs) { run in
                draw(run: run, from: start, before: before, options: options, random: random)
            }
            if let hit = zip(indices, drawn).first(where: { $0.1.violation != nil }), let violation = hit.1.violation {
                outcome.runsTried = hit.0 + 1
                outcome.breakingRun = hit.0
                outcome.drawnLength = hit.1.schedule.count
                let shrunk = minimize(hit.1.schedule, from: start, violation: violation)
                // A random search stops at its first break: one finding,
                // reached by the one run that found it.
                result.findings = [
                    ExploreFinding(
                        violation: violation, schedule: shrunk, depth: shrunk.count, reachedBy: 1,
                        raceWindows: RaceWindow.windows(
                            of: shrunk, from: start, violation: violation, grid: options.grid, horizon: options.horizon))
                ]
                result.schedules = outcome.runsTried
                result.depthSearched = options.depth
                result.random = outcome
                return result
            }
            next += indices.count
            outcome.runsTried = next
            result.schedules = next
            if !progress(ExploreProgress(depth: options.depth, schedules: next, distinctWorlds: 0, isRandom: true)) {
                result.isInterrupted = true
                result.random = outcome
                return result
            }
        }
        result.depthSearched = options.depth
        result.random = outcome
        return result
    }

    /// One run's schedule and the violation its settled world shows, if one counts.
    static func draw(
        run: Int, from start: World, before: Set<ViolationID>, options: ExploreOptions, random: RandomExploreOptions
    ) -> (schedule: [ExploreStep], violation: ViolationID?) {
        var generator = SeededRandom(seed: random.seed, run: run)
        let depth = max(1, options.depth)
        // PCT's change points: a random subset of the positions, by a
        // partial Fisher–Yates shuffle.
        var positions = Array(0..<depth)
        let racing = min(max(0, random.races), depth)
        for i in 0..<racing {
            positions.swapAt(i, i + generator.below(depth - i))
        }
        let races = Set(positions.prefix(racing))
        let slots = options.horizon / max(1, options.grid) + 1
        var world = start
        var schedule: [ExploreStep] = []
        for position in 0..<depth {
            var delay = 0
            if races.contains(position) {
                delay = generator.below(slots) * options.grid
            } else {
                // Calm: the first grid step at which the world is idle.
                var probe = world
                while !probe.isIdle, delay < calmLimit {
                    delay += options.grid
                    probe.step(.advance(to: world.now + delay))
                }
            }
            if delay > 0 { world.step(.wait(delay)) }
            let inputs = ExploreAlphabet.inputs(in: world, twoFingers: options.twoFingers, presses: options.presses)
            guard !inputs.isEmpty else { break }
            let input = inputs[generator.below(inputs.count)]
            guard input.apply(to: &world) else { break }
            schedule.append(ExploreStep(delay: delay, input: input))
        }
        world.step(.settle(limit: 60_000))
        return (schedule, world.violations.first { !before.contains($0) && options.counts($0) })
    }

    /// The drawn schedule made short and simple while it still breaks the
    /// same way: the shortest prefix that does, then each input left out
    /// if it is not needed, then the shrinker's simpler inputs and rounder
    /// waits.
    static func minimize(_ schedule: [ExploreStep], from start: World, violation: ViolationID) -> [ExploreStep] {
        func breaks(_ candidate: [ExploreStep]) -> Bool {
            guard !candidate.isEmpty else { return false }
            var world = Explorer.replay(candidate, from: start)
            world.step(.settle(limit: 60_000))
            return world.violations.contains(violation) && !start.violations.contains(violation)
        }
        var best = schedule
        if let length = (1...max(1, schedule.count)).first(where: { breaks(Array(schedule.prefix($0))) }) {
            best = Array(schedule.prefix(length))
        }
        var index = 0
        while index < best.count, best.count > 1 {
            var candidate = best
            candidate.remove(at: index)
            if breaks(candidate) { best = candidate } else { index += 1 }
        }
        // From an idle start, waiting before the first input only ages the clock.
        if start.isIdle, let first = best.first, first.delay > 0 {
            var candidate = best
            candidate[0].delay = 0
            if breaks(candidate) { best = candidate }
        }
        return ExploreShrinker.shrink(best, from: start, violation: violation)
    }
}
