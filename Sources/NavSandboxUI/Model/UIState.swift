import NavSandboxCore

/// Everything the front end knows that the world does not: where the
/// crosshair is, pause and speed, panes, history for rewind, highlights.
/// Rendering reads it; only `Update` changes it.
public struct UIState: Sendable {
    public var width: Int
    public var height: Int
    public var isPaused = false
    public var speed: Speed = .normal
    /// The sandbox, or the overlay or pending tap the keys go to (the help,
    /// the palette and the log view keep their state in it).
    public var mode: FrontEndMode = .sandbox
    /// The crosshair, in phone cells.
    public var cursor = Point(x: Phone.width / 2, y: Phone.height / 2)
    public var showsCursor = false
    /// How many of the newest log entries are scrolled past (0: newest on top).
    public var logScroll = 0
    /// `T`: the VIEW TREE pane in place of the log (nil: the log is shown).
    /// Not a mode or a guide: it stays open under the help or the palette,
    /// and over a script or a lesson, whose pane comes back when it closes.
    public var viewTree: ViewTreePane?
    /// Where `W` is in the last walk.
    public var walkStep: WalkPosition?
    /// Edits made by hand, newest last, each with the value it replaced.
    public var editUndo: [ViewEditUndo] = []
    /// The last wall-clock time the loop reported, in ms (monotonic, any origin).
    public var wallClock = 0
    /// Wall milliseconds not yet turned into virtual time at slow speeds.
    public var virtualCarry = 0
    public var flagWatch = FlagWatch()
    public var toast: Toast?
    public var history = SnapshotHistory()
    public var timeline = TimelineRecord()
    /// Inputs due later in virtual time: the second tap of `!`, a key tap
    /// waiting for the finger to lift.
    public var pendingInputs: [ScheduledInput] = []
    /// Each control's key, carried from frame to frame so a key stays on its
    /// control while the control is in the window (see `KeyMap`).
    public var keyHold: [ViewID: Character] = [:]
    /// The scene and keys of the last observed world, for the frame and
    /// the next key press.
    public var sceneCache = SceneCache()
    /// Virtual time the one finger that keys and clicks stand for lifts:
    /// a second press before then waits for it, rather than becoming a
    /// second finger.
    public var fingerLiftsAt = 0
    /// What `,` taps again.
    public var lastFingerTap: FingerTap?
    /// Every input the world got from the user, at its virtual time, in
    /// the current branch of history: what `F` saves as a script.
    public var sessionInputs: [TimedInput] = []
    /// Set once a session outgrows `AppTiming.sessionInputLimit` inputs (a
    /// key held down for minutes): recording stops, so memory stays flat,
    /// and `F` says why it cannot save.
    public var sessionOverflowed = false
    /// The configuration the session's world was launched with.
    public var launchConfiguration: Configuration?
    /// The mouse's own gesture: a button held down is not a mode the keys
    /// go to, and a key pressed meanwhile goes where `mode` says.
    public var drag: MouseDrag?
    /// Shown in the header while `--record` writes a cast.
    public var recordingPath: String?
    /// What plays beside the user: nothing, a script or a lesson (their
    /// panes, the script's header status, the lesson's scroll).
    public var guide: Guide = .free
    /// How many of the world's violations came before the last relaunch or
    /// strategy change (the world keeps them all, for scripts): STACK marks
    /// them as the earlier run's, not this one's.
    public var violationsBeforeRun = 0
    /// Scripts and apps the palette offers to open (found at launch).
    public var openables: [Openable] = []
    /// The log's total count when last looked at, to keep a scrolled log still.
    var lastLogTotal = 0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `Z`: the phone's size, auto by default.
    public var phoneZoom: PhoneZoom = .auto
    /// `K` or `--present`: presenter mode (see `ScreenLayout(presentingWidth:height:)`).
    public var isPresenting = false
    /// Presenter mode's keystroke overlay: each key and click for a second.
    public var keystrokes = KeystrokeOverlay()
    /// `~`: the speed slow motion came from, to go back to (nil: not in slow motion).
    public var speedBeforeSlowMotion: Speed?

    public var layout: ScreenLayout {
        ScreenLayout(width: width, height: height, zoom: phoneZoom, presenting: isPresenting)
    }
}

public enum InputPrefix: Hashable, Sendable {
    /// `!` was pressed: the next control is tapped twice.
    case doubleTap
    /// `&` was pressed: two controls are touched at once; `first` is the first
    /// finger's point once chosen.
    case twoFingers(first: Point?, firstLabel: String?)
}

/// A one-line message in the header: what a key did, or why it did nothing.
public struct Toast: Hashable, Sendable {
    public var text: String
    public var isWarning: Bool
    /// Wall-clock ms.
    public var expiresAt: Int

    public init(text: String, isWarning: Bool, expiresAt: Int) {
        self.text = text
        self.isWarning = isWarning
        self.expiresAt = expiresAt
    }
}

/// A mouse gesture in progress, in phone cells (may lie outside the phone).
public enum MouseDrag: Hashable, Sendable {
    /// Pressed on the left edge (or, on iOS 26, anywhere on the content): a
    /// drag to the right becomes a swipe-back, a release without moving is a
    /// plain tap.
    case edgePending(start: Point)
    /// The interactive pop follows the pointer from where it started.
    case edgeSwipe(start: Point)
    /// Pressed on the card's grabber.
    case grabber(start: Point, current: Point)
}

/// A tap by the front end's one finger (a key, a click, the crosshair):
/// where it landed and what the user aimed at.
public struct FingerTap: Hashable, Sendable {
    public var point: Point
    public var label: String

    public init(point: Point, label: String) {
        self.point = point
        self.label = label
    }
}

/// An input the world gets later, at virtual time `at`.
public struct ScheduledInput: Hashable, Sendable {
    public var at: Int
    public var input: UserInput
}

/// The front end plus the world it drives: the whole state of the app.
public struct AppModel: Sendable {
    public var world: World
    public var ui: UIState

    /// A fresh world from `configuration`, observed once so flags, timeline
    /// and history start from it.
    public init(configuration: Configuration, width: Int, height: Int, wallClock: Int = 0) {
        var configuration = configuration
        if configuration.logLimit == nil { configuration.logLimit = AppTiming.logLimit }
        world = World(configuration: configuration)
        ui = UIState(width: width, height: height)
        ui.wallClock = wallClock
        ui.launchConfiguration = world.configuration
        Update.observe(&self)
    }

    public init(world: World, ui: UIState) {
        self.world = world
        self.ui = ui
        if self.ui.launchConfiguration == nil { self.ui.launchConfiguration = world.configuration }
        Update.observe(&self)
    }
}

/// One hand edit and the value it replaced: what `U` puts back.
public struct ViewEditUndo: Hashable, Sendable {
    public var view: ViewID
    public var previous: ViewEdit
}

/// The properties the view tree's keys change.
public enum ViewEditKey: Hashable, Sendable {
    case hidden, alpha, interaction, exclusiveTouch, multipleTouch

    /// The edit this key makes on a view as it is now: flags flip; alpha
    /// cycles 1 → 0.5 → 0.005 (below hitTest's 0.01) → 1.
    public func edit(of view: View) -> ViewEdit {
        switch self {
        case .hidden: .isHidden(!view.isHidden)
        case .alpha: .alpha(view.alpha >= 0.75 ? 0.5 : view.alpha >= 0.25 ? 0.005 : 1)
        case .interaction: .isUserInteractionEnabled(!view.isUserInteractionEnabled)
        case .exclusiveTouch: .isExclusiveTouch(!view.isExclusiveTouch)
        case .multipleTouch: .isMultipleTouchEnabled(!view.isMultipleTouchEnabled)
        }
    }
}
