/// The values a field of an event can take when they form a closed set, so
/// that `expect event … rule = hit-tset-order` is a parse error with a
/// suggestion rather than a check that silently never matches. Fields whose
/// values are open (a screen's title, a label, a guard's own reason) have no
/// domain. `EventFieldDomainTests` holds every catalogued event's values to
/// these sets.
public enum EventFieldDomain {
    static let yesNo = ["yes", "no"]

    /// The closed set of values of `field` on events of kind `kind`, or nil
    /// when any text may appear there.
    public static func values(of field: String, kind: String) -> [String]? {
        switch (kind, field) {
        case (_, "rule"): RuleID.allCases.map(\.rawValue)
        case ("violation", "id"): ViolationID.allCases.map(\.rawValue)
        case (_, "kind") where kind.hasPrefix("transition-"): TransitionKind.allCases.map(\.rawValue)
        case ("guard-refused", "verb"): GuardVerb.allCases.map(\.rawValue)
        case ("gesture-should-begin", "recognizer"): PopGestureRecognizer.allCases.map(\.rawValue)
        case (_, "allowed"), (_, "animated"), (_, "begin"), (_, "deprecated"), (_, "finish"),
             (_, "from-back-button"), (_, "from-edge"), (_, "problem"):
            yesNo
        default: nil
        }
    }
}
