import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// UIKit's own defences and the rules of overlapping calls, one test per rule
/// (docs/model.md, "The rules"), under each profile where the rule differs.
/// Each asserts the stack, the crash, the violations and the log line that
/// names the deciding rule.
@Suite("UIKit rules, per profile")
struct UIKitRuleTests {
    /// Message 1 settled, then Reply's push starts at its touch-up (50 ms).
    private func midPushOfReply(_ profile: Profile, toggles: Toggles = Toggles()) -> World {
        var world = World.demo("none", profile, toggles: toggles)
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.advance(by: 150)
        return world
    }

    /// Where Reply's "Send" is on the model layer (and Message 1's "Back
    /// twice" is still drawn) during that push.
    private let sendPoint = Point(x: 12, y: 9)


    // MARK: transition-disables-interaction, incoming-screen-interactive

    @Test("a tap on the screens of a running push is not delivered; on iOS 26 the incoming screen takes it", arguments: Profile.allCases)
    func transitionDisablesInteraction(_ profile: Profile) throws {
        var world = midPushOfReply(profile)
        world.tap(at: sendPoint)
        let touch = try #require(world.lastTouch)
        if profile == .ios26 {
            #expect(touch.handler == world.viewID("Send"))
            #expect(touch.rule == .incomingScreenInteractive)
            #expect(world.logged(EventPattern("touch-reaches-incoming-screen", ("touch", "3"), ("screen", "Reply"))))
            world.settle()
            // Send pops Reply as soon as it arrives: the pop waits for the push.
            #expect(world.stackTitles == ["Inbox", "Message 1"])
            #expect(world.logged(EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "navigation-call-deferred"))))
        } else {
            #expect(touch.disposition == .dropped)
            #expect(touch.rule == .transitionDisablesInteraction)
            #expect(touch.walk.contains { $0.rule == .transitionDisablesInteraction && $0.name == "UIViewControllerWrapperView" })
            #expect(
                world.entries(.touch).last.map {
                    if case .touchNotDelivered(TouchID(3), .walkEndedAroundSkippedView(let view, _), .transitionDisablesInteraction) = $0.event {
                        view.viewClass == .viewControllerWrapperView
                    } else {
                        false
                    }
                } == true)
            world.settle()
            #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        }
        #expect(world.violations.isEmpty)
        #expect(world.crash == nil)
    }

    @Test("allow-interaction-during-transition (UIKit's own flag) lets the same tap reach the incoming screen's model", arguments: Profile.allCases)
    func allowInteractionDuringTransition(_ profile: Profile) throws {
        var world = midPushOfReply(profile, toggles: Toggles(allowInteractionDuringTransition: true))
        #expect(world.flag("uikitBlocks") == "—")
        world.tap(at: sendPoint)
        #expect(world.lastTouch?.handler == world.viewID("Send"))
        world.settle()
        if profile == .ios7 {
            // iOS 7: Send's pop lands during the push and freezes the UI.
            #expect(world.isFrozen)
            #expect(world.violations == [.frozenUI])
        } else {
            #expect(world.stackTitles == ["Inbox", "Message 1"])
            #expect(world.violations.isEmpty)
        }
    }

    // MARK: The back button during a transition

    @Test("a second back tap: disabled on iOS 7, a deferred two-level pop on iOS 8–18, at once on iOS 26", arguments: Profile.allCases)
    func backButtonDuringTransition(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Reply")
        world.settle()
        let back = try #require(world.backButtonPoint)
        let start = world.now
        world.tap(at: back)
        world.advance(by: 100)
        world.tap(at: back)
        let second = try #require(world.lastTouch)
        world.settle()
        #expect(world.crash == nil)
        // Two levels for one quick double tap, past iOS 7: double-pop.
        #expect(world.violations == (profile == .ios7 ? [] : [.doublePop]))
        switch profile {
        case .ios7:
            #expect(second.rule == .backButtonDisabledDuringTransition)
            #expect(second.disposition == .dropped)
            #expect(world.stackTitles == ["Inbox", "Message 1"])
        case .ios12, .ios17:
            #expect(world.lastTouch?.rule == .backButtonPopDeferred)
            #expect(world.logged(EventPattern("call-deferred", ("request", "pop"), ("cause", "running-transition"), ("rule", "back-button-pop-deferred"))))
            #expect(world.stackTitles == ["Inbox"])
            // The deferred pop starts when the first completes (at +400) and takes 350 ms.
            #expect(world.entries(.transition).last.map { $0.time - start } == 750)
        case .ios26:
            #expect(world.lastTouch?.rule == .backButtonInterrupts)
            #expect(world.logged(EventPattern("transition-interrupted", ("kind", "pop"), ("screen", "Message 1"), ("rule", "back-button-interrupts"))))
            #expect(world.stackTitles == ["Inbox"])
            #expect(world.entries(.transition).last.map { $0.time - start } == 500)
        }
    }

    // MARK: presentation-ignores-events

    @Test("while a card's presentation animates every touch is dropped app-wide, and the container swallows nothing", arguments: Profile.allCases)
    func presentationIgnoresEvents(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Compose")
        world.advance(by: 150)
        #expect(world.flag("uikitBlocks") == "all touches")
        world.tap(at: Point(x: 12, y: 7))
        let touch = try #require(world.lastTouch)
        #expect(touch.disposition == .dropped)
        #expect(touch.rule == .presentationIgnoresEvents)
        #expect(touch.walk.isEmpty)
        #expect(
            world.entries(.touch).last.map {
                if case .touchDropped(TouchID(2), .presentationAnimating(true, let card), .presentationIgnoresEvents) = $0.event {
                    card.title == "Compose"
                } else {
                    false
                }
            } == true)
        let swiped = world.beginEdgeSwipe()
        #expect(!swiped)
        world.settle()
        #expect(world.presentedTitle == "Compose")
        #expect(world.violations.isEmpty)
    }

    // MARK: gesture-obeys-hit-testing

    @Test("an edge swipe under a presented card never reaches the pop gesture", arguments: Profile.allCases)
    func swipeUnderCard(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Share")
        world.settle()
        // Nothing a user would notice changes: not the stack, not the card.
        assertChange(&world, by: { world in
            _ = world.swipeBack(finish: true)
            world.settle()
        })
        #expect(world.lastTouch?.rule == .gestureObeysHitTesting)
        #expect(world.logged(EventPattern("swipe-refused", ("cause", "outside-navigation-view"), ("rule", "gesture-obeys-hit-testing"))))
    }

    @Test("with a minimized card and pass-through, the edge swipe above it does reach the pop gesture")
    func swipeAboveMinimizedCardWithPassThrough() throws {
        var world = World.demo("none", .ios17, toggles: Toggles(passThrough: true))
        world.tap("Message 1")
        world.settle()
        let message = try #require(world.stackController("Message 1"))
        let card = world.instantiate(screenNamed: "Compose")!
        world.present(card, from: message)
        world.settle()
        world.moveCard(to: .minimized)
        world.settle()
        let began = world.swipeBack(finish: true)
        #expect(began)
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
    }

    @Test("a card drag while the card still moves: the finger lands where the grabber is drawn, which is not the card yet")
    func cardDragObeysHitTesting() throws {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.tap("Minimize")
        world.advance(by: 150)  // the card slides down for 250 ms from the tap's touch-up
        world.dragCard(.up)
        #expect(world.entries(.touch).last.map { if case .cardDragMissed = $0.event { true } else { false } } == true)
        world.settle()
        #expect(world.cardStateName == "minimized")
        world.dragCard(.up)
        world.settle()
        #expect(world.cardStateName == "expanded")
    }

    // MARK: The pop gesture during a transition

    @Test("an edge swipe mid-push: freezes iOS 7, refused on iOS 8–18, interrupts on iOS 26", arguments: Profile.allCases)
    func swipeDuringPush(_ profile: Profile) throws {
        var world = midPushOfReply(profile)
        let began = world.swipeBack(finish: true)
        world.settle()
        switch profile {
        case .ios7:
            #expect(world.isFrozen)
            #expect(world.violations == [.frozenUI])
            #expect(world.lastTouch?.rule == .ios7SwipeDuringPushFreezes)
        case .ios12, .ios17:
            #expect(!began)
            #expect(world.lastTouch?.rule == .popGestureWaitsForTransition)
            #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
            #expect(world.violations.isEmpty)
        case .ios26:
            #expect(began)
            #expect(world.logged(EventPattern("transition-interrupted", ("kind", "push"), ("screen", "Reply"), ("rule", "swipe-interrupts"))))
            #expect(world.lastTouch?.rule == .swipeInterrupts)
            #expect(world.stackTitles == ["Inbox", "Message 1"])
            #expect(world.violations.isEmpty)
        }
    }

    @Test("a swipe from the middle of the content pops only on iOS 26", arguments: Profile.allCases)
    func contentSwipe(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        let began = world.swipeBack(finish: true, from: Point(x: 12, y: 14))
        world.settle()
        #expect(began == (profile == .ios26))
        #expect(world.stackTitles == (profile == .ios26 ? ["Inbox"] : ["Inbox", "Message 1"]))
        #expect(world.lastTouch?.rule == (profile == .ios26 ? .contentPopGesture : .popGestureFromEdge))
    }

    // MARK: navigation-call-deferred

    @Test("a push made by code during a push waits for it on iOS 8+; on iOS 7 it nests", arguments: Profile.allCases)
    func pushDuringPush(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.advance(to: 300)
        let second = world.instantiate(screenNamed: "Message", argument: 2)!
        if profile != .ios7 {
            // The call is held: only UIKit's deferred list changes.
            assertChange(&world, by: { $0.pushViewController(second) }) { $0.deferred = ["push Message 2"] }
        } else {
            world.pushViewController(second)
        }
        if profile == .ios7 {
            #expect(world.violations == [.nestedPush])
            #expect(world.logged(EventPattern("violation", ("id", "nested-push"), ("rule", "ios7-nested-push"))))
        } else {
            #expect(world.flag("deferred") == "push Message 2")
            #expect(world.lastBrief(.transition) == "call-deferred request=push Message 2 cause=running-transition rule=navigation-call-deferred")
            world.settle()
            #expect(world.stackTitles == ["Inbox", "Message 1", "Message 2"])
            #expect(world.barTitles == world.stackTitles)
            #expect(world.violations.isEmpty)
            #expect(world.entries(.transition).map(\.time).last == 900)
        }
    }

    @Test("a push made while a card is being presented waits for the presentation on iOS 8+ (rdar 44091459)", arguments: Profile.allCases)
    func pushDuringPresentation(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Compose")
        world.advance(by: 100)
        let message = world.instantiate(screenNamed: "Message", argument: 2)!
        world.pushViewController(message)
        if profile == .ios7 {
            #expect(world.navigation.transition != nil)
        } else {
            #expect(world.navigation.transition == nil)
            #expect(world.logged(EventPattern("call-deferred", ("request", "push Message 2"), ("cause", "presentation-animating"), ("rule", "navigation-call-deferred"))))
            world.advance(by: 300)
            #expect(world.logged(EventPattern("runs-deferred-call", ("request", "push Message 2"))))
        }
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 2"])
        #expect(world.violations.isEmpty)
    }

    @Test("pushing an instance already in the stack throws: at the call on iOS 7, when the deferred push runs on iOS 8+", arguments: Profile.allCases)
    func sameInstancePush(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.doubleTap("Reuse detail")
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .sameInstancePush)
        #expect(crash.time == (profile == .ios7 ? 300 : 550))
        #expect(world.logged(EventPattern("runs-deferred-call", ("request", "push Detail"))) == (profile != .ios7))
        #expect(world.stackTitles == ["Inbox", "Detail"])
    }

    // MARK: iOS 7

    @Test("iOS 7's nested push: the pushed view never shows, the first back leaves a black screen, the second crashes")
    func nestedPushBlackScreenThenCrash() throws {
        var world = World.demo("none", .ios7)
        world.doubleTap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1", "Message 1"])
        #expect(world.barTitles == world.stackTitles)
        #expect(world.navigation.corruption == .nestedPush)
        #expect(world.violations == [.nestedPush, .doublePush])
        // The first Message 1 is what the transition view shows.
        let first = try #require(world.navigation.stack.dropFirst().first)
        #expect(world.view(world.navigation.transitionView).subviews == [world.controller(first).wrapperView].compactMap { $0 })
        world.tapBack()
        world.settle()
        #expect(world.crash == nil)
        #expect(world.navigation.corruption == .blackScreen)
        #expect(world.entries(.warning).last?.event.rule == .ios7CorruptedBar)
        world.tapBack()
        world.settle()
        let crash = try #require(world.crash)
        #expect(crash.violation == .cantAddSelfAsSubview)
        #expect(crash.message == "Can't add self as subview")
        #expect(world.violations == [.nestedPush, .doublePush, .cantAddSelfAsSubview])
    }

    @Test("a pop issued by code mid-push: iOS 7 freezes, iOS 8+ runs it after the push", arguments: Profile.allCases)
    func popByCodeDuringPush(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Reply, pop in 0.1s")
        world.settle()
        if profile == .ios7 {
            #expect(world.isFrozen)
            #expect(world.violations == [.frozenUI])
            #expect(world.logged(EventPattern("violation", ("id", "frozen-ui"), ("rule", "ios7-pop-during-push-freezes"))))
            #expect(world.stackTitles == ["Inbox", "Message 1", "Reply"])
        } else {
            #expect(!world.isFrozen)
            #expect(world.violations.isEmpty)
            #expect(world.stackTitles == ["Inbox", "Message 1"])
        }
    }

    @Test("two pops by code in one turn (Back twice): iOS 7 crashes, iOS 8+ pops twice", arguments: Profile.allCases)
    func twoPopsByCode(_ profile: Profile) throws {
        var world = World.demo("none", profile)
        world.tap("Message 1")
        world.settle()
        world.tap("Next message")
        world.settle()
        world.tap("Back twice")
        world.settle()
        if profile == .ios7 {
            #expect(world.crash?.violation == .doublePopCrash)
            // The app died mid-pop: nothing is shown as still running.
            #expect(world.flag("transition") == "—")
            #expect(world.flag("uikitBlocks") == "—")
        } else {
            #expect(world.crash == nil)
            #expect(world.stackTitles == ["Inbox"])
        }
    }

    // MARK: The rules catalog

    @Test("every rule id has one entry with a statement, its profiles and at least one source address")
    func catalogIsComplete() {
        for id in RuleID.allCases {
            let entries = UIKitRules.all.filter { $0.id == id }
            #expect(entries.count == 1, "\(id.rawValue)")
            guard let rule = entries.first else { continue }
            #expect(!rule.statement.isEmpty)
            #expect(!rule.profiles.isEmpty)
            #expect(!rule.sources.isEmpty)
            for source in rule.sources { #expect(!source.address.isEmpty && !source.shows.isEmpty) }
        }
        #expect(UIKitRules.all.count == RuleID.allCases.count)
        // iOS 26 differs from iOS 13–18 only where a rule says so.
        #expect(RuleID.backButtonInterrupts.rule.profiles == [.ios26])
        #expect(!RuleID.backButtonPopDeferred.rule.applies(to: .ios26))
    }
}

/// Rule root-pop-gesture-stalls: the custom-back-button recipe
/// (`interactivePopGestureRecognizer.delegate = nil`) and a swipe at the root.
@Suite("a swipe at the root with the pop gesture's delegate nil")
struct RootSwipeStallTests {
    private func stalled(_ profile: Profile) -> World {
        var world = World.demo("none", profile, toggles: Toggles(popGestureDelegate: false))
        world.swipeBack(finish: true)
        world.settle()
        return world
    }

    @Test("UIKit's own delegate refuses the swipe at the root: nothing stalls", arguments: Profile.allCases)
    func delegateKeptRefuses(_ profile: Profile) {
        var world = World.demo("none", profile)
        world.swipeBack(finish: true)
        world.settle()
        #expect(!world.navigation.isStalledAtRoot)
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(!world.violations.contains(.rootSwipeFreeze))
    }

    @Test("with the delegate nil the row highlights but its push is held, and the detector names it", arguments: Profile.allCases)
    func pushIsHeld(_ profile: Profile) {
        var world = stalled(profile)
        #expect(world.navigation.isStalledAtRoot)
        #expect(world.logged(EventPattern("pop-stalls-at-root", ("screen", "Inbox"), ("rule", "root-pop-gesture-stalls"))))
        world.tap("Message 1")
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        // The tap itself is delivered: the row highlights and sends its action.
        #expect(world.logged { if case .touchUpInside = $0 { true } else { false } })
        #expect(world.logged(EventPattern("call-deferred", ("request", "push Message 1"), ("cause", "stalled-pop-at-root"), ("rule", "root-pop-gesture-stalls"))))
        #expect(world.violations == [.rootSwipeFreeze])
        #expect(world.logged(EventPattern("violation", ("id", "root-swipe-freeze"), ("rule", "root-pop-gesture-stalls"))))
        #expect(world.isIdle, "nothing will run the held push by itself")
    }

    @Test("another edge swipe ends the stall and the held push runs", arguments: Profile.allCases)
    func secondSwipeEndsIt(_ profile: Profile) {
        var world = stalled(profile)
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: true)
        world.settle()
        #expect(!world.navigation.isStalledAtRoot)
        #expect(world.logged(EventPattern("root-stall-ends", ("screen", "Inbox"))))
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("a swipe that is not at the root still pops with the delegate nil")
    func popStillWorks() {
        var world = World.demo("none", .ios17, toggles: Toggles(popGestureDelegate: false))
        world.tap("Message 1")
        world.settle()
        world.swipeBack(finish: true)
        world.settle()
        #expect(world.stackTitles == ["Inbox"])
        #expect(!world.navigation.isStalledAtRoot)
    }
}
