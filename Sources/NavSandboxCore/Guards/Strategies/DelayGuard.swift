/// `delay`: the first workaround seed 003 criticises — wrap every navigation a
/// tap triggers in `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)`.
/// Nothing else: two delayed calls still overlap when their taps were close.
public struct DelayGuard: GuardStrategy {
    public static let id = "delay"
    public static let summary = "every navigation a tap triggers runs 300 ms later (asyncAfter: the first workaround of \(StrategySource.skipControl))"
    public static let delay = 300

    public init() {}

    public func flags(in world: World) -> [Flag] {
        let pending = world.scheduler.events.compactMap { event -> String? in
            if case .delayedNavigation(let request) = event.kind {
                return "\(request.summary) in \(TimeFormat.duration(event.fireAt - world.now))"
            }
            return nil
        }
        return [
            Flag(
                "asyncAfter", .list(pending), owner: .strategy(Self.id),
                note: "navigations waiting on DispatchQueue.main.asyncAfter")
        ]
    }

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        // Only app code wrapped by hand is delayed: the back button and the
        // swipe are UIKit's own calls.
        guard request.origin == .tap else { return .proceed }
        return GuardVerdict(
            .delay(milliseconds: Self.delay, reason: "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)"))
    }
}

extension DelayGuard {
    public func digest(into digest: inout StateDigest) {
        // No state of its own.
    }
}
