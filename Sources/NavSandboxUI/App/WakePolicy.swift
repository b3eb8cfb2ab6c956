import NavSandboxCore

/// How long the loop may sleep waiting for input. This is what keeps the CPU
/// near zero: with nothing moving it wakes once per virtual second, so the
/// header's clock ticks while running; while something animates it wakes at
/// ~30 fps (sooner if an event is due sooner); when only watchdog timers are
/// pending (a restore attempt in 2 s) it wakes exactly when the next one is
/// due, not 30 times a second. Paused (or crashed, where time has stopped)
/// with nothing fading, it blocks with no timeout at all.
public enum WakePolicy {
    /// Wall milliseconds to wait, or nil to block until input arrives.
    public static func timeout(for model: AppModel, playback: LivePlayback? = nil) -> Int? {
        let ui = model.ui
        let world = model.world
        var waits: [Int] = []
        if let toast = ui.toast { waits.append(toast.expiresAt - ui.wallClock) }
        if let flash = ui.flagWatch.nextExpiry(after: ui.wallClock) { waits.append(flash - ui.wallClock) }
        // A key in presenter mode's overlay comes down once, on time.
        if let stroke = ui.keystrokes.nextExpiry(after: ui.wallClock) { waits.append(stroke - ui.wallClock) }

        if !ui.isPaused && !world.isCrashed {
            // The clock's next whole second.
            waits.append(wallMilliseconds(until: (world.now / 1000 + 1) * 1000, model))
        }
        if !ui.isPaused {
            var nextDue: [Int] = []
            if let event = world.scheduler.next { nextDue.append(event.fireAt) }
            if let input = ui.pendingInputs.first { nextDue.append(input.at) }
            if let scripted = playback?.nextMoment?.time { nextDue.append(scripted) }
            let soonest = nextDue.min()
            if isAnimating(world) || world.scheduler.hasWork || !ui.pendingInputs.isEmpty {
                waits.append(AppTiming.frameMilliseconds)
                if let soonest { waits.append(wallMilliseconds(until: soonest, model)) }
            } else if let soonest {
                // Only watchdogs (or a script's next line): nothing on screen
                // moves until then.
                waits.append(wallMilliseconds(until: soonest, model))
            }
        }
        return waits.map { max(0, $0) }.min()
    }

    /// Wall time until virtual time reaches `time` at the current speed,
    /// counting the wall milliseconds already banked for slow speeds.
    static func wallMilliseconds(until time: Int, _ model: AppModel) -> Int {
        let virtual = max(0, time - model.world.now)
        return max(0, virtual * model.ui.speed.divisor - model.ui.virtualCarry)
    }

    /// Something on the phone changes from one frame to the next.
    public static func isAnimating(_ world: World) -> Bool {
        if world.isCrashed { return false }
        if let transition = world.navigation.transition {
            // A finger holding an interactive pop still does not move it.
            if let interactive = transition.interactive {
                if interactive.phase != .tracking || interactive.releaseAt != nil { return true }
            } else {
                return true
            }
        }
        if world.bar.animation != nil { return true }
        if let presentation = world.presentation, presentation.phase != .shown { return true }
        var moving = false
        world.forEachViewInWindow { view in
            if view.isLoading { moving = true }
            if let animation = view.animation, !animation.isFinished(at: world.now) { moving = true }
            return !moving
        }
        return moving
    }
}
