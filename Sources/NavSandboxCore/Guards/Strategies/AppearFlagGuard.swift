/// `appear-flag`: seed 003's second workaround. A push marks the pushed
/// controller `isAnimated`; a push or pop while the top controller is still
/// `isAnimated` is dropped; that controller's viewDidAppear clears the flag.
/// Present and dismiss are not covered — its documented flaw — nor is
/// setViewControllers.
public struct AppearFlagGuard: GuardStrategy {
    public static let id = "appear-flag"
    public static let summary = "a pushed controller is isAnimated until its viewDidAppear; push/pop meanwhile is dropped (the second workaround of \(StrategySource.skipControl))"

    /// Controllers whose `isAnimated` is YES.
    var animated: [ControllerID] = []

    public init() {}

    public func flags(in world: World) -> [Flag] {
        let top = world.topViewController
        return [
            Flag(
                "isAnimated", .bool(top.map { animated.contains($0) } ?? false), owner: .strategy(Self.id),
                note: "topViewController.isAnimated: set by push, cleared in its viewDidAppear"),
            Flag(
                "isAnimated.set", .list(animated.map { world.controller($0).title }), owner: .strategy(Self.id),
                note: "every controller whose flag is still YES"),
        ]
    }

    public func holdsLock(in world: World) -> Bool {
        world.topViewController.map { animated.contains($0) } ?? false
    }

    public mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        switch request.operation {
        case .present, .dismiss, .setViewControllers:
            // The article's category swizzles push and pop only.
            return .proceed
        case .push, .pop, .popTo, .popToRoot:
            if let top = world.topViewController, animated.contains(top) {
                return GuardVerdict(
                    .ignore(
                        flag: "isAnimated",
                        reason: "\(world.controller(top).title).isAnimated = YES (its viewDidAppear has not run yet)"))
            }
            if case .push(let pushed) = request.operation, !animated.contains(pushed) {
                animated.append(pushed)
            }
            return .proceed
        }
    }

    public mutating func viewDidAppear(_ controller: ControllerID, in world: World) -> [GuardEffect] {
        guard let index = animated.firstIndex(of: controller) else { return [] }
        animated.remove(at: index)
        return [.log("viewDidAppear \(world.controller(controller).title): isAnimated = NO")]
    }
}

extension AppearFlagGuard {
    public func digest(into digest: inout StateDigest) {
        digest.add(animated.count)
        for id in animated { digest.add(id) }
    }
}
