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
    /// The script playing, if any: the palette can open another.
    private var playback: LivePlayback?
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

    private let screenshotWriter: ScreenshotWriter?

    /// Writes a saved session (`F`) and says where: the I/O is the caller's.
    public typealias SessionWriter = (SavedSession) -> Result<String, ScreenshotFailure>
    private let sessionWriter: SessionWriter?

    /// Loads a script or an app the palette opens: the I/O is the caller's.
    public typealias Opener = (Openable) -> Result<OpenedSession, ScreenshotFailure>
    private let opener: Opener?
    /// The lesson being taught, if any (`navsandbox learn`).
    private let lesson: LessonDriver?
    /// Finds the scripts and apps the palette offers: called the first time
    /// the palette opens, not at launch (a folder can be large; startup is
    /// for the first frame).
    private var findOpenables: (() -> [Openable])?
    /// The `--guard` files, reloaded when they change on disk.
    private var guardWatches: [GuardWatch]
    /// Loads a guard file the palette opens, with the watch that reloads it
    /// on a save: the I/O is the caller's.
    public typealias GuardLoader = (String) -> Result<(definition: GuardDefinition, watch: GuardWatch), ScreenshotFailure>
    private let loadGuard: GuardLoader?

    public init(
        model: AppModel, terminal: TerminalDevice, theme: Theme, clock: @escaping () -> Int,
        recorder: FrameRecorder? = nil, playback: LivePlayback? = nil, screenshotWriter: ScreenshotWriter? = nil,
        sessionWriter: SessionWriter? = nil, opener: Opener? = nil, lesson: LessonDriver? = nil,
        findOpenables: (() -> [Openable])? = nil, guardWatches: [GuardWatch] = [], loadGuard: GuardLoader? = nil
    ) {
        self.findOpenables = findOpenables
        self.loadGuard = loadGuard
        self.guardWatches = guardWatches
        self.opener = opener
        self.lesson = lesson
        self.screenshotWriter = screenshotWriter
        self.sessionWriter = sessionWriter
        self.model = model
        self.terminal = terminal
        self.clock = clock
        self.theme = theme
        self.recorder = recorder
        self.playback = playback
    }

    /// What the loop does for an effect the update asked for, as intents:
    /// the I/O is the caller's (writers, the opener, the lesson), the state
    /// change is Update's.
    private func perform(_ effect: Effect) -> [Intent] {
        switch effect {
        case .quit: []
        case .screenshot: screenshot()
        case .saveSession: saveSession()
        case .open(let openable): open(openable)
        case .lesson(let move): teach(move)
        case .restartScript(let strategy, let profile): restartScript(strategy: strategy, profile: profile)
        }
    }

    private func screenshot() -> [Intent] {
        guard let screenshotWriter else { return [.notice("screenshots are not available here", warning: true)] }
        // What the user sees now, in full colour whatever the terminal.
        let grid = Screen.render(model, theme: .standard)
        switch screenshotWriter(grid, model.world) {
        case .success(let path): return [.notice("saved \(path)", warning: false)]
        case .failure(let failure): return [.notice(failure.message, warning: true)]
        }
    }

    private func saveSession() -> [Intent] {
        guard playback == nil else {
            let name = model.ui.script?.name ?? "the script"
            return [.notice("this session plays \(name): its script file is the record (F saves sessions you drive)", warning: true)]
        }
        guard !model.ui.sessionOverflowed else {
            return [
                .notice(
                    "this session passed \(AppTiming.sessionInputLimit) inputs and stopped recording: relaunch the sandbox to save one",
                    warning: true)
            ]
        }
        guard let sessionWriter, let launch = model.ui.launchConfiguration else {
            return [.notice("saving sessions is not available here", warning: true)]
        }
        let session = SavedSession(launch: launch, inputs: model.ui.sessionInputs, world: model.world)
        switch sessionWriter(session) {
        case .success(let path): return [.notice("saved \(path)", warning: false)]
        case .failure(let failure): return [.notice(failure.message, warning: true)]
        }
    }

    /// Runs until the user quits, input closes or output fails.
    public func run() {
        start()
        while step() {}
    }

    /// The first frame: the terminal's size, the current time, one draw.
    public func start() {
        let size = terminal.size
        // No tick: the first frame shows the world as it was made. Running
        // it on by the few milliseconds the terminal took to start would
        // observe it once more (scene, keys, flags) before anything is on
        // screen; the first step's tick catches up.
        _ = Update.apply(
            [.resize(width: size.width, height: size.height), .showScript(status: playback?.status, pane: playback?.pane)], to: &model)
        // The lesson resumes from the world as sized, then says where it is.
        if let lesson { _ = Update.apply([.adoptWorld(lesson.resume(from: model.world)), .showLesson(lesson.pane)], to: &model) }
        drawFrame()
    }

    /// The learner's move: the lesson answers, and its world is shown
    /// with the lesson's pane after it.
    private func teach(_ move: LessonMove) -> [Intent] {
        guard let lesson else { return [] }
        var intents: [Intent] = []
        switch move {
        case .choose(let index):
            lesson.choose(index)
        case .next:
            intents.append(.adoptWorld(lesson.resume(from: model.world)))
        case .help:
            if let world = lesson.help(from: model.world) { intents.append(.adoptWorld(world)) }
        case .nextLesson:
            guard let world = lesson.startNextLesson() else { return [.quit] }
            // The next lesson's world from its start, then run to its first prompt.
            _ = Update.apply(.startAfresh(world, newSession: true), to: &model)
            intents.append(.adoptWorld(lesson.resume(from: model.world)))
        }
        // Update holds the clock still while the learner reads or answers.
        return intents + [.showLesson(lesson.pane)]
    }

    /// A fresh start for the script: the front end keeps its settings
    /// (speed, pause, panes, zoom) and drops everything that belonged to
    /// the old run (history, timeline, pending taps, held keys, edits).
    private func restartScript(strategy: StrategyID?, profile: Profile?) -> [Intent] {
        guard let playback else {
            return [.notice("no script is loaded: start one with navsandbox --script FILE", warning: true)]
        }
        let restarted: Intent =
            switch playback.restart(strategy: strategy, profile: profile) {
            case .success(let world): .startAfresh(world, newSession: false)
            case .failure(let failure): .notice(failure.message, warning: true)
            }
        return [restarted, .showScript(status: playback.status, pane: playback.pane)]
    }

    /// The palette opened a script (it plays from its first line) or an app
    /// (the sandbox relaunches on it).
    private func open(_ openable: Openable) -> [Intent] {
        if openable.kind == .guard { return openGuard(openable) }
        guard let opener else { return [.notice("opening files is not available here", warning: true)] }
        switch opener(openable) {
        case .success(let opened):
            playback = opened.playback
            let what = openable.kind == .script ? "playing" : "app"
            return [
                .startAfresh(opened.world, newSession: true), .showScript(status: playback?.status, pane: playback?.pane),
                .notice("\(what) \(openable.name)", warning: false),
            ]
        case .failure(let failure):
            return [.notice(failure.message, warning: true)]
        }
    }

    /// The palette loaded a guard file: it joins the strategies and is
    /// selected, and is watched for a save from now on. One that does not
    /// load says why in the status line; the world is left as it was.
    private func openGuard(_ openable: Openable) -> [Intent] {
        guard let loadGuard else { return [.notice("loading guard files is not available here", warning: true)] }
        switch loadGuard(openable.path) {
        case .success(let loaded):
            guardWatches.removeAll { $0.name == loaded.definition.name }
            guardWatches.append(loaded.watch)
            return [.loadGuard(loaded.definition)]
        case .failure(let failure):
            return [.notice(failure.message, warning: true)]
        }
    }

    /// One turn of the loop: wait, handle what arrived, draw. Returns false
    /// when the session is over.
    @discardableResult
    public func step() -> Bool {
        // A frame nobody can see is not worth waiting for input for.
        if terminal.outputFailed { return false }
        var timeout = WakePolicy.timeout(for: model, playback: playback)
        if !guardWatches.isEmpty {
            let wall = clock()
            let look = guardWatches.map { $0.wait(at: wall) }.min() ?? GuardWatch.interval
            timeout = min(timeout ?? look, look)
        }
        let first = terminal.readEvent(timeoutMilliseconds: timeout)
        if first == nil && timeout == nil && terminal.inputClosed { return false }
        advanceTime()
        let branchesBefore = model.ui.history.branches
        var event = first
        var handled = 0
        while let current = event {
            let intents = InputMap.intents(for: current, model: model)
            if let playback, playback.nextMoment != nil, intents.contains(where: Self.takesOver) {
                playback.stop(reason: "you took over")
                _ = Update.apply(.notice("script stopped: you took over", warning: true), to: &model)
            }
            let effects = Update.apply(intents, to: &model)
            if effects.contains(.quit) {
                interrupted = current == .key(.controlC)
                return false
            }
            for effect in effects { _ = Update.apply(perform(effect), to: &model) }
            handled += 1
            guard handled < Self.maximumEventsPerFrame else { break }
            event = terminal.readEvent(timeoutMilliseconds: 0)
        }
        if let playback {
            // Rewinding pauses the script; changing the rewound world (a
            // resume, a tap) starts a future the script knows nothing of.
            if model.ui.history.branches != branchesBefore, playback.nextMoment != nil {
                playback.stop(reason: "the past was changed")
                _ = Update.apply(.notice("script stopped: the rewound world was changed", warning: true), to: &model)
            }
            _ = Update.apply(.showScript(status: playback.status, pane: playback.pane), to: &model)
        }
        if !guardWatches.isEmpty {
            let wall = clock()
            for index in guardWatches.indices {
                _ = Update.apply(guardWatches[index].check(at: wall), to: &model)
            }
        }
        if model.ui.palette != nil, let find = findOpenables {
            findOpenables = nil
            model.ui.openables = find()
        }
        if let lesson, case .tryIt? = model.ui.lesson?.prompt {
            // A task is done when its check holds: after a tap, or once a
            // transition it started has finished.
            lesson.learnerActed(in: model.world)
            _ = Update.apply(.showLesson(lesson.pane), to: &model)
        }
        drawFrame()
        return (!terminal.inputClosed || event != nil) && !terminal.outputFailed
    }

    /// A user's own input changes the world the script is driving: from then
    /// on the world is theirs.
    static func takesOver(_ intent: Intent) -> Bool {
        switch intent {
        case .world, .doubleTap, .fingerTap: true
        default: false
        }
    }

    /// Moves virtual time to the wall clock. With a script playing, the world
    /// runs to each scripted moment on the way and adopts the script's world
    /// there.
    private func advanceTime() {
        let wall = clock()
        guard let playback, !model.ui.isPaused, !model.ui.history.isRewound else {
            _ = Update.apply(.tick(wallMilliseconds: wall), to: &model)
            return
        }
        while let moment = playback.nextMoment {
            let wallAtMoment = model.ui.wallClock + WakePolicy.wallMilliseconds(until: moment.time, model)
            guard wallAtMoment <= wall else { break }
            // Rounding at slow speeds can leave the world a millisecond
            // short: `stepTo` makes it up (and does nothing otherwise).
            let note = moment.note.map { [Intent.notice($0, warning: moment.isWarning)] } ?? []
            _ = Update.apply(
                [.tick(wallMilliseconds: wallAtMoment), .stepTo(moment.time), .adoptWorld(moment.world)] + note, to: &model)
            playback.consumeMoment()
        }
        _ = Update.apply(.tick(wallMilliseconds: wall), to: &model)
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
                _ = Update.apply(.recordingStopped(reason: "\(error)"), to: &model)
            }
        }
        terminal.draw(grid)
        lastGrid = grid
        framesDrawn += 1
    }
}
