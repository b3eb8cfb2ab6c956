import NavSandboxCore

/// A sandbox session written back as a scenario script: the launch
/// settings, each input at its exact virtual time, a wait to the moment it
/// was saved, and the state then as expectations — so `navsandbox run`
/// replays it to the same end and says whether it got there.
public enum SessionScript {
    /// `appFile` is the `--app` the session ran (named in the header, since
    /// the script cannot carry it).
    public static func text(
        launch: Configuration, inputs: [TimedInput], final world: World, appFile: String? = nil, guardFiles: [String] = []
    ) -> String {
        var lines: [String] = []
        let command = "navsandbox run FILE"
        lines.append("# A NavSandbox session, saved at \(TimeFormat.seconds(world.now)) s of virtual time.")
        lines.append("# Replay it with: \(command)")
        lines.append("# Each line is what was done, at its exact virtual time; the expectations")
        lines.append("# at the end are the state on screen when it was saved.")
        // The app the session ran, relative to where it was saved (beside the
        // session file): `run` needs no --app.
        if let appFile { lines.append("app \(ScriptSyntax.quoted(appFile))") }
        // The guard files it ran, so their names in `strategy` mean something
        // to `run` (same place as the app: relative to the session file).
        for file in guardFiles { lines.append("guard \(ScriptSyntax.quoted(file))") }
        lines.append("strategy \(launch.strategy)")
        lines.append("profile \(launch.profile.rawValue)")
        let defaults = Toggles()
        for id in ToggleID.allCases where launch.toggles.displayValue(of: id) != defaults.displayValue(of: id) {
            lines.append("set \(id) \(launch.toggles.displayValue(of: id))")
        }
        for (name, milliseconds) in launch.loadCosts.overrides {
            lines.append("load-cost \(ScriptSyntax.name(name)) \(ScriptTime.format(milliseconds: milliseconds))")
        }
        lines.append("")
        // The inputs replayed as the runner will: where time stands after
        // the last one (a swipe or a double tap takes time of its own).
        var replay = World(configuration: launch)
        for timed in inputs {
            if timed.time > replay.now { replay.step(.advance(to: timed.time)) }
            let touches = replay.touches.history.last?.id
            replay.step(timed.input)
            // A tap at a point says what it landed on, for the reader.
            var note = ""
            if case .tap(.point) = timed.input, let touch = replay.touches.history.last, touch.id != touches {
                let view = touch.handler ?? touch.hitView
                note = view.map { "  # " + TerminalText.visible(replay.view($0).accessibilityLabel ?? replay.view($0).debugName) } ?? "  # nothing"
            }
            lines.append("at \(ScriptTime.format(milliseconds: timed.time)) \(timed.input.scriptText)\(note)")
        }
        // To the moment it was saved.
        if world.now > replay.now { lines.append("wait \(ScriptTime.format(milliseconds: world.now - replay.now))") }
        let titles = world.stackTitles
        if titles.count == 1, !ScriptSyntax.isPlainStackTitle(titles[0]) {
            lines.append("expect top = \(ScriptSyntax.quoted(titles[0]))")
        } else {
            lines.append("expect stack = \(ScriptSyntax.stack(titles))")
        }
        // Quoted always: a card titled `none` is not "no card".
        let presented = world.presentation.map { world.controller($0.presented).title }
        lines.append("expect presented = \(presented.map(ScriptSyntax.quoted) ?? "none")")
        if let crash = world.crash {
            lines.append("expect crash = \(ScriptSyntax.quoted(crash.violation.rawValue))")
        } else {
            lines.append("expect crash = none")
        }
        for violation in world.violations {
            lines.append("expect violation \(violation.rawValue) = fired")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
