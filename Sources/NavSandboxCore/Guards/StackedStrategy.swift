/// Several guard strategies in force at once, as real apps ship them (QMUI
/// with FDFullscreenPopGesture, #275/#336): named `a+b`, the members asked
/// in the order written, as swizzles stacked on the same methods are.
///
/// How the members' answers combine (docs/guards/README.md, "Stacking"):
/// - a navigation call goes through the members in order; the first that
///   does not let it through (drop, satisfied, queue, fail, delay) decides,
///   and the members after it never see the call. The members before it
///   have seen it and may have raised a flag for it, as an outer swizzle
///   that called through to an inner one that dropped the call has;
/// - a yes/no delegate question (`gestureRecognizerShouldBegin`,
///   `shouldPushItem`, `shouldPopItem`): the first NO decides, later
///   members are not asked;
/// - every other hook (did-push, will/did-show, transition end, the
///   appearance callbacks, switching away) runs every member, in order;
/// - the pop gesture is enabled only while every member leaves it enabled;
///   the full-screen pan is installed when any member installed it;
///   exclusive touch and pass-through are on when any member wants them;
///   the stack holds a lock when any member does, its queue is the members'
///   queues in order.
///
/// Timers are the members' own: a member's timer `t` is scheduled as
/// `member/t`, so two guard files may both name a timer `watchdog`.
public struct StackedStrategy: GuardStrategy {
    public static let id = "stack"
    public static let summary = "several strategies in force at once, asked in order"
    /// What joins members' ids in a stack's id.
    public static let separator: Character = "+"

    /// The members, first asked first.
    public private(set) var members: [GuardBox]
    /// The name it goes by when one guard file stands for it (`include:`);
    /// nil: the members' ids joined by `+`.
    public private(set) var name: String?

    public init() { members = [] }

    public init(_ members: [any GuardStrategy], name: String? = nil) {
        self.members = members.map(GuardBox.init)
        self.name = name
    }

    /// The ids a strategy id names: one, or a stack's members.
    public static func memberIDs(of id: String) -> [String] {
        id.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    public var strategyName: String { name ?? members.map(\.id).joined(separator: String(Self.separator)) }
    public var memberNames: [String] { members.map(\.id) }

    public func flags(in world: World) -> [Flag] {
        members.flatMap { member in member.strategy.flags(in: world.scopingGuardTimers(to: member.id)) }
    }

    public var queue: [NavigationRequest] { members.flatMap { $0.strategy.queue } }

    public func holdsLock(in world: World) -> Bool {
        members.contains { $0.strategy.holdsLock(in: world.scopingGuardTimers(to: $0.id)) }
    }

    public var wantsExclusiveTouch: Bool { members.contains { $0.strategy.wantsExclusiveTouch } }
    public var wantsPassThrough: Bool { members.contains { $0.strategy.wantsPassThrough } }
    public var hearsSendAction: Bool { members.contains { $0.strategy.hearsSendAction } }
    public var popGestureEnabled: Bool { members.allSatisfy { $0.strategy.popGestureEnabled } }
    public var installsFullScreenPan: Bool { members.contains { $0.strategy.installsFullScreenPan } }

    // MARK: Hooks that decide

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        willPerform(request, in: world, after: nil)
    }

    /// The call as the members after `member` see it (all of them when nil):
    /// a member's own call on `super` reaches the swizzles inside it, never
    /// its own.
    public mutating func willPerform(_ request: NavigationRequest, in world: World, after member: Int?) -> GuardVerdict {
        var effects: [GuardEffect] = []
        for index in members.indices where index > (member ?? -1) {
            let verdict = ask(index, world) { $0.willPerform(request, in: $1) }
            effects += scoped(verdict.effects, index)
            if verdict.decision != .proceed { return GuardVerdict(verdict.decision, effects: effects) }
        }
        return GuardVerdict(.proceed, effects: effects)
    }

    public mutating func popGestureShouldBegin(in world: World) -> GuardAnswer {
        firstNo(world) { $0.popGestureShouldBegin(in: $1) }
    }

    public mutating func fullScreenPanShouldBegin(in world: World) -> GuardAnswer {
        firstNo(world) { $0.fullScreenPanShouldBegin(in: $1) }
    }

    public mutating func sendEvent(_ touch: TouchID?, in world: World) -> GuardAnswer {
        firstNo(world) { $0.sendEvent(touch, in: $1) }
    }

    public mutating func sendAction(from control: ViewID, in world: World) -> GuardAnswer {
        firstNo(world) { $0.sendAction(from: control, in: $1) }
    }

    public mutating func navigationBarShouldPush(_ item: ControllerID, in world: World) -> GuardAnswer {
        firstNo(world) { $0.navigationBarShouldPush(item, in: $1) }
    }

    public mutating func navigationBarShouldPop(_ item: ControllerID, fromBackButton: Bool, in world: World)
        -> GuardAnswer
    {
        firstNo(world) { $0.navigationBarShouldPop(item, fromBackButton: fromBackButton, in: $1) }
    }

    // MARK: Hooks every member hears

    public mutating func popGestureBegan(in world: World) -> [GuardEffect] {
        every(world) { $0.popGestureBegan(in: $1) }
    }

    public mutating func navigationBarDidPush(_ item: ControllerID, in world: World) -> [GuardEffect] {
        every(world) { $0.navigationBarDidPush(item, in: $1) }
    }

    public mutating func navigationBarDidPop(_ item: ControllerID, in world: World) -> [GuardEffect] {
        every(world) { $0.navigationBarDidPop(item, in: $1) }
    }

    public mutating func navigationControllerWillShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        every(world) { $0.navigationControllerWillShow(controller, animated: animated, in: $1) }
    }

    public mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        every(world) { $0.navigationControllerDidShow(controller, animated: animated, in: $1) }
    }

    public mutating func transitionDidEnd(_ ending: TransitionEnding, in world: World) -> [GuardEffect] {
        every(world) { $0.transitionDidEnd(ending, in: $1) }
    }

    public mutating func viewDidAppear(_ controller: ControllerID, in world: World) -> [GuardEffect] {
        every(world) { $0.viewDidAppear(controller, in: $1) }
    }

    public mutating func lifecycle(_ event: LifecycleEvent, of controller: ControllerID, in world: World)
        -> [GuardEffect]
    {
        every(world) { $0.lifecycle(event, of: controller, in: $1) }
    }

    public mutating func deactivate(in world: World) -> [GuardEffect] {
        every(world) { $0.deactivate(in: $1) }
    }

    /// Only the member that scheduled the timer hears it, under its own name.
    public mutating func timerFired(_ tag: String, in world: World) -> [GuardEffect] {
        for index in members.indices {
            let prefix = Self.timerPrefix(members[index].id)
            guard tag.hasPrefix(prefix) else { continue }
            let own = String(tag.dropFirst(prefix.count))
            return scoped(ask(index, world) { $0.timerFired(own, in: $1) }, index)
        }
        return []
    }

    public func digest(into digest: inout StateDigest) {
        digest.add(name ?? "")
        digest.add(members.count)
        for member in members {
            digest.add(member.id)
            member.strategy.digest(into: &digest)
        }
    }

    // MARK: Asking members

    /// Calls one member's hook and keeps its new state. The member reads
    /// the time left on its timers by its own names.
    private mutating func ask<R>(_ index: Int, _ world: World, _ hook: (inout any GuardStrategy, World) -> R) -> R {
        var strategy = members[index].strategy
        let result = hook(&strategy, world.scopingGuardTimers(to: members[index].id))
        members[index].strategy = strategy
        return result
    }

    private mutating func every(_ world: World, _ hook: (inout any GuardStrategy, World) -> [GuardEffect])
        -> [GuardEffect]
    {
        var effects: [GuardEffect] = []
        for index in members.indices { effects += scoped(ask(index, world, hook), index) }
        return effects
    }

    private mutating func firstNo(_ world: World, _ hook: (inout any GuardStrategy, World) -> GuardAnswer)
        -> GuardAnswer
    {
        var effects: [GuardEffect] = []
        for index in members.indices {
            let answer = ask(index, world, hook)
            effects += scoped(answer.effects, index)
            // The member's own words go with its NO: LAST TAP shows them.
            if !answer.allowed { return GuardAnswer(false, effects: effects, reason: answer.reason) }
        }
        return GuardAnswer(true, effects: effects)
    }

    static func timerPrefix(_ member: String) -> String { member + "/" }

    /// A member's timers under its own name, so members never cancel or
    /// replace each other's.
    private func scoped(_ effects: [GuardEffect], _ index: Int) -> [GuardEffect] {
        let prefix = Self.timerPrefix(members[index].id)
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

extension StackedStrategy {
    public static func == (a: StackedStrategy, b: StackedStrategy) -> Bool { a.members == b.members && a.name == b.name }

    /// By the members' names: equal stacks have equal names.
    public func hash(into hasher: inout Hasher) { hasher.combine(strategyName) }
}

extension World {
    /// The same world, its guard timers read by a stack member's own names.
    func scopingGuardTimers(to member: String) -> World {
        var world = self
        world.guardTimerScope = StackedStrategy.timerPrefix(member)
        return world
    }

    /// The strategies in force, each by its id: one, or a stack's members.
    public var strategyMembers: [String] {
        (guardBox.strategy as? StackedStrategy)?.memberNames ?? [strategyID]
    }
}
