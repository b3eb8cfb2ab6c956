import NavSandboxCore

/// The script text of a `UserInput`: what explore's counterexamples and
/// reports write.
public enum InputSyntax {
    /// How a target is written: `"Label"`, `back`, `x,y`.
    public static func text(of target: TapTarget) -> String {
        switch target {
        case .label(let label): ScriptSyntax.quoted(label)
        case .back: "back"
        case .point(let point): "\(point.x),\(point.y)"
        }
    }

    /// `on`, `off` or `auto`.
    static func text(ofToggle value: Bool?) -> String {
        value.map { $0 ? "on" : "off" } ?? "auto"
    }
}

extension UserInput {
    /// The input as a script writes it after `at <time>` (`tap "Reply"`,
    /// `swipe-back cancel at 10%`); defaults (a 100 ms gap, a release at
    /// 80 % or 30 %, the left edge) are left out.
    public var scriptText: String {
        let target = InputSyntax.text(of:)
        switch self {
        case .tap(let t):
            return "tap \(target(t))"
        case .doubleTap(let t, let gap):
            return gap == UserInput.doubleTapGap
                ? "double-tap \(target(t))" : "double-tap \(target(t)) gap \(ScriptTime.format(milliseconds: gap))"
        case .twoFinger(let a, let b):
            return "two-finger \(target(a)) & \(target(b))"
        case .swipeBack(let finish, let releaseAt, let from):
            var text = "swipe-back \(finish ? "finish" : "cancel")"
            if let from { text += " from \(target(from))" }
            if releaseAt != UserInput.defaultRelease(finish: finish) { text += " at \(releaseAt)%" }
            return text
        case .dragCard(let drag):
            return "drag-card \(drag.rawValue)"
        case .relaunch:
            return "relaunch"
        case .setStrategy(let id):
            return "switch-strategy \(ScriptSyntax.name(id))"
        case .setProfile(let profile):
            return "switch-profile \(profile.rawValue)"
        case .setToggle(let id, let value):
            return "set \(id) \(InputSyntax.text(ofToggle: value))"
        case .editView(let id, let edit):
            return "edit view \(id.raw) \(edit.property) = \(edit.valueText)"
        case .edgeSwipeBegin(let t):
            return "swipe-begin \(target(t))"
        case .edgeSwipeMove(let progress):
            return "swipe-move \(progress)%"
        case .edgeSwipeEnd(let finish):
            return "swipe-end \(finish ? "finish" : "cancel")"
        case .setLoadCost(let screen, let milliseconds):
            return "load-cost \(ScriptSyntax.name(screen)) \(ScriptTime.format(milliseconds: milliseconds))"
        }
    }
}
