import NavSandboxCore

/// What plays beside the user, one at a time, each with its own state:
/// nothing (the sandbox is the user's), a script played live, or a lesson.
/// Render, input and update switch over this one value instead of testing a
/// script pane, its status, a lesson pane and its scroll in turn.
///
/// It is not a case of `FrontEndMode`: the help, the palette and the log
/// view open over a script or a lesson alike and close back to it, so the
/// two are separate axes (one enum would restate every overlay per guide).
public enum Guide: Hashable, Sendable {
    /// Free play: the user drives the world alone.
    case free
    /// `--script`, or a script opened from the palette.
    case script(ScriptGuide)
    /// `navsandbox learn`.
    case lesson(LessonGuide)
}

/// A script played live, as the playback last said it stands.
public struct ScriptGuide: Hashable, Sendable {
    /// The SCRIPT pane.
    public var pane: ScriptPane
    /// A few words for the header: `demo line 4/12`, `demo ✓ 3/3`.
    public var status: String?

    public init(pane: ScriptPane, status: String?) {
        self.pane = pane
        self.status = status
    }
}

/// A lesson, as its driver last said it stands, and how the learner has
/// scrolled its pane.
public struct LessonGuide: Hashable, Sendable {
    /// The LESSON pane.
    public var pane: LessonPane
    /// How many lines the LESSON pane is scrolled back from the newest
    /// (0: the newest show); a new line of the lesson brings it back to 0.
    public var scroll = 0

    public init(pane: LessonPane, scroll: Int = 0) {
        self.pane = pane
        self.scroll = scroll
    }
}

/// Each guide's state, read and written as the optional it was before there
/// was a guide: nil under another guide; setting one switches to it, and
/// setting nil leaves it for free play (and leaves another guide alone).
extension UIState {
    /// The SCRIPT pane, while a script plays.
    public var script: ScriptPane? {
        get { if case .script(let script) = guide { script.pane } else { nil } }
        set {
            switch (guide, newValue) {
            case (.script(var script), let pane?):
                script.pane = pane
                guide = .script(script)
            case (_, let pane?): guide = .script(ScriptGuide(pane: pane, status: nil))
            case (.script, nil): guide = .free
            case (_, nil): break
            }
        }
    }

    /// Shown in the header while a script plays.
    public var scriptStatus: String? {
        if case .script(let script) = guide { script.status } else { nil }
    }

    /// The LESSON pane, while `navsandbox learn` runs a lesson.
    public var lesson: LessonPane? {
        get { if case .lesson(let lesson) = guide { lesson.pane } else { nil } }
        set {
            switch (guide, newValue) {
            case (.lesson(var lesson), let pane?):
                lesson.pane = pane
                guide = .lesson(lesson)
            case (_, let pane?): guide = .lesson(LessonGuide(pane: pane))
            case (.lesson, nil): guide = .free
            case (_, nil): break
            }
        }
    }

    /// How far the LESSON pane is scrolled back (0 with no lesson).
    public var lessonScroll: Int {
        get { if case .lesson(let lesson) = guide { lesson.scroll } else { 0 } }
        set { if case .lesson(var lesson) = guide { lesson.scroll = newValue; guide = .lesson(lesson) } }
    }
}
