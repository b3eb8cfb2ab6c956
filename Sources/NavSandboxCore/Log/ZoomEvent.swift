/// What a zoom transition did (iOS 18+: `transition: zoom` on a push or a
/// present). One case of `WorldEvent` (`.zoom`).
public enum ZoomEvent: Hashable, Sendable {
    /// The screen's preferredTransition is a zoom from `source`.
    case prepared(screen: ScreenRef, source: String?)
    /// Before iOS 18 there is no zoom: the screen comes in the default way.
    case unavailable(screen: ScreenRef)
    /// A downward drag began the zoomed screen's interactive dismissal.
    case dismissalBegan(screen: ScreenRef)

    var rule: RuleID? {
        switch self {
        case .prepared, .unavailable: .zoomTransition
        case .dismissalBegan: .zoomInteractiveDismissal
        }
    }

    var text: LogText {
        switch self {
        case .prepared(let screen, let source):
            "\(screen.title).preferredTransition = .zoom from \(source.map { "\"\($0)\"" } ?? "no source view")"
        case .unavailable(let screen):
            "\(screen.title) asks for a zoom transition, which needs iOS 18: it comes in the default way"
        case .dismissalBegan(let screen): "a downward drag begins \(screen.title)'s zoom dismissal: it follows the finger"
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .prepared(let screen, let source):
            return r("zoom-prepared", ("screen", screen.title), ("source", source ?? "none"), ("rule", rule?.rawValue))
        case .unavailable(let screen): return r("zoom-unavailable", ("screen", screen.title), ("rule", rule?.rawValue))
        case .dismissalBegan(let screen): return r("zoom-dismissal-began", ("screen", screen.title), ("rule", rule?.rawValue))
        }
    }

    static let examples: [(ZoomEvent, String)] = {
        let screen = ScreenRef(id: ControllerID(0), className: "", title: "")
        return [
            (.prepared(screen: screen, source: nil), "a screen's preferredTransition became a zoom (iOS 18+)"),
            (.unavailable(screen: screen), "a zoom asked for before iOS 18: the default transition instead"),
            (.dismissalBegan(screen: screen), "a downward drag began a zoomed screen's interactive dismissal"),
        ]
    }()
}
