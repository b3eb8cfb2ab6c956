/// UITabBarController: a tab bar of navigation controllers, each with its
/// own stack. A tap on another tab's item shows that tab as it was left; a
/// tap on the selected tab's item pops its stack to the root; the
/// delegate's `shouldSelect` can refuse either (rules tab-stacks-independent,
/// tab-reselect-pops-to-root, tab-should-select-gates-tap).
extension World {
    /// The action of every tab item, aimed at the tab bar controller with
    /// the tab's index as its argument (UITabBar's buttons call
    /// `_tabBarItemClicked:` on their controller: the iOS 18 class dump).
    static let tabItemSelector = "_tabBarItemClicked:"

    /// The selected tab's title; nil when the app has no tab bar.
    public var selectedTabTitle: String? { tabBar?.selectedTitle }

    /// Where a tab's item is drawn (its centre); nil without a tab bar or
    /// such a tab.
    public func tabItemPoint(title: String) -> Point? {
        guard let tabBar, let index = tabBar.index(ofTitle: title) else { return nil }
        let item = tabBar.tabs[index].item
        guard isVisible(item) else { return nil }
        return windowPresentationFrame(of: item).center
    }

    /// The root of the app with `tabs:`: a tab bar controller whose
    /// tab bar sits over the bottom of the content, and a navigation
    /// controller per tab with the tab's root in it. Only the first tab's
    /// views load now; each other tab's load when it is first selected.
    mutating func launchTabs(in windowView: ViewID) {
        let controller = makeController(.tabBarController, title: "UITabBarController")
        let container = loadViewIfNeeded(controller, logged: false)
        addSubview(container, to: windowView)
        let transitionView = makeView(.transitionView, frame: Phone.bounds, in: container)
        let tabBarView = makeView(.tabBar, frame: Phone.tabBarFrame, in: container)
        let width = Phone.width / app.tabs.count
        var tabs: [TabBarState.Tab] = []
        for (index, spec) in app.tabs.enumerated() {
            let x = index * width
            let item = makeView(
                .tabBarButton, role: .tabBarItem, label: spec.title, text: spec.title,
                frame: Rect(x: x, y: 0, width: index == app.tabs.count - 1 ? Phone.width - x : width, height: 2),
                in: tabBarView
            ) { $0.action = ControlAction(selector: World.tabItemSelector, target: controller, argument: index) }
            let navigationView = makeNavigationController()
            controllers[navigation.controller.raw].parent = controller
            let wrapper = makeView(.viewControllerWrapperView, frame: Phone.bounds)
            addSubview(navigationView, to: wrapper)
            let root = instantiate(screen: spec.root, argument: spec.rootArgument)
            controllers[root.raw].parent = navigation.controller
            navigation.stack = [root]
            bar.items = [root]
            tabs.append(
                TabBarState.Tab(
                    title: spec.title, item: item, navigationController: navigation.controller, wrapper: wrapper,
                    parked: TabBarState.Parked(navigation: navigation, bar: bar), hasAppeared: false))
        }
        tabBar = TabBarState(controller: controller, tabBar: tabBarView, transitionView: transitionView, tabs: tabs, selected: 0)
        appState.root = tabs[0].parked!.navigation.stack[0]
        emit(.system(.launch(root: screenRef(appState.root), profile: profile, strategy: strategyID.rawValue, tabs: tabs.map(\.title))))
        unpark(0)
        sendLifecycle(.viewWillAppear, to: navigation.stack[navigation.stack.count - 1])
        sendLifecycle(.viewDidAppear, to: navigation.stack[navigation.stack.count - 1])
    }

    /// `_tabBarItemClicked:`: the delegate is asked; a yes selects the tab,
    /// or pops it to its root when it is already selected.
    mutating func tabBarItemTapped(_ index: Int, touch: TouchID?) {
        guard let tabBar, tabBar.tabs.indices.contains(index) else { return }
        let title = tabBar.tabs[index].title
        let reselected = index == tabBar.selected
        if let running = navigation.transition {
            // The tab bar is not among the views a push or pop disables.
            noteTouch(touch, nil, .tabBarLiveDuringTransition(running.kind), rule: .tabBarOutsideNavigationTransition)
        }
        if app.tabShouldSelect != .always {
            let allowed = !(app.tabShouldSelect == .unlessSelected && reselected)
            emit(.tabBar(.shouldSelect(tab: title, allowed: allowed)))
            guard allowed else {
                noteTouch(touch, .handled, .tabRefused(title), rule: .tabShouldSelectGatesTap)
                return
            }
        }
        if reselected {
            noteTouch(touch, nil, .tabReselected(title), rule: .tabReselectPopsToRoot)
            emit(.tabBar(.selected(tab: title, reselected: true)))
            // UIKit's own call, through the public method a guard sees.
            withFrame("-[UITabBarController _tabBarItemClicked:]") { world in
                world.popToRootViewController(animated: true, origin: .tap, touch: touch)
            }
            return
        }
        noteTouch(touch, .handled, .tabSelected(title), rule: .tabStacksIndependent)
        selectTab(index, touch: touch)
        emit(.tabBar(.selected(tab: title, reselected: false)))
    }

    /// Shows another tab: the one on screen settles and disappears, the
    /// other appears as it was left. No animation, as UIKit's default.
    mutating func selectTab(_ index: Int, touch: TouchID?) {
        guard var state = tabBar, index != state.selected else { return }
        completeTransitionsForTabSwitch(to: state.tabs[index].title, touch: touch)
        let outgoing = navigation.stack.last
        if let outgoing { sendLifecycle(.viewWillDisappear, to: outgoing) }
        let leaving = state.selected
        state.tabs[leaving].parked = TabBarState.Parked(navigation: navigation, bar: bar)
        removeFromSuperview(state.tabs[leaving].wrapper)
        tabBar = state
        unpark(index)
        if let incoming = navigation.stack.last { sendLifecycle(.viewWillAppear, to: incoming) }
        if let outgoing { sendLifecycle(.viewDidDisappear, to: outgoing) }
        if let incoming = navigation.stack.last { sendLifecycle(.viewDidAppear, to: incoming) }
    }

    /// The tab's navigation controller becomes the world's, its view goes
    /// into the tab bar controller's transition view, and, the first time,
    /// its root's view loads.
    private mutating func unpark(_ index: Int) {
        guard var state = tabBar, let parked = state.tabs[index].parked else { return }
        navigation = parked.navigation
        bar = parked.bar
        state.tabs[index].parked = nil
        state.selected = index
        let firstTime = !state.tabs[index].hasAppeared
        state.tabs[index].hasAppeared = true
        tabBar = state
        addSubview(state.tabs[index].wrapper, to: state.transitionView)
        guard firstTime, let root = navigation.stack.first else { return }
        let rootView = loadViewIfNeeded(root)
        setFrame(of: rootView, Phone.screenRootFrame)
        let wrapper = wrapperView(for: root)
        setFrame(of: wrapper, Phone.screenRootFrame)
        addSubview(wrapper, to: navigation.transitionView)
        refreshBarViews()
    }

    /// The tab, not on screen, whose navigation controller `controller`
    /// is in (its `self.navigationController`); nil when it is in the
    /// selected tab's, or in none.
    func parkedTab(holding controller: ControllerID) -> Int? {
        guard let tabBar, let parent = controllers[controller.raw].parent else { return nil }
        return tabBar.tabs.firstIndex { $0.parked != nil && $0.navigationController == parent }
    }

    /// Runs `body` (a call made through `self.navigationController` by a
    /// screen of a tab not on screen: a delayed push, a load that ends)
    /// with that tab's navigation controller as the world's, then settles
    /// what it started at once: its view is in no window, so nothing
    /// animates on screen (rule tab-hidden-stack-changes-at-once, inferred).
    mutating func onParkedTab(_ index: Int, _ body: (inout World) -> Void) {
        guard var state = tabBar, let parked = state.tabs[index].parked else { return }
        let shown = TabBarState.Parked(navigation: navigation, bar: bar)
        navigation = parked.navigation
        bar = parked.bar
        // Out of its slot while it is the world's, so the call is not
        // sent to it a second time.
        state.tabs[index].parked = nil
        tabBar = state
        emit(.tabBar(.callOnHiddenTab(tab: state.tabs[index].title)))
        body(&self)
        settleTransitionsAtOnce { _, _ in }
        state = tabBar ?? state
        state.tabs[index].parked = TabBarState.Parked(navigation: navigation, bar: bar)
        tabBar = state
        navigation = shown.navigation
        bar = shown.bar
    }

    /// A push or pop still animating in the tab being left completes at
    /// once, and the calls UIKit held for it run, so no tab is parked
    /// mid-transition (rule tab-switch-completes-transition, inferred).
    private mutating func completeTransitionsForTabSwitch(to title: String, touch: TouchID?) {
        settleTransitionsAtOnce { world, running in
            world.emit(
                .transitionInterrupted(
                    by: .tabSwitch(to: title), kind: running.kind, screen: world.screenRef(running.to),
                    rule: .tabSwitchCompletesTransition))
            world.noteTouch(touch, nil, .interruptedTransition(.tabSwitch(to: title)), rule: .tabSwitchCompletesTransition)
        }
    }

    /// Ends the running transition now — a cancelling interactive one
    /// cancelled, any other finished — and each one the calls UIKit held for
    /// it start, so the navigation controller is still when this returns.
    /// `announce` says, before each, why it ends early.
    private mutating func settleTransitionsAtOnce(_ announce: (inout World, NavigationTransition) -> Void) {
        // Each deferred call may start one more transition: bounded by them.
        var rounds = navigation.deferred.count + 1
        while let running = navigation.transition, rounds > 0, crash == nil {
            rounds -= 1
            announce(&self, running)
            completeRunningBarAnimation()
            if running.interactive != nil {
                touches.swipeTouch = nil
                scheduler.cancel { if case .swipeReleased = $0.kind { true } else { false } }
            }
            if running.interactive?.phase == .cancelling {
                cancelInteractiveTransition(running)
            } else {
                finishTransition(running)
            }
        }
        completeRunningBarAnimation()
    }
}
