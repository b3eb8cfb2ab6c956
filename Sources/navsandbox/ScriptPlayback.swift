import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

/// `--script FILE`: the scenario is run once by the real script runner, and
/// the world it produces after every line and every burst of events becomes a
/// moment the live loop plays at its virtual time. Because the world is
/// deterministic, advancing the live world to a moment and adopting the
/// runner's world there is exactly `navsandbox run FILE`, shown as it happens.
final class ScriptPlayback: LivePlayback {
    /// `back-button-two-level-pop`: the file's name without folder or extension.
    let name: String
    let initialWorld: World
    private var moments: [ScriptedMoment] = []
    /// The script line each moment comes from (the last one run by then).
    private var lineOfMoment: [Int] = []
    private var played = 0
    private let lastLine: Int
    private var stoppedReason: String?
    private let summary: String

    init(script: Script, options: ScriptRunOptions) {
        let file = script.file.split(separator: "/").last.map(String.init) ?? script.file
        name = file.hasSuffix(".nss") ? String(file.dropLast(4)) : file
        lastLine = script.statements.last?.line ?? 0

        var moments: [ScriptedMoment] = []
        var lineOfMoment: [Int] = []
        var currentLine = 0
        var first: World?
        var lastWorld: World?
        let run = ScriptRunner(options: options).run(script) { step, world in
            if first == nil { first = world }
            defer { lastWorld = world }
            // Lines that change nothing (a strategy line, an expect) make no moment.
            guard world != lastWorld else { return }
            switch step {
            case .launched:
                return
            case .statement(let statement):
                currentLine = statement.line
                moments.append(
                    ScriptedMoment(time: world.now, world: world, note: "line \(statement.line): \(statement.description)"))
            case .events, .finished:
                moments.append(ScriptedMoment(time: world.now, world: world))
            }
            lineOfMoment.append(currentLine)
        }

        let held = run.verdicts.filter(\.ok).count
        let allHeld = held == run.verdicts.count
        summary = run.verdicts.isEmpty ? "done" : "\(allHeld ? "✓" : "✗") \(held)/\(run.verdicts.count)"
        let final: String
        if let error = run.error {
            final = "script stopped at line \(error.diagnostic.line): \(error.diagnostic.message)"
        } else {
            final = "script finished: \(run.verdicts.isEmpty ? "no expectations" : "\(held) of \(run.verdicts.count) expectations held")"
        }
        let finalWarning = run.error != nil || !allHeld
        if moments.isEmpty || moments[moments.count - 1].world != run.world {
            moments.append(ScriptedMoment(time: run.world.now, world: run.world))
            lineOfMoment.append(currentLine)
        }
        moments[moments.count - 1].note = final
        moments[moments.count - 1].isWarning = finalWarning

        self.moments = moments
        self.lineOfMoment = lineOfMoment
        initialWorld = first ?? run.world
    }

    var nextMoment: ScriptedMoment? {
        stoppedReason == nil && played < moments.count ? moments[played] : nil
    }

    func consumeMoment() { played += 1 }

    func stop(reason: String) {
        if stoppedReason == nil && played < moments.count { stoppedReason = reason }
    }

    /// The header has room for a short name; the state after it matters more.
    private var shortName: String { name.count > 20 ? String(name.prefix(19)) + "…" : name }

    var status: String? {
        let name = shortName
        if stoppedReason != nil { return "\(name) stopped" }
        if played >= moments.count { return "\(name) \(summary)" }
        let line = played > 0 ? lineOfMoment[played - 1] : 0
        return "\(name) line \(line)/\(lastLine)"
    }
}
