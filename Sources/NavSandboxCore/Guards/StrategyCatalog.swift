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
    /// A call a guard makes itself (seed 000's `[super popViewControllerAnimated:YES]`).
    static func guardCall(_ operation: NavigationOperation, summary: String) -> NavigationRequest {
        NavigationRequest(
            id: 0, operation: operation, animated: true, origin: .app, mustComplete: false, touch: nil,
            summary: summary)
    }
}
