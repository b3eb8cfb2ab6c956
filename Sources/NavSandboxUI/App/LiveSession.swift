import NavSandboxCore

/// Everything the interactive session does between reading the terminal and
/// drawing a frame, as the one call `turn` the loop makes each time round:
/// virtual time follows the wall clock (a script's moments played on the
/// way), events become intents and updates, the effects they ask for are
/// performed through the injected I/O, a script the user takes over stops,
/// guard files are looked at, and a lesson hears what the learner did. It
/// has no terminal: tests hand it events and a clock of their own.
public final class LiveSession {
    public private(set) var model: AppModel
    private let clock: () -> Int
    /// The script playing, if any: the palette can open another.
    private var playback: LivePlayback?
    /// The lesson being taught, if any (`navsandbox learn`).
    private let lesson: LessonDriver?
    private let screenshotWriter: AppLoop.ScreenshotWriter?
    private let sessionWriter: AppLoop.SessionWriter?
    private let opener: AppLoop.Opener?
    /// Finds the scripts and apps the palette offers: called the first time
    /// the palette opens, not at launch (a folder can be large; startup is
    /// for the first frame).
    private var findOpenables: (() -> [Openable])?
    /// The `--guard` files, reloaded when they change on disk.
    private var guardWatches: [GuardWatch]
    private let loadGuard: AppLoop.GuardLoader?
    /// What `C` renders with: full colour, in the session's appearance.
    private let screenshotTheme: Theme

    public init(
        model: AppModel, clock: @escaping () -> Int, playback: LivePlayback? = nil,
        screenshotWriter: AppLoop.ScreenshotWriter? = nil, sessionWriter: AppLoop.SessionWriter? = nil,
        opener: AppLoop.Opener? = nil, lesson: LessonDriver? = nil, findOpenables: (() -> [Openable])? = nil,
        guardWatches: [GuardWatch] = [], loadGuard: AppLoop.GuardLoader? = nil, screenshotTheme: Theme = .standard
    ) {
        self.screenshotTheme = screenshotTheme
        self.model = model
        self.clock = clock
        self.playback = playback
        self.lesson = lesson
        self.screenshotWriter = screenshotWriter
        self.sessionWriter = sessionWriter
        self.opener = opener
        self.findOpenables = findOpenables
        self.guardWatches = guardWatches
        self.loadGuard = loadGuard
    }

    /// How a turn ended.
    public enum Outcome: Equatable, Sendable {
        case goOn
        /// The user quit; `interrupted` by Ctrl-C rather than `q` (the
        /// shell is told so, status 130, as for any program interrupted
        /// from the keyboard).
        case quit(interrupted: Bool)
    }

    /// Before the first frame: the terminal's size, the script's pane, and
    /// the lesson run to its first prompt on the world as sized.
    public func start(width: Int, height: Int) {
        // No tick: the first frame shows the world as it was made. Running
        // it on by the few milliseconds the terminal took to start would
        // observe it once more (scene, keys, flags) before anything is on
        // screen; the first turn's tick catches up.
        apply([.resize(width: width, height: height), showScript])
        if let lesson { apply([.adoptWorld(lesson.resume(from: model.world)), .showLesson(lesson.pane)]) }
    }

    /// Wall milliseconds the loop may wait for input, or nil to block until
    /// some arrives: the world's and the script's next moments, and the
    /// guard files' next look.
    public func wakeTimeout() -> Int? {
        var timeout = WakePolicy.timeout(for: model, playback: playback)
        if !guardWatches.isEmpty {
            let wall = clock()
            let look = guardWatches.map { $0.wait(at: wall) }.min() ?? GuardWatch.interval
            timeout = min(timeout ?? look, look)
        }
        return timeout
    }

    /// One turn: time moves on to the wall clock, then `events` (what
    /// arrived since the last turn, none when the wait timed out) are
    /// handled in order, then what follows from them.
    @discardableResult
    public func turn(_ events: [TerminalEvent]) -> Outcome {
        advanceTime(to: clock())
        let branchesBefore = model.ui.history.branches
        for event in events {
            let intents = InputMap.intents(for: event, model: model)
            if let playback, playback.nextMoment != nil, intents.contains(where: Self.takesOver) {
                playback.stop(reason: "you took over")
                apply([.notice("script stopped: you took over", warning: true)])
            }
            let effects = Update.apply(intents, to: &model)
            if effects.contains(.quit) { return .quit(interrupted: event == .key(.controlC)) }
            for effect in effects { apply(perform(effect)) }
        }
        if let playback {
            // Rewinding pauses the script; changing the rewound world (a
            // resume, a tap) starts a future the script knows nothing of.
            if model.ui.history.branches != branchesBefore, playback.nextMoment != nil {
                playback.stop(reason: "the past was changed")
                apply([.notice("script stopped: the rewound world was changed", warning: true)])
            }
            apply([showScript])
        }
        if !guardWatches.isEmpty {
            let wall = clock()
            for index in guardWatches.indices { apply(guardWatches[index].check(at: wall)) }
        }
        if model.ui.palette != nil, let find = findOpenables {
            findOpenables = nil
            model.ui.openables = find()
        }
        if let lesson, case .tryIt? = model.ui.lesson?.prompt {
            // A task is done when its check holds: after a tap, or once a
            // transition it started has finished.
            lesson.learnerActed(in: model.world)
            apply([.showLesson(lesson.pane)])
        }
        return .goOn
    }

    /// The recording could not be written: the session goes on, unrecorded.
    public func recordingStopped(reason: String) {
        apply([.recordingStopped(reason: reason)])
    }

    private func apply(_ intents: [Intent]) {
        _ = Update.apply(intents, to: &model)
    }

    /// The playback's header status and pane, as it stands now.
    private var showScript: Intent { .showScript(status: playback?.status, pane: playback?.pane) }

    /// A user's own input changes the world the script is driving: from then
    /// on the world is theirs.
    static func takesOver(_ intent: Intent) -> Bool {
        switch intent {
        case .world, .doubleTap, .fingerTap: true
        default: false
        }
    }

    /// Moves virtual time to `wall`. With a script playing, the world runs
    /// to each scripted moment on the way and adopts the script's world
    /// there.
    private func advanceTime(to wall: Int) {
        guard let playback, !model.ui.isPaused, !model.ui.history.isRewound else {
            apply([.tick(wallMilliseconds: wall)])
            return
        }
        while let moment = playback.nextMoment {
            let wallAtMoment = model.ui.wallClock + WakePolicy.wallMilliseconds(until: moment.time, model)
            guard wallAtMoment <= wall else { break }
            // Rounding at slow speeds can leave the world a millisecond
            // short: `stepTo` makes it up (and does nothing otherwise).
            let note = moment.note.map { [Intent.notice($0, warning: moment.isWarning)] } ?? []
            apply([.tick(wallMilliseconds: wallAtMoment), .stepTo(moment.time), .adoptWorld(moment.world)] + note)
            playback.consumeMoment()
        }
        apply([.tick(wallMilliseconds: wall)])
    }

    // MARK: Effects

    /// What the session does for an effect the update asked for, as
    /// intents: the I/O is the caller's (writers, the opener, the lesson),
    /// the state change is Update's.
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
        let grid = Screen.render(model, theme: screenshotTheme)
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
            apply([.startAfresh(world, newSession: true)])
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
        return [restarted, showScript]
    }

    /// The palette opened a script (it plays from its first line) or an app
    /// (the sandbox relaunches on it). Not during a lesson: its world is
    /// the lesson's, and a script or another app in its place would leave
    /// the lesson checking a world it did not make.
    private func open(_ openable: Openable) -> [Intent] {
        if openable.kind == .guard { return openGuard(openable) }
        if lesson != nil {
            return [.notice("\(openable.name) not opened: the lesson's world stays until you leave it (q)", warning: true)]
        }
        guard let opener else { return [.notice("opening files is not available here", warning: true)] }
        switch opener(openable) {
        case .success(let opened):
            playback = opened.playback
            let what = openable.kind == .script ? "playing" : "app"
            return [
                .startAfresh(opened.world, newSession: true), showScript,
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
}
