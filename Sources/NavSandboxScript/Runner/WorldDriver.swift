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

    /// `World.advance(to:)`, an event instant at a time.
    mutating func advance(to time: Int, _ observe: (RunStep, World) -> Void) {
        while let instant = world.nextInstant(upTo: time) {
            world.step(.advance(to: instant))
            stepped(.events, observe)
        }
        world.step(.advance(to: time))
    }

    /// `World.settle(limit:)`, an event instant at a time: run until idle (or
    /// the limit), then the idle detectors' grace second.
    mutating func settle(limit: Int, _ observe: (RunStep, World) -> Void) {
        let deadline = world.now + max(0, limit)
        var becameIdle = true
        while !world.isIdle {
            guard let instant = world.nextInstant(upTo: deadline) else {
                advance(to: deadline, observe)
                becameIdle = world.isIdle
                break
            }
            world.step(.advance(to: instant))
            stepped(.events, observe)
        }
        // The same warning, at the same point, as the core's own settle.
        if !becameIdle { world.step(.noteDidNotSettle(limit: limit)) }
        advance(to: world.now + World.idleGrace, observe)
    }
}
