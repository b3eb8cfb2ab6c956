/// What shows right of the phone, below LOCKS, decided here once for the
/// render and for the keys, wheel and clicks that act on it: the view tree
/// while it is open (over a lesson or a script, which come back when it
/// closes), else the lesson, else LAST TAP and the log (with the script's
/// pane sharing the log's rows).
public enum SidePane: Hashable, Sendable {
    case viewTree(ViewTreePane)
    case lesson(LessonGuide)
    case lastTapAndLog(script: ScriptGuide?)
}

extension UIState {
    public var sidePane: SidePane {
        if let viewTree { return .viewTree(viewTree) }
        switch guide {
        case .lesson(let lesson): return .lesson(lesson)
        case .script(let script): return .lastTapAndLog(script: script)
        case .free: return .lastTapAndLog(script: nil)
        }
    }

    /// Whether the LESSON pane is what shows right of the phone.
    public var showsLesson: Bool {
        if case .lesson = sidePane { true } else { false }
    }
}
