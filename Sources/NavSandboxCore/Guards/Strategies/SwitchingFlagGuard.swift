/// `switching-flag`: seed 001's subclass. Any animated push or pop sets
/// `isSwitching`; while switching an animated push is dropped and a pop or
/// popTo waits in a queue; didShow clears the flag and runs the next queued
/// pop. The pop gesture is off while a push runs. popToRoot,
/// setViewControllers and presentations are not overridden, so they pass
/// straight through.
public struct SwitchingFlagGuard: GuardStrategy {
    public static let id = "switching-flag"
    public static let summary = "isSwitching drops pushes and queues pops until didShow (\(StrategySource.pushPopTrap))"

    var isSwitching = false
    var popQueue: [NavigationRequest] = []
    var gestureEnabled = true

    public init() {}

    public var queue: [NavigationRequest] { popQueue }
    public var popGestureEnabled: Bool { gestureEnabled }

    public func flags(in world: World) -> [Flag] {
        [
            Flag("isSwitching", .bool(isSwitching), owner: .strategy(Self.id), note: "an animated push or pop is running"),
            Flag(
                "popVCAnimateQueue", .list(popQueue.map(\.summary)), owner: .strategy(Self.id),
                note: "pops waiting for didShow"),
        ]
    }

    public func holdsLock(in world: World) -> Bool { isSwitching }

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        guard request.animated else { return .proceed }
        switch request.operation {
        case .push:
            if isSwitching {
                return GuardVerdict(.ignore(flag: "isSwitching", reason: "an animated transition is running"))
            }
            isSwitching = true
            gestureEnabled = false
            return .proceed
        case .pop, .popTo:
            if isSwitching {
                popQueue.append(request)
                return GuardVerdict(.queue(flag: "isSwitching", reason: "popVCAnimateQueue holds it until didShow"))
            }
            isSwitching = true
            return .proceed
        case .popToRoot, .present, .dismiss, .setViewControllers:
            // The subclass overrides push and pop only.
            return .proceed
        }
    }

    public mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    {
        isSwitching = false
        gestureEnabled = true
        guard !popQueue.isEmpty else { return [.log("didShow: isSwitching = NO")] }
        let next = popQueue.removeFirst()
        return [.log("didShow: isSwitching = NO, runs the queued \(next.summary)"), .perform(next, route: .guardInForce)]
    }
}

extension SwitchingFlagGuard {
    public func digest(into digest: inout StateDigest) {
        digest.add(isSwitching)
        digest.add(gestureEnabled)
        digest.add(popQueue.count)
        for request in popQueue { digest.add(request) }
    }
}
