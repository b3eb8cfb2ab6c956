import NavSandboxApps
import NavSandboxCore
import Testing

/// A user's app runs as its file says: the properties hitTest reads, and
/// each kind of action with its timing.
@Suite struct AppRuntimeTests {
    static let source = """
        app: Runtime
        root: Home
        rootArgument: 1
        screens:
          Home:
            title: Home {n}
            backButtonTitle: Start
            views:
              - { class: UIButton, label: Next, frame: [1, 0, 22, 1], action: next }
              - { class: UIButton, label: Covered, frame: [1, 2, 22, 1], action: covered }
              - { class: UIView, label: Cover, frame: [0, 2, 24, 1] }
              - { class: UIButton, label: Ghost, frame: [1, 4, 22, 1], action: next, alpha: 0.005 }
              - { class: UIButton, label: Hidden, frame: [1, 6, 22, 1], action: next, isHidden: true }
              - class: UIView
                label: Sieve
                frame: [0, 8, 24, 3]
                passesTouchesThrough: true
                subviews:
                  - { class: UIButton, label: Sheet, frame: [1, 1, 22, 1], action: sheet }
              - { class: UIButton, label: Frozen, frame: [1, 12, 22, 1], action: next, isUserInteractionEnabled: false }
            actions:
              next:
                push: Step
                argument: "{n+1}"
              covered:
                log: never
              sheet:
                present: Card
                from: root
          Step:
            title: Step {n}
            model: "step:{n}"
            views:
              - { class: UILabel, text: "Step {n} of {n:one|two|three}", frame: [1, 0, 22, 1] }
              - { class: UIButton, label: Deeper, frame: [1, 2, 22, 1], action: deeper }
              - { class: UIButton, label: Home, frame: [1, 4, 22, 1], action: home }
              - { class: UIButton, label: Later, frame: [1, 6, 22, 1], action: later }
              - { class: UIButton, label: To first, frame: [1, 8, 22, 1], action: toFirst }
            actions:
              deeper:
                push: Step
                argument: "{n+1}"
                animated: false
              home: popToRoot
              toFirst:
                popTo: Home
              later:
                - log: pop in 0.2 s from Step {n}
                - after: 200ms
                  then:
                    - log: now, from Step {n}
                    - pop
          Card:
            title: Card
            card: true
            passesTouchesThrough: true
            views:
              - { class: UIButton, label: Close, frame: [1, 3, 22, 1], action: close }
              - { class: UIButton, label: Shrink, frame: [1, 5, 22, 1], action: shrink }
            actions:
              close: dismiss
              shrink: minimize
        """

    static let app: AppDescription = {
        switch AppFileLoader.load(source, file: "runtime.yaml") {
        case .success(let loaded): return loaded.app
        case .failure(let problems): fatalError("\(problems)")
        }
    }()

    func launch() -> World { World(configuration: Configuration(app: Self.app)) }

    /// The point on the phone of a spot in the root screen's content.
    func content(_ x: Int, _ y: Int) -> Point { Point(x: x, y: Phone.contentFrame.y + y) }

    func label(of result: HitTestResult, in world: World) -> String? {
        result.view.flatMap { world.view($0).accessibilityLabel }
    }

    func tap(_ label: String, in world: inout World) throws {
        let point = try #require(world.tapPoint(forLabel: label), "no \(label) on \(world.stackTitles)")
        _ = world.step(.tap(.point(point)))
        _ = world.step(.settle(limit: 60_000))
    }

    @Test func rootScreenTakesItsArgument() {
        let world = launch()
        #expect(world.stackTitles == ["Home 1"])
        #expect(world.app.name == "Runtime")
    }

    @Test func hitTestReadsTheFilesProperties() {
        let world = launch()
        // A plain view on top swallows the tap meant for the button under it.
        #expect(label(of: world.hitTest(content(5, 2)), in: world) == "Cover")
        // alpha below 0.01, hidden and interaction off are skipped: the root answers.
        for y in [4, 6, 12] {
            let hit = world.hitTest(content(5, y))
            #expect(hit.view == world.controller(world.rootController).view, "row \(y)")
        }
        // Pass-through: its own area is nil, its button still takes touches.
        #expect(label(of: world.hitTest(content(5, 9)), in: world) == "Sheet")
        #expect(world.hitTest(content(5, 8)).view == world.controller(world.rootController).view)
    }

    @Test func pushUsesTheArgumentAndTemplates() throws {
        var world = launch()
        try tap("Next", in: &world)
        #expect(world.stackTitles == ["Home 1", "Step 2"])
        let step = try #require(world.topViewController)
        #expect(world.controller(step).modelItem == "step:2")
        #expect(world.controller(step).debugName == "StepViewController \"Step 2\"")
        let texts = world.views.indices.compactMap { world.views[$0].text }
        #expect(texts.contains("Step 2 of two"))
    }

    @Test func unanimatedPushPopToAndPopToRoot() throws {
        var world = launch()
        try tap("Next", in: &world)
        // An unanimated push is done as the tap ends: no 350 ms transition.
        _ = world.step(.tap(.point(try #require(world.tapPoint(forLabel: "Deeper")))))
        world.step(.wait(60))
        #expect(world.stackTitles == ["Home 1", "Step 2", "Step 3"])
        _ = world.step(.settle(limit: 60_000))
        try tap("To first", in: &world)
        #expect(world.stackTitles == ["Home 1"])
        try tap("Next", in: &world)
        try tap("Deeper", in: &world)
        try tap("Home", in: &world)
        #expect(world.stackTitles == ["Home 1"])
    }

    @Test func afterRunsLaterAsTheApp() throws {
        var world = launch()
        try tap("Next", in: &world)
        let point = try #require(world.tapPoint(forLabel: "Later"))
        _ = world.step(.tap(.point(point)))
        world.step(.wait(100))
        #expect(world.stackTitles == ["Home 1", "Step 2"])
        #expect(world.log.entries.contains { $0.text == "pop in 0.2 s from Step 2" })
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Home 1"])
        #expect(world.log.entries.contains { $0.text == "now, from Step 2" })
    }

    @Test func backButtonSaysTheBackItemsBackButtonTitle() throws {
        var world = launch()
        try tap("Next", in: &world)
        #expect(world.view(world.bar.backButton).text == "‹ Start")
        try tap("Deeper", in: &world)
        #expect(world.view(world.bar.backButton).text == "‹ Step 2", "no backButtonTitle: the title")
    }

    @Test func presentFromRootAndDismiss() throws {
        var world = launch()
        try tap("Sheet", in: &world)
        #expect(world.presentedTitle == "Card")
        let container = try #require(world.presentation?.container)
        #expect(world.passesTouchesThrough(container))
        try tap("Shrink", in: &world)
        // Minimized, the card's container passes touches through: the
        // screen behind takes the tap.
        #expect(label(of: world.hitTest(content(5, 0)), in: world) == "Next")
        try tap("Next", in: &world)
        #expect(world.stackTitles == ["Home 1", "Step 2"])
        #expect(world.violations.isEmpty)
        try tap("Grabber", in: &world)
        _ = world.step(.settle(limit: 60_000))
    }

    @Test func theCardDismissesItself() throws {
        var world = launch()
        try tap("Sheet", in: &world)
        try tap("Close", in: &world)
        #expect(world.presentedTitle == nil)
    }

    @Test func relaunchKeepsTheApp() throws {
        var world = launch()
        try tap("Next", in: &world)
        world.step(.relaunch)
        #expect(world.stackTitles == ["Home 1"])
        #expect(world.app == Self.app)
    }
}
