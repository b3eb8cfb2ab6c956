/// Modal presentation of a card (seed 004): UIKit adds a full-screen
/// UITransitionView over the window, with a dimming view and the card's view.
/// The container is transparent but still takes touches, which is the bug
/// seed 004 fixes with hit-test pass-through.
public enum CardDrag: String, Hashable, Sendable, CaseIterable {
    case down, up, dismiss
}

extension World {
    mutating func presentStock(_ request: NavigationRequest) {
        guard case .present(let card, let presenter) = request.operation else { return }
        if let running = navigation.transition, profile.capabilities.overlap == .deferred, presentation == nil {
            // Held like a navigation call; by the time it runs the presenter
            // may have left the window (rule present-waits-for-transition).
            deferUntilUIKitIsIdle(
                request, behind: .runningTransition(running.kind, to: screenRef(running.to)),
                rule: .presentWaitsForTransition)
            return
        }
        withFrame("-[UIViewController presentViewController:animated:completion:]") { world in
            world.startPresentation(card, from: presenter, request: request)
        }
    }

    private mutating func startPresentation(_ card: ControllerID, from presenter: ControllerID, request: NavigationRequest) {
        if let existing = presentation {
            fire(
                .presentWhilePresenting,
                .presentWhilePresenting(
                    card: screenRef(card), presenter: screenRef(presenter),
                    existing: existing.phase == .shown ? screenRef(existing.presented) : nil),
                rule: .presentWhilePresenting)
            refuseByUIKit(request)
            return
        }
        guard canPresent(from: presenter) else {
            fire(.presentNotInWindow, .presentNotInWindow(card: screenRef(card), presenter: screenRef(presenter)), rule: .presentNotInWindow)
            refuseByUIKit(request)
            return
        }
        let root = loadViewIfNeeded(card)
        // UIKit reports the card as presented by the presenter's container
        // too (a child's full-screen presentation is its parent's).
        for owner in presentationOwners(of: presenter) {
            controllers[owner.raw].presentedViewController = card
        }
        controllers[card.raw].presentingViewController = presenter
        let passes = controllers[card.raw].kind.screen.map { app.screens[$0].passesTouchesThrough } ?? false
        let container = makeView(.transitionView, role: .presentationContainer, frame: Phone.bounds, in: window) {
            $0.passesTouchesThrough = passes
        }
        let dimming = makeView(.dimmingView, role: .dimming, frame: Phone.bounds, in: container) { $0.alpha = 0.4 }
        addSubview(root, to: container)
        let duration = request.animated ? Durations.presentation + controllers[card.raw].loadCost : 0
        let sheet = sheetStyle(for: card).map { SheetPresentation(style: $0, detent: $0.initialDetent) }
        if let alert = controllers[card.raw].alert {
            // An alert fades in where it stands; a card or sheet slides up.
            let frame = alertFrame(alert)
            animateFrame(of: root, to: frame, from: frame, duration: duration)
        } else {
            var target = Phone.cardExpanded
            if let sheet { target = sheet.detent.frame }
            var offscreen = target
            offscreen.y = Phone.height
            animateFrame(of: root, to: target, from: offscreen, duration: duration)
        }
        let animation = nextAnimationID()
        presentation = PresentationState(
            presented: card, presenting: presenter, container: container, dimming: dimming, phase: .presenting,
            animationID: animation, request: request, sheet: sheet)
        if let sheet, let current = presentation { applySheetDimming(current, at: sheet.detent, style: sheet.style) }
        if wantsUnavailableSheet(card) { emit(.sheetUnavailable(screen: screenRef(card), profile: profile)) }
        emit(.presentationStarts(card: screenRef(card), presenter: screenRef(presenter), duration: duration))
        noteTouch(request.touch, .handled, .ran(request.call))
        sendLifecycle(.viewWillAppear, to: card)
        scheduler.schedule(.presentationEnded(animation: animation), at: now + duration)
        if duration == 0 { presentationEnded(animation) }
    }

    /// UIKit refused the call with a console warning: no completion runs.
    private mutating func refuseByUIKit(_ request: NavigationRequest) {
        noteTouch(request.touch, .dropped, .refusedByUIKit(request.call))
        if request.mustComplete {
            fire(.lostNavigation, .lostNavigation(requests: [request.call], how: .refusedByUIKit))
        }
    }

    mutating func dismissStock(_ request: NavigationRequest) {
        withFrame("-[UIViewController dismissViewControllerAnimated:completion:]") { world in
            guard let current = world.presentation else {
                world.emit(.callDoesNothing(request: request.call, why: .nothingPresented))
                return
            }
            guard current.phase == .shown else {
                world.fire(.dismissDuringTransition, .dismissDuringTransition(presenter: world.screenRef(current.presenting)), rule: .dismissDuringTransition)
                world.refuseByUIKit(request)
                return
            }
            let card = current.presented
            guard let root = world.controllers[card.raw].view else { return }
            if request.isInteractive {
                world.beginInteractiveDismissal(of: current, root: root, request: request)
                return
            }
            let duration = request.animated ? Durations.presentation : 0
            let leaving = world.controllers[card.raw].alert.map { world.alertFrame($0) } ?? Phone.cardOffscreen
            world.animateFrame(of: root, to: leaving, duration: duration)
            world.views[current.dimming.raw].alpha = 0
            let animation = world.nextAnimationID()
            world.presentation?.phase = .dismissing
            world.presentation?.animationID = animation
            world.presentation?.request = request
            world.emit(.dismissStarts(card: world.screenRef(card), duration: duration))
            world.noteTouch(request.touch, .handled, .ran(request.call))
            world.sendLifecycle(.viewWillDisappear, to: card)
            world.scheduler.schedule(.presentationEnded(animation: animation), at: world.now + duration)
            if duration == 0 { world.presentationEnded(animation) }
        }
    }

    /// The presenter and the containers above it.
    func presentationOwners(of presenter: ControllerID) -> [ControllerID] {
        var owners = [presenter]
        var current = controllers[presenter.raw].parent
        while let parent = current, !owners.contains(parent) {
            owners.append(parent)
            current = controllers[parent.raw].parent
        }
        return owners
    }

    mutating func presentationEnded(_ animation: Int) {
        guard let current = presentation, current.animationID == animation else { return }
        scheduler.cancel { $0.kind == .presentationEnded(animation: animation) }
        let card = current.presented
        let cardRef = screenRef(card)
        switch current.phase {
        case .presenting:
            presentation?.phase = .shown
            if let root = controllers[card.raw].view { views[root.raw].animation = nil }
            emit(.presentationCompletes(card: cardRef))
            sendLifecycle(.viewDidAppear, to: card)
            presentationCompletion("present", request: current.request)
        case .dismissing where current.interactive?.phase == .cancelling:
            settleBack(current)
        case .dismissing:
            removeFromSuperview(current.container)
            for owner in presentationOwners(of: current.presenting) {
                controllers[owner.raw].presentedViewController = nil
            }
            controllers[card.raw].presentingViewController = nil
            presentation = nil
            emit(.dismissCompletes(card: cardRef))
            sendLifecycle(.viewDidDisappear, to: card)
            presentationCompletion("dismiss", request: current.request)
            runAlertHandler(of: card)
        case .shown:
            break
        }
    }

    /// The completion block of present/dismiss: guards hear it as the end of
    /// the transition, then UIKit runs the calls it held meanwhile.
    mutating func presentationCompletion(_ operation: String, request: NavigationRequest, cancelled: Bool = false) {
        notifyGuard(.transitionEnd(cancelled: cancelled), HookContext(endedPresentation: true))
        runDeferredNavigation()
    }

    /// The card's drag: down minimizes it to its header strip (the screen
    /// above is meant to stay usable), up expands it, all the way dismisses.
    mutating func dragCard(_ drag: CardDrag) {
        guard crash == nil else { return }
        // A system sheet has detents, not the card's two states: the same
        // fingers move it to its smallest or largest detent.
        if let sheet = presentation?.sheet {
            switch drag {
            case .down: dragSheet(sheet.style.initialDetent == .medium ? .medium : .large)
            case .up: dragSheet(sheet.style.detents.last == .medium ? .medium : .large)
            case .dismiss: dragSheet(.dismiss)
            }
            return
        }
        emit(.cardDrag(drag))
        if let block = touchDeliveryBlocker() {
            emit(.cardDragDropped(reason: block.reason, rule: block.rule))
            afterStep()
            return
        }
        if let current = presentation, presentsAlert(current) {
            emit(.alertDragRefused(alert: screenRef(current.presented)))
            afterStep()
            return
        }
        if let current = presentation, let miss = presentedPanMiss(current) {
            emit(.cardDragMissed(at: miss.point, landedOn: miss.landedOn))
            afterStep()
            return
        }
        switch drag {
        case .down: moveCard(to: .minimized)
        case .up: moveCard(to: .expanded)
        case .dismiss:
            if let current = presentation { dismiss(current.presented, origin: .tap) }
        }
        afterStep()
    }

    /// The presented screen's pan lives on its view: it sees the finger only
    /// when the grabber's point (the view's centre when it has no grabber)
    /// hit-tests into that view (rule gesture-obeys-hit-testing). Where the
    /// finger landed instead, or nil when the pan sees it.
    func presentedPanMiss(_ current: PresentationState) -> (point: Point, landedOn: ViewRef?)? {
        guard let root = controllers[current.presented.raw].view else { return nil }
        let grabber = views[root.raw].subviews.first { views[$0.raw].role == .cardGrabber } ?? root
        let point = windowPresentationFrame(of: grabber).center
        let hit = hitTest(point).view
        if hit == root || (hit.map { superviews(of: $0).contains(root) } ?? false) { return nil }
        return (point, hit.map { viewRef($0) })
    }

    mutating func moveCard(to state: CardState) {
        guard let current = presentation, current.phase == .shown else {
            emit(.app(.cardCannotMove(nothingPresented: presentation == nil), rule: nil))
            return
        }
        if let sheet = current.sheet {
            moveSheet(to: state == .minimized ? sheet.style.initialDetent : sheet.style.detents.last ?? .large)
            return
        }
        guard current.card != state, let root = controllers[current.presented.raw].view else { return }
        presentation?.card = state
        let target = state == .minimized ? Phone.cardMinimized : Phone.cardExpanded
        animateFrame(of: root, to: target, duration: Durations.cardMove)
        // Minimized, the dimming fades to a tint that takes no touches: what
        // is left above the card is the bare container.
        views[current.dimming.raw].alpha = state == .minimized ? 0.15 : 0.4
        views[current.dimming.raw].isUserInteractionEnabled = state == .expanded
        emit(.app(.cardMoved(screenRef(current.presented), to: state), rule: nil))
        scheduler.schedule(.cardMoveEnded(animation: nextAnimationID()), at: now + Durations.cardMove)
    }
}
