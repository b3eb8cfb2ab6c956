/// The terminal as the app loop needs it. NavSandboxTerminal's `Terminal`
/// conforms (in the command target, the only place both modules meet), and
/// tests pass a scripted fake, so the loop runs without a terminal.
public protocol TerminalDevice: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// Puts the grid on screen; the adapter lets ncurses diff and refresh once.
    func draw(_ grid: CellGrid)
    /// The next event; nil blocks until one arrives, 0 polls.
    func readEvent(timeoutMilliseconds: Int?) -> TerminalEvent?
    /// Standard input is gone: stop instead of waiting for ever.
    var inputClosed: Bool { get }
}

/// Receives every frame drawn, e.g. the asciicast recorder for `--record`.
public protocol FrameRecorder: AnyObject {
    func record(_ grid: CellGrid) throws
    func resize(width: Int, height: Int) throws
}

/// Something that feeds inputs in virtual time while the user watches, e.g.
/// a scenario script played with `--script`.
public protocol LivePlayback: AnyObject {
    /// World inputs due at or before `time`, in order, removed from the
    /// playback. Called once per frame before time advances past them.
    func inputs(dueBy time: Int) -> [(at: Int, input: WorldInput)]
    /// The virtual time of the next input, nil when the playback is done.
    var nextInputTime: Int? { get }
    /// A few words for the header (`script 3/12`).
    var status: String { get }
}
