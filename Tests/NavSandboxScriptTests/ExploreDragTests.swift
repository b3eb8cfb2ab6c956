import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxScript

/// Explore's alphabet and the drags of issue 35: iOS 26's content swipe
/// where it can differ from the edge swipe, and a drag from a view with its
/// own pan or over a horizontal scroll view.
@Suite struct ExploreDragTests {
    static let middle = TapTarget.point(x: Phone.width / 2, y: Phone.height / 2)

    static func swipes(_ world: World) -> [UserInput] {
        ExploreAlphabet.inputs(in: world, twoFingers: false).filter { if case .swipeBack = $0 { true } else { false } }
    }

    static func onMessage(_ profile: Profile, toggles: Toggles = Toggles()) -> World {
        var world = World(configuration: Configuration(app: .demo, profile: profile, toggles: toggles))
        _ = world.step(.tap(.label("Message 1")))
        _ = world.step(.settle(limit: 60_000))
        return world
    }

    @Test("the content swipe is tried on iOS 26 only where it can differ from the edge swipe")
    func contentSwipeWhereItDiffers() {
        let both = Self.swipes(Self.onMessage(.ios26))
        #expect(!both.contains(.swipeBack(finish: true, from: Self.middle)), "both recognizers on: the edge swipe stands for it")
        let edgeOff = Self.swipes(Self.onMessage(.ios26, toggles: Toggles(popGesture: false)))
        #expect(edgeOff.contains(.swipeBack(finish: true, from: Self.middle)))
        #expect(edgeOff.contains(.swipeBack(finish: false, from: Self.middle)))
        let before = Self.swipes(Self.onMessage(.ios17, toggles: Toggles(popGesture: false)))
        #expect(!before.contains(.swipeBack(finish: true, from: Self.middle)), "no content recognizer before iOS 26")
    }

    @Test("a drag from a pan view or a horizontal scroll view is tried, and explore finds the pan lost on iOS 26")
    func dragsFromPans() throws {
        let text = try String(contentsOfFile: packageRoot + "/docs/apps/swipe-to-reply.yaml", encoding: .utf8)
        let app = try AppFileLoader.load(text, file: "swipe-to-reply.yaml").get().app
        var world = World(configuration: Configuration(app: app, profile: .ios26))
        _ = world.step(.tap(.label("Ada")))
        _ = world.step(.settle(limit: 60_000))
        let swipes = Self.swipes(world)
        #expect(swipes.contains(.swipeBack(finish: true, from: .label("Bubble"))))
        #expect(swipes.contains(.swipeBack(finish: false, from: .label("Photos"))))
        // Applied, the drag from the bubble pops the thread on iOS 26.
        var dragged = world
        #expect(UserInput.swipeBack(finish: true, from: .label("Bubble")).apply(to: &dragged))
        _ = dragged.step(.settle(limit: 60_000))
        #expect(dragged.stackTitles == ["Chats"])
    }
}
