import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// A UIButton's `menu:` (issue 35, item 5), on docs/apps/button-menu.yaml:
/// rules button-menu-primary-action, button-menu-long-press and
/// menu-outside-touch-only-dismisses.
@Suite struct ButtonMenuTests {
    static let app = exampleApp("button-menu.yaml")

    static func onMessage(_ profile: Profile = .ios17) -> World {
        var world = World(configuration: Configuration(app: app, profile: profile))
        _ = world.step(.tap(.label("Ada")))
        _ = world.step(.settle(limit: 60_000))
        return world
    }

    static func settle(_ world: inout World) { _ = world.step(.settle(limit: 60_000)) }

    @Test("showsMenuAsPrimaryAction: the menu opens on touch-down and the button's own action never runs")
    func primaryActionOpensOnTouchDown() {
        var world = Self.onMessage()
        let began = world.now
        let start = world.log.entries.count
        _ = world.step(.tap(.label("More")))
        #expect(world.buttonMenu != nil, "open at touch-down, before the finger lifts")
        #expect(world.time { if case .buttonMenu(.opened) = $0 { true } else { false } } == began)
        Self.settle(&world)
        #expect(world.openMenuTitles == ["Reply", "Forward", "Flag"])
        #expect(!world.logged(EventPattern("app", ("text", "the button's own action"))))
        #expect(!world.logged(from: start, EventPattern("touch-up-inside")))
        #expect(world.lastTouch?.rule == .buttonMenuPrimaryAction)
        #expect(world.lastTouch?.disposition == .handled)
    }

    @Test("without it, a tap is the button's action and a long press opens the menu")
    func longPress() {
        var world = World(configuration: Configuration(app: Self.app, profile: .ios26))
        _ = world.step(.tap(.label("Sort")))
        Self.settle(&world)
        #expect(world.logged(EventPattern("app", ("text", "sorted by date"))))
        #expect(world.buttonMenu == nil)
        #expect(!world.scheduler.events.contains { if case .menuLongPress = $0.kind { true } else { false } }, "the lift cancels the long press")
        _ = world.step(.press(.label("Sort"), milliseconds: 700))
        Self.settle(&world)
        #expect(world.logged(EventPattern("button-menu-opened", ("long-press", "yes"), ("rule", "button-menu-long-press"))))
        #expect(world.log.entries.filter { if case .app = $0.event { true } else { false } }.count == 1, "the held press sends no action")
        _ = world.step(.tapMenu("By sender"))
        Self.settle(&world)
        #expect(world.buttonMenu == nil)
        #expect(world.logged(EventPattern("app", ("text", "sorted by sender"))))
    }

    @Test("a touch outside an open menu only closes it")
    func outsideTouchOnlyDismisses() {
        var world = Self.onMessage()
        _ = world.step(.tap(.label("More")))
        Self.settle(&world)
        let touches = world.touchCounts.handled
        _ = world.step(.tap(.back))
        Self.settle(&world)
        #expect(world.buttonMenu == nil)
        #expect(world.stackTitles == ["Inbox", "Ada"])
        #expect(world.logged(EventPattern("button-menu-dismissed", ("rule", "menu-outside-touch-only-dismisses"))))
        #expect(world.touchCounts.handled == touches, "the back button never saw the touch")
        _ = world.step(.tap(.back))
        Self.settle(&world)
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("an item runs its action as the screen's code; an unknown one changes nothing")
    func itemsRunTheirActions() {
        var world = Self.onMessage()
        _ = world.step(.tap(.label("More")))
        Self.settle(&world)
        _ = world.step(.tapMenu("Nope"))
        #expect(world.buttonMenu != nil)
        #expect(world.logged(EventPattern("back-menu-no-entry")))
        _ = world.step(.tapMenu("Reply"))
        Self.settle(&world)
        #expect(world.stackTitles == ["Inbox", "Ada", "Reply"])
        #expect(world.logged(EventPattern("button-menu-chose", ("item", "Reply"))))
    }

    @Test("before iOS 14 a button has no menu: the touch is a plain tap")
    func unavailableBeforeIOS14() {
        for profile in [Profile.ios7, .ios12] {
            var world = Self.onMessage(profile)
            _ = world.step(.tap(.label("More")))
            Self.settle(&world)
            #expect(world.buttonMenu == nil, "\(profile)")
            #expect(world.logged(EventPattern("button-menu-unavailable")))
            #expect(world.logged(EventPattern("app", ("text", "the button's own action"))))
        }
    }

    @Test("a touch-down on a menu button mid-push: no menu on iOS 17 (the screen is disabled), one on iOS 26's incoming screen")
    func menuDuringAPush() throws {
        for (profile, opens) in [(Profile.ios17, false), (.ios26, true)] {
            var world = World(configuration: Configuration(app: Self.app, profile: profile))
            _ = world.step(.tap(.label("Ada")))
            _ = world.step(.advance(to: world.now + 250))
            #expect(world.navigation.transition != nil)
            let more = try #require(world.tapPoint(forLabel: "More"))
            _ = world.step(.tap(.point(more)))
            #expect((world.buttonMenu != nil) == opens, "\(profile)")
        }
    }

    @Test("a button whose menu is all it has takes the touch and opens it")
    func menuOnlyButton() throws {
        let app = try AppFileLoader.load(
            """
            app: Menu only
            root: Home
            screens:
              Home:
                title: Home
                views:
                  - { class: UIButton, label: Sort, frame: [1, 1, 10, 1], showsMenuAsPrimaryAction: true, menu: [A, B] }
            """, file: "menu-only.yaml"
        ).get().app
        var world = World(configuration: Configuration(app: app, profile: .ios17))
        _ = world.step(.tap(.label("Sort")))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.openMenuTitles == ["A", "B"])
        #expect(world.lastTouch?.rule == .buttonMenuPrimaryAction)
    }

    @Test("the keys are checked where they are written")
    func fileProblems() throws {
        let label = try oneScreenApp(view: "{ class: UILabel, frame: [0, 0, 4, 1], menu: [A] }", actions: "    actions: { go: pop }").get()
        #expect(label.warnings.map(\.message).contains { $0.contains("`menu` on a UILabel is never shown") })
        let noMenu = try oneScreenApp(view: "{ class: UIButton, label: B, frame: [0, 0, 4, 1], action: go, showsMenuAsPrimaryAction: true }", actions: "    actions: { go: pop }").get()
        #expect(noMenu.warnings.map(\.message).contains { $0.contains("`showsMenuAsPrimaryAction` on a view with no `menu`") })
        let missing = try oneScreenApp(view: "{ class: UIButton, label: B, frame: [0, 0, 4, 1], menu: [{ title: A, action: nope }] }", actions: "    actions: { go: pop }").get()
        #expect(missing.warnings.map(\.message).contains { $0.contains("does not implement `nope:`: the menu item does nothing") })
        guard case .failure(let twice) = oneScreenApp(view: "{ class: UIButton, label: B, frame: [0, 0, 4, 1], menu: [A, A] }", actions: "    actions: { go: pop }") else {
            Issue.record("a repeated item loaded")
            return
        }
        #expect(twice.problems.first?.message == "a second menu item titled `A`")
        #expect(twice.problems.first?.line == 7)
    }
}
