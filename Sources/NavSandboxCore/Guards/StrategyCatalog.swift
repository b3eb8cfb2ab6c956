/// Every guard strategy, in the order the front end cycles through them.
/// Their ids are a contract: scripts and the command line name them.
public enum StrategyCatalog {
    public static let all: [any GuardStrategy.Type] = [
        NoGuard.self, DelayGuard.self, AppearFlagGuard.self, SwitchingFlagGuard.self,
        BlockAllGuard.self, WindowLockGuard.self, CoordinatedGuard.self,
    ]

    public static var ids: [String] { all.map { $0.id } }

    public static func make(_ id: String) -> (any GuardStrategy)? {
        all.first { $0.id == id }.map { $0.init() }
    }

    public static func summary(of id: String) -> String? {
        all.first { $0.id == id }?.summary
    }
}

extension NavigationRequest {
    /// A call a guard makes itself on `super` (seed 000's
    /// `[super popViewControllerAnimated:YES]`): an operation with no screen
    /// to name (pop, popToRoot).
    static func superCall(_ operation: NavigationOperation) -> NavigationRequest {
        NavigationRequest(
            id: 0, operation: operation, origin: .app, mustComplete: false, touch: nil,
            call: NavigationCall(operation.method, caller: .guardSuper))
    }
}
