import Testing

@testable import NavSandboxCore

/// Views and controllers that nothing can reach are freed (World+Reclaim), so
/// a long session's memory stays flat, and freeing never changes what happens.
@Suite struct ReclaimTests {
    /// Opens a message and comes back, `rounds` times, the second row of the
    /// list and the back button alternating with a swipe, as a long demo would.
    private static func churn(_ world: inout World, rounds: Int) {
        for round in 0..<rounds {
            world.step(.tap(.label(round.isMultiple(of: 2) ? "Message 1" : "Message 2")))
            world.step(.settle(limit: 60_000))
            if round.isMultiple(of: 3) {
                world.step(.swipeBack(finish: true))
            } else if let back = world.backButtonPoint {
                world.step(.tap(.point(back)))
            }
            world.step(.settle(limit: 60_000))
        }
    }

    /// The sandbox's configuration: a bounded log and touch history (a
    /// headless run keeps every touch record, and with it every view a
    /// touch landed on).
    private static func sandbox() -> World {
        var configuration = Configuration(app: .demo)
        configuration.logLimit = 2_000
        return World(configuration: configuration)
    }

    private static func heldViews(_ world: World) -> Int { (0..<world.views.count).count { world.views.holds($0) } }
    private static func heldControllers(_ world: World) -> Int {
        (0..<world.controllers.count).count { world.controllers.holds($0) }
    }

    @Test("a long push-and-back session keeps a bounded number of views, however many it made")
    func boundedViews() {
        var world = Self.sandbox()
        Self.churn(&world, rounds: 60)
        let afterSixty = (views: Self.heldViews(world), controllers: Self.heldControllers(world))
        Self.churn(&world, rounds: 240)
        // The touch history (the last 50 to 100 touches) keeps the screens
        // its swipes landed on, so what stays is bounded by it, not by the
        // session: two chunks of slack for where the chunks fall and the history is trimmed.
        #expect(world.views.count > 4 * afterSixty.views, "the session made many more views than it holds")
        #expect(Self.heldViews(world) <= afterSixty.views + 128, "held views do not grow with the session")
        #expect(Self.heldControllers(world) <= afterSixty.controllers + 128)
        #expect(world.controllers.count > 2 * Self.heldControllers(world))
    }

    @Test("freeing changes nothing that happens: the same inputs give the same log, stack and state key")
    func reclaimingIsInvisible() {
        var freeing = Self.sandbox()
        var keeping = freeing
        keeping.reclaim.isEnabled = false
        Self.churn(&freeing, rounds: 80)
        Self.churn(&keeping, rounds: 80)
        #expect(Self.heldViews(freeing) < Self.heldViews(keeping), "the test exercises freeing")
        #expect(freeing.log.entries.map(\.formatted) == keeping.log.entries.map(\.formatted))
        #expect(freeing.stackTitles == keeping.stackTitles)
        #expect(freeing.stateKey == keeping.stateKey)
    }

    @Test("what the world still refers to survives: touch records, the stack, the window's tree")
    func referencedViewsSurvive() {
        var world = Self.sandbox()
        Self.churn(&world, rounds: 120)
        for record in world.touches.history {
            for id in [record.hitView, record.handler, record.drawnView].compactMap({ $0 }) {
                #expect(world.containsView(id), "touch \(record.id) still names view \(id)")
            }
            for step in record.walk { #expect(world.containsView(step.view)) }
        }
        for controller in world.navigation.stack {
            #expect(world.containsController(controller))
            if let view = world.controller(controller).view { #expect(world.containsView(view)) }
        }
        var pending = [world.window]
        while let id = pending.popLast() {
            #expect(world.containsView(id))
            pending += world.view(id).subviews
        }
    }

    @Test("a freed view cannot be edited and says so; a live one can")
    func editingAFreedView() {
        var world = Self.sandbox()
        Self.churn(&world, rounds: 60)
        guard let raw = (0..<world.views.count).first(where: { !world.views.holds($0) }) else {
            Issue.record("nothing was freed")
            return
        }
        let freed = ViewID(raw)
        let before = world.log.totalCount
        world.step(.editView(freed, .isHidden(true)))
        #expect(world.log.totalCount == before, "nothing to edit, nothing logged")
        let live = world.navigation.stack.last.flatMap { world.controller($0).view } ?? world.window
        world.step(.editView(live, .isHidden(true)))
        #expect(world.view(live).isHidden)
    }

    @Test("the touch history's fast path finds every id reflection finds, so a new field cannot hide one")
    func fastPathMatchesReflection() {
        var world = Self.sandbox()
        Self.churn(&world, rounds: 12)
        world.step(.tap(.label("Message 1")))
        #expect(world.touches.history.count > 10)
        for record in world.touches.history {
            var fast = IDSearch()
            fast.visit(record)
            var reflected = IDSearch()
            // The notes are refs, like the log's: they keep nothing alive.
            for child in Mirror(reflecting: record).children where child.label != "notes" { reflected.visit(child.value) }
            #expect(Set(fast.views) == Set(reflected.views), "touch \(record.id)")
            #expect(fast.controllers.isEmpty && reflected.controllers.isEmpty)
        }
    }

    private enum Holder { case one(ViewID), none }
    private protocol Queue { var items: [ControllerID] { get } }
    private struct ListQueue: Queue { var items: [ControllerID] }

    @Test("the search for ids looks inside optionals, arrays, dictionaries, enum payloads and existentials")
    func searchLooksEverywhere() {
        struct Nested {
            var optional: ViewID? = ViewID(1)
            var list = [ViewID(2), ViewID(3)]
            var table: [String: ControllerID] = ["a": ControllerID(4)]
            var payload = Holder.one(ViewID(5))
            var boxed: any Queue = ListQueue(items: [ControllerID(6)])
            var tuple = (ViewID(7), "text")
        }
        var search = IDSearch()
        search.visit(Nested())
        #expect(Set(search.views.map(\.raw)) == [1, 2, 3, 5, 7])
        #expect(Set(search.controllers.map(\.raw)) == [4, 6])
    }
}
