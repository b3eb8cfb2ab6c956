import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// `--script FILE`: the scenario is run by the real script runner, a line at
/// a time as the live loop needs its moments, and
/// the world it produces after every line and every burst of events becomes a
/// moment the live loop plays at its virtual time. Because the world is
/// deterministic, advancing the live world to a moment and adopting the
/// runner's world there is exactly `navsandbox run FILE`, shown as it happens.
public final class ScriptPlayback: LivePlayback {
    /// `back-button-two-level-pop`: the file's name without folder or extension.
    public let name: String
    public private(set) var initialWorld: World
    private let script: Script
    private var options: ScriptRunOptions
    /// The run, going a line at a time as the loop asks for moments: a long
    /// script costs one world at a time, not one per moment.
    private var stepper: ScriptStepper
    /// Moments made and not yet played, with the script line each comes from.
    private var pending: [(moment: ScriptedMoment, line: Int)] = []
    private var lastWorld: World
    private var currentLine = 0
    private var playedLine = 0
    private var hasPlayed = false
    private var finishedPlaying = false
    private let lastLine: Int
    private var stoppedReason: String?
    private var summary = "done"
    /// What the run has decided so far, for the SCRIPT pane.
    private var verdicts: [ExpectationVerdict] = []
    private var runError: ScriptRuntimeError?

    public init(script: Script, options: ScriptRunOptions) {
        let file = script.file.split(separator: "/").last.map(String.init) ?? script.file
        // The header shows it: control characters in a file name are escaped.
        name = TerminalText.visible(file.hasSuffix(".nss") ? String(file.dropLast(4)) : file)
        lastLine = script.statements.last?.line ?? 0
        self.script = script
        self.options = options
        stepper = ScriptStepper(script: script, runner: ScriptRunner(options: options))
        initialWorld = stepper.world
        lastWorld = stepper.world
    }

    /// `R`, or a re-run under another strategy or profile: the same script
    /// from its first line, the playback as new.
    public func restart(strategy: StrategyID?, profile: Profile?) -> Result<World, ScriptRestartFailure> {
        if let strategy { options.strategy = strategy }
        if let profile { options.profile = profile }
        stepper = ScriptStepper(script: script, runner: ScriptRunner(options: options))
        initialWorld = stepper.world
        lastWorld = stepper.world
        pending = []
        currentLine = 0
        playedLine = 0
        hasPlayed = false
        finishedPlaying = false
        stoppedReason = nil
        summary = "done"
        verdicts = []
        runError = nil
        return .success(initialWorld)
    }

    public var pane: ScriptPane {
        let shown = verdicts.filter { $0.line <= playedLine || finishedPlaying }
        let byLine = Dictionary(shown.map { ($0.line, $0) }, uniquingKeysWith: { _, last in last })
        let error = runError.flatMap { error in
            finishedPlaying || error.diagnostic.line <= playedLine ? error : nil
        }
        let lines = script.statements.map { statement in
            ScriptPane.Line(
                number: statement.line, text: TerminalText.visible(statement.source),
                verdict: byLine[statement.line].map { $0.ok ? .held : .failed(actual: $0.actual.map(TerminalText.visible)) },
                error: error.flatMap { $0.diagnostic.line == statement.line ? TerminalText.visible($0.diagnostic.message) : nil })
        }
        let state: ScriptPane.State =
            if let stoppedReason { .stopped(reason: stoppedReason) } else if finishedPlaying { .finished(summary: summary) } else { .playing }
        return ScriptPane(
            name: name, lines: lines, current: hasPlayed ? playedLine : nil, state: state, strategy: initialWorld.strategyID,
            profile: initialWorld.profile)
    }

    /// Runs lines until at least one moment is waiting, or the script is done.
    private func makeMoments() {
        while pending.isEmpty && !stepper.isFinished {
            _ = stepper.step { [self] step, world in
                // Lines that change nothing (a strategy line, an expect) make
                // no moment, but the pane's marker still moves past them.
                defer { lastWorld = world }
                if case .statement(let statement) = step { currentLine = statement.line }
                guard world != lastWorld else { return }
                switch step {
                case .launched:
                    return
                case .statement(let statement):
                    currentLine = statement.line
                    pending.append(
                        (ScriptedMoment(time: world.now, world: world, note: "line \(statement.line): \(statement.description)"),
                         currentLine))
                case .events, .finished:
                    pending.append((ScriptedMoment(time: world.now, world: world), currentLine))
                }
            }
            verdicts = stepper.result.verdicts
            if stepper.isFinished { finish() }
        }
    }

    /// The last moment says how the script ended.
    private func finish() {
        let run = stepper.result
        let held = run.verdicts.filter(\.ok).count
        let allHeld = held == run.verdicts.count
        summary = run.verdicts.isEmpty ? "done" : "\(allHeld ? "✓" : "✗") \(held)/\(run.verdicts.count)"
        runError = run.error
        let final: String
        if let error = run.error {
            final = "script stopped at line \(error.diagnostic.line): \(error.diagnostic.message)"
        } else {
            final = "script finished: \(run.verdicts.isEmpty ? "no expectations" : "\(held) of \(run.verdicts.count) expectations held")"
        }
        if pending.isEmpty {
            pending.append((ScriptedMoment(time: run.world.now, world: run.world), currentLine))
        }
        let last = pending.count - 1
        pending[last].moment.note = final
        pending[last].moment.isWarning = run.error != nil || !allHeld
        // The last world stays on screen, so what went wrong stays in its log.
        for verdict in run.verdicts where !verdict.ok {
            pending[last].moment.world.step(.scriptNote(TerminalText.visible(verdict.description), isProblem: true))
        }
        pending[last].moment.world.step(.scriptNote(TerminalText.visible(final), isProblem: run.error != nil || !allHeld))
    }

    public var nextMoment: ScriptedMoment? {
        guard stoppedReason == nil else { return nil }
        makeMoments()
        return pending.first?.moment
    }

    public func consumeMoment() {
        guard !pending.isEmpty else { return }
        playedLine = pending.removeFirst().line
        hasPlayed = true
        if pending.isEmpty && stepper.isFinished { finishedPlaying = true }
    }

    public func stop(reason: String) {
        if stoppedReason == nil && !finishedPlaying { stoppedReason = reason }
    }

    /// The header has room for a short name; the state after it matters more.
    private var shortName: String { name.count > 20 ? String(name.prefix(19)) + "…" : name }

    public var status: String? {
        let name = shortName
        if stoppedReason != nil { return "\(name) stopped" }
        if finishedPlaying { return "\(name) \(summary)" }
        return "\(name) line \(playedLine)/\(lastLine)"
    }
}
