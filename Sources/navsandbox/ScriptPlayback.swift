import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// `--script FILE`: the scenario is run by the real script runner, a line at
/// a time as the live loop needs its moments, and
/// the world it produces after every line and every burst of events becomes a
/// moment the live loop plays at its virtual time. Because the world is
/// deterministic, advancing the live world to a moment and adopting the
/// runner's world there is exactly `navsandbox run FILE`, shown as it happens.
final class ScriptPlayback: LivePlayback {
    /// `back-button-two-level-pop`: the file's name without folder or extension.
    let name: String
    let initialWorld: World
    /// The run, going a line at a time as the loop asks for moments: a long
    /// script costs one world at a time, not one per moment.
    private var stepper: ScriptStepper
    /// Moments made and not yet played, with the script line each comes from.
    private var pending: [(moment: ScriptedMoment, line: Int)] = []
    private var lastWorld: World
    private var currentLine = 0
    private var playedLine = 0
    private var finishedPlaying = false
    private let lastLine: Int
    private var stoppedReason: String?
    private var summary = "done"

    init(script: Script, options: ScriptRunOptions) {
        let file = script.file.split(separator: "/").last.map(String.init) ?? script.file
        // The header shows it: control characters in a file name are escaped.
        name = TerminalText.visible(file.hasSuffix(".nss") ? String(file.dropLast(4)) : file)
        lastLine = script.statements.last?.line ?? 0
        stepper = ScriptStepper(script: script, runner: ScriptRunner(options: options))
        initialWorld = stepper.world
        lastWorld = stepper.world
    }

    /// Runs lines until at least one moment is waiting, or the script is done.
    private func makeMoments() {
        while pending.isEmpty && !stepper.isFinished {
            _ = stepper.step { [self] step, world in
                // Lines that change nothing (a strategy line, an expect) make no moment.
                defer { lastWorld = world }
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
            if stepper.isFinished { finish() }
        }
    }

    /// The last moment says how the script ended.
    private func finish() {
        let run = stepper.result
        let held = run.verdicts.filter(\.ok).count
        let allHeld = held == run.verdicts.count
        summary = run.verdicts.isEmpty ? "done" : "\(allHeld ? "✓" : "✗") \(held)/\(run.verdicts.count)"
        let final: String
        if let error = run.error {
            final = "script stopped at line \(error.diagnostic.line): \(error.diagnostic.message)"
        } else {
            final = "script finished: \(run.verdicts.isEmpty ? "no expectations" : "\(held) of \(run.verdicts.count) expectations held")"
        }
        if pending.isEmpty {
            pending.append((ScriptedMoment(time: run.world.now, world: run.world), currentLine))
        }
        pending[pending.count - 1].moment.note = final
        pending[pending.count - 1].moment.isWarning = run.error != nil || !allHeld
    }

    var nextMoment: ScriptedMoment? {
        guard stoppedReason == nil else { return nil }
        makeMoments()
        return pending.first?.moment
    }

    func consumeMoment() {
        guard !pending.isEmpty else { return }
        playedLine = pending.removeFirst().line
        if pending.isEmpty && stepper.isFinished { finishedPlaying = true }
    }

    func stop(reason: String) {
        if stoppedReason == nil && !finishedPlaying { stoppedReason = reason }
    }

    /// The header has room for a short name; the state after it matters more.
    private var shortName: String { name.count > 20 ? String(name.prefix(19)) + "…" : name }

    var status: String? {
        let name = shortName
        if stoppedReason != nil { return "\(name) stopped" }
        if finishedPlaying { return "\(name) \(summary)" }
        return "\(name) line \(playedLine)/\(lastLine)"
    }
}
