/// Why a swipe down on the presented screen began no interactive dismissal.
public enum DismissSwipeRefusal: Hashable, Sendable {
    case nothingPresented
    /// A present or dismiss is already running (animated, or dragged).
    case transitionRunning(ScreenRef)
    /// UIKit delivers no touch right now.
    case dropped(TouchDropReason)
    /// The finger hit-tests outside the presented screen: its pan never sees it.
    case missed(at: Point, landedOn: ViewRef?)
    /// The zoomed screen's interactiveDismissShouldBegin answered false.
    case zoomDismissRefused(ScreenRef)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .nothingPresented: "nothing-presented"
        case .transitionRunning: "transition-running"
        case .dropped(let reason): reason.name
        case .missed: "missed"
        case .zoomDismissRefused: "zoom-dismiss-refused"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .nothingPresented: "nothing is presented"
        case .transitionRunning(let screen): "\(screen.title) is already being presented or dismissed"
        case .dropped(let reason): reason.text
        case .zoomDismissRefused(let screen):
            "\(screen.title)'s zoom options answer interactiveDismissShouldBegin false: no interactive dismissal"
        case .missed(let point, let landed):
            "the finger at (\(point.x),\(point.y)) lands on \(landed?.name ?? "nothing"), not the presented screen"
        }
    }
}
