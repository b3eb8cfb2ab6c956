import Dispatch
import NavSandboxCore

/// What `explore` searches and for what.
public struct ExploreOptions: Sendable {
    /// Most inputs in one schedule.
    public var depth = 3
    /// Inputs are tried this many ms apart after the previous one…
    public var grid = 50
    /// …up to this long after it (or until the world is idle, when waiting
    /// longer changes nothing but the clock).
    public var horizon = 1_000
    /// Only these violations count as breaking the guard (empty: any).
    public var goals: Set<ViolationID> = []
    /// These never count.
    public var ignored: Set<ViolationID> = []
    /// Two fingers on every pair of visible controls (many more schedules).
    public var twoFingers = true
    /// Presses held past a scroll view's touch delay on the controls it
    /// holds touches for (a tap there is tried either way).
    public var presses = true
    /// Distinct worlds kept before the search stops as incomplete: enough
    /// for `coordinated`'s depth-4 search on iOS 26 (713,186 worlds with
    /// presses, about 58 MB), with room for an app a little larger than the demo.
    public var maxWorlds = 1_000_000
    /// Random schedules instead of every schedule (`--random`).
    public var random: RandomExploreOptions?

    public init() {}

    /// Whether a violation ends the search.
    func counts(_ violation: ViolationID) -> Bool {
        !ignored.contains(violation) && (goals.isEmpty || goals.contains(violation))
    }
}

/// The outcome of one search: the shortest schedule that breaks the guard,
/// or how far it held.
public struct ExploreResult: Sendable {
    public var counterexample: [ExploreStep]?
    public var violation: ViolationID?
    /// Schedules tried and distinct worlds reached.
    public var schedules = 0
    /// Of `schedules`, those made (input done, world keyed); the rest came
    /// at a moment already tried from another prefix and were only counted.
    public var schedulesMade = 0
    public var distinctWorlds = 0
    /// The depth fully searched (the counterexample's length when one was found).
    public var depthSearched = 0
    /// The world budget ran out before the depth was covered.
    public var isIncomplete = false
    /// Stopped by the caller (Ctrl-C) before the depth was covered.
    public var isInterrupted = false
    /// For each gap of the counterexample, the waits at which it still breaks.
    public var raceWindows: [RaceWindow] = []
    /// What `ExploreEstimate` expected the search to try, when asked.
    public var estimatedSchedules: Double?
    /// A random search's runs (`--random`); nil for the exhaustive search.
    public var random: RandomExploreOutcome?

    /// A schedule that breaks the guard was found.
    public var broke: Bool { counterexample != nil && violation != nil }

    public init() {}
}

/// How far a search has got, for a progress line.
public struct ExploreProgress: Sendable {
    public var depth: Int
    public var schedules: Int
    public var distinctWorlds: Int
    /// A random search: `schedules` counts its runs.
    public var isRandom = false
}

/// Breadth-first over tap schedules: every input available at each moment,
/// at every grid step after the previous input, shortest schedules first,
/// each distinct world once. The first schedule whose world, once settled,
/// shows a counting violation is a shortest counterexample.
public enum Explorer {
    /// Frontier prefixes expanded together before their children are merged:
    /// large enough to keep every core busy, small enough that a guard that
    /// breaks early is not searched much past its break.
    static let batch = 32

    /// One input tried after a prefix: the schedule, its world's key, and the
    /// violation its settled world shows, if one counts.
    struct Child {
        /// The schedule is the prefix (shared, not copied) and the step:
        /// most children meet a world already met and are dropped, so their
        /// schedules are built only when read.
        var prefix: [ExploreStep]
        var step: ExploreStep
        var schedule: [ExploreStep] { prefix + [step] }
        var key: UInt64
        var violation: ViolationID?
    }

    /// What expanding one prefix gives, in schedule order: its children,
    /// with the moments it skipped because an earlier prefix already tried
    /// every input there (counted, not made), and the moments it tried.
    struct Expansion {
        enum Item {
            case child(Child)
            /// Schedules not made again: every one leads to a world already met.
            case known(schedules: Int)
        }
        var items: [Item] = []
        /// Each moment tried here: its key and how many inputs applied there.
        var moments: [(key: UInt64, schedules: Int)] = []

        /// The children made, without the skipped counts.
        var children: [Child] {
            items.compactMap { if case .child(let child) = $0 { child } else { nil } }
        }
    }

    /// Moments remembered at most, for skipping: past this the search goes
    /// on as before, only slower (so memory stays bounded).
    static let maxMoments = 4_000_000

    /// `mergesMoments` false tries every moment again (the search as it
    /// was, for tests that prove the merging changes nothing).
    /// `progress` is called after each batch; returning false stops the
    /// search (what was found so far is returned, interrupted). `jobs`
    /// threads expand a batch at once; children are merged in schedule
    /// order, so the answer and the counts are the same for any `jobs`.
    public static func search(
        from start: World, options: ExploreOptions, jobs: Int = 1, mergesMoments: Bool = true,
        progress: (ExploreProgress) -> Bool = { _ in true }
    ) -> ExploreResult {
        var result = ExploreResult()
        let before = Set(start.violations)
        var seen: Set<UInt64> = [start.stateKey]
        // Moments (a prefix's world after a wait, before the next input)
        // already tried, and how many inputs applied there. Equal moments
        // have equal futures (the key's promise), so every input at a moment
        // met again leads to a world already in `seen`: the search counts
        // those schedules without making them. `seen`, the order children
        // are met in, and so the answer and every count stay as they were.
        var moments: [UInt64: Int] = [:]
        var frontier: [[ExploreStep]] = [[]]
        for level in 1...max(1, options.depth) {
            var next: [[ExploreStep]] = []
            var offset = 0
            while offset < frontier.count {
                let slice = Array(frontier[offset..<min(offset + batch, frontier.count)])
                offset += slice.count
                // Worlds already met need no settling: the merge skips them
                // whatever their violations. Only the cost depends on this.
                let known = seen
                let knownMoments = moments
                let expanded = parallelMap(slice, jobs: jobs) { prefix in
                    expand(prefix, from: start, before: before, known: known, knownMoments: knownMoments, options: options)
                }
                for expansion in expanded {
                    // In schedule order, so which prefix first tried a moment
                    // does not depend on the threads.
                    for moment in expansion.moments where mergesMoments && moments.count < maxMoments {
                        if moments[moment.key] == nil { moments[moment.key] = moment.schedules }
                    }
                    for item in expansion.items {
                        guard case .child(let child) = item else {
                            if case .known(let schedules) = item { result.schedules += schedules }
                            continue
                        }
                        result.schedules += 1
                        result.schedulesMade += 1
                        guard seen.insert(child.key).inserted else { continue }
                        guard seen.count <= options.maxWorlds else {
                            result.isIncomplete = true
                            result.distinctWorlds = seen.count - 1
                            result.depthSearched = level - 1
                            return result
                        }
                        if let broken = child.violation {
                            let shrunk = ExploreShrinker.shrink(child.schedule, from: start, violation: broken)
                            result.counterexample = shrunk
                            result.violation = broken
                            result.raceWindows = RaceWindow.windows(
                                of: shrunk, from: start, violation: broken, grid: options.grid, horizon: options.horizon)
                            result.distinctWorlds = seen.count
                            result.depthSearched = level
                            return result
                        }
                        if level < options.depth { next.append(child.schedule) }
                    }
                }
                if !progress(ExploreProgress(depth: level, schedules: result.schedules, distinctWorlds: seen.count)) {
                    result.isInterrupted = true
                    result.distinctWorlds = seen.count
                    result.depthSearched = level - 1
                    return result
                }
            }
            result.depthSearched = level
            frontier = next
            if frontier.isEmpty { break }
        }
        result.distinctWorlds = seen.count
        return result
    }

    /// Every input at every moment after a prefix, each settled and checked.
    /// Worlds met twice after the same prefix are settled once; a moment
    /// in `knownMoments` is not tried again (its children were all met).
    static func expand(
        _ prefix: [ExploreStep], from start: World, before: Set<ViolationID>, known: Set<UInt64> = [],
        knownMoments: [UInt64: Int] = [:], options: ExploreOptions
    ) -> Expansion {
        var expansion = Expansion()
        var local: Set<UInt64> = []
        // Nothing here reads a log: every try forks a world with none to copy.
        let base = replay(prefix, from: start).withEmptyLog()
        var moment = base
        var delay = 0
        while true {
            if delay > 0 {
                moment.step(.advance(to: base.now + delay))
                moment = moment.withEmptyLog()
            }
            let momentKey = moment.stateKey
            if let schedules = knownMoments[momentKey] {
                if schedules > 0 { expansion.items.append(.known(schedules: schedules)) }
            } else {
                var schedules = 0
                let offer = ExploreOffer(moment, twoFingers: options.twoFingers, presses: options.presses)
                for input in offer.inputs {
                    guard let resolved = offer.resolve(input) else { continue }
                    var child = moment
                    child.step(resolved)
                    schedules += 1
                    let key = child.stateKey
                    let step = ExploreStep(delay: delay, input: input)
                    guard !known.contains(key), local.insert(key).inserted else {
                        expansion.items.append(.child(Child(prefix: prefix, step: step, key: key, violation: nil)))
                        continue
                    }
                    var settled = child
                    settled.step(.settle(limit: 60_000))
                    let broken = settled.violations.first { !before.contains($0) && options.counts($0) }
                    expansion.items.append(.child(Child(prefix: prefix, step: step, key: key, violation: broken)))
                }
                expansion.moments.append((momentKey, schedules))
            }
            // An idle world only ages from here: later inputs would meet
            // the same world.
            if moment.isIdle || delay + options.grid > options.horizon { break }
            delay += options.grid
        }
        return expansion
    }

    /// The world a schedule leads to from the start.
    public static func replay(_ schedule: [ExploreStep], from start: World) -> World {
        var world = start
        for step in schedule {
            if step.delay > 0 { world.step(.wait(step.delay)) }
            _ = step.input.apply(to: &world)
        }
        return world
    }
}
