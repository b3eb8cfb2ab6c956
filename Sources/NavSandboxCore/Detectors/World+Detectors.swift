/// The sandbox's own detectors: symptoms users report, noticed as they
/// happen (double push, swallowed tap) or once the world goes idle.
extension World {
    /// Called after every input and every event: tracks when the world went
    /// quiet and schedules the idle checks.
    mutating func afterStep() {
        guard crash == nil else { return }
        cancelTouchesThatLeftWindow()
        if idle.stuckLockReported && !isLockHeld {
            // Report a lock again only after it was released once.
            idle.stuckLockReported = false
        }
        if isQuiescent {
            if idle.quiescentSince == nil {
                idle.quiescentSince = now
                checkStuckHighlight()
            }
            if !idle.checkScheduled, let since = idle.quiescentSince {
                if now - since < World.idleGrace {
                    idle.checkScheduled = true
                    scheduler.schedule(.idleCheck, at: since + World.idleGrace, watchdog: true)
                } else if isLockHeld && !idle.stuckLockReported {
                    // A lock taken while the world was already idle gets its
                    // own second.
                    idle.checkScheduled = true
                    scheduler.schedule(.idleCheck, at: now + World.idleGrace, watchdog: true)
                }
            }
        } else if idle.quiescentSince != nil {
            idle.quiescentSince = nil
            if idle.checkScheduled {
                scheduler.cancel { $0.kind == .idleCheck }
                idle.checkScheduled = false
            }
        }
    }

    /// Interaction ignored, the window locked, or the strategy holding its lock:
    /// what `stuck-lock` watches, and what the timeline and the trace draw.
    public var isLockHeld: Bool {
        ignoreCount > 0 || windowIsAnimated || guardStack.holdsLock(in: self)
    }

    /// One second after the world went quiet.
    mutating func runIdleDetectors() {
        guard let since = idle.quiescentSince, now - since >= World.idleGrace, isQuiescent else { return }
        if !idle.stuckLockReported {
            var holders: [ViolationDetail.LockHolder] = []
            if ignoreCount > 0 { holders.append(.ignoringInteractionEvents(count: ignoreCount)) }
            if windowIsAnimated { holders.append(.windowAnimated) }
            if guardStack.holdsLock(in: self) {
                let raised = guardStack.flags(in: self).filter(\.isRaised).map { "\($0.name) = \($0.displayValue)" }
                holders.append(.guardStrategy(strategyID, raisedFlags: raised))
            }
            if !holders.isEmpty {
                idle.stuckLockReported = true
                fire(.stuckLock, .stuckLock(milliseconds: now - since, holders: holders))
            }
            let stranded = guardStack.queue.filter(\.mustComplete)
            if !stranded.isEmpty && !violations.contains(.lostNavigation) {
                fire(
                    .lostNavigation,
                    .lostNavigation(requests: stranded.map(\.call), how: .strandedInQueue(strategy: strategyID)))
            }
        }
        checkStuckHighlight()
        checkBarInStep()
        checkCoordinatorsInStep()
    }

    /// A coordinator guard's list of its screens against the stack above
    /// the root (radianttap/Coordinator PR #8: a cancelled swipe-back that
    /// still finishes the coordinator). Each mismatch once.
    private mutating func checkCoordinatorsInStep() {
        let above = Array(navigation.stack.dropFirst())
        for member in guardStack.members where member.coordinatorReading != nil {
            let believed = member.coordinator.screens
            guard believed != above, member.coordinator.pendingPop == nil else { continue }
            let titles = believed.map { controllers[$0.raw].title }
            let stack = above.map { controllers[$0.raw].title }
            let shown = member.name + ":" + titles.joined(separator: ">") + "|" + stack.joined(separator: ">")
            guard idle.reportedCoordinatorMismatch != shown else { return }
            idle.reportedCoordinatorMismatch = shown
            fire(.coordinatorOutOfStep, .coordinatorOutOfStep(guard: member.name, believed: titles, stack: stack))
            return
        }
        idle.reportedCoordinatorMismatch = nil
    }

    /// The bar's items should name the stack's controllers once everything
    /// has settled; say so when they do not (a back tap whose pop was refused
    /// or re-targeted, seed 000's first problem).
    private mutating func checkBarInStep() {
        guard bar.items != navigation.stack else {
            idle.reportedBarMismatch = nil
            return
        }
        let shown = barTitles.joined(separator: " > ")
        guard idle.reportedBarMismatch != shown else { return }
        idle.reportedBarMismatch = shown
        emit(.warning(.barOutOfStep(bar: barTitles, stack: stackTitles), rule: nil))
    }

    /// Only views in the window can be seen highlighted, so only they are
    /// looked at: the cost does not grow with the views a session made.
    private mutating func checkStuckHighlight() {
        // The walk reads fields in place: it runs each time the world goes
        // quiet, and copying every view it passed cost more than the check.
        var stuck: [ViewID] = []
        var pending = [window]
        while let id = pending.popLast() {
            if views[id.raw].isHighlighted && views[id.raw].isControl && !idle.reportedHighlights.contains(id)
                && !touches.active.contains(where: { $0.handler == id })
            {
                stuck.append(id)
            }
            // Pushed last first, by index: appending `reversed()` went
            // through the generic sequence path for every view.
            var index = views[id.raw].subviews.count
            while index > 0 {
                index -= 1
                pending.append(views[id.raw].subviews[index])
            }
        }
        for id in stuck where isVisible(id) {
            idle.reportedHighlights.append(id)
            fire(.stuckHighlight, .stuckHighlight(viewRef(id)))
        }
    }

    /// Two screens for the same model item next to each other in the stack.
    mutating func checkDoublePush() {
        let stack = navigation.stack
        guard stack.count >= 2 else { return }
        let top = controllers[stack[stack.count - 1].raw]
        let below = controllers[stack[stack.count - 2].raw]
        if let item = top.modelItem, item == below.modelItem {
            fire(.doublePush, .doublePush(screen: screenRef(stack[stack.count - 1]), stack: stackTitles))
        }
    }
}
