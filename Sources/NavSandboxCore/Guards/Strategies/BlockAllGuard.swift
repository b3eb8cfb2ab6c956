/// `block-all`: seed 000's HUNavigationController. Four flags; navigation
/// calls are dropped while a bar or controller transition is processing; the
/// whole app ignores interaction from the first transition callback until
/// every flag is clear; a restore attempt retries every 2 s and a 100 ms check
/// reports a lock that lasts over 10 s. The pop gesture is disabled, because a
/// swipe that is cancelled never sends didShow and the lock never ends.
public struct BlockAllGuard: GuardStrategy {
    public static let id = "block-all"
    public static let summary = "four flags, app-wide event ignoring, a 2 s restore and a 10 s lock report (\(StrategySource.huNavigationController))"

    static let restoreTag = "restoreAllInteraction"
    static let checkTag = "checkBlocking"
    static let restoreDelay = 2_000
    static let checkInterval = 100
    static let lockReportAfter = 10_000

    var isBarPushProcessing = false
    var isBarPopProcessing = false
    var isTransitionControllerProcessing = false
    var isBlockedInteraction = false
    /// Seed 000's `dateStartBlocking`, in virtual time.
    var blockingStartedAt: Int?

    public init() {}

    public var popGestureEnabled: Bool { false }

    var needsBlocking: Bool { isBarPushProcessing || isBarPopProcessing || isTransitionControllerProcessing }

    func isInteractionDisabled(_ world: World) -> Bool { isBlockedInteraction || world.ignoreCount > 0 }

    public func holdsLock(in world: World) -> Bool { isBlockedInteraction || needsBlocking }

    public func flags(in world: World) -> [Flag] {
        let owner = Flag.Owner.strategy(Self.id)
        return [
            Flag("isBarPushProcessing", .bool(isBarPushProcessing), owner: owner, note: "shouldPushItem said YES, didPushItem not yet"),
            Flag("isBarPopProcessing", .bool(isBarPopProcessing), owner: owner, note: "shouldPopItem said YES, didPopItem not yet"),
            Flag(
                "isTransitionControllerProcessing", .bool(isTransitionControllerProcessing), owner: owner,
                note: "willShow came, didShow not yet"),
            Flag("isBlockedInteraction", .bool(isBlockedInteraction), owner: owner, note: "beginIgnoringInteractionEvents is in force"),
            Flag(
                "restoreAllInteraction", .timer(world.timeLeft(onGuardTimer: Self.restoreTag)), owner: owner,
                note: "the next restore attempt"),
            Flag(
                "blockedFor", .timer(blockingStartedAt.map { world.now - $0 }), owner: owner,
                note: "how long interaction has been blocked (reported past 10 s)"),
        ]
    }

    // MARK: Navigation calls

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        guard !request.operation.isPresentation, needsBlocking else { return .proceed }
        return GuardVerdict(.ignore(flag: GuardFlagName(raisedFlag), reason: "isNeedNavigationBarActionBlocking"))
    }

    private var raisedFlag: String {
        if isTransitionControllerProcessing { return "isTransitionControllerProcessing" }
        if isBarPopProcessing { return "isBarPopProcessing" }
        return "isBarPushProcessing"
    }

    public mutating func popGestureShouldBegin(in world: World) -> GuardAnswer {
        GuardAnswer(false, effects: [.log("gestureRecognizerShouldBegin → NO (HUNavigationController disables the swipe)")])
    }

    // MARK: UINavigationBarDelegate

    public mutating func navigationBarShouldPush(_ item: ControllerID, in world: World) -> GuardAnswer {
        if isBarPopProcessing || isBarPushProcessing {
            return GuardAnswer(false, effects: [.log("shouldPushItem → NO: a bar animation is processing")])
        }
        isBarPushProcessing = true
        return GuardAnswer(true, effects: block(world))
    }

    public mutating func navigationBarDidPush(_ item: ControllerID, in world: World) -> [GuardEffect] {
        isBarPushProcessing = false
        return restore(world)
    }

    public mutating func navigationBarShouldPop(_ item: ControllerID, fromBackButton: Bool, in world: World)
        -> GuardAnswer
    {
        if isBarPopProcessing || isBarPushProcessing {
            return GuardAnswer(false, effects: [.log("shouldPopItem → NO: a bar animation is processing")])
        }
        isBarPopProcessing = true
        var effects: [GuardEffect] = []
        let disabled = isInteractionDisabled(world)
        effects += block(world)
        // The back button pops no controller by itself here, and this class's
        // own pop would refuse now that a flag is set: call super's.
        if !isTransitionControllerProcessing && !disabled {
            effects.append(.log("shouldPopItem: [super popViewControllerAnimated:YES]"))
            effects.append(.perform(.superCall(.pop), route: .uikit))
        }
        return GuardAnswer(true, effects: effects)
    }

    public mutating func navigationBarDidPop(_ item: ControllerID, in world: World) -> [GuardEffect] {
        isBarPopProcessing = false
        return restore(world)
    }

    // MARK: UINavigationControllerDelegate

    public mutating func navigationControllerWillShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        isTransitionControllerProcessing = true
        return [.makeExclusiveTouch(subviewsOf: controller)] + block(world)
    }

    public mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        isTransitionControllerProcessing = false
        return restore(world)
    }

    // MARK: Blocking and restoring

    /// blockAllInteraction: once, begin ignoring events and schedule a
    /// restore attempt 2 s later.
    private mutating func block(_ world: World) -> [GuardEffect] {
        guard !isInteractionDisabled(world) else { return [] }
        isBlockedInteraction = true
        blockingStartedAt = world.now
        return [
            .cancelTimer(tag: Self.restoreTag),
            .beginIgnoringInteractionEvents,
            .schedule(tag: Self.restoreTag, after: Self.restoreDelay, watchdog: true),
            .schedule(tag: Self.checkTag, after: Self.checkInterval, watchdog: true),
        ]
    }

    /// restoreAllInteraction: succeeds only when no processing flag is set;
    /// otherwise tries again in 2 s.
    private mutating func restore(_ world: World) -> [GuardEffect] {
        var effects: [GuardEffect] = [.cancelTimer(tag: Self.restoreTag)]
        let disabled = isInteractionDisabled(world)
        if !needsBlocking && disabled {
            isBlockedInteraction = false
            effects.append(.endIgnoringInteractionEvents)
            if let start = blockingStartedAt {
                effects.append(.log("restore succeeded: interface was blocked for \(TimeFormat.duration(world.now - start))"))
            }
            blockingStartedAt = nil
            effects.append(.cancelTimer(tag: Self.checkTag))
        } else if disabled {
            effects.append(.log("restore failed: \(raisedFlag) = YES; next attempt in 2 s"))
            effects.append(.schedule(tag: Self.restoreTag, after: Self.restoreDelay, watchdog: true))
        }
        return effects
    }

    public mutating func timerFired(_ tag: String, in world: World) -> [GuardEffect] {
        switch tag {
        case Self.restoreTag:
            return restore(world)
        case Self.checkTag:
            guard isBlockedInteraction, let start = blockingStartedAt else { return [] }
            if world.now - start > Self.lockReportAfter {
                // The seed reports once and invalidates its timer.
                blockingStartedAt = nil
                let top = world.topViewController.map { world.controller($0).title } ?? "?"
                return [
                    .log(
                        "ERROR INTERFACE LOCK !!! controller \(top) block interaction; vars: isBarPopProcessing \(isBarPopProcessing ? 1 : 0), isBarPushProcessing \(isBarPushProcessing ? 1 : 0), isTransitionControllerProcessing \(isTransitionControllerProcessing ? 1 : 0), isBlockedInteraction \(isBlockedInteraction ? 1 : 0)"
                    )
                ]
            }
            return [.schedule(tag: Self.checkTag, after: Self.checkInterval, watchdog: true)]
        default:
            return []
        }
    }

    public mutating func deactivate(in world: World) -> [GuardEffect] {
        var effects: [GuardEffect] = [.cancelTimer(tag: Self.restoreTag), .cancelTimer(tag: Self.checkTag)]
        if isBlockedInteraction && world.ignoreCount > 0 { effects.append(.endIgnoringInteractionEvents) }
        self = BlockAllGuard()
        return effects
    }
}

extension BlockAllGuard {
    public func digest(into digest: inout StateDigest) {
        digest.add(isBarPushProcessing)
        digest.add(isBarPopProcessing)
        digest.add(isTransitionControllerProcessing)
        digest.add(isBlockedInteraction)
        digest.addTime(blockingStartedAt)
    }
}
