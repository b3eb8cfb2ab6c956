import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// A nil-targeted action as its event reports it: the selector, the route
/// up the responder chain and the controller that handled it.
private struct NilTargeted: Equatable {
    var selector: String
    var route: String
    var handler: ControllerID?
}

private func nilTargetedActions(_ world: World, from start: Int) -> [NilTargeted] {
    world.events(from: start).compactMap {
        if case .actionNilTargeted(let selector, let route, let handler) = $0 {
            NilTargeted(selector: selector, route: route, handler: handler?.id)
        } else {
            nil
        }
    }
}

/// UIResponder's `next`, nil-targeted actions, and seed 002's
/// viewControllerForPresentation.
@Suite("Responder chain")
struct ResponderChainRules {
    /// Inbox → Message 1, settled: the Share button sits four views deep.
    private func onMessage() -> World {
        World.demo(settledAfterTapping: "Message 1")
    }

    @Test("a view that is not a root view: next is its superview")
    func viewNextIsSuperview() throws {
        let world = onMessage()
        let share = try #require(world.viewID("Share"))
        let row = try #require(world.viewID("Share row"))
        #expect(world.nextResponder(of: .view(share)) == .view(row))
        #expect(world.view(share).superview == row)
    }

    @Test("a root view: next is its view controller")
    func rootViewNextIsController() throws {
        let world = onMessage()
        let message = try #require(world.stackController("Message 1"))
        let root = try #require(world.rootView(of: message))
        #expect(world.nextResponder(of: .view(root)) == .controller(message))
        // Even though it has a superview: its UIViewControllerWrapperView (rule view-hierarchy).
        #expect(world.view(root).superview == world.controller(message).wrapperView)
        #expect(world.view(root).superview.map { world.view($0).viewClass } == .viewControllerWrapperView)
    }

    @Test("a child controller: next is its view's superview, the UIViewControllerWrapperView in the UINavigationTransitionView")
    func childControllerNextIsSuperview() throws {
        let world = onMessage()
        let message = try #require(world.stackController("Message 1"))
        let next = world.nextResponder(of: .controller(message))
        let wrapper = try #require(world.controller(message).wrapperView)
        #expect(next == .view(wrapper))
        #expect(world.nextResponder(of: .view(wrapper)) == .view(world.navigation.transitionView))
        #expect(world.view(world.navigation.transitionView).viewClass == .navigationTransitionView)
        #expect(world.controller(message).parent == world.navigation.controller)
    }

    @Test("a presented card's root controller: next is the presenting controller")
    func presentedNextIsPresenting() throws {
        var world = onMessage()
        world.tap("Share")
        world.settle()
        let card = try #require(world.presentation?.presented)
        let message = try #require(world.stackController("Message 1"))
        #expect(world.controller(card).presentingViewController == message)
        #expect(world.nextResponder(of: .controller(card)) == .controller(message))
        // Its view's superview is the UITransitionView, which the chain skips.
        let root = try #require(world.rootView(of: card))
        #expect(world.view(root).superview == world.presentation?.container)
    }

    @Test("the window's next is UIApplication, whose next is the app delegate, which ends the chain")
    func windowNextIsApplication() {
        let world = World.demo()
        #expect(world.nextResponder(of: .view(world.window)) == .application)
        #expect(world.nextResponder(of: .application) == .appDelegate)
        #expect(world.nextResponder(of: .appDelegate) == nil)
        #expect(world.describe(.appDelegate) == "AppDelegate")
        // The navigation controller is the window's root: its next is the window.
        #expect(world.nextResponder(of: .controller(world.navigation.controller)) == .view(world.window))
    }

    @Test("the full chain from the Share button, up to UIApplication and the app delegate")
    func fullChainFromShare() throws {
        var world = onMessage()
        let share = try #require(world.viewID("Share"))
        let chain = [
            "UIButton \"Share\"", "UIView \"Share row\"", "UIStackView \"Actions\"", "UIScrollView", "UIView",
            "MessageViewController \"Message 1\"", "UIViewControllerWrapperView", "UINavigationTransitionView",
            "UILayoutContainerView", "UINavigationController \"UINavigationController\"", "UIWindow", "UIApplication",
            "AppDelegate",
        ]
        #expect(world.responderChain(from: share).map { world.describe($0) } == chain)
        // The touch record shows the same chain from the hit view.
        world.tap("Share")
        #expect(world.lastTouch?.chainNames == chain)
    }

    @Test("a nil-targeted action is handled by the first controller that implements it, and the log shows the route")
    func nilTargetedAction() throws {
        var world = onMessage()
        let start = world.mark
        world.tap("Share")
        world.advance(by: 50)
        #expect(
            nilTargetedActions(world, from: start) == [
                NilTargeted(
                    selector: "share:",
                    route: "UIButton \"Share\" ▸ UIView \"Share row\" ▸ UIStackView \"Actions\" ▸ UIScrollView ▸ UIView ▸ MessageViewController \"Message 1\"",
                    handler: world.stackController("Message 1"))
            ])
        world.settle()
        let done = world.mark
        world.tap("Done")
        world.advance(by: 50)
        #expect(
            nilTargetedActions(world, from: done) == [
                NilTargeted(
                    selector: "done:", route: "UIButton \"Done\" ▸ UIView ▸ ShareViewController \"Share\"",
                    handler: world.presentation?.presented)
            ])
    }

    @Test("the route stops at the first implementer: a controller further up is never asked")
    func routeStopsAtFirstImplementer() throws {
        let world = onMessage()
        let share = try #require(world.viewID("Share"))
        // The navigation controller implements _backButtonAction:, so the route reaches it...
        let back = world.firstResponder(implementing: "_backButtonAction:", from: share)
        #expect(back.handler == world.navigation.controller)
        #expect(back.path.last == .controller(world.navigation.controller))
        // ...but reply: stops at Message 1, five views up.
        let reply = world.firstResponder(implementing: "reply:", from: share)
        #expect(reply.handler == world.stackController("Message 1"))
        #expect(reply.path.count == 6)
        // A selector nobody implements walks the whole chain.
        let nobody = world.firstResponder(implementing: "nobody:", from: share)
        #expect(nobody.handler == nil)
        #expect(nobody.path == world.responderChain(from: share))
    }

    @Test("an explicit target skips the chain: the back button messages the navigation controller")
    func explicitTarget() {
        var world = onMessage()
        let start = world.mark
        world.tapBack()
        world.advance(by: 50)
        let actions = world.entries(from: start, .action).map(\.event)
        #expect(actions.count == 1)
        if case .actionSent(let control, let selector, let target) = actions.first {
            #expect(control.name == "_UIButtonBarButton \"Back\"")
            #expect(selector == "_backButtonAction:")
            #expect(target.id == world.navigation.controller)
        } else {
            Issue.record("no action sent: \(actions)")
        }
    }

    @Test("viewControllerForPresentation from the Share button is the Message screen")
    func presenterFromShare() throws {
        var world = onMessage()
        let share = try #require(world.viewID("Share"))
        #expect(world.viewControllerForPresentation(from: share) == world.stackController("Message 1"))
        world.tap("Share")
        world.advance(by: 50)
        #expect(world.logged {
            if case .app(.presenterFound(let path, let presenter), _) = $0 {
                path == ["UIButton \"Share\"", "UIView \"Share row\"", "UIStackView \"Actions\"", "UIScrollView", "UIView"]
                    && presenter.id == world.stackController("Message 1")
            } else {
                false
            }
        })
        #expect(world.presentation?.presenting == world.stackController("Message 1"))
    }

    @Test("viewControllerForPresentation skips a controller that is already presenting")
    func presenterSkipsPresenting() throws {
        var world = onMessage()
        let share = try #require(world.viewID("Share"))
        world.tap("Share")
        world.settle()
        let message = try #require(world.stackController("Message 1"))
        #expect(world.controller(message).presentedViewController != nil)
        // Message 1 presents the card, and UIKit reports the card as its
        // navigation controller's presentedViewController too: no controller
        // up the chain is free to present.
        #expect(world.controller(world.navigation.controller).presentedViewController != nil)
        #expect(world.viewControllerForPresentation(from: share) == nil)
        // From inside the card, the card itself presents nothing and answers.
        let done = try #require(world.viewID("Done"))
        #expect(world.viewControllerForPresentation(from: done) == world.presentation?.presented)
    }

    @Test("a popped screen is detached, and nothing up its chain can present")
    func detachedAfterPop() throws {
        var world = onMessage()
        let message = try #require(world.stackController("Message 1"))
        let share = try #require(world.viewID("Share"))
        #expect(!world.isDetached(message))
        #expect(!world.isDetached(world.navigation.controller))
        world.tapBack()
        world.settle()
        #expect(world.isDetached(message))
        #expect(world.responderChain(from: share).map { world.describe($0) }.last == "MessageViewController \"Message 1\"")
        #expect(world.viewControllerForPresentation(from: share) == nil)
    }
}
