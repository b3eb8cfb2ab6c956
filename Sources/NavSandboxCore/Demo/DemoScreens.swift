/// The demo app's screens: each builds its root view the way a storyboard
/// would, with the labels scripts tap (a contract) and a realistic depth of
/// UIKit containers so hit-test walks and responder chains are worth reading.
enum DemoScreens {
    static let rootFrame = Rect(x: 0, y: 0, width: Phone.contentFrame.width, height: Phone.contentFrame.height)

    static func buildRootView(for id: ControllerID, in world: inout World) -> ViewID {
        let controller = world.controllers[id.raw]
        switch controller.kind {
        case .navigation:
            return world.makeView(.layoutContainerView, role: .controllerRoot, frame: Phone.bounds) { $0.owner = id }
        case .inbox: return buildInbox(id, in: &world)
        case .message(let n): return buildMessage(id, number: n, in: &world)
        case .reply(let n): return buildReply(id, number: n, in: &world)
        case .detail: return buildDetail(id, in: &world)
        case .composeCard: return buildCard(id, title: "Compose", buttons: composeButtons, in: &world)
        case .shareCard:
            return buildCard(id, title: "Share", buttons: [("Done", "done:")], in: &world)
        case .attachmentsCard:
            return buildCard(id, title: "Attachments", buttons: [("Done", "done:")], in: &world)
        }
    }

    static let composeButtons = [("Send", "sendCompose:"), ("Attach", "attach:"), ("Minimize", "minimize:")]

    private static func root(_ id: ControllerID, _ world: inout World) -> ViewID {
        world.makeView(.view, role: .controllerRoot, frame: rootFrame) { $0.owner = id }
    }

    private static func button(
        _ title: String, selector: String, argument: Int? = nil, frame: Rect, in parent: ViewID, _ world: inout World
    ) {
        world.makeView(.button, label: title, text: title, frame: frame, in: parent) {
            $0.action = ControlAction(selector: selector, argument: argument)
        }
    }

    private static func buildInbox(_ id: ControllerID, in world: inout World) -> ViewID {
        let root = root(id, &world)
        let table = world.makeView(.tableView, frame: Rect(x: 0, y: 0, width: Phone.width, height: 6), in: root)
        for n in 1...3 {
            let cell = world.makeView(
                .tableViewCell, label: "Message \(n)", frame: Rect(x: 0, y: (n - 1) * 2, width: Phone.width, height: 2),
                in: table
            ) { $0.action = ControlAction(selector: "openMessage:", argument: n) }
            let content = world.makeView(
                .tableViewCellContentView, frame: Rect(x: 0, y: 0, width: Phone.width, height: 2), in: cell)
            world.makeView(
                .label, text: "Message \(n)", frame: Rect(x: 4, y: 0, width: 14, height: 1), in: content)
            world.makeView(
                .label, text: DemoApp.preview(of: n), frame: Rect(x: 4, y: 1, width: 19, height: 1), in: content)
        }
        button("Compose", selector: "compose:", frame: Rect(x: 1, y: 7, width: 22, height: 1), in: root, &world)
        button(
            "Open latest in 0.5s", selector: "openLatestLater:", frame: Rect(x: 1, y: 9, width: 22, height: 1),
            in: root, &world)
        button("Reuse detail", selector: "reuseDetail:", frame: Rect(x: 1, y: 11, width: 22, height: 1), in: root, &world)
        return root
    }

    private static func buildMessage(_ id: ControllerID, number n: Int, in world: inout World) -> ViewID {
        let root = root(id, &world)
        world.makeView(.label, text: "From: \(DemoApp.sender(of: n))", frame: Rect(x: 1, y: 0, width: 22, height: 1), in: root)
        button("Reply", selector: "reply:", frame: Rect(x: 1, y: 2, width: 22, height: 1), in: root, &world)
        button("Next message", selector: "nextMessage:", frame: Rect(x: 1, y: 4, width: 22, height: 1), in: root, &world)
        button("Back twice", selector: "backTwice:", frame: Rect(x: 1, y: 6, width: 22, height: 1), in: root, &world)
        button("Pop to Inbox", selector: "popToInbox:", frame: Rect(x: 1, y: 8, width: 22, height: 1), in: root, &world)
        button(
            "Reply, pop in 0.1s", selector: "replyThenPop:", frame: Rect(x: 1, y: 17, width: 22, height: 1), in: root,
            &world)
        // "Share" sits four views deep so that finding a presenter needs the
        // responder chain (seed 002) rather than an injected controller.
        let scroll = world.makeView(.scrollView, frame: Rect(x: 0, y: 10, width: Phone.width, height: 6), in: root)
        let stack = world.makeView(.stackView, label: "Actions", frame: Rect(x: 1, y: 0, width: 22, height: 4), in: scroll)
        let row = world.makeView(.view, label: "Share row", frame: Rect(x: 0, y: 1, width: 22, height: 1), in: stack)
        button("Share", selector: "share:", frame: Rect(x: 0, y: 0, width: 22, height: 1), in: row, &world)
        return root
    }

    private static func buildReply(_ id: ControllerID, number n: Int, in world: inout World) -> ViewID {
        let root = root(id, &world)
        world.makeView(.label, text: "Re: Message \(n)", frame: Rect(x: 1, y: 0, width: 22, height: 1), in: root)
        world.makeView(.textView, label: "Reply text", text: "Type your reply…", frame: Rect(x: 1, y: 2, width: 22, height: 3), in: root)
        button("Send", selector: "sendReply:", frame: Rect(x: 1, y: 6, width: 22, height: 1), in: root, &world)
        return root
    }

    private static func buildDetail(_ id: ControllerID, in world: inout World) -> ViewID {
        let root = root(id, &world)
        world.makeView(.label, text: "One cached instance,", frame: Rect(x: 1, y: 0, width: 22, height: 1), in: root)
        world.makeView(.label, text: "pushed every time.", frame: Rect(x: 1, y: 1, width: 22, height: 1), in: root)
        return root
    }

    private static func buildCard(
        _ id: ControllerID, title: String, buttons: [(String, String)], in world: inout World
    ) -> ViewID {
        let root = world.makeView(.view, role: .controllerRoot, frame: Phone.cardExpanded) {
            $0.owner = id
            $0.clipsToBounds = true
        }
        world.makeView(.grabber, role: .cardGrabber, label: "Grabber", frame: Rect(x: Phone.width / 2 - 2, y: 0, width: 4, height: 1), in: root)
        world.makeView(.label, role: .navigationTitle, text: title, frame: Rect(x: 1, y: 1, width: 22, height: 1), in: root)
        for (index, (label, selector)) in buttons.enumerated() {
            button(label, selector: selector, frame: Rect(x: 1, y: 3 + index * 2, width: 22, height: 1), in: root, &world)
        }
        return root
    }
}
