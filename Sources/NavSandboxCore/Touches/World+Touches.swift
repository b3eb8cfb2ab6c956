/// UIApplication and UIWindow delivering touches: the ignore counter,
/// hit-testing on began, exclusive and multiple touch, highlight and
/// touch-up actions.
extension World {
    /// Why no touch event can be delivered right now, if so, and the rule
    /// behind it (none for a crashed app).
    func touchDeliveryBlocker() -> DeliveryBlock? {
        if crash != nil { return DeliveryBlock(reason: .appCrashed, rule: nil) }
        if isFrozen {
            return DeliveryBlock(reason: .uiFrozen, rule: frozenBy ?? .ios7PopDuringPushFreezes)
        }
        if let presentation, presentation.phase != .shown, presentation.interactive == nil {
            // An interactive dismissal leaves events on (rule
            // interactive-dismissal-takes-events).
            return DeliveryBlock(
                reason: .presentationAnimating(
                    presenting: presentation.phase == .presenting, card: screenRef(presentation.presented)),
                rule: .presentationIgnoresEvents)
        }
        if ignoreCount > 0 {
            return DeliveryBlock(reason: .ignoringInteractionEvents(count: ignoreCount), rule: .ignoreCounter)
        }
        return nil
    }

    // MARK: UIApplication's ignore counter

    /// beginIgnoringInteractionEvents: nests; deprecated since iOS 13.
    public mutating func beginIgnoringInteractionEvents(caller: String = "app") {
        ignoreCount += 1
        emit(
            .ignoringInteractionEvents(
                begin: true, caller: caller, count: ignoreCount,
                deprecated: profile.capabilities.ignoringEventsDeprecated))
        afterStep()
    }

    public mutating func endIgnoringInteractionEvents(caller: String = "app") {
        guard ignoreCount > 0 else {
            emit(.warning(.endIgnoringWithoutBegin(caller: caller), rule: nil))
            return
        }
        ignoreCount -= 1
        emit(
            .ignoringInteractionEvents(
                begin: false, caller: caller, count: ignoreCount,
                deprecated: profile.capabilities.ignoringEventsDeprecated))
        afterStep()
    }

    // MARK: Touches

    /// A tap: a touch that begins now and ends `tapDuration` later.
    @discardableResult
    mutating func tap(at point: Point) -> TouchID {
        let id = touchBegan(at: point)
        scheduleEnd(of: id, at: now + configuration.tapDuration)
        afterStep()
        return id
    }

    /// The finger lifts at `time`, if a view took the touch. One no view
    /// took has nothing to end (`touchEnded` finds no active touch and does
    /// nothing): a pending end kept the app from being idle for the
    /// finger's length, and a touch the app never saw does not keep it
    /// busy. It also makes a dropped tap leave the world as it found it,
    /// so a search meets the world it was in.
    mutating func scheduleEnd(of id: TouchID, at time: Int) {
        guard crash == nil, touches.active.contains(where: { $0.id == id }) else { return }
        scheduler.schedule(.touchEnded(id), at: time)
    }

    /// A finger lands. The hit-test view keeps the touch for its whole life.
    @discardableResult
    public mutating func touchBegan(at point: Point) -> TouchID {
        let id = TouchID(touches.nextID)
        touches.nextID += 1
        var record = TouchRecord(id: id, point: point, beganAt: now)
        defer {
            touches.history.append(record)
            trimTouchHistory()
            afterStep()
        }
        emit(.touchBegan(id, at: point))
        if let block = touchDeliveryBlocker() {
            record.drop(TouchNote(.beganDropped(block.reason), rule: block.rule))
            emit(.touchDropped(id, reason: block.reason, rule: block.rule))
            return id
        }
        // A search keeps no record: the walk's steps are left out but for
        // the ones a rule decided, which decide here too.
        let result = hitTest(point, keepingWalk: recordsTouchDetail)
        record.walked(result)
        if recordsTouchDetail { record.drawnView = drawnView(at: point) }
        // UIKit hit-tests before it calls sendEvent (the override can read
        // touch.view), so LAST TAP keeps the walk of a touch the guard swallows.
        // Asked with no touch view or point: `TouchPlacement` counts on a
        // guard answering alike for every touch no view takes (hand it the
        // touch and that sharing must check it too).
        let sent = askGuard(.sendEvent)
        apply(sent.effects)
        if !sent.allowed {
            let reason = TouchDropReason.sendEventDropped(strategy: strategyID.rawValue, reason: sent.reason ?? "")
            record.drop(TouchNote(.beganDropped(reason)))
            emit(.touchDropped(id, reason: reason, rule: nil))
            return id
        }
        // The step where one of UIKit's defences took a view out of the walk.
        let ruleStep = result.walk.first { $0.rule != nil }
        guard let hit = result.view else {
            record.disposition = .dropped
            emit(.hitTest(point, hit: nil, visited: result.walk.count))
            if let ruleStep, let block = ruleStep.transitionBlock {
                record.rule = block.rule
                record.notes.append(TouchNote(.notDelivered(ruleStep), rule: block.rule))
                emit(.touchNotDelivered(id, reason: .viewSkipped(ruleStep.viewRef, why: block), rule: block.rule))
            } else {
                record.notes.append(TouchNote(.noViewTookPoint))
            }
            return id
        }
        let chain = responderChain(from: hit)
        // A loop, not `map`: a closure in a mutating method captures `self`,
        // and each call out of it copied the whole world (8 copies a tap).
        record.chain.reserveCapacity(chain.count)
        for responder in chain { record.chain.append(responderRef(responder)) }
        emit(.hitTest(point, hit: viewRef(hit), visited: result.walk.count))

        let handler = touchHandler(from: hit)
        record.handler = handler
        record.handlerText = views[(handler ?? hit).raw].text

        switch touchRefusal(hit: hit, handler: handler, ruleStep: ruleStep) {
        case .walkEndedAround(let ruleStep, let block):
            // The walk went around the views UIKit disabled and ended on a
            // container that does nothing with the touch.
            record.disposition = .dropped
            record.rule = block.rule
            record.notes.append(TouchNote(.notDeliveredAround(ruleStep), rule: block.rule))
            emit(.touchNotDelivered(id, reason: .walkEndedAroundSkippedView(ruleStep.viewRef, why: block), rule: block.rule))
            return id
        case .presentationContainer:
            record.disposition = .dropped
            record.notes.append(TouchNote(.swallowedByPresentationContainer))
            record.rule = .containerTakesTouches
            fire(.swallowedTap, .swallowedTap(at: point))
            return id
        case .exclusiveTouchTracking(let blocker):
            record.disposition = .dropped
            record.rule = .exclusiveTouch
            record.notes.append(TouchNote(.exclusiveTouchTracking(viewRef(blocker.hitView), touch: blocker.id)))
            emit(
                .touchNotDelivered(
                    id, reason: .exclusiveTouchTracking(viewRef(blocker.hitView), touch: blocker.id), rule: .exclusiveTouch))
            return id
        case .exclusiveTouchWhileOtherDown(let other):
            record.disposition = .dropped
            record.rule = .exclusiveTouch
            record.notes.append(TouchNote(.exclusiveTouchWhileOtherDown(viewRef(hit), other: other.id)))
            emit(
                .touchNotDelivered(
                    id,
                    reason: .exclusiveTouchWhileOtherDown(viewRef(hit), other: other.id, trackedBy: viewRef(other.hitView)),
                    rule: .exclusiveTouch))
            return id
        case .multipleTouchDisabled(let receiver, let other):
            record.disposition = .dropped
            record.rule = .multipleTouch
            record.notes.append(TouchNote(.multipleTouchDisabled(viewRef(receiver), has: other.id)))
            emit(
                .touchNotDelivered(id, reason: .multipleTouchDisabled(viewRef(receiver)), rule: .multipleTouch))
            return id
        case nil:
            break
        }

        if let transition = navigation.transition, profile.capabilities.incomingScreenInteractive,
            !configuration.toggles.allowInteractionDuringTransition,
            let incoming = controllers[transition.to.raw].wrapperView, superviews(of: hit).contains(incoming)
        {
            record.rule = .incomingScreenInteractive
            record.notes.append(TouchNote(.deliveredMidTransition(incoming: screenRef(transition.to)), rule: .incomingScreenInteractive))
            emit(.touchReachesIncomingScreen(id, screen: screenRef(transition.to)))
        }
        if let presentation, presentation.interactive != nil {
            let screen = screenRef(presentation.presented)
            record.notes.append(TouchNote(.deliveredDuringInteractiveDismissal(screen), rule: .interactiveDismissalTakesEvents))
            emit(.touchDuringInteractiveDismissal(id, screen: screen))
        }
        touches.active.append(ActiveTouch(id: id, point: point, beganAt: now, hitView: hit, handler: handler))
        if let scrollView = scrollViewDelayingTouches(on: hit) {
            holdTouch(id, by: scrollView, record: &record)
            if handler == nil {
                record.disposition = .handled
                record.notes.append(TouchNote(.deliveredToNonControl(viewRef(hit))))
            }
        } else if let handler {
            setHighlighted(true, handler)
            record.notes.append(TouchNote(.highlighted(viewRef(handler))))
            emit(.touchHighlighted(id, control: viewRef(handler)))
            if views[handler.raw].menu != nil {
                var open: TouchRecord? = record
                menuButtonTouchedDown(id, control: handler, record: &open)
                if let open { record = open }
            }
        } else {
            record.disposition = .handled
            record.notes.append(TouchNote(.deliveredToNonControl(viewRef(hit))))
        }
        return id
    }

    /// Why a touch a view took goes no further, decided in the order
    /// `touchBegan` tries them; nil when it is delivered.
    enum TouchRefusal {
        case walkEndedAround(HitTestStep, TransitionInteractionBlock)
        case presentationContainer
        case exclusiveTouchTracking(ActiveTouch)
        case exclusiveTouchWhileOtherDown(ActiveTouch)
        case multipleTouchDisabled(receiver: ViewID, other: ActiveTouch)
    }

    /// A view that is not a control forwards touches up the responder
    /// chain; the first control there handles them (a cell's content view
    /// → the cell). (A climb that reads one field in place: no array, no
    /// view copies.)
    func touchHandler(from hit: ViewID) -> ViewID? {
        var candidate: ViewID? = hit
        while let current = candidate {
            // isControl: an action, or a button's menu (which may be all it has).
            if views[current.raw].action != nil || views[current.raw].traits?.menu != nil { return current }
            candidate = views[current.raw].superview
        }
        return nil
    }

    /// `touchBegan`'s refusals of a touch a view took, read from the world
    /// as it is (`TouchPlacement` asks them ahead of a touch too).
    func touchRefusal(hit: ViewID, handler: ViewID?, ruleStep: HitTestStep?) -> TouchRefusal? {
        let isContainer = views[hit.raw].role == .presentationContainer
        if handler == nil, !isContainer, let ruleStep, let block = ruleStep.transitionBlock {
            return .walkEndedAround(ruleStep, block)
        }
        if handler == nil, isContainer { return .presentationContainer }
        if let blocker = touches.active.first(where: { isExclusiveTouch($0.hitView) }) {
            return .exclusiveTouchTracking(blocker)
        }
        if isExclusiveTouch(hit), let other = touches.active.first { return .exclusiveTouchWhileOtherDown(other) }
        let receiver = handler ?? hit
        if !views[receiver.raw].isMultipleTouchEnabled,
            let other = touches.active.first(where: { ($0.handler ?? $0.hitView) == receiver })
        {
            return .multipleTouchDisabled(receiver: receiver, other: other)
        }
        return nil
    }

    /// The finger lifts. A control fires its action on touch-up. What gates
    /// touches that begin (events ignored, an ancestor's interaction off)
    /// does not stop the end of one already tracked (rule
    /// tracked-touch-delivered) — except on a bar button whose bar was
    /// disabled, the one case a report shows stranded (rule
    /// undelivered-end-strands-highlight).
    public mutating func touchEnded(_ id: TouchID) {
        defer { afterStep() }
        guard let index = touches.active.firstIndex(where: { $0.id == id }) else { return }
        // Lifted before a long press: a button's menu does not open.
        if let handler = touches.active[index].handler, views[handler.raw].menu != nil {
            scheduler.cancel { $0.kind == .menuLongPress(id) }
        }
        if touches.active[index].heldBy != nil, crash == nil {
            // The finger lifted within the scroll view's delay: the began
            // goes to the content now, just before the end.
            releaseHeldTouch(at: index)
            // A menu that opened on that touch-down took the touch.
            guard touches.active.indices.contains(index), touches.active[index].id == id else { return }
        }
        let touch = touches.active.remove(at: index)
        guard crash == nil else { return }
        guard let handler = touch.handler else {
            emit(.touchEnded(id))
            return
        }
        let control = viewRef(handler)
        var gate: TrackedTouchGate?
        if let block = touchDeliveryBlocker() {
            switch block.reason {
            case .ignoringInteractionEvents, .presentationAnimating:
                gate = .ignoring(block.reason)
            case .sendEventDropped:
                // Never a blocker: a guard's sendEvent answers as a touch
                // begins, and a touch it swallowed has no handler to end.
                break
            case .appCrashed, .uiFrozen:
                // Nothing runs: the freeze answers no touch at all.
                noteTouch(id, .dropped, .endDropped(block.reason, control: control), rule: block.rule)
                emit(.touchEndNotDelivered(id, reason: .dropped(block.reason, control: control), rule: block.rule))
                return
            }
        }
        if let disabled = ([handler] + superviews(of: handler)).first(where: { !views[$0.raw].isUserInteractionEnabled }) {
            if disabled == bar.view {
                // Seed 000's comment: disabling the bar leaves its back
                // button highlighted, because the end of the touch never
                // arrives. Observed once, for this case only.
                noteTouch(
                    id, .dropped, .endNotDelivered(disabledOwner: viewRef(disabled), control: control, ownerIsControl: false),
                    rule: .undeliveredEndStrandsHighlight)
                emit(
                    .touchEndNotDelivered(
                        id, reason: .interactionDisabled(owner: viewRef(disabled), control: control),
                        rule: .undeliveredEndStrandsHighlight))
                return
            }
            gate = gate ?? .interactionDisabled(owner: viewRef(disabled))
        }
        if let gate {
            noteTouch(id, nil, .endDeliveredWhileGated(gate), rule: .trackedTouchDelivered)
            emit(.touchEndDeliveredWhileGated(id, gate: gate, control: control))
        }
        setHighlighted(false, handler)
        guard isInWindow(handler) else {
            // Left the window in this same instant, before the check that
            // cancels such touches ran.
            cancelTouchLeftWindow(touch)
            return
        }
        emit(.touchUpInside(id, control: control))
        sendAction(from: handler, touch: id)
    }

    /// UIKit cancels the touches whose tracking view is no longer in the
    /// window (rule removal-cancels-touch): run after every step, so a
    /// screen popped, dismissed or removed takes its touches with it.
    mutating func cancelTouchesThatLeftWindow() {
        guard !touches.active.isEmpty else { return }
        // A loop by index, not `filter` nor `for … where`: a closure would
        // capture `self`, and iterating the touches while asking `self`
        // about each also copied the whole world, after every step a
        // finger is down in.
        var gone: [ActiveTouch] = []
        var index = 0
        while index < touches.active.count {
            let view = touches.active[index].handler ?? touches.active[index].hitView
            if !isInWindow(view) { gone.append(touches.active[index]) }
            index += 1
        }
        for touch in gone {
            touches.active.removeAll { $0.id == touch.id }
            cancelTouchLeftWindow(touch)
        }
    }

    private mutating func cancelTouchLeftWindow(_ touch: ActiveTouch) {
        let view = touch.handler ?? touch.hitView
        setHighlighted(false, view)
        noteTouch(touch.id, .dropped, .cancelledLeftWindow(viewRef(view)), rule: .removalCancelsTouch)
        emit(.touchCancelledLeftWindow(touch.id, view: viewRef(view)))
    }

    /// The system cancels a touch: the control unhighlights, no action.
    public mutating func touchCancelled(_ id: TouchID) {
        defer { afterStep() }
        guard let index = touches.active.firstIndex(where: { $0.id == id }) else { return }
        let touch = touches.active.remove(at: index)
        if let handler = touch.handler { setHighlighted(false, handler) }
        noteTouch(id, .dropped, .cancelled)
        emit(.touchCancelled(id))
    }

    /// UIControl.sendAction: an explicit target, or nil-targeted up the
    /// responder chain.
    private mutating func sendAction(from control: ViewID, touch: TouchID) {
        guard let action = views[control.raw].action else { return }
        // UIControl.sendAction(_:to:for:) runs before UIApplication finds the
        // target: a guard's override that does not call super sends nothing.
        let asked = guardStack.hearsSendAction ? askGuard(.sendAction, HookContext(control: control)) : .yes
        apply(asked.effects)
        guard crash == nil else { return }
        if !asked.allowed {
            let reason = asked.reason ?? ""
            emit(.actionDropped(control: viewRef(control), selector: action.selector, strategy: strategyID.rawValue, reason: reason))
            noteTouch(touch, .dropped, .actionDropped(selector: action.selector, strategy: strategyID.rawValue, reason: reason))
            return
        }
        let handlerController: ControllerID?
        if let target = action.target {
            handlerController = target
            emit(
                .actionSent(control: viewRef(control), selector: action.selector, target: screenRef(target)))
        } else {
            let (found, path) = firstResponder(implementing: action.selector, from: control)
            handlerController = found
            let route = path.map { describe($0) }.joined(separator: " ▸ ")
            emit(
                .actionNilTargeted(selector: action.selector, route: route, handler: found.map { screenRef($0) }))
        }
        guard let handlerController else {
            noteTouch(touch, .handled, .actionUnimplemented(selector: action.selector))
            if let index = touches.history.lastIndex(where: { $0.id == touch }) {
                touches.history[index].actionUnhandled = true
            }
            return
        }
        noteTouch(touch, .handled, .actionSent(selector: action.selector, to: screenRef(handlerController)))
        withFrame("-[UIApplication sendAction:to:from:forEvent:]") { world in
            world.withFrame("-[\(world.controllers[handlerController.raw].kind.className) \(action.selector)]") { world in
                world.performAction(action, on: handlerController, sender: control, touch: touch)
            }
        }
    }

    /// Adds a line to a touch's record (what became of it) and, when given,
    /// moves its disposition: dropped and queued stick over handled.
    mutating func noteTouch(_ id: TouchID?, _ disposition: TouchDisposition?, _ fact: TouchFact, rule: RuleID? = nil) {
        guard let id, let index = touches.history.lastIndex(where: { $0.id == id }) else { return }
        touches.history[index].notes.append(TouchNote(fact, rule: rule))
        if let rule { touches.history[index].rule = rule }
        if let disposition {
            let current = touches.history[index].disposition
            if current == .pending || current == .handled || disposition == .dropped {
                touches.history[index].disposition = disposition
            }
        }
    }

    /// Interactive sessions bound memory; headless runs keep every touch so
    /// the tap counts stay exact.
    mutating func trimTouchHistory() {
        let count = touches.history.count
        if configuration.logLimit != nil {
            if count > TouchState.historyLimit * 2 { touches.history.removeFirst(count - TouchState.historyLimit) }
        } else if count > TouchState.historyLimit {
            // A headless run keeps every record, for the tap counts, but a
            // touch's walk and chain only while it is one of the recent
            // ones a LAST TAP could show: every tap's walk was a third of a
            // long run's memory, and nothing read them.
            touches.history[count - TouchState.historyLimit - 1].forgetWalkAndChain()
        }
    }

    /// The most recent touch's record: the front end's LAST TAP.
    public var lastTouch: TouchRecord? { touches.history.last }

    /// How many touches were handled, dropped and queued, for `compare`.
    public var touchCounts: (handled: Int, dropped: Int, queued: Int) {
        var counts = (handled: 0, dropped: 0, queued: 0)
        for record in touches.history {
            switch record.disposition {
            case .handled, .pending: counts.handled += 1
            case .dropped: counts.dropped += 1
            case .queued: counts.queued += 1
            }
        }
        return counts
    }
}

/// Why a touch event cannot be delivered at all right now.
struct DeliveryBlock: Hashable, Sendable {
    var reason: TouchDropReason
    var rule: RuleID?

    /// " (rule id)", or nothing.
    var suffix: String { rule.map { " \($0.tag)" } ?? "" }
    /// The reason with its rule.
    var text: String { reason.text + suffix }
}

extension TouchRecord {
    /// The touch went nowhere; `rule`, when given, is the one that decided.
    mutating func drop(_ note: TouchNote) {
        disposition = .dropped
        if let rule = note.rule { self.rule = rule }
        notes.append(note)
    }

    /// Drops what only LAST TAP shows of a touch, its hit-test walk and
    /// responder chain; what became of it stays.
    mutating func forgetWalkAndChain() {
        walk = []
        chain = []
    }

    /// Keeps the hit test's walk and answer for LAST TAP.
    mutating func walked(_ result: HitTestResult) {
        walk = result.walk
        hitView = result.view
    }
}
