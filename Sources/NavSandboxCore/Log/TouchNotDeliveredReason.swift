/// Why hitTest found a view but the touch reaches no control.
public enum TouchNotDeliveredReason: Hashable, Sendable {
    /// No view took the point, because UIKit took `view` out of the walk
    /// (`why`: a running transition's views).
    case viewSkipped(ViewRef, why: TransitionInteractionBlock)
    /// The walk went around `view`, which UIKit took out, and ended on a
    /// container that does nothing with the touch.
    case walkEndedAroundSkippedView(ViewRef, why: TransitionInteractionBlock)
    /// An exclusive-touch view is tracking another touch.
    case exclusiveTouchTracking(ViewRef, touch: TouchID)
    /// The hit view is exclusive-touch and another touch is down elsewhere.
    case exclusiveTouchWhileOtherDown(ViewRef, other: TouchID, trackedBy: ViewRef)
    /// isMultipleTouchEnabled = NO and the view already has a touch.
    case multipleTouchDisabled(ViewRef)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .viewSkipped: "view-skipped"
        case .walkEndedAroundSkippedView: "walk-ended-around-skipped-view"
        case .exclusiveTouchTracking: "exclusive-touch-tracking"
        case .exclusiveTouchWhileOtherDown: "exclusive-touch-while-other-down"
        case .multipleTouchDisabled: "multiple-touch-disabled"
        }
    }

    /// The log's wording.
    public var text: String { ("\(self)" as LogText).string }
}

extension LogText.StringInterpolation {
    /// The reason's wording, written into its line without a String of its own.
    public mutating func appendInterpolation(_ reason: TouchNotDeliveredReason) {
        let line: LogText =
            switch reason {
            case .viewSkipped(let view, let why): "\(name: view) was skipped: \(why)"
            case .walkEndedAroundSkippedView(let view, let why): "\(name: view) skipped: \(why)"
            case .exclusiveTouchTracking(let view, let touch): "exclusiveTouch \(name: view) is tracking touch \(touch)"
            case .exclusiveTouchWhileOtherDown(let view, let other, let trackedBy):
                "\(name: view) is exclusive-touch and touch \(other) is tracked by \(name: trackedBy)"
            case .multipleTouchDisabled(let view): "\(name: view) takes only the first touch"
            }
        appendInterpolation(line)
    }
}
