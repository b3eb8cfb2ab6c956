import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// The back button's long-press menu (rule back-button-menu): iOS 14+ opens
/// a menu of the earlier screens and pops to the chosen one through the
/// public popTo; before iOS 14 the held press is a tap on back.
@Suite struct BackButtonMenuTests {
    /// Inbox > Message 1 > Message 2 > Reply, settled.
    static func deepWorld(_ configuration: Configuration) -> World {
        var world = World(configuration: configuration)
        for label in ["Message 1", "Next message", "Reply"] {
            world.send(.tap(.label(label)))
            _ = world.settle()
        }
        return world
    }

    @Test func aLongPressOpensTheMenuNewestFirstOnIOS17() {
        var world = Self.deepWorld(Configuration(profile: .ios17))
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2", "Reply"])
        world.send(.longPressBack)
        #expect(world.logged(EventPattern("back-menu-opened", ("titles", "Message 2 | Message 1 | Inbox"))))
        #expect(world.logged(EventPattern("touch-cancelled")), "the recogniser took the touch from the button")
        #expect(world.stackTitles.count == 4, "a long press does not tap back")
        #expect(world.bar.backMenu?.count == 3)
    }

    @Test func choosingAnEntryPopsToItThroughTheGuardAsATapsPopTo() {
        var world = Self.deepWorld(Configuration(profile: .ios17, strategy: "block-all"))
        world.send(.longPressBack)
        let before = world.log.entries.count
        world.send(.tapMenu("Message 1"))
        #expect(world.logged(from: before, EventPattern("back-menu-chose", ("screen", "Message 1"))))
        #expect(world.logged(from: before, EventPattern("transition-starts", ("kind", "popTo"))))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.bar.backMenu == nil)
    }

    @Test func aTouchOutsideOnlyClosesTheMenu() {
        var world = Self.deepWorld(Configuration(profile: .ios26))
        world.send(.longPressBack)
        let touches = world.touches.history.count
        world.send(.tap(.label("Reply")))
        _ = world.settle()
        #expect(world.logged(EventPattern("back-menu-dismissed", ("rule", "back-button-menu"))))
        #expect(world.touches.history.count == touches, "the tap reached nothing under the menu")
        world.send(.tapMenu("Inbox"))
        #expect(world.logged(EventPattern("back-menu-no-entry", ("title", "Inbox"), ("menu-open", "no"))))
        #expect(world.stackTitles.count == 4)
    }

    @Test(arguments: [Profile.ios7, .ios12])
    func beforeIOS14ALongPressPopsOnce(_ profile: Profile) {
        var world = Self.deepWorld(Configuration(profile: profile))
        world.send(.longPressBack)
        #expect(world.logged(EventPattern("back-held-without-menu", ("rule", "back-button-menu"))))
        #expect(!world.logged(EventPattern("back-menu-opened")))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
        #expect(world.bar.backMenu == nil)
    }
}
