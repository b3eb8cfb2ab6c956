import NavSandboxCore

/// The terminal as the app loop needs it. NavSandboxTerminal's `Terminal`
/// conforms (in the command target, the only place both modules meet), and
/// tests pass a scripted fake, so the loop runs without a terminal.
public protocol TerminalDevice: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// Puts the grid on screen; the adapter hands ncurses the changed cells
    /// and refreshes once.
    func draw(_ grid: CellGrid)
    /// The next event; nil blocks until one arrives, 0 polls.
    func readEvent(timeoutMilliseconds: Int?) -> TerminalEvent?
    /// Standard input is gone: stop instead of waiting for ever.
    var inputClosed: Bool { get }
    /// Writing to the terminal failed (it was closed, or standard output is
    /// not writable): stop, since nothing drawn can be seen.
    var outputFailed: Bool { get }
}

extension TerminalDevice {
    /// Devices that cannot fail to write (test fakes) need not say so.
    public var outputFailed: Bool { false }
}

/// Receives every frame drawn, e.g. the asciicast recorder for `--record`.
public protocol FrameRecorder: AnyObject {
    func record(_ grid: CellGrid) throws
    func resize(width: Int, height: Int) throws
}

/// A scenario played while the user watches (`--script`). The playback
/// knows the world the script produces at each of its moments (after every
/// line and every burst of events); the loop runs the live world up to each
/// moment's time and then adopts the scripted world. The world is
/// deterministic, so this is exactly the run `navsandbox run` would make, and
/// the user can pause, slow down and rewind it like any other session.
public protocol LivePlayback: AnyObject {
    /// The next scripted moment, or nil once the script is over (or stopped).
    var nextMoment: ScriptedMoment? { get }
    /// Marks the next moment as played.
    func consumeMoment()
    /// The user took over (tapped, rewound): the script stops for good.
    func stop(reason: String)
    /// A few words for the header: `script 4/12`, `script done ✓`.
    var status: String? { get }
    /// The SCRIPT pane's content.
    var pane: ScriptPane { get }
    /// Plays the script again from its first line, under another strategy
    /// or profile if given: returns the world it starts from, or nil with
    /// the reason it cannot.
    func restart(strategy: StrategyID?, profile: Profile?) -> Result<World, ScriptRestartFailure>
}

public struct ScriptRestartFailure: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

public struct ScriptedMoment: Sendable {
    public var time: Int
    public var world: World
    /// Said in the header when the moment is played (the line just run).
    public var note: String?
    public var isWarning: Bool

    public init(time: Int, world: World, note: String? = nil, isWarning: Bool = false) {
        self.time = time
        self.world = world
        self.note = note
        self.isWarning = isWarning
    }
}
