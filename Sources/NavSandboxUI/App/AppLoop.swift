import NavSandboxCore

/// The interactive session's loop: wait for input or the next frame, hand
/// what arrived to the `LiveSession`, draw. The loop holds the terminal,
/// the recorder and nothing else; everything between reading and drawing is
/// the session's one call, tested without a terminal. The wall clock is
/// injected (`clock`), so tests can drive time by hand.
public final class AppLoop {
    /// The state of the app, as the session keeps it.
    public var model: AppModel { session.model }
    private let session: LiveSession
    private let terminal: TerminalDevice
    private let theme: Theme
    private let recorder: FrameRecorder?
    private var lastGrid: CellGrid?
    /// Set when the recorder failed: the session goes on, unrecorded.
    public private(set) var recordingError: Error?
    /// The session was ended by Ctrl-C rather than `q`: the shell is told
    /// so (status 130), as for any program interrupted from the keyboard.
    public private(set) var interrupted = false
    /// Frames actually handed to the terminal (identical frames are skipped).
    public private(set) var framesDrawn = 0

    /// Events handled before a frame is drawn, so a burst of input (a paste,
    /// a key held down) is applied at once instead of one frame per key.
    static let maximumEventsPerFrame = 256

    /// Writes a screenshot and says where (or what went wrong): the I/O is
    /// the caller's, like the clock's.
    public typealias ScreenshotWriter = (CellGrid, World) -> Result<String, ScreenshotFailure>

    public struct ScreenshotFailure: Error, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// Writes a saved session (`F`) and says where: the I/O is the caller's.
    public typealias SessionWriter = (SavedSession) -> Result<String, ScreenshotFailure>
    /// Loads a script or an app the palette opens: the I/O is the caller's.
    public typealias Opener = (Openable) -> Result<OpenedSession, ScreenshotFailure>
    /// Loads a guard file the palette opens, with the watch that reloads it
    /// on a save: the I/O is the caller's.
    public typealias GuardLoader = (String) -> Result<(definition: GuardDefinition, watch: GuardWatch), ScreenshotFailure>

    /// The session's parts are `LiveSession`'s (see there); the terminal,
    /// theme and recorder are the loop's.
    public init(
        model: AppModel, terminal: TerminalDevice, theme: Theme, clock: @escaping () -> Int,
        recorder: FrameRecorder? = nil, playback: LivePlayback? = nil, screenshotWriter: ScreenshotWriter? = nil,
        sessionWriter: SessionWriter? = nil, opener: Opener? = nil, lesson: LessonDriver? = nil,
        findOpenables: (() -> [Openable])? = nil, guardWatches: [GuardWatch] = [], loadGuard: GuardLoader? = nil
    ) {
        session = LiveSession(
            model: model, clock: clock, playback: playback, screenshotWriter: screenshotWriter,
            sessionWriter: sessionWriter, opener: opener, lesson: lesson, findOpenables: findOpenables,
            guardWatches: guardWatches, loadGuard: loadGuard,
            screenshotTheme: Theme(usesColor: true, unicode: true, appearance: theme.appearance))
        self.terminal = terminal
        self.theme = theme
        self.recorder = recorder
    }

    /// Runs until the user quits, input closes or output fails.
    public func run() {
        start()
        while step() {}
    }

    /// The first frame: the terminal's size, one draw.
    public func start() {
        let size = terminal.size
        session.start(width: size.width, height: size.height)
        drawFrame()
    }

    /// One turn of the loop: wait, hand what arrived to the session, draw.
    /// Returns false when the session is over.
    @discardableResult
    public func step() -> Bool {
        // A frame nobody can see is not worth waiting for input for.
        if terminal.outputFailed { return false }
        let timeout = session.wakeTimeout()
        let first = terminal.readEvent(timeoutMilliseconds: timeout)
        if first == nil && timeout == nil && terminal.inputClosed { return false }
        var events = first.map { [$0] } ?? []
        while !events.isEmpty, events.count < Self.maximumEventsPerFrame,
            let next = terminal.readEvent(timeoutMilliseconds: 0)
        {
            events.append(next)
        }
        if case .quit(let interrupted) = session.turn(events) {
            self.interrupted = interrupted
            return false
        }
        drawFrame()
        // A full burst may have left more behind: read on even if input closed.
        return (!terminal.inputClosed || events.count == Self.maximumEventsPerFrame) && !terminal.outputFailed
    }

    private func drawFrame() {
        let grid = Screen.render(model, theme: theme)
        guard grid != lastGrid else { return }
        if let recorder, recordingError == nil {
            do {
                if lastGrid == nil || lastGrid?.width != grid.width || lastGrid?.height != grid.height {
                    if lastGrid != nil { try recorder.resize(width: grid.width, height: grid.height) }
                }
                try recorder.record(grid)
            } catch {
                recordingError = error
                session.recordingStopped(reason: "\(error)")
            }
        }
        terminal.draw(grid)
        lastGrid = grid
        framesDrawn += 1
    }
}
