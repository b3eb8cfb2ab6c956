import Testing

@testable import NavSandboxCore
import NavSandboxTestSupport

/// iOS 26's two back gestures (issue 35, item 2): the edge recognizer and
/// the content recognizer are separate, so turning one off leaves the other
/// working (rule content-pop-separate-from-edge), and the log names the one
/// that drove the pop.
@Suite struct TwoBackGesturesTests {
    /// Message 1 on top, settled, with `toggles` in force.
    static func onMessage(_ profile: Profile = .ios26, toggles: Toggles = Toggles(), guardFiles: [GuardDefinition] = [], strategy: String = "none")
        -> World
    {
        var world = World.demo(strategy, profile, toggles: toggles, guardFiles: guardFiles)
        world.tap("Message 1")
        world.settle()
        return world
    }

    static let edge = World.edgeSwipeStart
    static let content = Point(x: 12, y: 14)

    @Test("pop-gesture off leaves the content swipe working on iOS 26")
    func edgeOffContentWorks() throws {
        var edgeSwipe = Self.onMessage(toggles: Toggles(popGesture: false))
        let began1 = edgeSwipe.swipeBack(finish: true, from: Self.edge)
        #expect(!began1)
        edgeSwipe.settle()
        #expect(edgeSwipe.stackTitles == ["Inbox", "Message 1"])
        #expect(edgeSwipe.logged(EventPattern("swipe-refused", ("cause", "recognizer-disabled"))))

        var contentSwipe = Self.onMessage(toggles: Toggles(popGesture: false))
        let began2 = contentSwipe.swipeBack(finish: true, from: Self.content)
        #expect(began2)
        #expect(contentSwipe.lastTouch?.rule == .contentPopSeparateFromEdge)
        contentSwipe.settle()
        #expect(contentSwipe.stackTitles == ["Inbox"])
        #expect(contentSwipe.logged { $0 == .swipeReleased(progress: 80, finish: true, recognizer: .content) })
    }

    @Test("content-pop-gesture off leaves the edge swipe working on iOS 26")
    func contentOffEdgeWorks() throws {
        var toggles = Toggles()
        toggles.contentPopGesture = false
        var contentSwipe = Self.onMessage(toggles: toggles)
        let began3 = contentSwipe.swipeBack(finish: true, from: Self.content)
        #expect(!began3)
        contentSwipe.settle()
        #expect(contentSwipe.stackTitles == ["Inbox", "Message 1"])
        #expect(
            contentSwipe.logged {
                $0 == .swipeRefused(.recognizerDisabled(.content, by: .toggle), rule: .contentPopSeparateFromEdge)
            })
        #expect(contentSwipe.lastTouch?.rule == .contentPopSeparateFromEdge)

        var edgeSwipe = Self.onMessage(toggles: toggles)
        let began4 = edgeSwipe.swipeBack(finish: true, from: Self.edge)
        #expect(began4)
        #expect(edgeSwipe.lastTouch?.rule == .contentPopSeparateFromEdge)
        edgeSwipe.settle()
        #expect(edgeSwipe.stackTitles == ["Inbox"])
        #expect(edgeSwipe.logged { $0 == .swipeReleased(progress: 80, finish: true, recognizer: .edge) })
    }

    @Test("a guard's pop-gesture off is the edge recognizer alone: the content swipe still pops on iOS 26")
    func guardDisablesTheEdgeOnly() throws {
        let edgeOff = GuardDefinition(name: "edge-off", setup: GuardSetup(popGestureEnabled: false))
        var world = Self.onMessage(guardFiles: [edgeOff], strategy: "edge-off")
        let began5 = world.swipeBack(finish: true, from: Self.edge)
        #expect(!began5)
        #expect(world.logged { $0 == .swipeRefused(.recognizerDisabled(.edge, by: .strategy("edge-off")), rule: nil) })
        let began6 = world.swipeBack(finish: true, from: Self.content)
        #expect(began6)
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("both off: neither swipe pops")
    func bothOff() throws {
        var toggles = Toggles(popGesture: false)
        toggles.contentPopGesture = false
        var world = Self.onMessage(toggles: toggles)
        let began7 = world.swipeBack(finish: true, from: Self.edge)
        #expect(!began7)
        let began8 = world.swipeBack(finish: true, from: Self.content)
        #expect(!began8)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("before iOS 26 there is no content recognizer: forcing it on changes nothing", arguments: [Profile.ios7, .ios12, .ios17])
    func noContentRecognizerBefore26(_ profile: Profile) throws {
        var toggles = Toggles()
        toggles.contentPopGesture = true
        var world = Self.onMessage(profile, toggles: toggles)
        let began9 = world.swipeBack(finish: true, from: Self.content)
        #expect(!began9)
        #expect(world.lastTouch?.rule == .popGestureFromEdge)
    }

    @Test("a cancelled content swipe is named as such in the log")
    func cancelledContentSwipeIsNamed() throws {
        var world = Self.onMessage()
        let began10 = world.swipeBack(finish: false, releaseAt: 30, from: Self.content)
        #expect(began10)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.logged { $0 == .swipeReleased(progress: 30, finish: false, recognizer: .content) })
    }

    @Test("content-pop-gesture takes auto, and the edge flag says it is the edge alone")
    func flagsAndToggles() throws {
        var toggles = Toggles()
        let setOff = toggles.set(.contentPopGesture, false)
        #expect(setOff)
        #expect(toggles.displayValue(of: .contentPopGesture) == "off")
        let setAuto = toggles.set(.contentPopGesture, nil)
        #expect(setAuto, "content-pop-gesture takes auto")
        #expect(ToggleID.contentPopGesture.acceptsAuto)
        let world = Self.onMessage(toggles: Toggles(popGesture: false))
        #expect(world.flags.first { $0.name == "popGesture" }?.displayValue == "forced off")
        #expect(world.isContentPopGestureEnabled, "the edge toggle leaves the content recognizer on")
    }

    @Test("a guard turns the content recognizer off apart from the edge one, as the apps' fixes do, and the toggle wins over it")
    func guardTurnsTheContentRecognizerOff() throws {
        // Kodi Remote PR 1465: `interactiveContentPopGestureRecognizer.enabled = NO` in viewWillAppear.
        let contentOff = GuardDefinition(
            name: "content-off", rules: [GuardRule(.lifecycle(.viewWillAppear), [.setContentPopGestureEnabled(false)])])
        var world = Self.onMessage(guardFiles: [contentOff], strategy: "content-off")
        let refused = world.swipeBack(finish: true, from: Self.content)
        #expect(!refused)
        #expect(
            world.logged {
                $0 == .swipeRefused(.recognizerDisabled(.content, by: .strategy("content-off")), rule: .contentPopSeparateFromEdge)
            })
        let edge = world.swipeBack(finish: true, from: Self.edge)
        #expect(edge)
        world.settle()
        #expect(world.stackTitles == ["Inbox"])

        var toggles = Toggles()
        toggles.contentPopGesture = true
        var forced = Self.onMessage(toggles: toggles, guardFiles: [contentOff], strategy: "content-off")
        let began = forced.swipeBack(finish: true, from: Self.content)
        #expect(began, "the toggle forced on wins over the guard")
    }

    @Test("a guard's set-up key turns the content recognizer off from launch")
    func setUpKeyTurnsItOff() throws {
        var setup = GuardSetup()
        setup.contentPopGestureEnabled = false
        var world = Self.onMessage(guardFiles: [GuardDefinition(name: "no-content", setup: setup)], strategy: "no-content")
        let began = world.swipeBack(finish: true, from: Self.content)
        #expect(!began)
        #expect(!world.isContentPopGestureEnabled && world.isPopGestureEnabled)
    }
}
