import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// An app's own pan (`pan:` / `panAction:`) against the pop gestures, and
/// iOS 26's content pop against scroll views (issue 35, item 2): rules
/// app-pan-wins-away-from-edge, content-pop-takes-app-pan and
/// content-pop-over-scroll-views.
@Suite struct AppPanTests {
    static let source = """
        app: Chat
        root: Chats
        screens:
          Chats:
            title: Chats
            views:
              - { class: UIButton, label: Open, frame: [1, 1, 22, 1], action: open }
              - { class: UIView, label: Pad, frame: [1, 4, 22, 3], pan: right, panAction: scrub }
            actions:
              open: { push: Thread }
              scrub: { log: scrubbed }
          Thread:
            title: Thread
            views:
              - { class: UIView, label: Bubble, frame: [0, 1, 24, 2], pan: right, panAction: reply }
              - { class: UIView, label: Chart, frame: [0, 4, 24, 2], pan: up, panAction: reply }
              - class: UIScrollView
                label: Photos
                frame: [0, 7, 24, 3]
                scrollAxis: horizontal
              - { class: UITableView, label: History, frame: [0, 11, 24, 6] }
            actions:
              reply: { log: replying }
        """

    static let app: AppDescription = {
        switch AppFileLoader.load(source, file: "chat.yaml") {
        case .success(let loaded):
            precondition(loaded.warnings.isEmpty, "\(loaded.warnings)")
            return loaded.app
        case .failure(let problems): fatalError("\(problems)")
        }
    }()

    /// The thread pushed and settled, on `profile` with `toggles`.
    static func onThread(_ profile: Profile, toggles: Toggles = Toggles()) -> World {
        var world = World(configuration: Configuration(app: app, profile: profile, toggles: toggles))
        _ = world.step(.tap(.label("Open")))
        _ = world.step(.settle(limit: 60_000))
        precondition(world.stackTitles == ["Chats", "Thread"])
        return world
    }

    static func drag(_ world: inout World, from label: String) {
        _ = world.step(.swipeBack(finish: true, from: .label(label)))
        _ = world.step(.settle(limit: 60_000))
    }

    @Test("before iOS 26 a rightward drag away from the edge goes to the app's pan, and its action runs")
    func appPanWinsBeforeIOS26() {
        for profile in [Profile.ios12, .ios17] {
            var world = Self.onThread(profile)
            Self.drag(&world, from: "Bubble")
            #expect(world.stackTitles == ["Chats", "Thread"], "\(profile)")
            #expect(world.logged(EventPattern("app-pan-recognized", ("view", "UIView \"Bubble\""), ("rule", "app-pan-wins-away-from-edge"))))
            #expect(world.logged(EventPattern("app-pan-action", ("selector", "reply:"), ("target", "Thread"))))
            #expect(world.logged(EventPattern("app", ("text", "replying"))))
            #expect(world.lastTouch?.rule == .appPanWinsAwayFromEdge)
            #expect(world.lastTouch?.disposition == .handled)
        }
    }

    @Test("on iOS 26 the content pop takes the drag and the app's pan gets nothing")
    func contentPopTakesTheDrag() {
        var world = Self.onThread(.ios26)
        Self.drag(&world, from: "Bubble")
        #expect(world.stackTitles == ["Chats"])
        #expect(world.logged(EventPattern("app-pan-lost", ("view", "UIView \"Bubble\""), ("recognizer", "content"), ("rule", "content-pop-takes-app-pan"))))
        #expect(!world.logged(EventPattern("app-pan-recognized")))
        #expect(!world.logged(EventPattern("app-pan-action")))
        #expect(world.lastTouch?.rule == .contentPopTakesAppPan)
    }

    @Test("on iOS 26 with content-pop-gesture off the app's pan gets the drag back")
    func contentOffGivesTheDragBack() {
        var toggles = Toggles()
        toggles.contentPopGesture = false
        var world = Self.onThread(.ios26, toggles: toggles)
        Self.drag(&world, from: "Bubble")
        #expect(world.stackTitles == ["Chats", "Thread"])
        #expect(world.logged(EventPattern("swipe-refused", ("cause", "recognizer-disabled"))))
        #expect(world.logged(EventPattern("app-pan-recognized", ("rule", "content-pop-takes-app-pan"))))
        #expect(world.logged(EventPattern("app-pan-action", ("selector", "reply:"))))
        #expect(world.lastTouch?.disposition == .handled)
    }

    @Test("on iOS 26 turning off only the edge recognizer does not help the app's pan")
    func edgeOffDoesNotHelp() {
        var world = Self.onThread(.ios26, toggles: Toggles(popGesture: false))
        Self.drag(&world, from: "Bubble")
        #expect(world.stackTitles == ["Chats"])
        #expect(world.logged(EventPattern("app-pan-lost")))
    }

    @Test("on the root screen nothing pops, so the app's pan keeps the drag on iOS 26 too")
    func rootKeepsThePan() {
        var world = World(configuration: Configuration(app: Self.app, profile: .ios26))
        Self.drag(&world, from: "Pad")
        #expect(world.stackTitles == ["Chats"])
        #expect(world.logged(EventPattern("swipe-refused", ("cause", "root-on-top"))))
        #expect(world.logged(EventPattern("app-pan-action", ("selector", "scrub:"), ("target", "Chats"))))
    }

    @Test("a pan that wants another direction never competes: the content pop takes a rightward drag")
    func upwardPanDoesNotCompete() {
        var world = Self.onThread(.ios26)
        Self.drag(&world, from: "Chart")
        #expect(world.stackTitles == ["Chats"])
        #expect(!world.logged(EventPattern("app-pan-lost")))
        #expect(!world.logged(EventPattern("app-pan-recognized")))
    }

    @Test("a drag from the edge stays the edge swipe's, even over the app's pan")
    func edgeSwipeOverAPan() {
        var world = Self.onThread(.ios17)
        let bubbleRow = world.tapPoint(forLabel: "Bubble")!.y
        _ = world.step(.swipeBack(finish: true, from: .point(x: 0, y: bubbleRow)))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Chats"])
        #expect(!world.logged(EventPattern("app-pan-recognized")))
    }

    @Test("on iOS 26 a horizontal scroll view keeps the drag; a vertical table does not stop the content pop")
    func scrollViews() {
        var horizontal = Self.onThread(.ios26)
        Self.drag(&horizontal, from: "Photos")
        #expect(horizontal.stackTitles == ["Chats", "Thread"])
        #expect(horizontal.logged(EventPattern("swipe-refused", ("cause", "horizontal-scroll-view"), ("rule", "content-pop-over-scroll-views"))))
        #expect(horizontal.lastTouch?.rule == .contentPopOverScrollViews)

        var edge = Self.onThread(.ios26)
        let photosRow = edge.tapPoint(forLabel: "Photos")!.y
        _ = edge.step(.swipeBack(finish: true, from: .point(x: 0, y: photosRow)))
        _ = edge.step(.settle(limit: 60_000))
        #expect(edge.stackTitles == ["Chats"], "the edge swipe still pops over it")

        var vertical = Self.onThread(.ios26)
        Self.drag(&vertical, from: "History")
        #expect(vertical.stackTitles == ["Chats"])
    }

    @Test("the keys are checked where they are written")
    func fileProblems() throws {
        let noPan = try oneScreenApp(view: "{ class: UIView, frame: [0, 0, 4, 1], panAction: go }", actions: "    actions: { go: pop }").get()
        #expect(noPan.warnings.map(\.message).contains { $0.contains("`panAction` on a view with no `pan` is never sent") })
        let unimplemented = try oneScreenApp(view: "{ class: UIView, frame: [0, 0, 4, 1], pan: right, panAction: go }").get()
        #expect(unimplemented.warnings.map(\.message).contains { $0.contains("screen `Home` does not implement `go:`") })
        #expect(unimplemented.warnings.first?.line == 7)
        let axis = try oneScreenApp(view: "{ class: UIView, frame: [0, 0, 4, 1], scrollAxis: horizontal }").get()
        #expect(axis.warnings.map(\.message).contains { $0.contains("`scrollAxis` on a UIView is never read") })
        guard case .failure(let bad) = oneScreenApp(view: "{ class: UIView, frame: [0, 0, 4, 1], pan: sideways }") else {
            Issue.record("a bad direction loaded")
            return
        }
        #expect(bad.problems.first?.line == 7)
        #expect(bad.problems.first?.message.contains("sideways") == true)
    }
}
