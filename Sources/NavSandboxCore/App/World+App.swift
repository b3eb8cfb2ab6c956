/// The app's own state at run time: what a real app keeps in its AppDelegate.
public struct AppState: Hashable, Sendable {
    /// The root screen's controller (the presenter for `from: root`).
    public var root = ControllerID(0)
    /// Screen index → the one cached instance `reuse: true` pushes.
    var cached: [Int: ControllerID] = [:]
}

/// Runs an `AppDescription`: launches it into a window with a navigation
/// controller, builds each screen's views when its view loads, and performs
/// what a controller's action selectors say.
extension World {
    public var app: AppDescription { configuration.app }

    /// The root screen's controller.
    public var rootController: ControllerID { appState.root }

    // MARK: Launch

    mutating func launchApp() {
        let windowView = makeView(.window, frame: Phone.bounds)
        window = windowView
        guard app.tabs.isEmpty else {
            launchTabs(in: windowView)
            return
        }
        let navView = makeNavigationController()
        addSubview(navView, to: windowView)
        let root = instantiate(screen: app.root, argument: app.rootArgument)
        appState.root = root
        emit(.system(.launch(root: screenRef(root), profile: profile, strategy: strategyID.rawValue)))
        setRootViewController(root)
    }

    /// A UINavigationController with its view, transition view and bar,
    /// made the world's `navigation` and `bar`; its view is returned for the
    /// caller to place.
    mutating func makeNavigationController() -> ViewID {
        let nav = makeController(.navigation, title: "UINavigationController")
        navigation.controller = nav
        let navView = loadViewIfNeeded(nav, logged: false)
        let transitionView = makeView(.navigationTransitionView, frame: Phone.contentFrame, in: navView)
        navigation.transitionView = transitionView
        let barView = makeView(.navigationBar, frame: Phone.navigationBarFrame, in: navView)
        let back = makeView(
            .barButton, role: .backButton, label: "Back", frame: Rect(x: 0, y: 0, width: 9, height: 1), in: barView
        ) {
            $0.action = ControlAction(selector: "_backButtonAction:", target: nav)
            $0.isHidden = true
        }
        let title = makeView(
            .label, role: .navigationTitle, frame: Rect(x: 9, y: 0, width: Phone.width - 9, height: 1), in: barView)
        bar = NavigationBarState(view: barView, backButton: back, titleLabel: title)
        makeBarButtonItemViews(in: barView)
        navigation.popGestureState = "possible"
        return navView
    }

    /// A new controller for one of the app's screens (its view loads later).
    @discardableResult
    public mutating func instantiate(screen index: Int, argument: Int? = nil) -> ControllerID {
        let spec = app.screens[index]
        let values = TemplateValues(n: argument)
        let kind = ScreenKind(screen: index, argument: argument, className: spec.className, isCard: spec.isCard)
        let id = makeController(kind, title: spec.title.render(values), modelItem: spec.model?.render(values))
        controllers[id.raw].backButtonTitle = spec.backButtonTitle?.render(values)
        return id
    }

    /// A new controller for the screen with this name; nil when the app has none.
    public mutating func instantiate(screenNamed name: String, argument: Int? = nil) -> ControllerID? {
        app.screenIndex(named: name).map { instantiate(screen: $0, argument: argument) }
    }

    // MARK: Views

    /// loadView: the navigation controller's container, or the screen's root
    /// view with its subviews as the app describes them.
    mutating func buildRootView(for id: ControllerID) -> ViewID {
        let kind = controllers[id.raw].kind
        if let alert = controllers[id.raw].alert { return buildAlertView(for: id, alert) }
        guard let index = kind.screen else {
            return makeView(.layoutContainerView, role: .controllerRoot, frame: Phone.bounds) { $0.owner = id }
        }
        let spec = app.screens[index]
        let values = TemplateValues(n: kind.argument)
        let root: ViewID
        if spec.isCard {
            root = makeView(.view, role: .controllerRoot, frame: Phone.cardExpanded) {
                $0.owner = id
                $0.clipsToBounds = true
            }
            // The sheet's grabber and title are UIKit's, not the app's. A
            // system sheet shows its grabber only when it prefers to.
            if sheetStyle(for: id).map(\.prefersGrabberVisible) ?? true {
                makeView(
                    .grabber, role: .cardGrabber, label: ScreenSpec.grabberLabel,
                    frame: Rect(x: Phone.width / 2 - 2, y: 0, width: 4, height: 1), in: root)
            }
            makeView(
                .label, role: .navigationTitle, text: controllers[id.raw].title,
                frame: Rect(x: 1, y: 1, width: Phone.width - 2, height: 1), in: root)
        } else {
            root = makeView(.view, role: .controllerRoot, frame: Phone.screenRootFrame) { $0.owner = id }
        }
        for view in spec.views { build(view, in: root, values: values) }
        return root
    }

    private mutating func build(_ spec: ViewSpec, in parent: ViewID, values: TemplateValues) {
        let view = makeView(
            spec.viewClass, label: spec.label?.render(values), text: spec.text?.render(values), frame: spec.frame,
            in: parent
        ) { view in
            view.isHidden = spec.isHidden
            view.alpha = spec.alpha
            if let enabled = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
            view.isExclusiveTouch = spec.isExclusiveTouch
            view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
            view.clipsToBounds = spec.clipsToBounds
            view.delaysContentTouches = spec.delaysContentTouches
            view.canCancelContentTouches = spec.canCancelContentTouches
            view.traits = ViewTraits(scrollAxis: spec.scrollAxis, pan: spec.pan, menu: spec.menu)
            view.background = spec.background
            view.passesTouchesThrough = spec.passesTouchesThrough
            if let selector = spec.selector {
                view.action = ControlAction(selector: selector, argument: spec.argument?.evaluate(values))
            }
        }
        for child in spec.subviews { build(child, in: view, values: values) }
    }

    // MARK: Actions

    /// Whether a controller implements a selector, for nil-targeted actions.
    func implements(_ selector: String, controller id: ControllerID) -> Bool {
        guard let index = controllers[id.raw].kind.screen else {
            let kind = controllers[id.raw].kind
            return kind == .tabBarController ? selector == World.tabItemSelector : selector == "_backButtonAction:"
        }
        return app.screens[index].action(for: selector) != nil
    }

    /// The controller that handled a control's action runs what its screen says.
    mutating func performAction(_ action: ControlAction, on handler: ControllerID, sender: ViewID, touch: TouchID?) {
        let kind = controllers[handler.raw].kind
        guard let index = kind.screen else {
            if action.selector == "_backButtonAction:" { navigationBarBackButtonTapped(touch: touch) }
            if action.selector == World.tabItemSelector { tabBarItemTapped(action.argument ?? 0, touch: touch) }
            if action.selector == Self.alertActionSelector {
                alertButtonTapped(handler, index: action.argument, touch: touch)
            }
            return
        }
        guard let appAction = app.screens[index].action(for: action.selector) else {
            emit(.app(.ignoresAction(handler: screenRef(handler), selector: action.selector), rule: nil))
            return
        }
        let context = ActionContext(
            handler: handler, sender: sender, values: TemplateValues(n: kind.argument, arg: action.argument),
            touch: touch, origin: .tap)
        run(appAction, context)
    }

    /// An action whose delay or load has ended.
    mutating func handle(_ event: AppEvent) {
        if let view = event.loadingView { setLoading(false, view) }
        run(event.action, event.context)
    }

    private func title(of handler: ControllerID) -> String { controllers[handler.raw].title }

    mutating func run(_ action: AppAction, _ context: ActionContext) {
        // A screen of a tab not on screen calls its own navigation
        // controller: the call runs on that tab's stack.
        if tabBar != nil, action.isNavigationCallThroughSelf, let tab = parkedTab(holding: context.handler) {
            onParkedTab(tab) { $0.run(action, context) }
            return
        }
        switch action {
        case .push(let reference, let animated, let reuse, let via, let mustComplete):
            let controller = reuse ? cachedInstance(of: reference, context) : make(reference, context)
            if reuse { emit(.app(.pushesCachedInstance(screenRef(controller)), rule: nil)) }
            if let zoom = context.zoom { prepareZoom(controller, zoom) }
            switch via {
            case .self where !mustComplete:
                push(
                    controller, from: context.handler, animated: animated, origin: context.origin, touch: context.touch,
                    interactive: context.interactive)
            default:
                pushViewController(
                    controller, animated: animated, origin: context.origin, mustComplete: mustComplete,
                    touch: context.touch, interactive: context.interactive)
            }
        case .pop(let animated, let via):
            if via == .self {
                pop(from: context.handler, animated: animated, origin: context.origin, touch: context.touch, interactive: context.interactive)
            } else {
                popViewController(animated: animated, origin: context.origin, touch: context.touch, interactive: context.interactive)
            }
        case .popTo(let screen, let animated, let via):
            guard let target = navigation.stack.last(where: { controllers[$0.raw].kind.screen == screen }) else {
                emit(.app(.popToMissingScreen(name: app.screens[screen].name), rule: nil))
                return
            }
            if via == .self, navigationController(of: context.handler) == nil {
                emit(.app(.navigationControllerNil(caller: screenRef(context.handler), call: .popTo), rule: .popReleasesCaller))
                return
            }
            popToViewController(target, animated: animated, origin: context.origin, touch: context.touch)
        case .popToRoot(let animated, let via):
            if via == .self, navigationController(of: context.handler) == nil {
                emit(.app(.navigationControllerNil(caller: screenRef(context.handler), call: .popToRoot), rule: .popReleasesCaller))
                return
            }
            popToRootViewController(animated: animated, origin: context.origin, touch: context.touch)
        case .setStack(let references, let animated, let via):
            if via == .self, navigationController(of: context.handler) == nil {
                emit(.app(.navigationControllerNil(caller: screenRef(context.handler), call: .setViewControllers), rule: .popReleasesCaller))
                return
            }
            setViewControllers(
                stackInstances(references, context), animated: animated, origin: context.origin, touch: context.touch,
                interactive: context.interactive)
        case .interactive(let inner):
            var driven = context
            driven.interactive = true
            run(inner, driven)
        case .zoom(let inner, let source):
            var zoomed = context
            zoomed.zoom = ZoomTransition(source: source?.render(context.values))
            run(inner, zoomed)
        case .present(let reference, let from, let animated, let mustComplete):
            guard let presenter = presenter(from, context) else { return }
            let card = make(reference, context)
            if let zoom = context.zoom { prepareZoom(card, zoom) }
            present(
                card, from: presenter, animated: animated, origin: context.origin, mustComplete: mustComplete,
                touch: context.touch)
        case .dismiss(let animated):
            dismiss(context.handler, animated: animated, origin: context.origin, touch: context.touch)
        case .alert(let spec):
            presentAlert(spec, context)
        case .minimizeCard:
            moveCard(to: .minimized)
        case .log(let text):
            emit(.app(.line(text.render(context.values)), rule: nil))
        case .sequence(let actions):
            for (index, action) in actions.enumerated() {
                guard crash == nil else { return }
                if case .block(let milliseconds) = action, index + 1 < actions.count {
                    // The rest of the list is the same call stack: it runs when
                    // the work returns, before the touches that waited for it.
                    let rest = AppAction.sequence(Array(actions[(index + 1)...]))
                    scheduler.schedule(
                        .app(AppEvent(action: rest, context: context, loadingView: nil, summary: summary(of: rest, context))),
                        at: now + max(0, milliseconds))
                    run(action, context)
                    return
                }
                run(action, context)
            }
        case .after(let milliseconds, let then):
            // The tap's part ended when its action returned: what runs later
            // is the app's, and its fate is not the tap's.
            var later = context
            later.origin = .timer
            later.touch = nil
            scheduler.schedule(
                .app(AppEvent(action: then, context: later, loadingView: nil, summary: summary(of: action, context))),
                at: now + milliseconds)
        case .block(let milliseconds):
            blockMainThread(for: milliseconds, by: "\(title(of: context.handler))'s action")
        case .load(let milliseconds, let showsSpinner, let then):
            let spinner = showsSpinner ? context.sender : nil
            if let spinner { setLoading(true, spinner) }
            scheduler.schedule(
                .app(
                    AppEvent(
                        action: then, context: context, loadingView: spinner,
                        summary: summary(of: action, context))),
                at: now + milliseconds)
        }
    }

    private mutating func make(_ reference: ScreenReference, _ context: ActionContext) -> ControllerID {
        instantiate(screen: reference.screen, argument: reference.argument?.evaluate(context.values))
    }

    /// The controllers a `setStack` names, bottom to top: each entry takes
    /// the lowest instance of its screen in the stack that no earlier entry
    /// took (made with the entry's argument when it has one), else a new one.
    private mutating func stackInstances(_ references: [ScreenReference], _ context: ActionContext) -> [ControllerID] {
        var taken: Set<ControllerID> = []
        return references.map { reference in
            let argument = reference.argument?.evaluate(context.values)
            let existing = navigation.stack.first { controller in
                let kind = controllers[controller.raw].kind
                return !taken.contains(controller) && kind.screen == reference.screen
                    && (argument == nil || kind.argument == argument)
            }
            let controller = existing ?? make(reference, context)
            taken.insert(controller)
            return controller
        }
    }

    private mutating func cachedInstance(of reference: ScreenReference, _ context: ActionContext) -> ControllerID {
        if let cached = appState.cached[reference.screen] { return cached }
        let made = make(reference, context)
        appState.cached[reference.screen] = made
        return made
    }

    private mutating func presenter(_ choice: PresenterChoice, _ context: ActionContext) -> ControllerID? {
        switch choice {
        case .self: return context.handler
        case .root: return appState.root
        case .responderChain:
            guard let sender = context.sender, let presenter = viewControllerForPresentation(from: sender) else {
                emit(.app(.noPresenterInChain, rule: nil))
                return nil
            }
            let path = responderChain(from: sender).prefix { $0 != .controller(presenter) }.map { describe($0) }
            emit(.app(.presenterFound(path: path, presenter: screenRef(presenter)), rule: nil))
            return presenter
        }
    }

    /// How a trace names a pending action: its first navigation call
    /// (`push Message 2`).
    private func summary(of action: AppAction, _ context: ActionContext) -> String {
        func title(_ reference: ScreenReference) -> String {
            app.screens[reference.screen].title.render(TemplateValues(n: reference.argument?.evaluate(context.values)))
        }
        switch action {
        case .push(let reference, _, _, _, let mustComplete):
            return "push \(title(reference))\(mustComplete ? " (must complete)" : "")"
        case .present(let reference, _, _, _): return "present \(title(reference))"
        case .pop: return "pop"
        case .popTo(let screen, _, _): return "popTo \(app.screens[screen].name)"
        case .popToRoot: return "popToRoot"
        case .setStack(let references, _, _):
            return "setViewControllers [\(references.map(title).joined(separator: ", "))]"
        case .dismiss: return "dismiss"
        case .alert(let spec): return "alert \(spec.title.render(context.values))"
        case .minimizeCard: return "minimize"
        case .log(let text): return text.render(context.values)
        case .sequence(let actions):
            return actions.first { if case .log = $0 { false } else { true } }.map { summary(of: $0, context) } ?? "work"
        case .after(_, let then): return "later, " + summary(of: then, context)
        case .load(_, _, let then): return "load, then " + summary(of: then, context)
        case .block: return "block"
        case .interactive(let inner): return "interactive " + summary(of: inner, context)
        case .zoom(let inner, _): return "zoom " + summary(of: inner, context)
        }
    }
}
