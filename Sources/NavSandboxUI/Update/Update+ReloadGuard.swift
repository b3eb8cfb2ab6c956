import NavSandboxCore

extension Update {
    /// A guard file changed on disk and loaded: the world is replayed from
    /// launch with the new guard, every input of the session at its time, as
    /// rewind's branches are, up to the moment shown now. The next tap meets
    /// the edited guard, and what came before is what the edited guard would
    /// have made of it. `replacing` is the guard's name before the edit (an
    /// edit may rename it).
    static func reloadGuard(
        _ definition: GuardDefinition, replacing old: String, verb: String = "reloaded", _ model: inout AppModel
    ) {
        var launch = model.ui.launchConfiguration ?? model.world.configuration
        launch.strategies.replace(old, with: definition)
        // The strategy in force is resolved again, so it runs the edited file.
        if let strategy = launch.strategies.resolve(launch.strategyID.renaming(from: old, to: definition.name)) {
            launch.strategy = strategy
        }
        let now = model.world.now
        var world = World(configuration: launch)
        let replayed = !model.ui.sessionOverflowed
        if replayed {
            for timed in model.ui.sessionInputs {
                world.step(.advance(to: timed.time))
                var input = timed.input
                if case .setStrategy(let id) = input {
                    input = .setStrategy(id.renaming(from: old, to: definition.name))
                }
                world.step(.user(input))
            }
            world.step(.advance(to: now))
        }
        let inputs = model.ui.sessionInputs
        startAfresh(on: world, newSession: !replayed, &model)
        model.ui.launchConfiguration = launch
        if replayed { model.ui.sessionInputs = inputs }
        let count = inputs.count
        let how =
            replayed
            ? "replayed \(count) input\(count == 1 ? "" : "s") from launch"
            : "the session was too long to replay: relaunched"
        toast("guard \(definition.name) \(verb) — \(how)", &model)
    }
}
