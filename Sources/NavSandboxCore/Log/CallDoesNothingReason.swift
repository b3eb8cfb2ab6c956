/// Why a navigation call UIKit accepts changes nothing.
public enum CallDoesNothingReason: Hashable, Sendable {
    /// dismiss with nothing presented.
    case nothingPresented
    /// A pop with only the root on the stack (nil: an empty stack).
    case rootViewController(ScreenRef?)
    /// popTo a screen that is not below the top.
    case notBelowTop(ScreenRef)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .nothingPresented: "nothing-presented"
        case .rootViewController: "root-view-controller"
        case .notBelowTop: "not-below-top"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .nothingPresented: "nothing is presented"
        case .rootViewController(let screen): "\(screen?.title ?? "?") is the root view controller"
        case .notBelowTop(let screen): "\(screen.title) is not below the top"
        }
    }
}
