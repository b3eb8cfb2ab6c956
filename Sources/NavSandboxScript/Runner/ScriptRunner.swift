import NavSandboxApps
import NavSandboxCore

/// Runs a parsed script against a fresh world, deterministically: the same
/// script and options give the same world, byte for byte.
///
/// - `strategy` and `profile` lines pick the world's defaults at launch; the
///   options (the command line) win over them. The script's `guard` files
///   (`Script.guardFiles`) join the options' and, without a `strategy` line,
///   are in force, stacked in the order written.
/// - `set`, `load-cost` and `expect` act when their line is reached.
/// - `at <t>` advances the world to the absolute time `t`, then acts; a time
///   the world has already passed is a runtime error. `after <t>` counts from
///   the previous timed line (a double-tap's second tap) or from the end of
///   the last `wait` / `settle`.
/// - `wait` advances; `settle` is `World.settle(limit: 60_000)`.
/// - Labels tap where they are drawn now, or where they were last seen.
public struct ScriptRunner: Sendable {
    public var options: ScriptRunOptions

    public init(options: ScriptRunOptions = ScriptRunOptions()) {
        self.options = options
    }

    /// The configuration the world launches with: the options' strategy,
    /// profile and forced toggles over the script's defaults. Every shipped
    /// guard and every loaded file is a strategy it can switch to; a shipped
    /// one is parsed only when resolved.
    public func configuration(for script: Script) -> Configuration {
        var configuration = Configuration(app: options.app)
        var files = options.guardFiles
        for loaded in script.guardFiles where !files.contains(where: { $0.name == loaded.name }) {
            files.append(loaded)
        }
        configuration.strategies = BundledGuards.registry(with: files)
        if let strategy = configuration.strategies.resolve(strategyID(for: script)) {
            configuration.strategy = strategy
        }
        if let profile = options.profile ?? script.profile {
            configuration.profile = profile
        }
        for forced in options.toggles {
            configuration.toggles.set(forced.id, forced.value)
        }
        configuration.logLimit = options.logLimit
        return configuration
    }

    /// The strategy the run starts with: the options', the script's
    /// `strategy` line, its `guard` lines stacked, or none of them: `none`.
    func strategyID(for script: Script) -> StrategyID {
        options.strategy ?? script.strategy ?? script.guardStack ?? .none
    }

    /// Runs the script. `observe` sees the world after launch, after every
    /// instant at which scheduled events ran, after every line, and at the end.
    public func run(_ script: Script, observe: (RunStep, World) -> Void = { _, _ in }) -> ScriptRun {
        var stepper = ScriptStepper(script: script, runner: self)
        observe(.launched, stepper.world)
        while stepper.step(observe) {}
        return stepper.result
    }
}

/// A run that goes one line at a time: for a caller that wants the moments of
/// a long script as it needs them (the live `--script` playback) instead of
/// all of them at once. `ScriptRunner.run` is this, run to the end.
public struct ScriptStepper: Sendable {
    private var execution: Execution
    private var nextStatement = 0
    public private(set) var isFinished = false

    public init(script: Script, runner: ScriptRunner = ScriptRunner()) {
        execution = Execution(
            script: script, options: runner.options,
            driver: WorldDriver(world: World(configuration: runner.configuration(for: script))))
        if let problem = execution.checkPoints() { execution.error = problem }
        // Ids are checked against the same registry where they are read, so
        // this holds unless a shipped guard failed to load (a test keeps
        // each loading): the run stops rather than go on under another.
        let wanted = runner.strategyID(for: script)
        if execution.error == nil, world.strategyID != wanted {
            execution.error = ScriptRuntimeError(
                kind: .strategyNotLoaded, time: 0,
                diagnostic: ScriptError(
                    file: script.file, line: 1, column: 1,
                    message: "the strategy `\(ScriptText.shown(wanted.rawValue))` did not load",
                    expected: "strategies whose guard files load (`navsandbox check` one)", sourceLine: ""))
        }
    }

    /// The world as the run has left it so far.
    public var world: World { execution.driver.world }

    /// Runs the next line (every step it takes goes to `observe`); after the
    /// last one, or an error, reports `.finished` once. Returns false when
    /// there is nothing left to run.
    public mutating func step(_ observe: (RunStep, World) -> Void = { _, _ in }) -> Bool {
        guard !isFinished else { return false }
        if execution.error == nil, nextStatement < execution.script.statements.count {
            execution.execute(execution.script.statements[nextStatement], observe)
            nextStatement += 1
            if execution.error == nil && nextStatement < execution.script.statements.count { return true }
        }
        isFinished = true
        observe(.finished, execution.driver.world)
        return false
    }

    /// The statement the next `step` runs; nil at the end.
    public var upcoming: Statement? {
        guard !isFinished, execution.error == nil, nextStatement < execution.script.statements.count else { return nil }
        return execution.script.statements[nextStatement]
    }

    /// An input of the learner's own between lines (a lesson's `try`): the
    /// world takes it now, the label memory sees it, and `after` lines
    /// count from it.
    public mutating func send(_ input: UserInput) {
        execution.driver.world.step(input)
        execution.driver.stepped(.events) { _, _ in }
        execution.anchor = execution.world.now
    }

    /// The live world replaces the run's (a lesson in the sandbox, where
    /// time and the learner's own taps went on between lines).
    public mutating func adopt(_ world: World) {
        execution.driver.adopt(world)
        execution.anchor = world.now
    }

    /// Virtual time passes while the learner looks (a lesson's `try`).
    public mutating func advance(to time: Int) {
        guard time > execution.world.now else { return }
        execution.driver.advance(to: time) { _, _ in }
    }

    /// A `solution` line done for the learner, now: as an `after 0ms` line.
    public mutating func solve(_ statement: Statement) {
        guard case .solution(let action) = statement.kind else { return }
        execution.execute(
            Statement(line: statement.line, column: statement.column, source: statement.source, kind: .after(milliseconds: 0, action)),
            { _, _ in })
    }

    /// What the run has found so far: the final result once it is finished.
    public var result: ScriptRun {
        ScriptRun(
            script: execution.script, options: execution.options, world: execution.driver.world,
            verdicts: execution.verdicts, error: execution.error, notes: execution.notes)
    }
}

/// One run in progress.
struct Execution {
    let script: Script
    let options: ScriptRunOptions
    var driver: WorldDriver
    var verdicts: [ExpectationVerdict] = []
    var error: ScriptRuntimeError?
    var notes: [String] = []
    /// What `after` counts from: the previous timed line's time, or the end
    /// of the last wait or settle.
    var anchor = 0

    init(script: Script, options: ScriptRunOptions, driver: WorldDriver) {
        self.script = script
        self.options = options
        self.driver = driver
    }

    var world: World { driver.world }

    mutating func execute(_ statement: Statement, _ observe: (RunStep, World) -> Void) {
        switch statement.kind {
        case .strategy, .profile, .guardFile:
            break  // applied at launch
        case .say, .ask, .predict, .tryUntil, .solution, .app:
            break  // a lesson's: the lesson session handles them around the run
        case .setToggle(let id, let value):
            if let forced = options.override(of: id) {
                notes.append("line \(statement.line): `\(statement.kind)` skipped: the command line forces \(forced)")
            } else {
                driver.world.step(.setToggle(id, value))
            }
        case .loadCost(let screen, let milliseconds):
            driver.world.step(.setLoadCost(screen, milliseconds: milliseconds))
        case .at(let time, let action):
            if options.pastAtRunsNow, time < world.now {
                perform(action, at: world.now, statement, observe)
                return
            }
            guard time >= world.now else {
                fail(
                    .timeInThePast, statement, at: timeColumn(statement),
                    "`at \(ScriptTime.format(milliseconds: time))` is earlier than the current virtual time \(TimeFormat.seconds(world.now)) s",
                    expected: "a time of \(ScriptTime.format(milliseconds: world.now)) or later (or `after <time>` to count from the previous line)",
                    suggestion: "after " + ScriptTime.format(milliseconds: 0))
                return
            }
            perform(action, at: time, statement, observe)
        case .after(let delay, let action):
            perform(action, at: max(anchor + delay, world.now), statement, observe)
        case .wait(let delay):
            guard within(world.now + delay, statement) else { return }
            driver.advance(to: world.now + delay, observe)
            anchor = world.now
        case .settle:
            driver.settle(limit: options.settleLimit, observe)
            anchor = world.now
            guard within(world.now, statement) else { return }
        case .expect(let expectation):
            verdicts.append(ExpectationChecker.verdict(expectation, line: statement.line, in: world))
        }
        driver.stepped(.statement(statement), observe)
    }

    // MARK: Actions

    private mutating func perform(
        _ input: UserInput, at time: Int, _ statement: Statement, _ observe: (RunStep, World) -> Void
    ) {
        var end = time
        if case .doubleTap(_, let gap) = input { end += gap }
        guard within(end, statement) else { return }
        driver.advance(to: time, observe)
        // Targets are resolved here, drawn now or last seen (the runner
        // remembers where labels were); the world is handed points.
        guard let resolved = input.mapTargets({ resolve($0, statement).map(TapTarget.point) }) else { return }
        switch resolved {
        case .doubleTap(let point, let gap):
            // World.send's double tap, with the gap stepped so the label
            // memory and the observer see every instant of it.
            driver.world.step(.tap(point))
            driver.stepped(.events, observe)
            driver.advance(to: time + gap, observe)
            // The second finger lands where the first did: where the button was.
            driver.world.step(.tap(point))
        case .setToggle(let id, _):
            if let forced = options.override(of: id) {
                notes.append("line \(statement.line): `\(input.scriptText)` skipped: the command line forces \(forced)")
            } else {
                driver.world.step(resolved)
            }
        case .editView(let id, _):
            guard viewExists(id, statement) else { return }
            driver.world.step(resolved)
        default:
            driver.world.step(resolved)
        }
        anchor = end
    }

    /// A view an `edit view` line may change: one the world has made and
    /// not freed.
    private mutating func viewExists(_ view: ViewID, _ statement: Statement) -> Bool {
        let id = view.raw
        guard id >= 0, id < world.views.count else {
            fail(
                .unknownView, statement, at: column(of: "\(id)", in: statement),
                "there is no view \(id) at this point: the world has made \(world.views.count) views so far (0–\(world.views.count - 1))",
                expected: "a view number from the sandbox's view tree at the same moment of the same session",
                suggestion: nil)
            return false
        }
        guard world.containsView(view) else {
            fail(
                .unknownView, statement, at: column(of: "\(id)", in: statement),
                "view \(id) is gone at this point: its screen left the stack and nothing holds it any more, so it was freed",
                expected: "a view number from the sandbox's view tree at the same moment of the same session",
                suggestion: nil)
            return false
        }
        return true
    }

    /// Where a target is: drawn now, or last seen.
    private mutating func resolve(_ target: TapTarget, _ statement: Statement) -> Point? {
        switch target {
        case .point(let point):
            return point
        case .back:
            if let point = world.backButtonPoint ?? driver.memory.backButton { return point }
            fail(
                .backNeverSeen, statement, at: column(of: "back", in: statement),
                "there is no back button to tap: none has been on screen yet (the stack is \(world.stackTitles.joined(separator: " > ")))",
                expected: "a push first, so that the navigation bar shows a back button", suggestion: nil)
            return nil
        case .label(let label):
            if let point = world.tapPoint(forLabel: label) ?? driver.memory.lastSeen(label) { return point }
            let visible = driver.memory.visibleNow
            fail(
                .labelNeverSeen, statement, at: column(of: ScriptSyntax.quoted(label), in: statement),
                "`\(label)` has not been on screen yet, so there is nowhere to tap",
                expected: visible.isEmpty
                    ? "a label that is visible now (none is)"
                    : "a label visible now: " + visible.map(ScriptSyntax.quoted).joined(separator: ", "),
                suggestion: NearestName.find(label, in: visible).map(ScriptSyntax.quoted))
            return nil
        case .tab(let title):
            if let point = world.tabItemPoint(title: title) { return point }
            fail(
                .labelNeverSeen, statement, at: column(of: ScriptSyntax.quoted(title), in: statement),
                "tab `\(title)` has no item on screen",
                expected: "a tab of the app: " + (world.tabBar?.titles ?? []).map(ScriptSyntax.quoted).joined(separator: ", "),
                suggestion: nil)
            return nil
        }
    }

    // MARK: Checks

    /// Points must be phone cells; checked before anything runs.
    mutating func checkPoints() -> ScriptRuntimeError? {
        for statement in script.statements {
            let input: UserInput
            switch statement.kind {
            case .at(_, let a), .after(_, let a): input = a
            default: continue
            }
            for case .point(let point) in input.targets where point.x >= Phone.width || point.y >= Phone.height {
                let (x, y) = (point.x, point.y)
                fail(
                    .pointOutsidePhone, statement, at: column(of: "\(x),\(y)", in: statement),
                    "point \(x),\(y) is outside the phone (\(Phone.width)×\(Phone.height) cells)",
                    expected: "x from 0 to \(Phone.width - 1) and y from 0 to \(Phone.height - 1)",
                    suggestion: "\(min(x, Phone.width - 1)),\(min(y, Phone.height - 1))")
                return error
            }
        }
        return nil
    }

    /// False (and a runtime error) when `time` is past the run's limit.
    private mutating func within(_ time: Int, _ statement: Statement) -> Bool {
        guard time > options.timeLimit else { return true }
        fail(
            .timeLimit, statement, at: statement.column,
            "the run would reach \(TimeFormat.seconds(time)) s of virtual time here, past the limit of \(TimeFormat.duration(options.timeLimit))",
            expected: "a script that stays within 1 hour of virtual time", suggestion: nil)
        return false
    }

    private mutating func fail(
        _ kind: ScriptRuntimeError.Kind, _ statement: Statement, at column: Int, _ message: String, expected: String,
        suggestion: String?
    ) {
        let diagnostic = ScriptError(
            file: script.file, line: statement.line, column: column,
            message: message + " (at virtual time \(TimeFormat.seconds(world.now)) s)", expected: expected,
            suggestion: suggestion, sourceLine: statement.source)
        error = ScriptRuntimeError(kind: kind, time: world.now, diagnostic: diagnostic)
    }

    /// The 1-based column of `text` in the line, or the statement's own.
    private func column(of text: String, in statement: Statement) -> Int {
        let line = Array(statement.source)
        let from = min(max(0, statement.column - 1), line.count)
        guard let range = line[from...].firstRange(of: Array(text)) else { return statement.column }
        return range.lowerBound + 1
    }

    /// The column of the time after `at`.
    private func timeColumn(_ statement: Statement) -> Int {
        let chars = Array(statement.source)
        var i = statement.column - 1 + 2  // past "at"
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
        return i < chars.count ? i + 1 : statement.column
    }
}
