/// `window-lock`: seed 003's UISkipControl. One transition per window across
/// push, pop, popTo, popToRoot, present and dismiss: lock, log WILL, perform;
/// unlock on didShow (navigation) or the completion (presentation), log DID,
/// run the next queued call. A locked window queues calls that allow it and
/// fails the rest. Faithful to the original, a queued call runs without
/// taking the lock again, and a transition that never completes — a cancelled
/// swipe, a presentation UIKit refused — keeps the window locked for good.
public struct WindowLockGuard: GuardStrategy {
    public static let id = "window-lock"
    public static let summary = "one transition per window, WILL/QUEUED/FAILED/DID, a queue for must-complete calls (\(StrategySource.skipControl))"

    var current: NavigationRequest?
    var skipAnimationQueue: [NavigationRequest] = []

    public init() {}

    public var queue: [NavigationRequest] { skipAnimationQueue }

    public func holdsLock(in world: World) -> Bool { world.windowIsAnimated }

    public func flags(in world: World) -> [Flag] {
        [
            Flag(
                "skipping", .text(current?.summary ?? ""), owner: .strategy(Self.id),
                note: "the transition that holds the window"),
            Flag(
                "skipAnimationQueue", .list(skipAnimationQueue.map(\.summary)), owner: .strategy(Self.id),
                note: "calls waiting for the window (allowQueued)"),
        ]
    }

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        // UISkipControl wraps the six calls above, not setViewControllers.
        if case .setViewControllers = request.operation { return .proceed }
        if case .present(_, let presenter) = request.operation {
            let inWindow = world.controller(presenter).view.map { world.isInWindow($0) } ?? false
            if !inWindow {
                return GuardVerdict(
                    .fail(flag: "windowForViewController", reason: "\(world.controller(presenter).title) is not in a window"))
            }
        }
        if !world.windowIsAnimated {
            current = request
            return GuardVerdict(.proceed, effects: [.setWindowLocked(true), .log("WILL — \(request.summary)")])
        }
        if request.allowsQueueing {
            skipAnimationQueue.append(request)
            return GuardVerdict(.queue(flag: "window.isAnimated", reason: "allowQueued: runs when the window is free"))
        }
        return GuardVerdict(.fail(flag: "window.isAnimated", reason: "another transition holds the window"))
    }

    public mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        // UINavigationControllerDidShowViewControllerNotification.
        guard world.windowIsAnimated || current != nil else { return [] }
        return complete(world)
    }

    public mutating func transitionDidEnd(_ ending: TransitionEnding, in world: World) -> [GuardEffect] {
        guard ending.isPresentation, world.windowIsAnimated || current != nil else { return [] }
        return complete(world)
    }

    /// The free-completion block: unlock, DID, then the queue's next call —
    /// which runs without re-locking, as in the original.
    private mutating func complete(_ world: World) -> [GuardEffect] {
        var effects: [GuardEffect] = [.setWindowLocked(false), .log("DID — \(current?.summary ?? "transition")")]
        current = nil
        if !skipAnimationQueue.isEmpty {
            let next = skipAnimationQueue.removeFirst()
            current = next
            effects.append(.log("performAnimationBlock: runs the queued \(next.summary) (the window is not locked for it)"))
            effects.append(.perform(next, route: .uikit))
        }
        return effects
    }

    public mutating func deactivate(in world: World) -> [GuardEffect] {
        self = WindowLockGuard()
        return [.setWindowLocked(false)]
    }
}

extension WindowLockGuard {
    public func digest(into digest: inout StateDigest) {
        if let current { digest.add(current) } else { digest.add(-1) }
        digest.add(skipAnimationQueue.count)
        for request in skipAnimationQueue { digest.add(request) }
    }
}
