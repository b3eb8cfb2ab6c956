import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// An app with `tabs:` (issue 35, item 1): a tab bar controller with a
/// navigation controller per tab (rules tab-stacks-independent,
/// tab-reselect-pops-to-root, tab-should-select-gates-tap,
/// tab-bar-outside-navigation-transition, tab-switch-completes-transition,
/// tab-hidden-stack-changes-at-once).
@Suite struct TabBarTests {
    static func source(shouldSelect: String? = nil) -> String {
        """
        app: Tabs
        tabs:
          - { title: Chats, root: Chats }
          - { title: Feed, root: Feed }
          - { title: Settings, root: Settings }
        \(shouldSelect.map { "tabShouldSelect: \($0)" } ?? "")
        screens:
          Chats:
            title: Chats
            views:
              - { class: UIButton, label: Ada, frame: [1, 1, 22, 1], action: open }
              - { class: UIButton, label: Later, frame: [1, 3, 22, 1], action: later }
            actions:
              open: { push: Chat }
              later:
                after: 1s
                then: { push: Chat }
          Chat:
            title: Ada
            views:
              - { class: UIButton, label: Profile, frame: [1, 1, 22, 1], action: profile }
            actions:
              profile: { push: Profile }
          Profile:
            title: Profile
          Feed:
            title: Feed
            views:
              - { class: UIButton, label: Post, frame: [1, 1, 22, 1], action: post }
            actions:
              post: { push: Post }
          Post:
            title: Post
          Settings:
            title: Settings
        """
    }

    static func app(shouldSelect: String? = nil) -> AppDescription {
        switch AppFileLoader.load(source(shouldSelect: shouldSelect), file: "tabs.yaml") {
        case .success(let loaded):
            precondition(loaded.warnings.isEmpty, "\(loaded.warnings)")
            return loaded.app
        case .failure(let problems): fatalError("\(problems)")
        }
    }

    static func launch(_ profile: Profile = .ios17, shouldSelect: String? = nil) -> World {
        World(configuration: Configuration(app: app(shouldSelect: shouldSelect), profile: profile))
    }

    static func tap(_ world: inout World, _ target: TapTarget, settle: Bool = true) {
        _ = world.step(.tap(target))
        if settle { _ = world.step(.settle(limit: 60_000)) }
    }

    @Test("the app launches on its first tab, with the tab bar in the view tree over the bottom of the content")
    func launch() throws {
        let world = Self.launch()
        #expect(world.selectedTabTitle == "Chats")
        #expect(world.stackTitles == ["Chats"])
        let tabBar = try #require(world.tabBar)
        #expect(tabBar.titles == ["Chats", "Feed", "Settings"])
        #expect(world.view(tabBar.tabBar).viewClass == .tabBar)
        #expect(world.isInWindow(tabBar.tabBar))
        let feed = try #require(world.tabItemPoint(title: "Feed"))
        #expect(feed.y >= Phone.height - 2)
        let hit = world.hitTest(feed)
        #expect(hit.view.map { world.view($0).debugName } == "UITabBarButton \"Feed\"")
        // Only the first tab's root has loaded.
        #expect(world.logged(EventPattern("lifecycle", ("method", "viewDidLoad"), ("screen", "Chats"))))
        #expect(!world.logged(EventPattern("lifecycle", ("method", "viewDidLoad"), ("screen", "Feed"))))
        #expect(world.logged(EventPattern("system", ("cause", "launch"))))
    }

    @Test("each tab keeps its own stack; the switch sends the appearance callbacks in UIKit's order")
    func stacksAreIndependent() {
        var world = Self.launch()
        Self.tap(&world, .label("Ada"))
        #expect(world.stackTitles == ["Chats", "Ada"])
        let before = world.log.entries.count
        Self.tap(&world, .tab("Feed"))
        #expect(world.selectedTabTitle == "Feed")
        #expect(world.stackTitles == ["Feed"])
        let order = world.log.entries[before...].compactMap { entry -> String? in
            guard case .lifecycle(let event, let screen, _) = entry.event else { return nil }
            return "\(event.rawValue) \(screen.title)"
        }
        #expect(order == ["viewWillDisappear Ada", "viewDidLoad Feed", "viewWillAppear Feed", "viewDidDisappear Ada", "viewDidAppear Feed"])
        #expect(world.logged(EventPattern("tab-selected", ("tab", "Feed"), ("reselected", "no"), ("rule", "tab-stacks-independent"))))
        Self.tap(&world, .label("Post"))
        Self.tap(&world, .tab("Chats"))
        #expect(world.stackTitles == ["Chats", "Ada"], "Chats shows as it was left")
        Self.tap(&world, .tab("Feed"))
        #expect(world.stackTitles == ["Feed", "Post"])
    }

    @Test("a tap on the selected tab pops its stack to the root, through the public call")
    func reselectPopsToRoot() {
        var world = Self.launch()
        Self.tap(&world, .label("Ada"))
        Self.tap(&world, .label("Profile"))
        #expect(world.stackTitles == ["Chats", "Ada", "Profile"])
        Self.tap(&world, .tab("Chats"))
        #expect(world.stackTitles == ["Chats"])
        #expect(world.logged(EventPattern("tab-selected", ("tab", "Chats"), ("reselected", "yes"), ("rule", "tab-reselect-pops-to-root"))))
        #expect(world.logged(EventPattern("transition-starts", ("kind", "popToRoot"))))
        #expect(world.lastTouch?.rule == .tabReselectPopsToRoot)
    }

    @Test("tabShouldSelect: unless-selected stops the re-tap's pop, and other tabs still switch")
    func unlessSelected() {
        var world = Self.launch(shouldSelect: "unless-selected")
        Self.tap(&world, .label("Ada"))
        Self.tap(&world, .tab("Chats"))
        #expect(world.stackTitles == ["Chats", "Ada"])
        #expect(world.logged(EventPattern("tab-should-select", ("tab", "Chats"), ("allowed", "no"), ("rule", "tab-should-select-gates-tap"))))
        #expect(!world.logged(EventPattern("tab-selected")))
        Self.tap(&world, .tab("Feed"))
        #expect(world.logged(EventPattern("tab-should-select", ("tab", "Feed"), ("allowed", "yes"))))
        #expect(world.selectedTabTitle == "Feed")
    }

    @Test("the tab bar takes a tap while a push runs: the switch completes the push first")
    func switchMidPush() {
        var world = Self.launch()
        Self.tap(&world, .label("Ada"), settle: false)
        _ = world.step(.advance(to: world.now + 100))
        Self.tap(&world, .tab("Feed"))
        #expect(world.stackTitles == ["Feed"])
        #expect(world.logged(EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Ada"), ("rule", "tab-switch-completes-transition"))))
        #expect(world.lastTouch?.notes.contains { $0.rule == .tabBarOutsideNavigationTransition } == true)
        Self.tap(&world, .tab("Chats"))
        #expect(world.stackTitles == ["Chats", "Ada"])
        #expect(world.navigation.transition == nil)
    }

    @Test("a re-tap while the tab's push runs: UIKit defers the pop to root until the push completes (iOS 8+)")
    func reselectMidPushIsDeferred() {
        for profile in [Profile.ios12, .ios17, .ios26] {
            var world = Self.launch(profile)
            Self.tap(&world, .label("Ada"), settle: false)
            _ = world.step(.advance(to: world.now + 100))
            Self.tap(&world, .tab("Chats"))
            #expect(world.stackTitles == ["Chats"], "\(profile)")
            #expect(world.logged(EventPattern("call-deferred", ("rule", "navigation-call-deferred"))), "\(profile)")
        }
    }

    @Test("a delayed push from a screen of a tab not on screen lands on that tab's stack, at once")
    func callOnHiddenTab() {
        var world = Self.launch()
        Self.tap(&world, .label("Later"), settle: false)
        Self.tap(&world, .tab("Feed"))
        #expect(world.stackTitles == ["Feed"])
        #expect(world.logged(EventPattern("call-on-hidden-tab", ("tab", "Chats"), ("rule", "tab-hidden-stack-changes-at-once"))))
        #expect(!world.logged(EventPattern("app", ("cause", "navigation-controller-nil"))))
        Self.tap(&world, .tab("Chats"))
        #expect(world.stackTitles == ["Chats", "Ada"])
    }

    @Test("tabs are an app-file key with its own errors, each at its line")
    func fileProblems() {
        func problems(_ top: String) -> [AppFileProblem] {
            let text = """
                app: Bad
                \(top)
                screens:
                  A: { title: A }
                  B: { title: B }
                  C: { title: C, card: true }
                """
            switch AppFileLoader.load(text, file: "bad.yaml") {
            case .success(let loaded): return loaded.warnings
            case .failure(let problems): return problems.problems
            }
        }
        #expect(problems("root: A\ntabs: [{ title: A, root: A }]").first?.message == "both `root` and `tabs`")
        #expect(problems("rootArgument: 1").contains { $0.message == "the app file has no `root`" })
        #expect(problems("tabs: [{ title: A, root: A }, { title: a, root: B }]").first?.message.contains("a second tab titled `a`") == true)
        #expect(problems("tabs: [{ title: A, root: C }]").first?.message.contains("is a card") == true)
        #expect(problems("tabs: [{ title: A, root: Nope }]").first?.message.contains("unknown screen `Nope`") == true)
        let six = (1...6).map { "{ title: T\($0), root: A }" }.joined(separator: ", ")
        #expect(problems("tabs: [\(six)]").first?.message.contains("more than 5 tabs") == true)
        let warning = problems("root: A\ntabShouldSelect: always").first
        #expect(warning?.severity == .warning && warning?.line == 3)
        #expect(problems("tabs: [{ title: A, root: A }]\ntabShouldSelect: maybe").first?.message.contains("maybe") == true)
    }
}
