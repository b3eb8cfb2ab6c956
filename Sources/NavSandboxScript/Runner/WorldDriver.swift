import NavSandboxCore

/// Moves a world through virtual time one event instant at a time, so that
/// the label memory and the observer see every intermediate state. Stepping
/// gives exactly the same world as the core's own `advance(to:)` and
/// `settle(limit:)`: they run the same events in the same order.
struct WorldDriver {
    var world: World
    var memory: LabelMemory

    init(world: World) {
        self.world = world
        self.memory = LabelMemory(labels: world.app.labels)
        memory.update(from: world)
    }

    /// After every step: refresh what is on screen, then let the observer look.
    mutating func stepped(_ step: RunStep, _ observe: (RunStep, World) -> Void) {
        memory.update(following: world)
        observe(step, world)
    }

    /// Another world takes this one's place (the live sandbox's, in a
    /// lesson): the label memory looks at it afresh, as it is not this
    /// world stepped on.
    mutating func adopt(_ world: World) {
        self.world = world
        memory.update(from: world)
    }

    /// `World.advance(to:)`, an event instant at a time: the core's one
    /// time loop (`World.walkTime`), each instant a step the memory and the
    /// observer see.
    mutating func advance(to time: Int, _ observe: (RunStep, World) -> Void) {
        walk(to: .time(time), observe)
    }

    /// `World.settle(limit:)`, an event instant at a time: run until idle (or
    /// the limit), the same warning at the same point, then the idle
    /// detectors' grace second.
    mutating func settle(limit: Int, _ observe: (RunStep, World) -> Void) {
        walk(to: .settled(limit: limit), observe)
    }

    private mutating func walk(to goal: World.TimeGoal, _ observe: (RunStep, World) -> Void) {
        // The memory is moved out for the walk, not copied: a copy would
        // make its first update copy every view's entry, once a line — a
        // cost that grew with the run (swapped with an empty one and back).
        var memory = LabelMemory(labels: [])
        swap(&memory, &self.memory)
        world.walkTime(to: goal, move: { $0.step($1) }) { world in
            memory.update(following: world)
            observe(.events, world)
        }
        swap(&memory, &self.memory)
    }
}
