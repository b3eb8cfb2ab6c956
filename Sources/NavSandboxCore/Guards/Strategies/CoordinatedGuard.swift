/// `coordinated`: our answer, assembled from the seeds' flaws and the fixes
/// proposed in their comments.
/// - One lock per window, released by the transition's completion for every
///   ending, a cancelled swipe included (the transition-coordinator fix
///   suggested under seed 000), so nothing can strand it.
/// - Identity dedupe: a push for the model item already on top or already
///   pending is dropped (the isEqual suggestion under seed 000); so is a push
///   of an instance already in the stack.
/// - During a transition, taps that would navigate are dropped; must-complete
///   navigations queue and run in order.
/// - Exclusive touch everywhere and pass-through on the card's container;
///   never beginIgnoringInteractionEvents (deprecated since iOS 13).
public struct CoordinatedGuard: GuardStrategy {
    public static let id = "coordinated"
    public static let summary = "one window lock released on every ending, identity dedupe, queued must-completes, exclusive touch, pass-through"

    /// The navigation holding the lock.
    var inFlight: NavigationRequest?
    var pending: [NavigationRequest] = []

    public init() {}

    public var queue: [NavigationRequest] { pending }
    public var wantsExclusiveTouch: Bool { true }
    public var wantsPassThrough: Bool { true }

    public func holdsLock(in world: World) -> Bool { isLocked(world) }

    /// Held while our navigation's transition runs. A call that started no
    /// transition at all (UIKit had nothing to do) does not keep it.
    func isLocked(_ world: World) -> Bool {
        guard inFlight != nil else { return false }
        if world.navigation.transition != nil { return true }
        if let presentation = world.presentation, presentation.phase != .shown { return true }
        return false
    }

    public func flags(in world: World) -> [Flag] {
        [
            Flag(
                "transitionLock", .text(isLocked(world) ? inFlight?.summary ?? "" : ""), owner: .strategy(Self.id),
                note: "released by the transition coordinator's completion, cancelled or not"),
            Flag(
                "mustCompleteQueue", .list(pending.map(\.summary)), owner: .strategy(Self.id),
                note: "must-complete navigations waiting for the lock"),
        ]
    }

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        if inFlight != nil && !isLocked(world) { inFlight = nil }
        if let refusal = refusal(of: request, in: world) {
            return GuardVerdict(refusal)
        }
        if isLocked(world) || world.navigation.transition != nil {
            if request.mustComplete {
                pending.append(request)
                return GuardVerdict(.queue(flag: "transitionLock", reason: "must-complete: runs after the running transition"))
            }
            return GuardVerdict(
                .ignore(flag: "transitionLock", reason: "\(inFlight?.summary ?? "a transition") is running"))
        }
        if case .setViewControllers(let list) = request.operation, list.last == world.navigation.stack.last {
            // The top stays: UIKit runs no transition, so no completion would
            // come to release a lock taken now.
            return GuardVerdict(.proceed, effects: [.log("WILL — \(request.summary) (the top stays: nothing to lock)")])
        }
        inFlight = request
        return GuardVerdict(.proceed, effects: [.setWindowLocked(true), .log("WILL — \(request.summary)")])
    }

    /// Calls that would fail or double up whatever the timing.
    private func refusal(of request: NavigationRequest, in world: World) -> GuardDecision? {
        let stack = world.navigation.stack
        switch request.operation {
        case .push(let pushed):
            if stack.contains(pushed) {
                return .ignore(flag: "identity", reason: "\(world.controller(pushed).title) is already in the stack (same instance)")
            }
            if let item = world.controller(pushed).modelItem {
                let top = stack.last.flatMap { world.controller($0).modelItem }
                let queued = ([inFlight].compactMap { $0 } + pending).compactMap { pendingRequest -> String? in
                    if case .push(let c) = pendingRequest.operation { return world.controller(c).modelItem }
                    return nil
                }
                if top == item || queued.contains(item) {
                    // A must-complete push of what is already coming is not lost.
                    return .satisfied(flag: "identity", reason: "\(item) is already on top or on its way (isEqual)")
                }
            }
        case .pop, .popToRoot:
            if stack.count < 2 { return .ignore(flag: "stack", reason: "nothing to pop") }
        case .popTo(let target):
            guard let index = stack.firstIndex(of: target), index < stack.count - 1 else {
                return .ignore(flag: "stack", reason: "\(world.controller(target).title) is not below the top")
            }
        case .present(_, let presenter):
            if world.presentation != nil {
                return .ignore(flag: "presentedViewController", reason: "a card is already presented")
            }
            if !world.canPresent(from: presenter) {
                return .ignore(flag: "window", reason: "\(world.controller(presenter).title) is not what the user sees")
            }
        case .setViewControllers(let list):
            // Under the same lock as a push or pop; an instance twice would throw.
            if Set(list).count != list.count {
                return .ignore(flag: "identity", reason: "the same instance is in the list twice")
            }
        case .dismiss:
            if world.presentation?.phase != .shown {
                return .ignore(flag: "presentedViewController", reason: "nothing is fully presented")
            }
        }
        return nil
    }

    public mutating func popGestureShouldBegin(in world: World) -> GuardAnswer {
        isLocked(world) ? GuardAnswer(false, effects: [.log("swipe refused: transitionLock is held")]) : .yes
    }

    public mutating func navigationBarShouldPop(_ item: ControllerID, fromBackButton: Bool, in world: World)
        -> GuardAnswer
    {
        guard fromBackButton, isLocked(world) || world.navigation.transition != nil else { return .yes }
        return GuardAnswer(false, effects: [.log("IGNORED back — transitionLock: a transition is running")])
    }

    public mutating func transitionDidEnd(_ ending: TransitionEnding, in world: World) -> [GuardEffect] {
        guard let current = inFlight else { return [] }
        inFlight = nil
        var effects: [GuardEffect] = [
            .setWindowLocked(false),
            .log("DID — \(current.summary)\(ending.cancelled ? " (cancelled: the completion still releases the lock)" : "")"),
        ]
        if !pending.isEmpty {
            let next = pending.removeFirst()
            effects.append(.perform(next, route: .guardInForce))
        }
        return effects
    }

    public mutating func deactivate(in world: World) -> [GuardEffect] {
        self = CoordinatedGuard()
        return [.setWindowLocked(false)]
    }
}

extension CoordinatedGuard {
    public func digest(into digest: inout StateDigest) {
        if let inFlight { digest.add(inFlight) } else { digest.add(-1) }
        digest.add(pending.count)
        for request in pending { digest.add(request) }
    }
}
