import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// UIWindow's hitTest(_:with:) on the model layer, as seed 004 spells it out.
@Suite("hitTest(_:with:)")
struct HitTestRules {
    typealias Verdict = HitTestStep.Verdict

    private func step(_ result: HitTestResult, _ view: ViewID) -> HitTestStep? {
        result.walk.first { $0.view == view }
    }

    @Test("a hidden view is skipped, with reason isHidden")
    func hiddenViewIsSkipped() throws {
        let world = World.demo()
        // At launch Inbox is the root: the back button exists but is hidden.
        let back = world.bar.backButton
        #expect(world.view(back).isHidden)
        let result = world.hitTest(Point(x: 4, y: 1))
        let skipped = try #require(step(result, back))
        #expect(skipped.verdict == .skippedHidden)
        #expect(skipped.reason == "skipped: isHidden")
        #expect(result.view == world.bar.view)
    }

    @Test("isUserInteractionEnabled = NO skips a view; a UILabel starts with it off")
    func interactionDisabledIsSkipped() throws {
        #expect(!View(id: ViewID(0), viewClass: .label, frame: Phone.bounds).isUserInteractionEnabled)
        #expect(View(id: ViewID(0), viewClass: .button, frame: Phone.bounds).isUserInteractionEnabled)

        var world = World.demo()
        // The bar's title label covers (12,1) but takes no touches: the bar gets them.
        let title = world.bar.titleLabel
        let result = world.hitTest(Point(x: 12, y: 1))
        #expect(step(result, title)?.verdict == .skippedInteractionDisabled)
        #expect(step(result, title)?.reason == "skipped: isUserInteractionEnabled = NO")
        #expect(result.view == world.bar.view)

        // The same rule on a button: Compose is skipped and its superview is the hit.
        let compose = try #require(world.viewID("Compose"))
        let point = world.windowFrame(of: compose).center
        world.views[compose.raw].isUserInteractionEnabled = false
        let disabled = world.hitTest(point)
        #expect(step(disabled, compose)?.verdict == .skippedInteractionDisabled)
        #expect(disabled.view == world.rootView(of: world.rootController))
    }

    @Test("alpha below 0.01 skips a view; exactly 0.01 still takes touches")
    func nearlyTransparentIsSkipped() throws {
        var world = World.demo()
        let compose = try #require(world.viewID("Compose"))
        let point = world.windowFrame(of: compose).center

        world.views[compose.raw].alpha = 0.01
        #expect(world.hitTest(point).view == compose)

        world.views[compose.raw].alpha = 0.009
        let result = world.hitTest(point)
        #expect(step(result, compose)?.verdict == .skippedTransparent)
        #expect(step(result, compose)?.reason == "skipped: alpha < 0.01")
        #expect(result.view == world.rootView(of: world.rootController))
    }

    @Test("the dimming view faded to alpha 0 by a dismissal is skipped as transparent")
    func fadedDimmingViewIsSkipped() throws {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.dragCard(.dismiss)
        let presentation = try #require(world.presentation)
        #expect(presentation.phase == .dismissing)
        let result = world.hitTest(Point(x: 12, y: 2))
        #expect(step(result, presentation.dimming)?.verdict == .skippedTransparent)
        // The card's model frame is already off-screen, so the bare container is the hit.
        #expect(result.view == presentation.container)
    }

    @Test("a point outside the bounds skips the view without visiting its subviews")
    func outsideBoundsIsSkipped() {
        let world = World.demo()
        // Row 0 is the status bar: below the window's layout container nothing contains it.
        let result = world.hitTest(Point(x: 12, y: 0))
        let bar = step(result, world.bar.view)
        #expect(bar?.verdict == .skippedOutside)
        #expect(bar?.localPoint == Point(x: 12, y: -1))
        #expect(bar?.reason == "skipped: point(inside:) = NO at (12,-1)")
        #expect(step(result, world.navigation.transitionView)?.localPoint == Point(x: 12, y: -3))
        #expect(result.walk.allSatisfy { $0.depth <= 2 })
        #expect(result.view == world.rootView(of: world.navigation.controller))
    }

    @Test("subviews are tried in reverse order: the frontmost first")
    func subviewsFrontToBack() {
        let world = World.demo()
        let result = world.hitTest(Point(x: 12, y: 3))
        // Inbox's root view has [table, Compose, Open latest, Reuse detail], back to front.
        let tried = result.walk.filter { $0.depth == 5 }.map(\.name)
        #expect(tried == ["UIButton \"Reuse detail\"", "UIButton \"Open latest in 0.5s\"", "UIButton \"Compose\"", "UITableView"])
        // The layout container tries the bar (added last) before the transition view.
        #expect(result.walk.filter { $0.depth == 2 }.map(\.name) == ["UINavigationBar", "UINavigationTransitionView"])
    }

    @Test("the frontmost of two overlapping screens takes the point and the one behind is never visited")
    func frontSiblingWins() throws {
        var world = World.demo(toggles: Toggles(allowInteractionDuringTransition: true))
        world.tap("Message 1")
        world.advance(to: 210)  // the push of Message 1 started at 200
        let inboxRoot = try #require(world.rootView(of: world.rootController))
        let messageRoot = try #require(world.rootView(of: world.stackController("Message 1")))
        let inboxWrapper = try #require(world.controller(world.rootController).wrapperView)
        let messageWrapper = try #require(world.stackController("Message 1").flatMap { world.controller($0).wrapperView })
        #expect(world.view(world.navigation.transitionView).subviews == [inboxWrapper, messageWrapper])
        let result = world.hitTest(Point(x: 12, y: 12))
        #expect(result.view == messageRoot)
        #expect(!result.walk.contains { $0.view == inboxRoot })
    }

    @Test("the view itself is the hit when no subview takes the point")
    func viewItselfWhenNoSubviewTakesIt() throws {
        let world = World.demo()
        // Content row 6 of Inbox is blank: between the table and the Compose button.
        let result = world.hitTest(Point(x: 12, y: 9))
        let inboxRoot = try #require(world.rootView(of: world.rootController))
        #expect(result.view == inboxRoot)
        let last = try #require(result.walk.last)
        #expect(last.view == inboxRoot)
        #expect(last.verdict == .hit)
        #expect(last.reason == "hit: no subview took the point")
    }

    @Test("the walk lists every visited view in order, with its depth, local point and verdict")
    func walkListsEveryVisitedView() {
        let world = World.demo()
        let result = world.hitTest(Point(x: 12, y: 3))
        let walk = result.walk.map { "\($0.depth) \($0.name) \($0.localPoint) \($0.verdict)" }
        #expect(
            walk == [
                "0 UIWindow (12,3) entered",
                "1 UILayoutContainerView (12,3) entered",
                "2 UINavigationBar (12,2) skippedOutside",
                "2 UINavigationTransitionView (12,0) entered",
                "3 UIViewControllerWrapperView (12,0) entered",
                "4 UIView (12,0) entered",
                "5 UIButton \"Reuse detail\" (11,-11) skippedOutside",
                "5 UIButton \"Open latest in 0.5s\" (11,-9) skippedOutside",
                "5 UIButton \"Compose\" (11,-7) skippedOutside",
                "5 UITableView (12,0) entered",
                "6 UITableViewCell \"Message 3\" (12,-4) skippedOutside",
                "6 UITableViewCell \"Message 2\" (12,-2) skippedOutside",
                "6 UITableViewCell \"Message 1\" (12,0) entered",
                "7 UITableViewCellContentView (12,0) entered",
                "8 UILabel (8,-1) skippedInteractionDisabled",
                "8 UILabel (8,0) skippedInteractionDisabled",
                "7 UITableViewCellContentView (12,0) hit",
            ])
        #expect(result.view == result.walk.last?.view)
        #expect(result.walk.first?.reason == "point(inside:) at (12,3), trying subviews front to back")
    }

    @Test("during a push, a tap where the old button is drawn hits the incoming screen's model")
    func modelFramesNotPresentationFrames() throws {
        // UIKit's allowUserInteractionDuringTransition on: the screens take
        // touches mid-push, so the model layer decides (rule model-layer-hit-testing).
        var world = World.demo(toggles: Toggles(allowInteractionDuringTransition: true))
        world.tap("Message 1")
        world.advance(to: 210)
        let compose = try #require(world.viewID("Compose"))
        // Drawn: Inbox has barely started to slide. Model: already shifted left by the parallax.
        #expect(world.windowPresentationFrame(of: compose) == Rect(x: 1, y: 10, width: 22, height: 1))
        #expect(world.windowFrame(of: compose) == Rect(x: 1 - Phone.parallax, y: 10, width: 22, height: 1))
        let point = try #require(world.tapPoint(forLabel: "Compose"))
        #expect(point == Point(x: 12, y: 10))

        let messageRoot = try #require(world.rootView(of: world.stackController("Message 1")))
        let result = world.hitTest(point)
        #expect(result.view == messageRoot)
        #expect(!result.walk.contains { $0.view == compose })

        // Tapping it delivers to Message 1's plain root view: nothing is presented.
        world.tap(at: point)
        #expect(world.lastTouch?.hitView == messageRoot)
        #expect(world.lastTouch?.handler == nil)
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.stackTitles == ["Inbox", "Message 1"])
    }

    @Test("during a push, the incoming screen's buttons are hit where the model puts them, not where they are drawn")
    func incomingButtonsAtModelPosition() throws {
        var world = World.demo(toggles: Toggles(allowInteractionDuringTransition: true))
        world.tap("Message 1")
        world.advance(to: 210)
        let reply = try #require(world.viewID("Reply"))
        // Drawn almost a full screen to the right, off the phone.
        #expect(world.windowPresentationFrame(of: reply).x >= Phone.width)
        #expect(world.hitTest(world.windowPresentationFrame(of: reply).center).view == nil)
        #expect(world.hitTest(world.windowFrame(of: reply).center).view == reply)
    }

    @Test("pass-through: the presentation container returns nil and the touch reaches the screen beneath")
    func passThroughReachesScreenBeneath() throws {
        var world = World.demo(toggles: Toggles(passThrough: true))
        world.tap("Compose")
        world.settle()
        world.tap("Minimize")
        world.settle()
        let container = try #require(world.presentation?.container)
        let point = try #require(world.tapPoint(forLabel: "Message 2"))
        let result = world.hitTest(point)
        let passed = try #require(result.walk.first { $0.view == container && $0.verdict == .passedThrough })
        #expect(passed.reason == "passes touches through: returns nil so views beneath get the touch")
        #expect(world.view(try #require(result.view)).viewClass == .tableViewCellContentView)
        #expect(world.owningController(of: try #require(result.view)) == world.rootController)

        world.tap(at: point)
        world.settle()
        #expect(world.stackTitles == ["Inbox", "Message 2"])
        #expect(!world.fired(.swallowedTap))
    }

    @Test("without pass-through, the bare container is the hit above a minimized card")
    func containerSwallowsWithoutPassThrough() throws {
        var world = World.demo()
        world.tap("Compose")
        world.settle()
        world.tap("Minimize")
        world.settle()
        let container = try #require(world.presentation?.container)
        let point = try #require(world.tapPoint(forLabel: "Message 2"))
        let result = world.hitTest(point)
        #expect(result.view == container)
        #expect(result.walk.last?.verdict == .hit)
        #expect(!result.walk.contains { $0.verdict == .passedThrough })
    }

    @Test("pass-through leaves the card's own subviews hittable")
    func passThroughKeepsCardSubviews() throws {
        var world = World.demo(toggles: Toggles(passThrough: true))
        world.tap("Compose")
        world.settle()
        let send = try #require(world.viewID("Send"))
        let point = try #require(world.tapPoint(forLabel: "Send"))
        #expect(world.hitTest(point).view == send)
        world.tap(at: point)
        world.settle()
        #expect(world.presentation == nil)
        #expect(world.logged(EventPattern("dismiss-completes", ("card", "Compose"))))
    }

    @Test("the pass-through toggle and a strategy's wantsPassThrough both turn it on, and only on the container")
    func passThroughSources() throws {
        for (world, expected) in [
            (World.demo(), false), (World.demo(toggles: Toggles(passThrough: true)), true),
            (World.demo("coordinated"), true), (World.demo("window-lock"), false),
        ] {
            var world = world
            world.tap("Compose")
            world.settle()
            let container = try #require(world.presentation?.container)
            #expect(world.passesTouchesThrough(container) == expected)
            #expect(!world.passesTouchesThrough(try #require(world.presentation?.dimming)))
        }
    }

    @Test("the exclusive-touch toggle makes every view exclusive")
    func exclusiveTouchToggle() {
        let plain = World.demo()
        #expect(plain.views.allSatisfy { !plain.isExclusiveTouch($0.id) })
        let toggled = World.demo(toggles: Toggles(exclusiveTouch: true))
        #expect(toggled.views.allSatisfy { toggled.isExclusiveTouch($0.id) })
        #expect(toggled.views.allSatisfy { !$0.isExclusiveTouch })  // the views' own flags stay off
    }

    @Test("only the coordinated strategy wants exclusive touch everywhere", arguments: StrategyID.builtIns.map(\.rawValue))
    func strategyWantsExclusiveTouch(_ id: String) throws {
        let world = World.demo(id)
        #expect(world.guardStack.wantsExclusiveTouch == (id == "coordinated"))
        let compose = try #require(world.viewID("Compose"))
        #expect(world.isExclusiveTouch(compose) == (id == "coordinated"))
    }

    @Test("block-all marks the subviews of every screen it shows exclusive (seed 000's makeExclusiveTouchToSubviews)")
    func blockAllMakesShownScreenExclusive() throws {
        var world = World.demo("block-all")
        world.tap("Message 1")
        world.settle()
        let messageRoot = try #require(world.rootView(of: world.stackController("Message 1")))
        let reply = try #require(world.viewID("Reply"))
        let share = try #require(world.viewID("Share"))
        #expect(world.view(reply).isExclusiveTouch && !world.view(reply).isMultipleTouchEnabled)
        #expect(world.view(share).isExclusiveTouch)
        #expect(!world.view(messageRoot).isExclusiveTouch)  // subviews only, not the root itself
        #expect(world.views.filter(\.isExclusiveTouch).allSatisfy { world.owningController(of: $0.id) == world.stackController("Message 1") })
    }
}
