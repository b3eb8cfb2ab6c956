import NavSandboxCore

/// The interactive session: wait for input or the next frame, turn events
/// into intents, update, render, draw. The wall clock is read here and only
/// here, through the injected `clock`, so tests can drive time by hand.
public final class AppLoop {
    public private(set) var model: AppModel
    private let terminal: TerminalDevice
    private let clock: () -> Int
    private let theme: Theme
    private let recorder: FrameRecorder?
    private let playback: LivePlayback?
    private var lastGrid: CellGrid?
    /// Set when the recorder failed: the session goes on, unrecorded.
    public private(set) var recordingError: Error?
    /// Frames actually handed to the terminal (identical frames are skipped).
    public private(set) var framesDrawn = 0

    /// Events handled before a frame is drawn, so a burst of input (a paste,
    /// a key held down) is applied at once instead of one frame per key.
    static let maximumEventsPerFrame = 256

    public init(
        model: AppModel, terminal: TerminalDevice, theme: Theme, clock: @escaping () -> Int,
        recorder: FrameRecorder? = nil, playback: LivePlayback? = nil
    ) {
        self.model = model
        self.terminal = terminal
        self.clock = clock
        self.theme = theme
        self.recorder = recorder
        self.playback = playback
    }

    /// Runs until the user quits or input closes.
    public func run() {
        start()
        while step() {}
    }

    /// The first frame: the terminal's size, the current time, one draw.
    public func start() {
        let size = terminal.size
        _ = Update.apply([.resize(width: size.width, height: size.height), .tick(wallMilliseconds: clock())], to: &model)
        drawFrame()
    }

    /// One turn of the loop: wait, handle what arrived, draw. Returns false
    /// when the session is over.
    @discardableResult
    public func step() -> Bool {
        let timeout = WakePolicy.timeout(for: model, playback: playback)
        let first = terminal.readEvent(timeoutMilliseconds: timeout)
        if first == nil && timeout == nil && terminal.inputClosed { return false }
        advanceTime()
        var event = first
        var handled = 0
        while let current = event {
            if Update.apply(InputMap.intents(for: current, model: model), to: &model).contains(.quit) { return false }
            handled += 1
            guard handled < Self.maximumEventsPerFrame else { break }
            event = terminal.readEvent(timeoutMilliseconds: 0)
        }
        drawFrame()
        return !terminal.inputClosed || event != nil
    }

    /// Moves virtual time to the wall clock, feeding a playback's inputs at
    /// their exact virtual times on the way.
    private func advanceTime() {
        let wall = clock()
        guard let playback, !model.ui.isPaused else {
            _ = Update.apply(.tick(wallMilliseconds: wall), to: &model)
            return
        }
        // Tick up to each scripted input's moment, then deliver it.
        while let next = playback.nextInputTime {
            let wallAtInput = model.ui.wallClock + WakePolicy.wallMilliseconds(until: next, model)
            guard wallAtInput <= wall else { break }
            _ = Update.apply(.tick(wallMilliseconds: wallAtInput), to: &model)
            if model.world.now < next {
                // Rounding at slow speeds: step the last millisecond exactly.
                _ = Update.apply(.stepTo(next), to: &model)
            }
            for (_, input) in playback.inputs(dueBy: model.world.now) {
                _ = Update.apply(.world(input), to: &model)
            }
        }
        _ = Update.apply(.tick(wallMilliseconds: wall), to: &model)
        model.ui.scriptStatus = playback.status
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
                _ = Update.apply(.notice("recording stopped: \(error)", warning: true), to: &model)
            }
        }
        terminal.draw(grid)
        lastGrid = grid
        framesDrawn += 1
    }
}
