/// The demo app's own state: what a real app keeps in its AppDelegate.
public struct DemoState: Hashable, Sendable {
    public var inbox = ControllerID(0)
    /// "Reuse detail" pushes this one cached instance every time.
    public var detailController: ControllerID?
}

/// The app's own asynchronous work, as scheduled events.
public enum AppEvent: Hashable, Sendable {
    /// A row's or "Next message"'s simulated network load finished.
    case messageLoaded(number: Int, requester: ControllerID, row: ViewID?, touch: TouchID?)
    case detailLoaded(requester: ControllerID, touch: TouchID?)
    /// "Open latest in 0.5s": a must-complete push, like a push notification.
    case openLatestFired(touch: TouchID?)
    /// "Reply, pop in 0.1s": the app's own pop, 100 ms into the push.
    case replyPopFired(touch: TouchID?)
}

/// The demo app: Inbox, Message N, Reply, a cached Detail, and the Compose,
/// Share and Attachments cards. Its titles and labels are a contract.
public enum DemoApp {
    /// Every accessibility label a script may tap.
    public static let labels = [
        "Message 1", "Message 2", "Message 3", "Compose", "Open latest in 0.5s", "Reuse detail",
        "Reply", "Next message", "Back twice", "Pop to Inbox", "Reply, pop in 0.1s", "Share", "Send", "Attach", "Minimize",
        "Done", "Grabber",
    ]

    public static let titles = ["Inbox", "Message N", "Reply", "Detail", "Compose", "Share", "Attachments"]

    static func preview(of n: Int) -> String {
        ["Lunch on Friday?", "Build is green", "Release notes"][(n - 1) % 3]
    }

    static func sender(of n: Int) -> String {
        ["Ada", "Grace", "Linus"][(n - 1) % 3]
    }

    // MARK: Launch

    static func launch(into world: inout World) {
        let windowView = world.makeView(.window, frame: Phone.bounds)
        world.window = windowView
        let nav = world.makeController(.navigation, title: "UINavigationController")
        world.navigation.controller = nav
        let navView = world.loadViewIfNeeded(nav, logged: false)
        world.addSubview(navView, to: windowView)
        let transitionView = world.makeView(.navigationTransitionView, frame: Phone.contentFrame, in: navView)
        world.navigation.transitionView = transitionView
        let barView = world.makeView(.navigationBar, frame: Phone.navigationBarFrame, in: navView)
        let back = world.makeView(
            .barButton, role: .backButton, label: "Back", frame: Rect(x: 0, y: 0, width: 9, height: 1), in: barView
        ) {
            $0.action = ControlAction(selector: "_backButtonAction:", target: nav)
            $0.isHidden = true
        }
        let title = world.makeView(
            .label, role: .navigationTitle, frame: Rect(x: 9, y: 0, width: Phone.width - 9, height: 1), in: barView)
        world.bar = NavigationBarState(view: barView, backButton: back, titleLabel: title)
        world.navigation.popGestureState = "possible"

        let inbox = world.makeController(.inbox, title: "Inbox")
        world.demo.inbox = inbox
        world.record(.system, "launch: UIWindow with UINavigationController, root Inbox (\(world.profile.displayName), strategy \(world.strategyID))")
        world.setRootViewController(inbox)
    }

    // MARK: Actions

    /// Which selectors each screen implements, for nil-targeted actions.
    static func implements(_ selector: String, kind: ScreenKind) -> Bool {
        switch kind {
        case .navigation: selector == "_backButtonAction:"
        case .inbox: ["openMessage:", "compose:", "openLatestLater:", "reuseDetail:"].contains(selector)
        case .message:
            ["reply:", "nextMessage:", "backTwice:", "popToInbox:", "replyThenPop:", "share:"].contains(selector)
        case .reply: selector == "sendReply:"
        case .detail: false
        case .composeCard: ["sendCompose:", "attach:", "minimize:"].contains(selector)
        case .shareCard, .attachmentsCard: selector == "done:"
        }
    }

    /// Runs an action on the controller that handled it.
    static func perform(
        _ action: ControlAction, on handler: ControllerID, sender: ViewID, touch: TouchID?, in world: inout World
    ) {
        let kind = world.controllers[handler.raw].kind
        switch (action.selector, kind) {
        case ("_backButtonAction:", _):
            world.navigationBarBackButtonTapped(touch: touch)
        case ("openMessage:", _):
            let n = action.argument ?? 1
            world.views[sender.raw].isLoading = true
            world.record(.app, "Inbox loads message \(n) (\(Durations.load) ms of simulated network)")
            world.scheduler.schedule(
                .app(.messageLoaded(number: n, requester: handler, row: sender, touch: touch)),
                at: world.now + Durations.load)
        case ("compose:", _):
            let card = world.makeController(.composeCard, title: "Compose")
            world.present(card, from: handler, origin: .tap, touch: touch)
        case ("openLatestLater:", _):
            world.record(.app, "Inbox will open the latest message in 0.5 s (must complete, like a push notification)")
            world.scheduler.schedule(.app(.openLatestFired(touch: touch)), at: world.now + Durations.openLatestDelay)
        case ("reuseDetail:", _):
            world.record(.app, "Inbox loads the detail (\(Durations.load) ms)")
            world.scheduler.schedule(.app(.detailLoaded(requester: handler, touch: touch)), at: world.now + Durations.load)
        case ("reply:", .message(let n)):
            let reply = world.makeController(.reply(n), title: "Reply")
            world.push(reply, from: handler, origin: .tap, touch: touch)
        case ("nextMessage:", .message(let n)):
            world.record(.app, "Message \(n) loads message \(n + 1) (\(Durations.load) ms)")
            world.scheduler.schedule(
                .app(.messageLoaded(number: n + 1, requester: handler, row: nil, touch: touch)),
                at: world.now + Durations.load)
        case ("backTwice:", _):
            // Seed 001: two pops in a row through the app's shared navigation
            // controller, so the caller being released does not matter.
            world.record(.app, "Back twice: AppDelegate.shared.navigationController pops twice")
            world.popViewController(origin: .tap, touch: touch)
            world.popViewController(origin: .tap, touch: touch)
        case ("popToInbox:", _):
            world.popToRootViewController(origin: .tap, touch: touch)
        case ("replyThenPop:", .message(let n)):
            // Seed 001 §3 by code, now that a tap cannot reach the screens
            // mid-push: the app pops 100 ms into its own push.
            let reply = world.makeController(.reply(n), title: "Reply")
            world.push(reply, from: handler, origin: .tap, touch: touch)
            world.record(.app, "Message \(n) will pop in 0.1 s, in the middle of that push")
            world.scheduler.schedule(.app(.replyPopFired(touch: touch)), at: world.now + Durations.replyPopDelay)
        case ("share:", _):
            guard let presenter = world.viewControllerForPresentation(from: sender) else {
                world.record(.app, "Share: no controller up the responder chain can present")
                return
            }
            let path = world.responderChain(from: sender).prefix { $0 != .controller(presenter) }
                .map { world.describe($0) }
            world.record(
                .app,
                "Share: viewControllerForPresentation walks \(path.joined(separator: " ▸ ")) → \(world.controllers[presenter.raw].debugName)"
            )
            let card = world.makeController(.shareCard, title: "Share")
            world.present(card, from: presenter, origin: .tap, touch: touch)
        case ("sendReply:", _):
            world.pop(from: handler, origin: .tap, touch: touch)
        case ("sendCompose:", _), ("done:", _):
            world.dismiss(handler, origin: .tap, touch: touch)
        case ("attach:", _):
            // Asks Inbox, not the card, to present: the classic "already
            // presenting" mistake.
            let card = world.makeController(.attachmentsCard, title: "Attachments")
            world.present(card, from: world.demo.inbox, origin: .tap, touch: touch)
        case ("minimize:", _):
            world.moveCard(to: .minimized)
        default:
            world.record(.app, "\(world.controllers[handler.raw].debugName) ignores \(action.selector)")
        }
    }

    static func handle(_ event: AppEvent, in world: inout World) {
        switch event {
        case .messageLoaded(let n, let requester, let row, let touch):
            if let row { world.views[row.raw].isLoading = false }
            let message = world.makeController(.message(n), title: "Message \(n)", modelItem: "message:\(n)")
            world.record(.app, "message \(n) loaded")
            world.push(message, from: requester, origin: .tap, touch: touch)
        case .detailLoaded(let requester, let touch):
            let detail: ControllerID
            if let cached = world.demo.detailController {
                detail = cached
            } else {
                detail = world.makeController(.detail, title: "Detail", modelItem: "detail")
                world.demo.detailController = detail
            }
            world.record(.app, "detail loaded: pushing the cached instance \(detail)")
            world.push(detail, from: requester, origin: .tap, touch: touch)
        case .replyPopFired(let touch):
            world.record(.app, "0.1 s later: AppDelegate.shared.navigationController pops")
            world.popViewController(origin: .app, touch: touch)
        case .openLatestFired(let touch):
            let message = world.makeController(.message(3), title: "Message 3", modelItem: "message:3")
            world.record(.app, "0.5 s later: open the latest message (must complete)")
            world.pushViewController(message, origin: .app, mustComplete: true, touch: touch)
        }
    }
}
