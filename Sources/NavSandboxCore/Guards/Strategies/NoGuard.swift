/// `none`: stock UIKit under the active profile.
public struct NoGuard: GuardStrategy {
    public static let id = "none"
    public static let summary = "stock UIKit under the active profile: no guard at all"
    public init() {}
}

extension NoGuard {
    public func digest(into digest: inout StateDigest) {
        // No state of its own.
    }
}
