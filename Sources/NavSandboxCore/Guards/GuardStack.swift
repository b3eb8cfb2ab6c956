/// The guards in force: the strategy the world runs, as the programs of its
/// guard files, first asked first. `none` is the empty stack (UIKit on its
/// own); one guard is a stack of one; several are stacked as real apps ship
/// them (QMUI with FDFullscreenPopGesture, #275/#336), asked in the order
/// written, as swizzles stacked on the same methods are.
///
/// How the members' answers combine (docs/guards/README.md, "Stacking"):
/// - a navigation call goes through the members in order; the first that
///   does not let it through (drop, satisfied, queue, fail, delay) decides,
///   and the members after it never see the call. The members before it
///   have seen it and may have raised a flag for it, as an outer swizzle
///   that called through to an inner one that dropped the call has;
/// - a question (`GuardHook.isQuestion`): the first NO decides, later
///   members are not asked;
/// - every other hook runs every member, in order;
/// - the pop gesture is enabled only while every member leaves it enabled;
///   the full-screen pan is installed when any member installed it;
///   exclusive touch and pass-through are on when any member wants them;
///   the stack holds a lock when any member does, its queue is the members'
///   queues in order.
///
/// Timers are the members' own: in a stack of several, a member's timer `t`
/// is scheduled as `member/t`, so two guard files may both name a timer
/// `watchdog`.
public struct GuardStack: Hashable, Sendable {
    /// What the world runs, as it was resolved from the registry.
    public private(set) var strategy: Strategy
    /// The members' programs, in `strategy.members`' order.
    public private(set) var members: [GuardProgram]

    public init(_ strategy: Strategy) {
        self.strategy = strategy
        members = strategy.members.map(GuardProgram.init)
    }

    /// Stands in the world while the real stack runs a hook (`World.withGuards`).
    static let vacant = GuardStack(.none)

    /// What joins members' ids in a stack's id.
    public static let separator: Character = "+"

    /// The ids a strategy id names: one, or a stack's members.
    public static func memberIDs(of id: String) -> [String] {
        id.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    public var id: StrategyID { strategy.id }
    public var memberNames: [String] { members.map(\.name) }

    public func flags(in world: World) -> [Flag] {
        members.flatMap { $0.flags(in: world) }
    }

    /// No member holds a call back: `queue.isEmpty` without building the
    /// queue (the world asks after every step).
    public var queueIsEmpty: Bool {
        for index in members.indices where !members[index].queueIsEmpty { return false }
        return true
    }

    public var queue: [NavigationRequest] {
        if members.count == 1 { return members[0].queue }
        var queue: [NavigationRequest] = []
        for index in members.indices { queue += members[index].queue }
        return queue
    }

    public func holdsLock(in world: World) -> Bool {
        // A loop: a closure capturing the world would copy it.
        for index in members.indices where members[index].holdsLock(in: world) { return true }
        return false
    }

    /// Whether any member has a rule at `hook`.
    @inline(__always)
    public func hears(_ hook: GuardHook) -> Bool {
        for index in members.indices where members[index].hears(hook) { return true }
        return false
    }

    // Loops by index, fields read in place: `contains(where:)` copied each
    // member, and these are read at every touch.
    public var wantsExclusiveTouch: Bool {
        for index in members.indices where members[index].wantsExclusiveTouch { return true }
        return false
    }
    public var wantsPassThrough: Bool {
        for index in members.indices where members[index].wantsPassThrough { return true }
        return false
    }
    public var hearsSendAction: Bool {
        for index in members.indices where members[index].hearsSendAction { return true }
        return false
    }
    public var popGestureEnabled: Bool {
        for index in members.indices where !members[index].popGestureEnabled { return false }
        return true
    }
    public var contentPopGestureEnabled: Bool {
        for index in members.indices where !members[index].contentPopGestureEnabled { return false }
        return true
    }
    public var installsFullScreenPan: Bool {
        for index in members.indices where members[index].installsFullScreenPan { return true }
        return false
    }
    /// A member made itself the pop gesture's delegate: UIKit's own
    /// refusal during a transition is gone.
    public var replacesPopGestureDelegate: Bool {
        for index in members.indices where members[index].replacesPopGestureDelegate { return true }
        return false
    }

    // MARK: Hooks

    /// The call as the members after `member` see it (all of them when nil):
    /// a member's own call on `super` reaches the swizzles inside it, never
    /// its own.
    public mutating func decide(_ request: NavigationRequest, in world: World, after member: Int? = nil) -> GuardVerdict {
        var effects: [GuardEffect] = []
        for index in members.indices where index > (member ?? -1) {
            let verdict = members[index].decide(request, in: world)
            effects += scoped(verdict.effects, index)
            if verdict.decision != .proceed { return GuardVerdict(verdict.decision, effects: effects) }
        }
        return GuardVerdict(.proceed, effects: effects)
    }

    /// A question: the first member that says NO answers, with its own
    /// words (LAST TAP shows them); no member asked further.
    public mutating func ask(_ hook: GuardHook, _ context: HookContext, in world: World) -> GuardAnswer {
        var effects: [GuardEffect] = []
        for index in members.indices {
            let answer = members[index].ask(hook, context, in: world)
            effects += scoped(answer.effects, index)
            if !answer.allowed { return GuardAnswer(false, effects: effects, reason: answer.reason, flag: answer.flag) }
        }
        return GuardAnswer(true, effects: effects)
    }

    /// Every other hook runs every member; a timer, only the member that
    /// started it, under its own name.
    public mutating func notify(_ hook: GuardHook, _ context: HookContext, in world: World) -> [GuardEffect] {
        if case .timer(let tag) = hook, members.count > 1 {
            for index in members.indices {
                let prefix = scope(index)
                guard tag.hasPrefix(prefix) else { continue }
                let own = GuardHook.timer(String(tag.dropFirst(prefix.count)))
                return scoped(members[index].notify(own, context, in: world), index)
            }
            return []
        }
        var effects: [GuardEffect] = []
        for index in members.indices {
            effects += scoped(members[index].notify(hook, context, in: world), index)
        }
        return effects
    }

    /// The user switched to another strategy: every member releases its
    /// locks and forgets its state.
    public mutating func deactivate(in world: World) -> [GuardEffect] {
        var effects: [GuardEffect] = []
        for index in members.indices {
            effects += scoped(members[index].deactivate(in: world), index)
        }
        return effects
    }

    /// Feeds the guards' state to a search's world key.
    public func digest(into digest: inout StateDigest) {
        digest.add(members.count)
        for index in members.indices { members[index].digest(into: &digest) }
    }

    // MARK: Members' own timers and calls

    /// The prefix a member's timers go under: none for a lone guard, whose
    /// timers keep the names its file gives them.
    private func scope(_ index: Int) -> String {
        members.count > 1 ? members[index].name + "/" : ""
    }

    /// A member's timers under its own name, so members never cancel or
    /// replace each other's; its call on `super` goes past it.
    private func scoped(_ effects: [GuardEffect], _ index: Int) -> [GuardEffect] {
        let prefix = scope(index)
        guard !effects.isEmpty, !prefix.isEmpty || index > 0 else { return effects }
        return effects.map { effect in
            switch effect {
            case .schedule(let tag, let after, let watchdog): .schedule(tag: prefix + tag, after: after, watchdog: watchdog)
            case .cancelTimer(let tag): .cancelTimer(tag: prefix + tag)
            case .perform(let request, .superOf, let site): .perform(request, route: .superOf(member: index), site: site)
            default: effect
            }
        }
    }
}

extension World {
    /// The strategies in force, each by its id: one, or a stack's members.
    public var strategyMembers: [String] {
        guardStack.members.count > 1 ? guardStack.memberNames : [strategyID.rawValue]
    }
}
