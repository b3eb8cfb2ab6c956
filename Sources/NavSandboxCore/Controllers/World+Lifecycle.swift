extension World {
    @discardableResult
    mutating func makeController(_ kind: ScreenKind, title: String, modelItem: String? = nil) -> ControllerID {
        let id = ControllerID(controllers.count)
        var controller = ViewController(
            id: id, kind: kind, title: title, modelItem: modelItem, loadCost: configuration.loadCosts.cost(of: kind, in: app))
        if let screen = kind.screen { controller.behaviours = app.screens[screen].behaviours }
        controllers.append(controller)
        return id
    }

    /// Accessing `view` loads it once: loadView, then viewDidLoad and the
    /// behaviours' afterLoading.
    @discardableResult
    mutating func loadViewIfNeeded(_ id: ControllerID, logged: Bool = true) -> ViewID {
        if let view = controllers[id.raw].view { return view }
        let root = buildRootView(for: id)
        controllers[id.raw].view = root
        if logged { sendLifecycle(.viewDidLoad, to: id) }
        return root
    }

    /// Logs a lifecycle callback, moves the appearance state and runs the
    /// controller's behaviours (seed 002).
    mutating func sendLifecycle(_ event: LifecycleEvent, to id: ControllerID) {
        let controller = controllers[id.raw]
        switch event {
        case .viewDidLoad: break
        case .viewWillAppear: controllers[id.raw].appearance = .appearing
        case .viewDidAppear: controllers[id.raw].appearance = .appeared
        case .viewWillDisappear: controllers[id.raw].appearance = .disappearing
        case .viewDidDisappear: controllers[id.raw].appearance = .disappeared
        }
        emit(
            .lifecycle(
                event, screen: ScreenRef(id: id, className: controller.kind.className, title: controller.title),
                loadCost: controller.loadCost))
        for behaviour in controller.behaviours {
            run(behaviour, hook: event.hook, on: id)
        }
        if event != .viewDidLoad {
            notifyGuard(.lifecycle(event), HookContext(screen: id))
        }
    }

    private mutating func run(_ behaviour: LifecycleBehaviour, hook: LifecycleHook, on id: ControllerID) {
        switch (behaviour, hook) {
        case (.screenViewTracker, .afterAppearing):
            let title = controllers[id.raw].title
            let count: Int
            if let index = analytics.firstIndex(where: { $0.screen == title }) {
                analytics[index].count += 1
                count = analytics[index].count
            } else {
                analytics.append(AnalyticsCount(screen: title, count: 1))
                count = 1
            }
            emit(.app(.screenView(title: title, count: count), rule: nil))
        default:
            break
        }
    }

    /// The navigation controller this controller belongs to: nil once it was
    /// popped (seed 001: the caller may already be gone).
    func navigationController(of id: ControllerID) -> ControllerID? {
        if id == navigation.controller { return id }
        // A popped child keeps its parent until the pop completes
        // (didMoveToParentViewController: nil comes at the end).
        return controllers[id.raw].parent == navigation.controller ? navigation.controller : nil
    }

    /// A controller can present while its view is in the window; a view
    /// being pushed away is still in it (rule present-not-in-window).
    public func canPresent(from id: ControllerID) -> Bool {
        if id == navigation.controller { return true }
        guard let view = controllers[id.raw].view else { return false }
        return isInWindow(view)
    }

    /// UIWindow.rootViewController's first screen: no animation, no guard.
    mutating func setRootViewController(_ id: ControllerID) {
        let root = loadViewIfNeeded(id)
        navigation.stack = [id]
        controllers[id.raw].parent = navigation.controller
        bar.items = [id]
        refreshBarViews()
        setFrame(of: root, Phone.screenRootFrame)
        let wrapper = wrapperView(for: id)
        setFrame(of: wrapper, Phone.screenRootFrame)
        addSubview(wrapper, to: navigation.transitionView)
        sendLifecycle(.viewWillAppear, to: id)
        sendLifecycle(.viewDidAppear, to: id)
    }
}

extension World {
    /// Attaches a lifecycle behaviour to a controller (seed 002): it hears
    /// every later callback of that controller.
    public mutating func attach(_ behaviour: LifecycleBehaviour, to controller: ControllerID) {
        controllers[controller.raw].behaviours.append(behaviour)
    }

    /// Detaches every copy of a behaviour from a controller.
    public mutating func detach(_ behaviour: LifecycleBehaviour, from controller: ControllerID) {
        controllers[controller.raw].behaviours.removeAll { $0 == behaviour }
    }
}
