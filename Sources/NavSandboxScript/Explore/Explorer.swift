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
    /// for `coordinated`'s depth-5 search on iOS 26 (2,087,558 worlds,
    /// about 190 MB), with room for an app a little larger than the demo.
    public var maxWorlds = 4_000_000
    /// Schedules made at most (nil: no limit). Before each level the search
    /// predicts what the level will make — its frontier, times what each
    /// prefix of the level before made, which shrinks with depth as more
    /// moments are met again, so the prediction errs high — and stops short
    /// of a level that would take it past this (`depthLimitedBySize`).
    public var maxMade: Int?
    /// Random schedules instead of every schedule (`--random`).
    public var random: RandomExploreOptions?
    /// The search stops once it has met this many kinds of failure (nil:
    /// it searches to its depth and reports every kind it meets). With
    /// `goals`, it also stops once every goal is met: one `--goal` stops
    /// at its first, shortest schedule.
    public var maxFindings: Int?

    public init() {}

    /// Whether a violation counts as breaking the guard.
    func counts(_ violation: ViolationID) -> Bool {
        !ignored.contains(violation) && (goals.isEmpty || goals.contains(violation))
    }

    /// Whether the kinds met so far end the search.
    func isDone(found: Set<ViolationID>) -> Bool {
        if let maxFindings, found.count >= maxFindings { return true }
        return !goals.isEmpty && goals.isSubset(of: found)
    }
}

/// The outcome of one search: every kind of failure it met, each with its
/// shortest schedule, or how far the guard held.
public struct ExploreResult: Sendable {
    /// Ranked: the shortest first, then the most often reached
    /// (`ExploreFinding.ranked`). A random search has at most one.
    public var findings: [ExploreFinding] = []
    /// The first finding's schedule and kind: the counterexample to show
    /// when only one is shown (a matrix cell, the exit status).
    public var counterexample: [ExploreStep]? { findings.first?.schedule }
    public var violation: ViolationID? { findings.first?.violation }
    /// Schedules tried and distinct worlds reached.
    public var schedules = 0
    /// Of `schedules`, those made (input done, world keyed); the rest came
    /// at a moment already tried from another prefix and were only counted.
    public var schedulesMade = 0
    /// Of `schedules`, those keyed as the first of their shape at their
    /// moment without being made (a tap, double tap, press or two fingers
    /// that lands nowhere: `TouchPlacement`).
    public var schedulesShared = 0
    public var distinctWorlds = 0
    /// The depth fully searched (the level it stopped in, when the kinds
    /// met ended it early: `maxFindings`, or every goal met).
    public var depthSearched = 0
    /// The kinds met ended the search before its depth was covered.
    public var stoppedEarly = false
    /// The search to the depth asked was too large, and this is the search
    /// to the deepest depth within the size limit (`explore`'s refusal).
    public var depthLimitedBySize = false
    /// When `depthLimitedBySize`: what the level it stopped short of was
    /// predicted to make.
    public var nextLevelMade: Double?
    /// The world budget ran out before the depth was covered.
    public var isIncomplete = false
    /// Stopped by the caller (Ctrl-C) before the depth was covered.
    public var isInterrupted = false
    /// For each gap of the counterexample, the waits at which it still breaks.
    public var raceWindows: [RaceWindow] { findings.first?.raceWindows ?? [] }
    /// A random search's runs (`--random`); nil for the exhaustive search.
    public var random: RandomExploreOutcome?
    /// With `Explorer.ShapeSharing.checked`: the schedules keyed as the
    /// first of their shape at their moment whose own world has another key.
    var shapeMismatches: [[ExploreStep]] = []
    /// With `.checked`: moments keyed as a known moment's successor whose
    /// own key differs.
    var successorMismatches = 0

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
/// each distinct world once. A schedule whose world, once settled, shows a
/// counting violation breaks the guard: the first to show each kind is a
/// shortest schedule for it. The search goes on to its depth for the other
/// kinds, unless `ExploreOptions.isDone` ends it, and extends broken worlds
/// too: a kind that only follows another (a crash at the back after a
/// nested push) is listed with the schedule that leads through the first.
public enum Explorer {
    /// Frontier prefixes expanded together before their children are merged:
    /// large enough to keep every core busy, small enough that a search
    /// that stops early is not searched much past its stop.
    static let batch = 32

    /// One input tried after a prefix: the schedule, its world's key, and the
    /// counting violations its settled world shows.
    struct Child {
        /// The schedule is the prefix (shared, not copied) and the step:
        /// most children meet a world already met and are dropped, so their
        /// schedules are built only when read.
        var prefix: [ExploreStep]
        var step: ExploreStep
        var schedule: [ExploreStep] { prefix + [step] }
        var key: UInt64
        /// Empty when it breaks nothing, or when it was not settled here:
        /// the world was met before (the merge knows what it showed), or
        /// another prefix of the batch settled it (`settledHere` false).
        var violations: [ViolationID]
        /// This expansion settled the world and `violations` are what it
        /// showed. False for one another prefix of the batch claimed first
        /// (`SettleClaims`): the merge takes what that one found.
        var settledHere = false
        /// False for an input not done: one of a shape whose fingers the
        /// moment drops wherever they land, keyed as the first of its shape
        /// there (`Explorer.expand`).
        var made = true
    }

    /// What expanding one prefix gives, in schedule order: its children;
    /// the end of each moment tried, with how many inputs applied there;
    /// and the moments it skipped because an earlier prefix already tried
    /// every input there (counted, not made).
    struct Expansion {
        enum Item {
            case child(Child)
            /// The children before this, back to the previous moment's
            /// end, were the inputs tried at the moment `key`.
            case momentTried(key: UInt64, schedules: Int)
            /// Schedules not made again: every one leads to a world already
            /// met, as they did at the moment `key` when it was first tried.
            case known(schedules: Int, moment: UInt64)
        }
        var items: [Item] = []
        /// With `checksShapes`: inputs keyed as the first of their shape
        /// whose own world has another key (none, or the sharing is wrong).
        var shapeMismatches: [ExploreStep] = []
        /// Every moment it met, tried or known, in order, a grid step apart:
        /// each is what the one before becomes after the grid's wait.
        var momentKeys: [UInt64] = []
        /// With `.checked`: moments whose key was taken from the moment
        /// before (`knownSuccessors`) and whose own key differs.
        var successorMismatches = 0

        /// The children, made or keyed as the first of their shape,
        /// without the skipped counts.
        var children: [Child] {
            items.compactMap { if case .child(let child) = $0 { child } else { nil } }
        }
    }

    /// What `expand` does with the inputs it can key without making: those
    /// of one shape that land nowhere, a pair whose one finger is ignored
    /// (`TouchPlacement`); and with a moment whose key it knows from the
    /// moment before.
    public enum ShapeSharing: Sendable {
        /// Makes the first and keys the others as it.
        case shared
        /// Makes each, and keys every moment (the search as it was).
        case off
        /// Shares them, and makes each too to check its key.
        case checked
    }

    /// Moments remembered at most, for skipping: past this the search goes
    /// on as before, only slower (so memory stays bounded).
    static let maxMoments = 4_000_000

    /// What a search has met so far, merged in schedule order.
    struct Catalogue {
        /// Each kind's first schedule and level, in the order met.
        var first: [(violation: ViolationID, schedule: [ExploreStep], level: Int)] = []
        var kinds: Set<ViolationID> = []
        /// Schedules whose settled world showed each kind.
        var reachedBy: [ViolationID: Int] = [:]
        /// What each broken world showed, by key: a schedule that meets it
        /// again reaches the same kinds.
        var broken: [UInt64: [ViolationID]] = [:]

        mutating func reach(_ violations: [ViolationID], count: Int = 1) {
            for violation in violations { reachedBy[violation, default: 0] += count }
        }

        /// Each kind shrunk, with its race windows, ranked.
        func findings(from start: World, options: ExploreOptions) -> [ExploreFinding] {
            let findings = first.map { met in
                let shrunk = ExploreShrinker.shrink(met.schedule, from: start, violation: met.violation)
                return ExploreFinding(
                    violation: met.violation, schedule: shrunk, depth: met.level,
                    reachedBy: reachedBy[met.violation, default: 0],
                    raceWindows: RaceWindow.windows(
                        of: shrunk, from: start, violation: met.violation, grid: options.grid, horizon: options.horizon))
            }
            return ExploreFinding.ranked(findings, found: first.map(\.violation))
        }
    }

    /// `mergesMoments` false tries every moment again (the search as it
    /// was, for tests that prove the merging changes nothing).
    /// `progress` is called after each batch; returning false stops the
    /// search (what was found so far is returned, interrupted). `jobs`
    /// threads expand a batch at once; children are merged in schedule
    /// order, so the answer and the counts are the same for any `jobs`.
    public static func search(
        from start: World, options: ExploreOptions, jobs: Int = 1, mergesMoments: Bool = true,
        shapes: ShapeSharing = .shared, progress: (ExploreProgress) -> Bool = { _ in true }
    ) -> ExploreResult {
        var result = ExploreResult()
        var catalogue = Catalogue()
        func finish(depth: Int, worlds: Int) -> ExploreResult {
            result.depthSearched = depth
            result.distinctWorlds = worlds
            result.findings = catalogue.findings(from: start, options: options)
            return result
        }
        let before = Set(start.violations)
        var seen: Set<UInt64> = [start.stateKey]
        // Moments (a prefix's world after a wait, before the next input)
        // already tried, and how many inputs applied there. Equal moments
        // have equal futures (the key's promise), so every input at a moment
        // met again leads to a world already in `seen`: the search counts
        // those schedules without making them, and the kinds they reach
        // (`momentReaches`, for the few moments that reached any). `seen`,
        // the order children are met in, and so the answer and every count
        // stay as they were.
        var moments: [UInt64: Int] = [:]
        var momentReaches: [UInt64: [ViolationID: Int]] = [:]
        // Each moment's successor: the moment it becomes a grid step later,
        // as some prefix met it. Equal moments have equal successors (the
        // same promise), so a prefix that meets a known moment knows the
        // next moment's key without hashing it, and the one after that.
        var successors: [UInt64: UInt64] = [:]
        var frontier: [[ExploreStep]] = [[]]
        // What each prefix of the level before made, for `maxMade`.
        var madePerPrefix = 0.0
        for level in 1...max(1, options.depth) {
            if let maxMade = options.maxMade, level > 1 {
                let predicted = Double(frontier.count) * madePerPrefix
                if Double(result.schedulesMade) + predicted > Double(maxMade) {
                    result.depthLimitedBySize = true
                    result.nextLevelMade = predicted
                    return finish(depth: level - 1, worlds: seen.count)
                }
            }
            let madeBefore = result.schedulesMade
            var next: [[ExploreStep]] = []
            var offset = 0
            while offset < frontier.count {
                let slice = Array(frontier[offset..<min(offset + batch, frontier.count)])
                offset += slice.count
                // Worlds already met need no settling: the merge skips them
                // whatever their violations. Only the cost depends on this.
                let known = seen
                let knownMoments = moments
                let knownSuccessors = successors
                let claims = SettleClaims()
                let expanded = parallelMap(slice, jobs: jobs) { prefix in
                    expand(
                        prefix, from: start, before: before, known: known, knownMoments: knownMoments,
                        knownSuccessors: knownSuccessors, claims: claims, options: options, shapes: shapes)
                }
                // What each world the batch settled showed, whichever prefix
                // settled it: the first child in schedule order to meet it
                // may be one that found it claimed.
                var settled: [UInt64: [ViolationID]] = [:]
                for expansion in expanded {
                    for case .child(let child) in expansion.items where child.settledHere {
                        settled[child.key] = child.violations
                    }
                }
                for (prefix, expansion) in zip(slice, expanded) {
                    result.shapeMismatches += expansion.shapeMismatches.map { prefix + [$0] }
                    result.successorMismatches += expansion.successorMismatches
                    if mergesMoments {
                        // From the moments after a wait only, as `expand` reads them.
                        for (moment, next) in zip(expansion.momentKeys.dropFirst(), expansion.momentKeys.dropFirst(2))
                        where successors.count < maxMoments && successors[moment] == nil {
                            successors[moment] = next
                        }
                    }
                    // The kinds this moment's inputs reached, so far.
                    var reaches: [ViolationID: Int] = [:]
                    for item in expansion.items {
                        switch item {
                        case .known(let schedules, let moment):
                            result.schedules += schedules
                            for (violation, count) in momentReaches[moment] ?? [:] {
                                catalogue.reachedBy[violation, default: 0] += count
                            }
                        case .momentTried(let key, let schedules):
                            // In schedule order, so which prefix first tried a
                            // moment does not depend on the threads.
                            if mergesMoments, moments.count < maxMoments, moments[key] == nil {
                                moments[key] = schedules
                                if !reaches.isEmpty { momentReaches[key] = reaches }
                            }
                            reaches = [:]
                        case .child(var child):
                            result.schedules += 1
                            if child.made { result.schedulesMade += 1 } else { result.schedulesShared += 1 }
                            guard seen.insert(child.key).inserted else {
                                if let kinds = catalogue.broken[child.key] {
                                    catalogue.reach(kinds)
                                    for kind in kinds { reaches[kind, default: 0] += 1 }
                                }
                                continue
                            }
                            guard seen.count <= options.maxWorlds else {
                                result.isIncomplete = true
                                return finish(depth: level - 1, worlds: seen.count - 1)
                            }
                            // A world new to the search was settled in this
                            // batch: here, or by the prefix that claimed it.
                            if !child.settledHere { child.violations = settled[child.key] ?? [] }
                            if !child.violations.isEmpty {
                                catalogue.broken[child.key] = child.violations
                                catalogue.reach(child.violations)
                                for kind in child.violations { reaches[kind, default: 0] += 1 }
                                // One kind at a time: a world showing two
                                // must not take the catalogue past the limit.
                                for kind in child.violations where catalogue.kinds.insert(kind).inserted {
                                    catalogue.first.append((kind, child.schedule, level))
                                    if options.isDone(found: catalogue.kinds) {
                                        result.stoppedEarly = true
                                        return finish(depth: level, worlds: seen.count)
                                    }
                                }
                            }
                            // A broken world is extended too: some failures
                            // follow another (iOS 7's crash comes at the
                            // second back after a nested push).
                            if level < options.depth { next.append(child.schedule) }
                        }
                    }
                }
                if !progress(ExploreProgress(depth: level, schedules: result.schedules, distinctWorlds: seen.count)) {
                    result.isInterrupted = true
                    return finish(depth: level - 1, worlds: seen.count)
                }
            }
            result.depthSearched = level
            madePerPrefix = Double(result.schedulesMade - madeBefore) / Double(max(1, frontier.count))
            frontier = next
            if frontier.isEmpty { break }
        }
        return finish(depth: result.depthSearched, worlds: seen.count)
    }

    /// Every input at every moment after a prefix, each settled and checked.
    /// A world met twice in a batch is settled once (`claims`); a moment
    /// in `knownMoments` is not tried again (its children were all met).
    ///
    /// Inputs of one shape — a tap, a double tap, a press of one length,
    /// two fingers — differ only in where the fingers land. Those whose
    /// every touch the moment drops before a view takes it, wherever it
    /// lands (`TouchPlacement`: a transition that disables the screens, a
    /// window lock, an open menu), lead to worlds with one key: the first
    /// of each shape is done, and the others are keyed as it without being
    /// done — counted, merged and credited exactly as if they had been.
    /// `ShapeSharing` says whether to, or to check it (the tests that prove
    /// the answer and every count the same).
    static func expand(
        _ prefix: [ExploreStep], from start: World, before: Set<ViolationID>, known: Set<UInt64> = [],
        knownMoments: [UInt64: Int] = [:], knownSuccessors: [UInt64: UInt64] = [:],
        claims: SettleClaims = SettleClaims(), options: ExploreOptions,
        shapes: ShapeSharing = .shared
    ) -> Expansion {
        var expansion = Expansion()
        // Nothing here reads a log or a touch's record: every try forks a
        // world with none to copy, and walks no scene to note one.
        let base = replay(prefix, from: start.forSearch()).withEmptyLog()
        var moment = base
        var delay = 0
        // The key this moment has, known from the one before.
        var predicted: UInt64?
        while true {
            if delay > 0 {
                moment.step(.advance(to: base.now + delay))
                moment = moment.withEmptyLog()
            }
            let momentKey: UInt64
            if let predicted {
                momentKey = predicted
                if shapes == .checked, moment.stateKey != predicted { expansion.successorMismatches += 1 }
            } else {
                momentKey = moment.stateKey
            }
            expansion.momentKeys.append(momentKey)
            // Not from the world right after the input, where the key is
            // least sure to be exact (docs/explore.md).
            predicted = shapes == .off || delay == 0 ? nil : knownSuccessors[momentKey]
            if let schedules = knownMoments[momentKey] {
                if schedules > 0 { expansion.items.append(.known(schedules: schedules, moment: momentKey)) }
            } else {
                var schedules = 0
                let offer = ExploreOffer(moment, twoFingers: options.twoFingers, presses: options.presses)
                var placement = TouchPlacement(moment)
                // Per shape, the key of its first input here that lands nowhere.
                var nowhere: [UserInput: UInt64] = [:]
                // Each one-finger tap's key here (the alphabet offers taps
                // before pairs), for the pairs that leave what a tap does.
                var taps: [UserInput: UInt64] = [:]
                for input in offer.inputs {
                    guard let resolved = offer.resolve(input) else { continue }
                    schedules += 1
                    let step = ExploreStep(delay: delay, input: input)
                    var shape: UserInput?
                    var sharedKey: UInt64?
                    if shapes != .off {
                        if let placeless = input.placeless, placement.landsNowhere(resolved) {
                            shape = placeless
                            sharedKey = nowhere[placeless]
                        } else if case .twoFinger = resolved, let tap = placement.tapEquivalent(of: resolved) {
                            sharedKey = taps[tap]
                        }
                    }
                    if let key = sharedKey {
                        if shapes == .checked {
                            var child = moment
                            child.step(resolved)
                            if child.stateKey != key { expansion.shapeMismatches.append(step) }
                        }
                        if case .tap = resolved { taps[resolved] = key }
                        expansion.items.append(.child(Child(prefix: prefix, step: step, key: key, violations: [], made: false)))
                        continue
                    }
                    var child = moment
                    child.step(resolved)
                    let key = child.stateKey
                    if let shape { nowhere[shape] = key }
                    if case .tap(.point(let point)) = resolved {
                        taps[resolved] = key
                        placement.noteTap(at: point, leaving: child)
                    }
                    guard !known.contains(key), claims.claim(key) else {
                        expansion.items.append(.child(Child(prefix: prefix, step: step, key: key, violations: [])))
                        continue
                    }
                    var settled = child
                    settled.step(.settle(limit: 60_000))
                    var broken: [ViolationID] = []
                    for violation in settled.violations
                    where !before.contains(violation) && options.counts(violation) && !broken.contains(violation) {
                        broken.append(violation)
                    }
                    expansion.items.append(
                        .child(Child(prefix: prefix, step: step, key: key, violations: broken, settledHere: true)))
                }
                expansion.items.append(.momentTried(key: momentKey, schedules: schedules))
            }
            // An idle world only ages from here: later inputs would meet
            // the same world.
            if moment.isIdle || delay + options.grid > options.horizon { break }
            delay += options.grid
        }
        return expansion
    }

    /// The worlds a batch's expansions settle: each is settled by the first
    /// to claim it, so two prefixes of one batch that meet a world the
    /// search has not met yet settle it once. Which prefix that is may
    /// differ between runs with threads; the merge reads what the world
    /// showed by its key, so the answer does not.
    final class SettleClaims: @unchecked Sendable {
        private let lock = NSLockLike()
        private var keys: Set<UInt64> = []

        /// True for the first to claim `key`.
        func claim(_ key: UInt64) -> Bool {
            lock.locked { keys.insert(key).inserted }
        }
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
