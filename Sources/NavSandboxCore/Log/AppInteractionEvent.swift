/// What an app-driven interactive transition did (`interactive: true` on a
/// push, pop or setStack, moved by `interaction-update`, `-finish`,
/// `-cancel`). One case of `WorldEvent` (`.appInteraction`).
public enum AppInteractionEvent: Hashable, Sendable {
    /// The navigation delegate's interaction controller took the transition.
    case began(kind: TransitionKind, screen: ScreenRef)
    /// `update(_:)`: the transition stands at `percent`.
    case updated(percent: Int)
    /// `finish()` or `cancel()`: the rest animates from `progress`.
    case released(progress: Int, finish: Bool)
    /// The cancelled push or setViewControllers is over: `stack` is what
    /// the navigation controller holds now, `restored` whether that is what
    /// it held before.
    case cancelled(kind: TransitionKind, screen: ScreenRef, stack: [ScreenRef], restored: Bool)
    /// A step with no app-driven transition tracking: nothing to drive.
    case nothingToDrive(step: String)

    var rule: RuleID? {
        switch self {
        case .began, .updated, .released: .appDrivenInteractiveTransition
        case .cancelled(_, _, _, let restored): restored ? .cancelledPushLifecycle : .cancelledInteractiveSetStackKeepsBoth
        case .nothingToDrive: nil
        }
    }

    var isSystemNote: Bool {
        if case .nothingToDrive = self { return true }
        return false
    }

    var text: LogText {
        switch self {
        case .began(let kind, let screen):
            "the app's interaction controller drives the \(kind.rawValue) to \(screen.title) (UIPercentDrivenInteractiveTransition)"
        case .updated(let percent): "interaction update(\(percent) %)"
        case .released(let progress, let finish): "interaction \(finish ? "finish" : "cancel")() at \(progress) %: the rest animates"
        case .cancelled(let kind, let screen, let stack, let restored):
            restored
                ? "the cancelled \(kind.rawValue) leaves \(screen.title) on top; the stack is as it was: \(stack.map(\.title).joined(separator: " > "))"
                : "the cancelled setViewControllers leaves \(screen.title) on screen, but the stack keeps the old screens and the new top: \(stack.map(\.title).joined(separator: " > "))"
        case .nothingToDrive(let step): "\(step): no interactive transition the app drives is running"
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .began(let kind, let screen):
            return r("interaction-began", ("kind", kind.rawValue), ("screen", screen.title), ("rule", rule?.rawValue))
        case .updated(let percent): return r("interaction-updated", ("percent", String(percent)))
        case .released(let progress, let finish):
            return r("interaction-released", ("progress", String(progress)), ("finish", finish ? "yes" : "no"))
        case .cancelled(let kind, let screen, let stack, let restored):
            return r(
                "interaction-cancelled", ("kind", kind.rawValue), ("screen", screen.title),
                ("stack", stack.map(\.title).joined(separator: " > ")), ("restored", restored ? "yes" : "no"),
                ("rule", rule?.rawValue))
        case .nothingToDrive(let step): return r("interaction-nothing-to-drive", ("step", step))
        }
    }

    static let examples: [(AppInteractionEvent, String)] = {
        let screen = ScreenRef(id: ControllerID(0), className: "", title: "")
        return [
            (.began(kind: .push, screen: screen), "an app-driven interactive transition began"),
            (.updated(percent: 0), "the app's interaction controller moved the transition"),
            (.released(progress: 0, finish: true), "the app finished or cancelled its interactive transition"),
            (.cancelled(kind: .push, screen: screen, stack: [], restored: true), "a cancelled app-driven push or setViewControllers ended"),
            (.nothingToDrive(step: ""), "an interaction step with nothing to drive"),
        ]
    }()
}
