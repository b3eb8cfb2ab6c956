@testable import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// A must-complete push of a message already on its way is satisfied, not
/// lost: coordinated drops the duplicate and the detector stays quiet.
/// (`navsandbox explore` found the old behaviour: one double tap on "Open
/// latest in 0.5s" fired lost-navigation under coordinated.)
@Suite struct SatisfiedDecisionTests {
    @Test(arguments: Profile.allCases)
    func aDuplicateMustCompletePushIsNotLost(_ profile: Profile) throws {
        var world = World.demo("coordinated", profile)
        world.send(.doubleTap(.point(try #require(world.tapPoint(forLabel: "Open latest in 0.5s"))), gap: 100))
        _ = world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 3"])
        #expect(!world.violations.contains(.lostNavigation))
        #expect(world.logged(EventPattern("guard-refused", ("verb", "IGNORED"), ("request", "push Message 3"), ("flag", "identity"))))
    }

    /// A lock that drops the same duplicate still loses it: it cannot know.
    @Test func aLockStillLosesIt() throws {
        var world = World.demo("block-all", .ios17)
        world.send(.doubleTap(.point(try #require(world.tapPoint(forLabel: "Open latest in 0.5s"))), gap: 100))
        _ = world.settle()
        #expect(world.violations.contains(.lostNavigation))
    }
}
