/// The public navigation calls app code makes. Each becomes a request that the
/// guard strategy sees before UIKit does.
extension World {
    mutating func makeRequest(
        _ operation: NavigationOperation, animated: Bool = true, origin: RequestOrigin, mustComplete: Bool = false,
        touch: TouchID?, interactive: Bool = false
    ) -> NavigationRequest {
        var request = NavigationRequest(
            id: nextRequestID(), operation: operation, origin: origin, mustComplete: mustComplete, touch: touch,
            call: call(operation, animated: animated))
        // The delegate's interaction controller drives an animated change only.
        request.isInteractive = interactive && animated
        return request
    }

    /// The operation as events name it, with its screens as they are now.
    func call(_ operation: NavigationOperation, animated: Bool) -> NavigationCall {
        switch operation {
        case .push(let c), .popTo(let c), .dismiss(let c):
            NavigationCall(operation.method, screen: screenRef(c), animated: animated)
        case .pop, .popToRoot: NavigationCall(operation.method, animated: animated)
        case .present(let c, let from):
            NavigationCall(operation.method, screen: screenRef(c), presenter: screenRef(from), animated: animated)
        case .setViewControllers(let stack):
            // `screen` is the new top, the one a guard's target conditions ask about.
            NavigationCall(
                operation.method, screen: stack.last.map { screenRef($0) }, screens: stack.map { screenRef($0) },
                animated: animated)
        }
    }

    /// `navigationController.pushViewController(_:animated:)` on the shared
    /// navigation controller.
    public mutating func pushViewController(
        _ controller: ControllerID, animated: Bool = true, origin: RequestOrigin = .app, mustComplete: Bool = false,
        touch: TouchID? = nil, interactive: Bool = false
    ) {
        submit(
            makeRequest(
                .push(controller), animated: animated, origin: origin, mustComplete: mustComplete, touch: touch,
                interactive: interactive))
    }

    public mutating func popViewController(
        animated: Bool = true, origin: RequestOrigin = .app, touch: TouchID? = nil, interactive: Bool = false
    ) {
        submit(makeRequest(.pop, animated: animated, origin: origin, touch: touch, interactive: interactive))
    }

    public mutating func popToViewController(
        _ controller: ControllerID, animated: Bool = true, origin: RequestOrigin = .app, touch: TouchID? = nil
    ) {
        submit(makeRequest(.popTo(controller), animated: animated, origin: origin, touch: touch))
    }

    public mutating func popToRootViewController(
        animated: Bool = true, origin: RequestOrigin = .app, touch: TouchID? = nil
    ) {
        submit(makeRequest(.popToRoot, animated: animated, origin: origin, touch: touch))
    }

    /// `navigationController.setViewControllers(_:animated:)`: the new stack,
    /// bottom to top.
    public mutating func setViewControllers(
        _ stack: [ControllerID], animated: Bool = true, origin: RequestOrigin = .app, touch: TouchID? = nil,
        interactive: Bool = false
    ) {
        submit(makeRequest(.setViewControllers(stack), animated: animated, origin: origin, touch: touch, interactive: interactive))
    }

    /// `presenter.present(_:animated:completion:)`.
    public mutating func present(
        _ controller: ControllerID, from presenter: ControllerID, animated: Bool = true, origin: RequestOrigin = .app,
        mustComplete: Bool = false, touch: TouchID? = nil
    ) {
        submit(
            makeRequest(
                .present(controller, from: presenter), animated: animated, origin: origin, mustComplete: mustComplete,
                touch: touch))
    }

    /// `presented.dismiss(animated:completion:)`.
    public mutating func dismiss(
        _ controller: ControllerID, animated: Bool = true, origin: RequestOrigin = .app, touch: TouchID? = nil
    ) {
        submit(makeRequest(.dismiss(controller), animated: animated, origin: origin, touch: touch))
    }

    /// `self.navigationController?.pushViewController(…)` from a screen: a
    /// screen already popped has no navigation controller and the call does
    /// nothing (seed 001).
    mutating func push(
        _ controller: ControllerID, from caller: ControllerID, animated: Bool = true, origin: RequestOrigin,
        touch: TouchID?, interactive: Bool = false
    ) {
        guard navigationController(of: caller) != nil else {
            emit(.app(.pushFromPoppedCaller(caller: screenRef(caller), pushed: screenRef(controller)), rule: .popReleasesCaller))
            noteTouch(touch, .dropped, .pushNotSentCallerPopped(pushed: screenRef(controller)), rule: .popReleasesCaller)
            return
        }
        pushViewController(controller, animated: animated, origin: origin, touch: touch, interactive: interactive)
    }

    mutating func pop(
        from caller: ControllerID, animated: Bool = true, origin: RequestOrigin, touch: TouchID?, interactive: Bool = false
    ) {
        guard navigationController(of: caller) != nil else {
            emit(.app(.navigationControllerNil(caller: screenRef(caller), call: .pop), rule: .popReleasesCaller))
            return
        }
        popViewController(animated: animated, origin: origin, touch: touch, interactive: interactive)
    }

    /// The guarded entry point: the strategy decides, then UIKit runs it.
    /// `after`: a call a stack member made on `super`, which only the
    /// members after it see (a lone strategy has none).
    mutating func submit(_ request: NavigationRequest, after member: Int? = nil) {
        guard crash == nil else { return }
        var verdict = GuardVerdict.proceed
        if !guardStack.members.isEmpty {
            // By hand, not through `withGuards`: see `askGuard`.
            var stack = guardStack
            guardStack = GuardStack.vacant
            verdict = stack.decide(request, in: self, after: member)
            guardStack = stack
        }
        // The guard's effects first, as the hook returns: a call they make
        // may crash the app (a recursion), and then nothing more happens.
        apply(verdict.effects)
        guard crash == nil else { return }
        switch verdict.decision {
        case .proceed:
            performStock(request)
        case .ignore(let flag, let reason):
            refuse(request, verb: .ignored, flag: flag, reason: reason)
        case .satisfied(let flag, let reason):
            emit(.guardRefused(verb: .ignored, request: request.call, flag: flag, reason: reason))
            noteTouch(request.touch, .dropped, .guardIgnoredAlreadyHappening(request.call, flag: flag))
        case .fail(let flag, let reason):
            refuse(request, verb: .failed, flag: flag, reason: reason)
        case .queue(let flag, let reason):
            emit(.guardQueued(request: request.call, flag: flag, reason: reason))
            noteTouch(request.touch, .queued, .guardQueued(request.call, flag: flag))
        case .delay(let milliseconds, let reason):
            emit(.guardDelayed(request: request.call, milliseconds: milliseconds, reason: reason))
            scheduler.schedule(.delayedNavigation(request), at: now + milliseconds)
        }
    }

    private mutating func refuse(_ request: NavigationRequest, verb: GuardVerb, flag: GuardFlagName, reason: String) {
        emit(.guardRefused(verb: verb, request: request.call, flag: flag, reason: reason))
        noteTouch(request.touch, .dropped, .guardRefused(request.call, verb: verb, flag: flag))
        if request.mustComplete {
            fire(.lostNavigation, .lostNavigation(
                requests: [request.call], how: .refusedByGuard(verb: verb, strategy: strategyID, flag: flag)))
        }
    }
}
