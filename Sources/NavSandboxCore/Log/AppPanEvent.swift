/// What an app's own pan recognizer (`pan:` on a view) did with a drag:
/// took it, lost it to a pop gesture, or sent its action. One case of
/// `WorldEvent` (`.appPan`), worded, recorded and sourced here.
public enum AppPanEvent: Hashable, Sendable {
    /// The app's pan on `view` recognized the drag; `rule` says why it, and
    /// not a pop gesture, got it.
    case recognized(TouchID, view: ViewRef, direction: PanDirection, rule: RuleID?)
    /// A pop gesture began on the drag: the app's pan on `view` gets nothing.
    case lostToPop(TouchID, view: ViewRef, recognizer: PopGestureRecognizer)
    /// The pan's target-action sent `selector` to the screen's controller
    /// (`target` nil when its screen does not implement it).
    case sentAction(view: ViewRef, selector: String, target: ScreenRef?)

    var rule: RuleID? {
        switch self {
        case .recognized(_, _, _, let rule): rule
        case .lostToPop: .contentPopTakesAppPan
        case .sentAction: nil
        }
    }

    var text: LogText {
        switch self {
        case .recognized(let id, let view, let direction, _):
            "the app's pan on \(name: view) (\(direction.rawValue)) recognizes drag \(id)"
        case .lostToPop(let id, let view, let recognizer):
            "\(recognizer.rawValue) took drag \(id): the app's pan on \(name: view) gets nothing"
        case .sentAction(let view, let selector, let target):
            if let target {
                "the pan on \(name: view) sends \(selector) to \(target.title)"
            } else {
                "the pan on \(name: view) sends \(selector), which its screen does not implement"
            }
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .recognized(let id, let view, let direction, let rule):
            return r(
                "app-pan-recognized", ("touch", String(id.raw)), ("view", view.name), ("direction", direction.rawValue),
                ("rule", rule?.rawValue))
        case .lostToPop(let id, let view, let recognizer):
            return r(
                "app-pan-lost", ("touch", String(id.raw)), ("view", view.name), ("recognizer", recognizer.word),
                ("rule", rule?.rawValue))
        case .sentAction(let view, let selector, let target):
            return r("app-pan-action", ("view", view.name), ("selector", selector), ("target", target?.title ?? "none"))
        }
    }

    /// One of each kind, for `WorldEvent.examples`.
    static let examples: [(AppPanEvent, String)] = {
        let view = ViewRef(id: ViewID(0), viewClass: .view, label: nil)
        return [
            (.recognized(TouchID(1), view: view, direction: .right, rule: nil), "an app's own pan recognized a drag"),
            (.lostToPop(TouchID(1), view: view, recognizer: .content), "a pop gesture took a drag from an app's own pan"),
            (.sentAction(view: view, selector: "", target: nil), "an app's own pan sent its action"),
        ]
    }()
}
