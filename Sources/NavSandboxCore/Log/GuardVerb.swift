/// How a guard strategy refused a navigation call.
public enum GuardVerb: String, Hashable, Sendable, CaseIterable {
    /// The call is dropped quietly (or was already happening).
    case ignored = "IGNORED"
    /// The call is refused as an error.
    case failed = "FAILED"
}
